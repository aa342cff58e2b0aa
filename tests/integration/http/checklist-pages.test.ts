// The student's CAS checklist over HTTP, as the renderer submits it: every page drawn from the
// university's configuration; a bad body answered 422 with the rules' messages and nothing
// stored; a good body stored (derived and calculated values filled in) and leading to the next
// page; a hidden page not found; only the student's own record reachable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  saved?: boolean;
  version?: number;
  page?: { errors: Array<{ path: string; message: string }> };
  notices?: Array<{ path: string; message: string }>;
  funding?: { totalRemaining: number; totalToBeShown: number } | null;
  derived?: Record<string, unknown>;
  conflict?: string;
}

const TENANT = "northbridge";
const STUDENT = "student1";
let server: TestServer;
let browser: TestBrowser;
let studentId: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  await browser.signIn(demoEmail(STUDENT, TENANT));
  const student = await server.services.repositories.students.findOne(TENANT, { email: demoEmail(STUDENT, TENANT) });
  studentId = student!._id;
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => (await server.services.repositories.students.findById(TENANT, studentId))!;
const sectionsOf = async () => ((await stored()).sections ?? {}) as Record<string, unknown>;
const answers = completeAnswers;
const CHECKLIST_PAGES = Object.keys(answers).filter((form) => !form.startsWith("questionnaire-"));
const QUESTIONNAIRE_PAGES = Object.keys(answers).filter((form) => form.startsWith("questionnaire-"));
const urlOf = (form: string) => (form.startsWith("questionnaire-") ? `/questionnaire/${form}` : `/checklist/${form}`);
// Pages whose every question is optional by default: an empty answer is a good one.
const NOTHING_MANDATORY = new Set(["visa-support"]);

async function save(url: string, data: unknown, extra: Record<string, unknown> = {}) {
  const answer = await browser.postJson(`${url}.data`, { data, version: (await stored())._version, ...extra });
  return { ...answer, body: answer.text ? ((await decodeRemixData(answer.text)) as PageAnswer) : {} };
}

describe("the welcome page", () => {
  it("greets the student and starts at the first page", async () => {
    const page = await browser.get("/checklist");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Welcome - CAS Shield");
    expect(visibleText(page.text)).toContain("Personal Information");
    expect(page.text).toContain('href="/checklist/processing-of-information"');
  });
});

describe.each(CHECKLIST_PAGES)("the checklist page %s", (form) => {
  it("is drawn from configuration with its title", async () => {
    const page = await browser.get(urlOf(form));
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toMatch(/ - CAS Shield$/);
  });

  it(NOTHING_MANDATORY.has(form) ? "accepts an empty submission: nothing on it is mandatory" : "answers an empty submission with the rules' messages and stores nothing", async () => {
    const before = await sectionsOf();
    const { status, body } = await save(urlOf(form), {});
    if (NOTHING_MANDATORY.has(form)) {
      expect(status).toBe(202);
      expect((await sectionsOf())[form]).toEqual({});
      return;
    }
    expect(status).toBe(422);
    expect(body.page?.errors.length).toBeGreaterThan(0);
    for (const error of body.page?.errors ?? []) expect(error.message).not.toMatch(/^[a-z][\w-]*(\.[\w-]+)+$/);
    // The funding page keeps a partial answer (decision 0049): of an empty one, only what the calculator works out.
    if (form === "source-of-funds") expect(Object.keys((await sectionsOf())[form] ?? {}).filter((key) => key !== "fundingSummary")).toEqual([]);
    else expect((await sectionsOf())[form]).toEqual(before[form]);
  });

  it("stores good answers and goes on", async () => {
    const answer = await save(urlOf(form), answers[form]);
    expect(answer.status).toBe(202);
    expect((await sectionsOf())[form]).toMatchObject(answers[form]);
  });
});

describe("navigation", () => {
  it("goes from one page to the next, through the course step, and from the last page to the summary", async () => {
    const redirectOf = async (form: string) => (await browser.postJson(urlOf(form), { data: answers[form], version: (await stored())._version })).location;
    expect(await redirectOf("processing-of-information")).toBe("/checklist/names-and-aliases");
    expect(await redirectOf("student-number-and-course")).toBe("/checklist/course-details");
    // Evidence Used to Obtain Offer is hidden by default: the course step goes straight to English Test.
    expect(await redirectOf("course-details")).toBe("/checklist/english-test");
    expect(await redirectOf("source-of-funds")).toBe("/checklist/summary");
  });

  it("does not find a hidden page, to read or to save", async () => {
    expect((await browser.get("/checklist/offer-evidence")).status).toBe(404);
    const answer = await browser.postJson("/checklist/offer-evidence.data", { data: { offerEvidence: "My transcripts" }, version: (await stored())._version });
    expect(answer.status).toBe(404);
    expect((await sectionsOf())["offer-evidence"]).toBeUndefined();
  });

  it("does not find forms that are not checklist pages", async () => {
    for (const url of ["/checklist/identity", "/checklist/tb-test", "/checklist/questionnaire-1", "/questionnaire/names-and-aliases"]) {
      expect((await browser.get(url)).status).toBe(404);
    }
  });

  it("shows 'CAS Checklist Complete' on the summary once every page is saved", async () => {
    const page = await browser.get("/checklist/summary");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Checklist Summary - CAS Shield");
    expect(visibleText(page.text)).toContain("CAS Checklist Complete");
    expect(page.text).toContain('href="/tasks"');
  });
});

