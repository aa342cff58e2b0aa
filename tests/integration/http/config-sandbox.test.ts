// The sandbox (issue 20 item 6; decision 0841): a UniAdmin copies some of the university's
// records, tries a draft that makes Gender mandatory on Identity and sees which copies would
// change status and why, opens a copy and changes its answers through the form with the draft,
// and the trial follows while the real records stay as they were. Bad input is refused in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drafts } from "../../../server/config-admin/working-copy";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "westhaven";
let server: TestServer;
let admin: TestBrowser;
const complete = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };

async function applicationOf(local: string) {
  const user = await server.services.store.collection("users").findOne({ email: demoEmail(local, TENANT) });
  const application = await server.services.repositories.applications.findOne(TENANT, { userId: user?._id });
  if (!application) throw new Error(`no application for ${local}`);
  return application;
}
const copies = () => server.services.store.collection("sandboxRecords").find({ tenant: TENANT });
const copyOf = async (sourceId: string) => (await copies()).find((copy) => copy.sourceId === sourceId) as { _id: string; _version: number; record: Record<string, unknown> };
let changedByDraft = 0;
/** The copies with Identity answered and no gender: those a draft making Gender mandatory changes. */
const withoutGender = async () =>
  (await copies()).filter((copy) => {
    const identity = ((copy.record as { sections?: Record<string, Record<string, unknown> | undefined> }).sections ?? {}).identity;
    return identity !== undefined && !identity.gender;
  }).length;
const sandboxText = async (query = "") => visibleText((await admin.get(`/config/sandbox${query}`)).text);

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
  for (const local of ["applicant2", "applicant3"]) await testRecords(server.services).applications.update(TENANT, (await applicationOf(local))._id, { $set: { "sections.identity": complete } });
  await testRecords(server.services).applications.update(TENANT, (await applicationOf("applicant4"))._id, { $set: { "sections.identity": { ...complete, gender: "Female" } } });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the sandbox", () => {
  it("starts empty, with nothing to try", async () => {
    const text = await sandboxText();
    expect(text).toContain("The sandbox is empty. Copy some records to try the draft on.");
    expect(text).toContain("There is no draft to try.");
  });

  it("refuses a number it cannot copy and a copy of nothing, saying what to do", async () => {
    const refused = await admin.post("/config/sandbox", { intent: "fill", limit: "5000", kinds: "applications" });
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("Enter how many records to copy, a whole number from 1 to 1,000");
    const none = await admin.post("/config/sandbox", { intent: "fill", limit: "10" });
    expect(visibleText(none.text)).toContain("Select which records to copy");
    expect(await copies()).toHaveLength(0);
  });

  it("copies the newest records as they are", async () => {
    const total = await server.services.repositories.applications.count(TENANT, {});
    expect((await admin.post("/config/sandbox", { intent: "fill", limit: "1000", kinds: "applications" })).status).toBe(302);
    const made = await copies();
    expect(made).toHaveLength(total);
    const real = await applicationOf("applicant2");
    expect((await copyOf(real._id)).record).toEqual(real);
    expect(await sandboxText()).toContain(`${total} copies made on`);
  });

  it("tries the draft on the copies: which would change status, and why", async () => {
    const published = await server.services.configs.current(TENANT);
    const config = structuredClone(published.config) as { forms: Record<string, { fields: Record<string, Record<string, unknown>> }> };
    config.forms.identity.fields.gender.mandatory = true;
    await drafts(server.services).save(TENANT, config, { by: "test", at: "2026-11-25T10:00:00.000Z", expectedVersion: 0, basedOnVersion: published.version });
    const text = await sandboxText();
    // applicant2 and applicant3, and the demo's complete applications (which give no gender); not applicant4.
    changedByDraft = await withoutGender();
    const changed = changedByDraft;
    expect(changed).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(new RegExp(`${changed} of \\d+ copies would change status with the draft\\.`));
    expect(text).toContain("Gender is now mandatory");
    expect(text).toContain("(applicant2@westhaven.example.ac.uk)");
    expect(text).not.toContain("(applicant4@westhaven.example.ac.uk) (Application) Identity");
  });

  it("changes a copy's answers through its form with the draft, and only the copy", async () => {
    const real = await applicationOf("applicant2");
    const copy = await copyOf(real._id);
    const opened = await sandboxText(`?copy=${copy._id}`);
    expect(opened).toContain("Identity Complete Has errors to fix Gender is now mandatory");
    const form = await admin.get(`/config/sandbox/${copy._id}/identity`);
    expect(form.status).toBe(200);
    expect(visibleText(form.text)).toContain("Sandbox copy of");

    const refused = await admin.postJson(`/config/sandbox/${copy._id}/identity.data`, { data: complete, version: copy._version });
    expect(refused.status).toBe(422);
    const errors = ((await decodeRemixData(refused.text)) as { page: { errors: Array<{ path: string }> } }).page.errors;
    expect(errors.map((error) => error.path)).toEqual(["gender"]);

    expect((await admin.postJson(`/config/sandbox/${copy._id}/identity.data`, { data: { ...complete, gender: "Female" }, version: copy._version })).status).toBe(202);
    expect(((await copyOf(real._id)).record.sections as Record<string, unknown>).identity).toEqual({ ...complete, gender: "Female" });
    // The copy now has a gender: one fewer would change.
    expect(await withoutGender()).toBe(changedByDraft - 1);
    expect(await sandboxText()).toMatch(new RegExp(`${changedByDraft - 1} of \\d+ copies would change status with the draft\\.`));
    expect(await applicationOf("applicant2")).toEqual(real);
  });

  it("empties, and is not for staff without configuration rights", async () => {
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await staff.get("/config/sandbox")).status);
    const copy = (await copies())[0];
    expect([403, 404]).toContain((await staff.get(`/config/sandbox/${copy._id}/identity`)).status);
    expect((await admin.post("/config/sandbox", { intent: "empty" })).status).toBe(302);
    expect(await copies()).toHaveLength(0);
  });
});
