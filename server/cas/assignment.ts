// Assigning a CAS student to one of the university's partners and immigration providers (issue 39;
// decision 0064): the university's form, whose promoted answers are the record's partnerId and
// immigrationProviderId. The list row's `assignedTo` reads them, so the write path's projector puts
// the student on (or takes them off) those organisations' pipelines.
import type { AppLoadContext } from "@remix-run/node";
import { sectionData } from "../../rules";
import { notFound } from "../auth/guards";
import { savePage, type OpenedRecord } from "../records/record-page";
import { openStudentWith } from "./stage-move";
import type { Services } from "../services";
import type { StaffForm } from "../forms/staff-form";

export const ASSIGN = "assign:student:tenant" as const;

/** The person's CAS student record, for a user of the university who may assign it. */
export async function openStudentForAssignment(request: Request, context: AppLoadContext, userId: string | undefined): Promise<OpenedRecord> {
  const opened = await openStudentWith(request, context, userId, ASSIGN, "update");
  // A university that configures no assignment has no such page.
  if (!opened.config.areas.casStages.assignment) throw notFound();
  return opened;
}

/** The assignment form: saved as a section like any staff form, the history saying who was assigned. */
export function assignmentForm(services: Services, opened: OpenedRecord): StaffForm {
  const formId = opened.config.areas.casStages.assignment?.form;
  if (!formId) throw notFound();
  return {
    formId,
    subject: opened.record,
    start: sectionData(opened.record, formId),
    async save(answers, version) {
      await savePage(services, opened, formId, answers, version, {}, { action: "cas.assign", details: {} });
    },
  };
}
