// An offer as each audience reads it (decision 0015). The internal note, the closure reason and an
// assessor's note on a condition are the university's own: only staff read them. The reason
// given to the applicant is written for them (decision 0048).
import type { EntityRecord } from "../repositories";
import { compileAllowList, pickAllowed } from "./allow-list";
import { AUDIENCES, type AllowLists, type Audience } from "./audience";

/** What everyone who may see the offer reads: its course, status, decision and conditions. */
const SHARED = [
  "_id",
  "status",
  "conditionType",
  "courseId",
  "courseName",
  "courseMode",
  "courseEntryPoint",
  "intakeId",
  "issueDate",
  "applicantStatus",
  "applicantDecisionAt",
  "paymentStatus",
  // The reason the university gives the applicant with a rejection or withdrawal (decision 0048).
  "statusApplicantReason",
  "conditions[].requirementId",
  "conditions[].requirementText",
  "conditions[].conditionText",
  "conditions[].status",
] as const;

/** The offer letter's own parts (rules/offers/offer-view.ts): the greeting, the fees, the university's words. */
const LETTER = [
  "givenName",
  "bannerText.startText",
  "bannerText.endText",
  "courses[].fee",
  "courses[].scholarships",
  "courses[].feeTotal",
  // What a visa application needs from the letter (decision 0048).
  "courses[].courseId",
  "courses[].entryPoint",
  "courses[].startDate",
  "courses[].endDate",
] as const;

/** The offer's versions (decision 0045): each version's letter, what changed, and which version the applicant accepted. */
const VERSIONS = [
  "offerVersion",
  "acceptedVersion",
  "versions[].number",
  "versions[].at",
  "versions[].changes",
  ...["courseId", "courseName", "intakeId", "conditionType", ...LETTER.filter((path) => path !== "givenName")].map((path) => `versions[].terms.${path}`),
  ...["requirementId", "requirementText", "conditionText", "status"].map((field) => `versions[].terms.conditions[].${field}`),
] as const;

export const OFFER_FIELDS: AllowLists = {
  staff: [...SHARED, ...LETTER, ...VERSIONS, "versions[].by", "statusReason", "statusInternalNote", "conditions[].noteText"],
  agent: SHARED,
  partner: SHARED,
  applicant: [...SHARED, ...LETTER, ...VERSIONS],
};

const trees = Object.fromEntries(AUDIENCES.map((audience) => [audience, compileAllowList(OFFER_FIELDS[audience])]));

export type OfferRecordView = Record<string, unknown> & { _id: string };

export function offerRecordView(audience: Audience, offer: EntityRecord): OfferRecordView {
  return { ...pickAllowed(offer, trees[audience]), _id: offer._id };
}
