// The automations' scheduler (decision 0851): on each tick (AUTOMATION_TICK, every minute by
// default) every university's automations are swept (runs a stopped process left taken over,
// changes left unrun run, the daily run once a day).
import type { Services } from "../services";
import { TenantTicker } from "../scheduling/tenant-ticker";
import { sweepAutomations } from "./automation-sweep";

export function automationScheduler(services: Services): TenantTicker {
  return new TenantTicker(services, {
    name: "automations",
    schedule: services.env.AUTOMATION_TICK,
    async run(tenant, now) {
      const swept = await sweepAutomations(services, tenant, now);
      return { report: { swept }, didSomething: !!(swept.resumed || swept.givenUp || swept.changesRun || swept.dailyMatches) };
    },
  });
}
