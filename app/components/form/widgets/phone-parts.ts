// The phone box pair (000 §5, 002 §5.8): a country code of up to 3 digits and the national
// number, sent as "+code number". A number is accepted when libphonenumber-js finds it valid,
// or when the code has 4 digits and the number 7 (the spec's allowance).
import { parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js/min";

export const COUNTRY_CODE_MAX_DIGITS = 3;
export const PHONE_CHECK_DELAY_MS = 300;

export { joinPhone, splitPhone, type PhoneParts } from "../../../../rules/forms/answer-parts";
import type { PhoneParts } from "../../../../rules/forms/answer-parts";

export function keepCodeDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, COUNTRY_CODE_MAX_DIGITS);
}

/** Digits, spaces and hyphens only, as people type numbers. */
export function keepNumberCharacters(input: string): string {
  return input.replace(/[^\d\s-]/g, "").slice(0, 20);
}

export type PhoneProblem = "invalidCountryCode" | "tooLong" | "tooShort" | "invalid";

/** The problem a finished phone entry has, if any (002 §8 phone messages). */
export function phoneProblem(parts: PhoneParts): PhoneProblem | null {
  const digits = parts.number.replace(/\D/g, "");
  if (!parts.code && !digits) return null;
  if (parts.code.length === 4 && digits.length === 7) return null;
  const full = `+${parts.code}${digits}`;
  const parsed = parsePhoneNumberFromString(full);
  if (!parts.code || !parsed || !parsed.countryCallingCode || parsed.countryCallingCode !== parts.code) return "invalidCountryCode";
  if (parsed.isValid()) return null;
  const length = validatePhoneNumberLength(full);
  if (length === "TOO_LONG") return "tooLong";
  if (length === "TOO_SHORT" || length === "NOT_A_NUMBER") return "tooShort";
  if (length === "INVALID_COUNTRY") return "invalidCountryCode";
  return "invalid";
}
