// The applicant's offer page (issue 15 item 6): the letter from the university's template with
// the offer's conditions, the decision through the configured decision form (refused when the
// offer is closed, or empty), stored on the offer with its day and audited; nobody else's offer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(local: string) {
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail(local, TENANT));
  const user = await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT));
  const offer = await server.services.repositories.offers.findOne(TENANT, { userId: user!._id });
  return { browser, offerId: offer!._id };
}

const storedOffer = async (offerId: string) => (await server.services.repositories.offers.findById(TENANT, offerId))!;

async function decide(browser: TestBrowser, offerId: string, data: Record<string, unknown>) {
  const answer = await browser.postJson(`/offers/${offerId}.data`, { data, version: (await storedOffer(offerId))._version });
  return { ...answer, body: answer.text ? ((await decodeRemixData(answer.text)) as { page?: { errors: Array<{ path: string; message: string }> } }) : {} };
}

describe("an applicant's offer", () => {
  it("is listed with a link, and shows the letter from the university's template with its conditions", async () => {
    const { browser, offerId } = await signedIn("applicant3");
    expect((await browser.get("/")).text).toMatch(/<a[^>]*href="\/offers"[^>]*>Your offers<\/a>/);
    expect((await browser.get("/offers")).text).toContain(`href="/offers/${offerId}"`);
    const page = await browser.get(`/offers/${offerId}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Conditional offer to study MSc Data Science starting September 2027 - CAS Shield");
    const text = visibleText(page.text);
    expect(text).toContain("We are delighted to make you an offer of a place at Northbridge University.");
    expect(text).toMatch(/Passport\s*Being checked by the university/);
    expect(text).toMatch(/English language results\s*What you need to do\s*:\s*IELTS for UKVI 6\.5 overall\s*To do/);
    expect(text).toContain("Do you accept this conditional offer?");
    expect(text).toContain("Yes, I accept this offer");
  });

  it("takes a decision only when one is given, stores it on the offer with its day, and then shows it", async () => {
    const { browser, offerId } = await signedIn("applicant3");
    const empty = await decide(browser, offerId, {});
    expect(empty.status).toBe(422);
    expect(empty.body.page?.errors).toEqual([{ path: "applicantStatus", message: "Please accept or decline this offer" }]);
    expect((await storedOffer(offerId)).applicantStatus).toBeUndefined();

    const accepted = await decide(browser, offerId, { applicantStatus: "Accepted" });
    // Saved: the page's data answer is a redirect back to the offer (202 for a data request).
    expect(accepted.status).toBe(202);
    const offer = await storedOffer(offerId);
    expect(offer.applicantStatus).toBe("Accepted");
    expect(offer.applicantDecisionAt).toBe("2026-11-22");
    expect(visibleText((await browser.get(`/offers/${offerId}`)).text)).toContain("You accepted this offer on 22 Nov 2026.");
    const audit = await server.services.repositories.auditLog.find(TENANT, { entityId: offerId });
    expect(audit.length).toBeGreaterThan(0);
  });

  it("shows the decision to the university: the staff record page has the 'accepted' banner (001 §2)", async () => {
    const { offerId } = await signedIn("applicant3");
    const offer = await storedOffer(offerId);
    expect(offer.applicantStatus).toBe("Accepted");
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    const page = visibleText((await staff.get(`/students/${String(offer.userId)}`)).text);
    expect(page).toContain("The applicant has accepted this offer");
    expect(page).not.toContain("Applicant has declined this offer");
  });

  it("refuses a decision on a closed offer", async () => {
    const { browser, offerId } = await signedIn("applicant5");
    expect(visibleText((await browser.get(`/offers/${offerId}`)).text)).toContain("You can no longer accept it.");
    const refused = await decide(browser, offerId, { applicantStatus: "Accepted" });
    expect(refused.status).toBe(422);
    expect(refused.body.page?.errors).toEqual([{ path: "applicantStatus", message: "This offer can no longer be accepted or declined" }]);
    expect((await storedOffer(offerId)).applicantStatus).toBeUndefined();
  });

  it("is nobody else's to read or decide", async () => {
    const { offerId } = await signedIn("applicant4");
    const { browser: other } = await signedIn("applicant6");
    expect([403, 404]).toContain((await other.get(`/offers/${offerId}`)).status);
    const refused = await other.postJson(`/offers/${offerId}.data`, { data: { applicantStatus: "Declined" }, version: (await storedOffer(offerId))._version });
    expect([403, 404]).toContain(refused.status);
    expect((await storedOffer(offerId)).applicantStatus).toBeUndefined();
  });
});

describe("an offer's condition pages (issue 15 item 7)", () => {
  it("are linked from the offer, say what the condition asks, take documents for it, and show a rejected one with its reason", async () => {
    const { browser, offerId } = await signedIn("applicant3");
    const offerPage = await browser.get(`/offers/${offerId}`);
    expect(offerPage.text).toContain(`href="/offers/${offerId}/english-language-results"`);

    const page = await browser.get(`/offers/${offerId}/english-language-results`);
    expect(page.status).toBe(200);
    const text = visibleText(page.text);
    expect(titleOf(page.text)).toBe("English language results - CAS Shield");
    expect(text).toContain("IELTS for UKVI 6.5 overall");
    expect(text).toMatch(/Status\s*:\s*To do/);

    const form = new FormData();
    form.append("recordKind", "offers");
    form.append("recordId", offerId);
    form.append("documentType", "englishTest");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "ielts.pdf");
    const uploaded = await browser.post("/uploads", form);
    expect(uploaded.status).toBe(201);
    const stored = await server.services.repositories.uploads.find(TENANT, { recordId: offerId });
    expect(stored.map((upload) => [upload.recordKind, upload.documentType, upload.originalName])).toEqual([["offers", "englishTest", "ielts.pdf"]]);
    expect((await browser.get(`/offers/${offerId}/english-language-results`)).text).toContain("ielts.pdf");

    await testRecords(server.services).uploads.update(TENANT, stored[0]._id, { $set: { review: { status: "REJECTED", reason: "The score page is missing", at: "2026-11-22T10:00:00.000Z", by: "staff" } } });
    const after = await browser.get(`/offers/${offerId}/english-language-results`);
    expect(after.text).toMatch(/<s>ielts\.pdf<\/s>/);
    expect(visibleText(after.text)).toMatch(/Rejected\s*Reason for document rejection:\s*The score page is missing/);
  });

  it("take no documents for someone else's offer, and know no condition the offer does not have", async () => {
    const { offerId } = await signedIn("applicant3");
    const { browser: other } = await signedIn("applicant6");
    const form = new FormData();
    form.append("recordKind", "offers");
    form.append("recordId", offerId);
    form.append("documentType", "englishTest");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "mine.pdf");
    expect([403, 404]).toContain((await other.post("/uploads", form)).status);
    const { browser } = await signedIn("applicant3");
    expect((await browser.get(`/offers/${offerId}/photo-id`)).status).toBe(404);
  });
});
