// An XLSX file's first worksheet as import rows (issue 18 item 1), read as a stream with
// exceljs's WorkbookReader so memory stays bounded: the first row names the columns; each cell
// becomes the text the university would have exported as CSV (dates as YYYY-MM-DD).
import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { RowSource } from "./import-rows";

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const cell = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join("");
    if (cell.result !== undefined) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    return "";
  }
  return String(value);
}

export function xlsxRows(input: Readable): RowSource {
  let header: string[] | null = null;
  async function* rows(): AsyncGenerator<Record<string, string>> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: "cache", hyperlinks: "ignore", styles: "cache", worksheets: "emit", entries: "ignore" });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!header) {
          header = values.map((name) => name.trim());
          continue;
        }
        if (values.every((value) => value.trim() === "")) continue;
        yield Object.fromEntries(header.map((name, i) => [name, values[i] ?? ""]));
      }
      // Only the first worksheet holds the offer-holders.
      break;
    }
  }
  return { rows: rows(), header: () => header };
}
