// Work done for every university on a node-cron tick in the app process (the reminders, decision
// 0830; the automations, decision 0851). Ticks of one process never overlap; two processes may
// tick together, which each job's claims make safe. One university's failure does not stop the
// others.
import cron, { type ScheduledTask } from "node-cron";
import type { Services } from "../services";

export interface TenantJob {
  name: string;
  /** A node-cron expression, or "off" for a process that must not do this work. */
  schedule: string;
  /** The work for one university: what it did, logged when it did something. */
  run(tenant: string, now: Date): Promise<{ report: object; didSomething: boolean }>;
}

export class TenantTicker {
  private task: ScheduledTask | null = null;

  constructor(
    private readonly services: Services,
    private readonly job: TenantJob,
  ) {}

  start(): void {
    if (this.job.schedule === "off") return;
    this.task = cron.schedule(this.job.schedule, () => this.tick(), { name: this.job.name, noOverlap: true });
  }

  async tick(now: Date = this.services.clock()): Promise<void> {
    for (const { key: tenant } of await this.services.repositories.tenants.list()) {
      try {
        const { report, didSomething } = await this.job.run(tenant, now);
        if (didSomething) this.services.logger.info({ tenant, ...report }, this.job.name);
      } catch (error) {
        this.services.logger.warn({ tenant, err: error }, `${this.job.name} could not run`);
      }
    }
  }

  async stop(): Promise<void> {
    await this.task?.stop();
    this.task = null;
  }
}
