// Lists of choices as a page receives them. A list whose every choice is labelled by its own value
// (country names, nationalities: 250 each) is sent as one text, a line per choice, so the page's
// hand-off encodes one string instead of hundreds; in other lists a choice whose label is its value
// is sent as that one string.
import type { FilterOption } from "../../server/lists/filter-options";

export type Choice = FilterOption;

export type SentChoices = string | ReadonlyArray<string | Choice>;

const LINE = "\n";

export function compactChoices(choices: readonly Choice[]): SentChoices {
  if (choices.length > 0 && choices.every((choice) => choice.label === choice.value && !choice.value.includes(LINE))) return choices.map((choice) => choice.value).join(LINE);
  return choices.map((choice) => (choice.label === choice.value ? choice.value : choice));
}

export function expandChoices(sent: SentChoices): Choice[] {
  if (typeof sent === "string") return sent === "" ? [] : sent.split(LINE).map((value) => ({ value, label: value }));
  return sent.map((choice) => (typeof choice === "string" ? { value: choice, label: choice } : choice));
}
