// The funnel's people read from the stored list rows (issue 37 item 6; decision 0028), for both
// Insights (the count on each step) and the lists (the "Reached" filter a step's link opens): the
// same rows, the same filters, the same arithmetic, so a step's list shows exactly the people the
// step counts. A row reached a step when it matches the step's predicate now or matched it once
// (the funnel history, server/insights/funnel-history.ts); the row names those steps (decision 0054).
import type { PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { funnelPeople, rowsShowing, type FunnelPeople, type RowReach } from "../../rules/insights/funnel";
import type { SignedInUser } from "../auth/permissions";
import type { Services } from "../services";
import type { Filter } from "../store/port";
import { REACHED_STEPS } from "../../rules/lists/tab-membership";
import { joinFilters, visibilityFilter } from "./dashboard";

/** Per kind of row, what else its rows must meet (a list's filters, an intake, a date range), or null to leave the kind out. */
export type RowScope = (kind: ListKind) => Filter | null;

/** A range of dates (YYYY-MM-DD, either may be empty) on each kind's own date (insights.json `dateRange`). */
export interface ReachedRange {
  from: string;
  to: string;
}

/** The store filter of a range on a kind's rows (nothing without a bound). */
export function rangeFilter(config: PreparedConfig, kind: ListKind, range: ReachedRange): Filter {
  if (!range.from && !range.to) return {};
  return { [config.areas.insights.definition.dateRange[kind]]: { ...(range.from ? { $gte: range.from } : {}), ...(range.to ? { $lte: range.to } : {}) } };
}

export interface ReachedRow extends RowReach {
  kind: ListKind;
  /** The row's values the caller asked for (a breakdown's field). */
  values: Readonly<Record<string, unknown>>;
}

/** The values of a row when none were asked for: one object shared by every row. */
const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});

/** Every row (the user may see, within the scope) that reached a funnel step, with the steps it reached. */
export async function reachedRows(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, scope: RowScope, fields: readonly string[] = []): Promise<ReachedRow[]> {
  const steps = config.areas.insights.funnel;
  const reached: ReachedRow[] = [];
  // Each kind's rows read once: each row names the steps it reached, now or once (decision 0054).
  for (const kind of [...new Set(steps.map((step) => step.kind))]) {
    const visible = visibilityFilter(user, kind);
    const within = scope(kind);
    if (!visible || !within) continue;
    const indexOf = new Map(steps.flatMap((step, index) => (step.kind === kind ? [[step.key, index] as const] : [])));
    const rows = await services.repositories.listRows.find(tenant, joinFilters({ kind }, visible, within), { projection: { userId: 1, [REACHED_STEPS]: 1, ...Object.fromEntries(fields.map((field) => [field, 1])) } });
    // Plain loops and no object per row beyond its own: at 100,000 offers this loop and the garbage
    // it left were most of the Insights summary's time (decision 0090).
    for (const row of rows) {
      const held = row[REACHED_STEPS];
      if (!Array.isArray(held) || !held.length) continue;
      const at: number[] = [];
      for (const key of held) {
        const index = indexOf.get(String(key));
        if (index !== undefined) at.push(index);
      }
      if (!at.length) continue;
      let values = NO_VALUES;
      if (fields.length) {
        const asked: Record<string, unknown> = {};
        for (const field of fields) asked[field] = row[field];
        values = asked;
      }
      // A row without a person (none is expected) stands for one of its own.
      reached.push({ id: row._id, kind, person: String(row.userId || row._id), steps: at, values });
    }
  }
  return reached;
}

export interface ReachedStep {
  people: FunnelPeople;
  /** The list rows that show the step's people, one each. */
  rowIds: string[];
}

/** The people of one step and the row that shows each of them. */
export async function reachedStep(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, scope: RowScope, step: number): Promise<ReachedStep> {
  const rows = await reachedRows(services, user, tenant, config, scope);
  const people = funnelPeople(rows, config.areas.insights.funnel.length);
  return { people, rowIds: rowsShowing(rows, people, step) };
}
