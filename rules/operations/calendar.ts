// Calendar arithmetic on ISO date strings without Date objects: no time zones, no clock, and
// the same answer on the server and in the browser.

export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/** A date (`YYYY-MM-DD`) or a year-month (`YYYY-MM`, day undefined). */
export interface Period {
  year: number;
  month: number;
  day?: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const DATE_TIME_PREFIX = /^(\d{4})-(\d{2})-(\d{2})T/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function civil(year: number, month: number, day: number): CivilDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar date written `YYYY-MM-DD` (2023-02-30 is not one). */
export function parseDate(value: unknown): CivilDate | null {
  if (typeof value !== "string") return null;
  const m = DATE.exec(value);
  return m ? civil(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** A date, or the date part of an ISO date-time (`2024-05-01T09:30:00Z` counts as 2024-05-01). */
export function parseDay(value: unknown): CivilDate | null {
  if (typeof value !== "string") return null;
  const m = DATE.exec(value) ?? DATE_TIME_PREFIX.exec(value);
  return m ? civil(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

export function parseYearMonth(value: unknown): { year: number; month: number } | null {
  if (typeof value !== "string") return null;
  const m = YEAR_MONTH.exec(value);
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}

/** A day (date or date-time) or a year-month. */
export function parsePeriod(value: unknown): Period | null {
  return parseDay(value) ?? parseYearMonth(value);
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
