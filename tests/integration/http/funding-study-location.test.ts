// Where a student studies decides UK Visas and Immigration's living costs (issue 40 item 1;
// decision 0042). For each demo university a student saves the course step and the finance page
// over HTTP, and the funds the calculator shows and stores are compared with a sum worked out
// here by hand from the dated figures (for applications from 11 November 2025: £1,529 a month in
// London, £1,171 elsewhere, £845 and £680 for each dependant, at most 9 months). The course page
// shows where the course is taught and what that means; a course the university has not placed
// in or outside London gets no figures and says so, to the student and to staff.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { signedInSkippingMfa, TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
  funding?: { totalRemaining: number; totalToBeShown: number; studentLivingCost: { amount: number }; spouseLivingCost: { amount: number }; problems: string[] } | null;
  derived?: Record<string, unknown>;
}

// Worked out by hand: the course's first-year fee less the £9,000 deposit paid (above every demo
// university's minimum, Caledonia's being half the fee), plus 9 months of living costs.
const DEPOSIT = 9000;
const BY_HAND = {
  london: { student: 9 * 1529, dependant: 9 * 845 }, // £13,761 and £7,605
  elsewhere: { student: 9 * 1171, dependant: 9 * 680 }, // £10,539 and £6,120
};

const UNIVERSITIES = [
  { tenant: "thamesgate", course: "LLM International Commercial Law", fee: 16500, campus: "Southwark", where: "london" },
  { tenant: "northbridge", course: "MBA Global Business", fee: 18500, campus: "Riverside Campus", where: "elsewhere" },
  { tenant: "pennine", course: "MSc Nursing", fee: 17500, campus: "Hillside", where: "elsewhere" },
  { tenant: "caledonia", course: "MSc Marine Biology", fee: 16500, campus: "Old College", where: "elsewhere" },
  { tenant: "westhaven", course: "BA Marine Tourism", fee: 17500, campus: "Harbour Campus", where: "elsewhere" },
] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function studentOf(tenant: string) {
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student1", tenant));
  const student = (await server.services.repositories.students.findOne(tenant, { email: demoEmail("student1", tenant) }))!;
  const stored = async () => (await server.services.repositories.students.findById(tenant, student._id))!;
  const save = async (url: string, data: unknown, extra: Record<string, unknown> = {}) => {
    const answer = await browser.postJson(`${url}.data`, { data, version: (await stored())._version, ...extra });
    return { status: answer.status, body: answer.text ? ((await decodeRemixData(answer.text)) as PageAnswer) : {} };
  };
  return { browser, stored, save };
}

const courseAnswers = (course: string, fee = 16500) => ({ ...completeAnswers["course-details"], autoCourseName: course, courseFee: fee, courseFeeAfterScholarship: fee, startDate: "2027-09-20", endDate: "2028-09-19" });
const account = (completeAnswers["source-of-funds"].familySponsorship as Array<Record<string, unknown>>)[0];
const fundsAnswers = { ...completeAnswers["source-of-funds"], courseFeeDeposit: DEPOSIT, familySponsorship: [{ ...account, totalAmountInAccount: 60000 }] };

