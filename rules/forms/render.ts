// What the generic renderer draws for a form: a self-contained JSON Schema of the VISIBLE fields
// (references resolved, labels as titles, mandatory fields listed as required), and a uiSchema
// (widgets, help text, sub-labels, order, option labels), both computed from the definition and
// the field states. Hidden fields are left out, so they are never drawn.
import type { FieldStates } from "./evaluate-form";
import type { CompiledForm } from "./compile-form";
import { rootRefOf, keyOf } from "./schema-refs";
import type { SchemaResolver } from "./schema-loader";
import { isRecord, WILDCARD } from "./field-paths";
import type { FieldDefinition, FormDefinition } from "../types";

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
  // A long list (HECoS) is an enum with its labels beside it: a oneOf that long is slow to compile.
  const { enum: codes, "x-enumLabels": names } = located.node;
  if (Array.isArray(codes) && Array.isArray(names) && names.length === codes.length) return { values: [...codes], labels: names.map(String) };
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

type State = FieldStates[string];

/**
 * The states of the concrete paths under arrays (`references.0.postcode`) by their pattern
 * (`references.*.postcode`), gathered once per render.
 */
function statesByPattern(states: FieldStates): Map<string, State[]> {
  const byPattern = new Map<string, State[]>();
  for (const [path, state] of Object.entries(states)) {
    if (!/(^|\.)\d+(\.|$)/.test(path)) continue;
    const pattern = path
      .split(".")
      .map((part) => (/^\d+$/.test(part) ? WILDCARD : part))
      .join(".");
    const list = byPattern.get(pattern);
    if (list) list.push(state);
    else byPattern.set(pattern, [state]);
  }
  return byPattern;
}

/**
 * The state that decides whether an item field is drawn: a field under an array is drawn when
 * it is visible in the empty new item (the `*` entry) or in any existing item.
 */
function stateFor(states: FieldStates, concreteByPattern: Map<string, State[]>, pattern: string): State | undefined {
  const own = states[pattern];
  if (!pattern.includes(WILDCARD)) return own;
  const concrete = concreteByPattern.get(pattern) ?? [];
  if (!own && concrete.length === 0) return undefined;
  const visible = (own?.visible ?? false) || concrete.some((state) => state.visible);
  const mandatory = (own?.mandatory ?? false) || concrete.some((state) => state.mandatory);
  return { ...(own ?? concrete[0]), visible, mandatory };
}

/**
 * Options taken from the university's settings (`ui:options.optionsFrom: { "list": "courses",
 * "value": "id", "label": "name" }`): a programme choice offers that university's courses.
 */
function optionsFromSettings(ui: RenderUiSchema, settings: Record<string, unknown>): { values: unknown[]; labels: string[]; filter?: OptionFilter } | null {
  const source = isRecord(ui["ui:options"]) ? (ui["ui:options"] as Record<string, unknown>).optionsFrom : undefined;
  if (!isRecord(source) || typeof source.list !== "string") return null;
  const list = settings[source.list];
  if (!Array.isArray(list)) return { values: [], labels: [] };
  const valueKey = typeof source.value === "string" ? source.value : "id";
  const labelKey = typeof source.label === "string" ? source.label : "label";
  const items = list.filter(isRecord);
  return { values: items.map((item) => item[valueKey]), labels: items.map((item) => String(item[labelKey] ?? item[valueKey])), ...optionFilterOf(source.where, items, valueKey) };
}

/**
 * `optionsFrom.where` ({ itemField: siblingAnswer }): which options fit the answers beside the
 * question (a course at the chosen level, mode and intake). The browser narrows the list as those
 * answers change; without JavaScript every option shows and the form's rules judge the choice.
 */
function optionFilterOf(where: unknown, items: ReadonlyArray<Record<string, unknown>>, valueKey: string): { filter?: OptionFilter } {
  if (!isRecord(where)) return {};
  const fields = Object.keys(where).filter((field) => typeof where[field] === "string");
  if (fields.length === 0) return {};
  return { filter: { where: Object.fromEntries(fields.map((field) => [field, String(where[field])])), items: items.map((item) => ({ value: item[valueKey], ...Object.fromEntries(fields.map((field) => [field, item[field]])) })) } };
}

/** Sent with a question whose options narrow by the answers beside it. */
export interface OptionFilter {
  /** Option field -> the sibling answer it must match (a list field holding it matches too). */
  where: Record<string, string>;
  items: Array<Record<string, unknown>>;
}

/**
 * What can be worked out once per form, when it is compiled: every schema node resolved, its
 * keywords, its option lists and the authored uiSchema of its level. Rendering a record then
 * only walks this plan against the field states.
 */
export interface RenderPlan {
  pattern: string;
  field: FieldDefinition | undefined;
  keywords: Readonly<Record<string, unknown>>;
  options: { values: readonly unknown[]; labels: readonly string[] } | null;
  authoredUi: Readonly<Record<string, unknown>>;
  title: string | undefined;
  properties: ReadonlyArray<readonly [string, RenderPlan]> | null;
  items: RenderPlan | null | undefined;
  /** What a number or amount is in (`x-unit`: "pence", "pounds"), so it can be read as money. */
  unit?: string;
}

