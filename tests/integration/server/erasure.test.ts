// Erasure (issue 42 item 4; decision 0044) over the seeded demo store: a person's request
// recorded and carried out leaves nothing of them in any collection or stored file (verify's
// search for the person finds none), a tombstone of counts with no personal data, list rows and
// Insights' figures unchanged; a sponsored student's CAS record is kept until the sponsorship plus
// a year; a held person is refused.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import type { SignedInUser } from "../../../server/auth/permissions";
import { readEnv } from "../../../server/config/env";
import { insightsSummary } from "../../../server/insights/summary";
import { carryOutErasure, erasurePlan, ErasureRefused, recordErasureRequest } from "../../../server/records/erasure";
import { placeLegalHold } from "../../../server/retention/legal-holds";
import { searchForPerson } from "../../../server/records/person-search";
import { verifyTenant } from "../../../server/records/verify";
import type { LooseDocument } from "../../../server/store/port";
import { createServices, type Services } from "../../../server/services";
import { saveUpload } from "../../../server/uploads/uploads";
import { uploadLimits } from "../../../server/uploads/limits";
import { copySeededStore, PINNED_NOW } from "../../support/seeded-store";

const TENANT = "northbridge";
const TODAY = "2026-11-22";
let services: Services;
let dir: string;
let config: PreparedConfig;
let officer: SignedInUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-erasure-"));
  await copySeededStore(dir, { demo: true });
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => PINNED_NOW });
  config = (await services.configs.current(TENANT)).prepared;
  const admin = await services.repositories.users.findOne(TENANT, { role: "UniAdmin" });
  officer = { id: admin!._id, email: admin!.email, role: "UniAdmin", tenant: TENANT, name: "Officer" };
}, 120_000);
afterAll(async () => {
  await services?.store.close();
  await rm(dir, { recursive: true, force: true });
});

const records = (name: "applications" | "offers" | "students" | "uploads", filter: Record<string, unknown>) => services.store.collection<LooseDocument>(name).find({ tenant: TENANT, ...filter });
const figures = async () => {
  const summary = await insightsSummary(services, officer, TENANT, config, TODAY, { intake: "", breakdown: "", from: "", to: "" });
  return { funnel: summary.funnel.map((step) => [step.key, step.count]), operations: summary.operations.map((figure) => [figure.key, figure.value]) };
};
const rowCount = () => services.repositories.listRows.count(TENANT, {});

