// How dates and money read on every page (000 §9): dates as D MMM YYYY, money in pounds.
import { format, isValid, parseISO } from "date-fns";

/** "2026-11-22" or an ISO date-time -> "22 Nov 2026"; anything else is shown as it is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
  return isValid(date) ? format(date, "d MMM yyyy") : value;
}

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** Whole pounds -> "£16,500". */
export function formatPounds(amount: number | null | undefined): string {
  return typeof amount === "number" && Number.isFinite(amount) ? pounds.format(amount) : "";
}
