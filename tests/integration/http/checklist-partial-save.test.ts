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

describe("General Documents without a refusal letter the student does not have (issue 40 item 7)", () => {
  const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  const refusal = "generalDocuments.visaRefusals";
  let student: TestBrowser;
  let id: string;
  const record = async () => (await server.services.repositories.students.findById(TENANT, id))!;

  interface DocumentsData {
    documents: Array<{ key: string; required: boolean; status: string; infoOnly?: boolean }>;
  }
  async function documents(): Promise<DocumentsData["documents"]> {
    const routeId = "routes/tasks.$task";
    const answer = await student.get(`/tasks/generalDocuments.data?_routes=${encodeURIComponent(routeId)}`);
    expect(answer.status).toBe(200);
    return ((await decodeRemixData(answer.text)) as Record<string, { data: DocumentsData }>)[routeId].data.documents;
  }
  const taskStatus = async () => {
    const routeId = "routes/tasks._index";
    const answer = await student.get(`/tasks.data?_routes=${encodeURIComponent(routeId)}`);
    return ((await decodeRemixData(answer.text)) as Record<string, { data: { rows: Array<{ id: string; status: string }> } }>)[routeId].data.rows.find((row) => row.id === "generalDocuments")?.status;
  };

  beforeAll(async () => {
    student = new TestBrowser(server);
    await student.signIn(demoEmail("student2", TENANT));
    id = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student2", TENANT) }))!._id;
    const answers = {
      ...completeAnswers,
      "prior-travel-and-refusals": { ...completeAnswers["prior-travel-and-refusals"], hasUKVisaRefusal: true, ukVisaRefusals: [{ refusalDate: "2019-06-03", hasVisaRefusalDoc: false, hasNoVisaRefusalDocReason: "The letter was lost when I moved house" }] },
    };
    for (const [form, data] of Object.entries(answers)) {
      if (form.startsWith("questionnaire-")) continue;
      const answer = await student.postJson(`/checklist/${form}.data`, { data, version: (await record())._version });
      expect(answer.status, form).toBe(202);
    }
    // Every other document General Documents asks for is uploaded.
    for (const document of await documents()) {
      if (!document.required || document.key === refusal || document.infoOnly) continue;
      const form = new FormData();
      form.append("recordKind", "students");
      form.append("recordId", id);
      form.append("documentType", document.key);
      form.append("file", new Blob([PDF], { type: "application/pdf" }), "scan.pdf");
      expect((await student.post("/uploads", form)).status, document.key).toBe(201);
    }
  });

  it("asks for the refusal letter until the dialog says there is none, then marks it Done and completes the task", async () => {
    expect((await documents()).find((document) => document.key === refusal)?.status).toBe("InProgress");
    expect(await taskStatus()).toBe("InProgress");

    const url = `/tasks/generalDocuments/${refusal}.data`;
    const answer = await student.postJson(url, { intent: "dialog", version: (await record())._version, data: { refusalDate: "2019-06-03", hasVisaRefusalDoc: false, hasNoVisaRefusalDocReason: "The letter was lost when I moved house" } });
    const body = (await decodeRemixData(answer.text)) as PageAnswer & { done?: boolean };
    expect(body).toMatchObject({ saved: true, done: true });
    expect(body.notices?.map((notice) => notice.message)).toEqual([
      "You told us you do not have a copy of the refusal letter and why. You do not need to upload it: this item will be marked as Done. The university may contact you about it.",
    ]);
    expect((await documents()).find((document) => document.key === refusal)?.status).toBe("Complete");
    expect(await taskStatus()).toBe("Complete");
  });

  it("still asks for the letter when the student has one", async () => {
    const url = `/tasks/generalDocuments/${refusal}.data`;
    const answer = await student.postJson(url, { intent: "dialog", version: (await record())._version, data: { refusalDate: "2019-06-03", hasVisaRefusalDoc: true } });
    expect((await decodeRemixData(answer.text)) as { done?: boolean }).toMatchObject({ saved: true, done: false });
    expect((await documents()).find((document) => document.key === refusal)?.status).toBe("InProgress");
  });
});
