// The defects the oracle finds today that issue 37 lists, in one place. A difference one of these
// matches is reported apart (counted, with an example) instead of stopping the season; any other
// difference stops it. Each entry quotes the sentence it is: delete the entry when the fix
// lands. An entry that matches no difference in a season fails the test, so the list cannot go
// stale. The last group is what the season found that the issue names only by its general rule
// (item 3); the lead has the list.
import type { Difference } from "./compare";
import type { World } from "./world";

export interface KnownDefect {
  id: string;
  /** Issue 37's own words. */
  sentence: string;
  matches(difference: Difference, world: World): boolean;
  /** Found only in a season with kills. */
  needsKills?: true;
}

const missingReminder = (difference: Difference, keys: readonly string[]) => difference.area === "reminder" && keys.includes(difference.field) && (difference.actual === "not queued" || difference.actual === "never fired");

const ITEM_3 = "Everything a tab, list column, reminder trigger, automation condition, task status or Insights figure reads is either stored answer data or produced by a projector, and publishing a configuration that reads a field nothing produces is refused with the field named";

/** Reminders whose start or count-from date nothing in the product records (the field each reads), or that only an event nothing sends would send. */
export const UNPRODUCED_REMINDER_INPUTS: Readonly<Record<string, string>> = {
  registerInterest: "interestRegisteredAt (the specs describe no register-interest page; decision 0031)",
};

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    id: "reminder-inputs-unproduced",
    sentence: `${ITEM_3} (found by the season: these reminders read a field nothing records; see UNPRODUCED_REMINDER_INPUTS)`,
    matches: (difference) => missingReminder(difference, Object.keys(UNPRODUCED_REMINDER_INPUTS)),
  },
];

export function knownDefectOf(difference: Difference, world: World): KnownDefect | null {
  return KNOWN_DEFECTS.find((defect) => defect.matches(difference, world)) ?? null;
}
