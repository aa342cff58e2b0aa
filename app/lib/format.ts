// How dates and money read on every page (000 §9): dates as D MMM YYYY, money in pounds.
import { format, isValid, parseISO } from "date-fns";

/** The month names "MMM" writes, from date-fns itself, so the quick path below reads the same. */
const SHORT_MONTHS = Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), "MMM"));
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A plain calendar date ("2026-11-22") in words without date-fns's parsing (about 20 µs a date: a list of 50 rows drew 100 of them); null when not such a date. */
function calendarDateWords(value: string): string | null {
  const parts = CALENDAR_DATE.exec(value);
  if (!parts) return null;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  // Day 0 of the next month is this month's last day.
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${day} ${SHORT_MONTHS[month - 1]} ${parts[1]}`;
}

/** "2026-11-22" or an ISO date-time -> "22 Nov 2026"; anything else is shown as it is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const quick = calendarDateWords(value);
  if (quick !== null) return quick;
  const date = parseISO(value);
  return isValid(date) ? format(date, "d MMM yyyy") : value;
}

const numbers = new Intl.NumberFormat("en-GB");

/** 12345 -> "12,345", as toLocaleString("en-GB") writes it, with one formatter made once (toLocaleString makes one a call). */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** Whole pounds -> "£16,500". */
export function formatPounds(amount: number | null | undefined): string {
  return typeof amount === "number" && Number.isFinite(amount) ? pounds.format(amount) : "";
}
