// age-on: [dob, onDate] -> whole years of age on that date, or null for invalid input.
// Someone born on 29 February turns a year older on 1 March in non-leap years.
import { dayKey } from "./calendar";

const DAYS_PER_KEY_YEAR = 372; // dayKey: year * 372 + (month - 1) * 31 + (day - 1)

export function ageOn(dob: unknown, on: unknown): number | null {
  const birth = dayKey(dob);
  const date = dayKey(on);
  if (birth < 0 || date < 0) return null;
  const years = Math.floor(date / DAYS_PER_KEY_YEAR) - Math.floor(birth / DAYS_PER_KEY_YEAR);
  return (date % DAYS_PER_KEY_YEAR) >= (birth % DAYS_PER_KEY_YEAR) ? years : years - 1;
}

export const ageOnOperations = { "age-on": ageOn };
