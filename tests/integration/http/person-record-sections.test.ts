// A student's record for staff (decisions 0089, 0098): each checklist page is listed with its
// status; one the student has not saved says "Not answered yet", and the record page hands the
// browser no form at all: a saved page's answers are opened on their own (fetched into the
// expander, or on their own page without JavaScript), drawn read-only by the form renderer. Staff
// who may not read the person, a page not saved and a page not on the record find nothing there.
import { afterAll, beforeAll, expect, it } from "vitest";
import { completeAnswers } from "../../support/complete-answers";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface RecordSection {
  formId: string;
  recordId: string;
  title: string;
  saved: boolean;
}
type RecordData = Record<string, { data: { record: { checklist: { pages: RecordSection[] } | null } } }>;
type AnswersData = Record<string, { data: { title: string; form: { schema: Record<string, unknown>; formData: Record<string, unknown> } } }>;

const TENANT = "northbridge";
const PAGE = "visa-support";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

it("lists a checklist page not saved with its status, and opens a saved page's answers read-only on their own", async () => {
  const student = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student1", TENANT) }))!;
  const personUrl = `/students/${String(student.userId)}`;
  const answersUrl = `${personUrl}/answers/${student._id}/${PAGE}`;
  const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
  const recordData = async () => (await decodeRemixData((await staff.get(`${personUrl}.data`)).text)) as RecordData;
  const pagesOnRecord = async () => (await recordData())["routes/students.$userId"].data.record.checklist!.pages;
  const pageOnRecord = async () => (await pagesOnRecord()).find((page) => page.formId === PAGE)!;

  const before = await pageOnRecord();
  expect(before.saved).toBe(false);
  expect(before.recordId).toBe(student._id);
  // No section's form reaches the record page, saved or not.
  for (const page of await pagesOnRecord()) expect(Object.keys(page)).not.toContain("form");
  const drawnBefore = (await staff.get(personUrl)).text;
  expect(visibleText(drawnBefore)).toMatch(new RegExp(`${before.title} \\( ?To do ?\\) Not answered yet`));
  expect(drawnBefore).not.toContain(`href="${answersUrl}"`);
  // The funds calculator is worked out from the funding page though that page is not saved.
  expect(visibleText(drawnBefore)).toMatch(/Source of Funds and Calculator \( ?To do ?\) Not answered yet Your funds calculator/);
  // A page not saved has no answers to open.
  expect((await staff.get(answersUrl)).status).toBe(404);

  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student1", TENANT));
  const saved = await browser.postJson(`/checklist/${PAGE}.data`, { data: completeAnswers[PAGE], version: (await server.services.repositories.students.findById(TENANT, student._id))!._version });
  expect(saved.status).toBe(202);

  const after = await pageOnRecord();
  expect(after.saved).toBe(true);
  const drawnAfter = (await staff.get(personUrl)).text;
  expect(visibleText(drawnAfter)).not.toMatch(new RegExp(`${before.title} \\( ?[^)]+ ?\\) Not answered yet`));
  // The saved page links to its answers ("Show the answers" and, for a screen reader, the page's title).
  expect(drawnAfter).toContain(`href="${answersUrl}"`);
  expect(visibleText(drawnAfter)).toContain(`Show the answers ${before.title}`);

  // Its answers: the form as the student saved it, drawn read-only on a page of their own.
  const answers = (await decodeRemixData((await staff.get(`${answersUrl}.data`)).text)) as AnswersData;
  const opened = answers["routes/students.$userId_.answers.$recordId.$formId"].data;
  expect(opened.title).toBe(before.title);
  expect(opened.form.formData).toMatchObject(completeAnswers[PAGE]);
  const page = await staff.get(answersUrl);
  expect(page.status).toBe(200);
  expect(page.text).toMatch(new RegExp(`<h1[^>]*>${before.title}</h1>`));
  expect(page.text).toContain(`href="${personUrl}"`);
  expect(visibleText(page.text)).toContain("Back to the person's record");
  // Drawn read-only: its controls cannot be changed and the page has no Save button.
  const form = page.text.slice(page.text.indexOf('class="readonly-form"'), page.text.indexOf("</main>"));
  const controls = [...form.matchAll(/<(input|select|textarea)\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/type="hidden"/.test(tag));
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) expect(control).toMatch(/\b(disabled|readonly)\b/i);
  expect(visibleText(page.text)).not.toMatch(/\bSave\b/);
});

it("opens no answers for staff who may not read the person, nor for a page the record does not list", async () => {
  const student = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student2", TENANT) }))!;
  const personUrl = `/students/${String(student.userId)}`;
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student2", TENANT));
  const saved = await browser.postJson(`/checklist/${PAGE}.data`, { data: completeAnswers[PAGE], version: student._version });
  expect(saved.status).toBe(202);
  const answersUrl = `${personUrl}/answers/${student._id}/${PAGE}`;
  expect((await (await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT))).get(answersUrl)).status).toBe(200);

  // Another university's admin, and the person themselves (no staff access).
  expect((await (await signedInSkippingMfa(server, demoEmail("uniadmin", "pennine"))).get(answersUrl)).status).toBe(404);
  expect([403, 404]).toContain((await browser.get(answersUrl)).status);
  const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
  // A page that is not one of the record's, and a record that is not the person's.
  expect((await staff.get(`${personUrl}/answers/${student._id}/no-such-page`)).status).toBe(404);
  const other = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student1", TENANT) }))!;
  expect((await staff.get(`${personUrl}/answers/${other._id}/${PAGE}`)).status).toBe(404);
});

it("gives a saved checklist page the status the student's own checklist gives it, answers left to complete later included", async () => {
  const FUNDING = "source-of-funds";
  const student = (await server.services.repositories.students.findOne(TENANT, { email: demoEmail("student3", TENANT) }))!;
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail("student3", TENANT));
  // The funding page may be saved with answers still missing: they are to be completed later.
  const saved = await browser.postJson(`/checklist/${FUNDING}.data`, { data: {}, version: student._version });
  // Saved, and shown again with what is left to answer.
  expect(saved.status).toBe(422);
  expect(((await decodeRemixData(saved.text)) as { saved?: boolean }).saved).toBe(true);
  const title = "Source of Funds and Calculator";
  // The student's checklist: the page needs attention, not done.
  expect(visibleText((await browser.get("/checklist/summary")).text)).toContain(`${title} Your Financial Plan · Needs attention`);
  // Staff read the same standing on the record: the badge of a page with errors (001 §3 "InError 'View/Resolve'"), never Done.
  const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
  const record = visibleText((await staff.get(`/students/${String(student.userId)}`)).text);
  expect(record).toMatch(new RegExp(`${title} \\( ?View/Resolve ?\\)`));
  expect(record).not.toMatch(new RegExp(`${title} \\( ?Done ?\\)`));
});
