// The Config screen over HTTP: who may read and change which university's configuration,
// drafts with optimistic versions, validation that stops publishing, publishing that reaches
// users on their next request, history, rollback and the audit log, the preview, impact and
// reminder timelines.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeline, compileReminder, type ReminderSchedule } from "../../../rules";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function staff(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(email)).status).toBe(302);
  await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  return browser;
}

async function applicant(email: string): Promise<TestBrowser> {
  return staff(email);
}

function draftVersionIn(html: string): string {
  return /name="draftVersion" value="(\d+)"/.exec(html)?.[1] ?? "missing";
}

function textareaIn(html: string, id: string): string {
  const raw = new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "";
  return raw.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** POSTs JSON as the app's own pages do (section saves, preview redraws). */
async function postJson(browser: TestBrowser, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    body: JSON.stringify(body),
    redirect: "manual",
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

async function applicationIdOf(email: string, tenant = "northbridge"): Promise<string> {
  const user = await server.services.store.collection("users").findOne({ email });
  const application = await server.services.repositories.applications.findOne(tenant, { userId: user?._id });
  return application?._id ?? "missing";
}

async function latestVersion(tenant: string): Promise<number | null> {
  return server.services.repositories.configVersions.latestVersionNumber(tenant);
}

async function discardDraft(browser: TestBrowser, query = ""): Promise<void> {
  const page = await browser.get(`/config${query}`);
  const version = draftVersionIn(page.text);
  if (version !== "0") expect((await browser.post(`/config${query}`, { intent: "discard", draftVersion: version })).status).toBe(302);
}

/** The fields table as the page submits it, with some properties changed. */
function fieldsForm(html: string, changes: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = { intent: "fields", draftVersion: draftVersionIn(html) };
  for (const match of html.matchAll(/name="(f\d+\.path)" value="([^"]*)"/g)) body[match[1]] = match[2];
  return { ...body, ...changes };
}

function fieldIndex(html: string, path: string): number {
  const match = new RegExp(`name="f(\\d+)\\.path" value="${path.replace(/\./g, "\\.")}"`).exec(html);
  if (!match) throw new Error(`no field ${path} in the table`);
  return Number(match[1]);
}

describe("who may configure which university", () => {
  it("a university admin opens their own configuration and is refused another's, whatever the URL says", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const own = await admin.get("/config");
    expect(own.status).toBe(200);
    expect(titleOf(own.text)).toBe("Configuration - CAS Shield");
    expect(visibleText(own.text)).toContain("Configuring Northbridge");
    expect((await admin.get("/config?tenant=northbridge")).status).toBe(200);

    const before = JSON.stringify([await server.services.store.collection("configDrafts").find({}), await latestVersion("thamesgate")]);
    for (const path of ["/config", "/config/forms/identity", "/config/forms/identity/preview", "/config/areas/settings", "/config/history", "/config/impact", "/config/reminders"]) {
      expect((await admin.get(`${path}?tenant=thamesgate`)).status, `GET ${path}`).toBe(403);
    }
    expect((await admin.post("/config/areas/settings?tenant=thamesgate", { intent: "save", draftVersion: "0", json: "{}" })).status).toBe(403);
    expect((await admin.post("/config?tenant=thamesgate", { intent: "publish", draftVersion: "1", note: "x" })).status).toBe(403);
    expect((await admin.post("/config/history?tenant=thamesgate", { intent: "rollback", version: "1", expectedLatest: "1" })).status).toBe(403);
    expect(JSON.stringify([await server.services.store.collection("configDrafts").find({}), await latestVersion("thamesgate")])).toBe(before);
  });

  it("one university's draft is invisible to another's admin, and staff without the right are refused", async () => {
    const northbridge = await staff(demoEmail("uniadmin"));
    const page = await northbridge.get("/config/areas/settings");
    const json = textareaIn(page.text, "json").replace('"universityName": "', '"universityName": "Draft name for ');
    expect((await northbridge.post("/config/areas/settings", { intent: "save", draftVersion: draftVersionIn(page.text), json })).status).toBe(302);

    const thamesgate = await staff(demoEmail("uniadmin", "thamesgate"));
    const theirs = await thamesgate.get("/config/areas/settings");
    expect(theirs.text).not.toContain("Draft name for");
    expect(draftVersionIn(theirs.text)).toBe("0");

    const uni = await staff(demoEmail("uni"));
    expect((await uni.get("/config")).status).toBe(403);
    const student = await applicant(demoEmail("applicant1"));
    expect((await student.get("/config")).status).toBe(403);
    await discardDraft(northbridge);
  });

  it("the platform Admin names the university explicitly", async () => {
    const admin = new TestBrowser(server);
    await admin.signIn("admin@casshield.example");
    await admin.post("/mfa/setup", { method: "totp", redirectTo: "/" });
    const setup = await admin.get("/mfa/setup/app?redirectTo=%2F");
    const secret = (/data-testid="setup-key">([^<]+)</.exec(setup.text)?.[1] ?? "").replace(/\s/g, "");
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: server.now().getTime() });
    expect((await admin.post("/mfa/setup/app?redirectTo=%2F", { code, redirectTo: "/" })).status).toBe(302);

    const chooser = await admin.get("/config");
    expect(chooser.status).toBe(200);
    expect(visibleText(chooser.text)).toContain("Which university do you want to configure?");
    expect((await admin.get("/config/history")).location).toBe("/config");
    const thamesgate = await admin.get("/config?tenant=thamesgate");
    expect(thamesgate.status).toBe(200);
    expect(visibleText(thamesgate.text)).toContain("Configuring Thamesgate");
    expect(thamesgate.text).toContain("/config/forms/identity?tenant=thamesgate");
    expect((await admin.get("/config?tenant=nowhere")).status).toBe(404);
  });
});

