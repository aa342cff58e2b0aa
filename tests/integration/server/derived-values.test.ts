// Derived values that never drift (issue 37 item 3; decision 0024), on the real embedded store
// through the write path: a student who finished their checklist is not chased by the "Complete
// Section" reminders while one who has not is; "Satisfy the conditions of your offer" is queued
// for an accepted offer with a condition left; and the list rows show what the records hold
// after each write (Issued, New documents, the pipeline's Course, Intake, Funds, Conditional
// status, Deposit date, stage date and document counts).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusChangeUpdate } from "../../../rules/offers/offer-workflow";
import { readEnv } from "../../../server/config/env";
import { rowIdOf, expectedListRows } from "../../../server/lists/list-rows";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { insertRecord, settleChanges, updateRecord } from "../../../server/records/write-path";
import { sweepTenant, type ReminderClaim } from "../../../server/reminders/sweep";
import { seed } from "../../../server/seed";
import { createServices, type Services } from "../../../server/services";
import { completeAnswers } from "../../support/complete-answers";

const TENANT = "northbridge";
const TODAY = "2026-11-22";
let now = new Date(`${TODAY}T10:00:00.000Z`);
let root: string;
let services: Services;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-derived-"));
  services = await createServices(readEnv({ DATA_DIR: root, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk" }), { clock: () => now });
  await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
}, 120_000);
afterAll(async () => {
  await services.store.close();
  await rm(root, { recursive: true, force: true });
});

const at = (date: string) => `${date}T09:00:00.000Z`;
const meta = { actor: "officer-1", action: "test.write" };
const rowOf = async (kind: "offers" | "students", id: string) => {
  await settleChanges(services);
  return services.repositories.listRows.findById(TENANT, rowIdOf(kind, id));
};

function newStudent(name: string, fields: Record<string, unknown>) {
  return insertRecord(services, TENANT, "students", { givenName: name, familyName: "Tester", email: `${name.toLowerCase()}@example.com`, userId: `user-${name}`, stage: "Post-Deposit", stageUpdatedAt: at("2026-11-01"), sections: {}, createdAt: at("2026-11-01"), updatedAt: at("2026-11-01"), ...fields }, meta);
}

async function upload(recordKind: "offers" | "students", recordId: string, uploadedBy: string, documentType: string) {
  return insertRecord(services, TENANT, "uploads", { ownerId: uploadedBy, recordKind, recordId, documentType, originalName: "evidence.pdf", storageKey: `test/${documentType}`, size: 100, mimeType: "application/pdf", status: "UPLOADED_OK", uploadedBy, createdAt: now.toISOString() }, { actor: uploadedBy, action: "document.upload" });
}

describe("reminders read the student's own progress and the offer's conditions", () => {
  let claims: ReminderClaim[];
  let finished: string;
  let unfinished: string;
  let offerId: string;

  beforeAll(async () => {
    // Invited eleven days ago: the section reminders' first send (day 4) and repeat (day 11) fall due today.
    const invitedAt = at("2026-11-11");
    finished = (await newStudent("Finished", { invitedAt, sections: completeAnswers }))._id;
    unfinished = (await newStudent("Started", { invitedAt }))._id;
    const offer = await insertRecord(services, TENANT, "offers", {
      userId: "user-Offered",
      status: "Conditional",
      applicantStatus: "Accepted",
      // Accepted two days ago: the reminder's first send is today.
      applicantDecisionAt: "2026-11-20",
      paymentStatus: "Approved",
      conditions: [
        { requirementId: "Passport", requirementText: "Passport", status: "Satisfied" },
        { requirementId: "EnglishLanguageResults", requirementText: "English language results", status: "Condition", conditionText: "IELTS for UKVI 6.5 overall" },
      ],
      createdAt: at("2026-11-01"),
      updatedAt: at("2026-11-01"),
    }, meta);
    offerId = offer._id;
    await sweepTenant(services, TENANT, now, { today: TODAY });
    claims = (await services.repositories.reminders.find(TENANT, {})) as ReminderClaim[];
  });

  const keysFor = (recordId: string) => claims.filter((claim) => claim.recordId === recordId).map((claim) => claim.key).sort();

  it("does not chase a student who finished their checklist for any section", () => {
    for (const key of ["studentDetails", "history", "finance"]) expect(keysFor(finished)).not.toContain(key);
  });

  it("chases a student who has not, for the sections left", () => {
    const queued = claims.filter((claim) => claim.recordId === unfinished).map((claim) => claim.key);
    // The daily limit keeps a person to a few a day: at least one section reminder is among them.
    expect(queued.some((key) => ["studentDetails", "history", "finance"].includes(key))).toBe(true);
  });

  it('queues "Satisfy the conditions of your offer" for an accepted offer with a condition left', () => {
    expect(keysFor(offerId)).toContain("satisfyOfferCondition");
  });
});

describe("list rows after the writes that change what they show", () => {
  it("shows the date an offer was issued today, and its requirements still a condition", async () => {
    const offer = await insertRecord(services, TENANT, "offers", { userId: "user-Issued", status: "Applied", conditions: [], createdAt: at("2026-11-01"), updatedAt: at("2026-11-01") }, meta);
    const config = (await services.configs.current(TENANT)).prepared;
    const issue = statusChangeUpdate(config, offer, { status: "Conditional", conditions: [{ requirementId: "Passport", requirementText: "Passport", status: "Condition" }] }, now.toISOString());
    await updateRecord(services, TENANT, "offers", offer._id, issue, { ...meta, action: "offer.status" });
    expect(await rowOf("offers", offer._id)).toMatchObject({ issue_date: TODAY, stage_change_date: TODAY, requirements_with_condition: 1 });
  });

  it('counts the applicant\'s upload as a new document on their offer, until staff act on it', async () => {
    const offer = await insertRecord(services, TENANT, "offers", { userId: "user-Uploader", status: "Conditional", staffActedAt: at("2026-11-20"), conditions: [], createdAt: at("2026-11-01"), updatedAt: at("2026-11-01") }, meta);
    expect((await rowOf("offers", offer._id))?.new_documents_count).toBe(0);
    await upload("offers", offer._id, "user-Uploader", "EnglishLanguageResults");
    expect((await rowOf("offers", offer._id))?.new_documents_count).toBe(1);
    now = new Date(`${TODAY}T11:00:00.000Z`);
    await updateRecord(services, TENANT, "offers", offer._id, { $set: { staffActedAt: now.toISOString() } }, meta);
    expect((await rowOf("offers", offer._id))?.new_documents_count).toBe(0);
  });

  it("shows a CAS student's course, intake, funds, conditional status, deposit date and stage date, and counts their documents", async () => {
    const student = await newStudent("Handed", { courseName: "MSc Data Science", intakeId: "2027-09", conditionType: "Conditional", depositDate: at("2026-10-30"), stageUpdatedAt: at("2026-11-05") });
    expect(await rowOf("students", student._id)).toMatchObject({ course_name: "MSc Data Science", intake: "2027-09", conditional_status: "Conditional", deposit_date: "2026-10-30", stage_change_date: "2026-11-05", document_count: 0 });
    expect((await rowOf("students", student._id))?.funds_material).toBeUndefined();
    await updateRecord(services, TENANT, "students", student._id, { $set: { "sections.source-of-funds": completeAnswers["source-of-funds"] } }, meta);
    await upload("students", student._id, "user-Handed", "generalDocuments.passport");
    await upload("students", student._id, "agent-1", "followUpRequests.newPassportCopy");
    expect(await rowOf("students", student._id)).toMatchObject({ funds_material: true, document_count: 2, follow_up_document_count: 1 });
  });

  it("shows an imported student's course and intake, which the import keeps under their offer", async () => {
    const student = await newStudent("Imported", { offers: [{ offerId: "1", intakeId: "2027-01", courses: [{ title: "BSc Computer Science", conditional: false }] }] });
    expect(await rowOf("students", student._id)).toMatchObject({ course_name: "BSc Computer Science", intake: "2027-01", conditional_status: "Unconditional" });
  });

  it("works out the same row a rebuild or verify would expect", async () => {
    const [student] = await services.repositories.students.find(TENANT, { givenName: "Handed" });
    const config = (await services.configs.current(TENANT)).prepared;
    const [expected] = await expectedListRows(services, TENANT, config, "students", [student]);
    const stored = await rowOf("students", student._id);
    expect(stored).toMatchObject(expected.values);
  });
});
