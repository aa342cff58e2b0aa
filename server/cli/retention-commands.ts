// `npm run cli -- retention run --today D --tenant T [--dry-run]` (issue 42 item 2; decision
// 0050): runs the university's retention sweep as if it were that day, or with --dry-run prints
// what would go and why (the period, the event it counts from) and changes nothing. The wording is
// the university's catalogue's, as verify's is.
import { parseArgs } from "node:util";
import type { RetentionKind } from "../../rules/retention/expiry";
import { runRetention } from "../retention/sweep";
import { CliInputError, requireOption } from "./cli-input";
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
  const lines = await withServices(dryRun ? "reads" : { writes: "retention run" }, async (services) => {
    const university = await services.repositories.tenants.findByKey(tenant);
    if (!university) throw new CliInputError(`Unknown tenant "${tenant}"`);
    const result = await runRetention(services, tenant, { today, dryRun, now: new Date(`${today}T12:00:00.000Z`) });
    const config = (await services.configs.current(tenant)).prepared;
    const kindWords = (kind: RetentionKind) => config.text(`retention.kind.${kind}`);
    if (!dryRun && !result.ran) return [config.text("retention.cli.notRun", { university: university.name, today })];
    const total = Object.values(result.counts).reduce((sum, count) => sum + (count ?? 0), 0);
    return [
      config.text("retention.cli.summary", { university: university.name, today, count: total.toLocaleString("en-GB"), dryRun: dryRun ? config.text("retention.cli.dryRun") : "" }),
      ...(Object.entries(result.counts) as [RetentionKind, number][]).map(([kind, count]) => config.text("retention.cli.kind", { kind: kindWords(kind), count: count.toLocaleString("en-GB") })),
      ...result.plans.flatMap((plan) =>
        plan.expired.map((expiry) =>
          config.text("retention.cli.expired", {
            kind: kindWords(plan.kind),
            id: expiry.id,
            action: config.text(`retention.action.${expiry.action}`),
            keepDays: expiry.reason.keepDays.toLocaleString("en-GB"),
            from: config.text(`retention.from.${expiry.reason.from}`),
            eventDay: expiry.reason.eventDay,
            expiredOn: expiry.expiredOn,
          }),
        ),
      ),
    ];
  });
  for (const line of lines) console.log(line);
  return 0;
}
