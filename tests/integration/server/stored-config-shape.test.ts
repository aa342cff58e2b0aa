// Configurations stored before the tabs, CAS stages, stage picker and form rules (decision 0035),
// and the student's tasks, interview questions, checklist sections and application task groups
// (decision 0093) were keyed by id are lists in the store's JSON text: a published version in that
// shape is still what the university runs, a draft in it opens and publishes, and a rollback to it
// publishes it again, each read keyed with the same items in the same order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { inListShape, listed } from "../../support/list-shaped-config";
import { prepareRollback, publishDraft } from "../../../server/config-admin/publishing";
import { drafts, loadWorkingCopy } from "../../../server/config-admin/working-copy";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** What users meet of the keyed areas: the tabs, stages, stage picker and each form's rules, in order. */
function listsOf(prepared: PreparedConfig) {
  return {
    tabs: prepared.areas.tabs.map((tab) => tab.definition),
    casTabs: prepared.areas.casStages.tabs.map((tab) => tab.definition),
    stages: prepared.areas.casStages.stages,
    stageChoices: prepared.areas.casStages.moveToStages.map((choice) => choice.stage),
    identityRules: prepared.form("identity").rules.map((rule) => [rule.id, rule.path, rule.messageKey]),
    tasks: prepared.areas.tasks.tasks.map((task) => [task.id, task.labelKey, task.kind]),
    sections: prepared.areas.checklist.sections.map((section) => [section.id, section.pages]),
    questions: listed((prepared.document["interview-questions"] as { questions: unknown }).questions),
    taskGroups: prepared.areas.application.taskGroups.map((group) => [group.title, group.tasks]),
  };
}

type Item = Record<string, unknown>;

/** The configuration as read back from the list shape: the same, but its task groups, which had no id, keyed and named by their place (decision 0093). */
function readBack(config: Record<string, unknown>): Record<string, unknown> {
  const application = config.application as Item;
  const groups = listed(application.taskGroups).map(({ id: _id, ...group }, index) => [`group-${index + 1}`, { ...group, id: `group-${index + 1}`, order: (index + 1) * 10 }]);
  return { ...config, application: { ...application, taskGroups: Object.fromEntries(groups) } };
}

async function storedConfig(version: number): Promise<Record<string, unknown>> {
  const record = await server.services.repositories.configVersions.byNumber(TENANT, version);
  return JSON.parse(record!.configJson) as Record<string, unknown>;
}

let seeded: { version: number; config: Record<string, unknown>; lists: ReturnType<typeof listsOf> };
let listShaped: number;

describe("a configuration stored in the list shape", () => {
  it("is what the university runs when it is the newest published version, with the same tabs, stages and rules", async () => {
    const { services } = server;
    const current = await services.configs.current(TENANT);
    seeded = { version: current.version, config: current.config, lists: listsOf(current.prepared) };
    expect(Array.isArray(inListShape(current.config).tabs)).toBe(true);
    listShaped = current.version + 1;
    await services.repositories.configVersions.insert(TENANT, { version: listShaped, configJson: JSON.stringify(inListShape(current.config)), publishedAt: server.now().toISOString(), publishedBy: "uniadmin", note: "Published before decision 0035" });

    const running = await services.configs.current(TENANT);
    expect(running.version).toBe(listShaped);
    expect(running.config.tabs).toEqual(seeded.config.tabs);
    expect(running.config.forms).toEqual(seeded.config.forms);
    expect(running.config).toEqual(readBack(seeded.config));
    expect(listsOf(running.prepared)).toEqual(seeded.lists);
  });

  it("opens as a draft keyed by id and publishes keyed, nothing in it lost", async () => {
    const { services } = server;
    const copy = await loadWorkingCopy(services, TENANT);
    const draft = await drafts(services).save(TENANT, inListShape(copy.config), { by: "uniadmin", at: server.now().toISOString(), expectedVersion: copy.draftVersion, basedOnVersion: copy.basedOnVersion });
    const reopened = await loadWorkingCopy(services, TENANT);
    expect(reopened.config).toEqual(readBack(seeded.config));

    const outcome = await publishDraft(services, TENANT, { by: "uniadmin", note: "A draft saved before decision 0035", draftVersion: draft._version, words: {} });
    expect(outcome).toEqual({ kind: "published", version: listShaped + 1 });
    const stored = await storedConfig(listShaped + 1);
    expect(stored.tabs).toEqual(seeded.config.tabs);
    expect(stored["cas-stages"]).toEqual(seeded.config["cas-stages"]);
    expect(stored).toEqual(readBack(seeded.config));
    expect(listsOf((await services.configs.current(TENANT)).prepared)).toEqual(seeded.lists);
  });

  it("is published again, keyed, by a rollback to it", async () => {
    const { services } = server;
    const latest = (await services.configs.current(TENANT)).version;
    expect(await prepareRollback(services, TENANT, { by: "uniadmin", version: listShaped, expectedLatest: latest })).toEqual({ kind: "prepared" });
    const { draftVersion } = await loadWorkingCopy(services, TENANT);
    const outcome = await publishDraft(services, TENANT, { by: "uniadmin", note: "Back to the list-shaped version", draftVersion, words: {} });
    expect(outcome).toEqual({ kind: "published", version: latest + 1 });
    const stored = await storedConfig(latest + 1);
    expect(Array.isArray(stored.tabs)).toBe(false);
    expect(stored.forms).toEqual(seeded.config.forms);
    expect(stored).toEqual(readBack(seeded.config));
    expect(listsOf((await services.configs.current(TENANT)).prepared)).toEqual(seeded.lists);
  });
});
