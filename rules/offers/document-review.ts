// A staff review of one uploaded document (001 §4 Documents; decision 0813), pure: the review
// form's answers as stored on the upload, and the page's answers from a stored review.

type Answers = Record<string, unknown>;

export interface StoredReview {
  review: { status: string; reason?: string; at: string; by: string };
  /** Who besides the person and university staff may see it; absent: the default. */
  userAccess?: string;
}

export function reviewFromAnswers(answers: Answers, by: string, at: string): StoredReview {
  const review = { status: String(answers.status), at, by, ...(typeof answers.reason === "string" ? { reason: answers.reason } : {}) };
  return typeof answers.userAccess === "string" ? { review, userAccess: answers.userAccess } : { review };
}

export function reviewStart(upload: { review?: { status?: string; reason?: string }; userAccess?: string }): Answers {
  const start: Answers = {};
  if (upload.review?.status) start.status = upload.review.status;
  if (upload.review?.reason) start.reason = upload.review.reason;
  if (upload.userAccess) start.userAccess = upload.userAccess;
  return start;
}

/** Kept to the university's own staff (STAFF_ONLY): agents and partners do not see it. */
export const isStaffOnly = (upload: { userAccess?: string }): boolean => upload.userAccess === "STAFF_ONLY";
