// What pages show of an account they name by id (a conversation's person, an offer's holder, who
// filled a sandbox), and the account's own settings.
import type { Services } from "../services";

/** The person's name, or their email address when they gave no name; "" for no such account. */
export async function personName(services: Services, userId: string): Promise<string> {
  const account = await services.repositories.users.findByIdForSession(userId);
  return [account?.givenName, account?.familyName].filter(Boolean).join(" ") || String(account?.email ?? "");
}

/** The person's given and family names ("" when none or no such account). */
export async function fullName(services: Services, userId: string): Promise<string> {
  const account = await services.repositories.users.findByIdForSession(userId);
  return [account?.givenName, account?.familyName].filter(Boolean).join(" ");
}

export async function emailOf(services: Services, userId: string): Promise<string | null> {
  return (await services.repositories.users.findByIdForSession(userId))?.email ?? null;
}

/** The colour theme the person chose; none follows the device's. */
export async function setThemePreference(services: Services, userId: string, theme: "light" | "dark" | undefined): Promise<void> {
  await services.repositories.users.setPreferences(userId, { theme });
}
