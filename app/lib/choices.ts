// Lists of choices as a page receives them: a choice whose label is its value (a country's name,
// a nationality) is sent as that one string, so the long reference lists cost a page half as much.
export interface Choice {
  value: string;
  label: string;
}

export type SentChoices = ReadonlyArray<string | Choice>;

export const compactChoices = (choices: readonly Choice[]): SentChoices => choices.map((choice) => (choice.label === choice.value ? choice.value : choice));

export const expandChoices = (sent: SentChoices): Choice[] => sent.map((choice) => (typeof choice === "string" ? { value: choice, label: choice } : choice));
