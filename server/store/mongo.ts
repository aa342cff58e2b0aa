// The MongoDB adapter: how the product outgrows one machine (replica sets, sharding, hosted
// MongoDB). Writes wait for a majority of the replica set; the driver retries a write once
// after a transient network error or primary election.
import { MongoClient, MongoServerError, type Db, type Collection as MongoCollection } from "mongodb";
import {
  COLLECTIONS,
  DuplicateKeyError,
  VersionConflictError,
  type Collection,
  type CollectionName,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type NewDocument,
  type Store,
  type Update,
  type UpdateOptions,
} from "./port";
import { assertSupportedFilter, assertSupportedUpdate } from "./query-guard";
import { prepareNewDocuments, withStoreFields } from "./documents";

type Row = { _id: string } & Record<string, unknown>;

function isDuplicateKey(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

function withVersionBump(update: Update): Record<string, unknown> {
  return { ...update, $inc: { ...(update.$inc ?? {}), _version: 1 } };
}


class MongoStoreCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly name: CollectionName,
    private readonly collection: MongoCollection<Row>,
  ) {}

  async insertOne(doc: NewDocument<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  async insertMany(docs: NewDocument<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = prepareNewDocuments(docs) as Row[];
    try {
      await this.collection.insertMany(prepared.map((doc) => ({ ...doc })), { ordered: true });
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
    return prepared as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, "projection" | "sort"> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertSupportedFilter(filter);
    const cursor = this.collection.find(filter, {
      projection: withStoreFields(options.projection),
      sort: options.sort,
      skip: options.skip,
      limit: options.limit,
    });
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    assertSupportedFilter(filter);
    return this.collection.countDocuments(filter);
  }

  async countBy(filter: Filter, field: string): Promise<Array<{ value: unknown; count: number }>> {
    assertSupportedFilter(filter);
    if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(field)) throw new Error(`countBy: "${field}" is not a field path`);
    const groups = await this.collection.aggregate<{ _id: unknown; count: number }>([{ $match: filter }, { $group: { _id: { $ifNull: [`$${field}`, null] }, count: { $sum: 1 } } }]).toArray();
    return groups.map((group) => ({ value: group._id, count: group.count }));
  }

  async explain(filter: Filter, options: Pick<FindOptions, "sort"> = {}): Promise<string> {
    assertSupportedFilter(filter);
    const explained = (await this.collection.find(filter, { sort: options.sort }).explain("queryPlanner")) as { queryPlanner?: { winningPlan?: unknown } };
    // The winning plan's stages, innermost last: IXSCAN means an index answered it.
    const stages: string[] = [];
    let stage = explained.queryPlanner?.winningPlan as { stage?: string; indexName?: string; inputStage?: unknown } | undefined;
    while (stage) {
      stages.push(stage.indexName ? `${stage.stage} ${stage.indexName}` : String(stage.stage));
      stage = stage.inputStage as typeof stage;
    }
    return stages.join(" < ");
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<T | null> {
    assertSupportedFilter(filter);
    assertSupportedUpdate(update);
    const guarded = options.expectedVersion === undefined ? filter : { ...filter, _version: options.expectedVersion };
    let updated: Row | null;
    try {
      updated = await this.collection.findOneAndUpdate(guarded, withVersionBump(update), { returnDocument: "after" });
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
    if (updated) return updated as unknown as T;
    if (options.expectedVersion !== undefined) {
      const current = await this.findOne(filter);
      if (current) throw new VersionConflictError(this.name, current._id, options.expectedVersion, current._version);
    }
    return null;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    assertSupportedFilter(filter);
    assertSupportedUpdate(update);
    try {
      const result = await this.collection.updateMany(filter, withVersionBump(update));
      return result.modifiedCount;
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    assertSupportedFilter(filter);
    return (await this.collection.deleteOne(filter)).deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertSupportedFilter(filter);
    return (await this.collection.deleteMany(filter)).deletedCount;
  }
}

export interface MongoStoreOptions {
  uri: string;
  /** Database name; defaults to the one named in the URI, else "casshield". */
  dbName?: string;
}

export async function openMongoStore(options: MongoStoreOptions): Promise<Store> {
  return (await openMongo(options)).store;
}

/** The store, and the database it is in (the file storage's GridFS buckets live there too). */
export async function openMongo(options: MongoStoreOptions): Promise<{ store: Store; db: Db }> {
  const client = new MongoClient(options.uri, {
    writeConcern: { w: "majority" },
    retryWrites: true,
    retryReads: true,
    readConcern: { level: "majority" },
    serverSelectionTimeoutMS: 10_000,
  });
  await client.connect();
  const db: Db = client.db(options.dbName);
  const collections = new Map<CollectionName, MongoStoreCollection<Document>>();
  const store: Store = {
    kind: "mongodb",
    collection<T extends Document>(name: CollectionName): Collection<T> {
      if (!COLLECTIONS.includes(name)) throw new Error(`Unknown collection ${name}`);
      let collection = collections.get(name);
      if (!collection) {
        collection = new MongoStoreCollection(name, db.collection<Row>(name));
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    async ensureIndexes(indexes: readonly IndexSpec[]) {
      for (const index of indexes) {
        // createIndex is a no-op when an identical index exists, so start-up may repeat it.
        await db.collection(index.collection).createIndex(index.fields, { unique: index.unique ?? false });
      }
    },
    async close() {
      await client.close();
    },
  };
  return { store, db };
}
