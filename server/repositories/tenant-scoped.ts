// Every read and write of a university's data goes through here, and every one carries the
// tenant key. The tenant is applied last, so nothing in a caller's filter can widen it.
import type { Collection, Document, Filter, FindOptions, NewDocument, Update } from "../store/port";

export interface TenantDocument extends Document {
  tenant: string;
}

export class TenantScopedRepository<T extends TenantDocument> {
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

  insert(tenant: string, doc: Omit<NewDocument<T>, "tenant">): Promise<T> {
    return this.collection.insertOne({ ...doc, tenant } as unknown as NewDocument<T>);
  }

  insertMany(tenant: string, docs: Omit<NewDocument<T>, "tenant">[]): Promise<T[]> {
    return this.collection.insertMany(docs.map((doc) => ({ ...doc, tenant }) as unknown as NewDocument<T>));
  }

  /** Updates one document; with `expectedVersion` a stale write raises VersionConflictError. */
  async update(tenant: string, id: string, update: Update, expectedVersion?: number): Promise<T | null> {
    if (update.$set && "tenant" in update.$set) throw new Error("A document cannot move to another tenant");
    return this.collection.updateOne(this.scope(tenant, { _id: id }), update, { expectedVersion });
  }

  updateWhere(tenant: string, filter: Filter, update: Update): Promise<number> {
    return this.collection.updateMany(this.scope(tenant, filter), update);
  }

  delete(tenant: string, id: string): Promise<boolean> {
    return this.collection.deleteOne(this.scope(tenant, { _id: id }));
  }

  deleteWhere(tenant: string, filter: Filter): Promise<number> {
    return this.collection.deleteMany(this.scope(tenant, filter));
  }
}
