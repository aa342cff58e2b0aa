// A university's staff users over HTTP (issue 20 item 8; decision 0839): the UniAdmin lists and
// searches them, invites one (what to fix first; the single-use link sets the password, then the
// user signs in with the role and access level given), changes a role, deactivates and reactivates
// (open sessions end), resets MFA; every change is in the audit log; another university's users
// are not found; roles without the permission are refused; the platform Admin chooses a university.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxCollection } from "../../../server/messaging";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "caledonia";
const NEW_EMAIL = "rowan.blake@caledonia.example.ac.uk";
const PASSWORD = "Quiet-Lantern-58!";
let server: TestServer;
let admin: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
  await admin.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
});
afterAll(async () => {
  await server?.close();
});

const userId = async (email: string) => (await server.services.repositories.users.findByEmailForSignIn(email))!._id;

describe("the users list", () => {
  it("lists the university's staff with role, status, MFA and last sign-in, not its applicants, and searches them", async () => {
    const page = await admin.get("/admin/users");
    expect(titleOf(page.text)).toBe("Users - CAS Shield");
    const text = visibleText(page.text);
    expect(text).toContain(demoEmail("uni", TENANT));
    expect(text).toContain(demoEmail("agent", TENANT));
    expect(text).not.toContain(demoEmail("applicant1", TENANT));
    expect(text).not.toContain(demoEmail("student1", TENANT));
    expect(text).not.toContain(demoEmail("uni", "northbridge"));
    expect(text).toMatch(/Una Admin.*University admin.*Active.*Not set up.*\d{1,2} \w{3} 2026, \d\d:\d\d/);
    const found = visibleText((await admin.get("/admin/users?q=AGENT")).text);
    expect(found).toContain(demoEmail("agent", TENANT));
    expect(found).not.toContain(demoEmail("unilite", TENANT));
    expect(visibleText((await admin.get("/admin/users?q=nobody-here")).text)).toContain("No users match your search.");
    expect((await admin.get("/")).text).toContain('href="/admin/users"');
  });

  it("is refused to roles that may not manage users, and another university's user is not found", async () => {
    for (const local of ["uni", "agent"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get("/admin/users")).status);
    }
    expect((await admin.get(`/admin/users/${await userId(demoEmail("uni", "northbridge"))}`)).status).toBe(404);
    expect((await admin.get(`/admin/users/${await userId(demoEmail("student1", TENANT))}`)).status).toBe(404);
  });
});

