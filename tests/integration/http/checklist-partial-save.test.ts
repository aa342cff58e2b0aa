// Pages that keep what the student has done (issue 40 items 5-7; decision 0049), posted over HTTP
// as the pages post them, against the real store:
// - the funding page saves a partial answer (a deposit, a sponsor still missing its bank) and says
//   what is still to prove; only going on past it refuses, in words, and nothing typed is lost;
// - the course page saves again with the optional scholarship left empty;
// - General Documents is complete without a refusal letter the student said they do not have.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { plainFormOf } from "../../support/html-form";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
  notices?: Array<{ path: string; message: string }>;
  saved?: boolean;
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

async function save(form: string, data: unknown, options: { stay?: boolean } = {}) {
  const answer = await browser.postJson(`/checklist/${form}.data`, { data, version: (await stored())._version, ...(options.stay ? { stay: true } : {}) });
  const body = answer.text && answer.status !== 202 ? ((await decodeRemixData(answer.text)) as PageAnswer) : {};
  return { status: answer.status, errors: body.page?.errors ?? [], notices: body.notices ?? [], saved: body.saved === true };
}

describe("the funding page (issue 40 item 5)", () => {
  const page = "source-of-funds";

  it("keeps what is typed before the course is chosen, saying what the calculator still needs", async () => {
    const answer = await save(page, { courseFeeDepositReqd: true, courseFeeDeposit: 5000, courseFeeDepositDate: "2026-10-01" }, { stay: true });
    expect(answer.status).toBe(200);
    expect(answer.notices.map((notice) => notice.message)).toContain("Enter your tuition fee for the first year on the Course Details page");
    expect(await sectionOf(page)).toMatchObject({ courseFeeDeposit: 5000 });
    expect((await save("course-details", completeAnswers["course-details"])).status).toBe(202);
  });

  const remaining = "You cannot continue until the remaining amount to prove is covered";
  const partial = {
    courseFeeDepositReqd: true,
    courseFeeDeposit: 5000,
    courseFeeDepositDate: "2026-10-01",
    // Waiting for the bank's letter: the sponsor is known, the bank and the balance are not yet.
    familySponsorship: [{ accountHolderName: "Ngozi Okafor", relationship: "Parent", bankCountry: "Nigeria", coverType: "CourseAndLiving" }],
  };

  it("saves a partial answer with a group's Save and says what is still to prove", async () => {
    const answer = await save(page, partial, { stay: true });
    expect(answer.status).toBe(200);
    expect(answer.saved).toBe(true);
    expect(await sectionOf(page)).toMatchObject({ courseFeeDeposit: 5000, courseFeeDepositDate: "2026-10-01", familySponsorship: [{ accountHolderName: "Ngozi Okafor", relationship: "Parent", bankCountry: "Nigeria" }] });
    const still = answer.notices.map((notice) => notice.message);
    expect(still).toContain(remaining);
    expect(still).toContain("Enter name of the bank");
  });

  it("shows what is still to prove when the student comes back, with what they typed", async () => {
    const html = (await browser.get(`/checklist/${page}`)).text;
    expect(visibleText(html)).toContain(remaining);
    expect(html).toMatch(/value="Ngozi Okafor"/);
  });

  it("stores the answer but refuses Save & Continue to the summary, in words; the checklist stays incomplete", async () => {
    const more = { ...partial, hasSeparateLivingCost: false };
    const answer = await save(page, more);
    expect(answer.status).toBe(422);
    expect(answer.saved).toBe(true);
    expect(answer.errors.map((error) => error.message)).toEqual(expect.arrayContaining([remaining, "Enter name of the bank"]));
    expect((await sectionOf(page))?.hasSeparateLivingCost).toBe(false);
    const summary = visibleText((await browser.get("/checklist/summary")).text);
    expect(summary).toContain("Source of Funds and Calculator");
    expect(summary).not.toContain("You have completed your checklist");
  });

  it("still refuses a value that is wrong, storing nothing", async () => {
    const before = await sectionOf(page);
    const answer = await save(page, { ...partial, courseFeeDepositDate: "2027-03-01" });
    expect(answer.status).toBe(422);
    expect(answer.saved).toBe(false);
    expect(answer.errors.map((error) => error.path)).toContain("courseFeeDepositDate");
    expect(await sectionOf(page)).toEqual(before);
  });

  it("goes on to the summary once the funds are proved", async () => {
    // Posted as JSON to the page itself, the action's redirect is read as it is.
    const answer = await browser.postJson(`/checklist/${page}`, { data: completeAnswers[page], version: (await stored())._version });
    expect(answer.location).toBe("/checklist/summary");
    expect(await sectionOf(page)).toMatchObject({ familySponsorship: [{ bankName: "First Bank of Nigeria" }] });
  });
});

describe("the course page (issue 40 item 6)", () => {
  const page = "course-details";

  it("saves again, as the page posts it without JavaScript, with the optional scholarship left empty", async () => {
    expect((await save(page, completeAnswers[page])).status).toBe(202);
    for (const round of [1, 2]) {
      const form = plainFormOf((await browser.get(`/checklist/${page}`)).text);
      const answer = await browser.post(`/checklist/${page}`, form.post({ root_courseScholarshipAmount1: "" }));
      expect(answer.status, `save ${round}: ${visibleText(answer.text).split("There is a problem")[1]?.slice(0, 600)}`).toBe(302);
    }
    expect((await sectionOf(page))?.courseScholarshipAmount1 ?? null).toBeNull();
  });

  it("saves again, as the page posts it with JavaScript, with the optional scholarship left empty", async () => {
    for (const scholarship of [null, "", undefined]) {
      const answer = await save(page, { ...completeAnswers[page], courseScholarshipAmount1: scholarship });
      expect(answer.status, `${String(scholarship)}: ${JSON.stringify(answer.errors)}`).toBe(202);
    }
  });
});