describe("the course step", () => {
  it("derives the fee after scholarship and refuses a course that is not the university's", async () => {
    const data = { ...answers["course-details"], autoCourseName: "MSc Astrology", courseScholarshipAmount1: 2500 };
    const refresh = await save("/checklist/course-details", data, { intent: "refresh" });
    expect(refresh.status).toBe(200);
    // A course that is not the university's has no campus: Northbridge has two, so where it is taught is not known.
    expect(refresh.body.derived).toEqual({ courseFeeAfterScholarship: 14000, campus: null, innerLondon: null });
    const { status, body } = await save("/checklist/course-details", data);
    expect(status).toBe(422);
    expect(body.page?.errors).toContainEqual({ path: "autoCourseName", message: "Select course name from the list" });
  });

  it("says 'Doesn't look like a valid date' for an impossible date", async () => {
    const { status, body } = await save("/checklist/course-details", { ...answers["course-details"], startDate: "2027-02-30" });
    expect(status).toBe(422);
    expect(body.page?.errors).toContainEqual({ path: "startDate", message: "Doesn't look like a valid date" });
  });

  it("takes a course typed by hand when it is not listed", async () => {
    const { autoCourseName: _auto, ...rest } = answers["course-details"];
    const { status } = await save("/checklist/course-details", { ...rest, isCourseNotListed: true, manualCourseName: "PhD Applied Mathematics" });
    expect(status).toBe(202);
    expect((await sectionsOf())["course-details"]).toMatchObject({ isCourseNotListed: true, manualCourseName: "PhD Applied Mathematics" });
    expect(((await sectionsOf())["course-details"] as Record<string, unknown>).autoCourseName).toBeUndefined();
    await save("/checklist/course-details", answers["course-details"]);
  });
});

describe("the source of funds", () => {
  it("stores the calculator's summary with the answers", async () => {
    const funds = (await sectionsOf())["source-of-funds"] as { fundingSummary: { totalToBeShown: number; totalRemaining: number } };
    // 16,500 - 5,000 deposit + 9 x 1,171 (outside London, figures from 11 November 2025).
    expect(funds.fundingSummary).toMatchObject({ totalToBeShown: 22039, totalRemaining: 0 });
  });

  it("refuses to continue while the remaining amount is not covered, the deposit is under the minimum or funds are not held 28 days", async () => {
    const account = answers["source-of-funds"].familySponsorship as Array<Record<string, unknown>>;
    const data = {
      ...answers["source-of-funds"],
      courseFeeDeposit: 1000,
      familySponsorship: [{ ...account[0], totalAmountInAccount: 1000, fundsMatured: false, fundsMatureDate: "2026-12-10" }],
    };
    const { status, body } = await save("/checklist/source-of-funds", data);
    expect(status).toBe(422);
    const messages = body.page?.errors.map((error) => error.message);
    expect(messages).toContain("You cannot continue until the remaining amount to prove is covered");
    expect(messages).toContain("The minimum course fee deposit is £3,000. A CAS cannot be issued until it is met.");
    expect(messages).toContain("Funds must have been held for 28 days");
    expect(body.funding?.totalRemaining).toBeGreaterThan(0);
  });

  it("saves a sponsorship group with its own Save button and stays on the page", async () => {
    const before = await stored();
    const account = (answers["source-of-funds"].familySponsorship as Array<Record<string, unknown>>)[0];
    const data = { ...answers["source-of-funds"], familySponsorship: [{ ...account, totalAmountInAccount: 30000 }] };
    const { status, body } = await save("/checklist/source-of-funds", data, { stay: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ saved: true, version: before._version + 1 });
    const familySponsorship = ((await sectionsOf())["source-of-funds"] as { familySponsorship: Array<{ totalAmountInAccount: number }> }).familySponsorship;
    expect(familySponsorship[0].totalAmountInAccount).toBe(30000);
    await save("/checklist/source-of-funds", answers["source-of-funds"], { stay: true });
  });

  it("counts a travelling spouse's living costs", async () => {
    // On a master's course since 2024 only a government-sponsored student may bring a spouse (decision 0810).
    const dependants = await save("/checklist/travellers-and-dependants", {
      hasDependants: true,
      isGovernmentSponsored: true,
      spouseTravelling: true,
      numberOfChildren: 0,
      dependants: [{ relationship: "Partner", givenName: "Chidi", familyName: "Okafor", dob: "1998-02-01" }],
      travellingWithOthers: false,
    });
    expect(dependants.status).toBe(202);
    const refresh = await save("/checklist/source-of-funds", answers["source-of-funds"], { intent: "refresh" });
    expect(refresh.body.funding?.totalToBeShown).toBe(22039 + 9 * 680);
    await save("/checklist/travellers-and-dependants", answers["travellers-and-dependants"]);
  });
});

