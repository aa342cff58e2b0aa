// Impact of a draft on the lists: each tab whose count of records would differ, with the count
// now and under the draft (a new tab counts from nothing, a removed one to nothing), for the
// dashboard's tabs and the CAS pipeline's. Counted only when the draft changes a tab area.
import type { PreparedConfig } from "../../rules";
import type { Services } from "../services";
import { tabCounts, type TabCount } from "./tab-counts";

export interface TabCountChange {
  area: "tabs" | "cas-stages";
  id: string;
  label: string;
  /** Null for a tab the draft adds. */
  before: number | null;
  /** Null for a tab the draft removes. */
  after: number | null;
}

const TAB_AREAS = [
  { area: "tabs", read: (config: PreparedConfig) => config.document.tabs },
  { area: "cas-stages", read: (config: PreparedConfig) => config.document["cas-stages"].tabs },
] as const;

export async function tabCountChanges(services: Pick<Services, "repositories">, tenant: string, published: PreparedConfig, draft: PreparedConfig): Promise<TabCountChange[]> {
  const changes: TabCountChange[] = [];
  for (const { area, read } of TAB_AREAS) {
    if (JSON.stringify(read(published)) === JSON.stringify(read(draft))) continue;
    const [now, then] = await Promise.all([tabCounts(services, tenant, published, area), tabCounts(services, tenant, draft, area)]);
    const byId = (counts: TabCount[]) => new Map(counts.map((count) => [count.id, count]));
    const before = byId(now);
    const after = byId(then);
    for (const tab of then) {
      const old = before.get(tab.id);
      if (!old || old.count !== tab.count) changes.push({ area, id: tab.id, label: tab.label, before: old?.count ?? null, after: tab.count });
    }
    for (const tab of now) if (!after.has(tab.id)) changes.push({ area, id: tab.id, label: tab.label, before: tab.count, after: null });
  }
  return changes;
}
