// The day's comparison: what the oracle says each role should see against what the application
// returns. Every difference names the day, the university, the role, where (list and tab, the
// reminders, Insights), the person, the field, what was expected and what the application gave;
// the report adds the person's actions that led there.
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../../server/auth/permissions";
import type { Services } from "../../server/services";
import { appClaims, appInsights, appList, linkedPeople, type RecordIndex } from "./observe";
import { expectedCompliance, expectedFunnel } from "./oracle/insights";
import { expectedTabs, hasList, sees, type ListName, type Viewer } from "./oracle/lists";
import { judge, remindersDue, subjectOf, type ExpectedReminder } from "./oracle/reminders";
import { expectedRows, FIELDS_OF, PRESENT, UNKNOWN_COLUMNS } from "./oracle/rows";
import type { SentClaim, World } from "./world";

export interface Difference {
  day: number;
  date: string;
  tenant: string;
  /** People whose records a kill -9 interrupted, among those a figure counts (a figure over many rows cannot name its person). */
  suspects?: string[];
  /** Who looks: the staff account (uni, agent2, ...) and its role. */
  viewer?: string;
  role?: string;
  area: "tabs" | "count" | "member" | "cell" | "reminder" | "funnel" | "link" | "compliance" | "action" | "http";
  list?: ListName | "insights";
  tab?: string;
  person?: string;
  field: string;
  expected: unknown;
  actual: unknown;
  detail?: string;
}

const blank = (value: unknown) => value === null || value === undefined || value === "" || value === 0 || value === false || (Array.isArray(value) && value.length === 0);

/** Equal as a list cell shows it: a count of 0, false and nothing are all an empty cell. */
export function sameCell(expected: unknown, actual: unknown): boolean {
  if (expected === PRESENT) return !blank(actual);
  if (blank(expected) && blank(actual)) return true;
  // A list of tags is the same in any order.
  if (Array.isArray(expected) && Array.isArray(actual)) return JSON.stringify([...expected].sort()) === JSON.stringify([...actual].sort());
  return JSON.stringify(expected) === JSON.stringify(actual);
}

export interface ViewerAccount {
  local: string;
  user: SignedInUser;
}

const viewerOf = (account: ViewerAccount): Viewer => ({ role: account.user.role, local: account.local, organisationId: account.user.organisationId });

