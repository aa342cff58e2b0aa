// Staff asking a student or applicant for something from their record (issue 37; decision 0031)
// over HTTP: the record links each request the university offers, each request page says what to
// fix in words and stores nothing then, a request is stored with who asked and why, a stale page
// is refused, and requests the user or the person cannot have are not found. "Today" is 22
// November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const NOW = "2026-11-22T10:00:00.000Z";
let server: TestServer;
let staff: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
});
afterAll(async () => {
  await server?.close();
});

type Errors = Array<{ path: string; message: string }>;
const accountOf = async (local: string) => (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
const studentOf = async (local: string) => (await server.services.repositories.students.findOne(TENANT, { userId: (await accountOf(local))._id }))!;

async function ask(browser: TestBrowser, path: string, data: Record<string, unknown>, version: number) {
  const [pathname, query] = path.split("?");
  const answer = await browser.postJson(`${pathname}.data${query ? `?${query}` : ""}`, { data, version });
  const body = answer.text && [409, 422].includes(answer.status) ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors }; conflict?: string }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [], conflict: body.conflict };
}

describe("asking a student for something from their record", () => {
  it("the record links the requests the university offers", async () => {
    const student = await studentOf("student1");
    const page = visibleText((await staff.get(`/students/${student.userId}`)).text);
    for (const link of ["Ask the student", "Ask for follow-up documents", "Ask for a new passport copy", "Ask for the deposit"]) expect(page).toContain(link);
  });

  it("the page asks why, and says what to fix in words, storing nothing", async () => {
    const student = await studentOf("student1");
    const page = visibleText((await staff.get(`/students/${student.userId}/requests/passportRenewal`)).text);
    expect(page).toContain("Ask for a new passport copy");
    expect(page).toContain("Why does the student need to send a new passport copy?");
    const refused = await ask(staff, `/students/${student.userId}/requests/passportRenewal`, {}, student._version);
    expect([refused.status, refused.errors]).toEqual([422, [{ path: "note", message: "Enter a note saying what you are asking for" }]]);
    const tooLong = await ask(staff, `/students/${student.userId}/requests/passportRenewal`, { note: "x".repeat(1001) }, student._version);
    expect([tooLong.status, tooLong.errors]).toEqual([422, [{ path: "note", message: "The note must be 1000 characters or fewer" }]]);
    const stored = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect([stored._version, stored.passportRenewalRequested]).toEqual([student._version, undefined]);
  });

  it("stores the request with when, and the history says who asked and why", async () => {
    const student = await studentOf("student1");
    expect((await ask(staff, `/students/${student.userId}/requests/passportRenewal`, { note: "Your passport expires in March" }, student._version)).status).toBe(202);
    const stored = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect(stored).toMatchObject({ passportRenewalRequested: true, passportRenewalRequestedAt: NOW });
    const uni = await accountOf("uni");
    const [entry] = await server.services.repositories.auditLog.find(TENANT, { entityId: student._id, action: "request.passportRenewal" });
    expect(entry).toMatchObject({ actorId: uni._id, at: NOW, details: expect.objectContaining({ reason: "Your passport expires in March" }) });
    // The others write their own moment.
    const again = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect((await ask(staff, `/students/${student.userId}/requests/followUpDocuments`, { note: "Send the signed bank letter" }, again._version)).status).toBe(202);
    const deposit = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect((await ask(staff, `/students/${student.userId}/requests/deposit`, { note: "The deposit secures your place" }, deposit._version)).status).toBe(202);
    expect((await server.services.repositories.students.findById(TENANT, student._id))!).toMatchObject({ followUpDocumentsRequestedAt: NOW, depositRequestedAt: NOW });
  });

  it("refuses a page left open while the record changed (409, in words), storing nothing", async () => {
    const student = await studentOf("student5");
    const stale = await ask(staff, `/students/${student.userId}/requests/deposit`, { note: "Pay the deposit" }, student._version - 1);
    expect(stale.status).toBe(409);
    expect(stale.conflict).toBe("This page was changed in another window or by someone else. Your answers are shown below: review them and save again.");
    expect((await server.services.repositories.students.findById(TENANT, student._id))!.depositRequestedAt).toBeUndefined();
  });

  it("a request the product does not have, and one of an agent, are not found", async () => {
    const student = await studentOf("student1");
    expect((await staff.get(`/students/${student.userId}/requests/bankDetails`)).status).toBe(404);
    const agent = new TestBrowser(server);
    await agent.signIn(demoEmail("agent", TENANT));
    expect([403, 404]).toContain((await agent.get(`/students/${student.userId}/requests/deposit`)).status);
  });
});

describe("asking an applicant to update their programme choices", () => {
  it("is on each application, and stores the request on that application", async () => {
    const applicant = await accountOf("applicant2");
    const application = (await server.services.repositories.applications.findOne(TENANT, { userId: applicant._id }))!;
    const record = visibleText((await staff.get(`/students/${applicant._id}`)).text);
    expect(record).toContain("Ask to update programme choices");
    // Without the application, or with another person's, there is nothing to ask about.
    expect((await staff.get(`/students/${applicant._id}/requests/programmeChoices`)).status).toBe(404);
    const other = (await server.services.repositories.applications.findOne(TENANT, { userId: { $ne: applicant._id } }))!;
    expect((await staff.get(`/students/${applicant._id}/requests/programmeChoices?application=${other._id}`)).status).toBe(404);
    const path = `/students/${applicant._id}/requests/programmeChoices?application=${application._id}`;
    expect(visibleText((await staff.get(path)).text)).toContain("Why should the applicant update their programme choices?");
    expect((await ask(staff, path, { note: "The MSc you chose is full" }, application._version)).status).toBe(202);
    expect((await server.services.repositories.applications.findById(TENANT, application._id))!).toMatchObject({ programmeChoicesUpdateRequested: true, programmeChoicesUpdateRequestedAt: NOW });
  });
});
