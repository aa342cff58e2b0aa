// The choices the condition builder offers for a question whose widget draws its answers from
// reference data (the renderer's nationality and country pickers).
import type { WidgetChoices } from "../../rules/conditions/builder-fields";
import { referenceOptions } from "../lists/filter-options";

export function widgetChoices(): WidgetChoices {
  return { nationality: referenceOptions("nationalities"), country: referenceOptions("countries") };
}
