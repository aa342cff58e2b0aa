// The ids a single-input widget's aria-describedby lists: sub-label, help and error, drawn by
// the form group only when present (an id that does not exist would confuse screen readers).
import type { WidgetProps } from "@rjsf/utils";
import { describedByIds } from "../../govuk/FormGroup";

export function describedBy({ id, uiSchema, rawErrors }: Pick<WidgetProps, "id" | "uiSchema" | "rawErrors">): string | undefined {
  return describedByIds(id, { subLabel: uiSchema?.["ui:description"], hint: uiSchema?.["ui:help"], error: rawErrors?.length });
}
