// phone-plausible: [countryCode, nationalNumber] and phone-country-code-known: [countryCode];
// phone-code: [phone] and phone-number: [phone], the two parts of a phone answer as the phone
// widget stores it ("+44 7911 123456"; "44-7911 123456" typed): split at the first space or hyphen
// within its first six characters, "" when there is none.
// 000 §5 Phone and 002 §5.8: the country code must be known, and a number is accepted if it is
// valid, or if the code has 4 digits and the number 7 (Caribbean "1-xxx" codes typed whole).
// Codes may carry a leading "+"; numbers may contain spaces or hyphens between digits.
import { Metadata, getCountries, getCountryCallingCode, isValidPhoneNumber } from "libphonenumber-js";

const CODE = /^\+?(\d{1,4})$/;

function digitsOfCode(code: unknown): string | null {
  if (typeof code === "number" && Number.isInteger(code) && code > 0) code = String(code);
  if (typeof code !== "string") return null;
  return CODE.exec(code.trim())?.[1] ?? null;
}

function digitsOfNumber(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) value = String(value);
  if (typeof value !== "string" || !/^[\d\s-]{1,30}$/.test(value)) return null;
  const digits = value.replace(/[\s-]/g, "");
  return digits.length > 0 ? digits : null;
}

// The Metadata class has these methods at run time, but its published typings omit them.
interface NumberingPlans {
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
  selectNumberingPlan(country: string): void;
  numberingPlan?: { leadingDigits(): string | undefined };
}

let callingCodes: Set<string> | null = null;
let nanpCodes: Set<string> | null = null;

/** "1" followed by the area code of a North American Numbering Plan country other than US/CA. */
function isNanpAreaCode(code: string): boolean {
  if (!nanpCodes) {
    const metadata = new Metadata() as unknown as NumberingPlans;
    nanpCodes = new Set();
    for (const country of metadata.getCountryCodesForCallingCode("1") ?? []) {
      metadata.selectNumberingPlan(country);
      const leading = metadata.numberingPlan?.leadingDigits();
      if (!leading) continue;
      const re = new RegExp(`^(?:${leading})`);
      for (let n = 200; n < 1000; n++) if (re.test(String(n))) nanpCodes.add(`1${n}`);
    }
  }
  return nanpCodes.has(code);
}

export function phoneCountryCodeKnown(code: unknown): boolean {
  const digits = digitsOfCode(code);
  if (digits === null) return false;
  if (digits.length === 4) return isNanpAreaCode(digits);
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country) as string));
  return callingCodes.has(digits);
}

// libphonenumber's check is the costliest operation a form runs, and the same number is checked
// on every page load, redraw and save of a record: answers are kept for the last numbers seen
// (a bounded map, so memory stays flat; the answer for a number never changes).
const PLAUSIBLE_CACHE_SIZE = 2_000;
const plausibleCache = new Map<string, boolean>();

export function phonePlausible(code: unknown, nationalNumber: unknown): boolean {
  const c = digitsOfCode(code);
  const n = digitsOfNumber(nationalNumber);
  if (c === null || n === null) return false;
  if (c.length === 4 && n.length === 7) return true;
  const full = `+${c}${n}`;
  const known = plausibleCache.get(full);
  if (known !== undefined) return known;
  let plausible: boolean;
  try {
    plausible = isValidPhoneNumber(full);
  } catch {
    plausible = false; // libphonenumber-js throws on some malformed input; a rule never does
  }
  if (plausibleCache.size >= PLAUSIBLE_CACHE_SIZE) plausibleCache.delete(plausibleCache.keys().next().value as string);
  plausibleCache.set(full, plausible);
  return plausible;
}

/** Where the code ends: the first space or hyphen at positions 1 to 5, or -1. */
function separatorAt(value: unknown): number {
  if (typeof value !== "string") return -1;
  for (let i = 1; i <= 5 && i < value.length; i++) if (value[i] === " " || value[i] === "-") return i;
  return -1;
}

export function phoneCode(value: unknown): string {
  const at = separatorAt(value);
  return at < 0 ? "" : (value as string).slice(0, at);
}

export function phoneNumber(value: unknown): string {
  const at = separatorAt(value);
  return at < 0 ? "" : (value as string).slice(at + 1);
}

export const phoneOperations = {
  "phone-code": phoneCode,
  "phone-number": phoneNumber,
  "phone-plausible": phonePlausible,
  "phone-country-code-known": phoneCountryCodeKnown,
};
