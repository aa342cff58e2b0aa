// Student-visa compliance over HTTP (issue 13): what a student meets on the checklist pages and
// the summary when dates are impossible, a passport has expired, the deposit falls short of the
// university's one rule, or the Student route does not allow what they ask for. "Today" is
// pinned to 22 November 2026 by the test server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
  notices?: Array<{ path: string; message: string }>;
  funding?: { totalRemaining: number; totalToBeShown: number; problems?: string[] } | null;
}

const TENANT = "northbridge";
let server: TestServer;
let browser: TestBrowser;
let studentId: string;

const answers = completeAnswers;
const checklistAnswers = Object.fromEntries(Object.entries(answers).filter(([form]) => !form.startsWith("questionnaire-")));

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student1", TENANT));
  studentId = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student1", TENANT) }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => (await server.services.repositories.students.findById(TENANT, studentId))!;

/** The whole checklist as the fixture has it, with some pages replaced: as if saved before today's rules. */
async function storeChecklist(changes: Record<string, Record<string, unknown>> = {}) {
  await testRecords(server.services).students.update(TENANT, studentId, { $set: { sections: { ...checklistAnswers, ...changes } } });
}

async function save(form: string, data: unknown, extra: Record<string, unknown> = {}) {
  const answer = await browser.postJson(`/checklist/${form}.data`, { data, version: (await stored())._version, ...extra });
  return { ...answer, body: answer.text ? ((await decodeRemixData(answer.text)) as PageAnswer) : {} };
}

const errorsOf = (body: PageAnswer) => (body.page?.errors ?? []).map((error) => error.message);
const summaryText = async () => visibleText((await browser.get("/checklist/summary")).text);

beforeEach(async () => {
  await storeChecklist();
});

describe("course dates in order (item 1)", () => {
  it("the checklist as the fixture has it is complete: the baseline for what follows", async () => {
    expect(await summaryText()).toContain("CAS Checklist Complete");
    expect(visibleText((await browser.get("/checklist/source-of-funds")).text)).toContain("Remaining amount to prove");
  });

  it("refuses a course that ends before, or on the day, it starts", async () => {
    for (const endDate of ["2026-12-31", "2027-01-11"]) {
      const { status, body } = await save("course-details", { ...answers["course-details"], startDate: "2027-01-11", endDate });
      expect(status).toBe(422);
      expect(body.page?.errors).toContainEqual({ path: "endDate", message: "Course end date must be after the course start date" });
    }
  });

  it("with impossible course dates the calculator shows no £0 but what to fix, and the funding page is not complete", async () => {
    await storeChecklist({ "course-details": { ...answers["course-details"], startDate: "2027-01-11", endDate: "2026-06-30" } });
    const page = visibleText((await browser.get("/checklist/source-of-funds")).text);
    expect(page).toContain("Change your course dates on the Course Details page: the course end date must be after the course start date");
    expect(page).not.toContain("Remaining amount to prove");

    const { status, body } = await save("source-of-funds", answers["source-of-funds"]);
    expect(status).toBe(422);
    expect(errorsOf(body)).toContain("Change your course dates on the Course Details page: the course end date must be after the course start date");
    expect(body.funding?.totalToBeShown).toBe(0);
    expect(await summaryText()).toContain("CAS Checklist Incomplete");
  });
});

const PASSPORT_WARNING = "A passport expiring within 6 months of course start triggers a later request for a new copy.";

