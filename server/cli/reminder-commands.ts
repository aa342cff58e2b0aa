// `npm run cli -- reminders run --today D [--tenant T]` sweeps as if it were that day and prints
// { queued, skipped, byKey } (a second run the same day queues nothing); `reminders due --tenant
// T --record ID --today D` prints, for each timed reminder, whether it is due for the record and
// why (trigger and stop, the date it counts from, the schedule's send day) (issue 19 item 6).
import { parseArgs } from "node:util";
import { explainReminders } from "../../rules/reminders/explain";
import { REMINDER_COLLECTIONS, reminderSubject } from "../reminders/reminder-subject";
import { sweepReminders } from "../reminders/sweep";
import type { Services } from "../services";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function options(args: string[], names: string[]): Record<string, string | undefined> {
  try {
    return parseArgs({ args, options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])), strict: true }).values as Record<string, string | undefined>;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
}

function dayOption(values: Record<string, unknown>): string {
  const today = requireOption(values, "today");
  if (!ISO_DATE.test(today)) throw new CliInputError("--today must be a date as YYYY-MM-DD");
  return today;
}

async function requireTenant(services: Services, tenant: string): Promise<void> {
  if (!(await services.repositories.tenants.findByKey(tenant))) throw new CliInputError(`Unknown tenant "${tenant}"`);
}

export async function remindersRun(args: string[]): Promise<number> {
  const values = options(args, ["today", "tenant"]);
  const today = dayOption(values);
  const result = await withServices({ writes: "reminders run" }, async (services) => {
    if (values.tenant) await requireTenant(services, values.tenant);
    // Noon on that day: the claims record when they were queued.
    return sweepReminders(services, new Date(`${today}T12:00:00.000Z`), { today, ...(values.tenant ? { tenant: values.tenant } : {}) });
  });
  console.log(JSON.stringify({ queued: result.queued, skipped: result.skipped, byKey: result.byKey }, null, 2));
  return 0;
}

export async function remindersDue(args: string[]): Promise<number> {
  const values = options(args, ["today", "tenant", "record"]);
  const tenant = requireOption(values, "tenant");
  const recordId = requireOption(values, "record");
  const today = dayOption(values);
  const explained = await withServices("reads", async (services) => {
    await requireTenant(services, tenant);
    const config = (await services.configs.current(tenant)).prepared;
    for (const collection of REMINDER_COLLECTIONS) {
      const record = await services.repositories[collection].findById(tenant, recordId);
      if (!record) continue;
      const subject = await reminderSubject(services, config, collection, record, today);
      const sent = (await services.repositories.reminders.find(tenant, { recordId })).map((claim) => ({ key: String(claim.key), anchor: String(claim.anchor), day: Number(claim.day) }));
      const reminders = config.areas.reminders.filter((reminder) => reminder.definition.collection === collection);
      return { collection, reminders: explainReminders(reminders, subject, sent, today, config.areas.reminderDelivery.graceDays) };
    }
    throw new CliInputError(`No student, application or offer "${recordId}" at ${tenant}`);
  });
  console.log(JSON.stringify({ record: recordId, today, ...explained }, null, 2));
  return 0;
}
