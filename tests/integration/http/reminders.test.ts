// Reminders as staff see them (issue 19 item 5; decision 0831): on a student's record the
// reminders sent with their delivery state and the next ones due; the university's failed
// deliveries with 'Try again'; not for agents. "Today" is 29 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepTenant, type ReminderClaim } from "../../../server/reminders/sweep";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;
let student: { _id: string; userId: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(new Date("2026-11-29T12:00:00.000Z"));
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uniadmin", TENANT));
  // Demo students were invited when the demo was seeded (22 November): their invitation reminder is due today.
  await sweepTenant(server.services, TENANT, server.now());
  const claim = (await server.services.repositories.reminders.findOne(TENANT, { key: "welcome" })) as ReminderClaim;
  const record = (await server.services.repositories.students.findById(TENANT, claim.recordId))!;
  student = { _id: record._id, userId: String(record.userId), email: String(record.email) };
});
afterAll(async () => {
  await server?.close();
});

describe("a student's record", () => {
  it("shows the reminders queued and sent with their delivery state, and the next ones due with dates", async () => {
    const page = visibleText((await staff.get(`/students/${student.userId}`)).text);
    expect(page).toContain("Reminders");
    expect(page).toMatch(/29 Nov 2026, 12:00 Invitation to start the CAS checklist Waiting to send 0/);
    // Three a day at most: the fourth due today waits; the weekly invitation comes again in a week.
    expect(page).toMatch(/Next due Due on Reminder 29 Nov 2026 Complete Section 4, Your Financial Plan .*6 Dec 2026 Invitation to start the CAS checklist/);
  });
});

describe("failed deliveries", () => {
  it("are listed with their last error, and 'Try again' queues them again", async () => {
    const claim = (await server.services.repositories.reminders.findOne(TENANT, { recordId: student._id, key: "welcome" })) as ReminderClaim;
    await server.services.repositories.reminders.update(TENANT, claim._id, { $set: { status: "failed", attempts: 5, to: student.email, lastError: "550 Mailbox unavailable" } });
    const list = visibleText((await staff.get("/reminders/failed")).text);
    expect(list).toContain(student.email);
    expect(list).toContain("550 Mailbox unavailable");
    expect(visibleText((await staff.get(`/students/${student.userId}`)).text)).toContain("Failed");

    const retried = visibleText((await staff.post("/reminders/failed", { id: claim._id })).text);
    expect(retried).toContain("1 reminders will be tried again within a minute.");
    expect(await server.services.repositories.reminders.findById(TENANT, claim._id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(visibleText((await staff.get("/reminders/failed")).text)).toContain("Every reminder has been delivered.");
  });

  it("are not for agents", async () => {
    const agent = new TestBrowser(server);
    await agent.signIn(demoEmail("agent", TENANT));
    expect([403, 404]).toContain((await agent.get("/reminders/failed")).status);
  });
});
