// "Whose task reopens" (issue 38 item 5; decision 0075), on the real embedded store: a draft that
// adds a required document to the General Documents task names, on the impact page, the student
// whose task is Done today, with their CAS stage, under the task that would reopen; published to
// "students who have not reached <their stage>", that student's task stays Done and a student
// before the stage is asked for the document. "today" is the pinned 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicableDocuments } from "../../../rules/checklist/documents";
import { testRecords } from "../../support/records";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, saveAreaAsJson } from "../../support/config-pages";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "caledonia";
const NEW_DOCUMENT = "Proof of health insurance";
let server: TestServer;
let officer: TestBrowser;

/** The status shown beside a task on the student's task list ("Done", "To do"). */
async function taskStatus(student: TestBrowser, task: string): Promise<string> {
  const page = await student.get("/tasks");
  expect(page.status).toBe(200);
  const match = new RegExp(`id="${task}-status"[^>]*>([^<]*)<`).exec(page.text);
  return match?.[1] ?? "";
}

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
}, 180_000);
afterAll(async () => {
  await server?.close();
});

describe("whose task reopens", () => {
  it("names the student whose Done task a new required document reopens, with their CAS stage, and a scope that keeps them Done", async () => {
    // The demo's student8 has uploaded every document General Documents asks for: the task is Done.
    const done = await signedInSkippingMfa(server, demoEmail("student8", TENANT));
    expect(await taskStatus(done, "generalDocuments")).toBe("Done");

    await saveAreaAsJson(officer, "documents", (documents) => {
      (documents.areas as Record<string, Record<string, unknown>>).generalDocuments.healthInsurance = { required: true, label: NEW_DOCUMENT };
    });
    const impact = visibleText((await officer.get("/config/impact")).text);
    expect(impact).toContain("Documents and tasks");
    expect(impact).toMatch(new RegExp(`\\(${demoEmail("student8", TENANT).replace(/\./g, "\\.")}\\) \\(CAS stage: Ready for CAS\\): General Documents would go from Done to To do`));
    // A student who has not opened the task is asked for the document, not reopened.
    expect(impact).toMatch(new RegExp(`\\(${demoEmail("student1", TENANT).replace(/\./g, "\\.")}\\) \\(CAS stage: Waiting for Intake\\) would be asked for: ${NEW_DOCUMENT}`));
    expect(impact).not.toMatch(new RegExp(`\\(${demoEmail("student1", TENANT).replace(/\./g, "\\.")}\\) \\(CAS stage: Waiting for Intake\\): General Documents would go`));

    // Published to the students who have not reached Ready for CAS: student8 is at it, so stays Done.
    const overview = await officer.get("/config");
    expect(visibleText(overview.text)).toContain("Students who have not reached Ready for CAS");
    const published = await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Health insurance for students not yet ready for their CAS", scope: "Ready for CAS" });
    expect(published.status).toBe(302);
    expect(await taskStatus(done, "generalDocuments")).toBe("Done");
    const page = await done.get("/tasks/generalDocuments");
    expect(visibleText(page.text)).not.toContain(NEW_DOCUMENT);

    // A student before that stage is asked for it by the documents rules the task list runs.
    const config = (await server.services.configs.current(TENANT)).prepared;
    const student1 = await testRecords(server.services).students.findOne(TENANT, { email: demoEmail("student1", TENANT) });
    expect(applicableDocuments(config, ["generalDocuments"], student1!, "2026-11-22").map((document) => document.label)).toContain(NEW_DOCUMENT);
  }, 240_000);
});
