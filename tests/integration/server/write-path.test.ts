// The write path (issue 37 items 1 and 2; decisions 0019, 0020) on the real embedded store: a
// change entry per write with its diff, who and why; a stale version writes nothing; of two
// writers of one version one wins; the projections run once each, are idempotent when replayed,
// and one that fails leaves its change pending for the sweep; intents a crash left are resolved;
// a save path that never woke the automations (the status an offer gives its application) does.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { seed } from "../../../server/seed";
import { createServices, type Services } from "../../../server/services";
import { changesOf, finishChange, insertRecord, settleChanges, updateRecord, writeRecord, INTENT_LEASE_MS } from "../../../server/records/write-path";
import { replayChanges } from "../../../server/records/replay";
import { registeredProjectors } from "../../../server/records/projectors";
import { expectedListRows, rowIdOf } from "../../../server/lists/list-rows";
import type { ChangeEntry } from "../../../server/records/change-entries";
import { VersionConflictError } from "../../../server/store/port";
import type { EntityRecord } from "../../../server/repositories";

const TENANT = "northbridge";
let now = new Date("2026-11-22T10:00:00.000Z");
let root: string;
let services: Services;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-write-path-"));
  services = await createServices(readEnv({ DATA_DIR: root, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk" }), { clock: () => now });
  await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
}, 120_000);
afterAll(async () => {
  await services.store.close();
  await rm(root, { recursive: true, force: true });
});

/** A record's changes as stored, once the done marks waiting in this process are written. */
const changesFor = async (recordId: string) => {
  await settleChanges(services);
  return changesOf(services).find({ tenant: TENANT, recordId }, { sort: { versionAfter: 1 } });
};
const newStudent = (givenName: string) =>
  insertRecord(services, TENANT, "students", { givenName, familyName: "Tester", userId: `user-${givenName}`, stage: "Post-Deposit", sections: {}, createdAt: now.toISOString(), updatedAt: now.toISOString() }, { actor: "officer-1", action: "test.create" });

/** The row the list rows projector works out from the record as it is now. */
async function expectedRow(record: EntityRecord) {
  const config = (await services.configs.current(TENANT)).prepared;
  const [row] = await expectedListRows(services, TENANT, config, "students", [record]);
  return { fields: row.values };
}

describe("a write", () => {
  it("stores one change per write with what changed, who and why, its history entry and its list row", async () => {
    const student = await newStudent("Amara");
    const moved = await updateRecord(services, TENANT, "students", student._id, { $set: { stage: "Ready for CAS", updatedAt: "2026-11-22T10:05:00.000Z" } }, { actor: "officer-1", action: "stage.move", details: { from: "Post-Deposit", to: "Ready for CAS" }, reason: "Deposit and documents checked", expectedVersion: 1 });
    expect(moved).toMatchObject({ stage: "Ready for CAS", _version: 2 });

    const [created, update] = await changesFor(student._id);
    expect(created).toMatchObject({ op: "insert", versionBefore: 0, versionAfter: 1, actorId: "officer-1", action: "test.create", status: "done", pending: [] });
    expect(update).toMatchObject({ collection: "students", op: "update", versionBefore: 1, versionAfter: 2, actorId: "officer-1", action: "stage.move", reason: "Deposit and documents checked", status: "done", pending: [] });
    expect(update.diff).toEqual(expect.arrayContaining([{ path: "stage", from: "Post-Deposit", to: "Ready for CAS" }]));

    const history = await services.repositories.auditLog.findById(TENANT, update._id);
    expect(history).toMatchObject({ actorId: "officer-1", action: "stage.move", entity: "students", entityId: student._id, details: { from: "Post-Deposit", to: "Ready for CAS", reason: "Deposit and documents checked" } });
    const row = await services.repositories.listRows.findById(TENANT, rowIdOf("students", student._id));
    const expected = await expectedRow(moved!);
    expect(row).toMatchObject(expected.fields);
  });

  it("writes nothing when the version it was based on is no longer the stored one", async () => {
    const student = await newStudent("Bilal");
    await updateRecord(services, TENANT, "students", student._id, { $set: { tags: ["Priority"] } }, { actor: "officer-1", action: "student.tags", expectedVersion: 1 });
    const audits = await services.repositories.auditLog.count(TENANT, { entityId: student._id });
    await expect(updateRecord(services, TENANT, "students", student._id, { $set: { stage: "Withdrawn" } }, { actor: "officer-2", action: "stage.move", expectedVersion: 1 })).rejects.toBeInstanceOf(VersionConflictError);
    expect(await services.repositories.students.findById(TENANT, student._id)).toMatchObject({ stage: "Post-Deposit", _version: 2 });
    expect(await changesFor(student._id)).toHaveLength(2);
    expect(await services.repositories.auditLog.count(TENANT, { entityId: student._id })).toBe(audits);
  });

  it("lets one of two writers of the same version win; the other is refused and writes nothing", async () => {
    const student = await newStudent("Chen");
    const results = await Promise.allSettled([
      updateRecord(services, TENANT, "students", student._id, { $set: { stage: "Ready for CAS" } }, { actor: "officer-1", action: "stage.move", expectedVersion: 1 }),
      updateRecord(services, TENANT, "students", student._id, { $set: { stage: "Withdrawn" } }, { actor: "officer-2", action: "stage.move", expectedVersion: 1 }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(VersionConflictError);
    const changes = await changesFor(student._id);
    expect(changes.map((change) => change.versionAfter)).toEqual([1, 2]);
    const stored = await services.repositories.students.findById(TENANT, student._id);
    expect(stored?._version).toBe(2);
    expect(changes[1].diff).toEqual([{ path: "stage", from: "Post-Deposit", to: stored?.stage }]);
  });

  it("without a version, two writers both land, one after the other, each with its change", async () => {
    const student = await newStudent("Dara");
    await Promise.all([
      updateRecord(services, TENANT, "students", student._id, { $set: { tags: ["Priority"] } }, { actor: "officer-1", action: "student.tags" }),
      updateRecord(services, TENANT, "students", student._id, { $set: { arrivalStatus: "Arrived" } }, { actor: "officer-2", action: "section.save" }),
    ]);
    const final = await services.repositories.students.findById(TENANT, student._id);
    expect(final).toMatchObject({ tags: ["Priority"], arrivalStatus: "Arrived", _version: 3 });
    expect((await changesFor(student._id)).map((change) => change.versionAfter)).toEqual([1, 2, 3]);
    // The two projections ran side by side: the row is the final record's, whichever finished last.
    const row = await services.repositories.listRows.findById(TENANT, rowIdOf("students", student._id));
    const expected = await expectedRow(final!);
    const ROW_META = new Set(["_id", "_version", "tenant", "updatedAt"]);
    expect(Object.fromEntries(Object.entries(row ?? {}).filter(([key]) => !ROW_META.has(key)))).toEqual(expected.fields);
  });
});

describe("the projections", () => {
  it("run once each, and running them again over the same change changes nothing", async () => {
    const student = await newStudent("Eliza");
    const result = await writeRecord(services, TENANT, { collection: "students", op: "update", id: student._id, update: { $set: { stage: "Ready for CAS" } }, actor: "officer-1", action: "stage.move", details: { from: "Post-Deposit", to: "Ready for CAS" } });
    const change = result!.change;
    const snapshot = async () => ({
      audit: await services.repositories.auditLog.find(TENANT, { entityId: student._id }),
      row: await services.repositories.listRows.findById(TENANT, rowIdOf("students", student._id)),
      events: await services.repositories.automationEvents.count(TENANT, { recordId: student._id }),
      changes: await changesOf(services).count({ tenant: TENANT }),
    });
    const before = await snapshot();
    // Replayed as a crash would leave it: every projection pending again.
    const replayed = await finishChange(services, TENANT, { ...change, status: "stored", pending: registeredProjectors().map((projector) => projector.name) } as ChangeEntry);
    expect(replayed).toMatchObject({ status: "done", pending: [] });
    expect(await snapshot()).toEqual(before);
    expect(before.audit.filter((entry) => entry._id === change._id)).toHaveLength(1);
  });

  it("one that fails leaves the change pending, the save stands, and the sweep finishes it", async () => {
    const rows = services.repositories.listRows;
    const insertMany = rows.insertMany.bind(rows);
    rows.insertMany = async () => {
      throw new Error("the list rows are unavailable");
    };
    let student: EntityRecord;
    try {
      student = await newStudent("Farah");
    } finally {
      rows.insertMany = insertMany;
    }
    expect(await services.repositories.students.findById(TENANT, student._id)).toMatchObject({ givenName: "Farah" });
    const [change] = await changesFor(student._id);
    expect(change).toMatchObject({ status: "stored", pending: ["listRows"] });
    expect(await services.repositories.auditLog.findById(TENANT, change._id)).not.toBeNull();
    expect(await rows.findById(TENANT, rowIdOf("students", student._id))).toBeNull();

    // The sweep leaves a change younger than the lease to its writer, then finishes it.
    expect((await replayChanges(services, TENANT, { before: new Date(now.getTime() - INTENT_LEASE_MS) })).finished).toEqual([]);
    const report = await replayChanges(services, TENANT, { before: new Date(now.getTime() + INTENT_LEASE_MS) });
    expect(report.finished).toContain(change._id);
    expect((await changesFor(student._id))[0]).toMatchObject({ status: "done", pending: [] });
    const row = await rows.findById(TENANT, rowIdOf("students", student._id));
    expect(row).toMatchObject((await expectedRow(student)).fields);
  });
});

describe("intents a crash left", () => {
  it("are projected when the record's write had landed, and dropped when it had not", async () => {
    const student = await newStudent("Gita");
    const at = new Date(now.getTime() - 2 * INTENT_LEASE_MS).toISOString();
    const intent = (id: string, versionAfter: number, diff: ChangeEntry["diff"]): ChangeEntry => ({
      _id: id, _version: 1, tenant: TENANT, collection: "students", recordId: student._id, op: "update", versionBefore: versionAfter - 1, versionAfter, at,
      actorId: "officer-1", action: "student.tags", causedBy: [], diff, triggers: ["recordChanged"], status: "intent", pending: registeredProjectors().filter((projector) => projector.collections.includes("students")).map((projector) => projector.name),
    });
    // Landed: the record's write went through (as the process died before its projections).
    await changesOf(services).insertOne(intent("landed-intent", 2, [{ path: "tags", from: null, to: ["Late applicant"] }]));
    await services.store.collection("students").updateOne({ _id: student._id, tenant: TENANT }, { $set: { tags: ["Late applicant"] } }, { expectedVersion: 1 });
    // Never landed: the process died between the intent and the record's write.
    const other = await newStudent("Hana");
    await changesOf(services).insertOne({ ...intent("lost-intent", 2, []), recordId: other._id });

    // Another writer of the lost version waits for nothing: the stale intent is resolved in its way.
    const report = await replayChanges(services, TENANT, { before: new Date(now.getTime() - INTENT_LEASE_MS) });
    expect(report.landed).toEqual(["landed-intent"]);
    expect(report.dropped).toEqual(["lost-intent"]);
    expect(await changesOf(services).findOne({ _id: "landed-intent" })).toMatchObject({ status: "done", pending: [] });
    expect(await changesOf(services).findOne({ _id: "lost-intent" })).toBeNull();
    expect(await services.repositories.auditLog.findById(TENANT, "landed-intent")).toMatchObject({ action: "student.tags", entityId: student._id });
    const row = await services.repositories.listRows.findById(TENANT, rowIdOf("students", student._id));
    expect(row).toMatchObject((await expectedRow((await services.repositories.students.findById(TENANT, student._id))!)).fields);
    // The version the lost intent held is free again.
    expect(await updateRecord(services, TENANT, "students", other._id, { $set: { tags: ["Priority"] } }, { actor: "officer-1", action: "student.tags", expectedVersion: 1 })).toMatchObject({ _version: 2 });
  });

  it("a stale intent in a writer's way is resolved and the write goes through", async () => {
    const student = await newStudent("Ines");
    await changesOf(services).insertOne({
      _id: "stale-in-the-way", tenant: TENANT, collection: "students", recordId: student._id, op: "update", versionBefore: 1, versionAfter: 2, at: new Date(now.getTime() - 2 * INTENT_LEASE_MS).toISOString(),
      actorId: "officer-9", action: "stage.move", causedBy: [], diff: [], status: "intent", pending: ["audit"],
    });
    expect(await updateRecord(services, TENANT, "students", student._id, { $set: { stage: "Ready for CAS" } }, { actor: "officer-1", action: "stage.move", expectedVersion: 1 })).toMatchObject({ stage: "Ready for CAS", _version: 2 });
    expect(await changesOf(services).findOne({ _id: "stale-in-the-way" })).toBeNull();
  });
});

describe("what follows an offer", () => {
  it("sets the application's status through the write path, caused by the offer's change, and wakes the application's automations", async () => {
    const current = await services.configs.current(TENANT);
    const config = structuredClone(current.config) as Record<string, Record<string, unknown>>;
    config.automations = {
      ...config.automations,
      automations: { "offered-task": { id: "offered-task", order: 10, name: "A task when an application is offered", enabled: true, collection: "applications", trigger: "recordChanged", when: { "==": [{ var: "record.applicationStatus" }, "Offered"] }, actions: { tasks: [{ titleKey: "automations.templates.chaseDocuments", dueInDays: 7, role: "Uni" }] } } },
    };
    await services.configs.publish(TENANT, config, { by: "test", note: "an automation on applications", basedOn: current.version });
    const application = await insertRecord(services, TENANT, "applications", { userId: "user-offer", applicationStatus: "Submitted", givenName: "Jun", familyName: "Tester", sections: {}, createdAt: now.toISOString(), updatedAt: now.toISOString() }, { actor: "user-offer", action: "application.create" });
    const offer = await insertRecord(services, TENANT, "offers", { applicationId: application._id, userId: "user-offer", status: "Applied", createdAt: now.toISOString(), updatedAt: now.toISOString() }, { actor: "user-offer", action: "offer.open" });
    const [offerChange] = await changesFor(offer._id);
    await updateRecord(services, TENANT, "offers", offer._id, { $set: { status: "Conditional" } }, { actor: "officer-1", action: "offer.status", expectedVersion: 1 });
    const [, decision] = await changesFor(offer._id);

    const followed = await services.repositories.applications.findById(TENANT, application._id);
    expect(followed?.applicationStatus).toBe("Offered");
    const statusChanges = (await changesFor(application._id)).filter((change) => change.action === "application.status");
    expect(statusChanges.map((change) => change.causedBy)).toEqual(expect.arrayContaining([[decision._id]]));
    expect(statusChanges.every((change) => change.actorId === "system" && change.status === "done")).toBe(true);
    expect(offerChange.status).toBe("done");
    expect(await services.repositories.auditLog.count(TENANT, { entityId: application._id, action: "application.status" })).toBe(statusChanges.length);
    expect(await services.repositories.staffTasks.count(TENANT, { recordId: application._id })).toBe(1);
  });
});
