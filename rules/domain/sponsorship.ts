// Sponsorship arithmetic (002 §5.10, 001 §5): each sponsorship converts to an amount of the
// course fee (Full: the whole fee; Percentage: the fee times the percentage, rounded down;
// Amount: the amount), a "University Scholarship" that comes to zero is ignored (it is the
// empty default entry), and the remaining fee is the fee minus the total, never below zero.
//
// Money is whole numbers of one unit, the caller's: pass integer pence (the store's unit) and
// percentages round down to the penny; pass whole pounds (the checklist's "to the nearest
// pound") and they round down to the pound. Negative or non-finite inputs count as 0.

export type CourseFundType = "Full" | "Percentage" | "Amount";

export interface Sponsorship {
  scholarshipName?: string | null;
  courseFundType?: CourseFundType | string | null;
  courseFundAmount?: number | null;
  courseFundPercentage?: number | null;
}

export interface SponsorshipLine {
  name: string;
  type: CourseFundType;
  amount: number;
}

export interface SponsorshipTotals {
  lines: SponsorshipLine[];
  total: number;
  remaining: number;
}

export const UNIVERSITY_SCHOLARSHIP = "University Scholarship";

const whole = (n: unknown): number => (typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** `percent`% of `amount`, rounded down; the percentage is held to 0..100. */
export function percentOf(amount: number, percent: unknown): number {
  const p = typeof percent === "number" && Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return Math.floor((whole(amount) * p) / 100);
}

function amountOf(fee: number, sponsorship: Sponsorship): { type: CourseFundType; amount: number } {
  switch (sponsorship.courseFundType) {
    case "Full":
      return { type: "Full", amount: fee };
    case "Percentage":
      return { type: "Percentage", amount: percentOf(fee, sponsorship.courseFundPercentage) };
    default:
      return { type: "Amount", amount: whole(sponsorship.courseFundAmount) };
  }
}

export function sponsorshipTotals(courseFee: number, sponsorships: readonly Sponsorship[]): SponsorshipTotals {
  const fee = whole(courseFee);
  const lines: SponsorshipLine[] = [];
  for (const sponsorship of sponsorships ?? []) {
    const { type, amount } = amountOf(fee, sponsorship ?? {});
    const name = typeof sponsorship?.scholarshipName === "string" ? sponsorship.scholarshipName.trim() : "";
    if (name === UNIVERSITY_SCHOLARSHIP && amount === 0) continue;
    lines.push({ name, type, amount });
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, total, remaining: Math.max(0, fee - total) };
}
