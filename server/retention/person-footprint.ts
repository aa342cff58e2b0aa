// One map of a person's data (issue 42 items 2 and 4; decision 0041): every collection of the store
// classified once, saying how a person is found in it (a field holding their id or email, or an
// id of one of their records), which fields name them (blanked or replaced when anonymising),
// which fields Insights and the lists need kept, what erasure does with it, and the files it
// points at. The retention sweep, erasure and `verify --person` all read this map; the type and a
// test make a collection that is not classified fail, so no new collection escapes erasure.
import type { FileArea } from "../files/port";
import type { RecordCollectionName } from "../records/change-entries";
import type { CollectionName } from "../store/port";

export type FootprintCollection = CollectionName;

/** How a person is found in a collection: a field that holds their user id, their email, or an id of one of their records. */
export interface PersonReach {
  field: string;
  holds: "personId" | "email" | "recordId";
}

/**
 * What erasure does to a person's documents in the collection:
 * - `anonymise`: a record the write path owns, kept for Insights and the lists with every personal field removed (list rows and history follow);
 * - `delete`: removed (through the write path for its records, files included);
 * - `scrub`: kept as a history or a log, its personal fields removed in place (the person's id replaced);
 * - `derived`: worked out from other records (list rows, the funnel's history): follows them;
 * - `files`: the documents are the university's, but their files may hold the person (imports): the files are discarded.
 */
export type ErasureAction = "anonymise" | "delete" | "scrub" | "derived" | "files";

export type Footprint =
  | { holdsPeople: false; why: string }
  | {
      holdsPeople: true;
      why: string;
      reach: readonly PersonReach[];
      /** Top-level fields that name the person: removed when anonymising or scrubbing (the person's id replaced). */
      personal: readonly string[];
      /** Fields Insights and the lists count by: never removed by anonymisation. */
      keep: readonly string[];
      onErase: ErasureAction;
      /** The files the documents point at, by the field holding their storage key. */
      files?: { area: FileArea; keyField: string };
      /** Whether the collection's documents carry a tenant (a person's are looked for within their university). */
      tenantScoped: boolean;
    };

/** Fields of the specs' entities that name the person (the section answers hold the rest). */
const ENTITY_PERSONAL = ["userId", "email", "givenName", "familyName", "knownBy", "preferredName", "dob", "phone", "mobile", "address", "studentNo", "passportNumber", "sections", "casTracker", "statusReason"] as const;

/** What Insights, the lists' tabs and the funnel count by (001 §2 Insights, §3 lists). */
const ENTITY_KEEP = [
  "applicationStatus", "applicationStatusUpdatedAt", "statusFromOffer", "submittedAt", "status", "statusChangedAt", "stage", "stageUpdatedAt",
  "feeStatus", "nationality", "nationalityCode", "intakeId", "courseId", "courseName", "courseMode", "intendedLevelOfStudy", "fee", "conditionType",
  "conditions", "appliedAt", "issueDate", "lastIssuedAt", "applicationId", "agentId", "agencyId", "hasAgent", "partnerId", "tags", "invitedAt", "createdAt", "updatedAt",
] as const;

const entity = (why: string): Footprint => ({ holdsPeople: true, why, reach: [{ field: "userId", holds: "personId" }], personal: ENTITY_PERSONAL, keep: ENTITY_KEEP, onErase: "anonymise", tenantScoped: true });

