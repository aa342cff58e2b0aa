// The record fields the server's own modules write (not a form's answers, not the configuration's
// rules): what the publish check (field-reads.ts) counts as stored beside the entity schemas,
// record-fields.json and the configuration's promoted, carried and imported fields. Each names
// the module that writes it, so a field listed here that nothing writes is found by reading one
// line; a field no module writes must not be added (a rule reading it would read nothing for ever).
import type { DerivedKind } from "./derived-values";
import { STAFF_REQUEST_KINDS } from "../records/staff-requests";

/** rules/records/staff-requests.ts: what staff asking for something records on a kind of record (when, and the flag while it stands). */
const requestFields = (collection: DerivedKind): string[] =>
  Object.values(STAFF_REQUEST_KINDS).filter((kind) => kind.collection === collection).flatMap((kind) => [kind.at, ...(kind.flag ? [kind.flag] : [])]);

export const WRITTEN_FIELDS: Readonly<Record<DerivedKind, readonly string[]>> = {
  applications: [
    // server/applications (new application, registration, the agent's new applicant): the owner and their names.
    "userId", "email", "givenName", "familyName", "agentId", "agencyId", "partnerId", "createdAt", "updatedAt",
    // rules/applications/submission.ts (a save's status, the submission) and the status follower (server/applications/status-follower.ts).
    "applicationStatus", "submittedAt", "statusFromOffer",
    // rules/applications/submission.ts STATUS_CHANGED_AT: when the status last changed (every status write sets it).
    "applicationStatusUpdatedAt",
    // server/auth/account-status-on-records.ts: the account's status follows onto the person's records.
    "userStatus",
    ...requestFields("applications"),
  ],
  offers: [
    // rules/offers/offer-details.ts newOfferRecord, offerFieldsFromDetails; server/applications/submit-application.ts: the owner and the course.
    "userId", "applicationId", "createdAt", "updatedAt", "email", "givenName", "familyName", "feeStatus", "status", "courseName", "courses", "bannerText",
    // rules/offers/offer-workflow.ts statusChangeUpdate and the requirement's assessment.
    "conditions", "assess", "statusReason", "statusApplicantReason",
    // rules/offers/offer-workflow.ts statusChangeUpdate: when the status was set, first and last issued.
    "statusChangedAt", "issueDate", "lastIssuedAt", "editedSinceIssue",
    // rules/offers/offer-news.ts: what staff have seen of the applicant's news.
    "staffActedAt", "newUpdatesCount", "pendingChanges", "applicantUpdatedAt",
    // server/offers/offer-actions.ts paymentReviewForm: when the deposit was approved.
    "paymentApprovedAt",
    // rules/offers/offer-versions.ts (kept by the write path): the offer's versions, the current one and the one the applicant accepted.
    "versions", "offerVersion", "acceptedVersion",
  ],
  students: [
    // server/offers/offer-actions.ts handOverIfDue and server/import: the owner, the stage and when the record was made.
    "userId", "createdAt", "updatedAt", "stage", "stageUpdatedAt",
    // rules/cas/stage-move.ts: when each stage was entered, the tracker's moments, when the visa status changed.
    "stagesEnteredAt", "casTracker", "visaStatusUpdatedAt",
    // server/tags/tags.ts: staff's tags.
    "tags",
    // server/import/import-rows.ts: where an imported record came from and the conflicts an import left to settle.
    "importSource", "importedAt", "importConflicts", "imported", "importedValues",
    // server/checklist/tracker.ts: when the checklist was first complete.
    "checklistCompletedAt",
    // rules/interviews/interview.ts: when an interview was asked for.
    "interviewsRequestedAt",
    // rules/cas/arrival.ts: when the enrolment form first said the student came.
    "arrivalStatusUpdatedAt", "travel.arrivedAt",
    // rules/cas/arrival.ts: when the student first uploaded the travel ticket.
    "travel.travelBookedAt",
    ...requestFields("students"),
    // server/auth/account-status-on-records.ts and server/import: the account's status on the CAS record.
    "userStatus",
  ],
};
