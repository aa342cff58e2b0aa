// The retention sweep on the reminders' scheduler (decision 0050): a tick (RETENTION_TICK, hourly
// by default) runs each university's sweep for its day; the day's claim makes every tick after
// the first do nothing, and takes over a run a stopped process left once its lease is past.
import type { Services } from "../services";
import { TenantTicker } from "../scheduling/tenant-ticker";
import { runRetention } from "./sweep";

export function retentionScheduler(services: Services): TenantTicker {
  return new TenantTicker(services, {
    name: "retention",
    schedule: services.env.RETENTION_TICK,
    async run(tenant, now) {
      const result = await runRetention(services, tenant, { now });
      // Counts per kind only: never what was removed.
      return { report: { day: result.today, counts: result.counts }, didSomething: result.ran };
    },
  });
}
