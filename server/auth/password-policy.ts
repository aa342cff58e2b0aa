// The password rule of the specs (000 §5, 002 §5.7): 8 to 256 characters, at least one letter,
// one digit and one special character, no leading or trailing spaces; plus a check against the
// common-password list that ships with zxcvbn-ts (about 49,000 passwords from public breach
// corpora, maintained with the package; docs/decisions/0501).
import { dictionary } from "@zxcvbn-ts/language-common";
import { authSettings } from "./settings";

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));
  return common;
}

/** What is wrong with a new password: each broken part of the rule is named, so its message says which (issue 40 item 10). */
export type PasswordProblem = "tooShort" | "tooLong" | "noLetter" | "noNumber" | "noSymbol" | "edgeSpace" | "common" | "mismatch" | "missing";

/** The first problem with a new password, or null when it may be used. */
export function checkNewPassword(password: string, confirmation?: string): PasswordProblem | null {
  if (!password) return "missing";
  const { passwordMinLength, passwordMaxLength } = authSettings.auth;
  const length = [...password].length;
  if (length < passwordMinLength) return "tooShort";
  if (length > passwordMaxLength) return "tooLong";
  if (password !== password.trim()) return "edgeSpace";
  if (!/\p{L}/u.test(password)) return "noLetter";
  if (!/\p{Nd}/u.test(password)) return "noNumber";
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) return "noSymbol";
  if (isCommonPassword(password)) return "common";
  if (confirmation !== undefined && confirmation !== password) return "mismatch";
  return null;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