export const FOOTPRINT: Readonly<Record<FootprintCollection, Footprint>> = {
  tenants: { holdsPeople: false, why: "the universities themselves" },
  configVersions: { holdsPeople: false, why: "published configuration: wording and rules, no person" },
  configDrafts: { holdsPeople: false, why: "configuration being edited" },
  courses: { holdsPeople: false, why: "the course catalogue" },
  secrets: { holdsPeople: false, why: "the universities' integration credentials" },
  integrationSettings: { holdsPeople: false, why: "integration settings" },
  rebuilds: { holdsPeople: false, why: "a rebuild job's progress" },
  retentionRuns: { holdsPeople: false, why: "counts per kind, never the data" },
  ssoRequests: { holdsPeople: false, why: "a sign-in's state and nonce for ten minutes, before anyone is known" },
  rateLimits: { holdsPeople: false, why: "counters keyed by a digest of the email, never the email" },
  users: {
    holdsPeople: true, why: "the person's account", tenantScoped: true, onErase: "delete",
    reach: [{ field: "_id", holds: "personId" }, { field: "email", holds: "email" }],
    personal: ["email", "givenName", "familyName", "passwordHash", "mfa", "preferences", "assignedTo", "invitedBy"], keep: [],
  },
  sessions: { holdsPeople: true, why: "the person's sign-ins in progress", tenantScoped: false, onErase: "delete", reach: [{ field: "userId", holds: "personId" }], personal: ["userId"], keep: [] },
  revokedSessions: { holdsPeople: true, why: "sessions signed out", tenantScoped: false, onErase: "delete", reach: [{ field: "userId", holds: "personId" }], personal: ["userId"], keep: [] },
  signIns: { holdsPeople: true, why: "when the person last signed in (one per user, by id)", tenantScoped: false, onErase: "delete", reach: [{ field: "_id", holds: "personId" }], personal: ["at"], keep: [] },
  applications: entity("the person's applications: counted by Insights"),
  offers: entity("the person's offers: counted by Insights"),
  students: entity("the person's CAS student record: counted by Insights"),
  documents: { holdsPeople: true, why: "documents on the person's record", tenantScoped: true, onErase: "delete", reach: [{ field: "ownerId", holds: "personId" }, { field: "recordId", holds: "recordId" }], personal: ["ownerId"], keep: [] },
  uploads: {
    holdsPeople: true, why: "files the person or staff uploaded to the person's records", tenantScoped: true, onErase: "delete",
    reach: [{ field: "ownerId", holds: "personId" }, { field: "recordId", holds: "recordId" }],
    personal: ["ownerId", "originalName", "uploadedBy"], keep: ["documentType", "status", "createdAt"], files: { area: "uploads", keyField: "storageKey" },
  },
  reminders: { holdsPeople: true, why: "reminders sent to the person", tenantScoped: true, onErase: "delete", reach: [{ field: "personId", holds: "personId" }, { field: "recordId", holds: "recordId" }], personal: ["personId"], keep: [] },
  outbox: { holdsPeople: true, why: "emails and texts sent to the person", tenantScoped: true, onErase: "delete", reach: [{ field: "to", holds: "email" }], personal: ["to", "subject", "text", "html"], keep: [] },
  imports: { holdsPeople: true, why: "the university's imports: the record keeps counts only, its files hold the rows", tenantScoped: true, onErase: "files", reach: [], personal: [], keep: ["status", "total", "done", "createdAt"] },
  auditLog: {
    holdsPeople: true, why: "the history of the person's records, and what they did", tenantScoped: true, onErase: "scrub",
    reach: [{ field: "entityId", holds: "recordId" }, { field: "entityId", holds: "personId" }, { field: "actorId", holds: "personId" }], personal: ["details", "actorId"], keep: ["at", "action", "entity"],
  },
  changes: {
    holdsPeople: true, why: "the write path's change entries: each diff holds the values before and after", tenantScoped: true, onErase: "scrub",
    reach: [{ field: "recordId", holds: "recordId" }, { field: "actorId", holds: "personId" }], personal: ["diff", "details", "reason", "note", "actorId"], keep: ["at", "action", "op", "collection", "recordId", "versionAfter", "status"],
  },
  listRows: { holdsPeople: true, why: "the lists' rows, worked out from the records by the write path", tenantScoped: true, onErase: "derived", reach: [{ field: "userId", holds: "personId" }, { field: "recordId", holds: "recordId" }], personal: [], keep: [] },
  funnelHistory: { holdsPeople: true, why: "when each row reached each funnel step: dates only, kept so Insights counts stay", tenantScoped: true, onErase: "derived", reach: [], personal: [], keep: ["reached"] },
  feedback: { holdsPeople: true, why: "feedback the person sent about a page", tenantScoped: true, onErase: "delete", reach: [{ field: "userId", holds: "personId" }], personal: ["userId", "text"], keep: [] },
  conversationMessages: { holdsPeople: true, why: "the person's conversation with the university", tenantScoped: true, onErase: "delete", reach: [{ field: "personId", holds: "personId" }, { field: "authorId", holds: "personId" }], personal: ["personId", "body", "authorName"], keep: [] },
  sandboxRecords: { holdsPeople: true, why: "copies of records for trying configuration", tenantScoped: true, onErase: "delete", reach: [{ field: "record.userId", holds: "personId" }, { field: "sourceId", holds: "recordId" }], personal: ["record"], keep: [] },
  studentRecordsLinks: { holdsPeople: true, why: "the link to the student records system", tenantScoped: true, onErase: "delete", reach: [{ field: "userId", holds: "personId" }, { field: "studentId", holds: "recordId" }], personal: ["userId", "personId", "studentNumber"], keep: [] },
  automationEvents: { holdsPeople: true, why: "changes waiting for automations (with the record as it was)", tenantScoped: true, onErase: "delete", reach: [{ field: "recordId", holds: "recordId" }], personal: ["before"], keep: [] },
  automationRuns: { holdsPeople: true, why: "automations' runs on the person's records", tenantScoped: true, onErase: "delete", reach: [{ field: "recordId", holds: "recordId" }], personal: ["before", "changes"], keep: [] },
  staffTasks: { holdsPeople: true, why: "staff tasks about the person's records", tenantScoped: true, onErase: "delete", reach: [{ field: "recordId", holds: "recordId" }], personal: ["title"], keep: [] },
  legalHolds: { holdsPeople: true, why: "holds on the person's records: kept as the university's account of them, without the person", tenantScoped: true, onErase: "scrub", reach: [{ field: "personId", holds: "personId" }], personal: ["personId"], keep: ["reason", "heldBy", "heldAt", "releasedBy", "releasedAt"] },
  accessLog: { holdsPeople: true, why: "who looked at the person's record, documents and exports", tenantScoped: true, onErase: "scrub", reach: [{ field: "personId", holds: "personId" }], personal: ["personId", "what"], keep: ["actorId", "at"] },
  subjectAccessRequests: { holdsPeople: true, why: "the person's subject-access requests: kept as the university's account of answering them, without the person", tenantScoped: true, onErase: "scrub", reach: [{ field: "personId", holds: "personId" }], personal: ["personId"], keep: ["receivedOn", "dueOn", "recordedBy", "recordedAt", "releasedBy", "releasedAt"] },
  erasures: { holdsPeople: true, why: "erasure requests: the person named until it is carried out, then a tombstone of counts", tenantScoped: true, onErase: "scrub", reach: [{ field: "personId", holds: "personId" }], personal: ["personId", "requestedBy"], keep: ["receivedBy", "requestedAt", "erasedAt", "counts"] },
};

