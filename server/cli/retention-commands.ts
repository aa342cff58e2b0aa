// `npm run cli -- retention run --today D --tenant T [--dry-run]` (issue 42 item 2; decision
// 0050): runs the university's retention sweep as if it were that day, or with --dry-run prints
// what would go and why (the period, the event it counts from) and changes nothing.
import { parseArgs } from "node:util";
import { runRetention } from "../retention/sweep";
import { CliInputError, requireOption } from "./config-source";
import { withServices } from "./open-services";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function retentionRun(args: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args, options: { today: { type: "string" }, tenant: { type: "string" }, "dry-run": { type: "boolean" } }, strict: true }).values;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
  const today = requireOption(values, "today");
  const tenant = requireOption(values, "tenant");
  if (!ISO_DATE.test(today)) throw new CliInputError("--today must be a date as YYYY-MM-DD");
  const dryRun = values["dry-run"] === true;
  const result = await withServices(dryRun ? "reads" : { writes: "retention run" }, async (services) => {
    if (!(await services.repositories.tenants.findByKey(tenant))) throw new CliInputError(`Unknown tenant "${tenant}"`);
    return runRetention(services, tenant, { today, dryRun, now: new Date(`${today}T12:00:00.000Z`) });
  });
  const expired = result.plans.flatMap((plan) => plan.expired.map((expiry) => ({ kind: plan.kind, id: expiry.id, action: expiry.action, why: `kept ${expiry.reason.keepDays} days from ${expiry.reason.from} (${expiry.reason.eventDay}); expired on ${expiry.expiredOn}` })));
  console.log(JSON.stringify({ today: result.today, dryRun, ran: result.ran, counts: result.counts, ...(dryRun ? { expired } : {}) }, null, 2));
  return 0;
}