/** One role's two lists: the tabs, each tab's count, its members and their cells. */
export async function compareLists(services: Services, config: PreparedConfig, raw: Record<string, unknown>, world: World, tenant: string, account: ViewerAccount, index: RecordIndex, base: Pick<Difference, "day" | "date" | "tenant">): Promise<Difference[]> {
  const differences: Difference[] = [];
  const viewer = viewerOf(account);
  const rows = expectedRows(world, tenant);
  for (const list of ["students", "cas"] as const) {
    if (!hasList(viewer.role, list)) continue;
    const expected = expectedTabs(raw, world, tenant, viewer, list, rows);
    const byKey = new Map(expected.map((tab) => [tab.key, tab]));
    const actual = await appList(services, account.user, tenant, config, list, index, (tab) => tab.count > 0 || (byKey.get(tab.key)?.members.length ?? 0) > 0);
    const at = { ...base, viewer: account.local, role: viewer.role, list };
    const expectedKeys = expected.map((tab) => `${tab.key}:${tab.label}`).join(", ");
    const actualKeys = actual.map((tab) => `${tab.key}:${tab.label}`).join(", ");
    if (expectedKeys !== actualKeys) differences.push({ ...at, area: "tabs", field: "tabs", expected: expectedKeys, actual: actualKeys });
    for (const tab of actual) {
      const want = byKey.get(tab.key);
      if (!want) continue;
      const before = differences.length;
      if (!tab.rows) {
        if (tab.count !== want.members.length) differences.push({ ...at, area: "count", tab: tab.key, field: "count", expected: want.members.length, actual: tab.count });
        continue;
      }
      const got = new Map(tab.rows.map((row) => [row.key, row]));
      const wanted = new Map(want.members.map((row) => [row.key, row]));
      for (const row of want.members) {
        const shown = got.get(row.key);
        if (!shown) {
          differences.push({ ...at, area: "member", tab: tab.key, person: row.person.key, field: row.kind, expected: "listed", actual: "not listed", detail: row.key });
          continue;
        }
        for (const column of want.columns) {
          if (column in UNKNOWN_COLUMNS) continue;
          if (!(column in row.fields) && Object.values(FIELDS_OF).some((fields) => fields.includes(column))) {
            if (!sameCell(undefined, shown.cells[column])) differences.push({ ...at, area: "cell", tab: tab.key, person: row.person.key, field: column, expected: null, actual: shown.cells[column], detail: `${row.key} (a ${row.kind} row has no ${column})` });
            continue;
          }
          if (!(column in row.fields)) throw new Error(`season oracle: the ${row.kind} column "${column}" of the tab ${tab.key} is one the oracle cannot say (add it to oracle/rows.ts, or to UNKNOWN_COLUMNS with why)`);
          const value = row.fields[column];
          if (!sameCell(value, shown.cells[column])) differences.push({ ...at, area: "cell", tab: tab.key, person: row.person.key, field: column, expected: value === PRESENT ? "(a value)" : (value ?? null), actual: shown.cells[column] ?? null, detail: row.key });
        }
      }
      for (const row of tab.rows) {
        if (!wanted.has(row.key)) differences.push({ ...at, area: "member", tab: tab.key, person: index.personOf.get(row.id)?.key, field: row.key.split(":")[0], expected: "not listed", actual: "listed", detail: row.key });
      }
      // The members explain a wrong count; a count that disagrees with the tab's own rows is a difference of its own.
      const memberDifferences = differences.slice(before).some((difference) => difference.area === "member");
      if (!memberDifferences && tab.count !== want.members.length) differences.push({ ...at, area: "count", tab: tab.key, field: "count", expected: want.members.length, actual: tab.count, detail: `the tab lists ${tab.rows.length} rows` });
    }
  }
  return differences;
}

export interface ReminderComparison {
  differences: Difference[];
  claims: SentClaim[];
}

/** The day's queued reminders against those due: none queued that is not due, and each person given as many as the daily limit allows. */
export async function compareReminders(services: Services, raw: Record<string, unknown>, world: World, tenant: string, today: string, index: RecordIndex, base: Pick<Difference, "day" | "date" | "tenant">): Promise<ReminderComparison> {
  const differences: Difference[] = [];
  const due = remindersDue(raw, world, tenant, today);
  const claims = await appClaims(services, tenant, today, index);
  const limit = Number((raw["reminder-delivery"] as { maxPerPersonPerDay?: number }).maxPerPersonPerDay ?? Number.MAX_SAFE_INTEGER);
  const id = (key: string, person: string, subject: string, anchor: string, day: number) => `${key}|${person}|${subject}|${anchor}|${day}`;
  const dueIds = new Map(due.map((reminder) => [id(reminder.key, reminder.person.key, subjectOf(reminder.collection, reminder.offer), reminder.anchor, reminder.day), reminder]));
  const recorded: SentClaim[] = [];
  const queuedByPerson = new Map<string, number>();
  const matched = new Set<ExpectedReminder>();
  for (const claim of claims) {
    const person = claim.personKey ? world.people.find((candidate) => candidate.key === claim.personKey) : undefined;
    const offer = claim.collection === "offers" ? person?.offers.find((candidate) => candidate.id === claim.recordId) : undefined;
    const subject = claim.collection === "offers" ? `offer:${offer?.courseId ?? claim.recordId}` : claim.collection;
    recorded.push({ key: claim.key, recordId: claim.recordId, personKey: claim.personKey ?? "", subject, anchor: claim.anchor, day: claim.day, sendDate: today });
    if (claim.personKey) queuedByPerson.set(claim.personKey, (queuedByPerson.get(claim.personKey) ?? 0) + 1);
    const expected = claim.personKey ? dueIds.get(id(claim.key, claim.personKey, subject, claim.anchor, claim.day)) : undefined;
    if (expected) {
      matched.add(expected);
      continue;
    }
    const judged = person ? judge(world, person, claim.key, offer) : { active: false, because: "not a season record" };
    differences.push({ ...base, area: "reminder", person: claim.personKey ?? undefined, field: claim.key, expected: "not due", actual: `queued (from ${claim.anchor}, day ${claim.day})`, detail: judged.active ? `due from another date (the oracle counts from ${judged.from?.slice(0, 10) ?? "none"}): ${judged.because}` : judged.because });
  }
  const dueByPerson = new Map<string, ExpectedReminder[]>();
  for (const reminder of due) dueByPerson.set(reminder.person.key, [...(dueByPerson.get(reminder.person.key) ?? []), reminder]);
  for (const [person, reminders] of dueByPerson) {
    // The daily limit (decision 0830): the person may be given fewer than are due, never fewer than the limit allows.
    const queued = queuedByPerson.get(person) ?? 0;
    if (queued >= Math.min(limit, reminders.length)) continue;
    for (const reminder of reminders) {
      if (matched.has(reminder)) continue;
      differences.push({ ...base, area: "reminder", person, field: reminder.key, expected: `queued (from ${reminder.anchor}, day ${reminder.day})`, actual: "not queued", detail: reminder.because });
    }
  }
  return { differences, claims: recorded };
}

