// Calendar arithmetic on ISO date strings without Date objects: no time zones, no clock, and
// the same answer on the server and in the browser.

export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

// Parsing reads character codes instead of running a regular expression: dates are read on
// every evaluation of a date rule, so this is the hot path of most validation rules.

/** The number of `length` ASCII digits at `at`, or -1 when any is not a digit. */
function digits(s: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

const DASH = 45; // "-"
const T = 84; // "T"

function civil(year: number, month: number, day: number): CivilDate | null {
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `YYYY-MM-DD` at the start of `s` (checked only for shape and calendar, not what follows). */
function datePrefix(s: string): CivilDate | null {
  if (s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH) return null;
  return civil(digits(s, 0, 4), digits(s, 5, 2), digits(s, 8, 2));
}

/** A date, or the date part of an ISO date-time (`2024-05-01T09:30:00Z` counts as 2024-05-01). */
export function parseDay(value: unknown): CivilDate | null {
  if (typeof value !== "string") return null;
  if (value.length === 10) return datePrefix(value);
  return value.length > 10 && value.charCodeAt(10) === T ? datePrefix(value) : null;
}

export function parseYearMonth(value: unknown): { year: number; month: number } | null {
  if (typeof value !== "string" || value.length !== 7 || value.charCodeAt(4) !== DASH) return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  return year >= 0 && month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * Allocation-free sort keys for comparisons: days as y*372 + (m-1)*31 + (d-1) (ordered like
 * dates, not day numbers), months as y*12 + (m-1); -1 when the value is not one.
 */
export function dayKey(value: unknown): number {
  if (typeof value !== "string") return -1;
  const length = value.length;
  if (length < 10 || (length > 10 && value.charCodeAt(10) !== T)) return -1;
  if (value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return -1;
  // Written out rather than looped: this runs for every date in every date rule.
  const y0 = value.charCodeAt(0) - 48;
  const y1 = value.charCodeAt(1) - 48;
  const y2 = value.charCodeAt(2) - 48;
  const y3 = value.charCodeAt(3) - 48;
  const m0 = value.charCodeAt(5) - 48;
  const m1 = value.charCodeAt(6) - 48;
  const d0 = value.charCodeAt(8) - 48;
  const d1 = value.charCodeAt(9) - 48;
  // (x >>> 0) > 9 is true for anything but a digit, negatives included
  if ((y0 >>> 0) > 9 || (y1 >>> 0) > 9 || (y2 >>> 0) > 9 || (y3 >>> 0) > 9 || (m0 >>> 0) > 9 || (m1 >>> 0) > 9 || (d0 >>> 0) > 9 || (d1 >>> 0) > 9) return -1;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  if (month < 1 || month > 12 || day < 1 || (day > 28 && day > daysInMonth(year, month))) return -1;
  return year * 372 + (month - 1) * 31 + (day - 1);
}

/** The month of a date, date-time or year-month as y*12 + (m-1); -1 when none. */
export function monthKey(value: unknown): number {
  if (typeof value === "string" && value.length === 7) {
    if (value.charCodeAt(4) !== DASH) return -1;
    const year = digits(value, 0, 4);
    const month = digits(value, 5, 2);
    return year >= 0 && month >= 1 && month <= 12 ? year * 12 + month - 1 : -1;
  }
  const day = dayKey(value);
  return day < 0 ? -1 : Math.floor(day / 372) * 12 + Math.floor((day % 372) / 31);
}


/** Days since 1970-01-01 (H. Hinnant's days_from_civil), exact for every proleptic Gregorian date. */
export function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

export function formatDate({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function formatYearMonth(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return toDayNumber(to) - toDayNumber(from);
}