describe("a passport valid on the day (item 2)", () => {
  const passport = (passportExpiryDate: string) => ({ ...answers["passport-details"], passportExpiryDate });

  it("refuses 'I have a valid passport' with an expiry date in the past, and a checklist holding one is not complete", async () => {
    const { status, body } = await save("passport-details", passport("2026-11-21"));
    expect(status).toBe(422);
    expect(body.page?.errors).toContainEqual({ path: "passportExpiryDate", message: "Passport expiry date must be today or in the future" });
    await storeChecklist({ "passport-details": passport("2026-11-21") });
    expect(await summaryText()).toContain("CAS Checklist Incomplete");
  });

  it("warns, in the spec's words, about a passport expiring before the course ends, and still saves it", async () => {
    const { status, body } = await save("passport-details", passport("2027-12-31"), { intent: "refresh" });
    expect(status).toBe(200);
    expect(body.notices?.map((notice) => notice.message)).toEqual([PASSPORT_WARNING]);
    expect((await save("passport-details", passport("2027-12-31"))).status).toBe(202);
    expect(visibleText((await browser.get("/checklist/passport-details")).text)).toContain(PASSPORT_WARNING);
    expect(await summaryText()).toContain("CAS Checklist Complete");
  });

  it("gives no warning for a passport valid beyond the course", async () => {
    expect(visibleText((await browser.get("/checklist/passport-details")).text)).not.toContain(PASSPORT_WARNING);
  });

  it("on the application's identity page: an expired passport is refused, one expiring within 6 months of the intake is warned about", async () => {
    const applicant = new TestBrowser(server);
    await applicant.signIn(demoEmail("applicant1", TENANT));
    const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) }))!;
    const identity = (dateOfExpiry: string) => ({
      title: "Ms",
      givenName: "Amara",
      familyName: "Okafor",
      idType: "Passport",
      passport: { passportNo: "A12345678", dateOfIssue: "2022-01-10", dateOfExpiry, passportIssuingAuthority: "Nigeria Immigration Service" },
      hasOtherName: false,
    });
    const post = async (data: unknown, extra: Record<string, unknown> = {}) => {
      const answer = await applicant.postJson(`/applications/${application._id}/identity.data`, { data, version: application._version, ...extra });
      return (await decodeRemixData(answer.text)) as PageAnswer;
    };
    const expired = await post(identity("2025-01-09"));
    expect(expired.page?.errors).toContainEqual({ path: "passport.dateOfExpiry", message: "Date of expiry must be today or in the future" });
    // applicant1 starts in September 2027: a passport ending in February 2028 is within 6 months.
    const soon = await post(identity("2028-02-28"), { intent: "refresh" });
    expect(soon.notices?.map((notice) => notice.message)).toEqual([PASSPORT_WARNING]);
    const later = await post(identity("2032-01-09"), { intent: "refresh" });
    expect(later.notices).toEqual([]);
  });
});

describe("one deposit rule, asked once (item 3)", () => {
  it("the course step no longer asks for a deposit; the finance page does, with the university's rule in its hint", async () => {
    const course = visibleText((await browser.get("/checklist/course-details")).text);
    expect(course).not.toContain("Deposit you have paid towards this fee");
    expect(course).not.toContain("minimum deposit");
    const finance = visibleText((await browser.get("/checklist/source-of-funds")).text);
    expect(finance).toContain("The minimum deposit is £3,000. A CAS cannot be issued until it is met.");
    const { status, body } = await save("source-of-funds", { ...answers["source-of-funds"], courseFeeDeposit: 2999 });
    expect(status).toBe(422);
    expect(errorsOf(body)).toContain("The minimum course fee deposit is £3,000. A CAS cannot be issued until it is met.");
  });

  it("a university whose rule is 50% of the first-year fee checks that, and only that, on the finance page", async () => {
    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student1", "caledonia"));
    const record = (await server.services.repositories.students.findOne("caledonia", { email: demoEmail("student1", "caledonia") }))!;
    const course = { ...answers["course-details"], autoCourseName: "MSc Marine Biology", courseFee: 16500 };
    await testRecords(server.services).students.update("caledonia", record._id, { $set: { sections: { ...checklistAnswers, "course-details": course } } });
    const version = (await server.services.repositories.students.findById("caledonia", record._id))!._version;
    const submit = (courseFeeDeposit: number) => student.postJson("/checklist/source-of-funds.data", { data: { ...answers["source-of-funds"], courseFeeDeposit }, version });
    expect(visibleText((await student.get("/checklist/source-of-funds")).text)).toContain("The minimum deposit is 50% of your first-year tuition fee. A CAS cannot be issued until it is met.");
    const short = await submit(5000);
    expect(short.status).toBe(422);
    expect(errorsOf((await decodeRemixData(short.text)) as PageAnswer)).toContain(
      "The minimum course fee deposit is 50% of your first-year tuition fee, £8,250. A CAS cannot be issued until it is met.",
    );
    // Half of £16,500: enough here, although far above the default £3,000.
    expect((await submit(8250)).status).toBe(202);
  });
});