describe("inviting a user", () => {
  it("says what to fix, storing nothing: names, email, a role the inviter may give, an access level the role has", async () => {
    const empty = await admin.post("/admin/users/new", { givenName: "", familyName: "", email: "not-an-email", role: "", accessLevel: "" });
    expect(empty.status).toBe(422);
    const text = visibleText(empty.text);
    for (const message of ["Enter their given name, in 100 characters or fewer", "Enter their family name, in 100 characters or fewer", "Enter an email address in the correct format, like name@example.com"]) expect(text).toContain(message);
    // A UniAdmin cannot make a platform Admin.
    const admins = await admin.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: NEW_EMAIL, role: "Admin", accessLevel: "Full access" });
    expect(visibleText(admins.text)).toContain("Select a role you can give");
    const level = await admin.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: NEW_EMAIL, role: "UniLite", accessLevel: "Full access" });
    expect(visibleText(level.text)).toContain("Select an access level this role can have");
    const taken = await admin.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: demoEmail("uni", TENANT), role: "Uni", accessLevel: "Admissions" });
    expect(visibleText(taken.text)).toContain("There is already an account with this email address");
    expect(await server.services.repositories.users.findByEmailForSignIn(NEW_EMAIL)).toBeNull();
  });

  it("sends a single-use link; the user sets a password and signs in with the role and access level given", async () => {
    const sent = await admin.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: NEW_EMAIL, role: "Uni", accessLevel: "CAS process" });
    expect(sent.location).toBe(`/admin/users?invited=${encodeURIComponent(NEW_EMAIL)}`);
    expect(visibleText((await admin.get(sent.location!)).text)).toContain(`We have sent an invitation to ${NEW_EMAIL}.`);
    const stored = await server.services.repositories.users.findByEmailForSignIn(NEW_EMAIL);
    expect(stored).toMatchObject({ tenant: TENANT, role: "Uni", accessLevel: "CAS process", status: "INVITED", disabled: false });
    const [mail] = await outboxCollection(server.services).find({ to: NEW_EMAIL, purpose: "invitation" });
    expect(mail.subject).toBe("You have been invited to CAS Shield for University of Caledonia");
    expect(String(mail.text)).toContain("as University staff");
    const link = (/https?:\/\/\S+/.exec(String(mail.text))?.[0] ?? "").replace(/^https?:\/\/[^/]+/, "");
    const invited = new TestBrowser(server);
    const code = new URL(link, server.url).searchParams.get("code") ?? "";
    expect((await invited.post("/resetPassword", { username: NEW_EMAIL, code, password: PASSWORD, confirm: PASSWORD })).status).toBe(302);
    expect((await invited.post("/resetPassword", { username: NEW_EMAIL, code, password: PASSWORD, confirm: PASSWORD })).status).toBe(400);
    expect((await invited.signIn(NEW_EMAIL, PASSWORD)).status).toBe(302);
    const [audit] = await server.services.repositories.auditLog.find(TENANT, { action: "user.invite" });
    expect(audit).toMatchObject({ entity: "users", entityId: stored!._id, details: { email: NEW_EMAIL, role: "Uni", accessLevel: "CAS process" } });
  });

  it("invites an agent or a partner's user with their agency or partner, chosen from the university's lists, and refuses one without", async () => {
    const form = await admin.get("/admin/users/new");
    expect(visibleText(form.text)).toContain("Agency or partner For agents, agency admins and partners: the agency or partner they work for. Other roles ignore it. Choose an agency or partner North Star Education South Gate Recruitment Bridge Pathways");
    expect(form.text).toContain('<optgroup label="Agencies">');
    // An agency is not a partner: each role takes its own list.
    const crossed = await admin.post("/admin/users/new", { givenName: "Ada", familyName: "Lane", email: "ada.lane@example.org", role: "Agent", accessLevel: "", organisationId: "partner-bridge-pathways" });
    expect(visibleText(crossed.text)).toContain("Select the agency or partner this user works for");
    expect((await admin.post("/admin/users/new", { givenName: "Ada", familyName: "Lane", email: "ada.lane@example.org", role: "Agent", accessLevel: "", organisationId: "agency-south-gate" })).status).toBe(302);
    expect(await server.services.repositories.users.findByEmailForSignIn("ada.lane@example.org")).toMatchObject({ role: "Agent", organisationId: "agency-south-gate" });
    const email = "pat.partner@example.org";
    const none = await admin.post("/admin/users/new", { givenName: "Pat", familyName: "Lane", email, role: "Partner", accessLevel: "", organisationId: "" });
    expect(none.status).toBe(422);
    expect(visibleText(none.text)).toContain("Select the agency or partner this user works for");
    const unknown = await admin.post("/admin/users/new", { givenName: "Pat", familyName: "Lane", email, role: "Partner", accessLevel: "", organisationId: "partner-made-up" });
    expect(visibleText(unknown.text)).toContain("Select the agency or partner this user works for");
    expect(await server.services.repositories.users.findByEmailForSignIn(email)).toBeNull();
    expect((await admin.post("/admin/users/new", { givenName: "Pat", familyName: "Lane", email, role: "Partner", accessLevel: "", organisationId: "partner-bridge-pathways" })).status).toBe(302);
    expect(await server.services.repositories.users.findByEmailForSignIn(email)).toMatchObject({ role: "Partner", organisationId: "partner-bridge-pathways", status: "INVITED" });
    // Another role ignores the answer.
    await admin.post("/admin/users/new", { givenName: "Uma", familyName: "Lane", email: "uma.lane@example.org", role: "Uni", accessLevel: "Admissions", organisationId: "partner-bridge-pathways" });
    expect((await server.services.repositories.users.findByEmailForSignIn("uma.lane@example.org"))?.organisationId).toBeUndefined();
  });
});