describe.each(UNIVERSITIES)("living costs at $tenant ($campus)", ({ tenant, course, fee, campus, where }) => {
  const feesToShow = fee - DEPOSIT;
  it("shows the course's campus on the course page and stores it, with whether it is in London", async () => {
    const { browser, stored, save } = await studentOf(tenant);
    const saved = await save("/checklist/course-details", { ...courseAnswers(course, fee), campus: "Somewhere I typed", innerLondon: where !== "london" });
    expect(saved.status).toBe(202);
    const section = ((await stored()).sections as Record<string, Record<string, unknown>>)["course-details"];
    expect(section).toMatchObject({ campus, innerLondon: where === "london" });
    const page = visibleText((await browser.get("/checklist/course-details")).text);
    expect(page).toContain("Where you will study");
    expect(page).toContain(where === "london" ? "You will study in London, so UK Visas and Immigration's living costs for London apply" : "You will study outside London");
  });

  it("asks for the living costs UK Visas and Immigration sets for where the course is taught, and stores them", async () => {
    const { browser, stored, save } = await studentOf(tenant);
    expect((await save("/checklist/course-details", courseAnswers(course, fee))).status).toBe(202);
    const refresh = await save("/checklist/source-of-funds", fundsAnswers, { intent: "refresh" });
    expect(refresh.status).toBe(200);
    expect(refresh.body.funding?.studentLivingCost.amount).toBe(BY_HAND[where].student);
    expect(refresh.body.funding?.totalToBeShown).toBe(feesToShow + BY_HAND[where].student);

    const saved = await save("/checklist/source-of-funds", fundsAnswers);
    expect(saved.status).toBe(202);
    const summary = (((await stored()).sections as Record<string, Record<string, unknown>>)["source-of-funds"].fundingSummary ?? {}) as Record<string, unknown>;
    expect(summary).toMatchObject({ totalToBeShown: feesToShow + BY_HAND[where].student, totalRemaining: 0, inLondon: where === "london", campus });

    const page = visibleText((await browser.get("/checklist/source-of-funds")).text);
    expect(page).toContain(
      where === "london"
        ? "You will study in London, so living costs are £1,529 a month for up to 9 months"
        : "You will study outside London, so living costs are £1,171 a month for up to 9 months",
    );
  });

  it("counts a travelling spouse at the dependant figure for where the course is taught", async () => {
    const { save } = await studentOf(tenant);
    await save("/checklist/course-details", courseAnswers(course, fee));
    const dependants = await save("/checklist/travellers-and-dependants", {
      hasDependants: true,
      isGovernmentSponsored: true,
      spouseTravelling: true,
      numberOfChildren: 0,
      dependants: [{ relationship: "Partner", givenName: "Chidi", familyName: "Okafor", dob: "1998-02-01" }],
      travellingWithOthers: false,
    });
    expect(dependants.status).toBe(202);
    const refresh = await save("/checklist/source-of-funds", fundsAnswers, { intent: "refresh" });
    expect(refresh.body.funding?.spouseLivingCost.amount).toBe(BY_HAND[where].dependant);
    expect(refresh.body.funding?.totalToBeShown).toBe(feesToShow + BY_HAND[where].student + BY_HAND[where].dependant);
  });
});

describe("a course the university has not placed", () => {
  it("works out no living costs, never the lower ones, and says so to the student and to staff", async () => {
    // Northbridge has two campuses: a course typed by hand has none, so where it is taught is not known.
    const { browser, stored, save } = await studentOf("northbridge");
    const { autoCourseName: _listed, ...typed } = courseAnswers("MSc Data Science");
    expect((await save("/checklist/course-details", { ...typed, isCourseNotListed: true, manualCourseName: "PhD Applied Mathematics" })).status).toBe(202);
    const section = ((await stored()).sections as Record<string, Record<string, unknown>>)["course-details"];
    expect(section.campus).toBeUndefined();
    expect(section.innerLondon).toBeUndefined();
    expect(visibleText((await browser.get("/checklist/course-details")).text)).toContain("The university has not yet said where this course is taught");

    const refresh = await save("/checklist/source-of-funds", fundsAnswers, { intent: "refresh" });
    expect(refresh.body.funding?.problems).toEqual(["checklist.funding.problem.campusNotKnown"]);
    expect(refresh.body.funding?.totalToBeShown).toBe(0);
    const refused = await save("/checklist/source-of-funds", fundsAnswers);
    expect(refused.status).toBe(422);
    expect(visibleText((await browser.get("/checklist/source-of-funds")).text)).toContain(
      "The university has not yet said where your course is taught, so your living costs cannot be worked out",
    );

    const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", "northbridge"));
    const student = await stored();
    const person = visibleText((await staff.get(`/students/${String(student.userId)}`)).text);
    expect(person).toContain("Where this course is taught is not set up, so the student's living costs are not worked out");
    await save("/checklist/course-details", courseAnswers("MSc Data Science"));
  });
});
