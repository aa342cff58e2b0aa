// An application as each audience reads it outside its form pages (decision 0015): its status,
// course and dates. Its sections reach a page only through the form that draws them.
import type { EntityRecord } from "../repositories";
import { compileAllowList, pickAllowed } from "./allow-list";
import { AUDIENCES, type AllowLists, type Audience } from "./audience";

const SUMMARY = ["_id", "applicationStatus", "courseName", "createdAt", "updatedAt"] as const;

export const APPLICATION_FIELDS: AllowLists = {
  staff: SUMMARY,
  agent: SUMMARY,
  partner: SUMMARY,
  applicant: SUMMARY,
};

const trees = Object.fromEntries(AUDIENCES.map((audience) => [audience, compileAllowList(APPLICATION_FIELDS[audience])]));

export interface ApplicationView {
  id: string;
  status: string;
  course: string;
  updatedAt: string;
}

export function applicationView(audience: Audience, application: EntityRecord): ApplicationView {
  const kept = pickAllowed(application, trees[audience]);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return { id: application._id, status: text(kept.applicationStatus), course: text(kept.courseName), updatedAt: text(kept.updatedAt) };
}
