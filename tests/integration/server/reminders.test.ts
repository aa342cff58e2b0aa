// Reminders that are sent (issue 19; decision 0830), on the demo data with a fake clock: 120
// simulated days queue every timed reminder on exactly the days its schedule says and none
// after its stop condition holds; two sweeps at once queue each reminder once; the daily limit
// holds; delivery over SMTP to a real SMTP server (smtp-server) started here, with a temporary
// failure retried under the same Message-ID, quiet hours kept and a stop condition honoured at
// send time; a sweep killed with SIGKILL half-way, run again, queues each reminder once; and the
// command line explains what is due and why, and runs a day once.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDays } from "../../../rules";
import { timedReminders } from "../../../rules/reminders/delivery";
import { addDays } from "../../../rules/dates/add-days";
import { daysBetween, parseDay } from "../../../rules/operations/calendar";
import { getAt } from "../../../rules/forms/field-paths";
import { readEnv } from "../../../server/config/env";
import { deliverTenant, reminderMessageId } from "../../../server/reminders/deliver";
import { REMINDER_COLLECTIONS, reminderSubject } from "../../../server/reminders/reminder-subject";
import { sweepTenant, type ReminderClaim } from "../../../server/reminders/sweep";
import { createServices, type Services } from "../../../server/services";
import { copySeededStore } from "../../support/seeded-store";
import { testRecords } from "../../support/records";
import { toolArgs } from "../../support/tools";

const SEEDED = new Date("2026-11-22T10:00:00.000Z");
const noonOn = (day: string) => new Date(`${day}T12:00:00.000Z`);

async function demoServices(dir: string, env: Record<string, string> = {}) {
  let now = SEEDED;
  await copySeededStore(dir, { now: SEEDED });
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk", ...env }), { clock: () => now });
  return { services, setNow: (date: Date) => (now = date) };
}

/** Publishes the university's configuration with one change to its reminder delivery. */
async function publishDelivery(services: Services, tenant: string, change: (delivery: Record<string, unknown>) => void) {
  const current = await services.configs.current(tenant);
  const config = structuredClone(current.config) as Record<string, Record<string, unknown>>;
  change(config["reminder-delivery"]);
  await services.configs.publish(tenant, config, { by: "test", note: "reminder delivery for the test", basedOn: current.version });
}