export function compileRenderPlan(definition: FormDefinition, resolveSchema: SchemaResolver): RenderPlan {
  const rootKey = rootRefOf(definition.schema) ?? `forms/${definition.id}`;
  const rootDocument = ((rootRefOf(definition.schema) ? resolveSchema(rootKey) : definition.schema) ?? {}) as Record<string, unknown>;
  const authoredUi = (definition.ui?.uiSchema ?? {}) as Record<string, unknown>;
  const plan = (located: Located, segments: string[], depth: number): RenderPlan => {
    const resolved = depth > MAX_DEPTH ? { ...located, node: {} } : withoutNull(resolve(located, resolveSchema), resolveSchema);
    const node = resolved.node;
    const pattern = segments.join(".");
    const keywords: Record<string, unknown> = {};
    for (const keyword of COPIED_KEYWORDS) if (keyword in node) keywords[keyword] = node[keyword];
    const properties = isRecord(node.properties)
      ? Object.entries(node.properties)
          .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
          .map(([name, child]) => [name, plan({ ...resolved, node: child }, [...segments, name], depth + 1)] as const)
      : null;
    return {
      pattern,
      field: pattern ? definition.fields[pattern] : undefined,
      keywords,
      options: optionsOf(resolved, resolveSchema),
      authoredUi: uiAt(authoredUi, segments) ?? {},
      title: text(node.title),
      properties,
      items: properties === null && isRecord(node.items) ? plan({ ...resolved, node: node.items }, [...segments, WILDCARD], depth + 1) : undefined,
      ...(typeof node["x-unit"] === "string" ? { unit: node["x-unit"] } : {}),
    };
  };
  return plan({ node: rootDocument, documentKey: rootKey, document: rootDocument }, [], 0);
}

/** The university's document a consent's `ui:options.document` names ("privacyPolicy"), as the page shows it. */
function consentDocumentFrom(uiOptions: Record<string, unknown>, settings: Record<string, unknown>): Record<string, string> | null {
  const documents = settings.consentDocuments;
  if (typeof uiOptions.document !== "string" || !isRecord(documents)) return null;
  const document = documents[uiOptions.document];
  if (!isRecord(document)) return null;
  return Object.fromEntries(["title", "url", "text", "version"].flatMap((key) => (typeof document[key] === "string" ? [[key, document[key] as string]] : [])));
}

export function renderForm(form: Pick<CompiledForm, "definition" | "renderPlan">, states: FieldStates, settings: Record<string, unknown> = {}): RenderedForm {
  const definition = form.definition;
  const concrete = statesByPattern(states);
  const draw = (plan: RenderPlan, depth: number): { schema: RenderSchema; ui: RenderUiSchema } | null => {
    const state = plan.pattern ? stateFor(states, concrete, plan.pattern) : undefined;
    if (state && !state.visible) return null;
    const schema: RenderSchema = { ...plan.keywords };
    const ui: RenderUiSchema = { ...plan.authoredUi };
    const fromSettings = optionsFromSettings(ui, settings);
    const uiOptions = isRecord(ui["ui:options"]) ? (ui["ui:options"] as Record<string, unknown>) : {};
    // Suggestions only (a bank): the list helps, any answer is taken and the form's rules judge it.
    const suggestOnly = isRecord(uiOptions.optionsFrom) && uiOptions.optionsFrom.suggestOnly === true;
    if (fromSettings && suggestOnly) ui["ui:options"] = { ...uiOptions, suggestions: fromSettings.labels, ...(fromSettings.filter ? { optionFilter: fromSettings.filter } : {}) };
    const options = suggestOnly ? null : (fromSettings ?? plan.options);
    if (options) {
      schema.type ??= "string";
      schema.enum = options.values;
      ui["ui:enumNames"] = options.labels;
      if ("filter" in options && options.filter) ui["ui:options"] = { ...(isRecord(ui["ui:options"]) ? ui["ui:options"] : {}), optionFilter: options.filter };
    }
    // A consent names the university's document it agrees to (issue 40 item 4): the page links to it or shows it.
    const consentDocument = consentDocumentFrom(uiOptions, settings);
    if (consentDocument) ui["ui:options"] = { ...(isRecord(ui["ui:options"]) ? ui["ui:options"] : {}), consentDocument };
    const title = text(state?.label) ?? plan.title;
    if (title) schema.title = title;
    if (text(state?.subLabel)) ui["ui:description"] = state?.subLabel;
    if (text(state?.helpText)) ui["ui:help"] = state?.helpText;
    // Values that are objects drawn as one control (uploads) are rjsf fields, not widgets; a
    // widget name on a list or group (e.g. "repeatable") describes what rjsf draws anyway.
    const field = plan.field;
    if (field?.widget && OBJECT_FIELDS.has(field.widget)) ui["ui:field"] = field.widget;
    else if (field?.widget && plan.properties === null && plan.items === undefined) ui["ui:widget"] = field.widget;

    if (plan.properties !== null) {
      schema.type = "object";
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const [name, child] of plan.properties) {
        const built = draw(child, depth + 1);
        if (!built) continue;
        properties[name] = built.schema;
        if (Object.keys(built.ui).length) ui[name] = built.ui;
        if (stateFor(states, concrete, child.pattern)?.mandatory) required.push(name);
      }
      schema.properties = properties;
      if (required.length) schema.required = required;
      if (depth === 0 && definition.ui?.order) ui["ui:order"] = [...definition.ui.order.filter((name) => name in properties), "*"];
    } else if (plan.items !== undefined) {
      schema.type = "array";
      const item = plan.items ? draw(plan.items, depth + 1) : null;
      schema.items = item?.schema ?? { type: "object", properties: {} };
      if (item && Object.keys(item.ui).length) ui.items = { ...(isRecord(ui.items) ? ui.items : {}), ...item.ui };
      // A list of choices drawn as checkboxes is one multiple-choice question, not a repeating group.
      if (field?.widget === "checkboxes" && Array.isArray(item?.schema.enum)) {
        schema.uniqueItems = true;
        ui["ui:widget"] = "checkboxes";
      }
    }
    return { schema, ui };
  };
  const built = draw(form.renderPlan, 0);
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
