// Money to the penny, never a float (issue 15 item 8): an amount typed in pounds and pence
// ("5000", "5000.50") becomes integer pence by reading its digits, and pence are shown as pounds
// by integer division. Anything else is not an amount.

const POUNDS_AND_PENCE = /^(0|[1-9][0-9]{0,8})(?:\.([0-9]{2}))?$/;

/** Integer pence of an amount in pounds and pence as typed; null when it is not one. */
export function penceFromPounds(value: unknown): number | null {
  const typed = typeof value === "number" && Number.isInteger(value) ? String(value) : typeof value === "string" ? value.trim().replace(/,/g, "") : null;
  const match = typed === null ? null : POUNDS_AND_PENCE.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + (match[2] ? Number(match[2]) : 0);
}

/** Integer pence as pounds and pence: 500050 -> "5,000.50", 500000 -> "5,000.00". */
export function poundsFromPence(pence: number): string {
  const whole = Math.trunc(pence / 100);
  const rest = Math.abs(pence % 100);
  return `${whole.toLocaleString("en-GB")}.${String(rest).padStart(2, "0")}`;
}
