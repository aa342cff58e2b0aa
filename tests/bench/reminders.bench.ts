// npm run bench:reminders — a day's reminder sweep over 100,000 CAS students of one university
// with the default schedules, on the embedded store (issue 19 'Performance'): records examined
// per second and the total time (target under 10 s), peak memory growth during the sweep
// (bounded by the batch size, not the number of students), against a baseline measured in the
// same run: paging through the same candidate query without judging any record. The two days
// before are swept first, unmeasured against the target: the first sweep ever catches up every
// send of the last grace days at once, and the next queues what the daily limit held back. A
// second sweep the same day queues nothing; its memory growth is the sweep's own (the embedded
// store keeps every stored claim in memory, so the measured day's growth includes its claims).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { reminderFilter, timedReminders } from "../../rules/reminders/delivery";
import { addDays } from "../../rules/dates/add-days";
import { readEnv } from "../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { sweepTenant } from "../../server/reminders/sweep";
import { COMPUTED_SUBJECT_FIELDS } from "../../server/reminders/reminder-subject";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { bulkLoad } from "../support/bulk-load";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const TODAY = "2027-03-01";
const STAGES = ["Not-Triggered", "Pre-Deposit", "Post-Deposit", "Interview", "Ready for CAS", "Closed Lost"];

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-reminders-"));
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}) }));
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const tenant = (await services.repositories.tenants.list())[0].key;
    const loading = performance.now();
    for (let start = 0; start < STUDENTS; start += 1_000) {
      await bulkLoad(services, "students", tenant,
        Array.from({ length: Math.min(1_000, STUDENTS - start) }, (_, i) => {
          const n = start + i;
          // Invited over the last 120 days: on any day about one in seven has a weekly reminder due.
          const invitedAt = `${addDays(TODAY, -(n % 120))}T09:00:00.000Z`;
          return { userId: `student-${n}`, studentNo: `S${n}`, email: `student${n}@bench.example`, givenName: `Given${n}`, familyName: `Family${n % 997}`, stage: STAGES[n % STAGES.length], invitedAt, sections: {}, createdAt: invitedAt, updatedAt: invitedAt };
        }),
      );
    }
    console.log(`loaded ${STUDENTS.toLocaleString("en-GB")} students in ${((performance.now() - loading) / 1000).toFixed(1)} s`);

    const config = (await services.configs.current(tenant)).prepared;
    const delivery = config.areas.reminderDelivery;
    const candidates = { $or: timedReminders(config.areas.reminders, "students").map((reminder) => reminderFilter(reminder, TODAY, delivery.graceDays, COMPUTED_SUBJECT_FIELDS.students)) };
    let started = performance.now();
    let read = 0;
    let after = "";
    for (;;) {
      const batch = await services.repositories.students.find(tenant, after ? { $and: [candidates, { _id: { $gt: after } }] } : candidates, { sort: { _id: 1 }, limit: delivery.batchSize });
      if (batch.length === 0) break;
      read += batch.length;
      after = batch[batch.length - 1]._id;
      if (batch.length < delivery.batchSize) break;
    }
    const baseline = (performance.now() - started) / 1000;
    console.log(`baseline: paging through the ${read.toLocaleString("en-GB")} candidates, ${delivery.batchSize} at a time, without judging them: ${baseline.toFixed(2)} s`);

    for (const before of [2, 1]) {
      const day = addDays(TODAY, -before);
      started = performance.now();
      const warm = await sweepTenant(services, tenant, new Date(`${day}T12:00:00.000Z`));
      console.log(`warming up on ${day}${before === 2 ? " (the first sweep ever, catching up)" : ""}: ${warm.examined.toLocaleString("en-GB")} examined, ${warm.queued.toLocaleString("en-GB")} queued, ${warm.skipped.toLocaleString("en-GB")} held by the daily limit, in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    }

    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    started = performance.now();
    const swept = await sweepTenant(services, tenant, new Date(`${TODAY}T12:00:00.000Z`));
    const seconds = (performance.now() - started) / 1000;
    console.log(`a day's sweep (${TODAY}): ${swept.examined.toLocaleString("en-GB")} records examined, ${swept.queued.toLocaleString("en-GB")} reminders queued (${Object.entries(swept.byKey).map(([key, count]) => `${key} ${count}`).join(", ")}), ${swept.skipped} held by the daily limit, in ${seconds.toFixed(2)} s (target < 10 s); ${Math.round(swept.examined / seconds).toLocaleString("en-GB")} records/s; ${(seconds / baseline).toFixed(1)}x the baseline`);
    console.log(`peak RSS growth during the sweep: ${mb(peakRss - rssBefore)} MB (batch size ${delivery.batchSize})`);

    const rssAgain = process.memoryUsage().rss;
    peakRss = rssAgain;
    started = performance.now();
    const again = await sweepTenant(services, tenant, new Date(`${TODAY}T12:05:00.000Z`));
    console.log(`the same day again: ${again.queued} queued, ${again.examined.toLocaleString("en-GB")} examined, in ${((performance.now() - started) / 1000).toFixed(2)} s; peak RSS growth ${mb(peakRss - rssAgain)} MB (the sweep's own memory)`);
  } finally {
    clearInterval(sampler);
    await services.store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
