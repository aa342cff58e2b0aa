// One field of a form compiled: its place and its properties (each compiled as the caller says:
// with problems collected at publish, plainly in the browser). No ajv here, so the browser can
// compile a page's fields too.
import type { FieldDefinition } from "../types";
import type { CompiledField, CompiledProperty } from "./compile-form";
import { WILDCARD, fixedPlace } from "./field-paths";
import { defaultMessages, defaultRequiredKey } from "./messages";

/** One field compiled: its place, its properties (as `compileProperty` compiles each) and its messages. */
export function compileField(
  key: string,
  field: FieldDefinition,
  declared: number,
  segments: string[],
  compileProperty: (rule: unknown, name: "label" | "helpText" | "subLabel" | "visible" | "mandatory", fallback: unknown) => CompiledProperty,
): CompiledField {
  const wildcard = segments.includes(WILDCARD);
  return {
    key,
    segments,
    wildcard,
    place: { ...fixedPlace(segments), ...(wildcard ? { item: null, index: undefined, itemPath: key } : {}) },
    declared,
    label: compileProperty(field.label, "label", null),
    helpText: compileProperty(field.helpText, "helpText", null),
    subLabel: compileProperty(field.subLabel, "subLabel", null),
    visible: compileProperty(field.visible, "visible", true),
    mandatory: compileProperty(field.mandatory, "mandatory", false),
    defaultValue: field.defaultValue,
    requiredMessage: field.requiredMessage ?? defaultRequiredKey(field.widget, field.label),
    messages: { ...defaultMessages(field.widget), ...field.messages },
    systemFilled: field.widget === "hidden",
  };
}
