// A CAS student record as each audience reads it on a person's page (decision 0015): the stage and
// the CAS, visa and arrival statuses. What only staff read of it (import conflicts, the link to the
// student-records system, the automations' tasks) is handed out by the person page for staff alone.
import type { EntityRecord } from "../repositories";
import { compileAllowList, pickAllowed } from "./allow-list";
import { AUDIENCES, type AllowLists, type Audience } from "./audience";

const SUMMARY = ["_id", "stage", "casStatus", "casNumber", "casTracker.casNumber", "visaStatus", "arrivalStatus"] as const;

export const CAS_RECORD_FIELDS: AllowLists = {
  staff: SUMMARY,
  agent: SUMMARY,
  partner: SUMMARY,
  applicant: SUMMARY,
};

const trees = Object.fromEntries(AUDIENCES.map((audience) => [audience, compileAllowList(CAS_RECORD_FIELDS[audience])]));

export type CasRecordView = Record<string, unknown> & { _id: string };

export function casRecordView(audience: Audience, student: EntityRecord): CasRecordView {
  return { ...pickAllowed(student, trees[audience]), _id: student._id };
}
