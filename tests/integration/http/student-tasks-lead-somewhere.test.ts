// The student's tasks lead somewhere (issue 40 item 13; decision 0067): Receive CAS Document is
// Done only with the CAS statement there (and opens it), a task with no page says what to do, the
// after-arrival BRP follows the dated eVisa rule, a Locked questionnaire cannot be answered, and
// the Reviewing bar says a wait is normal once it has gone back, and times name their time zone. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, TestBrowser, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { testRecords } from "../../support/records";
import { startTestServer, type TestServer } from "../../support/test-server";
import { demoDocumentPdf } from "../../../server/seed/demo-pdf";

const TENANT = "northbridge";
const WAIT_IS_NORMAL = "A wait of up to 15 days is normal, and you do not need to do anything.";
let server: TestServer;

interface TasksData {
  rows: Array<{ id: string; status: string; href: string | null; hintKey: string | null }>;
}
interface DocumentsData {
  documents: Array<{ key: string }>;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function student(local: string) {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(demoEmail(local, TENANT))).status).toBe(302);
  const record = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail(local, TENANT) }))!;
  return { browser, record };
}

async function data<T>(browser: TestBrowser, path: string, routeId: string): Promise<T> {
  const answer = await browser.get(`${path}.data?_routes=${encodeURIComponent(routeId)}`);
  expect(answer.status).toBe(200);
  return ((await decodeRemixData(answer.text)) as Record<string, { data: T }>)[routeId].data;
}

const tasksOf = (browser: TestBrowser) => data<TasksData>(browser, "/tasks", "routes/tasks._index");
const rowOf = async (browser: TestBrowser, id: string) => (await tasksOf(browser)).rows.find((row) => row.id === id)!;

describe("Receive CAS Document", () => {
  it("is Done for an issued CAS with its statement, and opens the statement", async () => {
    const { browser } = await student("student9");
    const row = await rowOf(browser, "receiveCas");
    expect(row.status).toBe("Complete");
    expect(row.href).toMatch(/^\/uploads\/[^/]+$/);
    const file = await browser.get(row.href!);
    expect(file.status).toBe(200);
    expect(file.text.startsWith("%PDF")).toBe(true);
    expect(visibleText((await browser.get("/tasks")).text)).toMatch(/Receive CAS Document\s*When the university issues your CAS, your CAS statement appears here/);
  });

  it("waits while the CAS is issued but no CAS statement is there, and is Done once staff upload it", async () => {
    const { browser, record } = await student("student7");
    await testRecords(server.services).students.update(TENANT, record._id, { $set: { stage: "CAS Issued" } });
    const waiting = await rowOf(browser, "receiveCas");
    expect(waiting.status).toBe("Waiting");
    expect(waiting.href).toBeNull();
    expect(visibleText((await browser.get("/tasks")).text)).not.toMatch(/Receive CAS Document\s*(When[^.]*\.[^.]*\.)?\s*Done/);

    const officer = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    const form = new FormData();
    form.append("document", `students:${record._id}:casDocuments.casStatement`);
    form.append("file", new File([new Uint8Array(await demoDocumentPdf({ title: "CAS statement", lines: ["CAS number E4G8HJ0FX1M2P9"], secondPage: "Sponsor details" }))], "cas-statement.pdf", { type: "application/pdf" }));
    const uploaded = await officer.post(`/students/${String(record.userId)}/documents/new`, form);
    expect(uploaded.status).toBeLessThan(400);
    const done = await rowOf(browser, "receiveCas");
    expect(done.status).toBe("Complete");
    expect((await browser.get(done.href!)).status).toBe(200);
  });
});

describe("tasks with no page of their own", () => {
  it("say what to do", async () => {
    const { browser } = await student("student9");
    const page = visibleText((await browser.get("/tasks")).text);
    expect(page).toContain("Register with the university when you arrive, by the date shown.");
    expect(page).toContain("Once your CAS is issued, apply for your Student visa on GOV.UK with your CAS number.");
    // Every row either opens a page or says what to do.
    for (const row of (await tasksOf(browser)).rows) expect(row.href !== null || row.hintKey !== null, row.id).toBe(true);
  });
});

