// Documents as staff read them, and the pipeline's review queue (issue 39 Documents; decision
// 0053): the record page, the viewer and the review page name each document by its type in the
// configuration's words, say who uploaded it and when and its review state; the CAS pipeline's
// Documents column counts the documents awaiting review and follows each review.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildsSettled } from "../../../server/records/rebuild";
import { recoverAtStartUp } from "../../../server/records/replay";
import { verifyTenant } from "../../../server/records/verify";
import type { InsightsSummary } from "../../../server/insights/summary";
import type { UploadRecord } from "../../../server/repositories";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "caledonia";
let server: TestServer;
let staff: TestBrowser;
let userId = "";
let casId = "";

beforeAll(async () => {
  server = await startTestServer();
  const student = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student9", TENANT)))!;
  userId = student._id;
  casId = (await server.services.repositories.students.findOne(TENANT, { userId }))!._id;
  staff = new TestBrowser(server);
  expect((await staff.signIn(demoEmail("uni", TENANT))).status).toBe(302);
  await staff.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const uploadOf = async (documentType: string) => (await server.services.repositories.uploads.findOne(TENANT, { recordId: casId, documentType, status: "UPLOADED_OK" }))!;
const awaitingReview = async () => (await server.services.repositories.uploads.find(TENANT, { recordId: casId, status: "UPLOADED_OK" })).filter((upload: UploadRecord) => !upload.review).length;
const documentCount = async () => (await server.services.repositories.listRows.findById(TENANT, `students:${casId}`))?.document_count;

async function review(upload: UploadRecord, data: Record<string, unknown>) {
  const answer = await staff.postJson(`/students/${userId}/documents/${upload._id}.data`, { data, version: upload._version });
  const body = answer.status === 200 && answer.text ? ((await decodeRemixData(answer.text)) as { page?: { errors: unknown[] } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

describe("a student's documents on the record page (issue 39)", () => {
  it("shows each document's type, who uploaded it and when, and that it awaits review", async () => {
    const page = visibleText((await staff.get(`/students/${userId}`)).text);
    // The seeded documents were uploaded by the student an hour before the pinned "now" (22 Nov 2026).
    expect(page).toMatch(/Passport\s*Awaiting review\s*Uploaded by the applicant on 22 Nov 2026/);
    expect(page).toMatch(/Birth certificate\s*Awaiting review\s*Uploaded by the applicant on 22 Nov 2026/);
    expect(page).toContain("File: demo-document.pdf");
    expect(page).not.toContain("generalDocuments.");
  });

  it("titles the review page and the viewer by the document's type, with its uploader and state", async () => {
    const passport = await uploadOf("generalDocuments.passport");
    const reviewPage = (await staff.get(`/students/${userId}/documents/${passport._id}`)).text;
    expect(titleOf(reviewPage)).toMatch(/^Passport\b/);
    expect(visibleText(reviewPage)).toContain("Uploaded by the applicant on 22 Nov 2026. Awaiting review.");
    const viewer = (await staff.get(`/uploads/${passport._id}/view`)).text;
    expect(titleOf(viewer)).toMatch(/^Passport\b/);
    expect(visibleText(viewer)).toContain("Uploaded by the applicant on 22 Nov 2026. Awaiting review.");
  });
});

describe("the pipeline's Documents column (issue 39)", () => {
  it("counts the student's documents awaiting review, and one fewer after each review", async () => {
    const waiting = await awaitingReview();
    expect(waiting).toBeGreaterThan(20);
    expect(await documentCount()).toBe(waiting);

    const passport = await uploadOf("generalDocuments.passport");
    expect((await review(passport, { status: "REJECTED", reason: "The photo page is cut off" })).status).toBe(202);
    const birth = await uploadOf("generalDocuments.birthCertificate");
    expect((await review(birth, { status: "APPROVED" })).status).toBe(202);
    expect(await awaitingReview()).toBe(waiting - 2);
    expect(await documentCount()).toBe(waiting - 2);

    const page = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(page).toMatch(/Passport\s*Rejected\s*Uploaded by the applicant on 22 Nov 2026\s*Reason: The photo page is cut off/);
    expect(page).toMatch(/Birth certificate\s*Approved\s*Uploaded by the applicant/);
    // Insights' "awaiting review" is the pipeline's queue: the sum of the CAS rows' counts (this university's documents awaiting review are all on CAS records;
    // the demo applications' passports were reviewed when the applications were, decision 0066).
    expect(await server.services.repositories.uploads.count(TENANT, { recordKind: { $ne: "students" }, review: null })).toBe(0);
    expect(await server.services.repositories.uploads.count(TENANT, { recordKind: "applications", "review.status": "APPROVED" })).toBeGreaterThan(0);
    const rows = await server.services.repositories.listRows.find(TENANT, { kind: "students" });
    const queued = rows.reduce((total, row) => total + Number(row.document_count ?? 0), 0);
    const insights = (await decodeRemixData((await staff.get("/insights/summary.data")).text)) as Record<string, { data?: { summary: InsightsSummary } }>;
    expect(insights["routes/insights.summary"].data!.summary.operations.find((figure) => figure.key === "awaitingReview")?.value).toBe(queued);
    // The rows the projector wrote are the rows verify works out.
    expect((await verifyTenant(server.services, TENANT, { all: true })).differences).toEqual([]);
  });
});

describe("the pipeline's documents awaiting review filter (issue 39)", () => {
  it("lists the students with documents awaiting review, and leaves them out when asked for those without", async () => {
    const name = "Tanaka";
    const waiting = visibleText((await staff.get("/cas?tab=cas-issued&documentsAwaitingReview=yes")).text);
    expect(waiting).toContain(name);
    expect(waiting).toContain("With documents awaiting review");
    expect(visibleText((await staff.get("/cas?tab=cas-issued&documentsAwaitingReview=no")).text)).not.toContain(name);
    expect(visibleText((await staff.get("/cas?tab=cas-issued")).text)).toContain(name);
  });
});

describe("rows stored by the earlier row rules (decision 0053)", () => {
  it("are worked out again at start-up: a row counting every file comes back to those awaiting review", async () => {
    const waiting = await awaitingReview();
    const all = await server.services.repositories.uploads.count(TENANT, { recordId: casId, status: "UPLOADED_OK" });
    expect(all).toBeGreaterThan(waiting);
    // As the earlier rules stored it: every file counted, and no row rules named.
    await server.services.store.collection("listRows").updateMany({ tenant: TENANT, kind: "students" }, { $set: { document_count: all }, $unset: { rowRules: "" } });
    expect(await documentCount()).toBe(all);
    await recoverAtStartUp(server.services);
    await rebuildsSettled(server.services, TENANT);
    expect(await documentCount()).toBe(waiting);
    expect((await verifyTenant(server.services, TENANT, { all: true })).differences).toEqual([]);
  });
});
