// Finds what a person should never read (issue 39): a stored code the configuration names a label
// for (fee status OVERSEAS, application status InProgress, stage Not-Triggered, intake 2027-09)
// or a key of the message catalogue. Shared by the page test (no-codes-on-pages) and the CSV
// export test (no-codes-in-exports).
import type { PreparedConfig } from "../../rules";
import { optionsFromSource } from "../../server/lists/filter-options";

export interface CodeDetector {
  /** Each code, with the record field whose code it is. */
  codes: ReadonlyMap<string, string>;
  keys: ReadonlySet<string>;
  /** The codes and keys among these words (a page's text split into words, a CSV's cells). */
  found(words: Iterable<string>): string[];
  /** The codes and keys in a page's text. */
  inText(text: string): string[];
}

export function codeDetector(config: PreparedConfig): CodeDetector {
  const codes = new Map<string, string>();
  for (const [path, source] of Object.entries(config.document["list-rows"].valueLabels ?? {})) {
    for (const option of optionsFromSource(config, source) ?? []) if (option.value !== option.label && !codes.has(option.value)) codes.set(option.value, path);
  }
  const keys = new Set(Object.keys(config.messages));
  const found = (words: Iterable<string>) => {
    const problems: string[] = [];
    for (const word of words) {
      if (keys.has(word)) problems.push(`message key ${word}`);
      if (codes.has(word)) problems.push(`${word} (a value of ${codes.get(word)})`);
    }
    return problems;
  };
  return { codes, keys, found, inText: (text) => found(text.split(/[\s,;:()]+/)) };
}
