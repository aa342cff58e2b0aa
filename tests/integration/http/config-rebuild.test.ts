// Publishing or rolling back a version that changes what the list rows read rebuilds every row in
// the background (issue 37 item 3; decision 0027): a new list-rows field reaches the existing
// rows without any record being saved again, a rollback takes it away, the Config screen shows
// "Updating lists: 1,200 of 4,000 records" while a rebuild runs (on reload, no JavaScript
// needed), and a rebuild a stopped process left part done is finished at start-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRollback, publishDraft } from "../../../server/config-admin/publishing";
import { drafts, loadWorkingCopy } from "../../../server/config-admin/working-copy";
import { rebuildProgress, rebuildsSettled, resumeRebuilds, type RebuildJob } from "../../../server/records/rebuild";
import { verifyTenant } from "../../../server/records/verify";
import { rowIdOf } from "../../../server/lists/list-rows";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

const TENANT = "northbridge";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, unknown>;

/** A UniAdmin's edit saved as a draft and published, as the Config screen does. */
async function publish(edit: (config: Json) => Json): Promise<number> {
  const { services } = server;
  const copy = await loadWorkingCopy(services, TENANT);
  const draft = await drafts(services).save(TENANT, edit(structuredClone(copy.config)), { by: "uniadmin", at: server.now().toISOString(), expectedVersion: copy.draftVersion, basedOnVersion: copy.basedOnVersion });
  const outcome = await publishDraft(services, TENANT, { by: "uniadmin", note: "Students' email on their rows", draftVersion: draft._version, words: {} });
  if (outcome.kind !== "published") throw new Error(`not published: ${outcome.kind}`);
  return outcome.version;
}

const withContactEmail = (config: Json): Json => {
  const rows = config["list-rows"] as Record<string, { fields: Json }>;
  rows.students.fields.contact_email = { var: "student.email" };
  return config;
};

async function staffBrowser(): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(demoEmail("uniadmin"))).status).toBe(302);
  await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  return browser;
}

describe("a publish that changes the list rows", () => {
  it("fills a new row field on every existing row in the background, and a rollback takes it away again", async () => {
    const { services } = server;
    const students = await services.repositories.students.find(TENANT, { email: { $exists: true } });
    expect(students.length).toBeGreaterThan(10);
    const before = (await services.configs.current(TENANT)).version;
    await publish(withContactEmail);
    await rebuildsSettled(services, TENANT);
    for (const student of students) expect((await services.repositories.listRows.findById(TENANT, rowIdOf("students", student._id)))?.contact_email, student._id).toBe(student.email);
    expect(await rebuildProgress(services, TENANT)).toBeNull();
    expect((await verifyTenant(services, TENANT, { all: true })).differences).toEqual([]);

    const latest = (await services.configs.current(TENANT)).version;
    expect(await prepareRollback(services, TENANT, { by: "uniadmin", version: before, expectedLatest: latest })).toEqual({ kind: "prepared" });
    const { draftVersion } = await loadWorkingCopy(services, TENANT);
    const outcome = await publishDraft(services, TENANT, { by: "uniadmin", note: "Back to the earlier rows", draftVersion, words: {} });
    expect(outcome.kind).toBe("published");
    await rebuildsSettled(services, TENANT);
    expect(await services.repositories.listRows.count(TENANT, { contact_email: { $exists: true } })).toBe(0);
    expect((await verifyTenant(services, TENANT, { all: true })).differences).toEqual([]);
  }, 120_000);

  it("changes no row and starts no rebuild when what the rows read is unchanged", async () => {
    const { services } = server;
    const jobs = services.store.collection<RebuildJob>("rebuilds");
    const before = await jobs.findOne({ tenant: TENANT });
    expect(before).toMatchObject({ status: "done" });
    await publish((config) => {
      (config.reminders as Record<string, Json>).acceptOffer.repeatEvery = 9;
      return config;
    });
    // The job is still the rollback's, finished: this publish started none.
    expect(await jobs.findOne({ tenant: TENANT })).toEqual(before);
    expect(await rebuildProgress(services, TENANT)).toBeNull();
  }, 60_000);
});

describe("the rebuild's progress on the Config screen", () => {
  it("shows how far it is on every Config page while it runs; start-up finishes one a stopped process left", async () => {
    const { services } = server;
    const jobs = services.store.collection<RebuildJob>("rebuilds");
    // As a process stopped part way through leaves it.
    await jobs.updateOne({ _id: `${TENANT}:projections`, tenant: TENANT }, { $set: { status: "running", done: 1200, total: 4000, cursor: { projector: "listRows", collection: "offers", after: "" }, projectors: ["listRows"] } });
    await services.store.collection("listRows").deleteMany({ tenant: TENANT, kind: "students" });
    const browser = await staffBrowser();
    for (const page of ["/config", "/config/history"]) {
      const answer = await browser.get(page);
      expect(answer.status).toBe(200);
      expect(visibleText(answer.text)).toContain("Updating lists: 1,200 of 4,000 records");
    }
    expect(await resumeRebuilds(services)).toEqual([TENANT]);
    await rebuildsSettled(services, TENANT);
    expect(await services.repositories.listRows.count(TENANT, { kind: "students" })).toBe(await services.repositories.students.count(TENANT));
    expect(visibleText((await browser.get("/config")).text)).not.toContain("Updating lists");
  }, 120_000);
});
