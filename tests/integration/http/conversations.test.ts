// Messages with students and agents over HTTP (issue 17 item 6; decision 0822): staff write to the
// student, to the agent and internal notes; each reader sees only the audiences they may (an
// internal note never reaches the student or the agent, on any page or in any email); the outside
// party is emailed without the message; unread counts follow on the pipeline's rows, its
// unreadMessages filter, the inbox and the navigation badge; other universities and other people
// find nothing. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxCollection } from "../../../server/messaging";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const NOTE = "Funds look thin; check the bank letter twice";
const TO_STUDENT = "Please upload your bank statement by Friday";
const TO_AGENT = "Could you chase the bank letter for this student?";
let server: TestServer;
let staff: TestBrowser;
let student: TestBrowser;
let agent: TestBrowser;
let personId: string;

const signedIn = async (local: string, tenant = TENANT) => {
  const browser = new TestBrowser(server);
  await browser.signIn(demoEmail(local, tenant));
  return browser;
};
const userOf = async (local: string) => (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
const rowOf = async () => (await server.services.repositories.listRows.findOne(TENANT, { kind: "students", userId: personId }))!;
const mails = () => outboxCollection(server.services).find({ purpose: "conversation-message" });

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn("uni");
  student = await signedIn("student5");
  personId = (await userOf("student5"))._id;
  // The student's agent: their record names the demo agent (and the agency).
  const agentUser = await userOf("agent");
  const record = (await server.services.repositories.students.findOne(TENANT, { userId: personId }))!;
  await testRecords(server.services).students.update(TENANT, record._id, { $set: { agentId: agentUser._id, ...(agentUser.organisationId ? { agencyId: agentUser.organisationId } : {}) } });
  agent = await signedIn("agent");
});
afterAll(async () => {
  await server?.close();
});

describe("staff write to the student, the agent and a note", () => {
  it("starts with no messages, and the person's record links to them", async () => {
    expect(visibleText((await staff.get(`/students/${personId}`)).text)).toContain("Messages");
    const page = visibleText((await staff.get(`/students/${personId}/messages`)).text);
    expect(page).toContain("There are no messages yet.");
    expect(page).toContain("Who is this message for?");
    expect(page).toContain("Internal note");
  });

  it("says what to fix, keeps what was typed, and stores nothing", async () => {
    const answer = await staff.post(`/students/${personId}/messages`, { audience: "", body: "  " });
    expect(answer.status).toBe(422);
    expect(visibleText(answer.text)).toContain("Select who the message is for");
    expect(visibleText(answer.text)).toContain("Enter a message");
    const tooLong = await staff.post(`/students/${personId}/messages`, { audience: "student", body: "x".repeat(2001) });
    expect(visibleText(tooLong.text)).toContain("Message must be 2000 characters or fewer");
    expect(await server.services.repositories.conversationMessages.count(TENANT, { personId })).toBe(0);
  });

  it("sends each, emailing the student and the agent without the message, and nobody for the note", async () => {
    for (const [audience, body] of [["student", TO_STUDENT], ["internal", NOTE], ["agent", TO_AGENT]]) {
      const answer = await staff.post(`/students/${personId}/messages`, { audience, body });
      expect(answer.status, audience).toBe(303);
      expect(answer.location).toBe(`/students/${personId}/messages#latest`);
    }
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([demoEmail("agent", TENANT), demoEmail("student5", TENANT)].sort());
    for (const mail of sent) {
      expect(mail.subject).toBe("You have a new message from Northbridge University");
      expect(mail.text).not.toContain(TO_STUDENT);
      expect(mail.text).not.toContain(NOTE);
      expect(mail.text).not.toContain(TO_AGENT);
    }
    expect(sent.find((mail) => mail.to === demoEmail("student5", TENANT))?.text).toContain("/messages");
    const page = visibleText((await staff.get(`/students/${personId}/messages`)).text);
    expect(page).toContain(TO_STUDENT);
    expect(page).toContain(NOTE);
    expect(page).toContain(TO_AGENT);
  });
});

