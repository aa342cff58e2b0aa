// The student's task list, documents, dialogs and CAS tracker over HTTP: statuses of 000 §4,
// which documents apply from documents.json and the student's answers, the TB exemption notice
// marking its item Done (002 §5.6), the refusal letter's rules (002 §5.5), information-only
// documents acknowledged or left NOT_ACKNOWLEDGED (002 §4.2), and Receive CAS unlocking once the
// earlier tasks are complete (002 §4.1), when the tracker appears on the home page (002 §4.4).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

interface Answer {
  page?: { errors: Array<{ path: string; message: string }> };
  notices?: Array<{ path: string; message: string }>;
  saved?: boolean;
  done?: boolean;
}
interface TasksData {
  rows: Array<{ id: string; status: string; href: string | null }>;
  tracker: { step: number; progress: number | null };
}
interface DocumentsData {
  documents: Array<{ key: string; required: boolean; status: string; href: string }>;
}

const TENANT = "northbridge";
// An Indian national: the TB test certificate applies (documents.json).
const STUDENT = "student3";
const PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
const TB_EXEMPT = "Your responses indicated you do not require a TB test. This item will be marked as Done. You may be contacted for more information.";

let server: TestServer;
let browser: TestBrowser;
let studentId: string;
const answers = completeAnswers;

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  await browser.signIn(demoEmail(STUDENT, TENANT));
  studentId = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail(STUDENT, TENANT) }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => (await server.services.repositories.students.findById(TENANT, studentId))!;

/** A page's loader data, as the browser's client-side navigation reads it (single fetch). */
async function data<T>(path: string): Promise<T> {
  const routeId = routeIdOf(path);
  const answer = await browser.get(`${path}.data?_routes=${encodeURIComponent(routeId)}`);
  expect(answer.status).toBe(200);
  const decoded = (await decodeRemixData(answer.text)) as Record<string, { data: T }>;
  return decoded[routeId].data;
}

function routeIdOf(path: string): string {
  if (path === "/tasks") return "routes/tasks._index";
  return path.split("/").length > 3 ? "routes/tasks.$task_.$document" : "routes/tasks.$task";
}

async function post(path: string, body: Record<string, unknown>) {
  const answer = await browser.postJson(`${path}.data`, { version: (await stored())._version, ...body });
  return { ...answer, body: answer.text && answer.status < 500 && answer.headers.get("content-type")?.includes("text/x-script") ? ((await decodeRemixData(answer.text)) as Answer) : ({} as Answer) };
}

async function upload(documentType: string) {
  const form = new FormData();
  form.append("recordKind", "students");
  form.append("recordId", studentId);
  form.append("documentType", documentType);
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "scan.pdf");
  return browser.post("/uploads", form);
}

const statusOf = async (task: string) => (await data<TasksData>("/tasks")).rows.find((row) => row.id === task)?.status;

describe("before the checklist is complete", () => {
  it("lists the nine tasks' statuses: the checklist to do, documents and questionnaire locked, Receive CAS locked", async () => {
    const page = await browser.get("/tasks");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Your tasks - CAS Shield");
    const text = visibleText(page.text);
    for (const label of ["Checklist", "Financial Documents", "General Documents", "Pre-CAS Questionnaire", "Receive CAS Document", "Registration (by 15th of January)", "Start Visa Application", "Follow-up Documents", "Scheduled Interviews"]) {
      expect(text).toContain(label);
    }
    const { rows, tracker } = await data<TasksData>("/tasks");
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(status).toMatchObject({ checklist: "InProgress", financialDocuments: "Locked", generalDocuments: "Locked", preCasQuestionnaire: "Locked", receiveCas: "Locked" });
    expect(rows.find((row) => row.id === "checklist")?.href).toBe("/checklist");
    expect(rows.find((row) => row.id === "generalDocuments")?.href).toBeNull();
    expect(tracker.step).toBe(0);
  });

  it("does not open a locked task's documents", async () => {
    expect((await browser.get("/tasks/generalDocuments")).status).toBe(404);
    expect((await browser.get("/tasks/generalDocuments/generalDocuments.passport")).status).toBe(404);
  });
});

