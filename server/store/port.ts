// The document store port: the one interface repositories code against. Two adapters fill
// it: MongoDB (server/store/mongo.ts) and an embedded, file-backed store (server/store/embedded.ts).
// The query and update language is MongoDB's, restricted to the operators listed below, so a
// repository's query means the same thing on both.

export const COLLECTIONS = [
  "tenants",
  "configVersions",
  "configDrafts",
  "users",
  "sessions",
  "ssoRequests",
  "revokedSessions",
  "signIns",
  "applications",
  "offers",
  "students",
  "courses",
  "documents",
  "uploads",
  "reminders",
  "outbox",
  "imports",
  "auditLog",
  "rateLimits",
  "listRows",
  "funnelHistory",
  "feedback",
  "conversationMessages",
  "secrets",
  "sandboxRecords",
  "integrationSettings",
  "studentRecordsLinks",
  "automationEvents",
  "automationRuns",
  "staffTasks",
  "changes",
  "rebuilds",
  "legalHolds",
  "retentionRuns",
  "accessLog",
  "subjectAccessRequests",
  "erasures",
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** Fields every stored document carries. `_version` starts at 1 and grows by one on every update. */
export interface StoredFields {
  _id: string;
  _version: number;
}

/** Any stored document; collections are typed by the repositories that own them. */
export type Document = StoredFields;

/** A document whose other fields are not typed (tests, tools). */
export type LooseDocument = StoredFields & Record<string, unknown>;

/**
 * A MongoDB-style filter. Supported: equality (including on dotted paths; on an array field it
 * matches when the array holds the value), $in, $nin, $gt, $gte, $lt, $lte, $ne, $exists, $regex
 * (a string, with $options), $or, $and, $nor.
 */
export type Filter = Record<string, unknown>;

/** Supported update operators: $set, $unset, $inc, $push (with $each), $pull. */
export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, "" | true | 1>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
}

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion ({a: 1}) or exclusion ({a: 0}) projection. `_id` and `_version` are always returned. */
  projection?: Record<string, 0 | 1>;
}

export interface UpdateOptions {
  /** Optimistic concurrency: refuse the update unless the stored `_version` equals this. */
  expectedVersion?: number;
}

export interface IndexSpec {
  collection: CollectionName;
  fields: Record<string, 1 | -1>;
  unique?: boolean;
}

/** What a new document may omit: the store assigns `_id` (unless given) and `_version`. */
export type NewDocument<T extends Document> = Omit<T, "_id" | "_version"> & { _id?: string };

export interface Collection<T extends Document = LooseDocument> {
  insertOne(doc: NewDocument<T>): Promise<T>;
  insertMany(docs: NewDocument<T>[]): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, "projection" | "sort">): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** The matches counted by the value of one field (a missing field counts as null), in the store: a MongoDB $group, the embedded store's scan. */
  countBy(filter: Filter, field: string): Promise<Array<{ value: unknown; count: number }>>;
  /** How the store would answer a filter (for benchmarks and operators): the index used, or a scan. */
  explain(filter: Filter, options?: Pick<FindOptions, "sort">): Promise<string>;
  /**
   * Updates the one document matching `filter` and returns it as stored afterwards, or null when
   * nothing matches. With `expectedVersion`, a document that exists but has moved on raises
   * VersionConflictError and is left as it was.
   */
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<T | null>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  deleteOne(filter: Filter): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
}

export type StoreKind = "embedded" | "mongodb";

export interface Store {
  readonly kind: StoreKind;
  collection<T extends Document = LooseDocument>(name: CollectionName): Collection<T>;
  /** Creates the given indexes; safe to call at every start-up. */
  ensureIndexes(indexes: readonly IndexSpec[]): Promise<void>;
  close(): Promise<void>;
}

export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A unique index refused a write. */
export class DuplicateKeyError extends StoreError {}

/** An update carried a version that is no longer the stored one. Nothing was written. */
export class VersionConflictError extends StoreError {
  constructor(
    readonly collectionName: string,
    readonly id: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(
      `${collectionName} ${id} was changed by someone else (version ${actualVersion}, this change was based on version ${expectedVersion}); nothing was overwritten`,
    );
  }
}

/** A data file could not be read. Start-up stops; the file is left untouched. */
export class StoreCorruptError extends StoreError {
  constructor(readonly file: string, detail: string) {
    super(`The data file ${file} cannot be read: ${detail}. It has been left untouched; restore it from a backup or move it aside.`);
  }
}

/** A write through a read-only opening of the embedded store (a command that only reads). */
export class StoreReadOnlyError extends StoreError {
  constructor(readonly collection: string) {
    super(`This command opened the data folder to read only and cannot write to ${collection}. Stop the server first, then run a command that writes.`);
  }
}

/** The filter or update uses something outside the supported subset. */
export class UnsupportedQueryError extends StoreError {}
