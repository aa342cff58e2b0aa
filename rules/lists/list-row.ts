// A record as the staff lists show it (001 §3 list rows; decision 0710): the configured row
// fields worked out over the record (and, for an offer, its application), who else's lists hold
// it (agents, agencies, partners) and the text the list search looks in. Rows are stored beside
// the records so lists are filtered, sorted and counted by the store.
import type { ListKind } from "../config/areas/lists";
import type { PreparedConfig } from "../config/prepared-config";

export interface ListRow {
  fields: Record<string, unknown>;
  assignedTo: string[];
  /** Lower case, one space between the parts. */
  search: string;
}

/** What the row expressions of each kind read. */
export type ListRowScope = { application: Record<string, unknown> } | { offer: Record<string, unknown>; application: Record<string, unknown> } | { student: Record<string, unknown>; messages?: { unread: Record<string, Partial<Record<"team" | "outside", number>>> } };

export function listRowOf(config: PreparedConfig, kind: ListKind, scope: ListRowScope): ListRow {
  const compiled = config.areas.listRows[kind];
  const fields: Record<string, unknown> = {};
  for (const [name, value] of compiled.fields) {
    const result = value(scope);
    // An absent value is left out: the store treats a missing field like null.
    if (result !== null && result !== undefined && result !== "") fields[name] = result;
  }
  const assignedTo = [...new Set(compiled.assignedTo.map((value) => value(scope)).filter((id): id is string => typeof id === "string" && id !== ""))];
  const search = compiled.search
    .map((value) => value(scope))
    .filter((text) => typeof text === "string" || typeof text === "number")
    .map((text) => String(text).toLowerCase().trim())
    .filter(Boolean)
    .join(" ");
  return { fields, assignedTo, search };
}

/** Fields every stored row has beside its configured ones, written by the list rows projector itself: tabs and Insights may read them. */
export const PROJECTED_ROW_FIELDS: readonly string[] = ["kind", "recordId", "userId", "assignedTo", "search"];
