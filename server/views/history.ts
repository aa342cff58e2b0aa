// A record's history (the audit log) as each audience reads it (decision 0015). Staff read every
// entry whole. Agents, partners and the person read the entries about the person's own progress,
// with the details named here: never a closure reason, an internal note, a stage move's reason, an
// automation's run or the university's tags. The values of a change show only when someone outside
// the university made it: a change staff made may be to a field only staff read.
import type { Audience } from "./audience";

/** The details of each action an outside audience reads; `changes` is the list of old and new values. */
const PROGRESS: Readonly<Record<string, readonly string[]>> = {
  "applicant.create": [],
  "application.create": [],
  "application.submit": ["status"],
  "application.status": ["from", "to"],
  "section.save": ["section", "changes"],
  "document.save": ["document", "status"],
  "offer.create": [],
  "offer.open": ["status"],
  "offer.status": ["from", "to"],
  "requirement.update": ["requirement"],
  "offer.version": ["version"],
  "offer.reaccept": ["version"],
  "cas.handover": ["stage"],
  "stage.move": ["from", "to"],
};

/** Per audience: every entry with every detail ("all"), or the actions named with their details. */
export const HISTORY_FIELDS: Readonly<Record<Audience, "all" | Readonly<Record<string, readonly string[]>>>> = {
  staff: "all",
  agent: PROGRESS,
  partner: PROGRESS,
  applicant: PROGRESS,
};

export interface AuditFacts {
  action: string;
  details: Readonly<Record<string, unknown>>;
  /** Made by the university's side (staff, an automation, the system, or someone no longer known). */
  madeByStaff: boolean;
}

/** The entry's details this audience may read (with `changes` only where its values may be shown), or null when the entry is not for it. */
export function historyEntryView(audience: Audience, entry: AuditFacts): Record<string, unknown> | null {
  const fields = HISTORY_FIELDS[audience];
  if (fields === "all") return { ...entry.details };
  const allowed = Object.hasOwn(fields, entry.action) ? fields[entry.action] : undefined;
  if (!allowed) return null;
  return Object.fromEntries(Object.entries(entry.details).filter(([key]) => allowed.includes(key) && !(key === "changes" && entry.madeByStaff)));
}
