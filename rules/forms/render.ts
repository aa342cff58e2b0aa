// What the generic renderer draws for a form: a self-contained JSON Schema of the VISIBLE fields
// (references resolved, labels as titles, mandatory fields listed as required), and a uiSchema
// (widgets, help text, sub-labels, order, option labels), both computed from the definition and
// the field states. Hidden fields are left out, so they are never drawn.
import type { FieldStates } from "./evaluate-form";
import type { CompiledForm } from "./compile-form";
import { rootRefOf, keyOf, type SchemaResolver } from "./schema-loader";
import { isRecord, WILDCARD } from "./field-paths";
import type { FieldDefinition } from "../types";

export type RenderSchema = Record<string, unknown>;
export type RenderUiSchema = Record<string, unknown>;

export interface RenderedForm {
  schema: RenderSchema;
  uiSchema: RenderUiSchema;
}

const COPIED_KEYWORDS = ["type", "enum", "const", "format", "minLength", "maxLength", "minimum", "maximum", "minItems", "maxItems", "pattern", "default"];
const MAX_DEPTH = 32;
const OBJECT_FIELDS = new Set(["upload"]);

interface Located {
  node: Record<string, unknown>;
  /** The document key relative references resolve against. */
  documentKey: string;
  document: Record<string, unknown>;
}

function pointer(document: Record<string, unknown>, fragment: string): unknown {
  if (!fragment || fragment === "/") return document;
  return fragment
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), document);
}

/** Follows `$ref`s until a node without one; sibling keywords of a `$ref` win over the target's. */
function resolve(located: Located, resolveSchema: SchemaResolver, depth = 0): Located {
  const ref = located.node.$ref;
  if (typeof ref !== "string" || depth > MAX_DEPTH) return located;
  const hash = ref.indexOf("#");
  const base = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? "" : ref.slice(hash + 1);
  let documentKey = located.documentKey;
  let document = located.document;
  if (base !== "") {
    documentKey = keyOf(base, located.documentKey);
    const target = resolveSchema(documentKey);
    if (!isRecord(target)) return { ...located, node: {} };
    document = target;
  }
  const target = pointer(document, fragment);
  const { $ref: _ref, ...siblings } = located.node;
  const next = resolve({ node: isRecord(target) ? target : {}, documentKey, document }, resolveSchema, depth + 1);
  return { ...next, node: { ...next.node, ...siblings } };
}

/**
 * `oneOf: [{const, title}]` lists (the reference lists) become an enum with labels; a list may
 * be built of other lists (`anyOf: [{ $ref: a list }, { const: "Other" }]`).
 */