describe("the biometric residence permit (eVisas replaced BRPs on 31 October 2024)", () => {
  const followUp = (browser: TestBrowser) => data<DocumentsData>(browser, "/tasks/followUpDocuments", "routes/tasks.$task");

  it("is not asked for today: the eVisa is, in words", async () => {
    const { browser } = await student("student9");
    const keys = (await followUp(browser)).documents.map((document) => document.key);
    expect(keys).toContain("afterArrivalDocuments.eVisa");
    expect(keys).not.toContain("afterArrivalDocuments.biometricResidencePermit");
    const page = visibleText((await browser.get("/tasks/followUpDocuments/afterArrivalDocuments.eVisa")).text);
    expect(page).toContain("You will not get a biometric residence permit (BRP): your immigration status is an eVisa.");
  });

  it("was asked for before that date (the rule is dated, not deleted)", async () => {
    const { browser } = await student("student9");
    const now = server.now();
    server.setNow(new Date("2024-06-03T10:00:00Z"));
    try {
      const keys = (await followUp(browser)).documents.map((document) => document.key);
      expect(keys).toContain("afterArrivalDocuments.biometricResidencePermit");
      expect(keys).not.toContain("afterArrivalDocuments.eVisa");
    } finally {
      server.setNow(now);
    }
  });
});

describe("a Locked questionnaire", () => {
  it("has no control to answer with, says why, and refuses a post in words, storing nothing", async () => {
    const { browser, record } = await student("student1");
    expect((await rowOf(browser, "preCasQuestionnaire")).status).toBe("Locked");
    const html = (await browser.get("/questionnaire/questionnaire-1")).text;
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(visibleText(main)).toContain("You cannot answer the Pre-CAS Questionnaire yet. Complete your checklist first, then come back to it.");
    // Read-only: the questions show, but nothing can be typed in or chosen, and there is nothing to press to save.
    const controls = main.match(/<(input|textarea|select)\b(?![^>]*type="hidden")[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((control) => !/\sdisabled=/.test(control))).toEqual([]);
    expect(main.match(/<button[^>]*type="submit"[^>]*>/g) ?? []).toEqual([]);
    const answer = await browser.postJson("/questionnaire/questionnaire-1.data", { data: { reasonForCourse: "To learn" }, version: record._version });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("You cannot answer the Pre-CAS Questionnaire yet.");
    const after = (await server.services.repositories.students.findById(TENANT, record._id))!;
    expect(after._version).toBe(record._version);
    expect((after.sections as Record<string, unknown> | undefined)?.["questionnaire-1"]).toBeUndefined();
  });
});

describe("the CAS tracker's Reviewing bar", () => {
  it("says a wait is normal once the bar has gone back, and not on the day the tasks were done", async () => {
    const { browser, record } = await student("student5");
    const home = visibleText((await browser.get("/")).text);
    expect(home).toContain("Step 2 of 4: Reviewing");
    expect(home).toContain(WAIT_IS_NORMAL);
    await testRecords(server.services).students.update(TENANT, record._id, { $set: { "casTracker.tasksCompleteAt": server.now().toISOString() } });
    const today = visibleText((await browser.get("/")).text);
    expect(today).toContain("Step 2 of 4: Reviewing");
    expect(today).not.toContain(WAIT_IS_NORMAL);
  });
});

describe("times shown to a student", () => {
  it("name their time zone (a message's time; the interview's: tests/integration/http/interviews.test.ts)", async () => {
    const { browser, record } = await student("student5");
    const officer = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    expect((await officer.post(`/students/${String(record.userId)}/messages`, { audience: "student", body: "Your bank letter has arrived." })).status).toBe(303);
    // "Now" is 10:00 UTC on 22 November 2026: 10:00am in London.
    expect(visibleText((await browser.get("/messages")).text)).toMatch(/22 Nov 2026, 10:00am \(UK time\)/);
  });
});
