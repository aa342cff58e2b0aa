// Offers the applicant sees are offers that were made (issue 40 item 3; decision 0048): an offer in
// Applied or Draft is neither listed nor found (page, letter, PDF, condition, decision); a rejected
// or withdrawn offer shows its outcome with the reason the university gives the applicant, never
// the letter; the letter (page and PDF) states its date, the student number, the course's dates,
// entry point, mode and campus; declining asks "Are you sure" first, without JavaScript, and the
// list shows the decline at once.
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainFormOf } from "../../support/html-form";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { testRecords } from "../../support/records";
import { startTestServer, type TestServer } from "../../support/test-server";

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
  return { browser, offerId: offer!._id, userId: user!._id };
}

const storedOffer = async (offerId: string) => (await server.services.repositories.offers.findById(TENANT, offerId))!;

/** The text a PDF draws: pdfkit's content streams inflated, each text run's hex glyphs read back as Latin-1. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...run[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1], "hex").toString("latin1")).join(""));
    }
  }
  return lines.join("\n");
}

describe("an offer not yet made (Applied, Draft)", () => {
  it.each(["applicant1", "applicant2"])("is not listed, and its page, letter, PDF, conditions and decision are not found (%s)", async (local) => {
    const { browser, offerId } = await signedIn(local);
    expect((await storedOffer(offerId)).status).toMatch(/^(Applied|Draft)$/);
    const list = await browser.get("/offers");
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(`/offers/${offerId}`);
    expect(visibleText(list.text)).toContain("You do not have an offer yet.");
    for (const path of [`/offers/${offerId}`, `/offers/${offerId}/letter.pdf`, `/offers/${offerId}/passport`, `/offers/${offerId}/decline`, `/offers/${offerId}/payment`, `/offers/${offerId}/payment/proof`]) {
      const answer = await browser.get(path);
      expect(answer.status, path).toBe(404);
      expect(visibleText(answer.text), path).not.toContain("We are delighted");
    }
    const decided = await browser.postJson(`/offers/${offerId}.data`, { data: { applicantStatus: "Accepted" }, version: (await storedOffer(offerId))._version });
    expect(decided.status).toBe(404);
    expect((await storedOffer(offerId)).applicantStatus).toBeUndefined();
  });

  it("is still open to staff, who are making it", async () => {
    const { offerId } = await signedIn("applicant2");
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect((await staff.get(`/offers/${offerId}`)).status).toBe(200);
  });
});

describe("a rejected or withdrawn offer", () => {
  it("shows the rejection in words with the reason the university gives, and no letter or invitation to accept", async () => {
    const { browser, offerId } = await signedIn("applicant6");
    const page = await browser.get(`/offers/${offerId}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Your application to study MSc Data Science was not successful - CAS Shield");
    const text = visibleText(page.text);
    expect(text).toContain("We are sorry, but we cannot offer you a place on MSc Data Science starting September 2027.");
    expect(text).toContain("The university's reason");
    expect(text).toContain("The course asks for a bachelor's degree in a related subject with at least a 2:1, and the qualifications you gave do not meet this.");
    for (const absent of ["We are delighted", "accept", "Accept", "Download your offer letter", "Entry criteria not met"]) expect(text).not.toContain(absent);
    expect((await browser.get(`/offers/${offerId}/letter.pdf`)).status).toBe(404);
    expect((await browser.get(`/offers/${offerId}/payment`)).status).toBe(404);
  });

  it("takes the reason for the applicant from staff's status change, apart from the internal note, and shows it on withdrawal", async () => {
    const { browser, offerId, userId } = await signedIn("applicant4");
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    const statusPage = await staff.get(`/students/${userId}/offers/${offerId}/status`);
    expect(statusPage.status).toBe(200);
    const change = { status: "Withdrawn", statusReason: "CourseClosure", statusApplicantReason: "The course will not run in September 2027.", statusInternalNote: "Programme board decision 14/11", notifyApplicant: false };
    const saved = await staff.postJson(`/students/${userId}/offers/${offerId}/status.data`, { data: change, version: (await storedOffer(offerId))._version });
    const body = saved.text ? ((await decodeRemixData(saved.text)) as { page?: { errors: unknown[] } }) : {};
    expect(body.page?.errors ?? []).toEqual([]);
    expect(await storedOffer(offerId)).toMatchObject({ status: "Withdrawn", statusApplicantReason: "The course will not run in September 2027.", statusInternalNote: "Programme board decision 14/11" });

    const text = visibleText((await browser.get(`/offers/${offerId}`)).text);
    expect(text).toContain("Your offer to study MSc Data Science has been withdrawn");
    expect(text).toContain("The university has withdrawn its offer of a place on MSc Data Science starting September 2027. You can no longer accept it.");
    expect(text).toContain("The course will not run in September 2027.");
    expect(text).not.toContain("Programme board decision");
    expect(text).not.toContain("Course closure");
    expect(text).not.toContain("We are delighted");
  });
});

describe("the offer letter", () => {
  it("states the letter's date, student number, course dates, entry point, mode and campus, on the page and in the PDF", async () => {
    const { browser, offerId } = await signedIn("applicant3");
    const offer = await storedOffer(offerId);
    await testRecords(server.services).applications.update(TENANT, String(offer.applicationId), { $set: { studentNo: "NBU2027-0042" } });
    await testRecords(server.services).offers.update(TENANT, offerId, {
      $set: { issueDate: "2026-11-20", courses: [{ courseId: "NBU-100", intakeId: "2027-09", entryPoint: "Year 1", startDate: "2027-09-20", endDate: "2028-09-15", fee: 1650000, feeTotal: 1650000 }] },
    });
    const text = visibleText((await browser.get(`/offers/${offerId}`)).text);
    expect(text).toMatch(/Date of this letter\s*20 November 2026/);
    expect(text).toMatch(/Student number\s*NBU2027-0042/);
    expect(text).toMatch(/Course start date\s*20 September 2027/);
    expect(text).toMatch(/Course end date\s*15 September 2028/);
    expect(text).toMatch(/Entry point\s*Year 1/);
    expect(text).toMatch(/Mode of study\s*Full-time/);
    expect(text).toMatch(/Where the course is taught\s*City Campus/);

    const pdf = await browser.download(`/offers/${offerId}/letter.pdf`);
    expect(pdf.status).toBe(200);
    const drawn = pdfText(pdf.bytes);
    for (const line of ["Date of this letter: 20 November 2026", "Student number: NBU2027-0042", "Course start date: 20 September 2027", "Course end date: 15 September 2028", "Entry point: Year 1", "Mode of study: Full-time", "Where the course is taught: City Campus"]) {
      expect(drawn).toContain(line);
    }
  });
});

describe("declining an offer", () => {
  it("asks 'Are you sure' first, without JavaScript, saying what it means; stores the decline only when confirmed; the list shows it at once", async () => {
    const { browser, offerId } = await signedIn("applicant3");
    const form = plainFormOf((await browser.get(`/offers/${offerId}`)).text);
    const chosen = await browser.post(`/offers/${offerId}`, form.post({ root_applicantStatus: "Declined" }));
    expect(chosen.status).toBe(302);
    expect(chosen.location).toBe(`/offers/${offerId}/decline`);
    expect((await storedOffer(offerId)).applicantStatus).toBeUndefined();

    const confirm = await browser.get(`/offers/${offerId}/decline`);
    expect(confirm.status).toBe(200);
    expect(titleOf(confirm.text)).toBe("Are you sure you want to decline this offer? - CAS Shield");
    expect(visibleText(confirm.text)).toContain("If you decline your offer to study MSc Data Science starting September 2027, you will not be able to accept it later.");
    expect(confirm.text).toContain(`href="/offers/${offerId}"`);

    const confirmForm = plainFormOf(confirm.text, `form[action="/offers/${offerId}"]`);
    expect(confirmForm.buttons.map((button) => button.text)).toEqual(["Yes, decline this offer"]);
    const declined = await browser.post(`/offers/${offerId}`, confirmForm.post());
    expect(declined.status).toBe(302);
    expect(declined.location).toBe(`/offers/${offerId}`);
    expect(await storedOffer(offerId)).toMatchObject({ applicantStatus: "Declined", applicantDecisionAt: "2026-11-22" });
    expect(visibleText((await browser.get(`/offers/${offerId}`)).text)).toContain("You declined this offer on 22 Nov 2026.");
    expect(visibleText((await browser.get("/offers")).text)).toContain("You declined this offer");
    expect((await browser.get(`/offers/${offerId}/decline`)).location).toBe(`/offers/${offerId}`);
  });

  it("is not asked of a completed offer, whose letter is still shown", async () => {
    const { browser, offerId } = await signedIn("applicant7");
    const page = await browser.get(`/offers/${offerId}`);
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("We are delighted");
    expect((await browser.get(`/offers/${offerId}/decline`)).location).toBe(`/offers/${offerId}`);
  });
});
