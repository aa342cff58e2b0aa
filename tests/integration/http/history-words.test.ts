// A history that says why, in words (issue 39 History; decision 0056), over HTTP against the real
// server on the demo data: an officer's season on an agent's applicant (the offer issued with an
// internal note, accepted, its fee edited and accepted again, the applicant's coded answers, the
// condition document rejected with a reason then approved, the payment reviewed) and a CAS
// student moved with a reason. The officer's record page names every change in the
// configuration's words (old -> new) with every reason and note; the agent's page shows the
// applicant's progress but never a reason or an internal note; neither shows a code value, a
// field's key or JSON. "Today" is pinned (22 November 2026).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import type { EntityRecord, UploadRecord } from "../../../server/repositories";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { plainFormOf } from "../../support/html-form";
import { testRecords } from "../../support/records";
import { codeDetector, type CodeDetector } from "../../support/page-codes";
import { OFFER_CONDITIONS, OFFER_DETAILS, postPage } from "../../support/staff-offer";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const TODAY = "2026-11-22";
const INTERNAL_NOTE = "The agent confirmed the transcript by phone";
const REJECTION = "The CV is from 2019; upload one from this year";
const STAGE_REASON = "Deposit and documents checked by the CAS team";
// Record fields the history once spelled from their keys ("fee pence").
const FIELD_KEYS = ["feePence", "feeTotalPence", "depositPence", "applicantDecisionAt", "paymentStatus", "requirementId"];

let server: TestServer;
let config: PreparedConfig;
let detector: CodeDetector;
let staff: TestBrowser;
let applicant: TestBrowser;
let agent: TestBrowser;
let userId: string;
let offerId: string;
let base: string;
let student: EntityRecord;
let studentAgent: TestBrowser;

const storedOffer = async () => (await server.services.repositories.offers.findById(TENANT, offerId))!;
const send = async (browser: TestBrowser, url: string, data: Record<string, unknown>) => postPage(browser, url, data, (await storedOffer())._version);

/** The history section of a record page, as read. */
function historyOf(html: string): string {
  const start = html.indexOf('id="history-heading"');
  return start === -1 ? "" : visibleText(html.slice(start, html.indexOf("</section>", start)));
}

async function upload(browser: TestBrowser, documentType: string, name: string): Promise<UploadRecord> {
  const form = new FormData();
  form.append("recordKind", "offers");
  form.append("recordId", offerId);
  form.append("documentType", documentType);
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), name);
  expect((await browser.post("/uploads", form)).status).toBe(201);
  return (await server.services.repositories.uploads.findOne(TENANT, { recordId: offerId, originalName: name }))!;
}

