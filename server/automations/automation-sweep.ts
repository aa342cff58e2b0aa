// The automations' sweep (decision 0851), on the scheduler's tick: runs whose holder stopped
// mid-run (lease over) are taken over and finished (or, failing again and again, given up in
// the record's history), changes a crash left unrun are run (their
// claims keep each automation to one run), and once a day the daily automations act on the
// records that match. Safe in two processes at once: every step goes through a claim.
import type { AutomationEventRecord, AutomationRunRecord } from "../repositories";
import type { Services } from "../services";
import { DuplicateKeyError } from "../store/port";
import { universityToday } from "../time";
import { actOnExisting } from "./existing-records";
import { giveUp, MAX_RUN_ATTEMPTS, perform, RUN_LEASE_MS, runEvent, takeOver } from "./run-automations";

const BATCH = 200;

export interface AutomationSweep {
  resumed: number;
  givenUp: number;
  changesRun: number;
  dailyMatches: number;
}

/** Marks the university's day as begun (once, whichever process comes first): true for the one that marked it. */
async function claimDay(services: Services, tenant: string, today: string): Promise<boolean> {
  try {
    await services.repositories.automationEvents.insert(tenant, { _id: `daily:${tenant}:${today}`, collection: "students", recordId: "", triggers: ["daily"], before: null, causedBy: [], at: services.clock().toISOString(), status: "done" });
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

export async function sweepAutomations(services: Services, tenant: string, now: Date = services.clock()): Promise<AutomationSweep> {
  const config = (await services.configs.current(tenant)).prepared;
  const result: AutomationSweep = { resumed: 0, givenUp: 0, changesRun: 0, dailyMatches: 0 };
  const stale: AutomationRunRecord[] = await services.repositories.automationRuns.find(tenant, { status: "claimed", leaseUntil: { $lt: now.toISOString() } }, { sort: { leaseUntil: 1 }, limit: BATCH });
  for (const run of stale) {
    const taken = await takeOver(services, tenant, run);
    if (!taken) continue;
    if (taken.attempts > MAX_RUN_ATTEMPTS) {
      await giveUp(services, tenant, config, taken);
      result.givenUp += 1;
      continue;
    }
    try {
      await perform(services, tenant, config, taken);
      result.resumed += 1;
    } catch (error) {
      // Still failing: the claim's lease runs out again and the next sweep tries once more.
      services.logger.warn({ tenant, run: taken._id, attempts: taken.attempts, err: error }, "an automation's run failed again");
    }
  }
  const leftBefore = new Date(now.getTime() - RUN_LEASE_MS).toISOString();
  const pending: AutomationEventRecord[] = await services.repositories.automationEvents.find(tenant, { status: "pending", at: { $lt: leftBefore } }, { sort: { at: 1 }, limit: BATCH });
  for (const event of pending) {
    await runEvent(services, tenant, config, event);
    result.changesRun += 1;
  }
  const daily = config.areas.automations.automations.filter((automation) => automation.enabled && automation.trigger === "daily");
  const today = universityToday(now, config);
  if (daily.length && (await claimDay(services, tenant, today))) {
    for (const automation of daily) result.dailyMatches += await actOnExisting(services, tenant, config, automation, `daily:${today}`);
  }
  return result;
}
