// Recording a student's interview (issue 17 item 5; decision 0823): the university's interview
// form on the student's record, saved with the record's version and audited as a page save (who,
// when, which answers changed); the student's task and details page follow from what is stored.
import { sectionData } from "../../rules";
import { interviewRequestFields } from "../../rules/interviews/interview";
import { savePage, type OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import type { StaffForm } from "../forms/staff-form";

export function interviewForm(services: Services, opened: OpenedRecord): StaffForm {
  const formId = opened.config.areas.interviews.recordForm;
  return {
    formId,
    subject: opened.record,
    start: sectionData(opened.record, formId),
    async save(answers, version) {
      // A new interview asked for is recorded with its moment (the interview reminders count from it).
      await savePage(services, opened, formId, answers, version, interviewRequestFields(sectionData(opened.record, formId), answers, services.clock().toISOString()));
    },
  };
}
