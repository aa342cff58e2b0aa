// The reminder scheduler (issue 19 item 1; decision 0830): node-cron ticks in the app process
// (REMINDER_TICK, every minute by default); each tick sweeps every university's reminders into
// the queue, then delivers what is due. Ticks of one process never overlap; two processes may
// tick together, which the claims and the delivery's version checks make safe.
import cron, { type ScheduledTask } from "node-cron";
import type { Services } from "../services";
import { deliverTenant } from "./deliver";
import { sweepTenant } from "./sweep";

export class ReminderScheduler {
  private task: ScheduledTask | null = null;

  constructor(private readonly services: Services) {}

  start(): void {
    const schedule = this.services.env.REMINDER_TICK;
    if (schedule === "off") return;
    this.task = cron.schedule(schedule, () => this.tick(), { name: "reminders", noOverlap: true });
  }

  /** One tick: each university swept and delivered; one university's failure does not stop the others. */
  async tick(now: Date = this.services.clock()): Promise<void> {
    for (const { key: tenant } of await this.services.repositories.tenants.list()) {
      try {
        const swept = await sweepTenant(this.services, tenant, now);
        const delivered = await deliverTenant(this.services, tenant, now);
        if (swept.queued || delivered.sent || delivered.failed || delivered.retrying) this.services.logger.info({ tenant, swept, delivered }, "reminders");
      } catch (error) {
        this.services.logger.warn({ tenant, err: error }, "reminders could not be swept or delivered");
      }
    }
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = null;
  }
}