describe("the pre-CAS questionnaire", () => {
  it("has a start screen", async () => {
    const page = await browser.get("/questionnaire");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Pre-CAS Questionnaire - CAS Shield");
    expect(page.text).toContain('href="/questionnaire/questionnaire-1"');
  });

  it("does not show the complete screen before the answers are in", async () => {
    expect((await browser.get("/questionnaire/complete")).location).toBe("/questionnaire/questionnaire-1");
  });

  it.each(QUESTIONNAIRE_PAGES)("refuses empty answers on %s, then stores good ones", async (form) => {
    expect((await save(urlOf(form), {})).status).toBe(422);
    expect((await save(urlOf(form), answers[form])).status).toBe(202);
  });

  it("ends with 'Pre-CAS Questionnaire Complete'", async () => {
    const last = await browser.postJson(urlOf("questionnaire-4"), { data: answers["questionnaire-4"], version: (await stored())._version });
    expect(last.location).toBe("/questionnaire/complete");
    const page = await browser.get("/questionnaire/complete");
    expect(visibleText(page.text)).toContain("Pre-CAS Questionnaire Complete");
  });
});

describe("whose record", () => {
  it("is always the signed-in student's own: another student's files cannot be added or read", async () => {
    const other = await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student2", TENANT) });
    const form = new FormData();
    form.append("recordKind", "students");
    form.append("recordId", other!._id);
    form.append("documentType", "generalDocuments.passport");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "passport.pdf");
    expect((await browser.post("/uploads", form)).status).toBe(404);
  });

  it("sends a visitor who is not signed in to sign in, and finds nothing for an applicant", async () => {
    const visitor = new TestBrowser(server);
    const answer = await visitor.get("/checklist/names-and-aliases");
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/login/);
    const applicant = new TestBrowser(server);
    await applicant.signIn(demoEmail("applicant1", TENANT));
    expect((await applicant.get("/checklist")).status).toBe(404);
    expect((await applicant.get("/tasks")).status).toBe(404);
  });

  it("refuses a stale save with 409 and keeps the newer answers", async () => {
    const version = (await stored())._version;
    await browser.postJson("/checklist/names-and-aliases.data", { data: answers["names-and-aliases"], version });
    const stale = await save("/checklist/names-and-aliases", { ...answers["names-and-aliases"], givenName: "Old" }, { version });
    expect(stale.status).toBe(409);
    expect(((await sectionsOf())["names-and-aliases"] as Record<string, unknown>).givenName).toBe("Amara");
  });
});

describe("check your answers (issue 13 item 10)", () => {
  it("lists each section's answers with a Change link to the question, and a change made from it returns there", async () => {
    await browser.postJson("/checklist/names-and-aliases", { data: answers["names-and-aliases"], version: (await stored())._version });
    const summary = await browser.get("/checklist/summary");
    expect(summary.status).toBe(200);
    const text = visibleText(summary.text);
    expect(text).toContain("Check your answers");
    expect(text).toContain("1. Personal Information");
    expect(text).toMatch(/Given name\(s\)\s*Amara\s*Change/);
    // A yes/no answer reads as the person chose it.
    expect(text).toMatch(/Have you ever been known by any other names\?\s*No\s*Change/);
    expect(summary.text).toContain('href="/checklist/names-and-aliases?from=summary#root_givenName"');

    const changed = await browser.postJson("/checklist/names-and-aliases?from=summary", { data: { ...answers["names-and-aliases"], givenName: "Ada" }, version: (await stored())._version });
    expect(changed.location).toBe("/checklist/summary#section-personal-information");
    expect(visibleText((await browser.get("/checklist/summary")).text)).toMatch(/Given name\(s\)\s*Ada\s*Change/);
  });

  it("shows on every page where it sits: the checklist, its section and the page", async () => {
    const page = await browser.get("/checklist/gender-birth-nationality");
    expect(page.text).toMatch(/<nav class="breadcrumbs" aria-label="You are here">/);
    expect(page.text).toContain('href="/checklist/summary#section-personal-information"');
  });
});