describe("drafts", () => {
  it("malformed JSON gets 'Invalid JSON format.' and everything typed is drawn again", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/areas/tabs");
    const typed = '[{"id": "leads", "label": "Leads",';
    const answer = await admin.post("/config/areas/tabs", { intent: "save", draftVersion: draftVersionIn(page.text), json: typed });
    expect(answer.status).toBe(422);
    expect(titleOf(answer.text)).toMatch(/^Error: /);
    expect(visibleText(answer.text)).toContain("There is a problem");
    expect(visibleText(answer.text)).toContain("Invalid JSON format.");
    expect(textareaIn(answer.text, "json")).toBe(typed);
    expect(await server.services.store.collection("configDrafts").count({ tenant: "northbridge" })).toBe(0);
  });

  it("a condition with malformed JSON in the fields table keeps every typed value", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/identity");
    const gender = fieldIndex(page.text, "gender");
    const given = fieldIndex(page.text, "givenName");
    const answer = await admin.post(
      "/config/forms/identity",
      fieldsForm(page.text, { [`f${given}.label.mode`]: "text", [`f${given}.label.text`]: "Typed label", [`f${gender}.mandatory.mode`]: "json", [`f${gender}.mandatory.json`]: '{"==": [' }),
    );
    expect(answer.status).toBe(422);
    expect(visibleText(answer.text)).toContain("Invalid JSON format.");
    expect(answer.text).toContain('value="Typed label"');
    expect(textareaIn(answer.text, `f${gender}-mandatory-json`)).toBe('{"==": [');
  });

  it("the second of two saves based on the same draft version is refused with a message, never merged", async () => {
    const first = await staff(demoEmail("uniadmin"));
    const second = await staff(demoEmail("uniadmin"));
    const pageA = await first.get("/config/forms/identity");
    const pageB = await second.get("/config/forms/identity");
    const given = fieldIndex(pageA.text, "givenName");
    const saved = await first.post("/config/forms/identity", fieldsForm(pageA.text, { [`f${given}.label.mode`]: "text", [`f${given}.label.text`]: "Label from A" }));
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/config/forms/identity?saved=fields");
    const refused = await second.post("/config/forms/identity", fieldsForm(pageB.text, { [`f${given}.label.mode`]: "text", [`f${given}.label.text`]: "Label from B" }));
    expect(refused.status).toBe(409);
    expect(visibleText(refused.text)).toContain("Someone else has saved the draft since you opened this page");
    expect(refused.text).toContain('value="Label from B"');

    // The next save after A's starts from A's draft version; B's stale version is refused again.
    const again = await second.post("/config/forms/identity", fieldsForm(pageB.text, { [`f${given}.label.text`]: "Label from B" }));
    expect(again.status).toBe(409);
    const draft = await server.services.store.collection("configDrafts").findOne({ tenant: "northbridge" });
    const config = JSON.parse(String(draft?.configJson)) as { forms: { identity: { fields: { givenName: { label: string } } } } };
    expect(config.forms.identity.fields.givenName.label).toBe("Label from A");

    const raw = await first.get("/config/forms/identity");
    const conflict = await second.post("/config/areas/tabs", { intent: "save", draftVersion: "0", json: "[]" });
    expect(conflict.status).toBe(409);
    expect(draftVersionIn(raw.text)).not.toBe("0");
    await discardDraft(first);
  });
});

