// What a page must never show a person (issue 39: no raw codes): a value the configuration names a
// label for (fee status OVERSEAS, application status InProgress, stage Not-Triggered, intake
// 2027-09), a key of the message catalogue (person.backToPerson), a value written as JSON, or a
// record's field name spelled out from its key ("fee pence"). Shared by the tests that read pages
// and CSV exports.
import type { PreparedConfig } from "../../rules";
import { optionsFromSource } from "../../server/lists/filter-options";
import { visibleText } from "./http-client";

/** The text a person reads: the body without its scripts and styles. */
export const readable = (html: string) => visibleText(html.replace(/<head>[\s\S]*?<\/head>/, "").replace(/<style[\s\S]*?<\/style>/g, " "));

export interface DetectorOptions {
  /** Also look for values written as JSON (not on pages that edit JSON, such as Config's). */
  json?: boolean;
  /** Record field names that must not be spelled out from their keys ("fee pence"). */
  fieldKeys?: readonly string[];
}

export interface CodeDetector {
  /** Each code value by the record field whose list names it. */
  codes: ReadonlyMap<string, string>;
  /** What of the text is a code, a key or JSON, in words for the test's failure. */
  codesIn(text: string, options?: DetectorOptions): string[];
  /** The codes and keys among these words (a CSV's cells). */
  found(words: Iterable<string>): string[];
}

/** The codes of the university's lists and its message keys, for finding them in a page's text. */
export function codeDetector(config: PreparedConfig): CodeDetector {
  const codes = new Map<string, string>();
  for (const [path, source] of Object.entries(config.document["list-rows"].valueLabels ?? {})) {
    for (const option of optionsFromSource(config, source) ?? []) if (option.value !== option.label && !codes.has(option.value)) codes.set(option.value, path);
  }
  const keys = new Set(Object.keys(config.messages));
  const codesAmong = (words: Iterable<string>) => {
    const found: string[] = [];
    for (const word of words) {
      if (keys.has(word)) found.push(`message key ${word}`);
      if (codes.has(word)) found.push(`${word} (a value of ${codes.get(word)})`);
    }
    return found;
  };
  return {
    codes,
    found: codesAmong,
    codesIn(text, options = {}) {
      const found = codesAmong(text.split(/[\s,;:()]+/));
      if (options.json) for (const json of text.match(/[{[]\s*"[^"]*"\s*:|"\s*:\s*[{["]/g) ?? []) found.push(`JSON ${json}`);
      // A field's key as the history once spelled it ("fee pence" for feePence).
      for (const key of options.fieldKeys ?? []) {
        const spelled = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
        if (text.toLowerCase().includes(spelled) || text.includes(key)) found.push(`field key ${key}`);
      }
      return found;
    },
  };
}
