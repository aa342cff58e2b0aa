// Money and percentage inputs (002 §5.8, 001 §9): digits only, money up to 10 characters,
// percentage at most 3 digits where 100 is the only 3-digit value allowed.

export const MONEY_MAX_LENGTH = 10;

/**
 * The text a money box keeps of what was typed: digits and one decimal point. A point is kept so
 * that "18500.50" is read as pounds and pence and refused in words (whole pounds, decision 0043),
 * never as 1850050 pounds.
 */
export function keepMoneyDigits(input: string): string {
  const [whole, ...rest] = input.replace(/[^\d.]/g, "").split(".");
  return (rest.length > 0 ? `${whole}.${rest.join("")}` : whole).slice(0, MONEY_MAX_LENGTH);
}

/** A money box's value: a number of pounds (pence included, for the checks to refuse); an empty box stores nothing. */
export function toPounds(text: string): number | undefined {
  if (text === "" || text === ".") return undefined;
  return Number(text.endsWith(".") ? text.slice(0, -1) : text);
}

/** The new percentage text, or the previous one when the keystroke would make it invalid. */
export function nextPercentage(previous: string, input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length > 3) return previous;
  if (digits.length === 3 && digits !== "100") return previous;
  return digits;
}

/** Whole numbers are stored as numbers; an empty box stores nothing. */
export function toWholeNumber(text: string): number | undefined {
  return text === "" ? undefined : Number(text);
}
