// The import field mapping's formats (001 §3 'Import field mapping': date formats, booleans,
// gender, numbers, country codes, regex, zero-padding, blank-if / default-if, concatenation),
// each one small function from the university's text to the product's value. A value a format
// cannot read is passed on as it came, so the import record's own rules say what is wrong with
// it in the specs' words (001 §5 'Import'). Pure: the countries come in as data.
import { isValid, parse } from "date-fns";
import type { ImportFieldMappingArea, ImportMappingEntry } from "../types";
import { removeControlCharacters } from "../domain/control-characters";
import { configuredPattern } from "../patterns/configured-pattern";

export interface CountryRow {
  alpha2: string;
  alpha3: string;
  name: string;
  nationality: string;
  aliases?: readonly string[];
}

/** What a format reads a cell with: the row (for concatenation) and the countries. */
export interface FormatContext {
  row: Readonly<Record<string, string>>;
  countries: readonly CountryRow[];
}

/** Absent: the cell is blank (or a blank-if pattern matched); the entry's default may apply. */
export type FormatResult = { value: unknown } | { absent: true };

const ABSENT: FormatResult = { absent: true };
const value = (v: unknown): FormatResult => ({ value: v });

/** 001 §5: trimmed, control characters removed, cut to the maximum; blank becomes absent. */
export function sanitise(text: string, rules: ImportFieldMappingArea["sanitise"] = {}): string {
  let out = text;
  if (rules.removeControlCharacters !== false) out = removeControlCharacters(out);
  if (rules.trim !== false) out = out.trim();
  const max = rules.freeTextMaxLength ?? 1000;
  return max > 0 ? out.slice(0, max) : out;
}

/** 001 §5: a phone keeps only digits, plus and minus. */
export function phoneDigits(text: string, keeps = "0-9+-"): string {
  return text.replace(new RegExp(`[^${keeps.replace(/[\]\\^]/g, "\\$&")}]`, "g"), "");
}

const DATE_PATTERNS: Readonly<Record<string, string>> = {
  "date:YYYY-MM-DD": "yyyy-MM-dd",
  "date:DD/MM/YYYY": "dd/MM/yyyy",
  "date:MM/DD/YYYY": "MM/dd/yyyy",
  "date:DD-MMM-YYYY": "dd-MMM-yyyy",
  "date:YYYYMMDD": "yyyyMMdd",
};

/** A date in the university's pattern as YYYY-MM-DD; anything else as it came (the record's rules judge it). */
export function readDate(text: string, format: string): unknown {
  const pattern = DATE_PATTERNS[format];
  if (!pattern || format === "date:YYYY-MM-DD") return text;
  const date = parse(text, pattern, new Date(2000, 0, 1));
  if (!isValid(date)) return text;
  const iso = `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return iso;
}

const BOOLEANS: Readonly<Record<string, readonly [string, string]>> = {
  "boolean:true/false": ["true", "false"],
  "boolean:Y/N": ["y", "n"],
  "boolean:Yes/No": ["yes", "no"],
};

export function readBoolean(text: string, format: string): unknown {
  const [yes, no] = BOOLEANS[format] ?? BOOLEANS["boolean:true/false"];
  const lower = text.toLowerCase();
  return lower === yes ? true : lower === no ? false : text;
}

/** A number (commas as thousands separators allowed); the absolute-number format drops the sign. */
export function readNumber(text: string, absolute: boolean): unknown {
  const cleaned = text.replace(/,/g, "");
  if (!/^[-+]?\d+(\.\d+)?$/.test(cleaned)) return text;
  const number = Number(cleaned);
  return absolute ? Math.abs(number) : number;
}

const GENDER_LETTERS: Readonly<Record<string, string>> = { m: "Male", f: "Female", x: "Not Listed", u: "Not Listed", o: "Not Listed" };
const GENDER_WORDS: Readonly<Record<string, string>> = { male: "Male", man: "Male", female: "Female", woman: "Female", other: "Not Listed", "not listed": "Not Listed", "non-binary": "Not Listed", unknown: "Not Listed" };

export function readGender(text: string, format: string): unknown {
  const lower = text.toLowerCase();
  return (format === "gender:letter" ? GENDER_LETTERS[lower] : GENDER_WORDS[lower]) ?? GENDER_WORDS[lower] ?? text;
}

function findCountry(text: string, format: string, countries: readonly CountryRow[]): CountryRow | undefined {
  const upper = text.toUpperCase();
  if (format.endsWith(":alpha3")) return countries.find((country) => country.alpha3 === upper);
  if (format.endsWith(":alpha2")) return countries.find((country) => country.alpha2 === upper);
  const lower = text.toLowerCase();
  return countries.find((country) => country.name.toLowerCase() === lower || (country.aliases ?? []).some((alias) => alias.toLowerCase() === lower));
}

/** A country code or name as the product's country name, or (nationality formats) its nationality. */
export function readCountry(text: string, format: string, countries: readonly CountryRow[], asNationality: boolean): unknown {
  const country = findCountry(text, format, countries);
  if (!country) return text;
  return asNationality ? country.nationality : country.name;
}

export function zeroPad(text: string, width: number): string {
  return text.length >= width ? text : text.padStart(width, "0");
}

/** The entry's pattern applied (on RE2, decision 0107): its first group (or the replacement), or the text when it does not match. */
export function regexExtract(text: string, pattern: string | undefined, replacement: string | undefined): string {
  const regex = pattern ? configuredPattern(pattern) : null;
  if (!regex) return text; // none, or one the configuration's checks refuse
  if (replacement !== undefined) return regex.replaceFirst(text, replacement);
  const match = regex.exec(text);
  return match ? (match[1] ?? match[0]) : text;
}

/** The entry's blank-if or default-if pattern finds something in the text. */
const patternFinds = (pattern: string | undefined, text: string): boolean => Boolean(pattern && configuredPattern(pattern)?.test(text));

/** One cell (or, for concatenation, several) read with the entry's format. */
export function applyFormat(area: ImportFieldMappingArea, entry: ImportMappingEntry, cell: string, context: FormatContext): FormatResult {
  const format = entry.format;
  if (format === "concat") {
    const joined = (entry.columns ?? []).map((column) => sanitise(context.row[column] ?? "", area.sanitise)).filter(Boolean).join(entry.separator ?? " ");
    return joined ? value(joined) : ABSENT;
  }
  const text = sanitise(cell, area.sanitise);
  if (format === "blankIf") return text === "" || patternFinds(entry.pattern, text) ? ABSENT : value(text);
  if (format === "defaultIf") return patternFinds(entry.pattern, text) ? value(entry.defaultValue ?? null) : text === "" ? ABSENT : value(text);
  if (text === "" && area.sanitise?.blankBecomesAbsent !== false) return ABSENT;
  const kind = area.formats[format]?.kind ?? "text";
  if (format.startsWith("date:")) return value(readDate(text, format));
  if (format.startsWith("boolean:")) return value(readBoolean(text, format));
  if (format === "number" || format === "absoluteNumber") return value(readNumber(text, format === "absoluteNumber"));
  if (format.startsWith("gender:")) return value(readGender(text, format));
  if (kind === "country" || kind === "nationality") return value(readCountry(text, format, context.countries, kind === "nationality"));
  if (format === "phone") return value(phoneDigits(text, area.sanitise?.phoneKeeps));
  if (format.startsWith("zeroPad:")) return value(zeroPad(text, Number(format.slice("zeroPad:".length))));
  if (format === "regex") return value(regexExtract(text, entry.pattern, entry.replacement));
  return value(text);
}