describe("one user", () => {
  it("changes role and access level, deactivates (ending their sessions) and reactivates, resets MFA, each in the history", async () => {
    const email = demoEmail("unilite", TENANT);
    const id = await userId(email);
    const them = new TestBrowser(server);
    await them.signIn(email);
    await them.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    expect((await them.get("/students")).status).toBe(200);

    const page = await admin.get(`/admin/users/${id}`);
    expect(visibleText(page.text)).toContain("University staff (lite)");
    const role = await admin.post(`/admin/users/${id}`, { intent: "role", role: "UniSecure", accessLevel: "CAS process" });
    expect(role.location).toBe(`/admin/users/${id}?done=role`);
    expect(await server.services.repositories.users.findByEmailForSignIn(email)).toMatchObject({ role: "UniSecure", accessLevel: "CAS process" });

    expect((await admin.post(`/admin/users/${id}`, { intent: "deactivate" })).location).toBe(`/admin/users/${id}?done=deactivate`);
    expect((await them.get("/students")).location).toMatch(/^\/login/);
    expect(visibleText((await new TestBrowser(server).signIn(email)).text)).toContain("Your account is disabled - Please contact your administrator.");
    await admin.post(`/admin/users/${id}`, { intent: "reactivate" });
    expect((await new TestBrowser(server).signIn(email)).status).toBe(302);

    await server.services.store.collection("users").updateOne({ _id: id }, { $set: { mfa: { method: "totp", secret: "JBSWY3DPEHPK3PXP" } } });
    expect((await admin.post(`/admin/users/${id}`, { intent: "resetMfa" })).location).toBe(`/admin/users/${id}?done=resetMfa`);
    expect((await server.services.store.collection("users").findOne({ _id: id }))?.mfa).toBeUndefined();

    const history = visibleText((await admin.get(`/admin/users/${id}`)).text);
    for (const line of ["Role or access level changed", "Deactivated", "Reactivated", "Two-factor authentication reset"]) expect(history).toContain(line);
    const trail = await server.services.repositories.auditLog.find(TENANT, { entity: "users", entityId: id });
    expect(trail.find((entry) => entry.action === "user.role")?.details).toEqual({ from: { role: "UniLite", accessLevel: null, organisationId: null }, to: { role: "UniSecure", accessLevel: "CAS process", organisationId: null } });
  });

  it("asks which partner when a user becomes a partner's user, and forgets it when they stop being one", async () => {
    const email = "ola.moved@example.org";
    await admin.post("/admin/users/new", { givenName: "Ola", familyName: "Moved", email, role: "Uni", accessLevel: "Admissions", organisationId: "" });
    const id = await userId(email);
    expect(visibleText((await admin.get(`/admin/users/${id}`)).text)).toContain("Agency or partner For agents, agency admins and partners");

    const none = await admin.post(`/admin/users/${id}`, { intent: "role", role: "Partner", accessLevel: "", organisationId: "" });
    expect(none.status).toBe(422);
    expect(visibleText(none.text)).toContain("Select the agency or partner this user works for");
    expect(await server.services.repositories.users.findByEmailForSignIn(email)).toMatchObject({ role: "Uni" });

    await admin.post(`/admin/users/${id}`, { intent: "role", role: "Partner", accessLevel: "", organisationId: "partner-bridge-pathways" });
    expect(await server.services.repositories.users.findByEmailForSignIn(email)).toMatchObject({ role: "Partner", organisationId: "partner-bridge-pathways" });
    expect((await admin.get(`/admin/users/${id}`)).text).toMatch(/<option value="partner-bridge-pathways" selected="">/);

    await admin.post(`/admin/users/${id}`, { intent: "role", role: "Uni", accessLevel: "Admissions", organisationId: "partner-bridge-pathways" });
    const back = await server.services.repositories.users.findByEmailForSignIn(email);
    expect(back).toMatchObject({ role: "Uni", accessLevel: "Admissions" });
    expect(back?.organisationId).toBeUndefined();
    const trail = await server.services.repositories.auditLog.find(TENANT, { entity: "users", entityId: id, action: "user.role" });
    expect(trail.map((entry) => (entry.details as { to: { organisationId: string | null } }).to.organisationId).sort()).toEqual(["partner-bridge-pathways", null].sort());
  });

  it("cannot change their own account here", async () => {
    const own = await userId(demoEmail("uniadmin", TENANT));
    expect(visibleText((await admin.get(`/admin/users/${own}`)).text)).toContain("This is your own account.");
    const refused = await admin.post(`/admin/users/${own}`, { intent: "deactivate" });
    expect(refused.status).toBe(422);
    expect((await server.services.repositories.users.findByEmailForSignIn(demoEmail("uniadmin", TENANT)))?.disabled).toBe(false);
  });
});
