// A reminder's email in the Config screen (issue 19 item 3; decision 0831): the draft's subject,
// text and page shown; a preview as a chosen student would get it, from what is typed, with
// links built from PUBLIC_URL; saving writes the university's messages into the draft; GOV.UK
// messages for what cannot be saved; not for staff without configuration rights.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let admin: TestBrowser;

const draftJson = async () => JSON.parse(String((await server.services.store.collection("configDrafts").findOne({ tenant: TENANT }))?.configJson ?? "{}")) as Record<string, Record<string, unknown>>;
const draftVersion = async () => ((await server.services.store.collection("configDrafts").findOne({ tenant: TENANT })) as { _version?: number } | null)?._version ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
});
afterAll(async () => {
  await server?.close();
});

describe("a reminder's email", () => {
  it("is linked from the reminders page and shows its subject, text and page", async () => {
    const list = (await admin.get("/config/reminders")).text;
    expect(list).toContain('href="/config/reminders/welcome"');
    const html = (await admin.get("/config/reminders/welcome")).text;
    expect(visibleText(html)).toContain("Email for: Invitation to start the CAS checklist");
    expect(html).toContain('value="Invitation to start the CAS checklist - {universityName}"');
    expect(html).toContain('value="/checklist"');
  });

  it("previews what is typed as a chosen student would get it, saving nothing", async () => {
    const student = (await server.services.repositories.students.findOne(TENANT, {}))!;
    const answer = await admin.post("/config/reminders/welcome", { intent: "preview", draftVersion: "0", subject: "Hello {givenName}", body: "Start here: {link}\n\n{teamName}", link: "/checklist", student: String(student.studentNo) });
    const page = visibleText(answer.text);
    expect(page).toContain(`The email ${String(student.studentNo)} would get`);
    expect(page).toContain(`Hello ${String(student.givenName)}`);
    expect(page).toContain("Start here: http://localhost:3000/checklist");
    expect(await draftVersion()).toBe(0);
    const missing = visibleText((await admin.post("/config/reminders/welcome", { intent: "preview", draftVersion: "0", subject: "x", body: "y", link: "/checklist", student: "NOPE-1" })).text);
    expect(missing).toContain("No student or applicant has the student number or email NOPE-1.");
  });

  it("refuses what it cannot save, in GOV.UK words, keeping what was typed", async () => {
    const answer = await admin.post("/config/reminders/welcome", { intent: "save", draftVersion: "0", subject: "", body: "Kept text", link: "checklist" });
    expect(answer.status).toBe(422);
    const page = visibleText(answer.text);
    expect(page).toContain("Enter the subject");
    expect(page).toContain("Enter the page as a path starting with /, for example /checklist");
    expect(answer.text).toContain("Kept text");
    expect(await draftVersion()).toBe(0);
  });

  it("saves the wording into the draft's messages and the page into the template", async () => {
    const answer = await admin.post("/config/reminders/welcome", { intent: "save", draftVersion: "0", subject: "Your CAS checklist is waiting, {givenName}", body: "Please start: {link}", link: "/tasks" });
    expect(answer.status).toBe(302);
    const draft = await draftJson();
    expect(JSON.stringify(draft.messages)).toContain("Your CAS checklist is waiting, {givenName}");
    expect((draft["reminder-delivery"].templates as Record<string, { link: string }>).welcome.link).toBe("/tasks");
    expect((await admin.get("/config/reminders/welcome")).text).toContain('value="Your CAS checklist is waiting, {givenName}"');
  });

  it("is not for staff without configuration rights", async () => {
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await staff.get("/config/reminders/welcome")).status);
  });
});
