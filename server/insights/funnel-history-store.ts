// Where the funnel's history is kept (decision 0028): read by its projector, and by the list rows
// projector, whose rows name the steps they reached once (decision 0054).
import type { ListKind } from "../../rules/config/areas/lists";
import type { Services } from "../services";
import type { Collection } from "../store/port";

/** When one list row first reached each funnel step, by step key. */
export interface FunnelHistoryRecord {
  _id: string;
  _version: number;
  tenant: string;
  kind: ListKind;
  rowId: string;
  reached: Record<string, string>;
}

export const funnelHistoryOf = (services: Pick<Services, "store">): Collection<FunnelHistoryRecord> => services.store.collection<FunnelHistoryRecord>("funnelHistory");

export const historyIdOf = (tenant: string, rowId: string): string => `${tenant}/${rowId}`;

/** The steps each of these rows reached once, by row id. */
export async function stepsReachedOnce(services: Pick<Services, "store">, tenant: string, rowIds: readonly string[]): Promise<Map<string, Set<string>>> {
  if (!rowIds.length) return new Map();
  const kept = await funnelHistoryOf(services).find({ _id: { $in: rowIds.map((rowId) => historyIdOf(tenant, rowId)) } }, { projection: { rowId: 1, reached: 1 } });
  return new Map(kept.map((entry) => [entry.rowId, new Set(Object.keys(entry.reached ?? {}))]));
}
