// The Config screen over HTTP: who may read and change which university's configuration,
// drafts with optimistic versions, validation that stops publishing, publishing that reaches
// users on their next request, history, rollback and the audit log, the preview, impact and
// reminder timelines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeline, compileReminder, type ReminderSchedule } from "../../../rules";
import { startTestServer, type TestServer } from "../../support/test-server";
import { ConfigDrafts } from "../../../server/config-admin/drafts";
import { demoEmail, titleOf, signedInWithTotp, TestBrowser, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { testRecords } from "../../support/records";
import { draftVersionIn, fieldIndex, fieldsForm, textareaIn } from "../../support/config-pages";
import { codeDetector, readable } from "../../support/page-codes";

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

/** POSTs JSON to a route's `.data` URL, as the app's own pages do (section saves, preview redraws). */
async function postJson(browser: TestBrowser, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const answer = await browser.postJson(`${path}.data`, body);
  return { status: answer.status, json: answer.text ? await decodeRemixData(answer.text) : null };
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


describe("who may configure which university", () => {
  it("a university admin opens their own configuration and is refused another's, whatever the URL says", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const own = await admin.get("/config");
    expect(own.status).toBe(200);
    expect(titleOf(own.text)).toBe("Configuration - CAS Shield");
    expect(visibleText(own.text)).toContain("Configuring Northbridge");
    expect((await admin.get("/config?tenant=northbridge")).status).toBe(200);
    // Every area is listed by its name in words, never by its key.
    const areaLinks = [...own.text.matchAll(/<a[^>]*href="\/config\/areas\/([a-z-]+)[^"]*"[^>]*>([^<]*)<\/a>/g)].map(([, key, name]) => ({ key, name }));
    expect(areaLinks.map((link) => link.key)).toContain("record-fields");
    for (const link of areaLinks) expect(link.name, link.key).not.toBe(link.key);

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
    const admin = await signedInWithTotp(server, "admin@casshield.example");

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

  it("a condition left empty in the builder is refused with what to do, and one built is saved as JSON-Logic (issue 20 item 1)", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/identity");
    const gender = fieldIndex(page.text, "gender");
    const empty = await admin.post("/config/forms/identity", fieldsForm(page.text, { [`f${gender}.visible.mode`]: "builder", [`f${gender}.visible.json`]: "" }));
    expect(empty.status).toBe(422);
    expect(visibleText(empty.text)).toContain("Add at least one condition, or choose Yes or No");
    const built = { in: [{ var: "record.idType" }, ["passport"]] };
    const saved = await admin.post("/config/forms/identity", fieldsForm(page.text, { [`f${gender}.visible.mode`]: "builder", [`f${gender}.visible.json`]: JSON.stringify(built) }));
    expect(saved.status).toBe(302);
    const draft = await server.services.store.collection("configDrafts").findOne({ tenant: "northbridge" });
    const config = JSON.parse(String(draft?.configJson)) as { forms: { identity: { fields: { gender: { visible: unknown } } } } };
    expect(config.forms.identity.fields.gender.visible).toEqual(built);
    await discardDraft(admin);
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
  it("says there is nothing to validate when there is no draft", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const overview = await admin.get("/config");
    expect(draftVersionIn(overview.text)).toBe("0");
    const validated = await admin.post("/config", { intent: "validate", draftVersion: "0" });
    expect(validated.status).toBe(200);
    const text = visibleText(validated.text);
    expect(text).toContain("There is no draft to validate.");
    expect(text).not.toContain("The draft can be published");
  });

  it("a draft with an unknown operation lists the problem with a link to its rule, and cannot be published", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/identity");
    const form = JSON.parse(textareaIn(page.text, "raw-json")) as { rules: Record<string, { failsWhen: unknown }> };
    form.rules["passport-issue-not-future"].failsWhen = { "no-such-operation": [{ var: "record.passport.dateOfIssue" }] };
    expect((await admin.post("/config/forms/identity", { intent: "raw", draftVersion: draftVersionIn(page.text), definitionJson: JSON.stringify(form) })).status).toBe(302);

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

describe("publishing, history and rollback", () => {
  it("a published draft reaches the university's applicants on their next request, other universities are unchanged, and a rollback restores it", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const student = await applicant(demoEmail("applicant1"));
    const elsewhere = await applicant(demoEmail("applicant1", "thamesgate"));
    const identityPath = `/applications/${await applicationIdOf(demoEmail("applicant1"))}/identity`;
    const otherPath = `/applications/${await applicationIdOf(demoEmail("applicant1", "thamesgate"), "thamesgate")}/identity`;
    const before = visibleText((await student.get(identityPath)).text);
    expect(before).toContain("Given name");
    expect(before).toContain("Middle names (optional)");
    const startVersion = (await latestVersion("northbridge")) ?? 0;

    const page = await admin.get("/config/forms/identity");
    const given = fieldIndex(page.text, "givenName");
    const middle = fieldIndex(page.text, "middleName");
    const gender = fieldIndex(page.text, "gender");
    const saved = await admin.post(
      "/config/forms/identity",
      fieldsForm(page.text, {
        [`f${given}.label.mode`]: "text",
        [`f${given}.label.text`]: "First name",
        [`f${middle}.visible.mode`]: "no",
        [`f${gender}.mandatory.mode`]: "yes",
      }),
    );
    expect(saved.status).toBe(302);
    // Nothing reaches users before publishing.
    expect(visibleText((await student.get(identityPath)).text)).not.toContain("First name");

    const overview = await admin.get("/config");
    expect(visibleText(overview.text)).toContain('Identity, Given name: label "Given name" -> "First name"');
    expect(visibleText(overview.text)).toContain("Identity, Middle names (optional): visible true -> false");
    expect(visibleText(overview.text)).toContain("Identity, Gender: mandatory false -> true");
    // Only what was changed: saving the table writes nothing for the cells left as they were.
    expect(overview.text.match(/<ul class="change-list">([\s\S]*?)<\/ul>/)?.[1]?.match(/<li>/g)).toHaveLength(3);
    const validated = await admin.post("/config", { intent: "validate", draftVersion: draftVersionIn(overview.text) });
    expect(visibleText(validated.text)).toContain("No problems found");
    const published = await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Identity page for 2027 entry" });
    expect(published.status).toBe(302);
    expect(published.location).toBe(`/config/history?published=${startVersion + 1}`);
    expect(await server.services.store.collection("configDrafts").count({ tenant: "northbridge" })).toBe(0);

    // The running process serves the new version on the next request: no restart.
    expect((await server.services.configs.current("northbridge")).version).toBe(startVersion + 1);
    const after = visibleText((await student.get(identityPath)).text);
    expect(after).toContain("First name");
    expect(after).not.toContain("Middle names (optional)");
    const data = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };
    const stopped = await postJson(student, identityPath, { data, version: 1 });
    expect(stopped.status).toBe(422);
    const errors = (stopped.json as { page?: { errors: Array<{ path: string; message: string }> } }).page?.errors ?? [];
    expect(errors).toContainEqual({ path: "gender", message: "Select gender" });
    expect(visibleText((await elsewhere.get(otherPath)).text)).toContain("Middle names (optional)");
    expect(visibleText((await elsewhere.get(otherPath)).text)).not.toContain("First name");

    // Every earlier version stays; the audit log says who published what.
    const history = await admin.get(`/config/history?published=${startVersion + 1}`);
    expect(visibleText(history.text)).toContain(`Version ${startVersion + 1} has been published`);
    expect(visibleText(history.text)).toContain("Identity page for 2027 entry");
    expect(visibleText(history.text)).toContain("Una Admin");
    const compared = await admin.get(`/config/history?from=${startVersion}&to=${startVersion + 1}`);
    expect(visibleText(compared.text)).toContain("Identity, Gender: mandatory false -> true");
    const [audit] = await server.services.repositories.auditLog.find("northbridge", { action: "config.publish", entityId: String(startVersion + 1) });
    expect(audit).toMatchObject({ actorId: expect.any(String), entity: "configVersions" });
    expect(audit?.details?.note).toBe("Identity page for 2027 entry");
    expect(audit?.details?.changes).toContain('Identity, Given name: label "Given name" -> "First name"');

    // A rollback is a draft made from the earlier version, reviewed and published like any other.
    const rolledBack = await admin.post("/config/history", { intent: "rollback", version: String(startVersion), expectedLatest: String(startVersion + 1) });
    expect(rolledBack.status).toBe(302);
    expect(rolledBack.location).toBe(`/config?rollback=${startVersion}`);
    expect(visibleText((await student.get(identityPath)).text)).toContain("First name");
    const review = visibleText((await admin.get(rolledBack.location as string)).text);
    expect(review).toContain("A draft has been made from the earlier version. Check its changes and its impact, then publish it to roll back.");
    expect(review).toContain(`This draft rolls back to version ${startVersion}`);
    expect(review).toMatch(new RegExp(`Version ${startVersion + 1}, published .+ by Una Admin: Identity page for 2027 entry`));
    expect(review).toContain('Identity, First name: label "First name" -> "Given name"');
    const rollbackDraft = draftVersionIn((await admin.get("/config")).text);
    // Another rollback while this draft is open is refused in words; the draft stays.
    const second = await admin.post("/config/history", { intent: "rollback", version: String(startVersion), expectedLatest: String(startVersion + 1) });
    expect(second.status).toBe(409);
    expect(visibleText(second.text)).toContain("There is a draft being worked on. Publish or discard it before rolling back");
    const publishedRollback = await admin.post("/config", { intent: "publish", draftVersion: rollbackDraft, note: `Rollback to version ${startVersion}` });
    expect(publishedRollback.location).toBe(`/config/history?rolledBack=${startVersion + 2}`);
    const restored = visibleText((await student.get(identityPath)).text);
    expect(restored).toContain("Middle names (optional)");
    expect(restored).not.toContain("First name");
    const [rollbackAudit] = await server.services.repositories.auditLog.find("northbridge", { action: "config.rollback" });
    expect(rollbackAudit?.details).toMatchObject({ rolledBackTo: startVersion, note: `Rollback to version ${startVersion}`, undoes: [{ version: startVersion + 1, note: "Identity page for 2027 entry", publisher: "Una Admin" }] });
    expect(rollbackAudit?.details?.changes).toContain('Identity, First name: label "First name" -> "Given name"');
    expect(await server.services.repositories.configVersions.count("northbridge")).toBe(startVersion + 2);

    // A rollback based on an out-of-date history is refused.
    const stale = await admin.post("/config/history", { intent: "rollback", version: String(startVersion), expectedLatest: String(startVersion + 1) });
    expect(stale.status).toBe(409);
  }, 120_000);

  it("refuses to publish a draft someone else saved after the page was opened, saying who and when (issue 20 item 5)", async () => {
    const admin = await staff(demoEmail("uniadmin", "westhaven"));
    const before = await latestVersion("westhaven");
    const page = await admin.get("/config/areas/settings");
    await admin.post("/config/areas/settings", { intent: "save", draftVersion: draftVersionIn(page.text), json: textareaIn(page.text, "json").replace('"universityName": "', '"universityName": "Mine ') });
    const seen = draftVersionIn((await admin.get("/config")).text);
    const drafts = new ConfigDrafts(server.services.store);
    const draft = (await drafts.get("westhaven"))!;
    const other = (await server.services.repositories.users.findByEmailForSignIn("admin@casshield.example"))!;
    await drafts.save("westhaven", JSON.parse(draft.configJson) as Record<string, unknown>, { by: other._id, at: "2026-11-22T09:30:00.000Z", expectedVersion: draft._version, basedOnVersion: draft.basedOnVersion });
    const refused = await admin.post("/config", { intent: "publish", draftVersion: seen, note: "Mine" });
    expect(refused.status).toBe(409);
    expect(visibleText(refused.text)).toContain(`${other.givenName} ${other.familyName} saved a newer draft at 22 Nov 2026, 09:30, after you opened this page, so nothing was published. Review the draft as it is now, then publish it.`);
    expect(await latestVersion("westhaven")).toBe(before);
    await discardDraft(admin);
  });

  it("a draft started before someone else published cannot be published over their version", async () => {
    const admin = await staff(demoEmail("uniadmin", "pennine"));
    const page = await admin.get("/config/areas/settings");
    await admin.post("/config/areas/settings", { intent: "save", draftVersion: draftVersionIn(page.text), json: textareaIn(page.text, "json").replace('"universityName": "', '"universityName": "Old draft ') });
    const current = await server.services.configs.current("pennine");
    await server.services.configs.publish("pennine", current.config, { by: "someone-else", note: "Meanwhile" });
    const overview = await admin.get("/config");
    expect(visibleText(overview.text)).toContain("has been published since this draft was started");
    const refused = await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn(overview.text), note: "Mine" });
    expect(refused.status).toBe(409);
    expect(await latestVersion("pennine")).toBe(current.version + 1);
  });
});

describe("preview, impact and reminder timelines", () => {
  it("previews the draft's form against one of the university's records, with field states and errors, storing nothing", async () => {
    const admin = await staff(demoEmail("uniadmin", "caledonia"));
    const page = await admin.get("/config/forms/identity");
    const given = fieldIndex(page.text, "givenName");
    await admin.post("/config/forms/identity", fieldsForm(page.text, { [`f${given}.label.mode`]: "text", [`f${given}.label.text`]: "Forename" }));
    const recordId = await applicationIdOf(demoEmail("applicant2", "caledonia"), "caledonia");
    const preview = await admin.get(`/config/forms/identity/preview?record=${recordId}`);
    expect(preview.status).toBe(200);
    expect(titleOf(preview.text)).toBe("Preview: Identity - CAS Shield");
    const text = visibleText(preview.text);
    expect(text).toContain("Forename");
    expect(text).toContain("Field states");
    expect(text).toContain("Errors this record would get");
    expect(preview.text).toContain(`value="${recordId}" selected`);
    // The person's task list as the draft would show it (issue 20 item 4).
    expect(text).toContain("The task list with the draft, for");
    expect(text).toMatch(/Identity (To do|Done|View\/Resolve|Locked)/);

    const before = JSON.stringify(await server.services.store.collection("applications").find({ tenant: "caledonia" }));
    const checked = await postJson(admin, "/config/forms/identity/preview", { data: { givenName: "A" }, record: recordId });
    expect(checked.status).toBe(200);
    const result = checked.json as { preview: { page: { errors: Array<{ path: string }> }; states: Array<{ path: string; label: string }> } };
    expect(result.preview.page.errors.map((error) => error.path)).toContain("familyName");
    expect(result.preview.states.find((state) => state.path === "givenName")?.label).toBe("Forename");
    expect(JSON.stringify(await server.services.store.collection("applications").find({ tenant: "caledonia" }))).toBe(before);
    await discardDraft(admin);
  });

  it("shows how many records the draft changes, with the list one click away", async () => {
    const admin = await staff(demoEmail("uniadmin", "westhaven"));
    const complete = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };
    for (const local of ["applicant2", "applicant3"]) {
      const id = await applicationIdOf(demoEmail(local, "westhaven"), "westhaven");
      await testRecords(server.services).applications.update("westhaven", id, { $set: { "sections.identity": complete } });
    }
    const withGender = await applicationIdOf(demoEmail("applicant4", "westhaven"), "westhaven");
    await testRecords(server.services).applications.update("westhaven", withGender, { $set: { "sections.identity": { ...complete, gender: "Female" } } });

    expect(visibleText((await admin.get("/config/impact")).text)).toContain("There is no draft");
    const page = await admin.get("/config/forms/identity");
    const gender = fieldIndex(page.text, "gender");
    await admin.post("/config/forms/identity", fieldsForm(page.text, { [`f${gender}.mandatory.mode`]: "yes" }));
    const impact = await admin.get("/config/impact");
    expect(impact.status).toBe(200);
    // applicant2 and applicant3, and the demo's complete applications, which give no gender; not applicant4.
    const applications = await server.services.repositories.applications.find("westhaven", {});
    const lacking = applications.filter((application) => {
      const identity = (application.sections as Record<string, Record<string, unknown> | undefined> | undefined)?.identity;
      return identity !== undefined && !identity.gender;
    }).length;
    expect(lacking).toBeGreaterThanOrEqual(2);
    expect(visibleText(impact.text)).toContain(`${lacking} applications: Identity becomes incomplete (Gender is now mandatory)`);
    const link = /href="(\/config\/impact\?form=identity[^"]*)"/.exec(impact.text)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const list = visibleText((await admin.get(link)).text);
    expect(list).toContain("(applicant2@westhaven.example.ac.uk)");
    expect(list).toContain("(applicant3@westhaven.example.ac.uk)");
    expect(list).not.toContain("(applicant4@westhaven.example.ac.uk)");
    await discardDraft(admin);
  });

  it("draws each reminder's send days, the same days as `reminders timeline`", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/reminders?days=30");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe("Reminder timelines - CAS Shield");
    const schedules = (await server.services.configs.current("northbridge")).config.reminders as Record<string, ReminderSchedule>;
    const [key, schedule] = Object.entries(schedules).find(([, candidate]) => candidate.offsets.length > 1) ?? [];
    expect(key).toBeDefined();
    const days = timeline(compileReminder(schedule as ReminderSchedule), 30);
    const section = page.text.slice(page.text.indexOf(`id="reminder-${key}"`));
    const listed = [...section.slice(0, section.indexOf("</ol>")).matchAll(/Day (\d+) \(email (\d+)\)/g)].map((match) => Number(match[1]));
    expect(listed).toEqual(days);
  });

  it("says each reminder's start and stop in the fields' and values' words, never a stored code", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/reminders");
    const section = (key: string) => {
      const from = page.text.slice(page.text.indexOf(`id="reminder-${key}"`));
      return readable(from.slice(0, from.indexOf("</section>")));
    };
    // {"==": [{"var": "applicationStatus"}, "InProgress"]}: before, "application status is InProgress".
    expect(section("continueApplication")).toContain("Application status is In progress");
    expect(section("welcome")).toContain("Task: Checklist is Complete");
    const codes = codeDetector(await server.services.configs.current("northbridge").then((current) => current.prepared));
    expect(codes.codesIn(readable(page.text))).toEqual([]);
  });

  it("words a form's conditions over the record's coded fields in the lists' words", async () => {
    const admin = await staff(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/immigration-history");
    expect(page.status).toBe(200);
    const summaries = [...page.text.matchAll(/<p class="hint" id="[^"]*-summary"[^>]*>([\s\S]*?)<\/p>/g)].map((match) => readable(match[1]));
    // {"==": [{"var": "application.feeStatus"}, "OVERSEAS"]}: before, "when fee status is OVERSEAS".
    expect(summaries).toContainEqual(expect.stringMatching(/[Ff]ee status is Overseas/));
    const codes = codeDetector(await server.services.configs.current("northbridge").then((current) => current.prepared));
    expect(codes.found(summaries.flatMap((summary) => summary.split(/[\s,;:()]+/)))).toEqual([]);
  });
});
