// Checks one uploaded file against the configured rules: by its extension AND by its first
// bytes (file-type). A file whose content is an accepted type other than its extension says is
// accepted with a warning only (000 §5).
import { fileTypeFromBuffer } from "file-type";
import type { FileProblem, SaveRules } from "../files/port";
import type { UploadLimits } from "./limits";

export type { FileProblem };

export interface FileVerdict {
  problem: FileProblem | null;
  warning: FileProblem | null;
  /** The type the content really is, when accepted. */
  mimeType: string | null;
}

const MB = 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** What can be checked before reading the content (the browser runs the same checks). */
export function checkNameAndSize(fileName: string, size: number, limits: UploadLimits): FileProblem | null {
  const extension = extensionOf(fileName);
  if (!extension) return { messageKey: "uploads.noExtension" };
  if (!limits.extensions.includes(extension)) return { messageKey: "uploads.unsupportedType" };
  if (size < limits.minFileSizeBytes) return { messageKey: "uploads.empty" };
  if (size > limits.maxFileSizeMb * MB) return { messageKey: "uploads.maxSize", params: { n: limits.maxFileSizeMb } };
  return null;
}

/** The type the content is (from its start), against the accepted types and the name's extension. */
async function checkContent(fileName: string, start: Uint8Array, limits: UploadLimits): Promise<FileVerdict> {
  const detected = await fileTypeFromBuffer(start);
  if (!detected || !limits.mimeTypes.includes(detected.mime)) return { problem: { messageKey: "uploads.unsupportedType" }, warning: null, mimeType: null };
  const extension = extensionOf(fileName);
  const matches = detected.ext === extension || (detected.ext === "jpg" && extension === "jpeg");
  return { problem: null, warning: matches ? null : { messageKey: "uploads.typeMismatchWarning", params: { type: detected.ext } }, mimeType: detected.mime };
}

/**
 * The storage's rules for a document (server/files/checked-stream.ts): its size, and its type by
 * content checked as it is saved; the verdict on the content (its type, a mismatch warning) is
 * handed to `seen`.
 */
export function documentRules(fileName: string, limits: UploadLimits, seen: (verdict: FileVerdict) => void): SaveRules {
  return {
    maxBytes: limits.maxFileSizeMb * MB,
    tooLarge: { messageKey: "uploads.maxSize", params: { n: limits.maxFileSizeMb } },
    tooSmall: { bytes: limits.minFileSizeBytes, problem: { messageKey: "uploads.empty" } },
    accept: async (start) => {
      const verdict = await checkContent(fileName, start, limits);
      seen(verdict);
      return verdict.problem;
    },
  };
}
