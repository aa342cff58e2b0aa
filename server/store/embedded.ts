// The embedded store: one @seald-io/nedb datastore per collection, each an append-only file
// in the data directory. NeDB does the persistence (append on write, crash-safe rewrite on
// compaction); this adapter maps the port onto it and keeps its behaviour identical to MongoDB's.
// One process owns the folder (a lock file); a read-only opening reads the files as they stand
// and writes nothing, so a command that only reads can run beside the server (decision 0014).
import { mkdir, access as accessFile, constants } from "node:fs/promises";
import { closeSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import Datastore from "@seald-io/nedb";
import {
  COLLECTIONS,
  DuplicateKeyError,
  StoreCorruptError,
  StoreReadOnlyError,
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
import { HashIndex } from "./hash-index";
import { readLogFile } from "./log-file";
import { lockDataDir, type LockHolder } from "./data-dir-lock";
import { setAsideTornLine, type TornLine } from "./torn-line";
import { createRequire } from "node:module";

// NeDB's own cursor and comparison, so a sorted page orders exactly as NeDB (and MongoDB) would.
const nedbRequire = createRequire(import.meta.url);
type NedbCursor = new (db: unknown, query: unknown, mapFn?: (docs: Row[]) => unknown) => { projection(p: unknown): { _project(docs: Row[]): Row[] }; execAsync(): Promise<unknown> };
const NedbCursorClass = nedbRequire("@seald-io/nedb/lib/cursor.js") as NedbCursor;
const nedbModel = nedbRequire("@seald-io/nedb/lib/model.js") as {
  match(doc: unknown, query: unknown): boolean;
  getDotValue(doc: unknown, field: string): unknown;
  compareThings(a: unknown, b: unknown, compareStrings?: unknown): number;
  deepCopy<T>(doc: T): T;
  modify<T>(doc: T, update: Record<string, unknown>): T;
  serialize(doc: unknown): string;
};

type Row = Record<string, unknown> & { _id: string };

/** The top-level fields an including projection names, or null for any other projection (exclusions, dotted paths). */
function pickedFields(projection: Record<string, 0 | 1>): string[] | null {
  const fields = Object.keys(projection);
  if (fields.some((field) => field.includes(".") || field.startsWith("$"))) return null;
  const including = fields.filter((field) => projection[field] === 1);
  if (including.length !== fields.length) return null;
  return including.includes("_id") ? including : ["_id", ...including];
}

const isPlain = (value: unknown): boolean => typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** A copy of a value as NeDB's deepCopy gives it; a plain value or a list of them without its recursion (Insights picks a list from every row). */
function copyOf(value: unknown): unknown {
  if (isPlain(value)) return value;
  if (Array.isArray(value) && value.every(isPlain)) return value.slice();
  return nedbModel.deepCopy(value);
}

/** A copy of these fields of a document (those it has), as NeDB's projection would give them. */
function pick(doc: Row, fields: readonly string[]): Row {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (doc[field] !== undefined) picked[field] = copyOf(doc[field]);
  return picked as Row;
}

/**
 * NeDB with our own equality indexes (see hash-index.ts) beside its `_id` tree. NeDB keeps them
 * in step through the four index hooks below; they are not NeDB indexes, so NeDB neither
 * persists nor rebuilds them, and `_getRawCandidates` answers a query from the index covering
 * the most of its equality fields.
 */
class IndexedDatastore extends Datastore<Row> {
  readonly hashIndexes = new Map<string, HashIndex>();

  // The overridden methods are NeDB internals (stable across 4.x, absent from its typings).
  private get parent() {
    return Datastore.prototype as unknown as {
      _addToIndexes(this: Datastore<Row>, doc: Row): void;
      _removeFromIndexes(this: Datastore<Row>, doc: Row): void;
      _updateIndexes(this: Datastore<Row>, modifications: { oldDoc: Row; newDoc: Row }[]): void;
      _resetIndexes(this: Datastore<Row>, docs?: Row[]): void;
    };
  }
  private get idIndex(): { getMatching(value: unknown): Row[]; tree: { tree: TreeNode } } {
    return (this as unknown as { indexes: { _id: { getMatching(value: unknown): Row[]; tree: { tree: TreeNode } } } }).indexes._id;
  }

  addHashIndex(fields: string[], unique: boolean): void {
    const name = fields.join(",");
    if (this.hashIndexes.has(name)) return;
    // NeDB's own reading and comparison of values, so a sorted view orders as NeDB's sort would.
    const compareStrings = (this as unknown as { compareStrings?: unknown }).compareStrings;
    const index = new HashIndex(fields, unique, { valueAt: (doc, field) => nedbModel.getDotValue(doc, field), compare: (a, b) => nedbModel.compareThings(a, b, compareStrings) });
    index.reset(this.getAllData() as Row[]);
    this.hashIndexes.set(name, index);
  }

  _addToIndexes(doc: Row): void {
    this.parent._addToIndexes.call(this, doc);
    const done: HashIndex[] = [];
    try {
      for (const index of this.hashIndexes.values()) {
        index.insert(doc);
        done.push(index);
      }
    } catch (error) {
      for (const index of done) index.remove(doc);
      this.parent._removeFromIndexes.call(this, doc);
      throw error;
    }
  }

  /**
   * An update keeps each document's _id: the new version takes the old one's place in the _id
   * tree (NeDB removes the key and inserts it again, rebalancing the tree twice per write).
   * False, having changed nothing, when NeDB keeps other indexes or a document is not where its
   * _id says.
   */
  private swapInIdIndex(modifications: { oldDoc: Row; newDoc: Row }[]): boolean {
    const indexes = (this as unknown as { indexes: Record<string, unknown> }).indexes;
    if (Object.keys(indexes).length !== 1) return false;
    const tree = this.idIndex.tree as unknown as { search(key: unknown): Row[] };
    const places: Array<{ data: Row[]; at: number }> = [];
    for (const { oldDoc, newDoc } of modifications) {
      if (oldDoc._id !== newDoc._id) return false;
      const data = tree.search(oldDoc._id);
      const at = data.indexOf(oldDoc);
      if (at < 0) return false;
      places.push({ data, at });
    }
    modifications.forEach(({ newDoc }, index) => (places[index].data[places[index].at] = newDoc));
    return true;
  }

  /** Our guard checked every key of a new document already (prepareNewDocuments, stricter than NeDB's check): the copy is what is left to do. */
  _prepareDocumentForInsertion(doc: Row | Row[]): Row | Row[] {
    if (Array.isArray(doc)) return doc.map((one) => this._prepareDocumentForInsertion(one) as Row);
    if (doc._id === undefined) throw new Error("a new document reaches NeDB with its _id (prepareNewDocuments)");
    return nedbModel.deepCopy(doc);
  }

  _removeFromIndexes(doc: Row): void {
    this.parent._removeFromIndexes.call(this, doc);
    for (const index of this.hashIndexes.values()) index.remove(doc);
  }

  _updateIndexes(modifications: { oldDoc: Row; newDoc: Row }[]): void {
    if (!this.swapInIdIndex(modifications)) this.parent._updateIndexes.call(this, modifications);
    const swap = (from: "oldDoc" | "newDoc", to: "oldDoc" | "newDoc") => {
      for (const index of this.hashIndexes.values()) {
        for (const pair of modifications) index.remove(pair[from]);
        for (const pair of modifications) index.insert(pair[to]);
      }
    };
    try {
      swap("oldDoc", "newDoc");
    } catch (error) {
      // Rare (a unique violation): put NeDB's own indexes back, then rebuild ours from them.
      const reverted = modifications.map(({ oldDoc, newDoc }) => ({ oldDoc: newDoc, newDoc: oldDoc }));
      if (!this.swapInIdIndex(reverted)) this.parent._updateIndexes.call(this, reverted);
      for (const index of this.hashIndexes.values()) index.reset(this.getAllData() as Row[]);
      throw error;
    }
  }

  _resetIndexes(docs?: Row[]): void {
    this.parent._resetIndexes.call(this, docs);
    for (const index of this.hashIndexes.values()) index.reset(docs ?? []);
  }

  /** Which of our indexes would answer the query (the one covering the most fields), if any. */
  plan(query: Record<string, unknown>): string {
    const id = query._id;
    if (id === null || ["string", "number"].includes(typeof id) || Array.isArray((id as { $in?: unknown } | undefined)?.$in)) return "_id index";
    const best = this.bestIndex(requiredFields(query));
    return best ? `equality index (${best.fields.join(", ")})` : "collection scan";
  }

  /** The index pinning the most of these fields (each to a value or an $in list), if any does. */
  private bestIndex(required: Record<string, unknown>): HashIndex | undefined {
    let best: HashIndex | undefined;
    for (const index of this.hashIndexes.values()) if (index.covers(required) && (!best || index.fields.length > best.fields.length)) best = index;
    return best;
  }

  /**
   * A sorted page: the matches are found as NeDB finds them, their sort keys read once, sorted,
   * and only the page copied out (NeDB reads every key at every comparison and copies nothing
   * less than the page either way).
   */
  findSortedPage(query: Record<string, unknown>, sort: Record<string, 1 | -1>, skip: number, limit: number | undefined, projection: Record<string, 0 | 1> | undefined): Promise<Row[]> {
    const criteria = Object.entries(sort);
    if (criteria.length === 1 && criteria[0][0] === "_id" && criteria[0][1] === 1 && limit !== undefined) return Promise.resolve(this.idOrderedPage(query, skip, limit, projection));
    // A query that is exactly an index's bucket (a tab's rows): a slice of the bucket kept in this order (decision 0055).
    for (const index of this.hashIndexes.values()) {
      const page = index.sortedPage(query, criteria, skip, limit);
      if (!page) continue;
      const copied = page.map((doc) => nedbModel.deepCopy(doc));
      return Promise.resolve(projection ? new NedbCursorClass(this, {}).projection(projection)._project(copied) : copied);
    }
    const compareStrings = (this as unknown as { compareStrings?: unknown }).compareStrings;
    const cursor = new NedbCursorClass(this, query, (docs) => {
      const keyed = docs.map((doc) => ({ doc, keys: criteria.map(([field]) => nedbModel.getDotValue(doc, field)) }));
      keyed.sort((a, b) => {
        for (let i = 0; i < criteria.length; i++) {
          const order = criteria[i][1] * nedbModel.compareThings(a.keys[i], b.keys[i], compareStrings);
          if (order !== 0) return order;
        }
        return 0;
      });
      const page = keyed.slice(skip, limit === undefined ? undefined : skip + limit).map(({ doc }) => nedbModel.deepCopy(doc));
      return projection ? new NedbCursorClass(this, {}).projection(projection)._project(page) : page;
    });
    return cursor.execAsync() as Promise<Row[]>;
  }

  /**
   * A page in _id order (a batch job walking a collection, `_id > last` at a time): the documents
   * are visited in the _id index's order from the lower bound and matched until the page is full,
   * so each page costs what it reads, not the whole collection.
   */
  private idOrderedPage(query: Record<string, unknown>, skip: number, limit: number, projection: Record<string, 0 | 1> | undefined): Row[] {
    const ordered = inIdOrder(this.idIndex.tree.tree, idLowerBound(query));
    const page: Row[] = [];
    let skipped = 0;
    for (const doc of ordered) {
      if (!nedbModel.match(doc, query)) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      page.push(nedbModel.deepCopy(doc));
      if (page.length >= limit) break;
    }
    return projection ? new NedbCursorClass(this, {}).projection(projection)._project(page) : page;
  }

  /**
   * An unsorted page read from memory at once (a lookup by id, an index's bucket): the documents
   * NeDB's cursor would find, in the same order, without queueing behind other operations. A
   * write's changes are in memory and in the file before its promise settles, so a caller that
   * awaited a write reads it; compaction rewrites the file and leaves memory as it is.
   */
  findNow(query: Record<string, unknown>, skip: number, limit: number | undefined, projection: Record<string, 0 | 1> | undefined): Row[] {
    const matches: Row[] = [];
    let skipped = 0;
    // A query that is exactly an index's bucket (a kind's rows, a tab's) matches every document the bucket holds.
    const wholeBucket = this.isWholeBucket(query);
    for (const doc of this._getRawCandidates(query)) {
      if (!wholeBucket && !nedbModel.match(doc, query)) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      matches.push(doc);
      if (limit && matches.length >= limit) break;
    }
    const picked = projection && pickedFields(projection);
    // Top-level fields asked for by name: copied alone, not the whole document (Insights reads a few fields of many rows).
    if (picked) return matches.map((doc) => pick(doc, picked));
    // NeDB projects first (a projection's modify copies what it keeps), then copies out.
    const page = projection ? new NedbCursorClass(this, {}).projection(projection)._project(matches) : matches;
    return page.map((doc) => nedbModel.deepCopy(doc));
  }

  /** Whether one of our indexes holds exactly the documents the query matches (its fields, each one value). */
  private isWholeBucket(query: Record<string, unknown>): boolean {
    const fields = Object.keys(query);
    for (const index of this.hashIndexes.values()) if (index.isWholeBucket(query, fields)) return true;
    return false;
  }

  /** Reads may skip NeDB's queue while no TTL index can expire documents during a read (we create none). */
  get readsNow(): boolean {
    return Object.keys((this as unknown as { ttlIndexes: Record<string, unknown> }).ttlIndexes).length === 0;
  }

  /** The count of a filter made only of an index's fields (equality or $in), or null. */
  countFromIndex(query: Record<string, unknown>): number | null {
    const fields = Object.keys(query);
    for (const index of this.hashIndexes.values()) {
      if (index.fields.length === fields.length && index.covers(query)) {
        const counted = index.count(query);
        if (counted !== null) return counted;
      }
    }
    return null;
  }

  _getRawCandidates(query: Record<string, unknown>): Row[] {
    const id = query._id;
    if (id === null || ["string", "number"].includes(typeof id)) return this.idIndex.getMatching(id);
    const required = requiredFields(query);
    const best = this.bestIndex(required);
    if (best) return best.matching(required);
    const ids = (id as { $in?: unknown } | undefined)?.$in;
    if (Array.isArray(ids)) return this.idIndex.getMatching(ids);
    return this.getAllData() as Row[];
  }
}

/**
 * The field conditions every match must meet: the query's own and those of its `$and` members
 * (a tab's status test sits in an `$and` beside the request's filters). An index may serve any of
 * them; NeDB still matches the whole query against what the index finds.
 */
function requiredFields(query: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(query.$and)) return query;
  const fields: Record<string, unknown> = { ...query };
  for (const member of query.$and as unknown[]) {
    if (!member || typeof member !== "object" || Array.isArray(member)) continue;
    for (const [key, value] of Object.entries(requiredFields(member as Record<string, unknown>))) if (!key.startsWith("$") && !(key in fields)) fields[key] = value;
  }
  return fields;
}

const isOperators = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && Object.keys(value).every((key) => key.startsWith("$"));
/** `null`, `{ $eq: null }` or `{ $in: [..., null] }` alone: MongoDB matches a missing field with it. */
const matchesNull = (condition: unknown): boolean =>
  condition === null || (isOperators(condition) && Object.keys(condition).length === 1 && (condition.$eq === null || (Array.isArray(condition.$in) && condition.$in.includes(null))));
/** `{ $ne: null }` or `{ $nin: [..., null] }`: MongoDB refuses a missing field with it. */
const refusesNull = (condition: unknown): boolean => isOperators(condition) && (condition.$ne === null || (Array.isArray(condition.$nin) && condition.$nin.includes(null)));

/** A node of NeDB's _id index (an AVL tree): its key, the documents with it, its subtrees. */
interface TreeNode {
  key?: unknown;
  data: Row[];
  left: TreeNode | null;
  right: TreeNode | null;
  compareKeys(a: unknown, b: unknown): number;
}

/** The documents in _id order from the lower bound on, read lazily (a page stops when it is full). */
function* inIdOrder(root: TreeNode, bound: { $gt?: unknown; $gte?: unknown } | null): Generator<Row> {
  if (!Object.hasOwn(root, "key")) return; // an empty tree
  const within = (key: unknown) => !bound || (bound.$gt !== undefined ? root.compareKeys(key, bound.$gt) > 0 : root.compareKeys(key, bound.$gte) >= 0);
  const stack: TreeNode[] = [];
  let node: TreeNode | null = root;
  while (node || stack.length) {
    if (node) {
      // Keys below the bound, and their left subtrees, are skipped.
      if (!within(node.key)) node = node.right;
      else {
        stack.push(node);
        node = node.left;
      }
    } else {
      const next = stack.pop() as TreeNode;
      yield* next.data;
      node = next.right;
    }
  }
}

/** An `_id: { $gt | $gte }` the query requires (at the top or in a top-level $and), as index bounds. */
function idLowerBound(query: Record<string, unknown>): { $gt?: unknown; $gte?: unknown } | null {
  const own = query._id;
  if (typeof own === "object" && own !== null && !Array.isArray(own)) {
    const { $gt, $gte } = own as Record<string, unknown>;
    if ($gt !== undefined) return { $gt };
    if ($gte !== undefined) return { $gte };
  }
  for (const part of Array.isArray(query.$and) ? (query.$and as Array<Record<string, unknown>>) : []) {
    const found = idLowerBound(part);
    if (found) return found;
  }
  return null;
}

/** MongoDB's `{ $regex: "..", $options: "i" }` becomes the RegExp NeDB expects; null conditions read a missing field as MongoDB does. */
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
  const convertObject = (record: Record<string, unknown>): Record<string, unknown> => {
    const converted: Record<string, unknown> = {};
    const and = (clause: unknown) => (converted.$and = [...((converted.$and as unknown[] | undefined) ?? []), clause]);
    for (const [key, inner] of Object.entries(record)) {
      // MongoDB reads a missing field as null; NeDB as nothing at all. So a condition null
      // satisfies also takes a missing field, and one null fails also refuses it.
      if (!key.startsWith("$") && matchesNull(inner)) and({ $or: [{ [key]: convert(inner) }, { [key]: { $exists: false } }] });
      else if (!key.startsWith("$") && refusesNull(inner)) converted[key] = { ...(convert(inner) as Record<string, unknown>), $exists: true };
      // NeDB has no $nor: "none of these" is "not any of these".
      else if (key === "$nor" && Array.isArray(inner)) {
        const none = { $not: { $or: inner.map(convert) } };
        converted.$and = [...((converted.$and as unknown[] | undefined) ?? []), none];
      } else if (key === "$and" && Array.isArray(inner)) converted.$and = [...((converted.$and as unknown[] | undefined) ?? []), ...inner.map(convert)];
      else converted[key] = convert(inner);
    }
    return converted;
  };
  return convertObject(filter);
}

