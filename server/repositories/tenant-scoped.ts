// Every read and write of a university's data goes through here, and every one carries the
// tenant key. The tenant is applied last, so nothing in a caller's filter can widen it.
import type { Collection, Document, Filter, FindOptions, NewDocument, Update } from "../store/port";

export interface TenantDocument extends Document {
  tenant: string;
}

/**
 * The reads of a tenant-scoped collection. The records the write path owns (applications, offers,
 * CAS student records, uploads, documents, conversation messages, imports) are handed out this
 * way only: they are written through server/records/write-path.ts (decision 0019).
 */
export class TenantScopedReader<T extends TenantDocument> {
  constructor(protected readonly collection: Collection<T>) {}

  protected scope(tenant: string, filter: Filter = {}): Filter {
    if (!tenant) throw new Error("A tenant key is required for every read and write");
    return { ...filter, tenant };
  }

  findById(tenant: string, id: string): Promise<T | null> {
    return this.collection.findOne(this.scope(tenant, { _id: id }));
  }

  findOne(tenant: string, filter: Filter, options?: Pick<FindOptions, "sort" | "projection">): Promise<T | null> {
    return this.collection.findOne(this.scope(tenant, filter), options);
  }

  async find(tenant: string, filter: Filter = {}, options?: FindOptions): Promise<T[]> {
    return this.collection.find(this.scope(tenant, filter), options);
  }

  count(tenant: string, filter: Filter = {}): Promise<number> {
    return this.collection.count(this.scope(tenant, filter));
  }

  countBy(tenant: string, filter: Filter, field: string): Promise<Array<{ value: unknown; count: number }>> {
    return this.collection.countBy(this.scope(tenant, filter), field);
  }

  explain(tenant: string, filter: Filter = {}, options?: Pick<FindOptions, "sort">): Promise<string> {
    return this.collection.explain(this.scope(tenant, filter), options);
  }
}

/** Told, after a write, which documents of which university changed (inserted, updated or deleted). */
export type ChangeListener = (tenant: string, ids: readonly string[]) => Promise<void>;

export class TenantScopedRepository<T extends TenantDocument> extends TenantScopedReader<T> {
  private readonly listeners: ChangeListener[] = [];

  /** Something that must follow every write (the course catalogue's revision). Records the write path owns have projectors instead. */
  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  private async changed(tenant: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const listener of this.listeners) await listener(tenant, ids);
  }

  private async idsOf(tenant: string, filter: Filter): Promise<string[]> {
    if (this.listeners.length === 0) return [];
    return (await this.collection.find(this.scope(tenant, filter), { projection: { _id: 1 } })).map((doc) => doc._id);
  }

  async insert(tenant: string, doc: Omit<NewDocument<T>, "tenant">): Promise<T> {
    const inserted = await this.collection.insertOne({ ...doc, tenant } as unknown as NewDocument<T>);
    await this.changed(tenant, [inserted._id]);
    return inserted;
  }

  async insertMany(tenant: string, docs: Omit<NewDocument<T>, "tenant">[]): Promise<T[]> {
    const inserted = await this.collection.insertMany(docs.map((doc) => ({ ...doc, tenant }) as unknown as NewDocument<T>));
    await this.changed(tenant, inserted.map((doc) => doc._id));
    return inserted;
  }

  /** Updates one document; with `expectedVersion` a stale write raises VersionConflictError. */
  async update(tenant: string, id: string, update: Update, expectedVersion?: number): Promise<T | null> {
    if (update.$set && "tenant" in update.$set) throw new Error("A document cannot move to another tenant");
    const updated = await this.collection.updateOne(this.scope(tenant, { _id: id }), update, { expectedVersion });
    if (updated) await this.changed(tenant, [updated._id]);
    return updated;
  }

  async updateWhere(tenant: string, filter: Filter, update: Update): Promise<number> {
    const ids = await this.idsOf(tenant, filter);
    const count = await this.collection.updateMany(this.scope(tenant, filter), update);
    await this.changed(tenant, ids);
    return count;
  }

  async delete(tenant: string, id: string): Promise<boolean> {
    const deleted = await this.collection.deleteOne(this.scope(tenant, { _id: id }));
    if (deleted) await this.changed(tenant, [id]);
    return deleted;
  }

  async deleteWhere(tenant: string, filter: Filter): Promise<number> {
    const ids = await this.idsOf(tenant, filter);
    const count = await this.collection.deleteMany(this.scope(tenant, filter));
    await this.changed(tenant, ids);
    return count;
  }
}
