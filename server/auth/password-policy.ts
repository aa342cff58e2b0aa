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

export type PasswordProblem = "rule" | "common" | "mismatch" | "missing";

/** The first problem with a new password, or null when it may be used. */
export function checkNewPassword(password: string, confirmation?: string): PasswordProblem | null {
  if (!password) return "missing";
  const { passwordMinLength, passwordMaxLength } = authSettings.auth;
  const length = [...password].length;
  if (
    length < passwordMinLength ||
    length > passwordMaxLength ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password) ||
    !/[^\p{L}\p{Nd}\s]/u.test(password) ||
    password !== password.trim()
  ) {
    return "rule";
  }
  if (isCommonPassword(password)) return "common";
  if (confirmation !== undefined && confirmation !== password) return "mismatch";
  return null;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