function toNedbUpdate(update: Update): Record<string, unknown> {
  const result: Record<string, unknown> = { ...update };
  if (update.$unset) result.$unset = Object.fromEntries(Object.keys(update.$unset).map((key) => [key, true]));
  result.$inc = { ...(update.$inc ?? {}), _version: 1 };
  return result;
}

/**
 * The document an update would leave, worked out in memory by the embedded store's own rules
 * (version bumped as a write bumps it). The write path's diff is made with it before the write
 * (decision 0019); MongoDB applies the supported operators the same way.
 */
export function applyUpdate<T extends Record<string, unknown>>(doc: T, update: Update): T {
  assertSupportedUpdate(update);
  return nedbModel.modify(doc, toNedbUpdate(update));
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { errorType?: string }).errorType === "uniqueViolated";
}

class EmbeddedCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly name: CollectionName,
    private readonly db: IndexedDatastore,
    private readonly readOnly: boolean,
  ) {}

  /** A read-only opening refuses writes: they would reach memory only and vanish unseen. */
  private writable(): void {
    if (this.readOnly) throw new StoreReadOnlyError(this.name);
  }

  async insertOne(doc: NewDocument<T>): Promise<T> {
    const [inserted] = await this.insertMany([doc]);
    return inserted;
  }

  async insertMany(docs: NewDocument<T>[]): Promise<T[]> {
    this.writable();
    if (docs.length === 0) return [];
    const prepared = prepareNewDocuments(docs) as Row[];
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
    if (options.sort && Object.keys(options.sort).length) {
      return (await this.db.findSortedPage(toNedbFilter(filter), options.sort, options.skip ?? 0, options.limit, withStoreFields(options.projection))) as unknown as T[];
    }
    if (this.db.readsNow) return Promise.resolve(this.db.findNow(toNedbFilter(filter), options.skip ?? 0, options.limit, withStoreFields(options.projection)) as unknown as T[]);
    let cursor = this.db.findAsync(toNedbFilter(filter), withStoreFields(options.projection));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async countBy(filter: Filter, field: string): Promise<Array<{ value: unknown; count: number }>> {
    assertSupportedFilter(filter);
    // Counted where the documents are, without copying them out.
    const matches = (await this.db.findAsync(toNedbFilter(filter), { [field]: 1, _id: 1 })) as unknown as Row[];
    const counts = new Map<string, { value: unknown; count: number }>();
    for (const doc of matches) {
      const value = nedbModel.getDotValue(doc, field) ?? null;
      const key = JSON.stringify(value);
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { value, count: 1 });
    }
    return [...counts.values()];
  }

  async count(filter: Filter): Promise<number> {
    assertSupportedFilter(filter);
    // A filter an equality index answers whole is counted from the index, without the documents.
    const counted = this.db.countFromIndex(filter);
    if (counted !== null) return counted;
    return (await this.db.countAsync(toNedbFilter(filter))) as unknown as number;
  }

  async explain(filter: Filter): Promise<string> {
    assertSupportedFilter(filter);
    return this.db.countFromIndex(filter) !== null ? `${this.db.plan(filter)}, counted from the index` : this.db.plan(filter);
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<T | null> {
    this.writable();
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
    this.writable();
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
    this.writable();
    assertSupportedFilter(filter);
    return (await this.db.removeAsync(toNedbFilter(filter), { multi: false })) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.writable();
    assertSupportedFilter(filter);
    return this.db.removeAsync(toNedbFilter(filter), { multi: true });
  }
}