describe("the student", () => {
  it("sees the badge, then their message and never the note or the agent's", async () => {
    expect((await student.get("/tasks")).text).toMatch(/class="nav-badge">1</);
    const page = visibleText((await student.get("/messages")).text);
    expect(page).toContain(TO_STUDENT);
    expect(page).not.toContain(NOTE);
    expect(page).not.toContain(TO_AGENT);
    expect(page).not.toContain("Who is this message for?");
    expect((await student.get("/tasks")).text).not.toContain("nav-badge");
  });

  it("cannot open the staff pages of their conversation or post to someone else's", async () => {
    expect([403, 404]).toContain((await student.get(`/students/${personId}/messages`)).status);
    const other = (await userOf("student6"))._id;
    expect((await student.post("/conversations/send", { personId: other, body: "Hello" })).status).toBe(404);
  });

  it("replies from the page with JavaScript; the pipeline row, its filter, the inbox and the badge show it waiting", async () => {
    const answer = await student.post("/conversations/send", { personId, body: "I have uploaded it now" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ errors: [], sent: true });
    expect(await rowOf()).toMatchObject({ unread_messages: 1, unread_student_messages: 1, has_unread_messages: "yes" });
    const waiting = visibleText((await staff.get("/cas?tab=post-deposit&unreadMessages=yes")).text);
    const student5 = await userOf("student5");
    expect(waiting).toContain(`${student5.givenName} ${student5.familyName}`);
    const student6 = (await userOf("student6"));
    expect(waiting).not.toContain(`${student6.givenName} ${student6.familyName}`);
    const inbox = visibleText((await staff.get("/messages")).text);
    expect(inbox).toContain("Inbox");
    expect(inbox).toMatch(/1 unread/);
    expect((await staff.get("/cas")).text).toMatch(/class="nav-badge">1</);
    // Opening the conversation reads it for the whole team.
    expect(visibleText((await staff.get(`/students/${personId}/messages`)).text)).toContain("I have uploaded it now");
    expect(await rowOf()).toMatchObject({ unread_messages: 0, has_unread_messages: "no" });
    expect(visibleText((await staff.get("/messages")).text)).toContain("No conversations are waiting for a reply.");
  });
});

describe("the agent", () => {
  it("sees only the agent conversation, cannot write a note, and their reply waits for the team", async () => {
    const page = visibleText((await agent.get(`/students/${personId}/messages`)).text);
    expect(page).toContain(TO_AGENT);
    expect(page).not.toContain(TO_STUDENT);
    expect(page).not.toContain(NOTE);
    expect(page).not.toContain("I have uploaded it now");
    const note = await agent.post(`/students/${personId}/messages`, { audience: "internal", body: "sneaky" });
    expect(note.status).toBe(422);
    expect(visibleText(note.text)).toContain("Select who the message is for");
    expect((await agent.post(`/students/${personId}/messages`, { audience: "agent", body: "Chased it today" })).status).toBe(303);
    expect(await rowOf()).toMatchObject({ unread_agent_messages: 1, unread_messages: 1 });
  });
});

describe("scoping", () => {
  it("is not found for a partner not assigned to the student, and for another university's staff", async () => {
    const partner = await signedIn("partner");
    expect([403, 404]).toContain((await partner.get(`/students/${personId}/messages`)).status);
    const elsewhere = await signedIn("uni", "pennine");
    expect((await elsewhere.get(`/students/${personId}/messages`)).status).toBe(404);
    expect((await elsewhere.post(`/students/${personId}/messages`, { audience: "student", body: "Hi" })).status).toBe(404);
    expect(await server.services.repositories.conversationMessages.count("pennine", {})).toBe(0);
    expect(visibleText((await elsewhere.get("/messages")).text)).toContain("No conversations are waiting for a reply.");
  });
});
