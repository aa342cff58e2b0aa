// The staff's side of an offer and the applicant's payment (issue 15 items 2-4, 8, 9), over HTTP
// against the real server on the embedded store: a Uni user assesses requirements, reviews
// documents, changes the offer's status (the configured transitions, the requirements that stop
// issuing it, the email) and reviews the payment; the applicant pays in pounds and pence; when
// the offer is unconditional, accepted and its deposit approved the person is handed over to the
// CAS pipeline. Bad bodies and stale versions change nothing. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxCollection } from "../../../server/messaging";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
});
afterAll(async () => {
  await server?.close();
});

type Errors = Array<{ path: string; message: string }>;

async function personOf(local: string) {
  const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
  const offer = (await server.services.repositories.offers.findOne(TENANT, { userId: user._id }))!;
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail(local, TENANT));
  return { userId: user._id, offerId: offer._id, browser, base: `/students/${user._id}/offers/${offer._id}` };
}

const storedOffer = async (offerId: string) => (await server.services.repositories.offers.findById(TENANT, offerId))!;

async function send(browser: TestBrowser, url: string, data: Record<string, unknown>, version: number) {
  const answer = await browser.postJson(`${url}.data`, { data, version });
  // A refused request (403/404) answers with an error page, not data.
  const refused = answer.status === 403 || answer.status === 404;
  const body = answer.text && !refused ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors }; conflict?: string }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [], conflict: body.conflict };
}

async function upload(browser: TestBrowser, offerId: string, documentType: string, name: string) {
  const form = new FormData();
  form.append("recordKind", "offers");
  form.append("recordId", offerId);
  form.append("documentType", documentType);
  form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), name);
  expect((await browser.post("/uploads", form)).status).toBe(201);
  return (await server.services.repositories.uploads.findOne(TENANT, { recordId: offerId, originalName: name }))!;
}

