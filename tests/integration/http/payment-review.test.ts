// The staff's Review payment page shows what the applicant submitted (issue 39; decision 0047),
// over HTTP against the real server on the embedded store: an officer makes and issues an offer
// to a home student, who accepts it; "Confirm your payment" is then due. The applicant pays by
// deposit and uploads the proof: the offer's payment status becomes Review and the reminder is no
// longer planned nor sent; the officer reads the method in words, the amount, the date and a link
// that opens the proof in the document viewer. When the applicant says a student loan pays
// instead, the officer reads its reference numbers and "Student Loans Company funding", never the
// code. An approved payment stays approved when the applicant gives a proof again.
// "Today" is pinned (22 November 2026).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personReminders } from "../../../server/reminders/person-reminders";
import { sweepTenant } from "../../../server/reminders/sweep";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { OFFER_CONDITIONS, OFFER_DETAILS, postPage } from "../../support/staff-offer";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const TODAY = "2026-11-22";
const CONFIRM_PAYMENT = "Confirm your payment (deposit, sponsorship or student loan)";
let server: TestServer;
let staff: TestBrowser;
let applicant: TestBrowser;
let userId: string;
let offerId: string;
let base: string;

const details = OFFER_DETAILS;
const conditions = OFFER_CONDITIONS;

const storedOffer = async () => (await server.services.repositories.offers.findById(TENANT, offerId))!;

const send = async (browser: TestBrowser, url: string, data: Record<string, unknown>) => postPage(browser, url, data, offerId ? (await storedOffer())._version : 0);

/** The reminders the planner has next for the applicant, as staff see them on the record. */
async function plannedReminders(): Promise<string[]> {
  const config = (await server.services.configs.current(TENANT)).prepared;
  return (await personReminders(server.services, config, TENANT, userId, TODAY)).next.map((reminder) => `${reminder.date} ${reminder.which}`);
}

/** The submitted payment's part of the staff's page, as read. */
function submittedOf(html: string): string {
  const start = html.indexOf('id="payment-submitted-heading"');
  return start === -1 ? "" : visibleText(html.slice(start, html.indexOf("</section>", start)));
}

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date(`${TODAY}T10:00:00.000Z`));
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  applicant = new TestBrowser(server);
  // A home student: a student loan is open to them.
  await applicant.signIn(demoEmail("applicant4", TENANT));
  userId = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("applicant4", TENANT)))!._id;
  const before = new Set((await server.services.repositories.offers.find(TENANT, { userId })).map((offer) => offer._id));
  expect((await send(staff, `/students/${userId}/offers/new`, details)).status).toBe(202);
  offerId = (await server.services.repositories.offers.find(TENANT, { userId })).find((offer) => !before.has(offer._id))!._id;
  base = `/students/${userId}/offers/${offerId}`;
  expect(await send(staff, `${base}/status`, { status: "Conditional", conditions, notifyApplicant: false })).toMatchObject({ status: 202, errors: [] });
  expect((await send(applicant, `/offers/${offerId}`, { applicantStatus: "Accepted" })).status).toBe(202);
});
afterAll(async () => {
  await server?.close();
});

