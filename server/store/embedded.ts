// The embedded store: one @seald-io/nedb datastore per collection, each an append-only file
// in the data directory. NeDB does the persistence (append on write, crash-safe rewrite on
// compaction); this adapter maps the port onto it and keeps its behaviour identical to MongoDB's.
import { randomUUID } from "node:crypto";
import { mkdir, access, constants } from "node:fs/promises";
import path from "node:path";
import Datastore from "@seald-io/nedb";
import {
  COLLECTIONS,
  DuplicateKeyError,
  StoreCorruptError,
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
import { assertStorableDocument, assertSupportedFilter, assertSupportedUpdate } from "./query-guard";

type Row = Record<string, unknown> & { _id: string };

/**
 * NeDB answers a query from the first single-field index the query matches, and only then
 * considers compound indexes. Our queries always carry the tenant, so the compound
 * (tenant, field) indexes are the selective ones: prefer `_id`, then the compound index
 * covering the most equality fields, then NeDB's own choice.
 */
class TenantAwareDatastore extends Datastore<Row> {
  // NeDB's index map and candidate lookup are internal (not in its typings).
  private get indexMap(): Record<string, { getMatching(value: unknown): Row[] }> {
    return (this as unknown as { indexes: Record<string, { getMatching(value: unknown): Row[] }> }).indexes;
  }

  _getRawCandidates(query: Record<string, unknown>): Row[] {
    const isEquality = (value: unknown) =>
      value === null || ["string", "number", "boolean"].includes(typeof value);
    if (isEquality(query._id)) return this.indexMap._id.getMatching(query._id);
    let best: { name: string; fields: string[] } | undefined;
    for (const name of Object.keys(this.indexMap)) {
      if (!name.includes(",")) continue;
      const fields = name.split(",");
      if (fields.every((field) => field in query && isEquality(query[field])) && (!best || fields.length > best.fields.length)) {
        best = { name, fields };
      }
    }
    if (best) {
      const key = Object.fromEntries(best.fields.map((field) => [field, query[field]]));
      return this.indexMap[best.name].getMatching(key);
    }
    const parent = Datastore.prototype as unknown as { _getRawCandidates(this: Datastore<Row>, q: unknown): Row[] };
    return parent._getRawCandidates.call(this, query);
  }
}

/** MongoDB's `{ $regex: "..", $options: "i" }` becomes the RegExp NeDB expects. */
function toNedbFilter(filter: Filter): Filter {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value !== "object" || value === null || value instanceof RegExp) return value;
    const record = value as Record<string, unknown>;
    if (typeof record.$regex === "string") {
      const { $regex, $options, ...rest } = record;
      return { ...convertObject(rest), $regex: new RegExp($regex, typeof $options === "string" ? $options : "") };
    }
    return convertObject(record);
  };
  const convertObject = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, convert(inner)]));
  return convertObject(filter);
}

function toNedbUpdate(update: Update): Record<string, unknown> {
  const result: Record<string, unknown> = { ...update };
  if (update.$unset) result.$unset = Object.fromEntries(Object.keys(update.$unset).map((key) => [key, true]));
  result.$inc = { ...(update.$inc ?? {}), _version: 1 };
  return result;
}

function toNedbProjection(projection: FindOptions["projection"]): Record<string, 0 | 1> | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const including = Object.values(projection).some((value) => value === 1);
  return including ? { ...projection, _id: 1, _version: 1 } : projection;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { errorType?: string }).errorType === "uniqueViolated";
}

class EmbeddedCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly name: CollectionName,
    private readonly db: TenantAwareDatastore,
  ) {}

  async insertOne(doc: NewDocument<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  async insertMany(docs: NewDocument<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const prepared = docs.map((doc) => {
      assertStorableDocument(doc as Record<string, unknown>);
      return { ...doc, _id: doc._id ?? randomUUID(), _version: 1 } as Row;
    });
    try {
      return (await this.db.insertAsync(prepared)) as unknown as T[];
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
  }

  async findOne(filter: Filter, options: Pick<FindOptions, "projection" | "sort"> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertSupportedFilter(filter);
    let cursor = this.db.findAsync(toNedbFilter(filter), toNedbProjection(options.projection));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async count(filter: Filter): Promise<number> {
    assertSupportedFilter(filter);
    return (await this.db.countAsync(toNedbFilter(filter))) as unknown as number;
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<T | null> {
    assertSupportedFilter(filter);
    assertSupportedUpdate(update);
    const guarded = options.expectedVersion === undefined ? filter : { ...filter, _version: options.expectedVersion };
    try {
      const { affectedDocuments } = await this.db.updateAsync(toNedbFilter(guarded), toNedbUpdate(update), {
        multi: false,
        returnUpdatedDocs: true,
      });
      if (affectedDocuments) return affectedDocuments as unknown as T;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
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
      const { numAffected } = await this.db.updateAsync(toNedbFilter(filter), toNedbUpdate(update), { multi: true });
      return numAffected;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(`${this.name}: ${(error as Error).message}`);
      throw error;
    }
  }

  async deleteOne(filter: Filter): Promise<boolean> {
    assertSupportedFilter(filter);
    return (await this.db.removeAsync(toNedbFilter(filter), { multi: false })) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertSupportedFilter(filter);
    return this.db.removeAsync(toNedbFilter(filter), { multi: true });
  }
}

export interface EmbeddedStoreOptions {
  /** Directory holding one `<collection>.db` file per collection; created when missing. */
  dataDir: string;
  /** How often NeDB rewrites its append-only files (ms); 0 turns it off. */
  compactionIntervalMs?: number;
}

export async function openEmbeddedStore(options: EmbeddedStoreOptions): Promise<Store> {
  await mkdir(options.dataDir, { recursive: true });
  const datastores = new Map<CollectionName, TenantAwareDatastore>();
  for (const name of COLLECTIONS) {
    const file = path.join(options.dataDir, `${name}.db`);
    await assertReadableIfPresent(file);
    // Threshold 0: one unreadable line stops start-up instead of being silently dropped.
    const db = new TenantAwareDatastore({ filename: file, corruptAlertThreshold: 0 });
    try {
      await db.loadDatabaseAsync();
    } catch (error) {
      throw new StoreCorruptError(file, (error as Error).message);
    }
    if (options.compactionIntervalMs) db.setAutocompactionInterval(options.compactionIntervalMs);
    datastores.set(name, db);
  }

  const collections = new Map<CollectionName, EmbeddedCollection<Document>>();
  return {
    kind: "embedded",
    collection<T extends Document>(name: CollectionName): Collection<T> {
      const db = datastores.get(name);
      if (!db) throw new Error(`Unknown collection ${name}`);
      let collection = collections.get(name);
      if (!collection) {
        collection = new EmbeddedCollection(name, db);
        collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
    async ensureIndexes(indexes: readonly IndexSpec[]) {
      for (const index of indexes) {
        const db = datastores.get(index.collection);
        if (!db) throw new Error(`Unknown collection ${index.collection}`);
        const fields = Object.keys(index.fields);
        try {
          await db.ensureIndexAsync({ fieldName: fields.length === 1 ? fields[0] : fields, unique: index.unique ?? false });
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new DuplicateKeyError(`${index.collection}: the stored documents break the unique index on ${fields.join(", ")}`);
          }
          throw error;
        }
      }
    },
    async close() {
      for (const db of datastores.values()) {
        db.stopAutocompaction();
        await db.compactDatafileAsync();
      }
    },
  };
}

async function assertReadableIfPresent(file: string): Promise<void> {
  try {
    await access(file, constants.F_OK);
  } catch {
    return; // A missing file is a new, empty collection.
  }
  try {
    await access(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new StoreCorruptError(file, `it cannot be opened for reading and writing (${(error as NodeJS.ErrnoException).code})`);
  }
}
