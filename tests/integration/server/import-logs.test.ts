// No personal data in the logs (issue 36 item 10; decision 0511): files whose every cell holds a
// marker (good rows, rows that fail the checks, rows csv-parse cannot read, a workbook, a file
// that is not what its name says) go through the real import code, previewed and imported, with
// every log line captured at the most detailed level; the marker is in none of them, while the
// lines still say which import they are about.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../../server/auth/permissions";
import { readEnv } from "../../../server/config/env";
import { createImport, finishImport, previewImport, type ImportFileKind } from "../../../server/import/import-jobs";
import { saveImportFile } from "../../../server/import/import-files";
import { createLogger } from "../../../server/logger";
import { createServices, type Services } from "../../../server/services";
import { copySeededStore } from "../../support/seeded-store";

const TENANT = "northbridge";
const MARKER = "zqxmarker";
const HEADER = ["studentNo", "email", "familyName", "givenName", "dob", "intakeId", "offerId", "nationality", "withAgent", "agentName", "offers_courses_title", "offers_courses_start_date", "offers_courses_end_date", "offers_courses_fee", "courseFeePaidToDate", "isPSEnglish"];

/** A row with the marker in every cell: shaped right where the checks allow it (so some rows import), wrong everywhere else. */
const markedRow = (n: number, shaped: boolean): string[] =>
  shaped
    ? [`S${MARKER}${n}`, `${MARKER}${n}@import.example`, `${MARKER}Family`, `${MARKER}Given`, `2005-01-0${(n % 9) + 1} ${MARKER}`, `2027-09${MARKER}`, `OFF-${MARKER}-${n}`, `IND${MARKER}`, `false${MARKER}`, MARKER, `MSc ${MARKER}`, `2027-09-20${MARKER}`, `2028-09-19${MARKER}`, `21500${MARKER}`, `0${MARKER}`, `false${MARKER}`]
    : HEADER.map((_, column) => `${MARKER}-${n}-${column}`);
const goodRow = (n: number): string[] => [`S${MARKER}${n}`, `${MARKER}${n}@import.example`, `${MARKER}Family`, `${MARKER}Given`, "2005-01-02", "2027-09", `OFF-${MARKER}-${n}`, "IND", "false", "", `MSc ${MARKER}`, "2027-09-20", "2028-09-19", "21500", "0", "false"];
const csvLine = (cells: string[]) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");

const lines: string[] = [];
let services: Services;
let dir: string;
const user: SignedInUser = { id: "officer-1", email: `${MARKER}-officer@northbridge.example.ac.uk`, role: "UniAdmin", tenant: TENANT, name: `${MARKER} Officer` };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-import-logs-"));
  await copySeededStore(dir, { demo: false });
  const logger = createLogger("trace", new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "trace", NODE_ENV: "test" }), { clock: () => new Date("2026-11-22T10:00:00.000Z"), logger });
});
afterAll(async () => {
  await services?.store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Uploads a file as the staff page does, previews it, and imports it when it can be. */
async function runImport(content: string | Buffer, kind: ImportFileKind): Promise<{ id: string; status: string }> {
  const id = randomUUID();
  await saveImportFile(services, id, kind, Buffer.from(content));
  await createImport(services, user, TENANT, id, `${MARKER}-offer-holders.${kind}`, kind);
  const preview = await previewImport(services, TENANT, id, kind);
  if (preview.status !== "previewed") return { id, status: preview.status };
  const done = await finishImport(services, user, TENANT, id, kind, "CSV");
  return { id, status: done.status };
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(MARKER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("the import's log lines", () => {
  it("carry the import's id and never a cell's value, whatever the file holds", async () => {
    const rows = [goodRow(1), goodRow(2), markedRow(3, true), markedRow(4, false), [...markedRow(5, false), `${MARKER}-extra`], markedRow(6, false).slice(0, 3)];
    const readable = [HEADER, ...rows].map(csvLine).join("\n") + "\n";
    const outcomes = {
      // Good and bad rows: previewed, then imported (bad rows go to the failures file, not the log).
      rows: await runImport(readable, "csv"),
      // A quote opening in the middle of a cell: csv-parse stops, its error quoting the cell.
      openingQuote: await runImport(`${readable}S${MARKER}9,${MARKER}"${MARKER}"@import.example,x\n`, "csv"),
      // A quote never closed, the rest of the file in one cell.
      unclosedQuote: await runImport(`${readable}"${MARKER} never closed,${MARKER}\n`, "csv"),
      // A closing quote followed by more of the cell.
      afterClosingQuote: await runImport(`${readable}"${MARKER}"${MARKER},x\n`, "csv"),
      // The marker as every column's name: nothing matches the mapping.
      header: await runImport(`${csvLine(HEADER.map((_, i) => `${MARKER}${i}`))}\n${csvLine(markedRow(7, false))}\n`, "csv"),
      workbook: await runImport(await workbook([HEADER, ...rows]), "xlsx"),
      // Named .xlsx, holding CSV text: not a workbook.
      notAWorkbook: await runImport(readable, "xlsx"),
    };
    expect(outcomes.rows.status).toBe("done");
    expect(outcomes.workbook.status).toBe("done");
    for (const name of ["openingQuote", "unclosedQuote", "afterClosingQuote", "notAWorkbook"] as const) expect(outcomes[name].status, name).toBe("failed");
    expect(await services.repositories.students.count(TENANT, { studentNo: `S${MARKER}1` })).toBe(1);

    const output = lines.join("");
    expect(output).not.toContain(MARKER);
    // The lines are there, and say which import each is about: a file that cannot be read is logged by id.
    for (const name of ["openingQuote", "unclosedQuote", "afterClosingQuote", "notAWorkbook"] as const) {
      const about = lines.filter((line) => line.includes(outcomes[name].id));
      expect(about.length, name).toBeGreaterThan(0);
      expect(about.join(""), name).toContain('"msg":"import file could not be read"');
    }
  });
});