/** A PDF whose text names the person (a statement with their email on it). */
const pdfNaming = (email: string) => new TextEncoder().encode(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\n% statement for ${email}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

/** A person with an application and an offer, but no CAS student record, who has uploaded two files to their application. */
async function applicantWithFiles(): Promise<LooseDocument> {
  const students = new Set((await records("students", {})).map((student) => student.userId));
  // Someone whose name no one else at the university has: verify reports a namesake too, for the officer to judge.
  const users = await services.repositories.users.find(TENANT, {});
  const nameOf = (user: { givenName?: string; familyName?: string }) => `${user.givenName} ${user.familyName}`;
  const unique = new Set(users.filter((user) => users.filter((other) => nameOf(other) === nameOf(user)).length === 1).map((user) => user._id));
  const offer = (await records("offers", {})).find((candidate) => !students.has(candidate.userId) && candidate.applicationId && unique.has(String(candidate.userId)));
  const person = (await services.repositories.users.findById(TENANT, String(offer!.userId))) as unknown as LooseDocument;
  const application = await services.repositories.applications.findById(TENANT, String(offer!.applicationId));
  const user: SignedInUser = { id: person._id, email: String(person.email), role: "Applicant", tenant: TENANT, name: String(person.givenName) };
  for (const documentType of ["passport", "bankStatement"]) {
    await saveUpload(services, user, { kind: "applications", recordId: application!._id, ownerId: person._id }, { name: `${person.familyName}-${documentType}.pdf`, bytes: pdfNaming(String(person.email)), documentType }, uploadLimits(config));
  }
  return person;
}

describe("erasing a person", () => {
  it("lists what goes now, carries it out, and verify finds nothing of them in any collection or stored file", async () => {
    // Before the person's uploads: their documents go (and leave the count of documents to review), their records stay.
    const before = { figures: await figures(), rows: await rowCount(), applications: (await records("applications", {})).length, offers: (await records("offers", {})).length };
    const person = await applicantWithFiles();
    const needles = { id: person._id, email: String(person.email), givenName: String(person.givenName), familyName: String(person.familyName) };
    const uploads = await records("uploads", { ownerId: person._id });
    expect(await Promise.all(uploads.map((upload) => services.files.exists("uploads", String(upload.storageKey))))).not.toContain(false);
    expect((await searchForPerson(services, TENANT, needles)).length).toBeGreaterThan(3);

    const plan = await erasurePlan(services, TENANT, config, person._id, TODAY);
    expect(plan).toMatchObject({ held: false, kept: [] });
    expect(plan!.now).toMatchObject({ users: 1, applications: expect.any(Number), offers: expect.any(Number), uploads: uploads.length, changes: expect.any(Number) });

    const request = await recordErasureRequest(services, TENANT, { personId: person._id, requestedBy: { who: "person" }, requestedOn: "2026-11-20", receivedBy: officer.id });
    const tombstone = await carryOutErasure(services, TENANT, config, request._id, officer.id, TODAY);

    expect(await searchForPerson(services, TENANT, needles)).toEqual([]);
    // And verify's own check: every derived value still agrees with the records.
    expect((await verifyTenant(services, TENANT, { all: false })).differences).toEqual([]);
    expect(await Promise.all(uploads.map((upload) => services.files.exists("uploads", String(upload.storageKey))))).not.toContain(true);
    expect(tombstone).toMatchObject({ _id: request._id, status: "erased", requestedOn: "2026-11-20", receivedBy: officer.id, erasedBy: officer.id, erasedAt: PINNED_NOW.toISOString() });
    expect(tombstone.counts).toMatchObject({ users: 1, uploads: uploads.length, applications: plan!.now.applications, offers: plan!.now.offers });
    expect(Object.keys(tombstone).sort()).toEqual(["_id", "_version", "counts", "erasedAt", "erasedBy", "receivedAt", "receivedBy", "requestedOn", "status", "tenant"]);
    // The records stay for Insights and the lists, without the person: every figure as it was.
    expect({ figures: await figures(), rows: await rowCount(), applications: (await records("applications", {})).length, offers: (await records("offers", {})).length }).toEqual(before);
  });

  it("keeps a sponsored student's CAS record and documents for the sponsorship and a year after, and erases the rest", async () => {
    const [student] = await records("students", { stage: "CAS Issued" });
    const plan = await erasurePlan(services, TENANT, config, String(student.userId), TODAY);
    const kept = plan!.kept.filter((item) => item.collection === "students");
    expect(kept).toEqual([{ collection: "students", id: student._id, because: { rule: "casStudents", until: null, source: expect.stringContaining("Home Office") } }]);
    expect(plan!.now.users).toBeUndefined();
    const request = await recordErasureRequest(services, TENANT, { personId: String(student.userId), requestedBy: { who: "representative", name: "A solicitor" }, requestedOn: TODAY, receivedBy: officer.id });
    await carryOutErasure(services, TENANT, config, request._id, officer.id, TODAY);
    expect(await services.repositories.students.findById(TENANT, student._id)).toMatchObject({ userId: student.userId, email: student.email });
    expect(await records("applications", { userId: student.userId })).toEqual([]);
    expect(await services.repositories.users.findById(TENANT, String(student.userId))).not.toBeNull();
  });

  it("refuses to erase a person under a legal hold, and says who holds them and why", async () => {
    const [application] = await records("applications", { applicationStatus: "Withdrawn" });
    const personId = String(application.userId);
    await placeLegalHold(services, TENANT, { personId, reason: "Tribunal claim", by: officer.id });
    const plan = await erasurePlan(services, TENANT, config, personId, TODAY);
    expect(plan).toMatchObject({ held: true, now: {} });
    expect(plan!.kept[0]).toMatchObject({ collection: "legalHolds", because: { hold: { since: TODAY, reason: "Tribunal claim" } } });
    const request = await recordErasureRequest(services, TENANT, { personId, requestedBy: { who: "person" }, requestedOn: TODAY, receivedBy: officer.id });
    await expect(carryOutErasure(services, TENANT, config, request._id, officer.id, TODAY)).rejects.toEqual(new ErasureRefused("erasure.error.held"));
    expect(await services.repositories.applications.findById(TENANT, application._id)).toMatchObject({ userId: personId, email: application.email });
  });
});
