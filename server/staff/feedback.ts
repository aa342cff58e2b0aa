// 'Give feedback' (001 §2 navigation bar): a short message stored with who sent it and from which
// page, for the product team. Checked like any other untrusted text.
import { removeControlCharacters } from "../../rules/domain/control-characters";
import type { SignedInUser } from "../auth/permissions";
import type { Services } from "../services";

export const FEEDBACK_MAX_LENGTH = 2_000;
/** Feedback from the platform Admin, who belongs to no university, is kept under this key. */
export const PLATFORM_FEEDBACK_KEY = "platform";

export type FeedbackProblem = { messageKey: "feedback.required" } | { messageKey: "feedback.tooLong"; params: { max: string } };

export function checkFeedback(text: string): FeedbackProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return { messageKey: "feedback.required" };
  if (trimmed.length > FEEDBACK_MAX_LENGTH) return { messageKey: "feedback.tooLong", params: { max: FEEDBACK_MAX_LENGTH.toLocaleString("en-GB") } };
  return null;
}

export async function saveFeedback(services: Services, user: SignedInUser, text: string, page: string): Promise<void> {
  const now = services.clock().toISOString();
  await services.repositories.feedback.insert(user.tenant ?? PLATFORM_FEEDBACK_KEY, {
    userId: user.id,
    role: user.role,
    text: removeControlCharacters(text.trim()),
    // The page's path only: a list's query string may hold a search for a person.
    page: page.startsWith("/") && !page.startsWith("//") ? page.split("?")[0].slice(0, 500) : "",
    createdAt: now,
    updatedAt: now,
  });
}
