// The records' fields the Config screen's condition builder offers outside a form (issue 20 item
// 1; decision 0843): reminder triggers and stops, task conditions. Each kind of record names its
// entity schema, so a field found there is a date, a yes or no or a choice as the schema says;
// a computed field says what it holds itself. Compiled once per configuration version.
import { compileRenderPlan, type RenderPlan } from "../forms/render";
import type { SchemaResolver } from "../forms/schema-loader";
import type { RecordField, RecordFieldsArea } from "../../schemas/generated/tenant-config";
import { builderFieldOf } from "./builder-fields";
import type { BuilderField } from "./condition-builder";
import { childLocation } from "../problems";
import type { AreaCompiler } from "../config/conditions";

/** The fields offered to each area's conditions, by area. */
export type RecordFieldsByArea = ReadonlyMap<string, readonly BuilderField[]>;

function nodeAt(plan: RenderPlan, path: string): RenderPlan | undefined {
  let node: RenderPlan | undefined = plan;
  for (const step of path.split(".")) node = node?.properties?.find(([name]) => name === step)?.[1];
  return node;
}

function fieldOf(name: string, entry: RecordField, plan: RenderPlan | undefined): BuilderField | string {
  if (typeof entry !== "string") {
    return { name, label: entry.label, kind: entry.kind, ...(entry.values ? { values: entry.values.map((value) => ({ value, label: value })) } : {}) };
  }
  const node = plan ? nodeAt(plan, name) : undefined;
  if (!node || (node.properties && node.keywords.type !== "array")) return `"${name}" is not a field of the record's schema; say what it holds ("kind")`;
  return builderFieldOf(node, name, entry);
}

export function compileRecordFields(area: RecordFieldsArea, compiler: AreaCompiler, resolveSchema: SchemaResolver, areaNames: ReadonlySet<string>): RecordFieldsByArea {
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
      else fields.push(field);
    }
    for (const areaName of record.areas) {
      if (!areaNames.has(areaName)) compiler.problem(childLocation(location, "areas"), `unknown area "${areaName}"`);
      // Several kinds of record read by one area (the reminders) offer all their fields; the first label of a name is kept.
      const offered = byArea.get(areaName) ?? [];
      for (const field of fields) if (!offered.some((known) => known.name === field.name)) offered.push(field);
      byArea.set(areaName, offered);
    }
  }
  for (const fields of byArea.values()) fields.sort((a, b) => a.label.localeCompare(b.label));
  return byArea;
}
