// The access log (issue 42 item 5; decision 0039): every time staff open a person's record, one of
// their documents or an export that lists them, who, when and what is recorded against the person.
// A person's own reads are not. UniAdmins read it on the record; the subject-access ZIP carries it.
import { randomUUID } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../auth/permissions";
import type { UploadRecord } from "../repositories";
import type { TenantDocument } from "../repositories/tenant-scoped";
import type { Services } from "../services";

/** The lists whose CSV export names people (the Insights tables are counts, never names). */
export type ExportKind = "students" | "cas";

export type AccessWhat = { kind: "record" } | { kind: "document"; documentId: string; name: string } | { kind: "export"; export: ExportKind };

export interface AccessLogEntry extends TenantDocument {
  personId: string;
  actorId: string;
  actorRole: string;
  at: string;
  what: AccessWhat;
}

/** One entry as a page shows it: the words of what was done, by whom (name and role), when. */
export interface AccessLogLine {
  id: string;
  at: string;
  who: string;
  role: string;
  what: string;
}

const SHOWN_LIMIT = 200;

const entriesOf = (services: Pick<Services, "store">) => services.store.collection<AccessLogEntry>("accessLog");

/**
 * Records that `actor` looked at these people's data: one entry per person, in one insert (an export
 * of many people is one batch per page of the export). The actor's own data is not logged.
 */
export async function noteAccess(services: Services, tenant: string, actor: Pick<SignedInUser, "id" | "role">, personIds: readonly string[], what: AccessWhat): Promise<void> {
  const at = services.clock().toISOString();
  const people = [...new Set(personIds)].filter((personId) => personId && personId !== actor.id);
  if (!people.length) return;
  await entriesOf(services).insertMany(people.map((personId) => ({ _id: randomUUID(), tenant, personId, actorId: actor.id, actorRole: actor.role, at, what })) as never);
}

/** The person's access log, newest first. */
export function accessEntries(services: Pick<Services, "store">, tenant: string, personId: string, limit?: number): Promise<AccessLogEntry[]> {
  return entriesOf(services).find({ tenant, personId }, { sort: { at: -1 }, ...(limit ? { limit } : {}) });
}

/** The words of one access, from the message catalogue. */
function whatWords(config: PreparedConfig, what: AccessWhat): string {
  if (what.kind === "document") return config.text("privacy.accessLog.document", { document: what.name });
  if (what.kind === "export") return config.text("privacy.accessLog.export", { export: config.text(`privacy.accessLog.export.${what.export}`) });
  return config.text("privacy.accessLog.record");
}

/** Entries in words: who by name and role (never an id), what in the catalogue's words. */
export async function accessLogLines(services: Services, config: PreparedConfig, entries: readonly AccessLogEntry[]): Promise<AccessLogLine[]> {
  const names = new Map<string, string>();
  for (const actorId of new Set(entries.map((entry) => entry.actorId))) {
    const account = await services.repositories.users.findByIdForSession(actorId);
    names.set(actorId, account ? [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email : config.text("person.history.unknownUser"));
  }
  return entries.map((entry) => ({
    id: entry._id,
    at: entry.at,
    who: names.get(entry.actorId) ?? config.text("person.history.unknownUser"),
    role: config.areas.roles.roles[entry.actorRole]?.label ?? entry.actorRole,
    what: whatWords(config, entry.what),
  }));
}

/** The access log a person's record shows (newest first, the latest entries). */
export async function shownAccessLog(services: Services, config: PreparedConfig, tenant: string, personId: string): Promise<AccessLogLine[]> {
  return accessLogLines(services, config, await accessEntries(services, tenant, personId, SHOWN_LIMIT));
}

/** A member of staff opened one of the person's documents (the viewer, the download, the review page). */
export function noteDocumentAccess(services: Services, actor: Pick<SignedInUser, "id" | "role" | "tenant">, upload: Pick<UploadRecord, "_id" | "tenant" | "ownerId" | "originalName" | "documentType">): Promise<void> {
  return noteAccess(services, upload.tenant, actor, [upload.ownerId], { kind: "document", documentId: upload._id, name: upload.originalName || upload.documentType });
}
