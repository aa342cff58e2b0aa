// Money and percentage inputs (002 §5.8, 001 §9): digits only, money up to 10 characters,
// percentage at most 3 digits where 100 is the only 3-digit value allowed.

export const MONEY_MAX_LENGTH = 10;

/** The text a money box keeps of what was typed. */
export function keepMoneyDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, MONEY_MAX_LENGTH);
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
