// Autosuggest matching (002 §5.8): case-insensitive substring; only an exact name from the
// list is accepted as a value.

export function matchingSuggestions(options: readonly string[], query: string, limit = 10): string[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const matches: string[] = [];
  for (const option of options) {
    if (option.toLocaleLowerCase().includes(needle)) {
      matches.push(option);
      if (matches.length === limit) break;
    }
  }
  return matches;
}

/** The list's own spelling of the typed text when it names an option exactly (ignoring case), else undefined. */
export function exactOption(options: readonly string[], text: string): string | undefined {
  const needle = text.trim().toLocaleLowerCase();
  return options.find((option) => option.toLocaleLowerCase() === needle);
}
