// Loading many records at once for a benchmark of what reads them (lists, Insights, reminders):
// the store's batch insert, then each record's list row worked out by the list rows projector's
// own function. Not the write path: no change entries or history, and no status following an
// offer; what a save through the write path costs is measured by npm run bench:write-path.
import type { Services } from "../../server/services";
import type { RecordCollectionName } from "../../server/records/change-entries";
import type { RecordTypes, NewRecord } from "../../server/records/write-path";
import { refreshRows } from "../../server/lists/list-rows";

const LISTED = new Set(["applications", "offers", "students"]);

export async function bulkLoad<C extends RecordCollectionName>(services: Services, collection: C, tenant: string, docs: NewRecord<C>[]): Promise<RecordTypes[C][]> {
  const inserted = await services.store.collection<RecordTypes[C]>(collection).insertMany(docs.map((doc) => ({ ...doc, tenant })) as never);
  if (LISTED.has(collection)) {
    const config = (await services.configs.current(tenant)).prepared;
    await refreshRows(services, tenant, config, collection as "applications" | "offers" | "students", inserted.map((record) => record._id));
  }
  return inserted;
}
