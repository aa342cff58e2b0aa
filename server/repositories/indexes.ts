// Indexes created at every start-up (idempotent on both adapters). Tenant-scoped collections
// lead with the tenant so a university's queries touch only its own documents.
import type { IndexSpec } from "../store/port";

export const INDEXES: readonly IndexSpec[] = [
  { collection: "tenants", fields: { key: 1 }, unique: true },
  { collection: "configVersions", fields: { tenant: 1, version: 1 }, unique: true },
  // The newest version of a university's (asked on every request; the embedded store's indexes serve equality only).
  { collection: "configVersions", fields: { tenant: 1 } },
  { collection: "configDrafts", fields: { tenant: 1 }, unique: true },
  { collection: "sandboxRecords", fields: { tenant: 1, copiedAt: 1 } },
  { collection: "users", fields: { email: 1 }, unique: true },
  { collection: "users", fields: { tenant: 1, role: 1 } },
  { collection: "sessions", fields: { userId: 1 } },
  { collection: "applications", fields: { tenant: 1, userId: 1 } },
  { collection: "applications", fields: { tenant: 1, applicationStatus: 1 } },
  { collection: "offers", fields: { tenant: 1, status: 1 } },
  { collection: "offers", fields: { tenant: 1, applicationId: 1 } },
  { collection: "students", fields: { tenant: 1, stage: 1 } },
  { collection: "students", fields: { tenant: 1, userId: 1 } },
  // An import finds each row's student by number (decision 0825).
  { collection: "students", fields: { tenant: 1, studentNo: 1 } },
  { collection: "courses", fields: { tenant: 1, code: 1 }, unique: true },
  // The course catalogue's revision is the newest change (decision 0828).
  { collection: "courses", fields: { tenant: 1, updatedAt: -1 } },
  { collection: "documents", fields: { tenant: 1, ownerId: 1 } },
  { collection: "uploads", fields: { tenant: 1, ownerId: 1 } },
  // A form page's upload slot: the files already on its record.
  { collection: "uploads", fields: { tenant: 1, recordId: 1 } },
  { collection: "reminders", fields: { tenant: 1, recordId: 1 } },
  // A sweep's daily limit, and delivery's next messages (decision 0830).
  { collection: "reminders", fields: { tenant: 1, personId: 1, sendDate: 1 } },
  { collection: "reminders", fields: { tenant: 1, status: 1, nextAttemptAt: 1 } },
  { collection: "outbox", fields: { tenant: 1, to: 1 } },
  { collection: "imports", fields: { tenant: 1, startedAt: 1 } },
  { collection: "auditLog", fields: { tenant: 1, at: 1 } },
  { collection: "rateLimits", fields: { key: 1 }, unique: true },
  // The staff lists: a tab is a kind and a status (or stage) of rows; a person's rows by user.
  { collection: "listRows", fields: { tenant: 1, kind: 1 } },
  { collection: "listRows", fields: { tenant: 1, kind: 1, status: 1 } },
  { collection: "listRows", fields: { tenant: 1, kind: 1, application_status: 1 } },
  { collection: "listRows", fields: { tenant: 1, kind: 1, stage: 1 } },
  { collection: "listRows", fields: { tenant: 1, userId: 1 } },
  // A tab's rows (decision 0054): a row lists the tabs it is in, so a tab is counted from this index.
  { collection: "listRows", fields: { tenant: 1, inTabs: 1 } },
  // A funnel step's rows: those that name it among the steps they reached (decision 0054).
  { collection: "listRows", fields: { tenant: 1, reachedSteps: 1 } },
  { collection: "funnelHistory", fields: { tenant: 1, kind: 1 } },
  { collection: "offers", fields: { tenant: 1, userId: 1 } },
  { collection: "feedback", fields: { tenant: 1, createdAt: 1 } },
  // A person's conversation in order; the inbox and badge by what waits for whom.
  { collection: "conversationMessages", fields: { tenant: 1, personId: 1, at: 1 } },
  { collection: "conversationMessages", fields: { tenant: 1, unreadBy: 1, at: 1 } },
  // A student's list row counts the person's unread messages (the embedded store's indexes answer equality).
  { collection: "conversationMessages", fields: { tenant: 1, personId: 1 } },
  // Automations (decision 0851): the sweep's pending changes and stale claims; a record's runs and tasks.
  { collection: "automationEvents", fields: { tenant: 1, status: 1, at: 1 } },
  { collection: "automationRuns", fields: { tenant: 1, status: 1, leaseUntil: 1 } },
  { collection: "automationRuns", fields: { tenant: 1, recordId: 1 } },
  { collection: "staffTasks", fields: { tenant: 1, recordId: 1 } },
  // The write path (decision 0019): one change per record version, so two writers of one version
  // cannot both claim it; replay finds the changes left unfinished; a record's changes.
  { collection: "changes", fields: { tenant: 1, collection: 1, recordId: 1, versionAfter: 1 }, unique: true },
  // The unfinished changes (few: sorted by time where they are found).
  { collection: "changes", fields: { tenant: 1, status: 1 } },
  { collection: "changes", fields: { tenant: 1, recordId: 1 } },
  // A university's rebuild of derived values (decision 0027): one job, read by the Config screen.
  { collection: "rebuilds", fields: { tenant: 1 } },
  { collection: "legalHolds", fields: { tenant: 1, personId: 1 } },
  { collection: "retentionRuns", fields: { tenant: 1 } },
  // A person's access log, newest first (decision 0039); their subject-access requests.
  { collection: "accessLog", fields: { tenant: 1, personId: 1, at: 1 } },
  { collection: "subjectAccessRequests", fields: { tenant: 1, dueOn: 1 } },
  // A person's erasure requests (decision 0044).
  { collection: "erasures", fields: { tenant: 1, personId: 1 } },
];
