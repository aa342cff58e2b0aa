// Tests set their records up the way the app writes them: through the write path (decision 0019),
// so each setup write has its change entry, history entry and list row like any other. Each
// collection's writer keeps the repository's old shape (tenant, id, update, version), as "test".
import type { Services } from "../../server/services";
import { RECORD_COLLECTIONS, type RecordCollectionName } from "../../server/records/change-entries";
import { deleteRecord, insertRecord, updateRecord, type ChangeMeta, type NewRecord, type RecordTypes } from "../../server/records/write-path";
import type { Filter, FindOptions, Update } from "../../server/store/port";
import type { TenantScopedReader } from "../../server/repositories";

export const TEST_CHANGE: ChangeMeta = { actor: "test", action: "test.setup" };

export class TestWriter<C extends RecordCollectionName> {
  constructor(
    private readonly services: Services,
    private readonly collection: C,
  ) {}

  private get reader(): TenantScopedReader<RecordTypes[C]> {
    return this.services.repositories[this.collection] as unknown as TenantScopedReader<RecordTypes[C]>;
  }

  // Reads, as the repository reads.
  findById(tenant: string, id: string): Promise<RecordTypes[C] | null> {
    return this.reader.findById(tenant, id);
  }

  findOne(tenant: string, filter: Filter, options?: Pick<FindOptions, "sort" | "projection">): Promise<RecordTypes[C] | null> {
    return this.reader.findOne(tenant, filter, options);
  }

  find(tenant: string, filter: Filter = {}, options?: FindOptions): Promise<RecordTypes[C][]> {
    return this.reader.find(tenant, filter, options);
  }

  insert(tenant: string, doc: NewRecord<C>): Promise<RecordTypes[C]> {
    return insertRecord(this.services, tenant, this.collection, doc, TEST_CHANGE);
  }

  async insertMany(tenant: string, docs: NewRecord<C>[]): Promise<RecordTypes[C][]> {
    const inserted: RecordTypes[C][] = [];
    for (const doc of docs) inserted.push(await this.insert(tenant, doc));
    return inserted;
  }

  update(tenant: string, id: string, update: Update, expectedVersion?: number): Promise<RecordTypes[C] | null> {
    return updateRecord(this.services, tenant, this.collection, id, update, { ...TEST_CHANGE, ...(expectedVersion !== undefined ? { expectedVersion } : {}) });
  }

  private async idsOf(tenant: string, filter: Filter): Promise<string[]> {
    return (await this.reader.find(tenant, filter, { projection: { _id: 1 } })).map((record) => record._id);
  }

  async updateWhere(tenant: string, filter: Filter, update: Update): Promise<number> {
    let count = 0;
    for (const id of await this.idsOf(tenant, filter)) if (await this.update(tenant, id, update)) count += 1;
    return count;
  }

  delete(tenant: string, id: string): Promise<boolean> {
    return deleteRecord(this.services, tenant, this.collection, id, TEST_CHANGE);
  }

  async deleteWhere(tenant: string, filter: Filter): Promise<number> {
    let count = 0;
    for (const id of await this.idsOf(tenant, filter)) if (await this.delete(tenant, id)) count += 1;
    return count;
  }
}

/** Writers for each collection the write path owns, over these services. */
export function testRecords(services: Services): { [C in RecordCollectionName]: TestWriter<C> } {
  return Object.fromEntries(RECORD_COLLECTIONS.map((collection) => [collection, new TestWriter(services, collection)])) as { [C in RecordCollectionName]: TestWriter<C> };
}
