// Widgets and templates by the names a university's uiSchema (plain JSON) may use.
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from "@rjsf/utils";
import { AutosuggestWidget } from "./widgets/AutosuggestWidget";
import { CheckboxesWidget, ConsentWidget, RadiosWidget, SelectWidget, YesNoWidget } from "./widgets/ChoiceWidgets";
import { DateWidget } from "./widgets/DateWidget";
import { MonthYearWidget, YearWidget } from "./widgets/MonthYearWidget";
import { MoneyWidget, PercentageWidget } from "./widgets/NumberWidgets";
import { PhoneWidget } from "./widgets/PhoneWidget";
import { EmailWidget, JsonTextWidget, TextareaWidget, TextWidget } from "./widgets/TextWidgets";
import { UploadField } from "./widgets/UploadWidget";
import { FieldTemplate } from "./templates/FieldTemplate";
import { ArrayFieldItemTemplate, ArrayFieldTemplate, ObjectFieldTemplate } from "./templates/ContainerTemplates";

export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  TextWidget,
  email: EmailWidget,
  textarea: TextareaWidget,
  json: JsonTextWidget,
  // A condition as JSON; the Config screen's editors supply the builder (extra-widgets.ts), so
  // applicants' pages never load it.
  condition: JsonTextWidget,
  date: DateWidget,
  "month-year": MonthYearWidget,
  year: YearWidget,
  phone: PhoneWidget,
  money: MoneyWidget,
  percentage: PercentageWidget,
  country: AutosuggestWidget,
  nationality: AutosuggestWidget,
  autosuggest: AutosuggestWidget,
  "course-autosuggest": AutosuggestWidget,
  suggest: AutosuggestWidget,
  "yes-no": YesNoWidget,
  radios: RadiosWidget,
  RadioWidget: RadiosWidget,
  checkboxes: CheckboxesWidget,
  CheckboxesWidget,
  consent: ConsentWidget,
  CheckboxWidget: ConsentWidget,
  select: SelectWidget,
  SelectWidget,
};

/** Fields for values that are objects drawn as one control. */
export const fields: RegistryFieldsType = {
  upload: UploadField,
};

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate: () => null, // our ErrorSummary draws the page's errors
};
