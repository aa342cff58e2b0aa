// /students/:userId/cas/interview: staff record a student's interview (issue 17 item 5); and
// /interview: the student's interview details (002 §2.4).
import { clockTime, timeWithZone } from "../../server/time";
import type { AppLoadContext } from "@remix-run/node";
import { choiceLabel } from "../../rules/forms/choice-label";
import { interviewDetails } from "../../rules/interviews/interview";
import { interviewForm } from "../../server/cas/interview";
import { openStudentForUpdate } from "../../server/cas/stage-move";
import { staffFormPage, staffFormTexts } from "../../server/forms/staff-form";
import { personUrl, submitStaffForm } from "./staff-form.server";
import { openRecord } from "../../server/records/record-page";

const TEXT_PREFIXES = ["form.", "person.", "cas.interview."];

export async function loadInterviewRecord(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForUpdate(request, context, userId);
  const page = staffFormPage(opened, interviewForm(context.services, opened));
  return { page, caption: "", version: opened.record._version, backUrl: personUrl(userId ?? ""), texts: staffFormTexts(opened, page, TEXT_PREFIXES) };
}

export async function submitInterviewRecord(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openStudentForUpdate(request, context, userId);
  return submitStaffForm(request, opened, interviewForm(context.services, opened), personUrl(userId ?? ""));
}

/** The student's own interview, as booked (or why there is nothing yet). */
export async function loadStudentInterview(request: Request, context: AppLoadContext) {
  const opened = await openRecord(request, context, "students", { own: true }, "read");
  const { config } = opened;
  const formId = config.areas.interviews.recordForm;
  const details = interviewDetails(config, opened.record);
  // The interview's times on the university's clock, its time zone named (issue 40 item 13).
  const times = [details.startTime, details.endTime].filter((time): time is string => typeof time === "string" && time !== "").map(clockTime).join(" to ");
  return {
    details: {
      ...details,
      times: times ? timeWithZone(times, config) : null,
      locationType: choiceLabel(config, formId, "locationType", details.locationType),
      result: choiceLabel(config, formId, "result", details.result),
    },
    texts: config.texts("interview.", "checklist.app."),
  };
}
