// The choices the condition builder offers for a question whose widget draws its answers from
// reference data (the renderer's nationality and country pickers).
import type { WidgetChoices } from "../../rules/conditions/builder-fields";
import { referenceOptions } from "../lists/filter-options";

const REFERENCE_OF_WIDGET: Readonly<Record<string, Parameters<typeof referenceOptions>[0]>> = { nationality: "nationalities", country: "countries" };

export const widgetChoices: WidgetChoices = (widget) => {
  const reference = REFERENCE_OF_WIDGET[widget];
  return reference ? referenceOptions(reference) : undefined;
};
