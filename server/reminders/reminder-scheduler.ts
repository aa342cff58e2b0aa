// The reminder scheduler (issue 19 item 1; decision 0830): on each tick (REMINDER_TICK, every
// minute by default) every university's reminders are swept into the queue, then what is due is
// delivered.
import type { Services } from "../services";
import { TenantTicker } from "../scheduling/tenant-ticker";
import { deliverTenant } from "./deliver";
import { sweepTenant } from "./sweep";

export function reminderScheduler(services: Services): TenantTicker {
  return new TenantTicker(services, {
    name: "reminders",
    schedule: services.env.REMINDER_TICK,
    async run(tenant, now) {
      const swept = await sweepTenant(services, tenant, now);
      const delivered = await deliverTenant(services, tenant, now);
      return { report: { swept, delivered }, didSomething: !!(swept.queued || delivered.sent || delivered.failed || delivered.retrying) };
    },
  });
}
