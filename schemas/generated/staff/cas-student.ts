// Generated from schemas/staff/cas-student.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §4 CAS pipeline stages
 *
 * This interface was referenced by `StaffCasStudent`'s JSON-Schema
 * via the `definition` "stage".
 */
export type Stage =
  | "Waiting for Intake"
  | "Not-Triggered"
  | "Not Ready"
  | "Pre-Deposit"
  | "Post-Deposit"
  | "Draft CAS"
  | "Pathway Review"
  | "Ready for CAS"
  | "CAS Issued"
  | "Visa Issued"
  | "Visa Refused"
  | "Deferred"
  | "Closed Lost"
  | "Closed Other"
  | "Awaiting Info"
  | "Interview"
  | "Compliance Check";
/**
 * 001 §4 Task status
 *
 * This interface was referenced by `StaffCasStudent`'s JSON-Schema
 * via the `definition` "taskStatus".
 */
export type TaskStatus = "Todo" | "InProgress" | "Complete" | "InError" | "Rejected" | "Waiting" | "Locked" | "None";

/**
 * The CAS student record (001 §3-§4, 002 §3.6 CAS tracker summary, 002 §3.8)
 */
export interface StaffCasStudent {
  studentNo: string;
  email: unknown;
  givenName?: unknown;
  familyName?: unknown;
  otherName?: unknown;
  uni?: string;
  stage: Stage;
  stageUpdatedAt?: string;
  visaStatus?: unknown;
  visaStatusUpdatedAt?: string;
  isTasksComplete?: boolean;
  tasksCompleteAt?: string;
  tasksCompleteAtBeforeReopening?: string;
  readyForCASUpdatedAt?: string;
  casStatusUpdatedAt?: string;
  /**
   * 001 §4 CAS pipeline stages
   */
  cas_status?:
    | "Waiting for Intake"
    | "Not-Triggered"
    | "Not Ready"
    | "Pre-Deposit"
    | "Post-Deposit"
    | "Draft CAS"
    | "Pathway Review"
    | "Ready for CAS"
    | "CAS Issued"
    | "Visa Issued"
    | "Visa Refused"
    | "Deferred"
    | "Closed Lost"
    | "Closed Other"
    | "Awaiting Info"
    | "Interview"
    | "Compliance Check";
  intake?: string;
  intakeStatus?: "Future" | "Active" | "Closed" | "Archived";
  offers?: {
    intakeId?: string;
    offerId?: string;
    intakeStatus?: string;
  }[];
  /**
   * a pathway student (001 §2 stage picker, 001 §3 student categories)
   */
  pathway?: boolean;
  categories?: string[];
  invitedAt?: string;
  userStatus?: "NEW" | "CONFIRMED" | "PASSWORD_RESET";
  /**
   * invited straight to CAS without the checklist (CAS bypass welcome reminder)
   */
  casBypass?: boolean;
  checklistSections?: {
    personalInformation?: TaskStatus;
    history?: TaskStatus;
    responsibilities?: TaskStatus;
    financialPlan?: TaskStatus;
  };
  tasks?: {
    checklist?: TaskStatus;
    financialDocuments?: TaskStatus;
    generalDocuments?: TaskStatus;
    preCasQuestionnaire?: TaskStatus;
    receiveCasDocument?: TaskStatus;
    registration?: TaskStatus;
    startVisaApplication?: TaskStatus;
    followUpDocuments?: TaskStatus;
    scheduledInterviews?: TaskStatus;
  };
  followUpDocumentsRequestedAt?: string;
  interviewsRequestedAt?: string;
  checklistCompletedAt?: string;
  passportRenewalRequested?: boolean;
  passportRenewalRequestedAt?: string;
  depositRequestedAt?: string;
  /**
   * YYYY-MM-DD
   */
  depositDate?: string;
  /**
   * CAS issued close to the course start: the late visa reminders apply (decision 0706)
   */
  casIssuedLate?: boolean;
  travel?: {
    travelBookedAt?: string;
    /**
     * YYYY-MM-DD
     */
    expectedArrivalDate?: string;
    arrivedAt?: string;
    afterArrivalDocumentsComplete?: boolean;
  };
  riskRating?: string;
  tags?: string[];
  /**
   * checklist page data by form id (docs/form-definition.md)
   */
  sections?: {};
}
