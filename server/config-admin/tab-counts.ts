// How many of the university's records each tab of the working configuration lists (issue 20
// item 3: tabs with a live count of matching records): the tab's predicate as the store filter
// it compiles to, counted over the list rows, for every role together.
import type { CompiledTab, PreparedConfig } from "../../rules";
import { joinFilters } from "../lists/dashboard";
import type { Services } from "../services";

export interface TabCount {
  id: string;
  label: string;
  roles: string[];
  count: number;
}

/** The areas whose tabs are counted, and where their compiled tabs are. */
const TABS_OF: Readonly<Record<string, (config: PreparedConfig) => readonly CompiledTab[]>> = {
  tabs: (config) => config.areas.tabs,
  "cas-stages": (config) => config.areas.casStages.tabs,
};

export const countsTabs = (area: string): boolean => Object.hasOwn(TABS_OF, area);

export async function tabCounts(services: Pick<Services, "repositories">, tenant: string, config: PreparedConfig, area: string): Promise<TabCount[]> {
  if (!countsTabs(area)) return [];
  return Promise.all(
    TABS_OF[area](config).map(async (tab) => ({
      id: tab.id,
      label: tab.definition.label,
      roles: tab.definition.roles,
      count: await services.repositories.listRows.count(tenant, joinFilters({ kind: tab.definition.collection }, tab.mongoQuery)),
    })),
  );
}
