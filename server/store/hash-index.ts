// An equality index over one or more fields, kept in a Map. NeDB's own indexes are balanced
// trees compared with its generic comparator, which made opening 100,000 documents take
// seconds; our repositories only look up indexed fields by equality, which a hash serves.

import { SortedView, withIdLast, type Ordering, type SortCriteria } from "./sorted-view";

type Row = Record<string, unknown> & { _id: string };

/** How many sorted views an index keeps (least recently read goes first): each is a list of references to its bucket's documents. */
const MAX_VIEWS = 24;

/** Lookups a query may expand to (the product of its $in lists); beyond this a scan is cheaper. */
const MAX_LOOKUPS = 5_000;

/** The value an empty list is indexed under (not a value a query can hold). */
const EMPTY_LIST = { emptyList: true };

const isPlain = (value: unknown): boolean => value === null || ["string", "number", "boolean"].includes(typeof value);
const isInList = (value: unknown): value is { $in: unknown[] } =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Array.isArray((value as { $in?: unknown }).$in);

function valueAt(doc: Record<string, unknown>, path: readonly string[]): unknown {
  let current: unknown = doc;
  for (const part of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The same error shape NeDB raises, so callers see one kind of unique violation. */
function uniqueViolation(fields: string[], key: string): Error {
  const error = new Error(`Can't insert key ${key}, it violates the unique constraint on ${fields.join(", ")}`) as Error & {
    errorType: string;
    key: string;
  };
  error.errorType = "uniqueViolated";
  error.key = key;
  return error;
}

export class HashIndex {
  private readonly entries = new Map<string, Set<Row>>();
  /** Whether a document held a list in an indexed field: then one document may be under several keys. */
  private multikey = false;
  /** Each field's path, split once (every write computes a key per index). */
  private readonly paths: ReadonlyArray<readonly string[]>;

  /** Sorted views of buckets, by bucket key and criteria, most recently read last. */
  private readonly views = new Map<string, { bucket: string; view: SortedView }>();

  constructor(
    readonly fields: readonly string[],
    readonly unique: boolean,
    private readonly ordering?: Ordering,
  ) {
    this.paths = fields.map((field) => field.split("."));
  }

  /** Missing and null count as the same value, as in MongoDB. */
  keyOf(source: Record<string, unknown>, fromQuery = false): string {
    const values: unknown[] = new Array(this.fields.length);
    for (let i = 0; i < this.fields.length; i++) values[i] = (fromQuery ? source[this.fields[i]] : valueAt(source, this.paths[i])) ?? null;
    return JSON.stringify(values);
  }

  /**
   * A document's keys: one, or (a field holding a list) one per element, as MongoDB's multikey
   * indexes do, so an equality query on such a field finds the documents whose list holds the value.
   */
  keysOf(doc: Record<string, unknown>): string[] {
    let hasList = false;
    for (const path of this.paths) if (Array.isArray(valueAt(doc, path))) hasList = true;
    if (!hasList) return [this.keyOf(doc)];
    this.multikey = true;
    let combinations: unknown[][] = [[]];
    for (const path of this.paths) {
      const value = valueAt(doc, path) ?? null;
      // An empty list has a key of its own that no query of plain values asks for.
      const choices = Array.isArray(value) ? (value.length ? value : [EMPTY_LIST]) : [value];
      combinations = combinations.flatMap((combination) => choices.map((choice) => [...combination, choice ?? null]));
    }
    return [...new Set(combinations.map((combination) => JSON.stringify(combination)))];
  }

  insert(doc: Row): void {
    for (const key of this.keysOf(doc)) {
      let bucket = this.entries.get(key);
      if (!bucket) {
        bucket = new Set();
        this.entries.set(key, bucket);
      } else if (this.unique && bucket.size > 0 && !bucket.has(doc)) {
        throw uniqueViolation([...this.fields], key);
      }
      if (!bucket.has(doc)) {
        bucket.add(doc);
        for (const entry of this.views.values()) if (entry.bucket === key) entry.view.insert(doc);
      }
    }
  }

  remove(doc: Row): void {
    for (const key of this.keysOf(doc)) {
      const bucket = this.entries.get(key);
      if (!bucket || !bucket.delete(doc)) continue;
      for (const entry of this.views.values()) if (entry.bucket === key) entry.view.remove(doc);
      if (bucket.size === 0) this.entries.delete(key);
    }
  }

  reset(docs: readonly Row[] = []): void {
    this.entries.clear();
    this.views.clear();
    this.multikey = false;
    for (const doc of docs) this.insert(doc);
  }

  /** The keys a covered query asks for: every combination of its fields' values ($in lists expand). */
  private keysFor(query: Record<string, unknown>): string[] {
    let combinations: unknown[][] = [[]];
    for (const field of this.fields) {
      const value = query[field];
      const choices = isInList(value) ? value.$in : [value];
      combinations = combinations.flatMap((combination) => choices.map((choice) => [...combination, choice ?? null]));
    }
    return [...new Set(combinations.map((combination) => JSON.stringify(combination)))];
  }

  /** Documents whose indexed fields equal the query's (equality, or one of an $in list's values), each once. */
  matching(query: Record<string, unknown>): Row[] {
    const keys = this.keysFor(query);
    if (keys.length === 1) return [...(this.entries.get(keys[0]) ?? [])];
    const found = keys.flatMap((key) => [...(this.entries.get(key) ?? [])]);
    return this.multikey ? [...new Set(found)] : found;
  }

  /** The number of documents matching the query, or null when a document could be under two of its keys. */
  count(query: Record<string, unknown>): number | null {
    const keys = this.keysFor(query);
    if (keys.length > 1 && this.multikey) return null;
    return keys.reduce((total, key) => total + (this.entries.get(key)?.size ?? 0), 0);
  }

  /** Whether the query is exactly this index's fields, each pinned to one value: its bucket is then exactly what it matches. */
  isWholeBucket(query: Record<string, unknown>, fields: readonly string[] = Object.keys(query)): boolean {
    return fields.length === this.fields.length && this.fields.every((field) => isPlain(query[field]));
  }

  /**
   * A sorted page of the documents a query asks for when the query is exactly this index's fields,
   * each one value (a tab's rows): read from the bucket's sorted view, made the first time and
   * kept in step with every write after. Null when the query is anything else.
   */
  sortedPage(query: Record<string, unknown>, criteria: SortCriteria, skip: number, limit: number | undefined): Row[] | null {
    if (!this.ordering || !this.isWholeBucket(query)) return null;
    const [bucket] = this.keysFor(query);
    const order = withIdLast(criteria);
    const name = `${bucket} ${JSON.stringify(order)}`;
    let entry = this.views.get(name);
    if (entry) this.views.delete(name);
    else {
      entry = { bucket, view: new SortedView(order, this.ordering, this.entries.get(bucket) ?? []) };
      if (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value as string);
    }
    this.views.set(name, entry);
    return entry.view.page(skip, limit);
  }

  /** Whether the query pins every indexed field to a plain value or an $in list of them (within MAX_LOOKUPS lookups). */
  covers(query: Record<string, unknown>): boolean {
    let lookups = 1;
    for (const field of this.fields) {
      const value = query[field];
      if (isPlain(value)) continue;
      if (!isInList(value) || !value.$in.every(isPlain)) return false;
      lookups *= Math.max(1, value.$in.length);
      if (lookups > MAX_LOOKUPS) return false;
    }
    return true;
  }
}
