// Automations running on the demo data (issue 23 items 1-4; decision 0851), through the same
// functions the pages call: each trigger (a document reviewed or uploaded, a stage moved, a record
// changed, an offer changed, the daily run) and each action (tags, stage, field, assignment,
// message, task), each run in the record's history; a run's own changes never wake it again; two
// app instances on one store run an automation once; a process stopped between the claim and the
// actions is restarted and the sweep finishes the run once; one university's automations never
// touch another's records.
import { mkdtemp, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { createServices, type Services } from "../../../server/services";
import type { SignedInUser } from "../../../server/auth/permissions";
import { viewOf } from "../../../server/records/record-page";
import { documentReviewForm } from "../../../server/offers/document-review";
import { bulkMove } from "../../../server/cas/stage-move";
import { tagStudents } from "../../../server/tags/tags";
import { sweepAutomations } from "../../../server/automations/automation-sweep";
import { noteChange, RUN_LEASE_MS, runEvent } from "../../../server/automations/run-automations";
import { actOnExisting, impactCount } from "../../../server/automations/existing-records";
import { paymentReviewForm } from "../../../server/offers/offer-actions";
import { saveUpload } from "../../../server/uploads/uploads";
import { uploadLimits } from "../../../server/uploads/limits";
import type { EntityRecord } from "../../../server/repositories";
import { copySeededStore, seededStoreReady } from "../../support/seeded-store";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const OTHER = "thamesgate";
const SEEDED = new Date("2026-11-24T10:00:00.000Z");

const DEPOSIT_APPROVED = { and: [{ "==": [{ var: "document.type" }, "deposit"] }, { "==": [{ var: "document.status" }, "APPROVED"] }] };
const depositPaid = {
  id: "deposit-paid",
  name: "When the deposit is approved",
  enabled: true,
  trigger: "documentReviewed",
  when: DEPOSIT_APPROVED,
  actions: {
    moveStage: "Post-Deposit",
    addTags: ["Deposit paid"],
    messages: [{ to: "student", subjectKey: "automations.templates.update.subject", bodyKey: "automations.templates.update.body" }],
    tasks: [{ titleKey: "automations.templates.chaseDocuments", dueInDays: 14, role: "Uni" }],
  },
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-automations-"));
  // Each test copies the demo data seeded at SEEDED; the first run after a change seeds it here.
  await seededStoreReady({ now: SEEDED });
}, 180_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function openServices(dir: string, clock: () => Date, env: Record<string, string> = {}) {
  return createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk", ...env }), { clock });
}

async function demo(name: string, env: Record<string, string> = {}) {
  const dir = path.join(root, name);
  let now = SEEDED;
  await copySeededStore(dir, { now: SEEDED });
  const services = await openServices(dir, () => now, env);
  return { dir, services, setNow: (date: Date) => (now = date), now: () => now };
}

/** Publishes the automations, keyed by id each with its order as the configuration holds them (decision 0035). */
async function publishAutomations(services: Services, tenant: string, automations: Array<{ id: string } & Record<string, unknown>>, area: Record<string, unknown> = {}) {
  const current = await services.configs.current(tenant);
  const config = structuredClone(current.config) as Record<string, Record<string, unknown>>;
  const keyed = Object.fromEntries(automations.map((automation, i) => [automation.id, { ...automation, order: (i + 1) * 10 }]));
  config.automations = { ...config.automations, ...area, automations: keyed };
  await services.configs.publish(tenant, config, { by: "test", note: "automations for the test", basedOn: current.version });
}

async function staffUser(services: Services, tenant: string, role = "Uni"): Promise<SignedInUser> {
  const account = await services.repositories.users.findOne(tenant, { role });
  if (!account) throw new Error(`no ${role} at ${tenant}`);
  return { id: account._id, email: account.email, role: account.role as SignedInUser["role"], tenant, name: `${account.givenName} ${account.familyName}` };
}

async function studentByName(services: Services, tenant: string, givenName: string): Promise<EntityRecord> {
  const student = await services.repositories.students.findOne(tenant, { givenName });
  if (!student) throw new Error(`no student ${givenName} at ${tenant}`);
  return student;
}

async function approveDeposit(services: Services, tenant: string, student: EntityRecord) {
  const upload = await services.repositories.uploads.findOne(tenant, { recordId: student._id, documentType: "deposit" });
  if (!upload) throw new Error("no deposit receipt");
  const opened = await viewOf(services, await staffUser(services, tenant), "students", student);
  await documentReviewForm(services, { opened, upload }).save({ status: "APPROVED" }, upload._version);
}

const runsOf = (services: Services, tenant: string, recordId: string) => services.repositories.automationRuns.find(tenant, { recordId });
const messagesTo = (services: Services, email: unknown, purpose: string) => services.store.collection("outbox").find({ to: email, purpose });

describe("a document reviewed", () => {
  it("moves the student, tags them, writes to them and makes a staff task, once, with the run in the history", async () => {
    const { services } = await demo("deposit");
    await publishAutomations(services, TENANT, [depositPaid]);
    const oliver = await studentByName(services, TENANT, "Oliver");
    expect(oliver.stage).toBe("Pre-Deposit");

    await approveDeposit(services, TENANT, oliver);

    const after = await services.repositories.students.findById(TENANT, oliver._id);
    expect(after?.stage).toBe("Post-Deposit");
    expect(after?.tags).toEqual(["Deposit paid"]);
    const runs = await runsOf(services, TENANT, oliver._id);
    expect(runs.map((run) => [run.automationId, run.status])).toEqual([["deposit-paid", "done"]]);
    const mail = await messagesTo(services, oliver.email, "automation:deposit-paid");
    expect(mail.map((message) => message.subject)).toEqual(["An update from Northbridge University"]);
    const tasks = await services.repositories.staffTasks.find(TENANT, { recordId: oliver._id });
    expect(tasks.map((task) => [task.title, task.dueDate, task.role])).toEqual([["Chase Oliver Hughes’s missing documents", "2026-12-08", "Uni"]]);
    const history = await services.repositories.auditLog.find(TENANT, { entityId: oliver._id, action: "automation.run" });
    expect(history).toHaveLength(1);
    expect(history[0].details).toMatchObject({ automation: "When the deposit is approved", changes: expect.arrayContaining([{ path: "stage", from: "Pre-Deposit", to: "Post-Deposit" }, { path: "tags", from: null, to: ["Deposit paid"] }]) });
    expect(history[0].actorId).toBe("automation:deposit-paid");

    // The same document reviewed again as rejected wakes it, but its condition does not hold: nothing more.
    const upload = await services.repositories.uploads.findOne(TENANT, { recordId: oliver._id, documentType: "deposit" });
    const opened = await viewOf(services, await staffUser(services, TENANT), "students", (await services.repositories.students.findById(TENANT, oliver._id))!);
    await documentReviewForm(services, { opened, upload: upload! }).save({ status: "REJECTED", reason: "The receipt is not readable." }, upload!._version);
    expect(await runsOf(services, TENANT, oliver._id)).toHaveLength(1);
    await services.store.close();
  });

  it("counts the records it would act on now, and acts on them once when it applies to existing records", async () => {
    const { services } = await demo("existing");
    const config = (await services.configs.current(TENANT)).prepared;
    const oliver = await studentByName(services, TENANT, "Oliver");
    const upload = await services.repositories.uploads.findOne(TENANT, { recordId: oliver._id, documentType: "deposit" });
    await testRecords(services).uploads.update(TENANT, upload!._id, { $set: { review: { status: "APPROVED", at: SEEDED.toISOString(), by: "someone" } } });
    await publishAutomations(services, TENANT, [{ ...depositPaid, appliesTo: "existing" }]);
    const published = (await services.configs.current(TENANT)).prepared;
    const automation = published.areas.automations.automations[0];
    expect(config.areas.automations.automations).toEqual([]);
    expect(await impactCount(services, TENANT, published, automation)).toBe(1);
    expect(await actOnExisting(services, TENANT, published, automation, "publish:2")).toBe(1);
    expect(await actOnExisting(services, TENANT, published, automation, "publish:2")).toBe(1);
    expect((await services.repositories.students.findById(TENANT, oliver._id))?.stage).toBe("Post-Deposit");
    expect(await runsOf(services, TENANT, oliver._id)).toHaveLength(1);
    await services.store.close();
  });
});

describe("other triggers and actions", () => {
  it("a stage moved, a record changed, an offer changed, a document uploaded and the daily run each act as configured", async () => {
    const { services, setNow } = await demo("triggers");
    const team = "cas-team@northbridge.example.ac.uk";
    await publishAutomations(
      services,
      TENANT,
      [
        { id: "refused", name: "Visa refused", enabled: true, trigger: "stageChanged", when: { "==": [{ var: "record.stage" }, "Visa Refused"] }, actions: { addTags: ["Compliance review"], removeTags: ["Deposit paid"], assignRole: "UniSecure", messages: [{ to: "staff", subjectKey: "automations.templates.staffAlert.subject", bodyKey: "automations.templates.staffAlert.body" }, { to: "agent", subjectKey: "automations.templates.update.subject", bodyKey: "automations.templates.update.body" }] } },
        { id: "priority-risk", name: "Priority is high risk", enabled: true, trigger: "recordChanged", when: { and: [{ in: ["Priority", { var: "record.tags" }] }, { "!": { in: ["Priority", { var: "before.tags" }] } }] }, actions: { setFields: { riskRating: "High" }, messages: [{ to: "staff", subjectKey: "automations.templates.staffAlert.subject", bodyKey: "automations.templates.staffAlert.body" }] } },
        { id: "deposit-review", name: "Deposit to review", enabled: true, trigger: "offerChanged", collection: "offers", when: { "==": [{ var: "record.paymentStatus" }, "Review"] }, actions: { tasks: [{ titleKey: "automations.templates.chaseDocuments", dueInDays: 2 }] } },
        { id: "late", name: "Late document", enabled: true, trigger: "documentUploaded", when: { "==": [{ var: "document.type" }, "passport"] }, actions: { addTags: ["Late applicant"] } },
        { id: "daily-chase", name: "Daily chase", enabled: true, trigger: "daily", when: { "==": [{ var: "record.stage" }, "Awaiting Info"] }, actions: { addTags: ["Priority"] } },
      ],
      { teamEmail: team },
    );
    const config = (await services.configs.current(TENANT)).prepared;
    const uni = await staffUser(services, TENANT);

    // Stage moved: tagged (one tag off, one on), assigned to a secure staff member, who is written to
    // (not the team mailbox: the run assigned them first); the student has no agent, which the run says in words.
    const sofia = (await services.repositories.students.find(TENANT, { stage: "Draft CAS" }))[0];
    await tagStudents(services, uni, TENANT, [sofia._id], "Deposit paid", true);
    const moved = await bulkMove(services, uni, TENANT, config, [sofia._id], "Visa Refused", "Refused on 20 November");
    expect(moved[0]).toMatchObject({ moved: true });
    const refused = await services.repositories.students.findById(TENANT, sofia._id);
    const secure = await staffUser(services, TENANT, "UniSecure");
    expect(refused).toMatchObject({ stage: "Visa Refused", tags: ["Compliance review"], assignedStaffId: secure.id });
    expect(await messagesTo(services, secure.email, "automation:refused")).toHaveLength(1);
    expect(await messagesTo(services, team, "automation:refused")).toHaveLength(0);
    const [refusedRun] = (await runsOf(services, TENANT, sofia._id)).filter((run) => run.automationId === "refused");
    expect(refusedRun.problems).toEqual(["No message was sent: the student’s agent has no email address."]);
    const [entry] = await services.repositories.auditLog.find(TENANT, { entityId: sofia._id, action: "automation.run" });
    expect(entry.details).toMatchObject({ automation: "Visa refused", problems: "No message was sent: the student’s agent has no email address." });
    expect(entry.details?.changes).toEqual(
      expect.arrayContaining([
        { path: "tags", from: ["Deposit paid"], to: ["Compliance review"] },
        { path: "assignedStaffId", from: null, to: secure.name },
      ]),
    );

    // A record changed by a person: the field is set; a later change that does not add Priority does not act again.
    const [student] = await services.repositories.students.find(TENANT, { stage: "Pre-Deposit" });
    await tagStudents(services, uni, TENANT, [student._id], "Priority", true);
    expect((await services.repositories.students.findById(TENANT, student._id))?.riskRating).toBe("High");
    // No one is assigned to this student: the team mailbox is written to.
    expect((await messagesTo(services, team, "automation:priority-risk")).map((message) => message.subject)).toEqual([`${student.givenName} ${student.familyName} needs your attention`]);
    await tagStudents(services, uni, TENANT, [student._id], "Scholarship", true);
    expect((await runsOf(services, TENANT, student._id)).map((run) => run.automationId)).toEqual(["priority-risk"]);

    // An offer's deposit put to review: a staff task on the offer.
    const offer = (await services.repositories.offers.find(TENANT, {}))[0];
    const openedOffer = await viewOf(services, uni, "offers", offer);
    await paymentReviewForm(services, openedOffer).save({ status: "Review" }, offer._version);
    expect((await services.repositories.staffTasks.find(TENANT, { recordId: offer._id })).map((task) => task.dueDate)).toEqual(["2026-11-26"]);

    // A document uploaded by the student.
    const fatima = await studentByName(services, TENANT, "Fatima");
    const account = await services.repositories.users.findByIdForSession(String(fatima.userId));
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    await saveUpload(services, { id: account!._id, email: account!.email, role: "Student", tenant: TENANT, name: "Fatima Khan" }, { kind: "students", recordId: fatima._id, ownerId: account!._id }, { name: "passport.pdf", bytes: pdf, documentType: "passport" }, uploadLimits(config));
    expect((await services.repositories.students.findById(TENANT, fatima._id))?.tags).toEqual(["Late applicant"]);

    // The daily run: once a day, on the records that match that day.
    const awaiting = await services.repositories.students.find(TENANT, { stage: "Awaiting Info" });
    expect(awaiting.length).toBeGreaterThan(0);
    const first = await sweepAutomations(services, TENANT, new Date("2026-11-25T08:00:00Z"));
    expect(first.dailyMatches).toBe(awaiting.length);
    expect((await sweepAutomations(services, TENANT, new Date("2026-11-25T09:00:00Z"))).dailyMatches).toBe(0);
    for (const record of awaiting) expect((await services.repositories.students.findById(TENANT, record._id))?.tags).toContain("Priority");
    setNow(new Date("2026-11-26T08:00:00Z"));
    expect((await sweepAutomations(services, TENANT, new Date("2026-11-26T08:00:00Z"))).dailyMatches).toBe(awaiting.length);
    expect((await services.repositories.automationRuns.find(TENANT, { automationId: "daily-chase" })).length).toBe(awaiting.length * 2);
    await services.store.close();
  });
});

describe("exactly once", () => {
  it("two app instances on one store run an automation once for a change", async () => {
    const { services } = await demo("two-instances");
    await publishAutomations(services, TENANT, [depositPaid]);
    const config = (await services.configs.current(TENANT)).prepared;
    const oliver = await studentByName(services, TENANT, "Oliver");
    const other: Services = { ...services };
    const change = { collection: "students" as const, recordId: oliver._id, triggers: ["documentReviewed" as const], before: oliver, document: { type: "deposit", status: "APPROVED" }, causedBy: [] };
    const a = await services.repositories.automationEvents.insert(TENANT, { _id: "review-1", ...change, triggers: [...change.triggers], causedBy: [], at: SEEDED.toISOString(), status: "pending" });
    await Promise.all([runEvent(services, TENANT, config, a), runEvent(other, TENANT, config, a), noteChange(other, TENANT, config, change, "review-1")]);
    expect(await runsOf(services, TENANT, oliver._id)).toHaveLength(1);
    expect(await messagesTo(services, oliver.email, "automation:deposit-paid")).toHaveLength(1);
    expect(await services.repositories.staffTasks.count(TENANT, { recordId: oliver._id })).toBe(1);
    expect(await services.repositories.auditLog.count(TENANT, { entityId: oliver._id, action: "automation.run" })).toBe(1);
    await services.store.close();
  });

  it("a process stopped between the claim and the actions is restarted and the sweep finishes the run once", async () => {
    const { dir, services } = await demo("crash");
    await publishAutomations(services, TENANT, [depositPaid]);
    const oliver = await studentByName(services, TENANT, "Oliver");
    // The process stops as it writes the student's changes: the review is saved, the claim is stored, nothing else is.
    services.store.collection("students").updateOne = async () => {
      throw new Error("the process stopped");
    };
    await approveDeposit(services, TENANT, oliver);
    expect((await services.repositories.uploads.findOne(TENANT, { recordId: oliver._id, documentType: "deposit" }))?.review?.status).toBe("APPROVED");
    const [claimed] = await runsOf(services, TENANT, oliver._id);
    expect(claimed).toMatchObject({ status: "claimed", step: 0 });
    await services.store.close();

    // Restarted on the same data, within the lease: the run is still the stopped process's.
    let now = new Date(SEEDED.getTime() + 1000);
    const restarted = await openServices(dir, () => now);
    expect((await sweepAutomations(restarted, TENANT, now)).resumed).toBe(0);
    expect((await restarted.repositories.students.findById(TENANT, oliver._id))?.stage).toBe("Pre-Deposit");
    // After the lease: taken over and finished, once.
    now = new Date(SEEDED.getTime() + RUN_LEASE_MS + 5000);
    const [first, second] = await Promise.all([sweepAutomations(restarted, TENANT, now), sweepAutomations({ ...restarted }, TENANT, now)]);
    expect(first.resumed + second.resumed).toBe(1);
    const after = await restarted.repositories.students.findById(TENANT, oliver._id);
    expect(after).toMatchObject({ stage: "Post-Deposit", tags: ["Deposit paid"] });
    expect((await runsOf(restarted, TENANT, oliver._id)).map((run) => [run.status, run.attempts])).toEqual([["done", 2]]);
    expect(await messagesTo(restarted, oliver.email, "automation:deposit-paid")).toHaveLength(1);
    expect(await restarted.repositories.staffTasks.count(TENANT, { recordId: oliver._id })).toBe(1);
    expect(await restarted.repositories.auditLog.count(TENANT, { entityId: oliver._id, action: "automation.run" })).toBe(1);
    expect((await sweepAutomations(restarted, TENANT, new Date(now.getTime() + RUN_LEASE_MS * 2))).resumed).toBe(0);
    await restarted.store.close();
  });
});

describe("a run's own changes", () => {
  it("never wake the automation that made them, even one whose condition always holds", async () => {
    const { services } = await demo("own-changes");
    await publishAutomations(services, TENANT, [{ id: "always", name: "Always", enabled: true, trigger: "recordChanged", when: true, actions: { setFields: { riskRating: "Medium" }, addTags: ["Scholarship"] } }]);
    const [student] = await services.repositories.students.find(TENANT, { stage: "Pre-Deposit" });
    await tagStudents(services, await staffUser(services, TENANT), TENANT, [student._id], "Priority", true);
    expect(await services.repositories.students.findById(TENANT, student._id)).toMatchObject({ riskRating: "Medium", tags: ["Priority", "Scholarship"] });
    expect((await runsOf(services, TENANT, student._id)).map((run) => run.automationId)).toEqual(["always"]);
    await services.store.close();
  });
});

describe("an email server that does not answer", () => {
  it("leaves the staff member's save done, is tried again by the sweep, and is given up in words after five tries", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { services, setNow } = await demo("smtp-down", { SMTP_URL: `smtp://127.0.0.1:${port}` });
    await publishAutomations(services, TENANT, [depositPaid]);
    const oliver = await studentByName(services, TENANT, "Oliver");

    await approveDeposit(services, TENANT, oliver);
    expect(await services.repositories.students.findById(TENANT, oliver._id)).toMatchObject({ stage: "Post-Deposit", tags: ["Deposit paid"] });
    expect((await runsOf(services, TENANT, oliver._id)).map((run) => [run.status, run.step])).toEqual([["claimed", 1]]);

    let now = SEEDED;
    const results = [];
    for (let tick = 0; tick < 5; tick++) {
      now = new Date(now.getTime() + RUN_LEASE_MS + 1000);
      setNow(now);
      results.push(await sweepAutomations(services, TENANT, now));
    }
    expect(results.map((result) => result.givenUp)).toEqual([0, 0, 0, 0, 1]);
    const [run] = await runsOf(services, TENANT, oliver._id);
    expect(run).toMatchObject({ status: "failed", attempts: 6 });
    expect(await services.repositories.staffTasks.count(TENANT, { recordId: oliver._id })).toBe(0);
    const [entry] = await services.repositories.auditLog.find(TENANT, { entityId: oliver._id, action: "automation.run" });
    expect(entry.details?.problems).toBe("The automation stopped after 5 tries. Do by hand what it did not do.");
    await services.store.close();
  });
});

describe("universities", () => {
  it("one university's automation never acts on another's records, and its tags stay its own", async () => {
    const { services } = await demo("scoped");
    await publishAutomations(services, TENANT, [depositPaid]);
    const theirs = (await services.repositories.students.find(OTHER, { stage: "Pre-Deposit" }))[0];
    await approveDeposit(services, OTHER, theirs);
    const after = await services.repositories.students.findById(OTHER, theirs._id);
    expect(after?.stage).toBe("Pre-Deposit");
    expect(after?.tags).toBeUndefined();
    expect(await services.repositories.automationRuns.count(OTHER, {})).toBe(0);
    expect(await services.repositories.automationEvents.count(OTHER, {})).toBe(0);
    await services.store.close();
  });
});
