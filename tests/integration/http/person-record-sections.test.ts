// A student's record for staff (decision 0089): a checklist page the student has not saved is
// listed with its status and "Not answered yet", and the page hands the browser no form for it
// (it is not evaluated, unless it calculates answers: the funds calculator is still shown);
// once the student saves it, staff see it drawn read-only with the answers.
import { afterAll, beforeAll, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface RecordSection {
  formId: string;
  title: string;
  saved: boolean;
  form: { schema: Record<string, unknown>; formData: Record<string, unknown> } | null;
}
type RecordData = Record<string, { data: { record: { checklist: { pages: RecordSection[] } | null } } }>;

const TENANT = "northbridge";
const PAGE = "visa-support";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it("lists a checklist page not saved without its form, and draws it read-only with the answers once saved", async () => {
  const student = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student1", TENANT) }))!;
  const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
  const pagesOnRecord = async () => ((await decodeRemixData((await staff.get(`/students/${String(student.userId)}.data`)).text)) as RecordData)["routes/students.$userId"].data.record.checklist!.pages;
  const pageOnRecord = async () => (await pagesOnRecord()).find((page) => page.formId === PAGE)!;

  const before = await pageOnRecord();
  expect(before.saved).toBe(false);
  expect(before.form).toBeNull();
  // Every page not saved goes without its form; every saved one with it.
  for (const page of await pagesOnRecord()) expect(page.form === null).toBe(!page.saved);
  const drawnBefore = (await staff.get(`/students/${String(student.userId)}`)).text;
  expect(visibleText(drawnBefore)).toMatch(new RegExp(`${before.title} \\( ?To do ?\\) Not answered yet`));
  // The funds calculator is worked out from the funding page though that page is not saved.
  expect(visibleText(drawnBefore)).toMatch(/Source of Funds and Calculator \( ?To do ?\) Not answered yet Your funds calculator/);

  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student1", TENANT));
  const saved = await browser.postJson(`/checklist/${PAGE}.data`, { data: completeAnswers[PAGE], version: (await server.services.repositories.students.findById(TENANT, student._id))!._version });
  expect(saved.status).toBe(202);

  const after = await pageOnRecord();
  expect(after.saved).toBe(true);
  expect(after.form?.formData).toMatchObject(completeAnswers[PAGE]);
  const drawnAfter = visibleText((await staff.get(`/students/${String(student.userId)}`)).text);
  expect(drawnAfter).not.toMatch(new RegExp(`${before.title} \\( ?[^)]+ ?\\) Not answered yet`));
});