/** The funnel's counts and conversions, that each step's link lists exactly those it counts, and the compliance figures. */
export async function compareInsights(services: Services, config: PreparedConfig, raw: Record<string, unknown>, world: World, tenant: string, account: ViewerAccount, today: string, index: RecordIndex, base: Pick<Difference, "day" | "date" | "tenant">, options: { links: boolean } = { links: true }): Promise<Difference[]> {
  const differences: Difference[] = [];
  const viewer = viewerOf(account);
  const summary = await appInsights(services, account.user, tenant, config, today);
  // A kill may have left these people's rows stale: a figure off by no more than them may be that.
  const suspects = world.people.filter((person) => person.tenant === tenant && person.interruptedAt !== undefined && person.interruptedAt.slice(0, 10) <= base.date && sees(viewer, person)).map((person) => person.key);
  const at = { ...base, viewer: account.local, role: viewer.role, list: "insights" as const, ...(suspects.length ? { suspects } : {}) };
  const funnel = expectedFunnel(raw, world, tenant, viewer);
  const linked = new Map<string, number | null>();
  for (const step of funnel) {
    const shown = summary.funnel.find((candidate) => candidate.key === step.key);
    if (!shown) {
      differences.push({ ...at, area: "funnel", field: `${step.key}.count`, expected: step.count, actual: "no such step" });
      continue;
    }
    if (shown.count !== step.count) differences.push({ ...at, area: "funnel", field: `${step.key}.count`, expected: step.count, actual: shown.count });
    if (shown.conversion !== step.conversion) differences.push({ ...at, area: "funnel", field: `${step.key}.conversion`, expected: step.conversion, actual: shown.conversion });
    if (shown.href && options.links) {
      const listed = await linkedPeople(services, account.user, tenant, config, shown.href, index, linked);
      if (listed !== null && listed !== shown.count) differences.push({ ...at, area: "link", field: `${step.key}.link`, expected: `${shown.count} people (the count shown)`, actual: `${listed} listed at ${shown.href}` });
    }
  }
  const compliance = expectedCompliance(raw, world, tenant, viewer, today);
  for (const measure of compliance) {
    const shown = summary.compliance.measures.find((candidate) => candidate.key === measure.key);
    if (!shown) continue;
    for (const field of ["counted", "of", "rate"] as const) {
      if (shown[field] !== measure[field]) differences.push({ ...at, area: "compliance", field: `${measure.key}.${field}`, expected: measure[field], actual: shown[field] });
    }
  }
  return differences;
}
