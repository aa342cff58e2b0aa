// The file storage port: where uploaded documents and import files live. Two adapters fill it,
// chosen with the store (server/store/index.ts): the local disk beside the embedded store, and
// MongoDB's GridFS when MONGODB_URI is set, so every app instance behind a load balancer reads
// the same files (decision 0032). Callers never know which they have.
import type { Readable } from "node:stream";

/** What a refusal says: a message key of the catalogue and its parameters, shown in words. */
export interface FileProblem {
  messageKey: string;
  params?: Record<string, string | number>;
}

/** The two kinds of file kept: documents uploaded to a record, and the files of imports (with their failures CSVs). */
export type FileArea = "uploads" | "imports";

/** What a file is saved from: its bytes in hand, or a stream (a request's part, a remote file). */
export type FileSource = Uint8Array | AsyncIterable<Uint8Array>;

/** The checks a file passes while it is saved: what is refused is never kept. */
export interface SaveRules {
  /** The key to save under (replacing a file of that key); a new one is generated when absent. */
  key?: string;
  maxBytes: number;
  tooLarge: FileProblem;
  /** Files smaller than `bytes` are refused with `problem` (an empty file). */
  tooSmall?: { bytes: number; problem: FileProblem };
  /** Checks the file's start (at least its first HEAD_BYTES, or all of it: what had arrived by then): its type by content. */
  accept?: (head: Uint8Array) => Promise<FileProblem | null>;
}

/** How much of a file's start `accept` is shown: what file-type reads to tell a type. */
export const HEAD_BYTES = 4100;

export interface SavedFile {
  key: string;
  size: number;
}

export interface OpenedFile {
  size: number;
  stream: Readable;
}

export interface FileStorage {
  readonly kind: "disk" | "gridfs";
  /** Saves the file, checked by the rules as it streams; a refusal throws FileRefused and keeps nothing. */
  save(area: FileArea, source: FileSource, rules: SaveRules): Promise<SavedFile>;
  /** The file to stream, or FileMissingError. */
  open(area: FileArea, key: string): Promise<OpenedFile>;
  exists(area: FileArea, key: string): Promise<boolean>;
  /** Removes the file; one already gone is not an error. */
  delete(area: FileArea, key: string): Promise<void>;
  /** Every key stored in the area (verify's search for a person's data, issue 42 item 4). */
  keys(area: FileArea): AsyncIterable<string>;
}

/** A file the rules refused; nothing of it was kept. */
export class FileRefused extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.messageKey);
    this.name = "FileRefused";
  }
}

/** The file asked for is not stored (never saved, deleted, or left on another machine's disk before GridFS). */
export class FileMissingError extends Error {
  constructor(readonly area: FileArea, readonly key: string) {
    super(`The file ${key} is not in the ${area} storage: it was deleted, or never saved`);
    this.name = "FileMissingError";
  }
}

// Generated keys are UUIDs; an import's are its id with a suffix (`<id>.csv`, `<id>.failures.csv`).
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

/** Refuses a key that could name anything but a stored file (a path, a dot-dot). */
export function checkedKey(key: string): string {
  if (key.length > 128 || !KEY.test(key)) throw new Error("Invalid storage key");
  return key;
}

/** The whole of a stored file in memory (small files: a test, a seed's check). */
export async function readAll(files: FileStorage, area: FileArea, key: string): Promise<Buffer> {
  const { stream } = await files.open(area, key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