/** What opening the store found and repaired, for the start-up log. */
export type StoreNotice = { kind: "torn-line"; torn: TornLine } | { kind: "stale-lock"; holder: LockHolder };

export interface EmbeddedStoreOptions {
  /** Directory holding one `<collection>.db` file per collection; created when missing. */
  dataDir: string;
  /** How often NeDB rewrites its append-only files (ms); 0 turns it off. */
  compactionIntervalMs?: number;
  /** What this process is, written in the folder's lock for a second process to name ("server", "npm run cli -- seed"). */
  owner?: string;
  /** Reads the files as they stand, takes no lock, refuses writes and never rewrites a file. */
  readOnly?: boolean;
  onNotice?: (notice: StoreNotice) => void;
}

export async function openEmbeddedStore(options: EmbeddedStoreOptions): Promise<Store> {
  if (options.readOnly) return embeddedStore(await readDatastores(options.dataDir), { readOnly: true, close: async () => undefined });
  await mkdir(options.dataDir, { recursive: true });
  const lock = await lockDataDir(options.dataDir, options.owner ?? "a CAS Shield process");
  if (lock.clearedStale) options.onNotice?.({ kind: "stale-lock", holder: lock.clearedStale });
  let datastores: Map<CollectionName, IndexedDatastore>;
  try {
    datastores = await loadDatastores(options);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return embeddedStore(datastores, {
    readOnly: false,
    async close() {
      try {
        for (const db of datastores.values()) {
          db.stopAutocompaction();
          await db.compactDatafileAsync();
        }
      } finally {
        await lock.release();
      }
    },
  });
}

/** The owner's opening: each file's torn last line set aside, then loaded by NeDB, which then appends to it. */
async function loadDatastores(options: EmbeddedStoreOptions): Promise<Map<CollectionName, IndexedDatastore>> {
  const datastores = new Map<CollectionName, IndexedDatastore>();
  for (const name of COLLECTIONS) {
    const file = path.join(options.dataDir, `${name}.db`);
    await assertReadableIfPresent(file, constants.R_OK | constants.W_OK);
    const torn = await setAsideTornLine(file);
    if (torn) options.onNotice?.({ kind: "torn-line", torn });
    // Threshold 0: one unreadable line stops start-up instead of being silently dropped.
    const db = new IndexedDatastore({ filename: file, corruptAlertThreshold: 0 });
    useFastLoading(db, file);
    try {
      await db.loadDatabaseAsync();
    } catch (error) {
      throw error instanceof StoreCorruptError ? error : new StoreCorruptError(file, (error as Error).message);
    }
    if (options.compactionIntervalMs) db.setAutocompactionInterval(options.compactionIntervalMs);
    datastores.set(name, db);
  }
  return datastores;
}

/** A read-only opening: the files read into memory-only datastores; a line being appended right now is left out. */
async function readDatastores(dataDir: string): Promise<Map<CollectionName, IndexedDatastore>> {
  const datastores = new Map<CollectionName, IndexedDatastore>();
  for (const name of COLLECTIONS) {
    const file = path.join(dataDir, `${name}.db`);
    await assertReadableIfPresent(file, constants.R_OK);
    const db = new IndexedDatastore({ inMemoryOnly: true });
    const { data } = await readLogFile(file, { skipUnfinishedLastLine: true });
    try {
      db._resetIndexes(data);
    } catch (error) {
      throw new StoreCorruptError(file, (error as Error).message);
    }
    datastores.set(name, db);
  }
  return datastores;
}

function embeddedStore(datastores: Map<CollectionName, IndexedDatastore>, mode: { readOnly: boolean; close(): Promise<void> }): Store {
  const collections = new Map<CollectionName, EmbeddedCollection<Document>>();
  return {
    kind: "embedded",
    collection<T extends Document>(name: CollectionName): Collection<T> {
      const db = datastores.get(name);
      if (!db) throw new Error(`Unknown collection ${name}`);
      let collection = collections.get(name);
      if (!collection) {
        collection = new EmbeddedCollection(name, db, mode.readOnly);
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
          db.addHashIndex(fields, index.unique ?? false);
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new DuplicateKeyError(`${index.collection}: the stored documents break the unique index on ${fields.join(", ")}`);
          }
          throw error;
        }
      }
    },
    close: mode.close,
  };
}

