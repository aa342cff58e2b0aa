// The checks the checklist makes (issue 40 item 2; decision 0043), posted over HTTP as the page
// posts them: a visa refusal date in the future, a course fee that is not the course's, an
// English test score that is not a score of that test, a funding story that contradicts itself
// and an amount with pence are each refused with their message and nothing is stored; the right
// answer is stored. Every check is the university's configuration (rules and settings), run by
// the one rule evaluator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
}

const TENANT = "northbridge";
let server: TestServer;
let browser: TestBrowser;
let studentId: string;

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
const sectionOf = async (form: string) => ((await stored()).sections as Record<string, Record<string, unknown>> | undefined)?.[form];

async function save(form: string, data: unknown) {
  const answer = await browser.postJson(`/checklist/${form}.data`, { data, version: (await stored())._version });
  const body = answer.text ? ((await decodeRemixData(answer.text)) as PageAnswer) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

/** Refused with `message` at `path`, and what was stored before is still what is stored. */
async function expectRefused(form: string, data: unknown, path: string, message: string) {
  const before = await sectionOf(form);
  const answer = await save(form, data);
  expect(answer.status).toBe(422);
  expect(answer.errors).toContainEqual({ path, message });
  expect(await sectionOf(form)).toEqual(before);
}

describe("a visa refusal date (002 §5.4)", () => {
  const page = "prior-travel-and-refusals";
  const base = completeAnswers[page];

  it("is refused in the future, for a UK and a non-UK refusal, with the specification's message", async () => {
    await expectRefused(page, { ...base, hasUKVisaRefusal: true, ukVisaRefusals: [{ refusalDate: "2027-03-01", hasVisaRefusalDoc: true }] }, "ukVisaRefusals.0.refusalDate", "Date must be valid and in the past");
    await expectRefused(
      page,
      { ...base, hasNonUKVisaRefusal: true, nonUkVisaRefusals: [{ country: "Canada", refusal: { refusalDate: "2026-11-23", hasVisaRefusalDoc: true } }] },
      "nonUkVisaRefusals.0.refusal.refusalDate",
      "Date must be valid and in the past",
    );
  });

  it("is stored in the past, today included", async () => {
    const data = { ...base, hasUKVisaRefusal: true, ukVisaRefusals: [{ refusalDate: "2026-11-22", hasVisaRefusalDoc: true }] };
    expect((await save(page, data)).status).toBe(202);
    expect(await sectionOf(page)).toMatchObject({ ukVisaRefusals: [{ refusalDate: "2026-11-22" }] });
  });
});

describe("the course fee", () => {
  const page = "course-details";
  const base = completeAnswers[page];

  it("is refused when it is not the fee of the course chosen, and says the course's fee", async () => {
    await expectRefused(page, { ...base, courseFee: 1 }, "courseFee", "Enter the tuition fee for the first year shown on your offer letter: the fee for MSc Data Science is £16,500. Enter any scholarship or discount separately");
    await expectRefused(page, { ...base, courseFee: 16501 }, "courseFee", "Enter the tuition fee for the first year shown on your offer letter: the fee for MSc Data Science is £16,500. Enter any scholarship or discount separately");
  });

  it("is refused in words with pence, never read as more pounds", async () => {
    await expectRefused(page, { ...base, courseFee: 16500.5 }, "courseFee", "Enter tuition fee for the first year in whole pounds, without pence, for example 18500");
    await expectRefused(page, { ...base, courseFee: "18500.50" }, "courseFee", "Enter tuition fee for the first year in whole pounds, without pence, for example 18500");
  });

  it("is stored when it is the course's fee, and not checked for a course typed by hand", async () => {
    expect((await save(page, { ...base, courseFee: 16500 })).status).toBe(202);
    expect((await sectionOf(page))?.courseFee).toBe(16500);
    const { autoCourseName: _listed, ...typed } = base;
    expect((await save(page, { ...typed, isCourseNotListed: true, manualCourseName: "PhD Applied Mathematics", courseFee: 12000 })).status).toBe(202);
    expect((await sectionOf(page))?.courseFee).toBe(12000);
    expect((await save(page, base)).status).toBe(202);
  });
});

describe("an English test score", () => {
  const page = "english-test";
  const base = completeAnswers[page];

  it("is refused when it is not a number in the test's range, or not in the test's steps", async () => {
    const range = "Enter your overall score as a number from 0 to 9, as shown on your IELTS for UKVI results";
    await expectRefused(page, { ...base, englishTestScore: "six point five" }, "englishTestScore", range);
    await expectRefused(page, { ...base, englishTestScore: "9.5" }, "englishTestScore", range);
    await expectRefused(page, { ...base, englishTestScore: "6.3" }, "englishTestScore", "Enter your overall score in steps of 0.5, as shown on your IELTS for UKVI results");
    await expectRefused(page, { ...base, englishTestProvider: "PTE Academic", englishTestScore: "95" }, "englishTestScore", "Enter your overall score as a number from 10 to 90, as shown on your PTE Academic results");
  });

  it("is stored when it is one, and a graded test's result is not read as a number", async () => {
    expect((await save(page, { ...base, englishTestScore: "6.5" })).status).toBe(202);
    expect((await sectionOf(page))?.englishTestScore).toBe("6.5");
    expect((await save(page, { ...base, englishTestProvider: "Trinity ISE", englishTestScore: "Merit" })).status).toBe(202);
    expect((await sectionOf(page))?.englishTestScore).toBe("Merit");
    expect((await save(page, base)).status).toBe(202);
  });
});

describe("a funding story", () => {
  const governmentSponsored = {
    hasDependants: true,
    isGovernmentSponsored: true,
    spouseTravelling: true,
    numberOfChildren: 0,
    dependants: [{ relationship: "Partner", givenName: "Chidi", familyName: "Okafor", dob: "1998-02-01" }],
    travellingWithOthers: false,
  };
  const funds = completeAnswers["source-of-funds"];
  const contradiction =
    "You told us a government or an international scholarship agency is paying both your course fees and your living costs. Add that sponsor under Company or Government Sponsorship as covering your course fees and living costs in full, with no other sponsor paying only your course fees, or change your answer on the Travellers and Dependants page";
  const company = { scholarshipName: "Acme Industries", sponsorshipCovers: ["MSc Data Science"], coverType: "CourseFees", courseFundType: "Percentage", courseFundPercentage: 45 };
  const government = { scholarshipName: "Federal Scholarship Board", sponsorshipCovers: ["MSc Data Science"], coverType: "CourseAndLiving", courseAndLivingFundType: "Full" };

  it("is refused in words when a government pays fees and living costs (so dependants may come) and a sponsor pays 45% of the fees", async () => {
    expect((await save("travellers-and-dependants", governmentSponsored)).status).toBe(202);
    await expectRefused("source-of-funds", { ...funds, organisationSponsorship: [company] }, "organisationSponsorship", contradiction);
    await expectRefused("source-of-funds", { ...funds, organisationSponsorship: [government, company] }, "organisationSponsorship", contradiction);
  });

  it("is accepted when the government's sponsorship covers fees and living costs in full", async () => {
    const answer = await save("source-of-funds", { ...funds, organisationSponsorship: [government] });
    expect(answer.errors.map((error) => error.message)).not.toContain(contradiction);
    expect(answer.status).toBe(202);
    expect((await sectionOf("source-of-funds"))?.organisationSponsorship).toMatchObject([{ scholarshipName: "Federal Scholarship Board", courseAndLivingFundType: "Full" }]);
  });

  it("is not questioned when no government pays everything", async () => {
    expect((await save("travellers-and-dependants", completeAnswers["travellers-and-dependants"])).status).toBe(202);
    const answer = await save("source-of-funds", { ...funds, organisationSponsorship: [company] });
    expect(answer.errors.map((error) => error.message)).not.toContain(contradiction);
    expect(answer.status).toBe(202);
  });
});