/** The person's own records: the ids other collections reach them by. */
export const PERSON_RECORDS = ["applications", "offers", "students", "uploads", "documents", "conversationMessages"] as const satisfies readonly RecordCollectionName[];

/** An anonymised record's update: every personal field removed, the person's id replaced by one that leads nowhere. */
export function anonymisingUpdate(collection: FootprintCollection, record: Record<string, unknown>, person: { id: string; replacementId: string }, at: string): { $set: Record<string, unknown>; $unset?: Record<string, ""> } {
  const footprint = FOOTPRINT[collection];
  if (!footprint.holdsPeople) return { $set: {} };
  const idFields = new Set(footprint.reach.filter((reach) => reach.holds === "personId" && !reach.field.includes(".") && reach.field !== "_id").map((reach) => reach.field));
  const removed = footprint.personal.filter((field) => field in record && !idFields.has(field));
  // A staff member's id beside the person's (who wrote an entry) stays: only the person's own is replaced.
  const replaced = [...idFields].filter((field) => record[field] === person.id);
  const replacementId = person.replacementId;
  // A list (a change's diff) is emptied rather than removed: readers of the history expect one.
  const emptied = removed.filter((field) => Array.isArray(record[field]));
  const unset = removed.filter((field) => !Array.isArray(record[field]));
  const $set: Record<string, unknown> = { anonymisedAt: at, ...Object.fromEntries(replaced.map((field) => [field, replacementId])), ...Object.fromEntries(emptied.map((field) => [field, []])) };
  return unset.length ? { $set, $unset: Object.fromEntries(unset.map((field) => [field, ""])) } : { $set };
}
