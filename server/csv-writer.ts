// The one way the app writes CSV (decision 0025): csv-stringify with its formula escaping on, so
// a text cell starting with = + - @, a tab or a carriage return (or their full-width forms) gets a
// leading ' (OWASP "CSV Injection") and a name typed as =HYPERLINK(...) reaches an officer's
// spreadsheet as text. A value held as a number is written as it is, so -2 stays a number;
// text that merely looks like one ("-2" typed into a text field) is defused like any text.
// Exports, import failures and Insights tables all go through here.
import { stringify, type Options, type Stringifier } from "csv-stringify";
import { stringify as stringifySync } from "csv-stringify/sync";

type WriterOptions = Pick<Options, "header" | "columns" | "bom">;

/** A CSV stream: write records (arrays, or objects with `columns`), read CSV text. */
export function csvWriter(options: WriterOptions = {}): Stringifier {
  return stringify({ ...options, escape_formulas: true });
}

/** The CSV text of a small table held in memory. */
export function csvText(records: unknown[][], options: WriterOptions = {}): string {
  return stringifySync(records, { ...options, escape_formulas: true });
}
