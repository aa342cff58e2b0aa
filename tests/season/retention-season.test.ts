// A season run past its retention periods (issue 42 "Done when"; decisions 0041 and 0050): a
// small season of the simulation (two universities, their imports, uploads and stage moves)
// ends, and the retention sweep runs years later. Exactly the records the rules name go: the
// applications never submitted are deleted; unsuccessful applications, rejected or withdrawn
// offers and the CAS records whose sponsorship ended are anonymised, their uploads' files gone
// from disk; everything else is as it was, and Insights counts the same (less the deleted leads).
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../server/auth/permissions";
import { insightsSummary } from "../../server/insights/summary";
import { placeLegalHold } from "../../server/retention/legal-holds";
import { runRetention } from "../../server/retention/sweep";
import { verifyTenant } from "../../server/records/verify";
import type { Services } from "../../server/services";
import type { LooseDocument } from "../../server/store/port";
import { openApp, SEASON_TENANTS, settableClock } from "./app";
import { runSeason } from "./run";

/** Years after the season: past every record kind's period, not the history's six years. */
const TODAY = "2029-06-01";
const PERSONAL = ["email", "givenName", "familyName", "dob", "sections", "studentNo"];

let root = "";
let services: Services;

interface Before {
  records: Record<"applications" | "offers" | "students", LooseDocument[]>;
  uploads: LooseDocument[];
  funnel: Array<[string, number]>;
  rows: LooseDocument[];
  /** What reached the records the sweep would take (documents entries, reminders, staff tasks, automation runs), by collection. */
  reaching: Record<string, number>;
}
const before = new Map<string, Before>();
/** A person held at each university (an inspection): none of their records is swept. */
const held = new Map<string, string>();
const counts = new Map<string, Record<string, number | undefined>>();

const all = (name: "applications" | "offers" | "students" | "uploads" | "listRows", tenant: string) => services.store.collection<LooseDocument>(name).find({ tenant });
async function funnelOf(tenant: string): Promise<Array<[string, number]>> {
  const admin = await services.repositories.users.findOne(tenant, { role: "UniAdmin" });
  const user: SignedInUser = { id: admin!._id, email: admin!.email, role: "UniAdmin", tenant, name: "Officer" };
  const config = (await services.configs.current(tenant)).prepared;
  const summary = await insightsSummary(services, user, tenant, config, TODAY, { intake: "", breakdown: "", from: "", to: "" });
  return summary.funnel.map((step) => [step.key, step.count]);
}

// What the rules name, worked out here from the statuses and stages alone: every event of the season is years before TODAY.
const free = (tenant: string) => (record: LooseDocument) => record.userId !== held.get(tenant);
const neverSubmitted = (record: LooseDocument) => ["NEW", "InProgress"].includes(String(record.applicationStatus)) && !record.submittedAt;
const unsuccessful = (record: LooseDocument) => ["Rejected", "Withdrawn", "Cancelled"].includes(String(record.applicationStatus));
const closedOffer = (record: LooseDocument) => ["Rejected", "Withdrawn"].includes(String(record.status));
const sponsorshipEnded = (record: LooseDocument) => ["Visa Refused", "Closed Lost", "Closed Other"].includes(String(record.stage));
const sweptIds = (tenant: string, every: Before["records"]) => {
  const records = { applications: every.applications.filter(free(tenant)), offers: every.offers.filter(free(tenant)), students: every.students.filter(free(tenant)) };
  return [...records.applications.filter((record) => neverSubmitted(record) || unsuccessful(record)), ...records.offers.filter(closedOffer), ...records.students.filter(sponsorshipEnded)].map((record) => record._id);
};
const REACHING = ["documents", "reminders", "staffTasks", "automationRuns"] as const;
const reachingCounts = async (tenant: string, ids: readonly string[]) =>
  Object.fromEntries(await Promise.all(REACHING.map(async (name) => [name, await services.store.collection<LooseDocument>(name).count({ tenant, recordId: { $in: [...ids] } })] as const)));

