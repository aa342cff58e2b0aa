// age-on: [dob, onDate] -> whole years of age on that date, or null for invalid input.
// Someone born on 29 February turns a year older on 1 March in non-leap years.
import { parseDay } from "./calendar";

export function ageOn(dob: unknown, on: unknown): number | null {
  const birth = parseDay(dob);
  const date = parseDay(on);
  if (!birth || !date) return null;
  const hadBirthday = date.month > birth.month || (date.month === birth.month && date.day >= birth.day);
  return date.year - birth.year - (hadBirthday ? 0 : 1);
}

export const ageOnOperations = { "age-on": ageOn };
