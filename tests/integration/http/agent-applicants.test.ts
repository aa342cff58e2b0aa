// Agents applying for applicants (issue 16 item 5) over HTTP: an agent adds an applicant with the
// university's new-applicant form (its messages, the duplicate email refused, only an agent they
// may name), the applicant is invited by a single-use, expiring link, the agent starts an
// application (exactly one programme choice, consent) and fills a section on the applicant's
// behalf with the history naming the agent; another agency's agent finds none of it.
// "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxCollection } from "../../../server/messaging";
import fixture from "../../fixtures/complete-application.json";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const NEW_EMAIL = "kofi.mensah@example.com";
const PASSWORD = "Bright-Harbour-42!";
let server: TestServer;
let agent: TestBrowser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer();
  agent = new TestBrowser(server);
  await agent.signIn(demoEmail("agent", TENANT));
  agentId = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!._id;
});
afterAll(async () => {
  await server?.close();
});

type Errors = Array<{ path: string; message: string }>;

async function send(browser: TestBrowser, url: string, data: Record<string, unknown>) {
  const answer = await browser.postJson(`${url}.data`, { data, version: 0 });
  const refused = answer.status === 403 || answer.status === 404;
  const body = answer.text && !refused && answer.status !== 204 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

const applicant = {
  givenName: "Kofi",
  familyName: "Mensah",
  email: NEW_EMAIL,
  dob: "2004-03-14",
  phoneNumber: "233-201234567",
  nationality: "Ghanaian",
  feeStatus: "OVERSEAS",
  highestQualificationCode: "J0000",
};

const choice = { intakeId: "2027-09", intendedLevelOfStudy: "Postgraduate", mode: "Full-time", courseId: "NBU-100" };
const accounts = () => server.services.store.collection("users");

describe("an agent adds an applicant", () => {
  it("offers 'Add a new applicant' to agents only, with the agent as the only agent they may name", async () => {
    expect(visibleText((await agent.get("/students")).text)).toContain("Add a new applicant");
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect(visibleText((await staff.get("/students")).text)).not.toContain("Add a new applicant");
    expect((await staff.get("/students/new")).status).toBe(403);
    const page = await agent.get("/students/new");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("New applicant - CAS Shield");
    expect(visibleText(page.text)).toContain("Ade Agent");
    expect(visibleText(page.text)).not.toContain("Bola Agent");
  });

  it("says what to fix, one message per question, and stores nothing", async () => {
    const before = await accounts().count({});
    const blank = await send(agent, "/students/new", {});
    expect(blank.status).toBe(422);
    const messages = blank.errors.map((error) => error.message);
    expect(messages).toEqual(expect.arrayContaining(["Enter the applicant’s given name", "Enter an email address"]));
    const wrong = await send(agent, "/students/new", { ...applicant, dob: "2015-01-01", phoneNumber: "4477009", isDuplicate: true, agentId });
    expect(wrong.errors).toEqual(
      expect.arrayContaining([
        { path: "dob", message: "Must be older than 13 years old." },
        { path: "phoneNumber", message: "Enter a phone number, like 01632 960 001 or +44 808 157 0192" },
        { path: "studentNo", message: "Enter the student number" },
      ]),
    );
    expect(await accounts().count({})).toBe(before);
  });

  it("refuses an email that already has an account, and an agent the user may not name", async () => {
    const before = await accounts().count({});
    const duplicate = await send(agent, "/students/new", { ...applicant, email: demoEmail("applicant2", TENANT).toUpperCase(), agentId });
    expect(duplicate.errors).toEqual([{ path: "email", message: "User with this email already exists" }]);
    const otherAgent = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent2", TENANT)))!._id;
    const named = await send(agent, "/students/new", { ...applicant, agentId: otherAgent });
    expect(named.errors).toEqual([{ path: "agentId", message: "Select an agent from the list" }]);
    expect(await accounts().count({})).toBe(before);
  });

  it("creates the account, invites the applicant, and asks for their application", async () => {
    const created = await agent.postJson("/students/new", { data: { ...applicant, agentId }, version: 0 });
    expect(created.status).toBe(302);
    const account = (await server.services.repositories.users.findByEmailForSignIn(NEW_EMAIL))!;
    expect(created.location).toBe(`/students/${account._id}/applications/new`);
    expect(account).toMatchObject({ role: "Applicant", tenant: TENANT, givenName: "Kofi", familyName: "Mensah", status: "INVITED", assignedTo: [agentId, "agency-north-star"], invitedBy: agentId });
    const [mail] = await outboxCollection(server.services).find({ to: NEW_EMAIL, purpose: "invitation" });
    expect(mail.subject).toBe("Ade Agent has started an application for you to Northbridge University");
    expect(mail.text).toContain("The link works once and for 7 days.");
    // The applicant cannot sign in before setting a password.
    expect((await new TestBrowser(server).signIn(NEW_EMAIL, "")).status).not.toBe(302);
  });
});

describe("the agent's application for the applicant", () => {
  let applicantId: string;
  let applicationId: string;
  beforeAll(async () => {
    applicantId = (await server.services.repositories.users.findByEmailForSignIn(NEW_EMAIL))!._id;
  });

  it("starts from the applicant's details and asks for exactly one programme choice and consent", async () => {
    const url = `/students/${applicantId}/applications/new`;
    const page = await agent.get(url);
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("New application for Kofi Mensah");
    expect(page.text).toContain(`value="${NEW_EMAIL}"`);
    const answers = { email: NEW_EMAIL, preferredName: "Kofi", universityId: "Northbridge University", feeStatus: "OVERSEAS", nationality: "Ghanaian" };
    const two = await send(agent, url, { ...answers, programmeChoices: [choice, { ...choice, courseId: "NBU-102", mode: "Part-time" }], agentConsent: true });
    expect(two.errors).toContainEqual({ path: "programmeChoices", message: "You must select exactly one programme choice to proceed" });
    const noConsent = await send(agent, url, { ...answers, programmeChoices: [choice], agentConsent: false });
    expect(noConsent.errors.map((error) => error.message)).toContain("Confirm that the applicant agrees to their agent acting for them");
    expect(await server.services.repositories.applications.count(TENANT, { userId: applicantId })).toBe(0);
    const created = await agent.postJson(url, { data: { ...answers, programmeChoices: [choice], agentConsent: true }, version: 0 });
    expect(created.status).toBe(302);
    const application = (await server.services.repositories.applications.findOne(TENANT, { userId: applicantId }))!;
    applicationId = application._id;
    expect(created.location).toBe(`/applications/${applicationId}`);
    expect(application).toMatchObject({ applicationStatus: "NEW", agentId, agencyId: "agency-north-star", hasAgent: true, email: NEW_EMAIL, givenName: "Kofi", feeStatus: "OVERSEAS", courseName: "MSc Data Science" });
    expect((application.sections as Record<string, unknown>)["programme-choices"]).toEqual({ programmeChoices: [choice] });
  });

  it("lets the agent fill a section on the applicant's behalf, the history naming the agent", async () => {
    const application = (await server.services.repositories.applications.findById(TENANT, applicationId))!;
    const saved = await agent.postJson(`/applications/${applicationId}/identity.data`, { data: fixture.sections.identity, version: application._version });
    expect(saved.status).toBe(202);
    const [entry] = await server.services.repositories.auditLog.find(TENANT, { entityId: applicationId, action: "section.save" });
    expect(entry.actorId).toBe(agentId);
    const person = visibleText((await agent.get(`/students/${applicantId}`)).text);
    expect(person).toContain("Work on this application");
    expect(person).toMatch(/Ade Agent/);
    // The agent reads whose application it is (issue 40 item 13), the applicant "Your application".
    const tasks = (await agent.get(`/applications/${applicationId}`)).text;
    expect(tasks).toMatch(/<h1>Kofi [^<]+(&#x27;|')s application<\/h1>/);
    expect(tasks).not.toContain("Your application</h1>");
  });

  it("is found by no other agency's agent, on any of its pages", async () => {
    const other = new TestBrowser(server);
    await other.signIn(demoEmail("agent2", TENANT));
    for (const url of [`/students/${applicantId}`, `/students/${applicantId}/applications/new`, `/applications/${applicationId}`, `/applications/${applicationId}/identity`, `/applications/${applicationId}/check-answers`]) {
      expect([403, 404], url).toContain((await other.get(url)).status);
    }
    const version = (await server.services.repositories.applications.findById(TENANT, applicationId))!._version;
    expect([403, 404]).toContain((await other.postJson(`/applications/${applicationId}/identity.data`, { data: fixture.sections.identity, version })).status);
    expect((await server.services.repositories.applications.findById(TENANT, applicationId))!._version).toBe(version);
    // The agent's agency admin sees the agency's applicant.
    const admin = new TestBrowser(server);
    await admin.signIn(demoEmail("agencyadmin", TENANT));
    expect((await admin.get(`/students/${applicantId}`)).status).toBe(200);
  });
});

describe("the applicant's invitation", () => {
  const linkOf = async () => {
    const [mail] = await outboxCollection(server.services).find({ to: NEW_EMAIL, purpose: "invitation" }, { sort: { createdAt: -1 }, limit: 1 });
    return (/https?:\/\/\S+/.exec(String(mail?.text))?.[0] ?? "").replace(/^https?:\/\/[^/]+/, "");
  };

  it("sets the password once: the link then no longer works", async () => {
    const link = await linkOf();
    const browser = new TestBrowser(server);
    const page = await browser.get(link);
    expect(titleOf(page.text)).toBe("Set a password for your account - CAS Shield");
    const code = new URL(link, server.url).searchParams.get("code") ?? "";
    const set = await browser.post("/resetPassword", { username: NEW_EMAIL, code, password: PASSWORD, confirm: PASSWORD });
    expect(set.status).toBe(302);
    expect(visibleText((await browser.get(link)).text)).toContain("This link to reset your password is invalid or has expired.");
    const again = await browser.post("/resetPassword", { username: NEW_EMAIL, code, password: "Another-Harbour-43!", confirm: "Another-Harbour-43!" });
    expect(again.status).toBe(400);
    expect((await browser.signIn(NEW_EMAIL, PASSWORD)).status).toBe(302);
    expect(visibleText((await browser.get("/applications")).text)).toContain("MSc Data Science");
  });

  it("expires after the university's number of days", async () => {
    const created = await agent.postJson("/students/new", { data: { ...applicant, email: "ama.owusu@example.com", givenName: "Ama", agentId }, version: 0 });
    expect(created.status).toBe(302);
    const [mail] = await outboxCollection(server.services).find({ to: "ama.owusu@example.com", purpose: "invitation" });
    const link = (/https?:\/\/\S+/.exec(String(mail.text))?.[0] ?? "").replace(/^https?:\/\/[^/]+/, "");
    const start = server.now();
    server.advance(7 * 86_400_000 + 1000);
    try {
      expect(visibleText((await new TestBrowser(server).get(link)).text)).toContain("This link to reset your password is invalid or has expired.");
    } finally {
      server.setNow(start);
    }
    expect(visibleText((await new TestBrowser(server).get(link)).text)).toContain("Set a password for your account");
  });
});

describe("an applicant's further applications (issue 16 item 3)", () => {
  it("starts a new application where the university accepts more than one, with what it copies from the first, up to the limit", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(NEW_EMAIL, PASSWORD);
    const applicantId = (await server.services.repositories.users.findByEmailForSignIn(NEW_EMAIL))!._id;
    const list = visibleText((await browser.get("/applications")).text);
    expect(list).toContain("Start a new application");
    const started = await browser.post("/applications");
    expect(started.status).toBe(302);
    const applications = await server.services.repositories.applications.find(TENANT, { userId: applicantId });
    // The clock is pinned: the first is the one the agent started, with its course.
    const first = applications.find((application) => application.courseId)!;
    const second = applications.find((application) => application._id !== first._id)!;
    expect(started.location).toBe(`/applications/${second._id}`);
    // The agent stays the applicant's agent; the answers about the person come along, the course does not.
    expect(second).toMatchObject({ applicationStatus: "NEW", email: NEW_EMAIL, givenName: "Kofi", agentId: first.agentId, agencyId: "agency-north-star" });
    expect(second).not.toHaveProperty("courseId");
    expect((await browser.get(`/applications/${second._id}`)).status).toBe(200);
    expect((await browser.post("/applications")).status).toBe(302);
    // Northbridge accepts three: a fourth is refused with the reason, and nothing is stored.
    expect(visibleText((await browser.get("/applications")).text)).not.toContain("Start a new application");
    const refused = await browser.post("/applications");
    expect(refused.status).toBe(409);
    expect(visibleText(refused.text)).toContain("You have started as many applications as Northbridge University accepts.");
    expect(await server.services.repositories.applications.count(TENANT, { userId: applicantId })).toBe(3);
  });

  it("is not offered where the university accepts one application", async () => {
    const browser = new TestBrowser(server);
    await browser.signIn(demoEmail("applicant2", "westhaven"));
    expect(visibleText((await browser.get("/applications")).text)).not.toContain("Start a new application");
    expect((await browser.post("/applications")).status).toBe(409);
  });
});
