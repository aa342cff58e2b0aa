// A conversation's messages as each audience reads them (decision 0015). Each bubble already
// carries named fields only (rules/conversations/conversation.ts); what is decided here is the
// ceiling on which audiences' messages a reader gets: an internal note (an audience with no
// outside party) is for staff alone, whatever a university's conversations area says.
import type { AudienceAccess } from "../../rules/conversations/conversation";
import type { Audience } from "./audience";

export function readableMessageAudiences(audience: Audience, access: readonly AudienceAccess[]): AudienceAccess[] {
  return access.filter((entry) => !entry.internal || audience === "staff");
}
