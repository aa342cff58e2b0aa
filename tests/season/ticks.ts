// The schedulers' ticks of a simulated day, as server/main.ts runs them: the automations' sweep
// (decision 0851) and the reminders' sweep and delivery (decision 0830), for each university, at
// the day's tick time. Kept apart from the oracle, which works out the reminders on its own.
import { sweepAutomations } from "../../server/automations/automation-sweep";
import { deliverTenant } from "../../server/reminders/deliver";
import { sweepTenant } from "../../server/reminders/sweep";
import type { Services } from "../../server/services";

export interface TickReport {
  queued: number;
  skipped: number;
  sent: number;
  automations: number;
}

export async function tick(services: Services, tenants: readonly string[], now: Date): Promise<TickReport> {
  const report: TickReport = { queued: 0, skipped: 0, sent: 0, automations: 0 };
  for (const tenant of tenants) {
    const automations = await sweepAutomations(services, tenant, now);
    report.automations += automations.changesRun + automations.dailyMatches + automations.resumed;
    const swept = await sweepTenant(services, tenant, now);
    report.queued += swept.queued;
    report.skipped += swept.skipped;
    report.sent += (await deliverTenant(services, tenant, now)).sent;
  }
  return report;
}
