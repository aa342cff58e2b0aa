// An application section whose document the university rejected (issue 16 item 6; decision 0818):
// the task list says Requested, the section's upload shows the reason in an expander, and a new
// document ends the request. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fixture from "../../fixtures/complete-application.json";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const REASON = "The photo page is cut off at the bottom";
let server: TestServer;
let applicant: TestBrowser;
let staff: TestBrowser;
let applicationId: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  applicant = new TestBrowser(server);
  await applicant.signIn(demoEmail("applicant2", TENANT));
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant2", TENANT) }))!;
  applicationId = application._id;
  userId = String(application.userId);
});
afterAll(async () => {
  await server?.close();
});

async function uploadPassport(name: string) {
  const form = new FormData();
  form.append("recordKind", "applications");
  form.append("recordId", applicationId);
  form.append("documentType", "passport");
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), name);
  expect((await applicant.post("/uploads", form)).status).toBe(201);
  return (await server.services.repositories.uploads.findOne(TENANT, { recordId: applicationId, originalName: name }))!;
}

/** The badge the task list shows beside a section. */
async function badgeOf(title: string) {
  const html = (await applicant.get(`/applications/${applicationId}`)).text;
  const row = html.split("task-list__item").find((part) => part.includes(`>${title}<`)) ?? "";
  return visibleText(row.slice(row.indexOf(`>${title}<`)));
}

describe("a rejected document on an application section", () => {
  it("makes the section Requested, with the reason beside the document on its page", async () => {
    const upload = await uploadPassport("passport-first.pdf");
    const reference = { sKey: upload._id, s3Keys: [upload._id], urls: [`/uploads/${upload._id}`], linkText: upload.originalName };
    const version = (await server.services.repositories.applications.findById(TENANT, applicationId))!._version;
    expect((await applicant.postJson(`/applications/${applicationId}/identity.data`, { data: { ...fixture.sections.identity, passportDocument: reference }, version })).status).toBe(202);
    expect(await badgeOf("Identity")).not.toContain("Requested");
    const review = await staff.postJson(`/students/${userId}/documents/${upload._id}`, { data: { status: "REJECTED", reason: REASON }, version: upload._version });
    expect(review.status).toBe(302);
    expect(await badgeOf("Identity")).toContain("Requested");
    const page = visibleText((await applicant.get(`/applications/${applicationId}/identity`)).text);
    expect(page).toContain("Reason for document rejection:");
    expect(page).toContain(REASON);
    // Staff see the section Requested on the person's record too.
    expect(visibleText((await staff.get(`/students/${userId}`)).text)).toMatch(/Identity \( ?Requested ?\)/);
  });

  it("is no longer Requested once a new document is uploaded", async () => {
    server.advance(60_000);
    await uploadPassport("passport-second.pdf");
    expect(await badgeOf("Identity")).not.toContain("Requested");
    // The rejected one still carries its reason where it is listed.
    expect(visibleText((await applicant.get(`/applications/${applicationId}/identity`)).text)).toContain(REASON);
  });
});