describe("after the checklist", () => {
  beforeAll(async () => {
    for (const [form, data] of Object.entries(answers)) {
      if (form.startsWith("questionnaire-")) continue;
      const answer = await browser.postJson(`/checklist/${form}.data`, { data, version: (await stored())._version });
      expect(answer.status, form).toBe(202);
    }
  });

  it("unlocks the documents and the questionnaire; Receive CAS stays locked", async () => {
    const { rows } = await data<TasksData>("/tasks");
    const status = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(status).toMatchObject({ checklist: "Complete", financialDocuments: "InProgress", generalDocuments: "InProgress", preCasQuestionnaire: "InProgress", receiveCas: "Locked" });
  });

  it("asks for the documents that apply to this student's answers", async () => {
    const general = (await data<DocumentsData>("/tasks/generalDocuments")).documents.map((document) => document.key);
    expect(general).toEqual(expect.arrayContaining(["generalDocuments.passport", "generalDocuments.tbTest", "generalDocuments.englishTest"]));
    // No UK study, no refusals, an English test taken: none of those documents.
    expect(general).not.toContain("generalDocuments.studentVisas.studentVisa");
    expect(general).not.toContain("generalDocuments.visaRefusals");
    expect(general).not.toContain("generalDocuments.englishQualification");
    const finance = (await data<DocumentsData>("/tasks/financialDocuments")).documents.map((document) => document.key);
    expect(finance).toEqual(expect.arrayContaining(["financeDocuments.deposit", "financeDocuments.familySponsorship.bankStatement"]));
    expect(finance).not.toContain("financeDocuments.depositInstructions");
  });

  it("the document page is '<title> - Upload'", async () => {
    const page = await browser.get("/tasks/generalDocuments/generalDocuments.passport");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Passport - Upload - CAS Shield");
  });

  it("TB test: answers that need a test leave the item to upload; an exemption shows the notice and marks it Done", async () => {
    const url = "/tasks/generalDocuments/generalDocuments.tbTest";
    const empty = await post(url, { intent: "dialog", data: {} });
    expect(empty.status).toBe(422);
    const needed = await post(url, { intent: "dialog", data: { isReturningUKResident: false, hasLivedInExemptCountry: false, isTBTestPending: false } });
    expect(needed.body).toMatchObject({ saved: true, done: false, notices: [] });
    const refresh = await post(url, { intent: "refresh", data: { isReturningUKResident: true, awayFromUKMoreThan2Yrs: false } });
    expect(refresh.body.notices?.map((notice) => notice.message)).toEqual([TB_EXEMPT]);
    const exempt = await post(url, { intent: "dialog", data: { isReturningUKResident: true, awayFromUKMoreThan2Yrs: false } });
    expect(exempt.body).toMatchObject({ saved: true, done: true });
    expect(exempt.body.notices?.map((notice) => notice.message)).toEqual([TB_EXEMPT]);
    const tb = (await data<DocumentsData>("/tasks/generalDocuments")).documents.find((document) => document.key === "generalDocuments.tbTest");
    expect(tb?.status).toBe("Complete");
  });

  it("an uploaded file makes its document Done", async () => {
    expect((await upload("generalDocuments.passport")).status).toBe(201);
    const passport = (await data<DocumentsData>("/tasks/generalDocuments")).documents.find((document) => document.key === "generalDocuments.passport");
    expect(passport?.status).toBe("Complete");
  });

  it("an information-only document is acknowledged by ticking, and left NOT_ACKNOWLEDGED when closed", async () => {
    // Without the deposit the bank account must hold the whole fee as well.
    const account = (answers["source-of-funds"].familySponsorship as Array<Record<string, unknown>>)[0];
    const noDeposit = {
      ...answers["source-of-funds"],
      courseFeeDepositReqd: false,
      courseFeeDepositNotReqdReason: "I will pay on arrival.",
      familySponsorship: [{ ...account, totalAmountInAccount: 30000 }],
    };
    delete (noDeposit as Record<string, unknown>).courseFeeDeposit;
    delete (noDeposit as Record<string, unknown>).courseFeeDepositDate;
    expect((await browser.postJson("/checklist/source-of-funds.data", { data: noDeposit, version: (await stored())._version })).status).toBe(202);
    const url = "/tasks/financialDocuments/financeDocuments.depositInstructions";
    expect((await browser.get(url)).status).toBe(200);
    const closed = await browser.postJson(`${url}.data`, { intent: "close", ticked: true, version: (await stored())._version });
    expect(closed.status).toBe(202);
    expect(((await stored()).documents as Record<string, Record<string, { status: string }>>).financeDocuments.depositInstructions.status).toBe("NOT_ACKNOWLEDGED");
    await browser.postJson(`${url}.data`, { intent: "acknowledge", ticked: true, version: (await stored())._version });
    expect(((await stored()).documents as Record<string, Record<string, { status: string }>>).financeDocuments.depositInstructions.status).toBe("ACKNOWLEDGED");
    expect((await browser.postJson("/checklist/source-of-funds.data", { data: answers["source-of-funds"], version: (await stored())._version })).status).toBe(202);
  });

  it("unlocks Receive CAS once every required document is in and the questionnaire is answered, and shows the tracker", async () => {
    const required = [
      ...(await data<DocumentsData>("/tasks/generalDocuments")).documents,
      ...(await data<DocumentsData>("/tasks/financialDocuments")).documents,
    ].filter((document) => document.required && document.status !== "Complete");
    for (const document of required) expect((await upload(document.key)).status).toBe(201);
    expect(await statusOf("generalDocuments")).toBe("Complete");
    expect(await statusOf("financialDocuments")).toBe("Complete");
    expect(await statusOf("receiveCas")).toBe("Locked");
    for (const form of ["questionnaire-1", "questionnaire-2", "questionnaire-3", "questionnaire-4"]) {
      expect((await browser.postJson(`/questionnaire/${form}.data`, { data: answers[form], version: (await stored())._version })).status).toBe(202);
    }
    expect(await statusOf("preCasQuestionnaire")).toBe("Complete");
    expect(await statusOf("receiveCas")).toBe("Waiting");
    expect(((await stored()).casTracker as { tasksCompleteAt?: string }).tasksCompleteAt).toBe(server.now().toISOString());
    const home = await browser.get("/");
    expect(home.text).toContain('<progress id="cas-tracker-progress"');
    expect(visibleText(home.text)).toContain("Step 2 of 4: Reviewing");
  });
});

