// What every widget and template can read besides its own props: the page's texts (from the
// message catalogue, sent by the loader) and the clock-dependent year for short-year expansion.
import type { Registry } from "@rjsf/utils";
import { textOf } from "../../lib/format-message";
import type { UploadControlProps, UploadSummary } from "../upload/UploadControl";

export interface FormContext {
  texts: Record<string, string>;
  /** The current year, from the loader's "today", so server and browser render alike. */
  /** Where upload fields send files, with the configured limits and the files already stored. */
  upload?: UploadContext;
  /** Saves the page's answers and stays on the page (a group's own save button). */
  onSaveGroup?(): void;
  /** The answers as they stand, for a question whose options narrow by the answers beside it. */
  answers?: Record<string, unknown>;
}

export interface UploadContext {
  endpoint: string;
  recordKind: string;
  recordId: string;
  rules: UploadControlProps["rules"];
  existing: Record<string, UploadSummary[]>;
  /** The stored file whose Remove was pressed without JavaScript: asked about before it is deleted. */
  confirmRemoval?: string;
  /** Told whether any file is still on its way, so the page can hold its submission. */
  onBusyChange?(busy: boolean): void;
}

export function formContextOf(registry: Registry): FormContext {
  return registry.formContext as FormContext;
}

export function useText(registry: Registry) {
  const { texts } = formContextOf(registry);
  return (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
}
