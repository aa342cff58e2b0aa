// Staff upload a document on a person's behalf (issue 39; 001 §2 "upload controls" for staff, 001 §3
// Documents "Uploader: Admin, Agent, University, Enroly"): to the person's CAS record, one of the
// documents its tasks ask for, or to an offer, one of its conditions' documents. The file goes
// through the same checks and the same save as the person's own uploads (saveUpload), recorded
// with the staff member as its uploader. Who may: the permission matrix's `create:document`
// (university staff for their university, agents for the people assigned to them); the record
// must be one the user may read.
import type { PreparedConfig } from "../../rules";
import { documentAreas } from "../../rules/checklist/documents";
import { conditionDocument } from "../../rules/offers/offer-view";
import { can, type SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { visibleRecords } from "../staff/person";
import { audienceOf } from "../views";
import type { UploadTarget } from "./uploads";

/** One document the user may upload: where it goes and as what. */
export interface UploadSlot {
  kind: UploadTarget;
  recordId: string;
  ownerId: string;
  documentType: string;
  label: string;
}

/** The slots under one heading (a documents task, an offer's conditions), each by its form value. */
export interface UploadSlotGroup {
  heading: string;
  slots: Array<UploadSlot & { value: string }>;
}

/** May the user add documents to a record of theirs to read: their university's (staff), or one assigned to them (agents). */
function mayUploadTo(user: SignedInUser, tenant: string, assignedTo: readonly string[]): boolean {
  // Applicants and students upload their own documents on their own pages.
  if (audienceOf(user) === "applicant") return false;
  return can(user, "create:document:tenant", { tenant }) || can(user, "create:document:assigned", { tenant, assignedTo });
}

/** The documents a CAS student's tasks ask for, by task, in the configuration's order (information-only ones are acknowledged, not uploaded). */
function studentSlots(config: PreparedConfig, student: EntityRecord, ownerId: string): UploadSlotGroup[] {
  return config.areas.tasks.tasks
    .filter((task) => task.kind === "documents" || task.kind === "receiveCas")
    .map((task) => ({
      heading: config.text(task.labelKey),
      slots: documentAreas(config, task)
        .flatMap((area) => config.areas.documents.byArea.get(area) ?? [])
        .filter((document) => !document.infoOnly)
        .map((document) => ({ kind: "students" as const, recordId: student._id, ownerId, documentType: document.key, label: document.label, value: `students:${student._id}:${document.key}` })),
    }))
    .filter((group) => group.slots.length > 0);
}

/** An offer's conditions' documents, each type once. */
function offerSlots(config: PreparedConfig, offer: EntityRecord, ownerId: string): UploadSlotGroup | null {
  const conditions = Array.isArray(offer.conditions) ? (offer.conditions as Array<{ requirementId?: unknown; requirementText?: unknown }>) : [];
  const custom = config.document["offer-documents"].custom;
  const slots = new Map<string, UploadSlot & { value: string }>();
  for (const condition of conditions) {
    const document = typeof condition.requirementId === "string" ? conditionDocument(config, condition.requirementId) : null;
    if (document && !slots.has(document.documentType)) {
      // A condition staff wrote is named by its own words, as the record names its document.
      const written = custom && document.documentType === `${custom.documentType}.${String(condition.requirementId)}` && typeof condition.requirementText === "string" && condition.requirementText;
      slots.set(document.documentType, { kind: "offers", recordId: offer._id, ownerId, documentType: document.documentType, label: written ? String(condition.requirementText) : document.label, value: `offers:${offer._id}:${document.documentType}` });
    }
  }
  if (!slots.size) return null;
  const course = typeof offer.courseName === "string" && offer.courseName ? offer.courseName : config.text("person.offer.noCourse");
  return { heading: config.text("person.documents.upload.offerGroup", { course }), slots: [...slots.values()] };
}

/** What the user may upload for the person, by heading; empty when nothing (or when they may not). */
export async function staffUploadSlots(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string): Promise<UploadSlotGroup[]> {
  const visible = await visibleRecords(services, user, tenant, personId);
  if (!visible) return [];
  const rows = await services.repositories.listRows.find(tenant, { userId: personId });
  const allowed = new Set(rows.filter((row) => visible.has(row.recordId) && mayUploadTo(user, tenant, row.assignedTo)).map((row) => row.recordId));
  if (!allowed.size) return [];
  const [students, offers] = await Promise.all([
    services.repositories.students.find(tenant, { userId: personId }),
    services.repositories.offers.find(tenant, { userId: personId }, { sort: { createdAt: 1 } }),
  ]);
  const student = students.find((record) => allowed.has(record._id));
  return [
    ...(student ? studentSlots(config, student, personId) : []),
    ...offers.filter((offer) => allowed.has(offer._id)).flatMap((offer) => offerSlots(config, offer, personId) ?? []),
  ];
}

/** The slot a posted value names, among those the user may upload to; null for anything else. */
export function chosenSlot(groups: readonly UploadSlotGroup[], value: unknown): UploadSlot | null {
  if (typeof value !== "string" || !value) return null;
  for (const group of groups) {
    const found = group.slots.find((slot) => slot.value === value);
    if (found) return found;
  }
  return null;
}