describe("making and editing an offer (issue 15 item 1)", () => {
  const details = {
    courseId: "NBU-101",
    intakeId: "2027-09",
    conditionType: "Conditional",
    fee: "16500.00",
    scholarships: [
      { name: "Merit award", type: "FIXED", amount: "2000" },
      { name: "Early bird", type: "PERCENTAGE", percentage: 10 },
    ],
    requirementTemplates: ["CV", "Passport"],
    customRequirements: [{ requirementText: "A reference from your employer" }],
    startText: "Congratulations on your offer.",
  };

  it("says what is missing, and what is wrong with a scholarship, storing nothing", async () => {
    const { userId } = await personOf("applicant1");
    const before = await server.services.repositories.offers.count(TENANT, { userId });
    expect((await staff.get(`/students/${userId}`)).text).toContain(`href="/students/${userId}/offers/new"`);
    const page = await staff.get(`/students/${userId}/offers/new`);
    expect(titleOf(page.text)).toBe("Offer details - CAS Shield");
    expect(visibleText(page.text)).toContain("MBA Global Business");
    const empty = await send(staff, `/students/${userId}/offers/new`, {}, 0);
    expect(empty.status).toBe(422);
    expect(empty.errors.map((error) => error.message)).toEqual([
      "Select the course",
      "Select the intake",
      "Select whether the offer is conditional or unconditional",
      "Enter the tuition fee",
      "Enter a start text or an end text",
    ]);
    const noAmount = await send(staff, `/students/${userId}/offers/new`, { ...details, fee: "16500.5", scholarships: [{ name: "Merit award", type: "FIXED" }] }, 0);
    expect(noAmount.errors).toEqual([
      { path: "fee", message: "Enter the tuition fee in pounds and pence, like 16500 or 16500.00" },
      { path: "scholarships.0.amount", message: "Enter the scholarship amount for ‘Merit award’" },
    ]);
    expect(await server.services.repositories.offers.count(TENANT, { userId })).toBe(before);
  });

  it("makes a draft offer with the course, fees in pence after scholarships, and the requirements chosen", async () => {
    const { userId } = await personOf("applicant1");
    expect((await send(staff, `/students/${userId}/offers/new`, details, 0)).status).toBe(202);
    const offer = (await server.services.repositories.offers.findOne(TENANT, { userId, courseId: "NBU-101" }))!;
    expect(offer).toMatchObject({ status: "Draft", courseName: "BSc Computer Science", intakeId: "2027-09", conditionType: "Conditional", feePence: 1650000, feeTotalPence: 1285000 });
    expect((offer.conditions as Array<Record<string, unknown>>).map((requirement) => [requirement.requirementId, requirement.requirementText, requirement.status])).toEqual([
      ["Passport", "Passport", "Assess"],
      ["CV", "CV", "Assess"],
      ["Custom1", "A reference from your employer", "Assess"],
    ]);
    expect((await server.services.repositories.auditLog.find(TENANT, { entityId: offer._id, action: "offer.create" })).length).toBe(1);
  });

  it("edits it: a requirement dropped goes, the others keep their assessment", async () => {
    const { userId } = await personOf("applicant1");
    const offer = (await server.services.repositories.offers.findOne(TENANT, { userId, courseId: "NBU-101" }))!;
    const base = `/students/${userId}/offers/${offer._id}`;
    expect(await send(staff, `${base}/requirements/Custom1`, { status: "Satisfied" }, offer._version)).toMatchObject({ status: 202 });
    const assessed = (await server.services.repositories.offers.findById(TENANT, offer._id))!;
    expect(visibleText((await staff.get(`${base}/edit`)).text)).toContain("Congratulations on your offer.");
    const bad = await send(staff, `${base}/edit`, { ...details, endDate: "2027-09-01", startDate: "2028-06-30" }, assessed._version);
    expect(bad.errors).toEqual([{ path: "endDate", message: "End date must be after start date" }]);
    expect((await server.services.repositories.offers.findById(TENANT, offer._id))!._version).toBe(assessed._version);
    const edited = await send(staff, `${base}/edit`, { ...details, requirementTemplates: ["Passport"] }, assessed._version);
    expect(edited.status).toBe(202);
    const after = (await server.services.repositories.offers.findById(TENANT, offer._id))!;
    expect((after.conditions as Array<Record<string, unknown>>).map((requirement) => [requirement.requirementId, requirement.status])).toEqual([
      ["Passport", "Assess"],
      ["Custom1", "Satisfied"],
    ]);
  });

  it("shows the applicant the letter with its fees, and gives it as a PDF", async () => {
    const { userId, browser } = await personOf("applicant1");
    const offer = (await server.services.repositories.offers.findOne(TENANT, { userId, courseId: "NBU-101" }))!;
    // Made in Draft, it is the applicant's to read only once issued (issue 40 item 3; decision 0048).
    expect((await browser.get(`/offers/${offer._id}`)).status).toBe(404);
    await testRecords(server.services).offers.update(TENANT, offer._id, { $set: { status: "Conditional" } });
    const page = visibleText((await browser.get(`/offers/${offer._id}`)).text);
    expect(page).toContain("Congratulations on your offer.");
    expect(page).toMatch(/Tuition fee\s*£\s*16,500\.00\s*Merit award\s*£\s*2,000\.00\s*Early bird\s*£\s*1,650\.00\s*Fee after scholarships\s*£\s*12,850\.00/);
    const pdf = await browser.get(`/offers/${offer._id}/letter.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    const { browser: other } = await personOf("applicant6");
    expect([403, 404]).toContain((await other.get(`/offers/${offer._id}/letter.pdf`)).status);
  });
});

describe("assessing an offer's requirements (001 §4)", () => {
  it("links each requirement from the person's record and opens its form", async () => {
    const { userId, base } = await personOf("applicant3");
    const record = await staff.get(`/students/${userId}`);
    expect(record.text).toContain(`href="${base}/requirements/Passport"`);
    expect(record.text).toContain(`href="${base}/status"`);
    const page = await staff.get(`${base}/requirements/Passport`);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Update requirement - CAS Shield");
    expect(visibleText(page.text)).toContain("Passport");
    expect((await staff.get(`${base}/requirements/NoSuchRequirement`)).status).toBe(404);
  });

  it("asks for a note to exempt, and for a reason to reset a condition; nothing is stored until it is right", async () => {
    const { offerId, base } = await personOf("applicant3");
    const before = await storedOffer(offerId);
    const exempt = await send(staff, `${base}/requirements/Passport`, { status: "Exempt" }, before._version);
    expect(exempt.status).toBe(422);
    expect(exempt.errors).toEqual([{ path: "noteText", message: "Please add a note giving the reason for the exemption" }]);
    const reset = await send(staff, `${base}/requirements/EnglishLanguageResults`, { status: "Assess" }, before._version);
    expect(reset.errors).toEqual([{ path: "noteText", message: "Please add a note explaining why the condition is being reset" }]);
    expect((await storedOffer(offerId)).conditions).toEqual(before.conditions);
  });

  it("stores an assessment on the requirement, audited; a stale one is refused and overwrites nothing", async () => {
    const { offerId, base } = await personOf("applicant3");
    const before = await storedOffer(offerId);
    const saved = await send(staff, `${base}/requirements/Passport`, { status: "Satisfied", noteText: "Passport seen" }, before._version);
    expect(saved.status).toBe(202);
    const after = await storedOffer(offerId);
    expect((after.conditions as Array<Record<string, unknown>>)[0]).toEqual({ requirementId: "Passport", requirementText: "Passport", status: "Satisfied", noteText: "Passport seen" });
    const audit = await server.services.repositories.auditLog.find(TENANT, { entityId: offerId, action: "requirement.update" });
    expect(audit).toHaveLength(1);

    const stale = await send(staff, `${base}/requirements/Passport`, { status: "NotSatisfied" }, before._version);
    expect(stale.status).toBe(409);
    expect(stale.conflict).toBeTruthy();
    expect(((await storedOffer(offerId)).conditions as Array<Record<string, unknown>>)[0].status).toBe("Satisfied");
  });

  it("is not the applicant's to do", async () => {
    const { offerId, base, browser } = await personOf("applicant3");
    const before = await storedOffer(offerId);
    expect([403, 404]).toContain((await browser.get(`${base}/requirements/Passport`)).status);
    expect([403, 404]).toContain((await send(browser, `${base}/requirements/Passport`, { status: "Satisfied" }, before._version)).status);
    expect((await storedOffer(offerId)).conditions).toEqual(before.conditions);
  });
});

describe("document verification mode (001 §4): Pennine verifies documents as conditions", () => {
  it("marks a requirement satisfied only once a document for it is approved", async () => {
    const pennine = new TestBrowser(server);
    await pennine.signIn(demoEmail("uni", "pennine"));
    const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("applicant3", "pennine")))!;
    const offer = (await server.services.repositories.offers.findOne("pennine", { userId: user._id }))!;
    const base = `/students/${user._id}/offers/${offer._id}`;
    const refused = await send(pennine, `${base}/requirements/Passport`, { status: "Satisfied" }, offer._version);
    expect(refused.errors).toEqual([{ path: "status", message: "Approve a document for this requirement before marking it as satisfied" }]);

    const applicant = new TestBrowser(server);
    await applicant.signIn(demoEmail("applicant3", "pennine"));
    const form = new FormData();
    form.append("recordKind", "offers");
    form.append("recordId", offer._id);
    form.append("documentType", "passport");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "passport.pdf");
    expect((await applicant.post("/uploads", form)).status).toBe(201);
    const document = (await server.services.repositories.uploads.findOne("pennine", { recordId: offer._id, originalName: "passport.pdf" }))!;
    expect((await send(pennine, `/students/${user._id}/documents/${document._id}`, { status: "APPROVED" }, document._version)).status).toBe(202);
    const satisfied = await send(pennine, `${base}/requirements/Passport`, { status: "Satisfied" }, offer._version);
    expect(satisfied.status).toBe(202);
    const stored = (await server.services.repositories.offers.findById("pennine", offer._id))!;
    expect((stored.conditions as Array<Record<string, unknown>>)[0].status).toBe("Satisfied");
  });
});

describe("reviewing a document (001 §4 Documents)", () => {
  it("rejects with a reason the applicant then reads on the condition's page, and approves", async () => {
    const { userId, offerId, browser } = await personOf("applicant3");
    const document = await upload(browser, offerId, "englishTest", "ielts-scores.pdf");
    const url = `/students/${userId}/documents/${document._id}`;
    expect((await staff.get(`/students/${userId}`)).text).toContain(`href="${url}"`);
    const noReason = await send(staff, url, { status: "REJECTED" }, document._version);
    expect(noReason.status).toBe(422);
    expect(noReason.errors).toEqual([{ path: "reason", message: "Enter the reason for rejecting the document" }]);
    expect((await server.services.repositories.uploads.findById(TENANT, document._id))!.review).toBeUndefined();

    expect((await send(staff, url, { status: "REJECTED", reason: "The test report number is not readable", userAccess: "STAFF_ONLY" }, document._version)).status).toBe(202);
    const reviewed = (await server.services.repositories.uploads.findById(TENANT, document._id))!;
    expect(reviewed.review).toMatchObject({ status: "REJECTED", reason: "The test report number is not readable" });
    expect(reviewed.userAccess).toBe("STAFF_ONLY");
    const condition = visibleText((await browser.get(`/offers/${offerId}/english-language-results`)).text);
    expect(condition).toMatch(/Rejected\s*Reason for document rejection:\s*The test report number is not readable/);
    expect(visibleText((await staff.get(`/students/${userId}`)).text)).toMatch(/Offer condition: English language results\s*Rejected[\s\S]*Reason: The test report number is not readable\s*File: ielts-scores\.pdf/);
  });

  it("keeps a STAFF_ONLY document from agents", async () => {
    const agent = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!;
    const offer = (await server.services.repositories.offers.findOne(TENANT, { agentId: agent._id }))!;
    const person = String(offer.userId);
    const base = { ownerId: person, recordKind: "offers" as const, recordId: offer._id, documentType: "cv", storageKey: "none", size: 1, mimeType: "application/pdf", status: "UPLOADED_OK" as const, uploadedBy: person, createdAt: "2026-11-22T09:00:00.000Z" };
    await testRecords(server.services).uploads.insert(TENANT, { ...base, originalName: "for-everyone.pdf" });
    await testRecords(server.services).uploads.insert(TENANT, { ...base, originalName: "university-only.pdf", userAccess: "STAFF_ONLY" });
    const agentBrowser = new TestBrowser(server);
    await agentBrowser.signIn(demoEmail("agent", TENANT));
    const asAgent = visibleText((await agentBrowser.get(`/students/${person}`)).text);
    expect(asAgent).toContain("for-everyone.pdf");
    expect(asAgent).not.toContain("university-only.pdf");
    const asStaff = visibleText((await staff.get(`/students/${person}`)).text);
    expect(asStaff).toContain("university-only.pdf");
  });

  it("is refused for a document of someone else", async () => {
    const { offerId, browser } = await personOf("applicant3");
    const document = await upload(browser, offerId, "englishTest", "another.pdf");
    const { userId: otherPerson } = await personOf("applicant4");
    expect((await staff.get(`/students/${otherPerson}/documents/${document._id}`)).status).toBe(404);
  });
});

describe("changing an offer's status (001 §4)", () => {
  it("refuses a status the offer may not move to", async () => {
    const { offerId, base } = await personOf("applicant5");
    const before = await storedOffer(offerId);
    const refused = await send(staff, `${base}/status`, { status: "Conditional", conditions: [{ requirementId: "Passport", requirementText: "Passport", status: "Condition", conditionText: "Your passport" }] }, before._version);
    expect(refused.status).toBe(422);
    expect(refused.errors).toEqual([{ path: "status", message: "A Withdrawn offer cannot be changed to Conditional. Choose another status" }]);
    expect((await storedOffer(offerId)).status).toBe("Withdrawn");
  });

  it("asks for a reason to reject, and does not issue an offer whose requirements are not satisfied", async () => {
    const { offerId, base } = await personOf("applicant2");
    const before = await storedOffer(offerId);
    expect((await send(staff, `${base}/status`, { status: "Rejected" }, before._version)).errors).toEqual([{ path: "statusReason", message: "Status Rejected requires status reason" }]);
    const conditions = [
      { requirementId: "Passport", requirementText: "Passport", status: "Assess" },
      { requirementId: "CV", requirementText: "CV", status: "Condition", conditionText: "An up-to-date CV" },
    ];
    const blocked = await send(staff, `${base}/status`, { status: "Unconditional", conditions }, before._version);
    expect(blocked.errors).toEqual([{ path: "status", message: "Offer cannot be issued as 2 requirement(s) is/are not satisfied" }]);
    expect((await storedOffer(offerId)).status).toBe("Draft");
  });

  it("issues the offer, records when, and emails the applicant when asked", async () => {
    const { offerId, base } = await personOf("applicant2");
    const before = await storedOffer(offerId);
    const conditions = [{ requirementId: "CV", requirementText: "CV", status: "Condition", conditionText: "An up-to-date CV" }];
    const saved = await send(staff, `${base}/status`, { status: "Conditional", conditions, statusInternalNote: "Strong application", notifyApplicant: true }, before._version);
    expect(saved.status).toBe(202);
    const offer = await storedOffer(offerId);
    expect(offer).toMatchObject({ status: "Conditional", conditions, statusInternalNote: "Strong application", issueDate: "2026-11-22", editedSinceIssue: false });
    const sent = await outboxCollection(server.services).find({ purpose: "offer-status", to: demoEmail("applicant2", TENANT) });
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("is now Conditional");
    const audit = await server.services.repositories.auditLog.find(TENANT, { entityId: offerId, action: "offer.status" });
    expect(audit[0].details).toMatchObject({ from: "Draft", to: "Conditional" });
  });
});

describe("paying (000 §3) and the hand-over to the CAS pipeline (issue 15 item 9)", () => {
  it("takes the deposit in pounds and pence, kept as integer pence; refuses what is not an amount", async () => {
    const { offerId, browser } = await personOf("applicant4");
    let offer = await storedOffer(offerId);
    expect((await browser.postJson(`/offers/${offerId}.data`, { data: { applicantStatus: "Accepted" }, version: offer._version })).status).toBe(202);
    expect(visibleText((await browser.get(`/offers/${offerId}`)).text)).toContain("Tell us how you will pay your deposit or fees");
    offer = await storedOffer(offerId);
    const page = await browser.get(`/offers/${offerId}/payment`);
    expect(titleOf(page.text)).toBe("Payment - CAS Shield");
    const bad = await send(browser, `/offers/${offerId}/payment`, { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000.5", paymentDate: "2026-11-20" } }, offer._version);
    expect(bad.errors).toEqual([{ path: "depositDetail.depositAmount", message: "Enter the amount in pounds and pence, like 5000 or 5000.50" }]);
    const slc = await send(browser, `/offers/${offerId}/payment`, { paymentMethod: "SLCFunding", slcDetail: { customerRefNumber: "1234567890", studentSupportNumber: "1234567890123" } }, offer._version);
    expect(slc.errors).toEqual([
      { path: "paymentMethod", message: "Only home student can apply for student loan company" },
      { path: "slcDetail.customerRefNumber", message: "Customer reference number must be exactly 11 digits" },
    ]);
    expect((await storedOffer(offerId)).depositPence).toBeUndefined();
    const good = await send(browser, `/offers/${offerId}/payment`, { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000.50", paymentDate: "2026-11-20" } }, offer._version);
    expect(good.status).toBe(202);
    expect((await storedOffer(offerId)).depositPence).toBe(500050);
  });

  it("takes the proof of payment; staff approve it and the person becomes a student at the configured stage", async () => {
    const { userId, offerId, browser, base } = await personOf("applicant4");
    const proof = await upload(browser, offerId, "proofOfPayment", "receipt.pdf");
    let offer = await storedOffer(offerId);
    const none = await send(browser, `/offers/${offerId}/payment/proof`, {}, offer._version);
    expect(none.errors).toEqual([{ path: "proofOfPayment.s3Keys", message: "Upload a file" }]);
    const saved = await send(browser, `/offers/${offerId}/payment/proof`, { proofOfPayment: { sKey: proof._id, s3Keys: [proof._id], linkText: "receipt.pdf" } }, offer._version);
    expect(saved.status).toBe(202);
    expect(await server.services.repositories.students.findOne(TENANT, { userId })).toBeNull();

    offer = await storedOffer(offerId);
    // The decision, the payment, the proof's upload and the proof page: news for the staff view until they act.
    const news = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(news).toContain("Applicant has provided new information");
    expect(news).toContain("4 new update(s) from applicant");
    const review = await staff.get(`${base}/payment`);
    expect(visibleText(review.text)).toContain("Review status");
    const unreviewed = await send(staff, `${base}/payment`, { statusInternalNote: "Looking" }, offer._version);
    expect(unreviewed.errors).toEqual([{ path: "status", message: "Select a review status" }]);
    const approved = await send(staff, `${base}/payment`, { status: "Approved", statusInternalNote: "Matched to bank statement" }, offer._version);
    expect(approved.status).toBe(202);
    expect((await storedOffer(offerId)).paymentStatus).toBe("Approved");
    expect(visibleText((await staff.get(`/students/${userId}`)).text)).not.toContain("new update(s) from applicant");

    const student = await server.services.repositories.students.findOne(TENANT, { userId });
    expect(student).toMatchObject({ stage: "Post-Deposit", offerId, intakeId: "2027-09" });
    expect((await server.services.repositories.users.findByIdForSession(userId))!.role).toBe("Student");
    const handover = await server.services.repositories.auditLog.find(TENANT, { action: "cas.handover", entityId: student!._id });
    expect(handover.map((entry) => entry.details?.reason)).toEqual(["The offer is unconditional, accepted and its deposit approved or exempt: the CAS student record was made at Post-Deposit"]);
    expect(visibleText((await browser.get(`/offers/${offerId}`)).text)).toMatch(/Payment status\s*:\s*Payment approved/);

    // The CAS pipeline lists them under Post-Deposit.
    const pipeline = await staff.get(`/cas?tab=post-deposit&search=${encodeURIComponent(demoEmail("applicant4", TENANT))}`);
    expect(pipeline.status).toBe(200);
    expect(titleOf(pipeline.text)).toBe("CAS pipeline - CAS Shield");
    expect(visibleText(pipeline.text)).toMatch(/Post-Deposit \(1\)/);
    expect(pipeline.text).toContain(`href="/students/${userId}"`);
  });
});
