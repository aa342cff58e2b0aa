// Start-up: validate the environment, open the store, seed on first start, serve HTTP.
import { EnvError, readEnv } from "./config/env";
import { createServices } from "./services";
import { createHttpApp } from "./http/app";
import { SeedError, seed } from "./seed";
import { ConfigFileError } from "./tenant-config/load-from-disk";
import { TENANT_CONFIGS_DIR } from "./paths";
import { StoreError } from "./store/port";
import { FeedScheduler } from "./import/feed-scheduler";
import { reminderScheduler } from "./reminders/reminder-scheduler";
import { automationScheduler } from "./automations/automation-scheduler";

async function main() {
  const env = readEnv();
  const services = await createServices(env);
  const { logger } = services;
  if (env.SEED_ON_START === "true") {
    const report = await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: env.NODE_ENV !== "production" || !env.MONGODB_URI });
    if (report.tenantsCreated.length || report.usersCreated || report.recordsCreated) logger.info({ seed: report }, "seeded");
  }
  const app = await createHttpApp(services, { production: env.NODE_ENV === "production" });
  // Universities' SFTP import feeds, on their configured schedules (decision 0826).
  const feeds = new FeedScheduler(services);
  await feeds.start();
  // Reminders swept into the queue and delivered on each tick (decision 0830).
  const reminders = reminderScheduler(services);
  reminders.start();
  // Automations left mid-run taken over, and the daily automations run (decision 0851).
  const automations = automationScheduler(services);
  automations.start();
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, store: services.store.kind, mode: env.NODE_ENV }, `CAS Shield listening on http://localhost:${env.PORT}`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await feeds.stop();
      await reminders.stop();
      await automations.stop();
      await services.store.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // Start-up problems are the operator's to fix: say what and where, without a stack trace.
  if (error instanceof EnvError || error instanceof StoreError || error instanceof SeedError || error instanceof ConfigFileError) console.error(error.message);
  else console.error("CAS Shield could not start:", error);
  process.exit(1);
});