describe("the student visa refusal letter (002 §5.5)", () => {
  it("applies after a refusal and needs both dates, the interview answer, a ground, a description and the admin review answer", async () => {
    await testRecords(server.services).students.update(TENANT, studentId, { $set: { visaStatus: "Visa refusal", stage: "CAS Issued" } });
    const documents = (await data<DocumentsData>("/tasks/followUpDocuments")).documents.map((document) => document.key);
    expect(documents).toContain("beforeArrivalDocuments.studentRefusalLetter");
    const url = "/tasks/followUpDocuments/beforeArrivalDocuments.studentRefusalLetter";
    const empty = await post(url, { intent: "dialog", data: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.page?.errors.map((error) => error.path).sort()).toEqual(
      ["appliedForAdminReview", "applicationDate", "attendedInterview", "refusalDate", "refusalGrounds", "refusalGroundsInfo"].sort(),
    );
    expect(empty.body.page?.errors.find((error) => error.path === "refusalGrounds")?.message).toBe("Select at least one refusal ground");
    const future = await post(url, {
      intent: "dialog",
      data: { refusalDate: "2026-12-01", applicationDate: "2026-08-15", attendedInterview: true, refusalGrounds: ["Finance"], refusalGroundsInfo: "Funds not held long enough.", appliedForAdminReview: "Yes" },
    });
    expect(future.body.page?.errors).toEqual(
      expect.arrayContaining([
        { path: "refusalDate", message: "Date cannot be set to future date" },
        expect.objectContaining({ path: "adminReviewDate" }),
      ]),
    );
  });

  it("shows Receive CAS done once the CAS is issued and its CAS statement is there (issue 40 item 13)", async () => {
    expect(await statusOf("receiveCas")).toBe("Waiting");
    // The university's CAS statement, uploaded to the student's record (the seed's way of putting one there).
    const { demoUpload } = await import("../../../server/seed/complete-tasks");
    const config = (await server.services.configs.current(TENANT)).prepared;
    await testRecords(server.services).uploads.insert(TENANT, { ...(await demoUpload(server.services, config, await stored(), "casDocuments.casStatement")), uploadedBy: "seed", createdAt: server.now().toISOString() });
    expect(await statusOf("receiveCas")).toBe("Complete");
  });
});

describe("a demo student whose CAS is issued (issue 13 item 12)", () => {
  it("sees the issued step with the CAS number, and every earlier task done", async () => {
    const issued = new TestBrowser(server);
    await issued.signIn(demoEmail("student9", "northbridge"));
    const home = visibleText((await issued.get("/")).text);
    expect(home).toContain("Step 4 of 4: CAS issued");
    expect(home).toContain("Your CAS number: E4G8HJ0FX1M2P3");
    const tasks = visibleText((await issued.get("/tasks")).text);
    // Every task up to receiving the CAS is done; the milestones after it (registration, the visa) are still to do.
    const earlier = tasks.slice(tasks.indexOf("Your CAS tasks"), tasks.indexOf("Receive CAS"));
    expect(earlier).toMatch(/Checklist Done .*Pre-CAS Questionnaire Done/);
    expect(earlier).not.toMatch(/To do|In progress|View\/Resolve/);
  });
});
