// Shapes of the platform's own records (users, sessions, tenants, configuration versions, audit).
// The shapes of the specs' entities (applications, offers, checklist sections) come from schemas/.
import type { TenantDocument } from "./tenant-scoped";
import type { Document } from "../store/port";
import type { ConversationMessage } from "../../rules/conversations/conversation";
import type { AutomationTrigger } from "../../rules/automations/compile-automations";

export interface TenantRecord extends Document {
  key: string;
  name: string;
  code: string;
  createdAt: string;
  /** False once deactivated (its users cannot sign in); absent means active. */
  active?: boolean;
  activeChangedAt?: string;
  activeChangedBy?: string;
}

export interface UserRecord extends Document {
  /** Absent only for the platform Admin, who belongs to no university. */
  tenant?: string;
  email: string;
  role: string;
  passwordHash: string;
  status: string;
  disabled: boolean;
  givenName?: string;
  familyName?: string;
  mfa?: {
    method?: string;
    secret?: string;
    phone?: string;
    skipped?: boolean;
    lastTotpStep?: number;
    /** Single-use recovery codes, hashed, by an id of their own (decision 0837). */
    recoveryCodes?: Record<string, { hash: string; usedAt?: string }>;
    recoveryCodesMadeAt?: string;
  };
  /** The agency or partner organisation an agent, agency admin or partner belongs to. */
  organisationId?: string;
  /** An applicant an agent created: the agent and agency whose applicant they are (decision 0817). */
  assignedTo?: string[];
  /** Who created the account for its owner (an agent); the owner was invited to set a password. */
  invitedBy?: string;
  /** Staff: what of the university's work they reach (roles.json access levels, 001 §6). */
  accessLevel?: string;
  preferences?: {
    /** Light or dark; absent: follow the device (prefers-color-scheme). */
    theme?: "light" | "dark";
    /** The last staff list looked at, with its query string (where 'Students' leads back to). */
    returnUrl?: string;
  };
  createdAt: string;
}

export interface ConfigVersionRecord extends TenantDocument {
  version: number;
  /**
   * The whole configuration as JSON text: it is never queried inside, and its keys (message
   * keys, field paths) contain dots, which stored keys may not.
   */
  configJson: string;
  publishedAt: string;
  publishedBy: string;
  note: string;
}

export interface AuditRecord extends TenantDocument {
  at: string;
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  details?: Record<string, unknown>;
}

/** A record of one of the specs' entities: its top-level fields plus the sections filled in. */
export interface EntityRecord extends TenantDocument {
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

/** An uploaded document's record; the bytes are in the FileStorage under `storageKey`. */
export interface UploadRecord extends TenantDocument {
  ownerId: string;
  recordKind: "applications" | "students" | "offers";
  recordId: string;
  documentType: string;
  originalName: string;
  storageKey: string;
  size: number;
  mimeType: string;
  status: "UPLOADED_OK" | "DELETED";
  uploadedBy: string;
  /** The uploader's role when they uploaded it (an agent's documents are counted apart, 001 §2). */
  uploadedByRole?: string;
  createdAt: string;
  deletedAt?: string;
  /** The university's review of the document (001 §4: APPROVED, REJECTED, REJECTED_WITHOUT_ALTERNATIVE, ...). */
  review?: { status: string; reason?: string; at: string; by: string };
  /** Who besides the person and university staff may see it (001 §4: STAFF_ONLY, AGENT_ONLY). */
  userAccess?: string;
}

/**
 * A record as the staff lists show it (decision 0710): its list-row fields (snake_case, 001 §3)
 * at the top level beside these, so the store filters, sorts and counts rows directly.
 */
export interface ListRowRecord extends TenantDocument {
  kind: "applications" | "offers" | "students";
  recordId: string;
  /** The person the record is about. */
  userId: string;
  /** Agents, agencies and partners whose lists hold the row. */
  assignedTo: string[];
  search: string;
  [field: string]: unknown;
}

/** A message of a person's conversation (decision 0822); its shape is the rules' ConversationMessage. */
export type ConversationMessageRecord = ConversationMessage & TenantDocument;

/** A change that may wake a university's automations, kept until each one woken has run (decision 0851). */
export interface AutomationEventRecord extends TenantDocument {
  collection: "students" | "offers" | "applications";
  recordId: string;
  triggers: AutomationTrigger[];
  before: Record<string, unknown> | null;
  document?: { type: string; status: string | null };
  causedBy: string[];
  only?: string;
  at: string;
  status: "pending" | "done";
}

/** One automation's run for one change: its claim (one per change and automation), its progress and what it changed. */
export interface AutomationRunRecord extends TenantDocument {
  eventId: string;
  automationId: string;
  automationName: string;
  collection: "students" | "offers" | "applications";
  recordId: string;
  causedBy: string[];
  /** Given up ("failed") after MAX_RUN_ATTEMPTS tries. */
  status: "claimed" | "done" | "failed";
  claimedAt: string;
  leaseUntil: string;
  attempts: number;
  /** Actions done so far: 0 before the record's changes, then one more per message or task. */
  step: number;
  /** The record's fields as they were and as the run set them (planned before the write). */
  changes?: Array<{ path: string; from: unknown; to: unknown }>;
  /** The changes the record's history shows (not the moments a stage move stamps). */
  shownPaths?: string[];
  /** The record as the run found it, for the change it offers the other automations. */
  before?: Record<string, unknown>;
  /** What the run could not do, in words (a stage the record may not move to, no one to write to). */
  problems: string[];
  finishedAt?: string;
}

/** A task an automation made for the university's staff about one record. */
export interface StaffTaskRecord extends TenantDocument {
  collection: "students" | "offers" | "applications";
  recordId: string;
  title: string;
  dueDate: string;
  role?: string;
  automationId: string;
  createdAt: string;
  status: "open" | "done";
}