/**
 * Opening a collection: NeDB's line-by-line promise chain and its rewrite of the whole file at
 * every open made a 100,000-document start-up take six seconds. We read the log in one pass
 * (log-file.ts, same semantics, stricter about corrupt lines) and leave compaction to the
 * periodic timer and to close(), which rewrite only a file that has lines a rewrite would drop:
 * rewriting every collection at each close cost about 0.3 s of CPU for the demo data (issue 41),
 * for files no write had touched.
 */
function useFastLoading(db: IndexedDatastore, file: string): void {
  const persistence = (db as unknown as { persistence: Record<string, unknown> }).persistence;
  // Superseded, deleted or index lines in the file: set at opening, then by every append.
  let rewriteDropsLines = false;
  persistence.treatRawStreamAsync = async (unread: Readable) => {
    // NeDB opened the file as a stream for its own line reader; we read it whole instead. Left
    // alone, that stream held a descriptor per collection, and opened its file late: after a quick
    // close had let the folder be removed, the opening failed as an uncaught error (Node 24).
    unread.on("error", () => undefined);
    unread.destroy();
    const contents = await readLogFile(file);
    rewriteDropsLines = !contents.compact;
    return contents;
  };
  const compact = persistence.persistCachedDatabaseAsync as () => Promise<void>;
  let loading = true;
  // Appends go to the file kept open (decision 0019): one write call, where NeDB's appendFile opened
  // and closed the file around every write. A write returns once the kernel has the line, as NeDB's
  // did, so a killed process loses nothing it acknowledged. A compaction replaces the file (a new
  // one renamed over it), so the next append opens the new file.
  let fd: number | null = null;
  const closeFile = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
  };
  persistence.persistNewStateAsync = async function (newDocs: unknown[]) {
    let text = "";
    for (const doc of newDocs) text += `${nedbModel.serialize(doc)}\n`;
    if (!text) return;
    fd ??= openSync(file, "a", 0o644);
    const bytes = Buffer.from(text, "utf8");
    rewriteDropsLines = true;
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
  };
  persistence.persistCachedDatabaseAsync = async function (this: unknown) {
    if (loading) {
      loading = false;
      return;
    }
    try {
      if (!rewriteDropsLines) return;
      await compact.call(this);
      rewriteDropsLines = false;
    } finally {
      closeFile();
    }
  };
}

async function assertReadableIfPresent(file: string, access: number): Promise<void> {
  try {
    await accessFile(file, constants.F_OK);
  } catch {
    return; // A missing file is a new, empty collection.
  }
  try {
    await accessFile(file, access);
  } catch (error) {
    const needs = access & constants.W_OK ? "reading and writing" : "reading";
    throw new StoreCorruptError(file, `it cannot be opened for ${needs} (${(error as NodeJS.ErrnoException).code})`);
  }
}
