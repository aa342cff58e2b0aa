// Staff asking a student or applicant for something from their record (issue 37; decision 0031):
// the university's form asks why, and the save records when (and the flag a reminder reads) in
// one write through the write path, whose change entry names who asked and why. The reminder
// it starts is the sweep's (001 §9).
import type { AppLoadContext } from "@remix-run/node";
import { STAFF_REQUEST_KINDS, isStaffRequestKind, requestDefinition, requestFields, type StaffRequestKind } from "../../rules/records/staff-requests";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { openRecord, saveRecord, type OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import type { StaffForm } from "../forms/staff-form";
import { asksForThings } from "./request-links";

export interface OpenedRequest {
  opened: OpenedRecord;
  kind: StaffRequestKind;
  formId: string;
}

/**
 * The record a request is about, for staff who may ask: the person's CAS student record, or
 * (`applicationId`) one of the person's applications. Not found when the university does not
 * offer the request, or the record is not the person's.
 */
export async function openRequest(request: Request, context: AppLoadContext, userId: string | undefined, kindParam: string | undefined, applicationId: string | null): Promise<OpenedRequest> {
  const user = await requireUser(request, context);
  if (!isStaffRequestKind(kindParam) || !user.tenant || !userId) throw notFound();
  const kind = kindParam;
  const { collection, permission } = STAFF_REQUEST_KINDS[kind];
  requirePermission(user, permission);
  if (!asksForThings(user)) throw notFound();
  const { repositories } = context.services;
  const record = collection === "students" ? await repositories.students.findOne(user.tenant, { userId }) : applicationId ? await repositories.applications.findById(user.tenant, applicationId) : null;
  if (!record || String(record.userId ?? "") !== userId) throw notFound();
  // Staff read the record they ask about; what they write is the request alone.
  const opened = await openRecord(request, context, collection, { id: record._id }, "read");
  const definition = requestDefinition(opened.config, kind);
  if (!definition) throw notFound();
  return { opened, kind, formId: definition.form };
}

/** The request's form: why (kept as the change's reason); saving records the request. */
export function requestForm(services: Services, { opened, kind, formId }: OpenedRequest): StaffForm {
  return {
    formId,
    subject: opened.record,
    start: {},
    async save(answers, version) {
      const at = services.clock().toISOString();
      await saveRecord(services, opened, { $set: requestFields(kind, at) }, version, { action: `request.${kind}`, details: { form: opened.config.formTitle(formId) }, reason: String(answers.note ?? "") });
    },
  };
}
