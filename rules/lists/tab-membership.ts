// Which tabs a list row is in and which funnel steps it has reached (issue 41; decision 0054): the
// ids of the dashboard's and the CAS pipeline's tabs over the row's kind whose predicate the row
// satisfies, and the keys of the Insights funnel's steps it matches now or matched once. The list
// rows projector stores them on the row, so a tab's count is an index lookup, and a tab's page and
// a funnel step's rows start from their own rows instead of every row of the university.
import type { PreparedConfig } from "../config/prepared-config";
import type { ListKind } from "../config/areas/lists";

/** The row field holding the ids of the tabs the row is in. */
export const IN_TABS = "inTabs";

export function tabsOfRow(config: PreparedConfig, kind: ListKind, values: Record<string, unknown>): string[] {
  const ids: string[] = [];
  for (const tab of [...config.areas.tabs, ...config.areas.casStages.tabs]) {
    if (tab.definition.collection === kind && tab.matches(values)) ids.push(tab.id);
  }
  return ids;
}

/** The row field holding the keys of the funnel steps the row has reached. */
export const REACHED_STEPS = "reachedSteps";

/** The funnel steps over the row's kind it matches now, with those it matched once (the funnel history), in the funnel's order. */
export function stepsReachedByRow(config: PreparedConfig, kind: ListKind, values: Record<string, unknown>, reachedBefore: ReadonlySet<string>): string[] {
  return config.areas.insights.funnel.filter((step) => step.kind === kind && (reachedBefore.has(step.key) || step.matches(values))).map((step) => step.key);
}
