// What every widget and template can read besides its own props: the page's texts (from the
// message catalogue, sent by the loader) and the clock-dependent year for short-year expansion.
import type { Registry } from "@rjsf/utils";
import { textOf } from "../../lib/format-message";

export interface FormContext {
  texts: Record<string, string>;
  /** The current year, from the loader's "today", so server and browser render alike. */
  currentYear: number;
}

export function formContextOf(registry: Registry): FormContext {
  return registry.formContext as FormContext;
}

export function useText(registry: Registry) {
  const { texts } = formContextOf(registry);
  return (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
}
