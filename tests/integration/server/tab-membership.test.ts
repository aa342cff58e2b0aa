// A list row holds the ids of the tabs it is in and the funnel steps it reached (issue 41; decision
// 0054), so a tab is counted and paged, and a step's rows read, from an index instead of every row
// of the university. These check that what the rows hold is what the tabs' and steps' predicates
// select (for every tab and step of every demo university, as a store filter of the predicate
// and the funnel history would), that a change moves its row between tabs and keeps the steps it
// reached, and that rows stored before they held these are made again at start-up.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_TABS, REACHED_STEPS } from "../../../rules/lists/tab-membership";
import { funnelHistoryOf } from "../../../server/insights/funnel-history-store";
import { readEnv } from "../../../server/config/env";
import { joinFilters, loadDashboard } from "../../../server/lists/dashboard";
import { rowIdOf } from "../../../server/lists/list-rows";
import { rebuildsSettled } from "../../../server/records/rebuild";
import { recoverAtStartUp } from "../../../server/records/replay";
import { updateRecord } from "../../../server/records/write-path";
import { createServices, type Services } from "../../../server/services";
import type { SignedInUser } from "../../../server/auth/permissions";
import { copySeededStore, PINNED_NOW } from "../../support/seeded-store";

let dir: string;
let services: Services;
const open = () => createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => new Date(PINNED_NOW) });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-tab-membership-"));
  await copySeededStore(dir, { demo: true });
  services = await open();
}, 120_000);
afterAll(async () => {
  await services?.store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Each tab's rows counted by its predicate as a store filter, the way the lists counted them before. */
async function countsByPredicate(tenant: string): Promise<Record<string, number>> {
  const config = (await services.configs.current(tenant)).prepared;
  const counts: Record<string, number> = {};
  for (const tab of [...config.areas.tabs, ...config.areas.casStages.tabs]) counts[tab.id] = await services.repositories.listRows.count(tenant, joinFilters({ kind: tab.definition.collection }, tab.mongoQuery));
  return counts;
}

async function countsByMembership(tenant: string): Promise<Record<string, number>> {
  const config = (await services.configs.current(tenant)).prepared;
  const counts: Record<string, number> = {};
  for (const tab of [...config.areas.tabs, ...config.areas.casStages.tabs]) counts[tab.id] = await services.repositories.listRows.count(tenant, { [IN_TABS]: tab.id });
  return counts;
}

/** Each funnel step's rows as the funnel read them before rows named their steps: the history's, or matching now. */
async function stepRowsByPredicate(tenant: string): Promise<Record<string, string[]>> {
  const config = (await services.configs.current(tenant)).prepared;
  const rows: Record<string, string[]> = {};
  for (const step of config.areas.insights.funnel) {
    const once = await funnelHistoryOf(services).find({ tenant, kind: step.kind, [`reached.${step.key}`]: { $exists: true } });
    const found = await services.repositories.listRows.find(tenant, joinFilters({ kind: step.kind }, { $or: [{ _id: { $in: once.map((entry) => entry.rowId) } }, step.filter] }));
    rows[step.key] = found.map((row) => row._id).sort();
  }
  return rows;
}

async function stepRowsByMembership(tenant: string): Promise<Record<string, string[]>> {
  const config = (await services.configs.current(tenant)).prepared;
  const rows: Record<string, string[]> = {};
  for (const step of config.areas.insights.funnel) rows[step.key] = (await services.repositories.listRows.find(tenant, { [REACHED_STEPS]: step.key })).map((row) => row._id).sort();
  return rows;
}

const admin = (tenant: string): SignedInUser => ({ id: "uniadmin", email: "uniadmin@example.test", role: "UniAdmin", tenant, name: "Admin" });

describe("the tabs a list row is in", () => {
  it("are exactly the tabs and funnel steps whose predicate selects it, for every tab and step of every demo university", async () => {
    const tenants = (await services.repositories.tenants.list()).map((tenant) => tenant.key);
    expect(tenants.length).toBeGreaterThan(1);
    let listed = 0;
    let reached = 0;
    for (const tenant of tenants) {
      const byPredicate = await countsByPredicate(tenant);
      expect(await countsByMembership(tenant), tenant).toEqual(byPredicate);
      listed += Object.values(byPredicate).reduce((sum, count) => sum + count, 0);
      const stepsByPredicate = await stepRowsByPredicate(tenant);
      expect(await stepRowsByMembership(tenant), tenant).toEqual(stepsByPredicate);
      reached += Object.values(stepsByPredicate).reduce((sum, ids) => sum + ids.length, 0);
    }
    expect(reached).toBeGreaterThan(50);
    // The demo data fills the tabs: an empty comparison would prove nothing.
    expect(listed).toBeGreaterThan(50);
  });

  it("follow a change of the record, and the dashboard's counts with them", async () => {
    const tenant = "northbridge";
    const config = (await services.configs.current(tenant)).prepared;
    const before = await loadDashboard(services, admin(tenant), tenant, config, {});
    // An offer whose status change moves it to another tab.
    const offer = (await services.repositories.offers.find(tenant, { status: "Conditional" }, { limit: 1 }))[0];
    expect(offer).toBeDefined();
    const rowBefore = await services.repositories.listRows.findById(tenant, rowIdOf("offers", offer._id));
    await updateRecord(services, tenant, "offers", offer._id, { $set: { status: "Unconditional" } }, { actor: "uniadmin", action: "offer.status" });
    const rowAfter = await services.repositories.listRows.findById(tenant, rowIdOf("offers", offer._id));
    expect(rowAfter?.[IN_TABS]).not.toEqual(rowBefore?.[IN_TABS]);
    expect(await countsByMembership(tenant)).toEqual(await countsByPredicate(tenant));
    // A step it reached stays reached when it moves on (the funnel history).
    expect(rowAfter?.[REACHED_STEPS]).toEqual(expect.arrayContaining(rowBefore?.[REACHED_STEPS] as string[]));
    expect(await stepRowsByMembership(tenant)).toEqual(await stepRowsByPredicate(tenant));
    const after = await loadDashboard(services, admin(tenant), tenant, config, {});
    const moved = after.tabs.filter((tab) => tab.count !== before.tabs.find((other) => other.key === tab.key)?.count);
    expect(moved.length).toBeGreaterThan(0);
    for (const tab of after.tabs) {
      const entries = config.areas.tabs.filter((entry) => (entry.definition.tab ?? entry.id) === tab.key && entry.definition.roles.includes("UniAdmin"));
      const expected = (await Promise.all(entries.map((entry) => services.repositories.listRows.count(tenant, joinFilters({ kind: entry.definition.collection }, entry.mongoQuery))))).reduce((sum, count) => sum + count, 0);
      expect(tab.count, tab.label).toBe(expected);
    }
  });

  it("are worked out again at start-up for rows stored before rows held them", async () => {
    const tenant = "northbridge";
    const expected = await countsByMembership(tenant);
    const steps = await stepRowsByMembership(tenant);
    await services.store.collection("listRows").updateMany({ tenant }, { $unset: { [IN_TABS]: "", [REACHED_STEPS]: "" } });
    await services.store.close();
    services = await open();
    expect(Object.values(await countsByMembership(tenant)).every((count) => count === 0)).toBe(true);
    await recoverAtStartUp(services);
    await rebuildsSettled(services, tenant);
    expect(await countsByMembership(tenant)).toEqual(expected);
    expect(await stepRowsByMembership(tenant)).toEqual(steps);
    expect(await services.repositories.listRows.count(tenant, { [IN_TABS]: { $exists: false } })).toBe(0);
  });
});
