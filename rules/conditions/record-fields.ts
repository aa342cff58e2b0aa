// The records' fields the Config screen's condition builder offers outside a form (issue 20 item
// 1; decision 0843): reminder triggers and stops, task conditions. Each kind of record names its
// entity schema, so a field found there is a date, a yes or no or a choice as the schema says;
// a computed field says what it holds itself. Compiled once per configuration version.
import { compileRenderPlan, type RenderPlan } from "../forms/render";
import type { SchemaResolver } from "../forms/schema-loader";
import type { RecordField, RecordFieldsArea } from "../../schemas/generated/tenant-config";
import { builderFieldOf, builderFieldsOf } from "./builder-fields";
import type { CompiledForm } from "../forms/compile-form";
import type { BuilderField } from "./condition-builder";
import { childLocation } from "../problems";
import type { AreaCompiler } from "../config/conditions";

/** The message naming a form's question in the builder, "{form}: {question}". */
export const RECORD_FIELD_QUESTION = "config.recordField.question";

/** Where the record fields a kind of form's conditions read are kept among the areas' (`forms:checklist`). */
export const formArea = (kind: string): string => `forms:${kind}`;

/** The fields offered to each area's conditions, by area. */
export type RecordFieldsByArea = ReadonlyMap<string, readonly BuilderField[]>;

function nodeAt(plan: RenderPlan, path: string): RenderPlan | undefined {
  let node: RenderPlan | undefined = plan;
  for (const step of path.split(".")) node = node?.properties?.find(([name]) => name === step)?.[1];
  return node;
}

function fieldOf(name: string, entry: RecordField, plan: RenderPlan | undefined): BuilderField | string {
  const labelsFrom = typeof entry === "string" || entry.labels === undefined ? {} : { labelsFrom: entry.labels };
  if (typeof entry !== "string" && entry.kind !== undefined) {
    return { name, label: entry.label, kind: entry.kind, ...(entry.values ? { values: entry.values.map((value) => ({ value, label: value })) } : {}), ...labelsFrom };
  }
  const node = plan ? nodeAt(plan, name) : undefined;
  if (!node || (node.properties && node.keywords.type !== "array")) return `"${name}" is not a field of the record's schema; say what it holds ("kind")`;
  return { ...builderFieldOf(node, name, typeof entry === "string" ? entry : entry.label), ...labelsFrom };
}

export interface RecordFieldsContext {
  resolveSchema: SchemaResolver;
  areaNames: ReadonlySet<string>;
  /** The record fields whose values' words `list-rows.valueLabels` gives. */
  valueLabelKeys: ReadonlySet<string>;
  forms: ReadonlyMap<string, CompiledForm>;
  /** A form's question as the builder names it ("Course details: Course name"). */
  questionLabel: (form: string, question: string) => string;
  /** A field named by a kind of record's own message ("Before the change: CAS stage"). */
  fieldLabel: (key: string, field: string) => string;
}

/** The questions of the record's forms of the given kinds, as `<under>.<form id>.<question>`. */
function formQuestions(forms: ReadonlyMap<string, CompiledForm>, under: string, kinds: readonly string[], questionLabel: RecordFieldsContext["questionLabel"]): BuilderField[] {
  return [...forms.values()]
    .filter((form) => kinds.includes(String(form.definition.kind ?? "")))
    .flatMap((form) => {
      const title = typeof form.definition.title === "string" ? form.definition.title : form.id;
      const labels = Object.fromEntries(Object.entries(form.definition.fields).flatMap(([path, field]) => (typeof field?.label === "string" ? [[path, questionLabel(title, field.label)]] : [])));
      // A question inside a list's items is not one value of the record.
      return builderFieldsOf(form.renderPlan, labels, {}, `${under}.${form.id}.`).filter((field) => !field.name.includes("*") && Object.hasOwn(labels, field.name.slice(under.length + form.id.length + 2)));
    });
}

export function compileRecordFields(area: RecordFieldsArea, compiler: AreaCompiler, context: RecordFieldsContext): RecordFieldsByArea {
  const { resolveSchema, areaNames } = context;
  const byArea = new Map<string, BuilderField[]>();
  for (const [kind, record] of Object.entries(area)) {
    if (kind === "_about" || typeof record !== "object" || record === null) continue;
    const location = childLocation("record-fields", kind);
    let plan: RenderPlan | undefined;
    if (record.schema !== undefined) {
      if (resolveSchema(record.schema)) plan = compileRenderPlan({ id: `record-fields-${kind}`, schema: { $ref: record.schema }, fields: {} }, resolveSchema);
      else compiler.problem(childLocation(location, "schema"), `unknown schema "${record.schema}"`);
    }
    const fields: BuilderField[] = [];
    for (const [name, entry] of Object.entries(record.fields)) {
      const field = fieldOf(name, entry, plan);
      if (typeof field === "string") compiler.problem(childLocation(childLocation(location, "fields"), name), field);
      else if (field.labelsFrom !== undefined && !context.valueLabelKeys.has(field.labelsFrom)) {
        compiler.problem(childLocation(childLocation(childLocation(location, "fields"), name), "labels"), `"${field.labelsFrom}" is not in list-rows' valueLabels; name a field listed there`);
      } else fields.push(field);
    }
    if (record.forms) compiler.requireMessage(RECORD_FIELD_QUESTION, childLocation(location, "forms"));
    if (record.forms) fields.push(...formQuestions(context.forms, record.forms.under, record.forms.kinds, context.questionLabel));
    record.areas.forEach((use, i) => {
      const { area: areaName, prefix, labelKey, formKinds } = typeof use === "string" ? { area: use, prefix: undefined, labelKey: undefined, formKinds: undefined } : use;
      const at = childLocation(childLocation(location, "areas"), i);
      if (!areaNames.has(areaName)) compiler.problem(childLocation(location, "areas"), `unknown area "${areaName}"`);
      if (labelKey) compiler.requireMessage(labelKey, childLocation(at, "labelKey"));
      if (formKinds && areaName !== "forms") compiler.problem(childLocation(at, "formKinds"), `only the area "forms" has kinds of form`);
      // An area that finds the record under a name (an automation's `record` and `before`) reads its fields there.
      const named = fields.map((field) => ({ ...field, name: prefix ? `${prefix}.${field.name}` : field.name, label: labelKey ? context.fieldLabel(labelKey, field.label) : field.label }));
      // Forms read the record of their kind: a checklist page its CAS student's, as `application`.
      for (const key of formKinds ? formKinds.map((kind) => formArea(kind)) : [areaName]) {
        // Several kinds of record read by one area (the reminders) offer all their fields; the first label of a name is kept.
        const offered = byArea.get(key) ?? [];
        for (const field of named) if (!offered.some((known) => known.name === field.name)) offered.push(field);
        byArea.set(key, offered);
      }
    });
  }
  for (const fields of byArea.values()) fields.sort((a, b) => a.label.localeCompare(b.label));
  return byArea;
}
