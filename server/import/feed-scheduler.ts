// The import feeds' schedule (issue 18 item 6; decision 0826), and the minute's check for
// uploads' imports a stopped process left running: one node-cron task per enabled
// feed of each university's published configuration, kept in step every minute (a publish that
// adds, removes or reschedules a feed takes effect within a minute, without a restart). A task
// never overlaps itself; a failure is logged and the next tick tries again.
import cron, { type ScheduledTask } from "node-cron";
import type { ImportFeed } from "../../rules/types";
import type { Services } from "../services";
import { pullFeed } from "./sftp-feed";
import { resumeStalledImports } from "./import-jobs";

interface Running {
  signature: string;
  task: ScheduledTask;
}

export class FeedScheduler {
  private readonly running = new Map<string, Running>();
  private supervisor: ScheduledTask | null = null;

  constructor(private readonly services: Services) {}

  /** The feeds every university's published configuration enables, by tenant and feed id. */
  private async configuredFeeds(): Promise<Map<string, { tenant: string; feed: ImportFeed }>> {
    const feeds = new Map<string, { tenant: string; feed: ImportFeed }>();
    for (const { key: tenant } of await this.services.repositories.tenants.list()) {
      const config = (await this.services.configs.current(tenant)).prepared;
      for (const feed of config.document["import-field-mapping"].feeds ?? []) {
        if (feed.enabled && cron.validate(feed.schedule)) feeds.set(`${tenant}/${feed.id}`, { tenant, feed });
      }
    }
    return feeds;
  }

  /** Starts, stops and reschedules tasks to match the configuration. */
  async sync(): Promise<void> {
    const wanted = await this.configuredFeeds();
    for (const [key, running] of this.running) {
      const feed = wanted.get(key);
      if (!feed || JSON.stringify(feed.feed) !== running.signature) {
        await running.task.destroy();
        this.running.delete(key);
      }
    }
    for (const [key, { tenant, feed }] of wanted) {
      if (this.running.has(key)) continue;
      const task = cron.schedule(feed.schedule, () => this.pull(tenant, feed), { name: `import-feed ${key}`, noOverlap: true, timezone: (await this.services.configs.current(tenant)).prepared.timeZone });
      this.running.set(key, { signature: JSON.stringify(feed), task });
    }
  }

  private async pull(tenant: string, feed: ImportFeed): Promise<void> {
    try {
      const outcomes = await pullFeed(this.services, tenant, feed);
      const imported = outcomes.filter((outcome) => outcome.outcome !== "skipped");
      // By import id: a file's name is the university's to choose and may name a person (decision 0511).
      if (imported.length) this.services.logger.info({ tenant, feed: feed.id, imports: imported.map(({ importId, outcome }) => ({ importId, outcome })) }, "import feed pulled");
    } catch (error) {
      this.services.logger.warn({ tenant, feed: feed.id, err: error }, "import feed could not be pulled");
    }
  }

  async start(): Promise<void> {
    await this.tick();
    this.supervisor = cron.schedule("* * * * *", () => this.tick(), { name: "import supervisor", noOverlap: true });
  }

  /** Every minute: the feeds in step with the configuration, and uploads' imports a stopped process left finished. */
  private async tick(): Promise<void> {
    await this.sync();
    try {
      const resumed = await resumeStalledImports(this.services);
      if (resumed.length) this.services.logger.info({ imports: resumed }, "finished imports a stopped process left running");
    } catch (error) {
      this.services.logger.warn({ err: error }, "stalled imports could not be resumed");
    }
  }

  /** The feeds scheduled now (tenant/feed id). */
  scheduled(): string[] {
    return [...this.running.keys()];
  }

  async stop(): Promise<void> {
    await this.supervisor?.destroy();
    for (const running of this.running.values()) await running.task.destroy();
    this.running.clear();
  }
}
