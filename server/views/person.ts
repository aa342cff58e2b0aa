// The person a record is about, as each audience reads the summary at the top of their page
// (decision 0015). Which member of staff looks after them is the university's own business.
import { AUDIENCES, type AllowLists, type Audience } from "./audience";

export interface PersonSummary {
  id: string;
  name: string;
  email: string;
  nationality: string | null;
  studentNumber: string | null;
  dob: string | null;
  feeStatus: string | null;
  agent: string | null;
  assignedTo: string | null;
}

const SHARED = ["id", "name", "email", "nationality", "studentNumber", "dob", "feeStatus", "agent"] as const;

export const PERSON_FIELDS: AllowLists = {
  staff: [...SHARED, "assignedTo"],
  agent: SHARED,
  partner: SHARED,
  applicant: SHARED,
};

const allowed = Object.fromEntries(AUDIENCES.map((audience) => [audience, new Set(PERSON_FIELDS[audience])]));

/** The summary with every field the audience may not read left empty (id, name and email are every audience's). */
export function personView(audience: Audience, person: PersonSummary): PersonSummary {
  const kept = allowed[audience];
  return Object.fromEntries(Object.entries(person).map(([key, value]) => [key, kept.has(key) ? value : null])) as unknown as PersonSummary;
}
