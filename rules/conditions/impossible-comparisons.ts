// Conditions that can never hold, found before publishing (issue 38 item 3): a form's condition
// that compares one of its questions with a value the question can never have ("fee status is
// OVERSAES" where the answers are HOME and OVERSEAS; a yes/no question compared with the text
// "true") is never true, so the question it shows is never shown, or is always true when
// negated. Decidable where the question's answers are a known list or a yes or no; other
// conditions are for the impact page, which counts the records that satisfy them.
import type { Problem } from "../problems";
import { childLocation } from "../problems";
import type { CompiledForm } from "../forms/compile-form";
import { builderFieldsOf } from "./builder-fields";
import type { BuilderField } from "./condition-builder";
import { orderedEntries } from "../config/keyed-items";

const EQUALITIES = new Set(["==", "===", "!=", "!=="]);
const CONDITION_PROPERTIES = ["visible", "mandatory", "label", "helpText"] as const;

type Logic = Record<string, unknown>;
const isLogic = (value: unknown): value is Logic => value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 1;

function variableOf(value: unknown): string | null {
  if (!isLogic(value) || !("var" in value)) return null;
  const name = Array.isArray(value.var) ? value.var[0] : value.var;
  return typeof name === "string" ? name : null;
}

/** Why a value can never be this question's answer, or null when it can be. */
function neverAnAnswer(field: BuilderField, value: unknown): string | null {
  if (value === null) return null;
  if (field.kind === "yesNo") return typeof value === "boolean" ? null : `${JSON.stringify(value)} is not yes or no, the answers to "${field.label}"`;
  if (field.kind !== "choice" || !field.values?.length || typeof value !== "string") return null;
  if (field.values.some((option) => option.value === value)) return null;
  return `${JSON.stringify(value)} is not one of the answers to "${field.label}" (${field.values.map((option) => option.value).join(", ")})`;
}

/** Every comparison in a condition of a question with a value it can never have. */
function impossibleComparisons(condition: unknown, fields: ReadonlyMap<string, BuilderField>): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isLogic(node)) return;
    const [op] = Object.keys(node);
    const args = Array.isArray(node[op]) ? (node[op] as unknown[]) : [node[op]];
    const field = fields.get(variableOf(args[0]) ?? "");
    if (field && args.length === 2 && EQUALITIES.has(op)) {
      const why = neverAnAnswer(field, args[1]);
      if (why) found.push(`${why}, so this comparison is always ${op.startsWith("!") ? "true" : "false"}`);
    } else if (field && op === "in" && args.length === 2 && Array.isArray(args[1]) && args[1].length > 0) {
      const reasons = args[1].map((value) => neverAnAnswer(field, value));
      if (reasons.every((why) => why !== null)) found.push(`none of ${args[1].map((value) => JSON.stringify(value)).join(", ")} is an answer to "${field.label}", so "is one of" is always false`);
    }
    args.forEach(walk);
  };
  walk(condition);
  return found;
}

/** A form's field conditions and rules that compare a question with a value it can never have. */
export function formConditionsThatCannotHold(form: CompiledForm, location: string): Problem[] {
  const fields = new Map(builderFieldsOf(form.renderPlan, Object.fromEntries(Object.entries(form.definition.fields ?? {}).flatMap(([path, field]) => (typeof field?.label === "string" ? [[path, field.label]] : [])))).map((field) => [field.name, field]));
  const problems: Problem[] = [];
  for (const [path, definition] of Object.entries(form.definition.fields ?? {})) {
    for (const property of CONDITION_PROPERTIES) {
      const condition = (definition as Record<string, unknown> | undefined)?.[property];
      for (const problem of impossibleComparisons(condition, fields)) problems.push({ location: childLocation(childLocation(childLocation(location, "fields"), path), property), problem });
    }
  }
  for (const [id, rule] of orderedEntries(form.definition.rules)) {
    for (const problem of impossibleComparisons(rule?.failsWhen, fields)) problems.push({ location: childLocation(childLocation(childLocation(location, "rules"), id), "failsWhen"), problem });
  }
  return problems;
}