beforeAll(async () => {
  const season = await runSeason({ people: 24, days: 45, seed: 42, crashes: 0, http: false, keepGoing: true, oracle: false, keep: true });
  root = season.root;
  services = await openApp(path.join(root, "app"), settableClock(new Date(`${TODAY}T12:00:00.000Z`)));
  for (const tenant of SEASON_TENANTS) {
    before.set(tenant, {
      records: { applications: await all("applications", tenant), offers: await all("offers", tenant), students: await all("students", tenant) },
      uploads: await all("uploads", tenant),
      funnel: await funnelOf(tenant),
      rows: await all("listRows", tenant),
      reaching: {},
    });
    const person = before.get(tenant)!.records.applications.find(unsuccessful)?.userId;
    if (person) {
      await placeLegalHold(services, tenant, { personId: String(person), reason: "UKVI compliance inspection", by: "officer" });
      held.set(tenant, String(person));
    }
    before.get(tenant)!.reaching = await reachingCounts(tenant, sweptIds(tenant, before.get(tenant)!.records));
    const result = await runRetention(services, tenant, { today: TODAY });
    expect(result.ran).toBe(true);
    counts.set(tenant, result.counts);
  }
}, 600_000);
afterAll(async () => {
  await services?.store.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe.each(SEASON_TENANTS)("a season at %s run past its retention periods", (tenant) => {
  it("has records of every kind the rules name, so the sweep has something to do", () => {
    const { records } = before.get(tenant)!;
    expect(held.get(tenant)).toBeDefined();
    expect(records.applications.filter(unsuccessful).length + records.offers.filter(closedOffer).length + records.students.filter(sponsorshipEnded).length).toBeGreaterThan(0);
    expect(records.students.filter((student) => !sponsorshipEnded(student)).length).toBeGreaterThan(0);
  });

  it("deletes the applications never submitted and anonymises exactly the unsuccessful, the closed offers and the ended sponsorships", async () => {
    const { records: every } = before.get(tenant)!;
    const records = { applications: every.applications.filter(free(tenant)), offers: every.offers.filter(free(tenant)), students: every.students.filter(free(tenant)) };
    expect(counts.get(tenant)).toMatchObject({
      unsubmittedApplications: records.applications.filter(neverSubmitted).length,
      unsuccessfulApplications: records.applications.filter(unsuccessful).length,
      closedOffers: records.offers.filter(closedOffer).length,
      casStudents: records.students.filter(sponsorshipEnded).length,
      auditEntries: 0,
    });
    const gone = new Set(records.applications.filter(neverSubmitted).map((record) => record._id));
    const anonymised = new Set([...records.applications.filter(unsuccessful), ...records.offers.filter(closedOffer), ...records.students.filter(sponsorshipEnded)].map((record) => record._id));
    for (const name of ["applications", "offers", "students"] as const) {
      // The held person's records are left as they were, whatever their dates.
      for (const record of every[name]) {
        const now = await services.store.collection<LooseDocument>(name).findOne({ tenant, _id: record._id });
        if (!free(tenant)(record)) expect(now, `held ${name} ${record._id}`).toEqual(record);
        else if (gone.has(record._id)) expect(now, `${name} ${record._id}`).toBeNull();
        else if (anonymised.has(record._id)) {
          expect(now, `${name} ${record._id}`).toMatchObject({ anonymisedAt: expect.any(String), userId: expect.stringMatching(/^anonymous-/) });
          for (const field of PERSONAL) expect(now?.[field], `${name} ${record._id} ${field}`).toBeUndefined();
          // What Insights counts by stays.
          for (const field of ["applicationStatus", "status", "stage", "intakeId", "courseId", "nationality", "feeStatus"]) expect(now?.[field]).toEqual(record[field]);
        } else expect(now, `${name} ${record._id}`).toEqual(record);
      }
    }
  });

  it("leaves every derived value in step with the records: verify finds no difference", async () => {
    expect((await verifyTenant(services, tenant, { all: true })).differences).toEqual([]);
  });

  it("leaves nothing that reaches a swept record: its documents entries, reminders, staff tasks and automation runs go with it", async () => {
    const { records, reaching } = before.get(tenant)!;
    expect(Object.values(reaching).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    expect(await reachingCounts(tenant, sweptIds(tenant, records))).toEqual(Object.fromEntries(REACHING.map((name) => [name, 0])));
  });

  it("removes the uploads of the swept records and their files from disk, and keeps everyone else's", async () => {
    const { records: every, uploads } = before.get(tenant)!;
    const records = { applications: every.applications.filter(free(tenant)), offers: every.offers.filter(free(tenant)), students: every.students.filter(free(tenant)) };
    const swept = new Set([...records.applications.filter((record) => neverSubmitted(record) || unsuccessful(record)), ...records.offers.filter(closedOffer), ...records.students.filter(sponsorshipEnded)].map((record) => record._id));
    const [goneUploads, keptUploads] = [uploads.filter((upload) => swept.has(String(upload.recordId))), uploads.filter((upload) => !swept.has(String(upload.recordId)))];
    expect(keptUploads.length).toBeGreaterThan(0);
    for (const upload of goneUploads) {
      expect(await services.repositories.uploads.findById(tenant, upload._id)).toBeNull();
      expect(await services.files.exists("uploads", String(upload.storageKey))).toBe(false);
    }
    for (const upload of keptUploads) expect(await services.files.exists("uploads", String(upload.storageKey))).toBe(true);
  });

  it("keeps Insights' figures where records were anonymised: only the deleted applications' people leave the leads", async () => {
    const { records: every, funnel, rows } = before.get(tenant)!;
    const records = { applications: every.applications.filter(free(tenant)), offers: every.offers.filter(free(tenant)), students: every.students.filter(free(tenant)) };
    const deleted = new Set(records.applications.filter(neverSubmitted).map((record) => record._id));
    // A person leaves the funnel only when every row they had was a deleted application.
    const people = new Map<string, boolean>();
    for (const row of rows) people.set(String(row.userId), (people.get(String(row.userId)) ?? true) && deleted.has(String(row.recordId)));
    const left = [...people.values()].filter(Boolean).length;
    // The deleted applications' list rows went with them (the write path's projection).
    const remaining = (await all("listRows", tenant)).filter((row) => deleted.has(String(row.recordId)));
    expect(remaining.map((row) => row._id)).toEqual([]);
    const expected = funnel.map(([step, count]) => [step, step === "leads" ? count - left : count]);
    expect(await funnelOf(tenant)).toEqual(expected);
  });
});
