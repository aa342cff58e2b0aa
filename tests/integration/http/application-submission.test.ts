// Submitting an application (issue 16 items 1-2) over HTTP: the status follows the saves (NEW ->
// InProgress -> Completed, by the university's rule), check answers lists every section with its
// Change link, Submit sends an unfinished application to the section that needs answers, a
// finished one is Submitted with a confirmation email, and afterwards a change is refused and
// nothing is stored. "Today" is 22 November 2026.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fixture from "../../fixtures/complete-application.json";
import { outboxCollection } from "../../../server/messaging";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

// jsdom ships no types; the little of it used here is typed by what the DOM's own types say.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

const TENANT = "northbridge";
let server: TestServer;
let browser: TestBrowser;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  await browser.signIn(demoEmail("applicant2", TENANT));
  applicationId = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant2", TENANT) }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const YOUR_INFORMATION = ["fee-status", "your-contact-details", "programme-choices", "your-highest-education", "your-highest-qualification"];
const answers = fixture.sections as Record<string, Record<string, unknown>>;
const APPLICATION_SECTIONS = Object.keys(answers).filter((form) => !YOUR_INFORMATION.includes(form));
const stored = async () => (await server.services.repositories.applications.findById(TENANT, applicationId))!;
const urlOf = (form: string) => (YOUR_INFORMATION.includes(form) ? `/your-information/${form}` : `/applications/${applicationId}/${form}`);
const checkAnswers = () => `/applications/${applicationId}/check-answers`;

async function save(form: string) {
  const answer = await browser.postJson(`${urlOf(form)}.data`, { data: answers[form], version: (await stored())._version });
  const body = answer.status === 409 && answer.text ? ((await decodeRemixData(answer.text)) as { conflict?: string }) : {};
  return { status: answer.status, conflict: body.conflict };
}