describe("what the Student route allows (item 4)", () => {
  const spouse = {
    hasDependants: true,
    spouseTravelling: true,
    numberOfChildren: 0,
    dependants: [{ relationship: "Partner", givenName: "Chidi", familyName: "Okafor", dob: "1998-02-01" }],
    travellingWithOthers: false,
  };

  it("a master's student starting in 2027 is asked about government sponsorship, and refused dependants without it", async () => {
    const asked = await save("travellers-and-dependants", spouse);
    expect(asked.status).toBe(422);
    expect(asked.body.page?.errors).toContainEqual({ path: "isGovernmentSponsored", message: "Select the answer to ‘Is a government or an international scholarship agency paying both your course fees and your living costs?’" });
    const refused = await save("travellers-and-dependants", { ...spouse, isGovernmentSponsored: false });
    expect(refused.status).toBe(422);
    expect(refused.body.page?.errors).toContainEqual({ path: "hasDependants", message: "Select no – you cannot bring dependants on a Student visa for this course" });
    expect((await save("travellers-and-dependants", { ...spouse, isGovernmentSponsored: true })).status).toBe(202);
  });

  it("a research student may bring dependants without being asked about sponsorship", async () => {
    await storeChecklist({ "course-details": { ...answers["course-details"], courseLevel: "Research", endDate: "2030-01-10" } });
    const page = visibleText((await browser.get("/checklist/travellers-and-dependants")).text);
    expect(page).toContain("On a Student visa you can only bring them if you study a postgraduate research course");
    expect((await save("travellers-and-dependants", spouse)).status).toBe(202);
  });

  it("dependants saved before the rule leave the checklist incomplete", async () => {
    await storeChecklist({ "travellers-and-dependants": { ...spouse, isGovernmentSponsored: false } });
    expect(await summaryText()).toContain("CAS Checklist Incomplete");
  });

  it("an international applicant cannot choose part-time undergraduate or distance-learning study; a home applicant can", async () => {
    // Northbridge has a course at each of these levels and modes (NBU-103 part-time undergraduate, NBU-104 distance learning).
    const courseFor: Record<string, string> = { "Undergraduate Part-time": "NBU-103", "Postgraduate Distance-learning": "NBU-104", "Postgraduate Part-time": "NBU-102" };
    const choose = async (local: string, intendedLevelOfStudy: string, mode: string) => {
      const applicant = new TestBrowser(server);
      await applicant.signIn(demoEmail(local, TENANT));
      const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail(local, TENANT) }))!;
      const data = { programmeChoices: [{ intakeId: "2027-09", intendedLevelOfStudy, mode, courseId: courseFor[`${intendedLevelOfStudy} ${mode}`] }] };
      const answer = await applicant.postJson("/your-information/programme-choices.data", { data, version: application._version });
      return { status: answer.status, errors: answer.status === 422 ? errorsOf((await decodeRemixData(answer.text)) as PageAnswer) : [] };
    };
    // applicant1 pays overseas fees; applicant4 home fees (the demo cast).
    expect(await choose("applicant1", "Undergraduate", "Part-time")).toEqual({
      status: 422,
      errors: ["Select full-time study – on a Student visa you can only study part-time on a postgraduate course"],
    });
    expect(await choose("applicant1", "Postgraduate", "Distance-learning")).toEqual({
      status: 422,
      errors: ["Select another study mode – you cannot study by distance learning on a Student visa"],
    });
    expect((await choose("applicant1", "Postgraduate", "Part-time")).status).toBe(202);
    expect((await choose("applicant4", "Undergraduate", "Part-time")).status).toBe(202);
  });
});
