// Which requests a user may make from a person's record (issue 37; decision 0031): those the
// university offers, for a user whose role holds each one's permission.
import type { PreparedConfig } from "../../rules";
import { STAFF_REQUEST_KINDS, offeredRequests } from "../../rules/records/staff-requests";
import { can, type SignedInUser } from "../auth/permissions";
import { audienceOf } from "../views";

/** The university's own staff make requests; an agent or partner works through them. */
export const asksForThings = (user: SignedInUser): boolean => audienceOf(user) === "staff";

export interface RequestLink {
  kind: string;
  linkKey: string;
}

/** `student`: the person has a CAS record. Only the university's staff ask (agents and partners do not). */
export function staffRequestLinks(config: PreparedConfig, user: SignedInUser, options: { student: boolean }): { student: RequestLink[]; application: RequestLink[] } {
  if (!asksForThings(user)) return { student: [], application: [] };
  const links = (collection: "students" | "applications") =>
    offeredRequests(config, collection)
      .filter(({ kind }) => can(user, STAFF_REQUEST_KINDS[kind].permission))
      .map(({ kind, definition }) => ({ kind, linkKey: definition.linkKey }));
  return { student: options.student ? links("students") : [], application: links("applications") };
}
