// Which tabs a list row is in (issue 41; decision 0054): the ids of the
// dashboard's and the CAS pipeline's tabs over the row's kind whose predicate the row satisfies.
// The list rows projector stores them on the row, so a tab's count is an index lookup and its
// page starts from the tab's own rows instead of every row of the university.
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
