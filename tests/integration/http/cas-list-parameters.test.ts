// The CAS pipeline's list parameters of 001 §3 beyond stage, page, search and sort (issue 17 item
// 1; decision 0824): pathway and pathwayVisibility, startDate and endDate (the day a student moved
// into their stage), unreadMessages; the dashboard keeps startDate and endDate for the applied
// date. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;
let names: Record<string, string>;

const nameOf = async (local: string) => {
  const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
  return { user, name: `${user.givenName} ${user.familyName}` };
};
const list = async (query: string) => visibleText((await staff.get(`/cas?${query}`)).text);

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  names = {};
  for (const local of ["student5", "student7", "student8", "student16"]) names[local] = (await nameOf(local)).name;
  // student7 (Pathway Review, listed under Ready for CAS) studies on a pathway; student16 moved into Interview on 2 November.
  const seven = (await nameOf("student7")).user;
  const record7 = (await server.services.repositories.students.findOne(TENANT, { userId: seven._id }))!;
  await testRecords(server.services).students.update(TENANT, record7._id, { $set: { pathway: "International Foundation Year" } });
  const sixteen = (await nameOf("student16")).user;
  const record16 = (await server.services.repositories.students.findOne(TENANT, { userId: sixteen._id }))!;
  await testRecords(server.services).students.update(TENANT, record16._id, { $set: { stageUpdatedAt: "2026-11-02T09:00:00.000Z" } });
});
afterAll(async () => {
  await server?.close();
});

describe("pathway and pathwayVisibility", () => {
  it("lists pathway students, or hides them", async () => {
    const all = await list("tab=ready-for-cas");
    expect(all).toContain(names.student7);
    expect(all).toContain(names.student8);
    const pathway = await list("tab=ready-for-cas&pathway=yes");
    expect(pathway).toContain(names.student7);
    expect(pathway).not.toContain(names.student8);
    const hidden = await list("tab=ready-for-cas&pathwayVisibility=no");
    expect(hidden).not.toContain(names.student7);
    expect(hidden).toContain(names.student8);
    expect(hidden).toContain("Hide pathway students");
  });
});

describe("startDate and endDate", () => {
  it("keep the students who moved into their stage in the range, and say what is wrong with a bad date", async () => {
    const november = await list("tab=post-deposit&startDate=2026-11-01&endDate=2026-11-10");
    expect(november).toContain(names.student16);
    expect(november).not.toContain(names.student5);
    const today = await list("tab=post-deposit&startDate=2026-11-22");
    expect(today).toContain(names.student5);
    expect(today).not.toContain(names.student16);
    expect(await list("tab=post-deposit&startDate=2026-11-30&endDate=2026-11-01")).toMatch(/Moved to this stage/);
  });

  it("still mean the applied date on the staff dashboard", async () => {
    const answer = await staff.get("/students?startDate=2030-01-01");
    expect(answer.status).toBe(200);
    expect(visibleText(answer.text)).not.toContain(names.student5);
  });
});

describe("unreadMessages", () => {
  it("keeps the students with messages waiting for the university", async () => {
    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student5", TENANT));
    const five = (await nameOf("student5")).user;
    expect((await student.post("/conversations/send", { personId: five._id, body: "When will my CAS be issued?" })).status).toBe(200);
    const waiting = await list("tab=post-deposit&unreadMessages=yes");
    expect(waiting).toContain(names.student5);
    expect(waiting).not.toContain(names.student16);
    const none = await list("tab=post-deposit&unreadMessages=no");
    expect(none).not.toContain(names.student5);
    expect(none).toContain(names.student16);
  });
});
