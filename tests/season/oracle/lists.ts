// The oracle's lists: for each role, the tabs of /students (the staff dashboard, 001 §2 'Staff
// dashboard tabs') and /cas (the CAS pipeline, 001 §2 'CAS pipeline tabs'), each tab's members and
// count, and what each member's row shows in the tab's columns. The tabs, their roles, columns
// and predicates are the university's published configuration (tabs, cas-stages), evaluated here
// with json-logic-js, the reference implementation, over the oracle's own rows; who may see which
// rows is 001 §6 and decision 0817 (the university's staff all of its records; an agent the
// applicants they brought, an agency admin the agency's; partners and immigration providers
// those assigned to their organisation, which no season record is).
import jsonLogic from "json-logic-js";
import type { Person } from "../world";
import { expectedRows, type ExpectedRow, type ListKind } from "./rows";
import { orderedItems } from "../../../rules/config/keyed-items";

export type ListName = "students" | "cas";

export interface Viewer {
  role: string;
  /** The staff account's local part (agent, agent2, ...). */
  local: string;
  organisationId?: string;
}

interface TabEntry {
  id: string;
  order: number;
  tab?: string;
  label: string;
  roles: string[];
  collection: ListKind;
  predicate: unknown;
  columns: string[];
}

export interface ExpectedTab {
  key: string;
  label: string;
  columns: string[];
  members: ExpectedRow[];
}

/** Roles with a staff dashboard (001 §6): Enroly and immigration providers have the CAS pipeline only. */
const DASHBOARD_ROLES = new Set(["Admin", "UniAdmin", "Uni", "UniLite", "UniSecure", "Agent", "AgencyAdmin", "Partner"]);
/** Roles that see every record of the university. */
const UNIVERSITY_WIDE = new Set(["Admin", "UniAdmin", "Uni", "UniLite", "UniSecure", "Enroly"]);
/** The agencies of the season's agents (their accounts' organisations). */
export const AGENCY_OF: Readonly<Record<string, string>> = { agent: "agency-north-star", agencyadmin: "agency-north-star", agent2: "agency-south-gate" };

export function sees(viewer: Viewer, person: Person): boolean {
  if (UNIVERSITY_WIDE.has(viewer.role)) return true;
  if (viewer.role === "Agent") return person.agent === viewer.local;
  if (viewer.role === "AgencyAdmin") return person.agent !== null && AGENCY_OF[person.agent] === viewer.organisationId;
  return false;
}

export function hasList(role: string, list: ListName): boolean {
  return list === "cas" || DASHBOARD_ROLES.has(role);
}

function entriesOf(config: Record<string, unknown>, list: ListName): TabEntry[] {
  // Keyed by id (decision 0035): the list is the tabs in their order.
  return orderedItems((list === "students" ? config.tabs : (config["cas-stages"] as { tabs: unknown }).tabs) as Record<string, TabEntry>);
}

/** The tabs the viewer's role sees, in the configuration's order, entries sharing a tab key joined (decision 0702). */
export function expectedTabs(config: Record<string, unknown>, world: Parameters<typeof expectedRows>[0], tenant: string, viewer: Viewer, list: ListName, rows = expectedRows(world, tenant)): ExpectedTab[] {
  if (!hasList(viewer.role, list)) return [];
  const tabs = new Map<string, ExpectedTab>();
  const visible = [...rows.values()].filter((row) => sees(viewer, row.person));
  for (const entry of entriesOf(config, list)) {
    if (!entry.roles.includes(viewer.role)) continue;
    const key = entry.tab ?? entry.id;
    const tab = tabs.get(key) ?? { key, label: entry.label, columns: [], members: [] };
    for (const column of entry.columns) if (!tab.columns.includes(column)) tab.columns.push(column);
    for (const row of visible) {
      if (row.kind !== entry.collection) continue;
      if (jsonLogic.truthy(jsonLogic.apply(entry.predicate as never, row.fields as never))) tab.members.push(row);
    }
    tabs.set(key, tab);
  }
  return [...tabs.values()];
}
