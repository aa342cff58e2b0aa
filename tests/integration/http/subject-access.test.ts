// Subject access (issue 42 item 3; decision 0039): a UniAdmin records a request for a person (due one
// calendar month on), sees it on the list (overdue once past due), downloads a ZIP of everything held
// about the person (summary.html in the configuration's words, data.json, every file, the letters,
// the access log, internal notes set apart) holding nothing of anyone else, and records its release.
// "Today" is 22 November 2026 (the test server's pinned day).
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerSummary } from "../../../rules/pages/answer-summary";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const TO_PERSON = "Please send your IELTS certificate by Friday";
const NOTE = "Internal: the IELTS date looks altered, check with the test centre";
const OFFER_NOTE = "Internal offer note: scholarship panel said maybe";
let server: TestServer;
let admin: TestBrowser;
let personId = "";
let other = { id: "", name: "", email: "" };

const userOf = async (local: string) => (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
const requests = () => server.services.store.collection("subjectAccessRequests").find({ tenant: TENANT });

async function zipOf(browser: TestBrowser, requestId: string) {
  const response = await fetch(`${server.url}/subject-access/${requestId}/data.zip`, { headers: { Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}

beforeAll(async () => {
  server = await startTestServer();
  const person = await userOf("applicant3");
  personId = person._id;
  const otherAccount = await userOf("applicant4");
  other = { id: otherAccount._id, name: `${otherAccount.givenName} ${otherAccount.familyName}`, email: otherAccount.email };
  // The person uploads a file, staff write to them and among themselves, and note the offer.
  const applicant = await signedInSkippingMfa(server, demoEmail("applicant3", TENANT));
  const application = (await server.services.repositories.applications.findOne(TENANT, { userId: personId }))!;
  const form = new FormData();
  form.append("recordKind", "applications");
  form.append("recordId", application._id);
  form.append("documentType", "passport");
  form.append("file", new File([new Uint8Array(PDF)], "priya-passport.pdf"));
  expect((await applicant.post("/uploads", form)).status).toBe(201);
  const staff = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
  expect((await staff.post(`/students/${personId}/messages`, { audience: "student", body: TO_PERSON })).status).toBe(303);
  expect((await staff.post(`/students/${personId}/messages`, { audience: "internal", body: NOTE })).status).toBe(303);
  // Two sections answered, as the applicant saved them.
  const identity = { title: "Ms", givenName: "Priya", familyName: "Raman", idType: "Passport", passport: { passportNo: "P7654321", dateOfIssue: "2022-01-10", dateOfExpiry: "2032-01-09", passportIssuingAuthority: "Passport Seva India" }, hasOtherName: false };
  const contact = { residentialAddress: { addressLine1: "4 Lake View Road", city: "Chennai", postcode: "600001", country: "India" }, residentialPhoneNo: "+91 9812345678", contactAddressSameAsResidential: true, hasUkAccommodation: false };
  await testRecords(server.services).applications.update(TENANT, application._id, { $set: { "sections.identity": identity, "sections.contact-details": contact } });
  const offer = (await server.services.repositories.offers.findOne(TENANT, { userId: personId }))!;
  await testRecords(server.services).offers.update(TENANT, offer._id, { $set: { statusInternalNote: OFFER_NOTE } });
  // The other person's record is opened and their file uploaded: none of it may reach the ZIP.
  expect((await staff.get(`/students/${other.id}`)).status).toBe(200);
  admin = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("recording a request", () => {
  it("is offered on the record to a UniAdmin and not to Uni staff, who may not open it", async () => {
    expect(visibleText((await admin.get(`/students/${personId}`)).text)).toContain("Record a subject access request");
    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    expect(visibleText((await uni.get(`/students/${personId}`)).text)).not.toContain("Record a subject access request");
    expect((await uni.get(`/students/${personId}/subject-access`)).status).toBe(403);
    expect((await uni.get("/subject-access")).status).toBe(403);
  });

  it("asks for the date received, refuses a date to come, and records one with its due date a calendar month on", async () => {
    const empty = await admin.post(`/students/${personId}/subject-access`, { "received-day": "", "received-month": "", "received-year": "" });
    expect(empty.status).toBe(422);
    expect(visibleText(empty.text)).toContain("Enter the date the request was received");
    const future = await admin.post(`/students/${personId}/subject-access`, { "received-day": "1", "received-month": "12", "received-year": "2026" });
    expect(visibleText(future.text)).toContain("The date the request was received must be today or in the past");
    expect(await requests()).toHaveLength(0);

    const recorded = await admin.post(`/students/${personId}/subject-access`, { "received-day": "31", "received-month": "10", "received-year": "2026" });
    expect(recorded.status).toBe(302);
    expect(recorded.location).toBe("/subject-access");
    // 31 October: November has no 31st, so the month ends it.
    expect(await requests()).toEqual([expect.objectContaining({ personId, receivedOn: "2026-10-31", dueOn: "2026-11-30" })]);
    const older = await admin.post(`/students/${other.id}/subject-access`, { "received-day": "15", "received-month": "10", "received-year": "2026" });
    expect(older.status).toBe(302);
  });

  it("lists open requests with their due dates, the one past due marked overdue", async () => {
    const page = visibleText((await admin.get("/subject-access")).text);
    expect(page).toContain("Subject access requests");
    const priya = page.slice(page.indexOf("Priya Raman"));
    expect(priya).toMatch(/^Priya Raman 31 Oct 2026 30 Nov 2026 Open/);
    expect(page.slice(page.indexOf(other.name))).toMatch(new RegExp(`^${other.name} 15 Oct 2026 15 Nov 2026 Overdue`));
  });
});

describe("the person's data as a ZIP", () => {
  it("holds the summary in the configuration's words, data.json, every file, the letters and the access log, and nothing of another person", async () => {
    const request = (await requests()).find((entry) => entry.personId === personId)!;
    const zip = await zipOf(admin, String(request._id));
    const names = Object.keys(zip.files);
    expect(names).toEqual(expect.arrayContaining(["summary.html", "data.json"]));
    const html = await zip.file("summary.html")!.async("string");
    const summary = visibleText(html);
    const data = JSON.parse(await zip.file("data.json")!.async("string"));
    const config = (await server.services.configs.current(TENANT)).prepared;

    for (const heading of ["Personal data held about Priya Raman", "Applications", "CAS checklist", "Offers", "CAS record", "Messages to and from them", "History of changes to their data", "Who has looked at their data", "Files", "Internal notes: for the officer to review before release"]) {
      expect(summary, heading).toContain(heading);
    }
    // Every answered section, each question in the configuration's label and the answer as staff read it.
    const application = (await server.services.repositories.applications.findOne(TENANT, { userId: personId }))!;
    expect(data.applications).toHaveLength(await server.services.repositories.applications.count(TENANT, { userId: personId }));
    let answers = 0;
    for (const section of data.applications[0].sections as Array<{ title: string; answers: Array<{ label: string; value: string }> }>) {
      expect(summary).toContain(section.title);
      for (const answer of section.answers) {
        answers += 1;
        expect(summary).toContain(`${answer.label} ${answer.value}`);
      }
    }
    // The check-answers rows of a saved section, label beside answer.
    const rows = answerSummary(config, "identity", { record: application, today: "2026-11-22", role: "Applicant" });
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows.filter((entry) => entry.kind === "text")) expect(summary).toContain(`${row.label} ${row.value}`);
    expect(answers).toBeGreaterThan(5);
    for (const answer of ["Passport number P7654321", "Issuing authority Passport Seva India", "Date of issue 10 January 2022", "Address line 1 4 Lake View Road", "Have you ever been known by another name? No"]) expect(summary).toContain(answer);
    // No property name reaches the summary.
    expect(summary).not.toMatch(/\bstatusInternalNote\b|\bgivenName\b|\bsections\./);

    // Every offer, with its letter.
    const offers = await server.services.repositories.offers.find(TENANT, { userId: personId });
    expect(data.offers).toHaveLength(offers.length);
    for (const [n, offer] of offers.entries()) {
      expect(summary).toContain(`Offer: ${offer.courseName}`);
      expect(names).toContain(`letters/offer-${n + 1}.pdf`);
      expect((await zip.file(`letters/offer-${n + 1}.pdf`)!.async("nodebuffer")).subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(summary).toContain("IELTS for UKVI 6.5 overall");

    // Every message to and from them; an internal note only in the internal section.
    const messages = await server.services.repositories.conversationMessages.find(TENANT, { personId });
    expect(messages.length).toBeGreaterThanOrEqual(2);
    const internalAt = summary.indexOf("Internal notes: for the officer to review before release");
    expect(summary.indexOf(TO_PERSON)).toBeGreaterThan(-1);
    expect(summary.indexOf(TO_PERSON)).toBeLessThan(internalAt);
    expect(summary.indexOf(NOTE)).toBeGreaterThan(internalAt);
    expect(summary.indexOf(OFFER_NOTE)).toBeGreaterThan(internalAt);
    // The history of changes: what the person did is theirs (the document named by its type).
    expect(summary.indexOf("Passport (Priya Raman)")).toBeGreaterThan(summary.indexOf("History of changes to their data"));
    expect(summary.indexOf("Passport (Priya Raman)")).toBeLessThan(internalAt);

    // Every file they or staff uploaded for them, byte for byte.
    const uploads = await server.services.store.collection("uploads").find({ tenant: TENANT, ownerId: personId, status: "UPLOADED_OK" });
    expect(uploads.length).toBeGreaterThan(0);
    expect(data.files).toHaveLength(uploads.length);
    for (const upload of uploads) {
      const file = (data.files as Array<{ name: string; path: string }>).find((entry) => entry.name === upload.originalName)!;
      expect(file, String(upload.originalName)).toBeDefined();
      expect(names).toContain(file.path);
    }
    const passport = (data.files as Array<{ name: string; path: string }>).find((entry) => entry.name === "priya-passport.pdf")!;
    expect(Buffer.compare(await zip.file(passport.path)!.async("nodebuffer"), PDF)).toBe(0);

    // The access log: the Uni user's opening of the record, by name and role.
    expect(data.accessLog.length).toBeGreaterThan(0);
    expect(summary).toMatch(/Opened the record \([^,]+, University staff\)/);

    // Nothing of the other person: not their name, email, files or their record's opening.
    const everything = [html, JSON.stringify(data)].join("\n");
    expect(everything).not.toContain(other.name);
    expect(everything).not.toContain(other.email);
    const otherFiles = await server.services.store.collection("uploads").find({ tenant: TENANT, ownerId: other.id });
    // By the upload itself: demo files of two people may share a name ("demo-document.pdf").
    const listed = new Set((data.files as Array<{ uploadId: string }>).map((entry) => entry.uploadId));
    expect(otherFiles.length).toBeGreaterThan(0);
    for (const file of otherFiles) expect(listed.has(String(file._id)), String(file.originalName)).toBe(false);
  });

  it("is refused to Uni staff and to another university's UniAdmin", async () => {
    const request = (await requests()).find((entry) => entry.personId === personId)!;
    for (const [local, tenant, status] of [["uni", TENANT, 403], ["uniadmin", "caledonia", 404]] as const) {
      const browser = await signedInSkippingMfa(server, demoEmail(local, tenant));
      expect((await browser.get(`/subject-access/${request._id}/data.zip`)).status, `${local} ${tenant}`).toBe(status);
    }
  });
});

describe("releasing a request", () => {
  it("records who released it and when, and moves it to the released list", async () => {
    const request = (await requests()).find((entry) => entry.personId === personId)!;
    server.setNow(new Date("2026-11-22T10:20:00Z"));
    const released = await admin.post("/subject-access", { intent: "release", requestId: String(request._id) });
    expect(released.status).toBe(302);
    const stored = (await requests()).find((entry) => entry._id === request._id)!;
    expect(stored).toMatchObject({ releasedBy: (await userOf("uniadmin"))._id, releasedAt: "2026-11-22T10:20:00.000Z" });
    const page = visibleText((await admin.get("/subject-access")).text);
    expect(page.slice(page.indexOf("Released requests"))).toMatch(/Priya Raman 31 Oct 2026 30 Nov 2026 Released on 22 Nov 2026, 10:20 by \w+/);
  });
});
