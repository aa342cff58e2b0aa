// Who a view is for (decision 0015). Every role reads records as one of four audiences: the
// university's own staff (and the platform's), an agent or agency, a partner or immigration
// provider, or the applicant or student the records are about. The table is code, not
// configuration: no university can move a role to a wider audience.
import type { Role, SignedInUser } from "../auth/permissions";

export const AUDIENCES = ["staff", "agent", "partner", "applicant"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_OF_ROLE: Readonly<Record<Role, Audience>> = {
  Admin: "staff",
  UniAdmin: "staff",
  Uni: "staff",
  UniSecure: "staff",
  UniLite: "staff",
  Enroly: "staff",
  Agent: "agent",
  AgencyAdmin: "agent",
  Partner: "partner",
  ImmigrationProvider: "partner",
  Student: "applicant",
  Applicant: "applicant",
  TempApplicant: "applicant",
  // No permissions, so no records; the narrowest audience all the same.
  Unknown: "applicant",
};

export function audienceOf(user: Pick<SignedInUser, "role">): Audience {
  return AUDIENCE_OF_ROLE[user.role] ?? "applicant";
}

/** One allow-list of fields per audience. */
export type AllowLists = Readonly<Record<Audience, readonly string[]>>;
