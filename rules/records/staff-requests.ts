// Staff asking a student or applicant for something (issue 37; decision 0031): follow-up
// documents, a new passport copy, the deposit, updated programme choices. The reminders of 001 §9
// start from what a request records, so which record it lands on and which fields it sets are
// the product's (here, the ceiling); the university's configuration (cas-stages `requests`)
// decides which requests its staff see and the form each asks with.
import type { PreparedConfig } from "../config/prepared-config";
import type { CasStagesArea, StaffRequestDefinition } from "../types";

export type StaffRequestKind = keyof NonNullable<CasStagesArea["requests"]>;

export interface StaffRequestKindDefinition {
  /** The record the request is written to (the reminder's collection). */
  collection: "students" | "applications";
  /** Who may ask (the role matrix's permission). */
  permission: "update:student:assigned" | "update:offer:tenant";
  /** When staff last asked: the reminder counts from it. */
  at: string;
  /** A flag the reminder's trigger reads, set while the request stands. */
  flag?: string;
}

export const STAFF_REQUEST_KINDS: Readonly<Record<StaffRequestKind, StaffRequestKindDefinition>> = {
  followUpDocuments: { collection: "students", permission: "update:student:assigned", at: "followUpDocumentsRequestedAt" },
  passportRenewal: { collection: "students", permission: "update:student:assigned", at: "passportRenewalRequestedAt", flag: "passportRenewalRequested" },
  deposit: { collection: "students", permission: "update:student:assigned", at: "depositRequestedAt" },
  programmeChoices: { collection: "applications", permission: "update:offer:tenant", at: "programmeChoicesUpdateRequestedAt", flag: "programmeChoicesUpdateRequested" },
};

export const isStaffRequestKind = (value: unknown): value is StaffRequestKind => typeof value === "string" && Object.hasOwn(STAFF_REQUEST_KINDS, value);

/** The requests the university offers on a record of `collection`, in the product's order. */
export function offeredRequests(config: PreparedConfig, collection: StaffRequestKindDefinition["collection"]): Array<{ kind: StaffRequestKind; definition: StaffRequestDefinition }> {
  const configured = config.areas.casStages.requests;
  return (Object.keys(STAFF_REQUEST_KINDS) as StaffRequestKind[]).flatMap((kind) => {
    const definition = configured[kind];
    return definition && STAFF_REQUEST_KINDS[kind].collection === collection ? [{ kind, definition }] : [];
  });
}

/** The university's definition of a request, or null when it does not offer it. */
export function requestDefinition(config: PreparedConfig, kind: StaffRequestKind): StaffRequestDefinition | null {
  return config.areas.casStages.requests[kind] ?? null;
}

/** What asking writes: when, and the flag where the reminder reads one. */
export function requestFields(kind: StaffRequestKind, at: string): Record<string, unknown> {
  const { at: atField, flag } = STAFF_REQUEST_KINDS[kind];
  return { [atField]: at, ...(flag ? { [flag]: true } : {}) };
}

/** What a save of `formId` by the student or applicant writes besides its answers: each standing request it answers is lowered (its reminder stops). */
export function answeredRequestFields(config: PreparedConfig, collection: StaffRequestKindDefinition["collection"], record: Record<string, unknown>, formId: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const { kind, definition } of offeredRequests(config, collection)) {
    const { flag } = STAFF_REQUEST_KINDS[kind];
    if (flag && definition.answeredBy === formId && record[flag] === true) fields[flag] = false;
  }
  return fields;
}
