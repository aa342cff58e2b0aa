// The workbook reader behind XLSX imports (server/import/xlsx-rows.ts). exceljs's streaming reader
// sometimes parses a worksheet before xl/workbook.xml (which exceljs itself writes last) has been
// read, and then failed on the missing sheet list (exceljs issue 3064): CI saw a good workbook
// import "failed". A workbook without that entry reproduces the state every time; the patch in
// patches/exceljs+4.4.0.patch reads its rows all the same (the sheet's name is not needed).
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { xlsxRows } from "../../../server/import/xlsx-rows";

async function workbookBytes(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Offer holders");
  sheet.addRow(["studentNo", "givenName"]);
  sheet.addRow(["S1", "Asha"]);
  sheet.addRow(["S2", "Ben"]);
  book.addWorksheet("Notes").addRow(["not", "read"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(bytes: Buffer): Promise<Array<Record<string, string>>> {
  const rows: Array<Record<string, string>> = [];
  for await (const row of xlsxRows(Readable.from([bytes])).rows) rows.push(row);
  return rows;
}

describe("an XLSX import's rows", () => {
  const expected = [
    { studentNo: "S1", givenName: "Asha" },
    { studentNo: "S2", givenName: "Ben" },
  ];

  it("are the first worksheet's, named by its first row", async () => {
    expect(await rowsOf(await workbookBytes())).toEqual(expected);
  });

  it("are read even when the streaming pass reaches a worksheet before the workbook's sheet list", async () => {
    const zip = await JSZip.loadAsync(await workbookBytes());
    zip.remove("xl/workbook.xml");
    const withoutSheetList = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    expect(await rowsOf(withoutSheetList)).toEqual(expected);
  });
});
