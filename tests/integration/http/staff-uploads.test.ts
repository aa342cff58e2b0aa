// Staff upload a document on a person's behalf (issue 39; 001 §2 upload controls for staff), with a
// plain multipart form (no JavaScript): the person's own uploads' checks, recorded as the staff
// member's, shown on the record under its task area with its type, uploader, date and review state;
// only for the roles the permission matrix lets add documents, and only to the person's records.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, titleOf, signedInSkippingMfa, signedInWithTotp, TestBrowser, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";
import { pdfText } from "../../support/pdf-text";
import { demoDocumentPdf } from "../../../server/seed/demo-pdf";

const TENANT = "northbridge";
let server: TestServer;
let studentId: string;
let casId: string;
let otherCasId: string;
let pdf: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  server = await startTestServer();
  const users = server.services.store.collection("users");
  studentId = String((await users.findOne({ email: demoEmail("student5", TENANT) }))?._id);
  casId = String((await server.services.repositories.students.findOne(TENANT, { userId: studentId }))?._id);
  const other = String((await users.findOne({ email: demoEmail("student6", TENANT) }))?._id);
  otherCasId = String((await server.services.repositories.students.findOne(TENANT, { userId: other }))?._id);
  pdf = new Uint8Array(await demoDocumentPdf({ title: "Passport scan", lines: ["Sent to the university by post"], secondPage: "Back cover" }));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function uploadForm(document: string, file: File | null) {
  const form = new FormData();
  form.append("document", document);
  // A browser sends an empty, unnamed file part when no file was chosen.
  form.append("file", file ?? new File([], ""));
  return form;
}

const uploadsOf = (recordId: string) => server.services.repositories.uploads.find(TENANT, { recordId, status: "UPLOADED_OK" });

async function officer(local = "uni"): Promise<TestBrowser> {
  return signedInSkippingMfa(server, demoEmail(local, TENANT));
}

describe("a university officer uploads for a student", () => {
  it("offers the student's documents under their task areas, from a link on the record", async () => {
    const browser = await officer();
    const record = await browser.get(`/students/${studentId}`);
    expect(record.text).toContain(`href="/students/${studentId}/documents/new"`);
    const page = await browser.get(`/students/${studentId}/documents/new`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<title>Upload a document - /);
    expect(page.text).toContain('<optgroup label="General Documents">');
    expect(page.text).toContain('<optgroup label="Financial Documents">');
    expect(page.text).toContain(`value="students:${casId}:generalDocuments.passport"`);
    // A plain multipart form: it works without JavaScript.
    expect(page.text).toMatch(new RegExp(`<form method="post" action="/students/${studentId}/documents/new" enctype="multipart/form-data"`, "i"));
  });

  it("stores the file as uploaded by the officer, awaiting review, and the record shows it under its task area", async () => {
    const browser = await officer();
    const before = (await uploadsOf(casId)).length;
    const answer = await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${casId}:generalDocuments.passport`, new File([pdf], "passport-scan.pdf")));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/students/${studentId}#documents-heading`);
    const uploads = await uploadsOf(casId);
    expect(uploads).toHaveLength(before + 1);
    const stored = uploads.find((upload) => upload.originalName === "passport-scan.pdf");
    const account = await server.services.store.collection("users").findOne({ email: demoEmail("uni", TENANT) });
    expect(stored).toMatchObject({ documentType: "generalDocuments.passport", ownerId: studentId, uploadedBy: account?._id, uploadedByRole: "Uni", mimeType: "application/pdf" });
    expect(stored?.review).toBeUndefined();

    const text = visibleText((await browser.get(`/students/${studentId}`)).text);
    const general = text.slice(text.indexOf("General Documents"));
    expect(general).toMatch(new RegExp(`^General Documents .*Passport Awaiting review Uploaded by ${account?.givenName} ${account?.familyName} on 22 Nov 2026 File: passport-scan.pdf`));
    // The file is the one sent, for the student too.
    const student = await signedInSkippingMfa(server, demoEmail("student5", TENANT));
    expect(await pdfText(new Uint8Array((await student.download(`/uploads/${stored?._id}`)).bytes))).toContain("Passport scan");
  });

  it("checks the file as the student's own uploads are checked, and keeps nothing it refuses", async () => {
    const browser = await officer();
    const before = (await uploadsOf(casId)).length;
    const wrong = await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${casId}:generalDocuments.passport`, new File([pdf], "passport.docx")));
    expect(wrong.status).toBe(422);
    expect(visibleText(wrong.text)).toContain("There is a problem Unsupported file type!");
    const notPdf = await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${casId}:generalDocuments.passport`, new File([new TextEncoder().encode("MZ this is a program")], "passport.pdf")));
    expect(notPdf.status).toBe(422);
    expect(visibleText(notPdf.text)).toContain("Unsupported file type!");
    const nothing = await browser.post(`/students/${studentId}/documents/new`, uploadForm("", null));
    expect(nothing.status).toBe(422);
    expect(visibleText(nothing.text)).toContain("There is a problem Select which document it is Select a file to upload");
    expect(titleOf(nothing.text)).toBe("Error: Upload a document - CAS Shield");
    expect(await uploadsOf(casId)).toHaveLength(before);
  });

  it("refuses a document slot of another person's record", async () => {
    const browser = await officer();
    const answer = await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${otherCasId}:generalDocuments.passport`, new File([pdf], "passport.pdf")));
    expect(answer.status).toBe(422);
    expect(visibleText(answer.text)).toContain("Select which document it is");
    expect((await uploadsOf(otherCasId)).some((upload) => upload.originalName === "passport.pdf" && upload.ownerId === studentId)).toBe(false);
  });

  it("lets the platform Admin upload for a chosen university", async () => {
    // The platform Admin must set up two-factor sign-in first.
    const admin = await signedInWithTotp(server, "admin@casshield.example");
    expect((await admin.get(`/students/${studentId}/documents/new?uni=${TENANT}`)).status).toBe(200);
    const answer = await admin.post(`/students/${studentId}/documents/new?uni=${TENANT}`, uploadForm(`students:${casId}:financeDocuments.government`, new File([pdf], "income.pdf")));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/students/${studentId}?uni=${TENANT}#documents-heading`);
    expect((await uploadsOf(casId)).find((upload) => upload.originalName === "income.pdf")).toMatchObject({ uploadedByRole: "Admin", documentType: "financeDocuments.government" });
  });
});

