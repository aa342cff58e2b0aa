// Generated from schemas/offers/offer.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/**
 * 001 §4 Offer status
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "offerStatus".
 */
export type OfferStatus =
  "Applied" | "Draft" | "Conditional" | "Unconditional" | "Withdrawn" | "Rejected" | "Completed";
/**
 * 001 §4 Status reasons
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "statusReason".
 */
export type StatusReason =
  | "EntryCriteriaNotMet"
  | "FailedAcademicAssessment"
  | "FailedCredibilityAssessment"
  | "FraudulentApplication"
  | "CourseClosure"
  | "CourseFull"
  | "UnableToOfferCourse"
  | "DeadlineHasPassed"
  | "ClosedByApplicant"
  | "AcceptedByApplicant"
  | "CompletedByApplicant"
  | "WithdrawnOnCompletion"
  | "Other";
/**
 * 001 §4 Offer types
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "offerType".
 */
export type OfferType = "Conditional" | "Unconditional";
/**
 * 001 §4 Applicant decision
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "applicantStatus".
 */
export type ApplicantStatus = "Accepted" | "Declined";
/**
 * 001 §4 Payment or proof-of-payment review
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "reviewStatus".
 */
export type ReviewStatus = "Request" | "Review" | "Exempt" | "Approved";
/**
 * 001 §4 Requirement status
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "requirementStatus".
 */
export type RequirementStatus = "Assess" | "Satisfied" | "Condition" | "Exempt" | "NotSatisfied";
/**
 * 001 §4 Documents: Status
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "documentStatus".
 */
export type DocumentStatus =
  | "AWAITING"
  | "UPLOADED_OK"
  | "UPLOADED_WITH_ERROR"
  | "REJECTED"
  | "REJECTED_WITHOUT_ALTERNATIVE"
  | "APPROVED"
  | "REPLACED"
  | "DELETED"
  | "SKIPPED"
  | "INFO_ONLY"
  | "NOT_ACKNOWLEDGED"
  | "ACKNOWLEDGED";
/**
 * 000 §3 document types
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "documentType".
 */
export type DocumentType =
  | "academicTranscript"
  | "passport"
  | "personalStatement"
  | "photoId"
  | "cv"
  | "englishTest"
  | "referenceLetter"
  | "academicCertificate"
  | "proofOfAddress"
  | "proofOfNameChange"
  | "nameAffidavit"
  | "birthCert"
  | "proofOfImmigrationStatus"
  | "proofOfManagerialExperience"
  | "proofOfPayment"
  | "portfolio"
  | "customRequest"
  | "customRequirement";
/**
 * 000 §3 sponsor types
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "sponsorType".
 */
export type SponsorType =
  "UkGovernment" | "BritishCouncil" | "YourGovernment" | "InternationalOrganisation" | "InternationalCompany";
/**
 * 000 §3 payment methods
 *
 * This interface was referenced by `OffersOffer`'s JSON-Schema
 * via the `definition` "paymentMethod".
 */
export type PaymentMethod = "Deposit" | "Sponsorship" | "SLCFunding";

/**
 * The offer record (000 §3 offer-side entities, 001 §3-§4). Pages edit parts of it; see the page schemas in this folder.
 */
export interface OffersOffer {
  offerId: string;
  applicationId?: string;
  userId?: string;
  uni?: string;
  studentNumber?: string;
  email?: unknown;
  givenName?: unknown;
  familyName?: unknown;
  feeStatus?: unknown;
  intakeId?: string;
  courseId?: string;
  courseName?: string;
  courseMode?: string;
  courseEntryPoint?: unknown;
  status: OfferStatus;
  statusReason?: StatusReason;
  statusInternalNote?: unknown;
  conditionType?: OfferType;
  /**
   * Requirements the applicant must satisfy (offer letter conditions list)
   */
  conditions?: unknown[];
  /**
   * Requirements under assessment (offer letter assess list)
   */
  assess?: unknown[];
  requirements?: unknown[];
  courses?: unknown[];
  bannerText?: unknown;
  applicantStatus?: ApplicantStatus;
  applicantDecisionAt?: string;
  /**
   * YYYY-MM-DD
   */
  appliedDate?: string;
  /**
   * YYYY-MM-DD
   */
  issueDate?: string;
  lastIssuedAt?: string;
  /**
   * Drives the banner 'Offer edited since it was last issued'
   */
  editedSinceIssue?: boolean;
  /**
   * Applicant has provided new information
   */
  pendingChanges?: boolean;
  newUpdatesCount?: number;
  requirementsInAssessment?: number;
  requirementsWithCondition?: number;
  payment?: unknown;
  paymentStatus?: ReviewStatus;
  /**
   * Document records by document type
   */
  documents?: {
    [k: string]: unknown;
  };
  agentId?: string;
  withAgent?: boolean;
  tags?: string[];
  /**
   * Offer page data by form id (docs/form-definition.md): offer-acceptance, payment, proof-of-payment, documents by slug
   */
  sections?: {};
  createdAt?: string;
  updatedAt?: string;
}
