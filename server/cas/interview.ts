// Recording a student's interview (issue 17 item 5; decision 0823): the university's interview
// form on the student's record, saved with the record's version and audited as a page save (who,
// when, which answers changed); the student's task and details page follow from what is stored.
import { sectionData } from "../../rules";
import { savePage, type OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import type { StaffForm } from "../offers/staff-form";

export function interviewForm(services: Services, opened: OpenedRecord): StaffForm {
  const formId = opened.config.areas.interviews.recordForm;
  return {
    formId,
    subject: opened.record,
    start: sectionData(opened.record, formId),
    async save(answers, version) {
      await savePage(services, opened, formId, answers, version);
    },
  };
}
