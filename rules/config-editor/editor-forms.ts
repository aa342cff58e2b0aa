// The typed editors' forms (issue 20 item 3; decision 0840): for each area named in
// schemas/config-editors/editors.json, the form the Config screen edits it with, generated from
// the area's part of the meta-schema with the labels, hints and widgets written there. The forms
// are ordinary staff forms (tenant-configs/_defaults/forms/config-<area>.json), so the one
// renderer draws them and publishing checks them like any other.
import { editorNodeOf, editorQuestions, formSchemaOf, type EditorNode, type EditorQuestion } from "./area-editor";
import { editorCollections, itemFormId, itemNode } from "./collections";

export interface AreaEditorSpec {
  title: string;
  /** Top-level parts edited elsewhere (an import feed has its own page); kept as they are. */
  skip?: string[];
  /** The only top-level parts this editor shows (the settings' partners and agencies); the rest kept as they are. */
  only?: string[];
  labels: Record<string, string>;
  hints?: Record<string, string>;
  widgets?: Record<string, string>;
  /** Words for a choice's values, where the value is a code. */
  choices?: Record<string, string>;
  /** Questions answered from one of the university's lists (its CAS stages, roles): picked, not typed. */
  optionsFrom?: Record<string, { list: string; value: string; label: string }>;
  /** A collection's table (decision 0083), by its path: the questions that name an item (the first answered) and those summed up in its row. */
  tables?: Record<string, { name?: string[]; summary?: string[] }>;
}

export interface EditorsSpec {
  hints: { logic: string; json: string; lines: string; numberLines: string };
  areas: Record<string, AreaEditorSpec>;
}

type Schema = Record<string, unknown>;

/** Where an area that is a list or a map sits in its form's answers. */
export const LIST_AREA_KEY = "entries";

export const editorFormId = (area: string): string => `config-${area}`;

/** Whether the area is not an object (a list, a map) and so sits under `entries` in its form's answers. */
export function areaWrapped(metaSchema: Schema, area: string): boolean {
  return editorNodeOf((metaSchema.properties as Record<string, Schema>)[area], metaSchema.$defs as Record<string, Schema>).kind !== "object";
}

/** The area's shape as its form holds it: an object at the top (a list area under `entries`), less the parts edited elsewhere. */
export function areaEditorNode(metaSchema: Schema, area: string, spec: Pick<AreaEditorSpec, "skip" | "only">): Extract<EditorNode, { kind: "object" }> {
  const properties = metaSchema.properties as Record<string, Schema>;
  const node = editorNodeOf(properties[area], metaSchema.$defs as Record<string, Schema>);
  if (node.kind !== "object") return { kind: "object", properties: { [LIST_AREA_KEY]: node }, required: [] };
  const skipped = new Set(spec.skip ?? []);
  const shown = (name: string) => !skipped.has(name) && (!spec.only || spec.only.includes(name));
  return { ...node, properties: Object.fromEntries(Object.entries(node.properties).filter(([name]) => shown(name))), required: node.required.filter(shown) };
}

function widgetFor(question: EditorQuestion, spec: AreaEditorSpec): string | undefined {
  const chosen = spec.widgets?.[question.path];
  if (chosen) return chosen;
  if (spec.optionsFrom?.[question.path]) return "select";
  if (question.from) return question.kind === "choices" ? "checkboxes" : "select";
  if (question.kind === "json") return question.logic ? "condition" : "json";
  if (question.kind === "lines") return "textarea";
  if (question.kind === "choices") return "checkboxes";
  if (question.type === "boolean") return "yes-no";
  if (question.type === "choice") return "select";
  return undefined;
}

function hintFor(question: EditorQuestion, node: EditorNode, spec: AreaEditorSpec, hints: EditorsSpec["hints"], prefix: string): string | undefined {
  const own = spec.hints?.[question.path];
  if (own) return own;
  if (question.kind === "json") return question.logic ? hints.logic : hints.json;
  if (question.kind === "lines") return (nodeAt(node, question.path.slice(prefix.length)) as { number?: boolean } | undefined)?.number ? hints.numberLines : hints.lines;
  return undefined;
}

/** The node a question's path names (`*` steps into a list's items or a map's entries). */
function nodeAt(node: EditorNode, path: string): EditorNode | undefined {
  let current: EditorNode | undefined = node;
  for (const step of path.split(".")) {
    if (!current) return undefined;
    if (current.kind === "object") current = current.properties[step];
    else if (current.kind === "list" && step === "*") current = current.item;
    else if (current.kind === "map" && step === "*") current = { kind: "object", properties: current.value.kind === "object" ? current.value.properties : { value: current.value }, required: [] };
    else return undefined;
  }
  return current;
}

