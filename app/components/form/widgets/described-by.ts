// The ids a single-input widget's aria-describedby lists: sub-label, help and error, drawn by
// FieldTemplate only when present (an id that does not exist would confuse screen readers).
import type { WidgetProps } from "@rjsf/utils";

export function describedBy({ id, uiSchema, rawErrors }: Pick<WidgetProps, "id" | "uiSchema" | "rawErrors">): string | undefined {
  const ids = [
    uiSchema?.["ui:description"] ? `${id}__description` : "",
    uiSchema?.["ui:help"] ? `${id}__help` : "",
    rawErrors?.length ? `${id}__error` : "",
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
