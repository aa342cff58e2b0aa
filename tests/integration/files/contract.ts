// The file storage contract: what every adapter must do the same way. Run against the local disk
// always, and against GridFS when MONGODB_URI is set (see the *.test.ts files beside this one).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileMissingError, FileRefused, readAll, type FileStorage } from "../../../server/files/port";
import { documentRules } from "../../../server/uploads/check-file";
import type { UploadLimits } from "../../../server/uploads/limits";
import { saveImportFile } from "../../../server/import/import-files";
import { platformCatalogue } from "../../../server/messages";
import { formatMessage } from "../../../rules";

export interface OpenedStorage {
  files: FileStorage;
  /** How many stored pieces the adapter holds (disk: files, temporary ones too; GridFS: files and chunks documents). */
  pieces(): Promise<number>;
  dispose(): Promise<void>;
}

const MB = 1024 * 1024;
const LIMITS: UploadLimits = { extensions: ["pdf", "png"], mimeTypes: ["application/pdf", "image/png"], maxFileSizeMb: 1, minFileSizeBytes: 1, maxFiles: 5 };

/** A PDF's start, then filler: file-type reads it as a PDF. */
function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from("%PDF-1.4\n").copy(bytes);
  for (let at = 9; at < size; at += 997) bytes[at] = at % 251; // not one repeated byte: a misplaced chunk would show
  return bytes;
}

/** The bytes as a stream arriving in pieces, as a request's part does. */
async function* inPieces(bytes: Buffer, pieceSize = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += pieceSize) yield bytes.subarray(at, at + pieceSize);
}

const words = (refusal: unknown) => {
  expect(refusal).toBeInstanceOf(FileRefused);
  const { messageKey, params } = (refusal as FileRefused).problem;
  return formatMessage(platformCatalogue[messageKey].text, params ?? {});
};

export function fileStorageContract(adapterName: string, openFresh: () => Promise<OpenedStorage>) {
  describe(`file storage contract: ${adapterName}`, () => {
    let opened: OpenedStorage;
    let files: FileStorage;

    beforeEach(async () => {
      opened = await openFresh();
      files = opened.files;
    });
    afterEach(async () => {
      await opened.dispose();
    });

    it("saves a document as it streams and gives it back whole, streamed, with its size", async () => {
      const pdf = pdfBytes(300 * 1024 + 17);
      const saved = await files.save("uploads", inPieces(pdf), documentRules("offer-letter.pdf", LIMITS, () => undefined));
      expect(saved.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(saved.size).toBe(pdf.byteLength);
      const back = await files.open("uploads", saved.key);
      expect(back.size).toBe(pdf.byteLength);
      const pieces: Buffer[] = [];
      for await (const piece of back.stream) pieces.push(piece as Buffer);
      expect(Buffer.concat(pieces).equals(pdf)).toBe(true);
      expect(await files.exists("uploads", saved.key)).toBe(true);
    });

    it("refuses a document over the size limit in words, and keeps nothing of it", async () => {
      const before = await opened.pieces();
      const refusal = await files.save("uploads", inPieces(pdfBytes(MB + 1)), documentRules("passport.pdf", LIMITS, () => undefined)).catch((error: unknown) => error);
      expect(words(refusal)).toBe("The file size must not exceed 1 MB");
      expect(await opened.pieces()).toBe(before);
    });

    it("refuses a document whose content is not an accepted type, whatever its name says, and keeps nothing", async () => {
      const before = await opened.pieces();
      const text = Buffer.from("name,email\nAda,ada@example.test\n".repeat(400));
      const refusal = await files.save("uploads", inPieces(text, 1000), documentRules("transcript.pdf", LIMITS, () => undefined)).catch((error: unknown) => error);
      expect(words(refusal)).toBe("Unsupported file type!");
      expect(await opened.pieces()).toBe(before);
    });

    it("refuses an empty import file in words and one over the university's limit, keeping neither", async () => {
      const empty = await saveImportFile({ files }, "00000000-0000-4000-8000-000000000001", "csv", inPieces(Buffer.alloc(0)), 1).catch((error: unknown) => error);
      expect(words(empty)).toBe("The selected file is empty");
      const big = await saveImportFile({ files }, "00000000-0000-4000-8000-000000000002", "csv", inPieces(Buffer.alloc(MB + 1, 0x61)), 1).catch((error: unknown) => error);
      expect(words(big)).toBe("The selected file must be smaller than 1 MB");
      expect(await opened.pieces()).toBe(0);
    });

    it("keeps nothing of a file whose stream fails half-way (a request cut short)", async () => {
      async function* cutShort() {
        yield pdfBytes(HALF);
        throw new Error("connection reset");
      }
      const HALF = 200 * 1024;
      await expect(files.save("imports", cutShort(), { key: "cut-short.csv", maxBytes: MB, tooLarge: { messageKey: "imports.fileTooBig" } })).rejects.toThrow("connection reset");
      expect(await files.exists("imports", "cut-short.csv")).toBe(false);
      expect(await opened.pieces()).toBe(0);
    });

    it("saves a file again under its key, replacing it (an import's file, its failures' parts)", async () => {
      const key = "00000000-0000-4000-8000-000000000003.csv";
      await files.save("imports", Buffer.from("first\n"), { key, maxBytes: MB, tooLarge: { messageKey: "imports.fileTooBig" } });
      await files.save("imports", Buffer.from("second, longer\n"), { key, maxBytes: MB, tooLarge: { messageKey: "imports.fileTooBig" } });
      expect((await readAll(files, "imports", key)).toString()).toBe("second, longer\n");
      expect((await files.open("imports", key)).size).toBe(15);
    });

    it("deletes a file: gone for reading, and deleting it again is not an error", async () => {
      const saved = await files.save("uploads", pdfBytes(5000), documentRules("visa.pdf", LIMITS, () => undefined));
      await files.delete("uploads", saved.key);
      expect(await files.exists("uploads", saved.key)).toBe(false);
      await expect(files.open("uploads", saved.key)).rejects.toBeInstanceOf(FileMissingError);
      await files.delete("uploads", saved.key);
      expect(await opened.pieces()).toBe(0);
    });

    it("answers a missing file clearly, naming it, and keeps the two areas apart", async () => {
      const missing = await files.open("imports", "00000000-0000-4000-8000-000000000004.csv").catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(FileMissingError);
      expect((missing as Error).message).toBe("The file 00000000-0000-4000-8000-000000000004.csv is not in the imports storage: it was deleted, or never saved");
      const saved = await files.save("uploads", pdfBytes(5000), documentRules("visa.pdf", LIMITS, () => undefined));
      expect(await files.exists("imports", saved.key)).toBe(false);
    });

    it("refuses a key that names a path", async () => {
      await expect(files.open("imports", "../secrets.json")).rejects.toThrow("Invalid storage key");
      await expect(files.save("imports", Buffer.from("x"), { key: "a/b.csv", maxBytes: MB, tooLarge: { messageKey: "imports.fileTooBig" } })).rejects.toThrow("Invalid storage key");
    });
  });
}
