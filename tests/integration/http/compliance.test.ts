// Student-visa compliance over HTTP (issue 13): what a student meets on the checklist pages and
// the summary when dates are impossible, a passport has expired, the deposit falls short of the
// university's one rule, or the Student route does not allow what they ask for. "Today" is
// pinned to 22 November 2026 by the test server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fixture from "../../unit/checklist/complete-checklist.json";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
  notices?: Array<{ path: string; message: string }>;
  funding?: { totalRemaining: number; totalToBeShown: number; problems?: string[] } | null;
}

const TENANT = "northbridge";
let server: TestServer;
let browser: TestBrowser;
let studentId: string;

const answers = fixture.sections as Record<string, Record<string, unknown>>;
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
  await server.services.repositories.students.update(TENANT, studentId, { $set: { sections: { ...checklistAnswers, ...changes } } });
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