async function review(document: UploadRecord, data: Record<string, unknown>) {
  const stored = (await server.services.repositories.uploads.findById(TENANT, document._id))!;
  return postPage(staff, `/students/${userId}/documents/${document._id}`, data, stored._version);
}

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date(`${TODAY}T10:00:00.000Z`));
  config = (await server.services.configs.current(TENANT)).prepared;
  detector = codeDetector(config);
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  // An agent's applicant whose offer is still a draft.
  const agentAccount = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!;
  const offer = (await server.services.repositories.offers.findOne(TENANT, { agentId: agentAccount._id, status: "Draft" }))!;
  offerId = offer._id;
  userId = String(offer.userId);
  base = `/students/${userId}/offers/${offerId}`;
  applicant = new TestBrowser(server);
  expect((await applicant.signIn((await server.services.repositories.users.findByIdForSession(userId))!.email)).status).toBe(302);
  agent = await signedInSkippingMfa(server, demoEmail("agent", TENANT));
  // A CAS student at Post-Deposit, given an agent (the demo's CAS students have none).
  const atPostDeposit = (await server.services.repositories.students.findOne(TENANT, { stage: "Post-Deposit" }))!;
  student = (await testRecords(server.services).students.update(TENANT, atPostDeposit._id, { $set: { agentId: agentAccount._id } }))!;
  studentAgent = agent;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("a season's work, as the history tells it", () => {
  it("is done through the pages: offer, acceptance, fee change, payment, documents, a stage move", async () => {
    expect((await send(staff, `${base}/edit`, OFFER_DETAILS)).status).toBe(202);
    expect(await send(staff, `${base}/status`, { status: "Conditional", conditions: OFFER_CONDITIONS, notifyApplicant: false, statusInternalNote: INTERNAL_NOTE })).toMatchObject({ status: 202, errors: [] });
    expect((await send(applicant, `/offers/${offerId}`, { applicantStatus: "Accepted" })).status).toBe(202);
    expect((await send(staff, `${base}/edit`, { ...OFFER_DETAILS, fee: "17000.00" })).status).toBe(202);
    const reaccept = plainFormOf((await applicant.get(`/offers/${offerId}`)).text, `form[action="/offers/${offerId}"]`);
    expect((await applicant.post(`/offers/${offerId}`, reaccept.post())).status).toBe(303);
    expect(await storedOffer()).toMatchObject({ acceptedVersion: 2, feePence: 1700000 });

    // The applicant's coded answers: how they pay, then the deposit itself (money and a date).
    expect(await send(applicant, `/offers/${offerId}/payment`, { paymentMethod: "Sponsorship", sponsorshipDetail: { sponsorType: "YourGovernment", sponsorName: "Ministry of Education", isSponsorOrgMultinational: false } })).toMatchObject({ status: 202, errors: [] });
    expect(await send(applicant, `/offers/${offerId}/payment`, { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000.50", paymentDate: "2026-11-20" } })).toMatchObject({ status: 202, errors: [] });
    const proof = await upload(applicant, "proofOfPayment", "bank-transfer.pdf");
    expect(await send(applicant, `/offers/${offerId}/payment/proof`, { proofOfPayment: { sKey: proof._id, s3Keys: [proof._id], linkText: "bank-transfer.pdf" } })).toMatchObject({ status: 202, errors: [] });
    expect(await send(staff, `${base}/payment`, { status: "Approved", statusInternalNote: "Matched the bank statement" })).toMatchObject({ status: 202, errors: [] });

    // The condition's document: rejected with a reason, then its replacement approved.
    const first = await upload(applicant, "cv", "cv-2019.pdf");
    expect(await review(first, { status: "REJECTED", reason: REJECTION })).toMatchObject({ status: 202, errors: [] });
    const second = await upload(applicant, "cv", "cv-2026.pdf");
    expect(await review(second, { status: "APPROVED" })).toMatchObject({ status: 202, errors: [] });

    const moved = await staff.postJson(`/students/${student.userId}/cas/stage.data`, { data: { stage: "Ready for CAS", reason: STAGE_REASON }, version: student._version });
    expect(moved.status).toBe(202);
  });

  it("tells the officer who did what, in words (old -> new), with every reason and internal note", async () => {
    const history = historyOf((await staff.get(`/students/${userId}`)).text);
    expect(history).toMatch(/Offer status changed from Draft to Conditional by Umar Staff/);
    expect(history).toContain(`Internal note: ${INTERNAL_NOTE}`);
    expect(history).toContain("Tuition fee: (empty) → £16,500.00");
    expect(history).toMatch(/Course: [A-Z][^→]+ → BSc Computer Science/);
    expect(history).toContain("Tuition fee: £16,500.00 → £17,000.00");
    expect(history).toContain("Changed offer accepted by the applicant: version 2");
    expect(history).toContain("Applicant decided on: (empty) → 22 November 2026");
    expect(history).toContain("How will you pay your deposit or fees?: (empty) → Sponsorship");
    expect(history).toContain("How will you pay your deposit or fees?: Sponsorship → Deposit");
    expect(history).toContain("Type of sponsor: (empty) → Your government");
    expect(history).toContain("Name of sponsor: Ministry of Education → (empty)");
    expect(history).toContain("Amount paid: (empty) → £5,000.50");
    expect(history).toContain("Date of payment: (empty) → 20 November 2026");
    expect(history).toContain("Review status: Review → Approved");
    expect(history).toContain("Internal note: (empty) → Matched the bank statement");
    expect(history).toContain("Offer condition: CV reviewed: Rejected");
    expect(history).toContain(`Reason: ${REJECTION}`);
    expect(history).toContain("Offer condition: CV reviewed: Approved");
    // Every entry has its own words: none falls back to the general one.
    expect(history).not.toContain("Record updated");
    expect(detector.codesIn(history, { json: true, fieldKeys: FIELD_KEYS })).toEqual([]);
    expect(history).not.toMatch(/sections\.|\bdemo-document\.pdf\b/);
  });

  it("tells the officer why a student moved stage, with the stages by their labels", async () => {
    const history = historyOf((await staff.get(`/students/${student.userId}`)).text);
    expect(history).toContain("Moved from Post-Deposit to Ready for CAS");
    expect(history).toContain(`Reason: ${STAGE_REASON}`);
    expect(detector.codesIn(history, { json: true, fieldKeys: FIELD_KEYS })).toEqual([]);
  });

  it("shows the agent the applicant's progress in words, but never a reason or an internal note", async () => {
    const answer = await agent.get(`/students/${userId}`);
    expect(answer.status).toBe(200);
    const history = historyOf(answer.text);
    expect(history).toMatch(/Offer status changed from Draft to Conditional/);
    expect(history).toContain("Amount paid: (empty) → £5,000.50");
    expect(history).not.toContain(INTERNAL_NOTE);
    expect(history).not.toContain("Matched the bank statement");
    expect(history).not.toContain(REJECTION);
    expect(history).not.toContain("Reason:");
    expect(history).not.toContain("Internal note");
    expect(detector.codesIn(history, { json: true, fieldKeys: FIELD_KEYS })).toEqual([]);

    const moved = historyOf((await studentAgent.get(`/students/${student.userId}`)).text);
    expect(moved).toContain("Moved from Post-Deposit to Ready for CAS");
    expect(moved).not.toContain(STAGE_REASON);
    expect(moved).not.toContain("Reason:");
  });

  it("has words for every action written to the records' history", async () => {
    const entries = await server.services.repositories.auditLog.find(TENANT, { entity: { $in: ["applications", "offers", "students"] } });
    const actions = [...new Set(entries.map((entry) => entry.action))].filter((action) => action !== "automation.change" && !action.startsWith("test."));
    expect(actions).toContain("document.review");
    expect(actions.filter((action) => config.messages[`audit.action.${action}`] === undefined)).toEqual([]);
  });
});
