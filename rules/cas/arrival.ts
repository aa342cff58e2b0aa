// What recording a student's arrival writes besides the form's answers (decision 0833; 0030): when
// the arrival status changed, and the first time it says the student has come, that moment, which
// the arrival reminders count from (travel.arrivedAt).

/** Arrival statuses that say the student came: recorded as arrived, or enrolled (and perhaps since withdrew or completed). */
const CAME = ["Arrived", "Enrolled", "Withdrawn", "Completed"];

export function arrivalFields(student: Record<string, unknown>, answers: Record<string, unknown>, at: string): Record<string, unknown> {
  if (answers.arrivalStatus === student.arrivalStatus) return {};
  const travel = student.travel && typeof student.travel === "object" ? (student.travel as Record<string, unknown>) : {};
  const came = typeof answers.arrivalStatus === "string" && CAME.includes(answers.arrivalStatus) && !travel.arrivedAt;
  return { arrivalStatusUpdatedAt: at, ...(came ? { "travel.arrivedAt": at } : {}) };
}

/**
 * What a student's upload writes to their record besides the upload (decision 0031): the first
 * upload of the document the university names as the travel ticket records when travel was
 * booked (travel.travelBookedAt), which arrival 2 counts from and arrival 1 stops at.
 */
export function travelBookedFields(travelBookedDocument: string | undefined, student: Record<string, unknown>, documentType: string, at: string): Record<string, unknown> {
  if (!travelBookedDocument || documentType !== travelBookedDocument) return {};
  const travel = student.travel && typeof student.travel === "object" ? (student.travel as Record<string, unknown>) : {};
  return travel.travelBookedAt ? {} : { "travel.travelBookedAt": at };
}