describe("validation stops publishing", () => {
  it("a draft with an unknown operation lists the problem with a link to its rule, and cannot be published", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/identity");
    const form = JSON.parse(textareaIn(page.text, "raw-json")) as { rules: Array<{ failsWhen: unknown }> };
    form.rules[1].failsWhen = { "no-such-operation": [{ var: "record.passport.dateOfIssue" }] };
    expect((await admin.post("/config/forms/identity", { intent: "raw", draftVersion: draftVersionIn(page.text), raw: JSON.stringify(form) })).status).toBe(302);

    const overview = await admin.get("/config");
    const validated = await admin.post("/config", { intent: "validate", draftVersion: draftVersionIn(overview.text) });
    expect(validated.status).toBe(200);
    expect(visibleText(validated.text)).toMatch(/\d+ problems found/);
    expect(visibleText(validated.text)).toContain("no-such-operation");
    expect(validated.text).toContain('href="/config/forms/identity#rule-1"');

    const before = await latestVersion("northbridge");
    const refused = await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Try it" });
    expect(refused.status).toBe(422);
    expect(titleOf(refused.text)).toBe("Error: Configuration - CAS Shield");
    expect(visibleText(refused.text)).toMatch(/The draft has \d+ problems and cannot be published/);
    expect(await latestVersion("northbridge")).toBe(before);
    await discardDraft(admin);
  });

  it("a draft with a broken schema cannot be published", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/areas/schemas");
    const schemas = JSON.parse(textareaIn(page.text, "json")) as Record<string, { properties: Record<string, unknown> }>;
    schemas["application/identity"].properties.givenName = { type: "no-such-type" };
    expect((await admin.post("/config/areas/schemas", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(schemas) })).status).toBe(302);
    const overview = await admin.get("/config");
    const validated = await admin.post("/config", { intent: "validate", draftVersion: draftVersionIn(overview.text) });
    expect(visibleText(validated.text)).toMatch(/\d+ problems found/);
    const before = await latestVersion("northbridge");
    expect((await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Broken" })).status).toBe(422);
    expect(await latestVersion("northbridge")).toBe(before);

    // The form's preview says why it cannot be drawn.
    const preview = await admin.get("/config/forms/identity/preview");
    expect(preview.status).toBe(200);
    expect(visibleText(preview.text)).toContain("This form cannot be drawn because the draft has problems");
    await discardDraft(admin);
  });

  it("publishing needs a note", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/areas/settings");
    await admin.post("/config/areas/settings", { intent: "save", draftVersion: draftVersionIn(page.text), json: textareaIn(page.text, "json").replace('"universityName": "', '"universityName": "Noted ') });
    const overview = await admin.get("/config");
    const answer = await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "  " });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('href="#note"');
    expect(visibleText(answer.text)).toContain("Enter a note saying what has changed");
    await discardDraft(admin);
  });
});
