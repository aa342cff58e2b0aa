// How composite answers are held: a date as YYYY-MM-DD from its day, month and year boxes, a
// year-month as YYYY-MM, a phone number as "+code number". The browser's widgets and the server
// (reading a form posted without JavaScript) join and split them the same way.

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** Stored as YYYY-MM-DD; a partly filled date keeps its parts ("2026--05") so the rules can say it is incomplete. */
/** A day or month typed as one digit reads as two ("7" -> "07"), as the boxes pad it when left; "0" stays for the rules to refuse. */
export function padDayOrMonth(value: string): string {
  return /^[1-9]$/.test(value) ? `0${value}` : value;
}

export function joinDate(parts: DateParts): string | undefined {
  if (!parts.day && !parts.month && !parts.year) return undefined;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function splitDate(value: unknown): DateParts {
  if (typeof value !== "string") return { day: "", month: "", year: "" };
  const [year = "", month = "", day = ""] = value.split("-");
  return { day, month, year };
}

/** Year-month values: YYYY-MM. */
export function joinYearMonth(year: string, month: string): string | undefined {
  if (!year && !month) return undefined;
  return `${year}-${month}`;
}

export function splitYearMonth(value: unknown): { year: string; month: string } {
  if (typeof value !== "string") return { year: "", month: "" };
  const [year = "", month = ""] = value.split("-");
  return { year, month };
}

export interface PhoneParts {
  code: string;
  number: string;
}

export function splitPhone(value: unknown): PhoneParts {
  if (typeof value !== "string") return { code: "", number: "" };
  const match = /^\+(\d*)\s?(.*)$/.exec(value.trim());
  return match ? { code: match[1], number: match[2] } : { code: "", number: value };
}

export function joinPhone(parts: PhoneParts): string | undefined {
  if (!parts.code && !parts.number) return undefined;
  return `+${parts.code} ${parts.number}`.trim();
}