export class MissingLabelsError extends Error {
  constructor(readonly area: string, readonly paths: string[]) {
    super(`The ${area} editor has no label for ${paths.join(", ")}`);
  }
}

/** The list a question picks from: named in the spec, else its `x-choices` (a list of choices picks for each item). */
function optionsOf(spec: AreaEditorSpec, questions: readonly EditorQuestion[], prefix: string): Record<string, { list: string; value: string; label: string }> {
  const own = Object.fromEntries(Object.entries(spec.optionsFrom ?? {}).filter(([path]) => path.startsWith(prefix)).map(([path, source]) => [path.slice(prefix.length), source]));
  for (const question of questions) {
    if (!question.from || own[question.path]) continue;
    own[question.kind === "choices" ? `${question.path}.*` : question.path] = { list: question.from, value: "value", label: "label" };
  }
  return own;
}

/** A form over `node`, its questions' words looked up in the spec under `prefix` (an item's form reads 'entries.*.'). */
function formOver(node: Extract<EditorNode, { kind: "object" }>, id: string, title: string, spec: AreaEditorSpec, hints: EditorsSpec["hints"], area: string, prefix = ""): Schema {
  const questions = editorQuestions(node);
  const missing = questions.filter((question) => !spec.labels[prefix + question.path]).map((question) => prefix + question.path);
  if (missing.length) throw new MissingLabelsError(area, missing);
  const labelOf = (value: unknown) => spec.choices?.[String(value)] ?? String(value);
  const full = (question: EditorQuestion): EditorQuestion => ({ ...question, path: prefix + question.path });
  const fields: Record<string, Schema> = {};
  for (const question of questions) {
    const widget = widgetFor(full(question), spec);
    const helpText = hintFor(full(question), node, spec, hints, prefix);
    fields[question.path] = {
      label: spec.labels[prefix + question.path],
      ...(helpText ? { helpText } : {}),
      ...(question.kind === "value" && question.required ? { mandatory: true } : {}),
      ...(widget ? { widget } : {}),
    };
  }
  const options = optionsOf(spec, questions, prefix);
  return {
    id,
    kind: "staff",
    title,
    schema: formSchemaOf(node, labelOf),
    fields,
    ui: { order: Object.keys(node.properties), ...(Object.keys(options).length ? { uiSchema: optionsUiSchema(options) } : {}) },
  };
}

/** One area's editor form. Every question needs a label (MissingLabelsError names those without). */
export function editorForm(metaSchema: Schema, area: string, spec: AreaEditorSpec, hints: EditorsSpec["hints"]): Schema {
  return formOver(areaEditorNode(metaSchema, area, spec), editorFormId(area), spec.title, spec, hints, area);
}

/** The form of one item of each of the area's collections (decision 0083), by form id. */
export function itemForms(metaSchema: Schema, area: string, spec: AreaEditorSpec, hints: EditorsSpec["hints"]): Record<string, Schema> {
  const node = areaEditorNode(metaSchema, area, spec);
  return Object.fromEntries(editorCollections(node).map((collection) => {
    const id = itemFormId(area, collection.path, LIST_AREA_KEY);
    return [id, formOver(itemNode(collection), id, spec.labels[collection.path] ?? spec.title, spec, hints, area, `${collection.path}.*.`)];
  }));
}

/** The uiSchema naming each question's list (`*` steps into a list's items). */
function optionsUiSchema(optionsFrom: NonNullable<AreaEditorSpec["optionsFrom"]>): Schema {
  const uiSchema: Schema = {};
  for (const [path, source] of Object.entries(optionsFrom)) {
    let node = uiSchema;
    for (const step of path.split(".").map((part) => (part === "*" ? "items" : part))) node = (node[step] ??= {}) as Schema;
    node["ui:options"] = { optionsFrom: source };
  }
  return uiSchema;
}

/** Every editor form of the spec, by form id. */
export function editorForms(metaSchema: Schema, spec: EditorsSpec): Record<string, Schema> {
  return Object.fromEntries(Object.entries(spec.areas).flatMap(([area, areaSpec]) => [[editorFormId(area), editorForm(metaSchema, area, areaSpec, spec.hints)], ...Object.entries(itemForms(metaSchema, area, areaSpec, spec.hints))]));
}