describe("a payment the applicant submits, as staff review it", () => {
  let proof: { _id: string };

  it("asks the applicant to confirm their payment once they accept, and tells staff nothing is submitted yet", async () => {
    expect(await plannedReminders()).toContain(`2026-11-24 ${CONFIRM_PAYMENT}`);
    const page = await staff.get(`${base}/payment`);
    expect(page.status).toBe(200);
    expect(submittedOf(page.text)).toContain("The applicant has not told you how they will pay yet.");
    expect(submittedOf(page.text)).toContain("The applicant has not uploaded a proof of payment yet.");
  });

  it("puts the payment up for review when the proof is given, which stops Confirm your payment", async () => {
    // The applicant chooses among methods in words too.
    const choices = visibleText((await applicant.get(`/offers/${offerId}/payment`)).text);
    expect(choices).toMatch(/Deposit\s*Sponsorship\s*Student Loans Company funding/);
    expect(choices).not.toContain("SLCFunding");
    expect(await send(applicant, `/offers/${offerId}/payment`, { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000.50", paymentDate: "2026-11-20" } })).toMatchObject({ status: 202, errors: [] });
    // Saying how they pay is not yet the payment: the proof is to come.
    expect((await storedOffer()).paymentStatus).toBeUndefined();
    expect(await plannedReminders()).toContain(`2026-11-24 ${CONFIRM_PAYMENT}`);

    const form = new FormData();
    form.append("recordKind", "offers");
    form.append("recordId", offerId);
    form.append("documentType", "proofOfPayment");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "bank-transfer.pdf");
    expect((await applicant.post("/uploads", form)).status).toBe(201);
    proof = (await server.services.repositories.uploads.findOne(TENANT, { recordId: offerId, originalName: "bank-transfer.pdf" }))!;
    const saved = await send(applicant, `/offers/${offerId}/payment/proof`, { proofOfPayment: { sKey: proof._id, s3Keys: [proof._id], linkText: "bank-transfer.pdf" } });
    expect(saved).toMatchObject({ status: 202, errors: [] });

    expect((await storedOffer()).paymentStatus).toBe("Review");
    expect((await plannedReminders()).join("\n")).not.toContain(CONFIRM_PAYMENT);
    // The day it would have been due, the sweep sends no such reminder for this offer.
    server.setNow(new Date("2026-11-24T10:00:00.000Z"));
    await sweepTenant(server.services, TENANT, server.now());
    server.setNow(new Date(`${TODAY}T10:00:00.000Z`));
    expect(await server.services.repositories.reminders.count(TENANT, { recordId: offerId, key: "confirmPayment" })).toBe(0);
  });

  it("shows staff the method in words, the amount, the date and the proof to view", async () => {
    const page = await staff.get(`${base}/payment`);
    const submitted = submittedOf(page.text);
    expect(submitted).toContain("What the applicant submitted");
    expect(submitted).toMatch(/Payment method\s*Deposit/);
    expect(submitted).toMatch(/Amount paid\s*£5,000\.50/);
    expect(submitted).toMatch(/Date of payment\s*20 Nov 2026/);
    expect(submitted).toContain("View bank-transfer.pdf");
    // The review form starts at the status the payment has now.
    expect(page.text).toMatch(/<option[^>]*value="Review"[^>]*selected|<option[^>]*selected[^>]*value="Review"/);
    const viewer = `/uploads/${proof._id}/view`;
    expect(page.text).toContain(`href="${viewer}"`);
    const opened = await staff.get(viewer);
    expect(opened.status).toBe(200);
    expect(visibleText(opened.text)).toContain("bank-transfer.pdf");
  });

  it("shows a student loan's reference numbers, and the method in words, never its code", async () => {
    const slc = { paymentMethod: "SLCFunding", slcDetail: { customerRefNumber: "12345678901", studentSupportNumber: "1234567890123" } };
    expect(await send(applicant, `/offers/${offerId}/payment`, slc)).toMatchObject({ status: 202, errors: [] });
    const page = await staff.get(`${base}/payment`);
    const submitted = submittedOf(page.text);
    expect(submitted).toMatch(/Payment method\s*Student Loans Company funding/);
    expect(submitted).toMatch(/Customer reference number\s*12345678901/);
    expect(submitted).toMatch(/Student support number\s*1234567890123/);
    expect(submitted).not.toContain("Amount paid");
    expect(visibleText(page.text)).not.toContain("SLCFunding");
  });

  it("keeps an approved payment approved when the applicant gives the proof again", async () => {
    expect((await send(staff, `${base}/payment`, { status: "Approved" })).status).toBe(202);
    expect((await storedOffer()).paymentStatus).toBe("Approved");
    // The applicant's offer page says so at once, and "Confirm your payment" stays stopped (issue 40 item 12).
    expect(visibleText((await applicant.get(`/offers/${offerId}`)).text)).toMatch(/Payment status ?: Payment approved/);
    expect((await plannedReminders()).join("\n")).not.toContain(CONFIRM_PAYMENT);
    const again = await send(applicant, `/offers/${offerId}/payment/proof`, { proofOfPayment: { sKey: proof._id, s3Keys: [proof._id], linkText: "bank-transfer.pdf" } });
    expect(again.status).toBe(202);
    expect((await storedOffer()).paymentStatus).toBe("Approved");
  });
});