const claimsOf = async (services: Services, tenant: string) => (await services.repositories.reminders.find(tenant, {})) as ReminderClaim[];

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-reminders-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("120 simulated days on the demo data", () => {
  const TENANT = "northbridge";
  const START = "2026-11-22";
  const END = addDays(START, 119);
  let services: Services;
  let stoppedStudent: string;

  beforeAll(async () => {
    ({ services } = await demoServices(path.join(root, "simulation")));
    await publishDelivery(services, TENANT, (delivery) => delete delivery.maxPerPersonPerDay);
  }, 60_000);
  afterAll(async () => {
    await services?.store.close();
  });

  it("queues every timed reminder on exactly the days its schedule says, and none once its stop condition holds", async () => {
    // The demo data gives most records no reason for the later reminders (no CAS issued yet, no
    // visa, no arrival): one record of each is given what its reminder waits for, each counted
    // from its own date before the first simulated day.
    const open = { stage: { $nin: ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"] }, casBypass: { $ne: true } };
    // A student whose checklist is complete: their documents and the questionnaire are still to do.
    const complete = (await services.repositories.students.find(TENANT, { ...open, "casTracker.isTasksComplete": true }, { sort: { studentNo: 1 }, limit: 1 }))[0];
    await testRecords(services).students.update(TENANT, complete._id, { $set: { checklistCompletedAt: `${addDays(START, -2)}T09:00:00.000Z` }, $unset: { "sections.questionnaire-1": "", "sections.questionnaire-2": "", "sections.questionnaire-3": "", "sections.questionnaire-4": "" } });
    await testRecords(services).uploads.deleteWhere(TENANT, { ownerId: { $in: [complete._id, String(complete.userId)] } });
    const students = (await services.repositories.students.find(TENANT, { casBypass: { $ne: true } }, { sort: { studentNo: 1 } })).filter((student) => student._id !== complete._id);
    const applications = await services.repositories.applications.find(TENANT, {}, { sort: { studentNo: 1, _id: 1 } });
    const offers = await services.repositories.offers.find(TENANT, {}, { sort: { _id: 1 } });
    const on = (days: number) => `${addDays(START, -days)}T09:00:00.000Z`;
    const PATCHES: Array<[string, Record<string, unknown>]> = [
      ["students", { casBypass: true, invitedAt: on(3) }],
      ["students", { checklistCompletedAt: on(1), followUpDocumentsRequestedAt: on(2), interviewsRequestedAt: on(3), "sections.interview-record": { bookingStatus: "Booked" } }],
      ["students", { stage: "CAS Issued", stageUpdatedAt: on(1) }],
      ["students", { stage: "CAS Issued", casIssuedLate: true, stageUpdatedAt: on(2) }],
      ["students", { visaStatus: "Visa applied", visaStatusUpdatedAt: on(3) }],
      ["students", { visaStatus: "Awaiting visa response", casIssuedLate: true, visaStatusUpdatedAt: on(4) }],
      ["students", { visaStatus: "Visa received", visaStatusUpdatedAt: on(1) }],
      ["students", { travel: { travelBookedAt: on(2) } }],
      ["students", { travel: { travelBookedAt: on(12), arrivedAt: on(3) } }],
      ["students", { stage: "Ready for CAS", stageUpdatedAt: on(1) }],
      ["students", { stage: "Deferred", stageUpdatedAt: on(1) }],
      ["students", { userStatus: "NEW", invitedAt: on(1) }],
      // Asked for by staff the day before: "no timing" sends once, at once (decision 0031).
      ["students", { passportRenewalRequested: true, passportRenewalRequestedAt: on(1) }],
      ["students", { stage: "Pre-Deposit", depositRequestedAt: on(1) }],
      ["applications", { applicationStatus: "NEW", interestRegisteredAt: on(1) }],
      ["applications", { applicationStatus: "Completed", applicationStatusUpdatedAt: on(1) }],
      ["applications", { programmeChoicesUpdateRequested: true, programmeChoicesUpdateRequestedAt: on(1) }],
      ["offers", { status: "Conditional", applicantStatus: null, lastIssuedAt: on(1) }],
      // A requirement still a condition: the offer's requirementsWithCondition is derived from it (decision 0024).
      ["offers", { status: "Conditional", applicantStatus: "Accepted", conditions: [{ requirementId: "EnglishLanguageResults", requirementText: "English language results", status: "Condition" }], paymentStatus: "Approved", applicantDecisionAt: on(1) }],
      ["offers", { status: "Unconditional", applicantStatus: "Accepted", paymentStatus: null, applicantDecisionAt: on(1) }],
    ];
    const next = { students: 1, applications: 0, offers: 0 } as Record<string, number>;
    const pools = { students, applications, offers } as Record<string, Array<{ _id: string }>>;
    for (const [collection, patch] of PATCHES) {
      const record = pools[collection][next[collection]++];
      // A student in an open stage unless the patch says otherwise.
      await testRecords(services)[collection as "students"].update(TENANT, record._id, { $set: collection === "students" ? { stage: "Post-Deposit", ...patch } : patch });
    }

    const config = (await services.configs.current(TENANT)).prepared;
    const grace = config.areas.reminderDelivery.graceDays;
    // The schedule's days as dates, worked out here from the send days: on the first day the
    // latest send still within its grace days, then each later send on its own date.
    const expected = new Map<string, string[]>();
    for (const collection of REMINDER_COLLECTIONS) {
      const reminders = timedReminders(config.areas.reminders, collection);
      for (const record of await services.repositories[collection].find(TENANT, {})) {
        const subject = await reminderSubject(services, config, collection, record, START);
        for (const reminder of reminders) {
          const from = parseDay(getAt(subject, reminder.countFrom));
          if (!from || !reminder.active(subject)) continue;
          const anchor = `${from.year}-${String(from.month).padStart(2, "0")}-${String(from.day).padStart(2, "0")}`;
          const atStart = daysBetween(from, parseDay(START)!);
          const days = sendDays(reminder, daysBetween(from, parseDay(END)!));
          const dates: string[] = [];
          const missed = days.filter((day) => day <= atStart);
          if (missed.length && atStart - missed[missed.length - 1] <= grace) dates.push(START);
          for (const day of days) if (day > atStart) dates.push(addDays(anchor, day));
          if (dates.length) expected.set(`${record._id} ${reminder.key}`, dates);
        }
      }
    }
    // Every timed reminder of the table is exercised.
    const exercised = new Set([...expected.keys()].map((key) => key.split(" ")[1]));
    const missingKeys = REMINDER_COLLECTIONS.flatMap((collection) => timedReminders(config.areas.reminders, collection).map((reminder) => reminder.key)).filter((key) => !exercised.has(key));
    expect(missingKeys).toEqual([]);

    // A student invited weekly whose place is deferred on day 20: the invitations stop.
    const day20 = addDays(START, 20);
    const [weekly] = [...expected].find(([key, dates]) => key.endsWith(" welcome") && dates.some((date) => date < day20) && dates.some((date) => date > day20)) ?? [""];
    stoppedStudent = weekly.split(" ")[0];
    expect(stoppedStudent).not.toBe("");
    for (let day = 0; day < 120; day++) {
      const today = addDays(START, day);
      if (day === 20) await testRecords(services).students.update(TENANT, stoppedStudent, { $set: { stage: "Deferred" } });
      await sweepTenant(services, TENANT, noonOn(today));
    }

    const actual = new Map<string, string[]>();
    for (const claim of await claimsOf(services, TENANT)) {
      const key = `${claim.recordId} ${claim.key}`;
      actual.set(key, [...(actual.get(key) ?? []), claim.sendDate].sort());
    }
    const welcomeOfStopped = `${stoppedStudent} welcome`;
    expect(actual.get(welcomeOfStopped)).toEqual(expected.get(welcomeOfStopped)!.filter((date) => date < day20));
    expect(actual.get(welcomeOfStopped)!.length).toBeGreaterThan(0);
    for (const [key, dates] of expected) if (!key.startsWith(stoppedStudent)) expect(actual.get(key), key).toEqual(dates);
    for (const key of actual.keys()) if (!key.startsWith(stoppedStudent)) expect(expected.has(key), key).toBe(true);
  }, 240_000);
});

describe("two sweeps at once, and the daily limit", () => {
  const TENANT = "pennine";
  let services: Services;
  beforeAll(async () => {
    ({ services } = await demoServices(path.join(root, "concurrent")));
  }, 60_000);
  afterAll(async () => {
    await services?.store.close();
  });

  it("queue each reminder once when they run together", async () => {
    const [a, b] = await Promise.all([sweepTenant(services, TENANT, noonOn("2026-11-29")), sweepTenant(services, TENANT, noonOn("2026-11-29"))]);
    const claims = await claimsOf(services, TENANT);
    expect(claims.length).toBeGreaterThan(0);
    expect(a.queued + b.queued).toBe(claims.length);
    expect(new Set(claims.map((claim) => `${claim.recordId} ${claim.key} ${claim.anchor} ${claim.day}`)).size).toBe(claims.length);
    expect((await sweepTenant(services, TENANT, noonOn("2026-11-29"))).queued).toBe(0);
  });

  it("sends a person at most the configured number a day, the rest on the next days", async () => {
    await publishDelivery(services, TENANT, (delivery) => (delivery.maxPerPersonPerDay = 1));
    const student = (await services.repositories.students.find(TENANT, { stage: { $nin: ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"] }, casBypass: { $ne: true } }, { sort: { studentNo: 1 }, limit: 1 }))[0];
    // Invited 4 days before: the three section reminders (day 4) fall on one day.
    await testRecords(services).students.update(TENANT, student._id, { $set: { invitedAt: "2026-12-06T09:00:00.000Z" } });
    const day = async (date: string) => {
      await sweepTenant(services, TENANT, noonOn(date));
      return (await services.repositories.reminders.find(TENANT, { recordId: student._id, sendDate: date })).map((claim) => String(claim.key));
    };
    const first = await day("2026-12-10");
    expect(first).toHaveLength(1);
    const second = await day("2026-12-11");
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });
});

describe("delivery over SMTP", () => {
  const TENANT = "caledonia";
  let services: Services;
  let setNow: (date: Date) => void;
  let smtp: SMTPServer;
  const received: Array<{ messageId: string; to: string; subject: string; html: string; text: string }> = [];
  const refusedOnce = new Set<string>();

  beforeAll(async () => {
    // A real SMTP server that refuses the first message it is given with a temporary failure.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          const messageId = mail.messageId ?? "";
          if (refusedOnce.size === 0) {
            refusedOnce.add(messageId);
            callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
            return;
          }
          received.push({ messageId, to: Array.isArray(mail.to) ? "" : (mail.to?.text ?? ""), subject: mail.subject ?? "", html: String(mail.html ?? ""), text: mail.text ?? "" });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    ({ services, setNow } = await demoServices(path.join(root, "smtp"), { SMTP_URL: `smtp://127.0.0.1:${port}` }));
  }, 60_000);
  afterAll(async () => {
    await services?.store.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("keeps quiet hours, sends the rest, tries a temporary failure again with the same Message-ID, and records what happened", async () => {
    // 22:30 in London (GMT in November): quiet.
    setNow(new Date("2026-11-29T22:30:00.000Z"));
    const swept = await sweepTenant(services, TENANT, new Date("2026-11-29T22:30:00.000Z"));
    expect(swept.queued).toBeGreaterThan(1);
    expect(await deliverTenant(services, TENANT, new Date("2026-11-29T22:30:00.000Z"))).toMatchObject({ quiet: true, sent: 0 });
    expect(received).toHaveLength(0);

    setNow(new Date("2026-11-30T09:00:00.000Z"));
    const first = await deliverTenant(services, TENANT, new Date("2026-11-30T09:00:00.000Z"));
    expect(first).toMatchObject({ sent: swept.queued - 1, retrying: 1, failed: 0 });
    const waiting = (await services.repositories.reminders.find(TENANT, { status: "retrying" })) as ReminderClaim[];
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ attempts: 1, nextAttemptAt: "2026-11-30T09:01:00.000Z" });
    expect(waiting[0].lastError).toContain("Mailbox busy");

    // Not before its wait is over; then sent, under the Message-ID it had the first time.
    expect((await deliverTenant(services, TENANT, new Date("2026-11-30T09:00:30.000Z"))).sent).toBe(0);
    setNow(new Date("2026-11-30T09:01:00.000Z"));
    expect((await deliverTenant(services, TENANT, new Date("2026-11-30T09:01:00.000Z"))).sent).toBe(1);
    const messageId = reminderMessageId(waiting[0]._id, "https://cas.example.ac.uk");
    expect([...refusedOnce]).toEqual([messageId]);
    expect(received.filter((mail) => mail.messageId === messageId)).toHaveLength(1);

    const claims = await claimsOf(services, TENANT);
    expect(claims.every((claim) => claim.status === "sent")).toBe(true);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(claims.length);
    for (const mail of received) {
      expect(mail.text).toContain("https://cas.example.ac.uk/");
      expect(mail.html).toContain('<a href="https://cas.example.ac.uk/');
      expect(mail.subject).toContain("University of Caledonia");
    }
  });

  it("does not send a reminder whose stop condition holds by the time it is sent", async () => {
    const student = (await services.repositories.students.find(TENANT, { stage: { $nin: ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"] }, casBypass: { $ne: true } }, { sort: { studentNo: 1 }, limit: 1 }))[0];
    await testRecords(services).students.update(TENANT, student._id, { $set: { invitedAt: "2026-11-23T09:00:00.000Z" } });
    setNow(new Date("2026-11-30T10:00:00.000Z"));
    await sweepTenant(services, TENANT, new Date("2026-11-30T10:00:00.000Z"));
    const queued = (await services.repositories.reminders.find(TENANT, { recordId: student._id, key: "welcome", status: "queued" })) as ReminderClaim[];
    expect(queued).toHaveLength(1);
    await testRecords(services).students.update(TENANT, student._id, { $set: { stage: "Closed Lost" } });
    const before = received.length;
    expect((await deliverTenant(services, TENANT, new Date("2026-11-30T10:00:00.000Z"))).cancelled).toBeGreaterThanOrEqual(1);
    expect((await services.repositories.reminders.findById(TENANT, queued[0]._id))?.status).toBe("cancelled");
    expect(received.slice(before).some((mail) => mail.to.includes(String(student.email)))).toBe(false);
  });
});

describe("a sweep killed half-way", () => {
  const TENANT = "northbridge";
  const ROWS = 1500;
  const cli = (dir: string, ...args: string[]) => spawnSync(process.execPath, [...toolArgs("cli"), ...args], { encoding: "utf8", timeout: 120_000, env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "silent" } });
  const lines = async (file: string) => (await readFile(file, "utf8").catch(() => "")).split("\n").filter((line) => line.includes('"sendDate"')).length;

  it("queues each reminder once when run again after SIGKILL", async () => {
    const dir = path.join(root, "killed");
    await copySeededStore(dir, { demo: false });
    const header = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
    const rows = Array.from({ length: ROWS }, (_, n) => `K${n},killed${n}@import.example,Family${n},Given${n},2004-05-06,2027-09,OFF-${n},MSc,2027-09-20,2028-09-19,100,0,false`);
    const file = path.join(dir, "students.csv");
    await writeFile(file, [header, ...rows].join("\n"));
    const imported = cli(dir, "import", "--tenant", TENANT, "--file", file);
    expect(imported.status, imported.stderr).toBe(0);
    // Small batches, so the sweep is still writing when it is killed.
    const setup = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
    await publishDelivery(setup, TENANT, (delivery) => (delivery.batchSize = 25));
    await setup.store.close();
    // Every imported student was invited today (the import stamps invitedAt): their weekly invitation is due in 7 days.
    const invited = new Date().toISOString().slice(0, 10);
    const day = addDays(invited, 7);

    const child = spawn(process.execPath, [...toolArgs("cli"), "reminders", "run", "--today", day, "--tenant", TENANT], { env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "silent" }, stdio: "ignore" });
    const claimsFile = path.join(dir, "reminders.db");
    let killedAt = 0;
    while (child.exitCode === null) {
      killedAt = await lines(claimsFile);
      if (killedAt >= ROWS / 4) {
        child.kill("SIGKILL");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => child.once("exit", resolve));
    expect(child.signalCode).toBe("SIGKILL");
    const afterKill = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
    const persisted = await afterKill.repositories.reminders.count(TENANT, { key: "welcome" });
    await afterKill.store.close();
    expect(persisted).toBeGreaterThan(0);
    expect(persisted).toBeLessThan(ROWS);

    const rerun = cli(dir, "reminders", "run", "--today", day, "--tenant", TENANT);
    expect(rerun.status, rerun.stderr).toBe(0);
    const result = JSON.parse(rerun.stdout) as { queued: number; byKey: Record<string, number> };
    expect(result.byKey.welcome).toBe(ROWS - persisted);
    const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
    try {
      const welcome = await services.repositories.reminders.find(TENANT, { key: "welcome" });
      expect(welcome).toHaveLength(ROWS);
      expect(new Set(welcome.map((claim) => claim.recordId)).size).toBe(ROWS);
    } finally {
      // Closed before the next run: one process at a time owns the data folder (decision 0014).
      await services.store.close();
    }
    expect((JSON.parse(cli(dir, "reminders", "run", "--today", day, "--tenant", TENANT).stdout) as { queued: number }).queued).toBe(0);
  }, 240_000);
});

describe("npm run cli -- reminders", () => {
  const TENANT = "westhaven";
  const cli = (dir: string, ...args: string[]) => spawnSync(process.execPath, [...toolArgs("cli"), ...args], { encoding: "utf8", timeout: 120_000, env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "silent" } });

  it("explains what is due for a record and why, runs a day's sweep once, and refuses bad input with exit 2", async () => {
    const dir = path.join(root, "cli");
    const { services } = await demoServices(dir);
    const student = (await services.repositories.students.find(TENANT, { casBypass: { $ne: true } }, { sort: { studentNo: 1 }, limit: 1 }))[0];
    await testRecords(services).students.update(TENANT, student._id, { $set: { stage: "Post-Deposit", invitedAt: "2026-11-20T09:00:00.000Z" } });
    await services.store.close();

    const due = cli(dir, "reminders", "due", "--tenant", TENANT, "--record", student._id, "--today", "2026-11-27");
    expect(due.status, due.stderr).toBe(0);
    const explained = JSON.parse(due.stdout) as { collection: string; reminders: Array<{ key: string; active: boolean; countFrom: string; daysSince: number; latestSend: { day: number; date: string } | null; due: boolean; nextDate: string | null }> };
    expect(explained.collection).toBe("students");
    expect(explained.reminders.find((reminder) => reminder.key === "welcome")).toMatchObject({ active: true, countFrom: "2026-11-20", daysSince: 7, latestSend: { day: 7, date: "2026-11-27" }, due: true, nextDate: "2026-12-04" });
    expect(explained.reminders.find((reminder) => reminder.key === "visa1")).toMatchObject({ active: false, due: false });

    const first = JSON.parse(cli(dir, "reminders", "run", "--today", "2026-11-27", "--tenant", TENANT).stdout) as { queued: number; byKey: Record<string, number> };
    expect(first.byKey.welcome).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(cli(dir, "reminders", "run", "--today", "2026-11-27", "--tenant", TENANT).stdout)).toEqual({ queued: 0, skipped: expect.any(Number), byKey: {} });
    const after = JSON.parse(cli(dir, "reminders", "due", "--tenant", TENANT, "--record", student._id, "--today", "2026-11-27").stdout) as typeof explained;
    expect(after.reminders.find((reminder) => reminder.key === "welcome")).toMatchObject({ due: false });

    const badDay = cli(dir, "reminders", "run", "--today", "27/11/2026");
    expect(badDay.status).toBe(2);
    expect(badDay.stderr).toContain("--today must be a date as YYYY-MM-DD");
    const unknown = cli(dir, "reminders", "due", "--tenant", TENANT, "--record", "nobody", "--today", "2026-11-27");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No student, application or offer "nobody" at westhaven');
  }, 240_000);
});
