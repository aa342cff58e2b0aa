// The Students link returns to a stored return URL (001 §2): the last staff list the user looked
// at, with its query string, kept with the user's preferences.
import type { SignedInUser } from "../auth/permissions";
import { safeRedirect } from "../auth/safe-redirect";
import type { Services } from "../services";

const LIST_ROOT = "/students";

/** A list URL of this site only (a safe redirect, decision 0510, and a path under /students). */
function isListUrl(url: string): boolean {
  return safeRedirect(url, "") === url && (url === LIST_ROOT || url.startsWith(`${LIST_ROOT}?`));
}

export async function rememberReturnUrl(services: Services, user: SignedInUser, url: string): Promise<void> {
  if (!isListUrl(url)) return;
  const account = await services.repositories.users.findByIdForSession(user.id);
  if (account?.preferences?.returnUrl === url) return;
  await services.repositories.users.setPreferences(user.id, { returnUrl: url });
}

export async function returnUrlOf(services: Services, user: SignedInUser): Promise<string> {
  const stored = (await services.repositories.users.findByIdForSession(user.id))?.preferences?.returnUrl;
  return stored && isListUrl(stored) ? stored : LIST_ROOT;
}
