// The role ceiling over HTTP (issue 36 item 1; decision 0508): a UniAdmin walks the attack that
// used to make a platform Admin (widen the roles area, invite an Admin, then read and change other
// universities) and is refused at every step; even an account forced into the store as an Admin
// of a university reaches no other university, its sandbox, the universities list or its single
// sign-on, and cannot sign in again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoleCeilingError } from "../../../server/repositories";
import { TestBrowser, demoEmail, signedInWithTotp as signedInWithTotpOn, titleOf, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const OWN = "caledonia";
const OTHER = "thamesgate";
const ADMIN_EMAIL = "rowan.blake@caledonia.example.ac.uk";
let server: TestServer;
let attacker: TestBrowser;

const draftVersionIn = (html: string) => /name="draftVersion" value="(\d+)"/.exec(html)?.[1] ?? "missing";

function textareaIn(html: string, id: string): string {
  const raw = new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "";
  return raw.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

const users = () => server.services.store.collection("users");

/** Signs in with two-factor authentication set up (an Admin may not skip it), as someone who sets it up would. */
const signedInWithTotp = (email: string) => signedInWithTotpOn(server, email);

/** What another university has that the attack went for: its configuration, drafts, sandbox, users, state. */
async function otherUniversity(): Promise<string> {
  const { store, repositories } = server.services;
  return JSON.stringify([
    await repositories.configVersions.latestVersionNumber(OTHER),
    await store.collection("configDrafts").find({ tenant: OTHER }),
    await store.collection("sandboxRecords").find({ tenant: OTHER }),
    await repositories.users.count(OTHER, {}),
    await repositories.tenants.findByKey(OTHER),
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  attacker = await signedInWithTotp(demoEmail("uniadmin", OWN));
});
afterAll(async () => {
  await server?.close();
});

describe("a UniAdmin trying to make a platform Admin", () => {
  it("cannot publish a roles area that lets them give the Admin role: the problem names the role, and nothing is published", async () => {
    const page = await attacker.get("/config/areas/roles");
    const roles = JSON.parse(textareaIn(page.text, "json")) as { roles: Record<string, { assignableBy?: string[] }> };
    roles.roles.Admin.assignableBy = ["UniAdmin"];
    expect((await attacker.post("/config/areas/roles", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(roles) })).status).toBe(302);

    const overview = await attacker.get("/config");
    const validated = await attacker.post("/config", { intent: "validate", draftVersion: draftVersionIn(overview.text) });
    expect(visibleText(validated.text)).toContain(`Remove every role from those that may give "Admin": "Admin" is the platform's own role, which no user of a university can hold`);

    const before = await server.services.repositories.configVersions.latestVersionNumber(OWN);
    const refused = await attacker.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Let admins make admins" });
    expect(refused.status).toBe(422);
    expect(titleOf(refused.text)).toBe("Error: Configuration - CAS Shield");
    expect(visibleText(refused.text)).toMatch(/The draft has 1 problem(s)? and cannot be published/);
    expect(await server.services.repositories.configVersions.latestVersionNumber(OWN)).toBe(before);
  });

  it("cannot give a role beyond their own either: a draft letting plain staff give the UniAdmin role is refused naming it", async () => {
    const page = await attacker.get("/config/areas/roles");
    const roles = JSON.parse(textareaIn(page.text, "json")) as { roles: Record<string, { assignableBy?: string[] }> };
    roles.roles.Admin.assignableBy = [];
    roles.roles.UniAdmin.assignableBy = ["UniAdmin", "Uni"];
    expect((await attacker.post("/config/areas/roles", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(roles) })).status).toBe(302);
    const overview = await attacker.get("/config");
    const validated = await attacker.post("/config", { intent: "validate", draftVersion: draftVersionIn(overview.text) });
    expect(visibleText(validated.text)).toMatch(/Remove "Uni" from the roles that may give "UniAdmin": "Uni" does not hold [^"]+, which "UniAdmin" has/);
    expect((await attacker.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Staff make admins" })).status).toBe(422);
    expect((await attacker.post("/config", { intent: "discard", draftVersion: draftVersionIn(overview.text) })).status).toBe(302);
  });

  it("is not offered the Admin role and cannot invite one: the form says what to do, and no account is made", async () => {
    const form = await attacker.get("/admin/users/new");
    expect(form.status).toBe(200);
    expect(form.text).not.toMatch(/<option[^>]*value="Admin"/);
    expect(visibleText(form.text)).not.toContain("Platform admin");
    const invited = await attacker.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: ADMIN_EMAIL, role: "Admin", accessLevel: "Full access", organisationId: "" });
    expect(invited.status).toBe(422);
    expect(visibleText(invited.text)).toContain("Select a role you can give");
    expect(await users().findOne({ email: ADMIN_EMAIL })).toBeNull();
  });

  it("cannot have the store hold a university's user as an Admin", async () => {
    const account = { tenant: OWN, email: ADMIN_EMAIL, givenName: "Rowan", familyName: "Blake", role: "Admin", passwordHash: "", status: "INVITED", disabled: false, createdAt: server.now().toISOString() };
    await expect(server.services.repositories.users.insertUser(account)).rejects.toBeInstanceOf(RoleCeilingError);
    const own = await server.services.repositories.users.findByEmailForSignIn(demoEmail("uni", OWN));
    await expect(server.services.repositories.users.update(OWN, own!._id, { $set: { role: "Admin" } })).rejects.toBeInstanceOf(RoleCeilingError);
    await expect(server.services.repositories.users.setRole(own!._id, "Admin")).rejects.toBeInstanceOf(RoleCeilingError);
    expect(await server.services.repositories.users.findByEmailForSignIn(demoEmail("uni", OWN))).toMatchObject({ role: "Uni" });
  });
});

describe("an account forced into the store as a university's Admin", () => {
  let before: string;
  beforeAll(async () => {
    before = await otherUniversity();
    // As an old record or a write around every check would leave it: the session goes on.
    await users().updateOne({ email: demoEmail("uniadmin", OWN) }, { $set: { role: "Admin" } });
  });

  it("reads no other university's configuration and publishes nothing there", async () => {
    for (const path of ["/config", "/config/areas/roles", "/config/areas/settings", "/config/history", "/config/forms/identity"]) {
      expect((await attacker.get(`${path}?tenant=${OTHER}`)).status, `GET ${path}`).toBe(403);
    }
    expect((await attacker.post(`/config/areas/settings?tenant=${OTHER}`, { intent: "save", draftVersion: "0", json: "{}" })).status).toBe(403);
    expect((await attacker.post(`/config?tenant=${OTHER}`, { intent: "publish", draftVersion: "1", note: "Mine now" })).status).toBe(403);
    // Nor its own: the platform's role gives a university's user nothing at all.
    expect((await attacker.get("/config")).status).toBe(403);
  });

  it("fills no sandbox with another university's students", async () => {
    expect((await attacker.get(`/config/sandbox?tenant=${OTHER}`)).status).toBe(403);
    expect((await attacker.post(`/config/sandbox?tenant=${OTHER}`, { intent: "fill", limit: "1000", kinds: "applications" })).status).toBe(403);
  });

  it("neither lists nor deactivates universities", async () => {
    expect((await attacker.get("/admin/universities")).status).toBe(403);
    expect((await attacker.post("/admin/universities", { intent: "deactivate", key: OTHER })).status).toBe(403);
    expect((await attacker.get("/admin/universities/new")).status).toBe(403);
  });

  it("cannot point another university's single sign-on at a provider of its own", async () => {
    expect((await attacker.get(`/config/sso?tenant=${OTHER}`)).status).toBe(403);
    expect((await attacker.get(`/config/areas/sso?tenant=${OTHER}`)).status).toBe(403);
    const sso = JSON.stringify({ enabled: true, issuer: "https://idp.attacker.example", clientId: "mine", clientSecretName: "mine", roles: ["Student"] });
    expect((await attacker.post(`/config/areas/sso?tenant=${OTHER}`, { intent: "save", draftVersion: "0", json: sso })).status).toBe(403);
    expect((await attacker.post(`/config/sso?tenant=${OTHER}`, { intent: "secret", secret: "mine" })).status).toBe(403);
  });

  it("manages no other university's users, and invites no one", async () => {
    expect((await attacker.get(`/admin/users?uni=${OTHER}`)).status).toBe(403);
    expect((await attacker.get("/admin/users")).status).toBe(403);
    expect((await attacker.post("/admin/users/new", { givenName: "Rowan", familyName: "Blake", email: ADMIN_EMAIL, role: "Admin", accessLevel: "Full access", organisationId: "" })).status).toBe(403);
    expect(await otherUniversity()).toBe(before);
  });

  it("cannot sign in again", async () => {
    const fresh = new TestBrowser(server);
    const answer = await fresh.signIn(demoEmail("uniadmin", OWN));
    expect(answer.status).not.toBe(302);
    expect((await fresh.get("/admin/users")).location).toMatch(/^\/login/);
  });
});

describe("the platform Admin, who belongs to no university", () => {
  it("still reaches every page the attack was refused (so the refusals above are the ceiling's)", async () => {
    const admin = await signedInWithTotp("admin@casshield.example");
    for (const path of [`/config?tenant=${OTHER}`, `/config/areas/roles?tenant=${OTHER}`, `/config/sandbox?tenant=${OTHER}`, `/config/sso?tenant=${OTHER}`, "/admin/universities", `/admin/users?uni=${OTHER}`]) {
      expect((await admin.get(path)).status, `GET ${path}`).toBe(200);
    }
  });
});
