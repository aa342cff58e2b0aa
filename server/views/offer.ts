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

export const OFFER_FIELDS: AllowLists = {
  staff: [...SHARED, ...LETTER, "statusReason", "statusInternalNote", "conditions[].noteText"],
  agent: SHARED,
  partner: SHARED,
  applicant: [...SHARED, ...LETTER],
};

const trees = Object.fromEntries(AUDIENCES.map((audience) => [audience, compileAllowList(OFFER_FIELDS[audience])]));

export type OfferRecordView = Record<string, unknown> & { _id: string };

export function offerRecordView(audience: Audience, offer: EntityRecord): OfferRecordView {
  return { ...pickAllowed(offer, trees[audience]), _id: offer._id };
}