describe("who may upload", () => {
  it("Enroly, which 001 §3 names among the uploaders, uploads to a student on its pipeline", async () => {
    const browser = await officer("enroly");
    expect((await browser.get(`/students/${studentId}`)).text).toContain(`href="/students/${studentId}/documents/new"`);
    const answer = await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${casId}:generalDocuments.tbTest`, new File([pdf], "tb-test.pdf")));
    expect(answer.status).toBe(303);
    expect((await uploadsOf(casId)).find((upload) => upload.originalName === "tb-test.pdf")).toMatchObject({ uploadedByRole: "Enroly" });
  });

  it.each(["unilite", "partner"])("%s has no upload link or page", async (local) => {
    const browser = await officer(local);
    const record = await browser.get(`/students/${studentId}`);
    expect(record.text).not.toContain("/documents/new");
    expect((await browser.get(`/students/${studentId}/documents/new`)).status).toBe(404);
    const before = (await uploadsOf(casId)).length;
    expect((await browser.post(`/students/${studentId}/documents/new`, uploadForm(`students:${casId}:generalDocuments.passport`, new File([pdf], "p.pdf")))).status).toBe(404);
    expect(await uploadsOf(casId)).toHaveLength(before);
  });

  it("an agent uploads an offer condition's document for an applicant assigned to them, and no one else's", async () => {
    const agent = await server.services.store.collection("users").findOne({ email: demoEmail("agent", TENANT) });
    const offers = await server.services.repositories.offers.find(TENANT, {});
    const assigned = offers.find((offer) => offer.agentId === agent?._id && Array.isArray(offer.conditions) && offer.conditions.length > 0);
    const notAssigned = offers.find((offer) => offer.agentId !== agent?._id && Array.isArray(offer.conditions) && offer.conditions.length > 0);
    expect(assigned && notAssigned).toBeTruthy();
    const browser = await officer("agent");
    const page = await browser.get(`/students/${String(assigned?.userId)}/documents/new`);
    expect(page.status).toBe(200);
    const value = /value="(offers:[^"]+)"/.exec(page.text)?.[1] ?? "";
    expect(value).toContain(`offers:${String(assigned?._id)}:`);
    const answer = await browser.post(`/students/${String(assigned?.userId)}/documents/new`, uploadForm(value, new File([pdf], "condition.pdf")));
    expect(answer.status).toBe(303);
    expect((await uploadsOf(String(assigned?._id))).find((upload) => upload.originalName === "condition.pdf")).toMatchObject({ uploadedBy: agent?._id, uploadedByRole: "Agent" });
    expect((await browser.get(`/students/${String(notAssigned?.userId)}/documents/new`)).status).toBe(404);
  });
});