describe("an application's status and submission", () => {
  it("is In progress after the first save", async () => {
    for (const form of YOUR_INFORMATION) expect((await save(form)).status).toBe(202);
    expect((await save("identity")).status).toBe(202);
    expect((await stored()).applicationStatus).toBe("InProgress");
    expect(visibleText((await browser.get(`/applications/${applicationId}`)).text)).toContain("Application status: In progress");
  });

  it("shows every answer with a Change link, and sends an unfinished application to the section that needs answers", async () => {
    const page = await browser.get(checkAnswers());
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Check your answers before submitting your application - CAS Shield");
    // A GOV.UK summary list (issue 40 item 11): question, answer in words, a Change link to that question; files by name; no form controls.
    expect(page.text).toMatch(new RegExp(`href="/applications/${applicationId}/identity\\?from=check-answers#[^"]+"`));
    const text = visibleText(page.text);
    expect(text).toContain("Not answered yet");
    expect(page.text).toContain('class="summary-list"');
    expect(text).toMatch(/Given name\s*Amara\s*Change/);
    expect(text).toContain("passport.pdf");
    expect(page.text.slice(page.text.indexOf("<main"))).not.toMatch(/<input(?![^>]*type="hidden")|<select|<textarea/);
    const submitted = await browser.post(checkAnswers(), { _version: String((await stored())._version) });
    expect(submitted.status).toBe(302);
    expect(submitted.location).toBe(`/applications/${applicationId}/nationality-and-residence?from=check-answers`);
    expect((await stored()).applicationStatus).toBe("InProgress");
    // A section changed from check answers goes back there.
    const changed = await browser.postJson(`/applications/${applicationId}/identity?from=check-answers`, { data: answers.identity, version: (await stored())._version });
    expect(changed.location).toBe(checkAnswers());
  });

  it("is Completed when every section is, then Submitted, with a confirmation email", async () => {
    for (const form of APPLICATION_SECTIONS) expect((await save(form)).status, form).toBe(202);
    expect((await stored()).applicationStatus).toBe("Completed");
    const submitted = await browser.post(checkAnswers(), { _version: String((await stored())._version) });
    expect(submitted.location).toBe(checkAnswers());
    const application = await stored();
    expect(application.applicationStatus).toBe("Submitted");
    expect(application.submittedAt).toBe("2026-11-22T10:00:00.000Z");
    const email = await outboxCollection(server.services).find({ purpose: "application-submitted", to: demoEmail("applicant2", TENANT) });
    expect(email).toHaveLength(1);
    expect(email[0].subject).toBe("We have received your application to Northbridge University");
    // The submission opens an Applied offer for the programme choice, which the university's Applied tab lists.
    const offers = await server.services.repositories.offers.find(TENANT, { applicationId, status: "Applied" });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ status: "Applied", courseId: "NBU-100", courseName: "MSc Data Science", intakeId: "2027-09", appliedAt: "2026-11-22T10:00:00.000Z", userId: application.userId });
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    const applied = visibleText((await staff.get(`/students?tab=applied&search=${encodeURIComponent(demoEmail("applicant2", TENANT))}`)).text);
    expect(applied).toContain("MSc Data Science");
    const page = visibleText((await browser.get(checkAnswers())).text);
    expect(page).toContain("Application submitted");
    expect(page).not.toContain("Submit application");
  });

  it("follows its offer: Offered when the university makes it conditional, Accepted when the applicant accepts", async () => {
    const offer = (await server.services.repositories.offers.findOne(TENANT, { applicationId, status: "Applied" }))!;
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    const base = `/students/${offer.userId}/offers/${offer._id}`;
    const conditions = [{ requirementId: "CV", requirementText: "CV", status: "Condition", conditionText: "An up-to-date CV" }];
    const changed = await staff.postJson(`${base}/status.data`, { data: { status: "Conditional", conditions }, version: offer._version });
    expect(changed.status).toBe(202);
    expect((await stored()).applicationStatus).toBe("Offered");
    const accepted = await browser.postJson(`/offers/${offer._id}.data`, { data: { applicantStatus: "Accepted" }, version: (await server.services.repositories.offers.findById(TENANT, offer._id))!._version });
    expect(accepted.status).toBe(202);
    expect((await stored()).applicationStatus).toBe("Accepted");
    const history = await server.services.repositories.auditLog.find(TENANT, { entityId: applicationId, action: "application.status" });
    expect(history.map((entry) => entry.details).sort((a, b) => String(a?.to).localeCompare(String(b?.to)))).toEqual([
      { from: "Offered", to: "Accepted", offer: offer._id },
      { from: "Submitted", to: "Offered", offer: offer._id },
    ]);
  });

  it("cannot be changed once submitted: a save is refused with a clear message and nothing is stored", async () => {
    const before = await stored();
    const refused = await browser.postJson(`${urlOf("identity")}.data`, { data: { ...answers.identity, givenName: "Someone else" }, version: before._version });
    expect(refused.status).toBe(409);
    expect((await decodeRemixData(refused.text)) as { conflict?: string }).toMatchObject({ conflict: "Your application has been submitted. You can no longer change it." });
    const after = await stored();
    expect(after._version).toBe(before._version);
    expect(after.sections).toEqual(before.sections);
    expect(visibleText((await browser.get(urlOf("identity"))).text)).toContain("Your application has been submitted. You can no longer change it.");
  });

  it("is read-only on every page once submitted: the answers shown, no control to change them, no button to save (issue 40 item 8)", async () => {
    for (const form of APPLICATION_SECTIONS) {
      const page = await browser.get(urlOf(form));
      expect(page.status, form).toBe(200);
      expect(visibleText(page.text), form).toContain("Your application has been submitted. You can no longer change it.");
      const { window } = new JSDOM(page.text);
      const main = window.document.querySelector("main") ?? window.document.body;
      const editable = [...main.querySelectorAll("input, select, textarea")].filter((control) => control.getAttribute("type") !== "hidden" && !control.hasAttribute("disabled"));
      expect(editable.map((control) => control.getAttribute("name") ?? control.id), form).toEqual([]);
      expect([...main.querySelectorAll("button")].map((button) => button.textContent?.trim()), form).toEqual([]);
    }
    // The answers are still there to read.
    expect(new JSDOM((await browser.get(urlOf("identity"))).text).window.document.querySelector("input[disabled]")).not.toBeNull();
  });
});
