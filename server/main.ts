// Start-up: validate the environment, open the store (the embedded one locked to this process),
// finish the changes and imports a stopped process left, seed the demo outside production, say how
// to make the first Admin, serve HTTP.
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
import { retentionScheduler } from "./retention/retention-scheduler";
import { noteAccounts } from "./users/start-up-notes";
import { recoverAtStartUp } from "./records/replay";
import { warmDraftChecks } from "./config-admin/warm-draft-checks";

async function main() {
  const env = readEnv();
  const services = await createServices(env, { owner: "server" });
  const { logger } = services;
  // What a stopped process left half-done is finished before anything else is written (decisions 0019, 0020).
  await recoverAtStartUp(services);
  // Demo universities and accounts: never in production (readEnv refuses DEMO and SEED_ON_START there; decision 0013).
  if (env.seedOnStart) {
    const report = await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
    if (report.tenantsCreated.length || report.usersCreated || report.recordsCreated) logger.info({ seed: report }, "seeded");
  }
  await noteAccounts(services);
  // A demonstration serves the production build too; only development runs Vite.
  const app = await createHttpApp(services, { production: env.NODE_ENV === "production" || env.demo });
  // Universities' SFTP import feeds, on their configured schedules (decision 0826).
  const feeds = new FeedScheduler(services);
  await feeds.start();
  // Reminders swept into the queue and delivered on each tick (decision 0830).
  const reminders = reminderScheduler(services);
  reminders.start();
  // Automations left mid-run taken over, and the daily automations run (decision 0851).
  const automations = automationScheduler(services);
  automations.start();
  // What has passed its retention period deleted or anonymised, once a day per university (decision 0050).
  const retention = retentionScheduler(services);
  retention.start();
  // The pattern checker's verdicts on the published configurations, so a first draft check does not wait for them (decision 0107).
  void warmDraftChecks(services).then(
    (patterns) => logger.info({ patterns }, "draft checks ready"),
    (error: unknown) => logger.warn({ err: error }, "draft checks not prepared: the first check will take longer"),
  );
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info({ port: env.PORT, store: services.store.kind, mode: env.NODE_ENV, demo: env.demo }, `CAS Shield listening on http://localhost:${env.PORT}`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await feeds.stop();
      await reminders.stop();
      await automations.stop();
      await retention.stop();
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
