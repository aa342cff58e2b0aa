// Which stored records a form's data lives in, and how a record is named on the Config screen.
// A form's data is `sections.<form id>` of its record (docs/form-definition.md); the record's
// collection follows the form's kind. Staff forms and dialogs have no records of their own.
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { say } from "./texts";

export type RecordCollection = "applications" | "students" | "offers";

export interface RecordSource {
  collection: RecordCollection;
  /** The role whose view the evaluation takes (conditions may read `role`). */
  role: string;
}

const SOURCES: Readonly<Record<string, RecordSource>> = {
  application: { collection: "applications", role: "Applicant" },
  "your-information": { collection: "applications", role: "Applicant" },
  checklist: { collection: "students", role: "Student" },
  questionnaire: { collection: "students", role: "Student" },
  offer: { collection: "offers", role: "Applicant" },
};

export function recordSourceOf(kind: unknown): RecordSource | null {
  return typeof kind === "string" && Object.hasOwn(SOURCES, kind) ? SOURCES[kind] : null;
}

export function repositoryOf(services: Pick<Services, "repositories">, collection: RecordCollection) {
  return services.repositories[collection];
}

/**
 * A record's name: the catalogue's `config.record.name` filled from the record's own top-level
 * fields (so no field name is written here), or its id when the template's fields are missing.
 */
export function recordName(texts: Record<string, string>, record: Pick<EntityRecord, "_id"> & Record<string, unknown>): string {
  const scalars: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "string" || typeof value === "number") scalars[key] = String(value);
  }
  const name = say(texts, "config.record.name", scalars);
  return /\{\w+\}/.test(name) ? record._id : name;
}

/** The records a form's preview can be drawn against (newest first, at most `limit`). */
export async function recordsForPreview(
  services: Pick<Services, "repositories">,
  tenant: string,
  kind: unknown,
  texts: Record<string, string>,
  limit = 200,
): Promise<Array<{ id: string; name: string }>> {
  const source = recordSourceOf(kind);
  if (!source) return [];
  const records = await repositoryOf(services, source.collection).find(tenant, {}, { sort: { createdAt: -1 }, limit });
  return records.map((record) => ({ id: record._id, name: recordName(texts, record) }));
}
