// An equality index over one or more fields, kept in a Map. NeDB's own indexes are balanced
// trees compared with its generic comparator, which made opening 100,000 documents take
// seconds; our repositories only look up indexed fields by equality, which a hash serves.

type Row = Record<string, unknown> & { _id: string };

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split(".")) {
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

  constructor(
    readonly fields: readonly string[],
    readonly unique: boolean,
  ) {}

  /** Missing and null count as the same value, as in MongoDB. */
  keyOf(source: Record<string, unknown>, fromQuery = false): string {
    return JSON.stringify(this.fields.map((field) => (fromQuery ? source[field] : valueAt(source, field)) ?? null));
  }

  insert(doc: Row): void {
    const key = this.keyOf(doc);
    let bucket = this.entries.get(key);
    if (!bucket) {
      bucket = new Set();
      this.entries.set(key, bucket);
    } else if (this.unique && bucket.size > 0 && !bucket.has(doc)) {
      throw uniqueViolation([...this.fields], key);
    }
    bucket.add(doc);
  }

  remove(doc: Row): void {
    const key = this.keyOf(doc);
    const bucket = this.entries.get(key);
    if (!bucket) return;
    bucket.delete(doc);
    if (bucket.size === 0) this.entries.delete(key);
  }

  reset(docs: readonly Row[] = []): void {
    this.entries.clear();
    for (const doc of docs) this.insert(doc);
  }

  /** Documents whose indexed fields equal the query's (a query naming every indexed field). */
  matching(query: Record<string, unknown>): Row[] {
    return [...(this.entries.get(this.keyOf(query, true)) ?? [])];
  }

  /** Whether the query pins every indexed field to a plain value, so this index can answer it. */
  covers(query: Record<string, unknown>): boolean {
    return this.fields.every((field) => {
      const value = query[field];
      return value === null || ["string", "number", "boolean"].includes(typeof value);
    });
  }
}