function optionsOf(located: Located, resolveSchema: SchemaResolver, depth = 0): { values: unknown[]; labels: string[] } | null {
  const options = located.node.oneOf ?? located.node.anyOf;
  if (!Array.isArray(options) || options.length === 0 || depth > MAX_DEPTH) return null;
  const values: unknown[] = [];
  const labels: string[] = [];
  for (const option of options) {
    if (!isRecord(option)) return null;
    const resolved = resolve({ ...located, node: option }, resolveSchema);
    if ("const" in resolved.node) {
      values.push(resolved.node.const);
      labels.push(String(resolved.node.title ?? resolved.node.const));
      continue;
    }
    const nested = optionsOf(resolved, resolveSchema, depth + 1);
    if (!nested) return null;
    values.push(...nested.values);
    labels.push(...nested.labels);
  }
  return { values, labels };
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The state that decides whether an item field is drawn: a field under an array is drawn when
 * it is visible in the empty new item (the `*` entry) or in any existing item.
 */
function stateFor(states: FieldStates, pattern: string) {
  const own = states[pattern];
  if (!pattern.includes(`.${WILDCARD}`) && !pattern.startsWith(`${WILDCARD}.`)) return own;
  const regex = new RegExp(`^${pattern.split(".").map((part) => (part === WILDCARD ? "\\d+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("\\.")}$`);
  const concrete = Object.entries(states).filter(([path]) => regex.test(path));
  if (!own && concrete.length === 0) return undefined;
  const visible = (own?.visible ?? false) || concrete.some(([, state]) => state.visible);
  const mandatory = (own?.mandatory ?? false) || concrete.some(([, state]) => state.mandatory);
  return { ...(own ?? concrete[0][1]), visible, mandatory };
}

/**
 * Options taken from the university's settings (`ui:options.optionsFrom: { "list": "courses",
 * "value": "id", "label": "name" }`): a programme choice offers that university's courses.
 */
function optionsFromSettings(ui: RenderUiSchema, settings: Record<string, unknown>): { values: unknown[]; labels: string[] } | null {
  const source = isRecord(ui["ui:options"]) ? (ui["ui:options"] as Record<string, unknown>).optionsFrom : undefined;
  if (!isRecord(source) || typeof source.list !== "string") return null;
  const list = settings[source.list];
  if (!Array.isArray(list)) return { values: [], labels: [] };
  const valueKey = typeof source.value === "string" ? source.value : "id";
  const labelKey = typeof source.label === "string" ? source.label : "label";
  const items = list.filter(isRecord);
  return { values: items.map((item) => item[valueKey]), labels: items.map((item) => String(item[labelKey] ?? item[valueKey])) };
}

export function renderForm(form: CompiledForm, states: FieldStates, resolveSchema: SchemaResolver, settings: Record<string, unknown> = {}): RenderedForm {
  const definition = form.definition;
  const rootKey = rootRefOf(definition.schema) ?? `forms/${definition.id}`;
  const rootDocument = (rootRefOf(definition.schema) ? resolveSchema(rootKey) : definition.schema) as Record<string, unknown>;
  const authoredUi = (definition.ui?.uiSchema ?? {}) as Record<string, unknown>;

  const build = (located: Located, segments: string[], depth: number): { schema: RenderSchema; ui: RenderUiSchema } | null => {
    if (depth > MAX_DEPTH) return null;
    const resolved = withoutNull(resolve(located, resolveSchema), resolveSchema);
    const node = resolved.node;
    const pattern = segments.join(".");
    const field: FieldDefinition | undefined = pattern ? definition.fields[pattern] : undefined;
    const state = pattern ? stateFor(states, pattern) : undefined;
    if (state && !state.visible) return null;

    const schema: RenderSchema = {};
    const ui: RenderUiSchema = { ...(uiAt(authoredUi, segments) ?? {}) };
    for (const keyword of COPIED_KEYWORDS) if (keyword in node) schema[keyword] = node[keyword];
    const options = optionsFromSettings(ui, settings) ?? optionsOf(resolved, resolveSchema);
    if (options) {
      schema.type ??= "string";
      schema.enum = options.values;
      ui["ui:enumNames"] = options.labels;
    }
    const title = text(state?.label) ?? text(node.title);
    if (title) schema.title = title;
    if (text(state?.subLabel)) ui["ui:description"] = state?.subLabel;
    if (text(state?.helpText)) ui["ui:help"] = state?.helpText;
    // Values that are objects drawn as one control (uploads) are rjsf fields, not widgets; a
    // widget name on a list or group (e.g. "repeatable") describes what rjsf draws anyway.
    if (field?.widget && OBJECT_FIELDS.has(field.widget)) ui["ui:field"] = field.widget;
    else if (field?.widget && !isRecord(node.properties) && !isRecord(node.items)) ui["ui:widget"] = field.widget;

    if (isRecord(node.properties)) {
      schema.type = "object";
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const [name, child] of Object.entries(node.properties)) {
        const built = isRecord(child) ? build({ ...resolved, node: child }, [...segments, name], depth + 1) : null;
        if (!built) continue;
        properties[name] = built.schema;
        if (Object.keys(built.ui).length) ui[name] = built.ui;
        const childState = stateFor(states, [...segments, name].join("."));
        if (childState?.mandatory) required.push(name);
      }
      schema.properties = properties;
      if (required.length) schema.required = required;
      if (segments.length === 0 && definition.ui?.order) ui["ui:order"] = [...definition.ui.order.filter((name) => name in properties), "*"];
    } else if (isRecord(node.items)) {
      schema.type = "array";
      const item = build({ ...resolved, node: node.items }, [...segments, WILDCARD], depth + 1);
      schema.items = item?.schema ?? { type: "object", properties: {} };
      if (item && Object.keys(item.ui).length) ui.items = { ...(isRecord(ui.items) ? ui.items : {}), ...item.ui };
    }
    return { schema, ui };
  };

  const built = build({ node: rootDocument ?? {}, documentKey: rootKey, document: rootDocument ?? {} }, [], 0);
  return { schema: built?.schema ?? { type: "object", properties: {} }, uiSchema: built?.ui ?? {} };
}

/**
 * "A value or nothing" (`oneOf: [{ $ref: money }, { type: "null" }]`) is drawn as the value: an
 * empty box already means nothing.
 */
function withoutNull(located: Located, resolveSchema: SchemaResolver): Located {
  const branches = located.node.oneOf ?? located.node.anyOf;
  if (!Array.isArray(branches)) return located;
  const resolved = branches.filter(isRecord).map((branch) => resolve({ ...located, node: branch }, resolveSchema));
  const values = resolved.filter((branch) => branch.node.type !== "null");
  if (values.length !== 1 || resolved.length !== branches.length || values[0].node.const !== undefined) return located;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = located.node;
  return { ...values[0], node: { ...values[0].node, ...rest } };
}

/** The authored uiSchema entry for a path (`items` standing for `*`). */
function uiAt(ui: Record<string, unknown>, segments: readonly string[]): Record<string, unknown> | undefined {
  let node: unknown = ui;
  for (const segment of segments) {
    if (!isRecord(node)) return undefined;
    node = node[segment === WILDCARD ? "items" : segment];
  }
  if (!isRecord(node)) return undefined;
  // Only the `ui:` keys of this level; children are built from their own entries.
  return Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith("ui:")));
}
