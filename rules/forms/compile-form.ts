// Compiling a form definition (docs/form-definition.md) once: its schema into an ajv validator,
// every field property and rule into compiled JSON-Logic, and every message key checked against
// the catalogue. Evaluating a record afterwards compiles nothing.

import type { ValidateFunction } from "ajv";
import { defaultEngine } from "../default-engine";
import type { CompiledRule, Engine } from "../jsonlogic/engine";
import { ProblemsError, childLocation, type Problem } from "../problems";
import type { FieldDefinition, FormDefinition, JsonSchema, JsonValue, MessageCatalogue } from "../types";
import { WILDCARD, fixedPlace, pathProblems, splitKey, type Expansion } from "./field-paths";
import { INVALID_KEY, REQUIRED_KEY, hasMessage, placeholdersOf } from "./messages";
import { createAjv, loadSchema, type SchemaAjv, type SchemaResolver } from "./schema-loader";
import { compileRenderPlan, type RenderPlan } from "./render";
import { compileField } from "./compile-field";
import { keyMismatch, orderedEntries } from "../config/keyed-items";
import { createRefResolver, shapeHasPath, shapeOf, type Shape } from "./schema-shape";

/** Placeholders every error fills from its field: the label and how a sentence names it. */
const FIELD_PARAMS = new Set(["label", "subject", "Subject", "yesIf"]);

export interface CompileFormOptions {
  messages: MessageCatalogue;
  resolveSchema: SchemaResolver;
  engine?: Engine;
  /** Where the form sits in its configuration, for problem locations (default `forms.<id>`). */
  location?: string;
  /** One ajv instance shared by the forms of a configuration (default: a new one). */
  ajv?: SchemaAjv;
}

/** A field property: a literal, or a compiled rule giving it. */
export type CompiledProperty = { readonly constant: true; readonly value: unknown } | { readonly constant: false; readonly evaluate: CompiledRule };

export interface CompiledField {
  key: string;
  segments: string[];
  /** Whether the key has a `*` (applies to every item of a list). */
  wildcard: boolean;
  /** The place the key names: the one place without `*`, the empty new item's entry with it. */
  place: Expansion;
  /** Position in the definition's `fields`, for form order. */
  declared: number;
  label: CompiledProperty;
  helpText: CompiledProperty;
  subLabel: CompiledProperty;
  visible: CompiledProperty;
  mandatory: CompiledProperty;
  defaultValue: JsonValue | undefined;
  requiredMessage: string;
  messages: Readonly<Record<string, string>>;
  /** Drawn as a hidden input: the server fills it (a new requirement's id), the person never can. */
  systemFilled: boolean;
}

export interface CompiledFormRule {
  id: string;
  path: string;
  segments: string[];
  wildcard: boolean;
  /** The one place a rule without `*` applies to. */
  place: Expansion;
  failsWhen: CompiledRule;
  messageKey: string;
  params: Readonly<Record<string, unknown>>;
  /** The parameters for one place the rule applies, JSON-Logic ones evaluated. */
  paramsIn(scope: unknown): Record<string, unknown>;
  /** `kind: "info"`: an outcome to tell the user (a notice), not an error that blocks saving. */
  informational: boolean;
}

export interface CompiledForm {
  id: string;
  definition: FormDefinition;
  /** The form's root JSON Schema as written (for the renderer). */
  schema: JsonSchema;
  uiSchema: Record<string, unknown> | undefined;
  /** In declaration order. */
  fields: CompiledField[];
  /** Parents before children, so a hidden parent is known before its fields. */
  fieldsByDepth: CompiledField[];
  fieldByKey: ReadonlyMap<string, CompiledField>;
  rules: CompiledFormRule[];
  validateSchema: ValidateFunction;
  shape: Shape;
  messages: MessageCatalogue;
  /** Rank of each top-level name (ui.order first, then declaration order), for error order. */
  topRank: ReadonlyMap<string, number>;
  /** The page's own `visible` (default true): a hidden page is left out of navigation. */
  visible: CompiledProperty;
  /** Derived answers in declaration order: the data path split, and the value's rule. */
  derived: ReadonlyArray<{ path: string; segments: string[]; value: CompiledProperty }>;
  /** What the renderer draws, worked out once: resolved schema nodes, option lists, authored uiSchema. */
  renderPlan: RenderPlan;
}

const constant = (value: unknown): CompiledProperty => ({ constant: true, value });


/** Compiles a form, or throws ProblemsError listing every problem. */
export function compileForm(definition: FormDefinition, options: CompileFormOptions): CompiledForm {
  const { form, problems } = tryCompileForm(definition, options);
  if (!form) throw new ProblemsError(problems, `form "${definition?.id}"`);
  return form;
}

/** Every problem of a form definition, without throwing. */
export function checkForm(definition: FormDefinition, options: CompileFormOptions): Problem[] {
  return tryCompileForm(definition, options).problems;
}

export function tryCompileForm(definition: FormDefinition, options: CompileFormOptions): { form?: CompiledForm; problems: Problem[] } {
  const engine = options.engine ?? defaultEngine;
  const location = options.location ?? childLocation("forms", String(definition?.id));
  const problems: Problem[] = [];
  const problem = (at: string, text: string): void => {
    problems.push({ location: at, problem: text });
  };
  const { messages } = options;

  if (typeof definition?.id !== "string" || definition.id === "") {
    return { problems: [{ location, problem: "form has no id" }] };
  }

  const schemaLocation = childLocation(location, "schema");
  const { loaded, problems: schemaProblems } = loadSchema(definition.schema, definition.id, options.resolveSchema, options.ajv ?? createAjv());
  schemaProblems.forEach((p) => problem(schemaLocation, p));
  const shape = loaded ? shapeOf({ schema: loaded.documents.get(loaded.rootId), docId: loaded.rootId }, createRefResolver(loaded.documents)) : null;

  const compileProperty = (rule: unknown, at: string, fallback: unknown): CompiledProperty => {
    if (rule === undefined) return constant(fallback);
    if (typeof rule !== "object" || rule === null) return constant(rule);
    try {
      return { constant: false, evaluate: engine.compile(rule, { location: at }) };
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error;
      problems.push(...error.problems);
      return constant(fallback);
    }
  };
  const requireMessage = (key: unknown, at: string): void => {
    if (typeof key !== "string" || !hasMessage(messages, key)) problem(at, `unknown message key ${JSON.stringify(key)}`);
    // An error with no words: the person would be told nothing about what to fix.
    else if (messages[key].text.trim() === "") problem(at, `message "${key}" has no text: enter the words people will see`);
  };
  const checkPath = (path: unknown, at: string, what: string): string[] => {
    if (typeof path !== "string") {
      problem(at, `${what} path must be a string`);
      return [];
    }
    const issues = pathProblems(path);
    issues.forEach((p) => problem(at, p));
    if (issues.length === 0 && shape && !shapeHasPath(shape, splitKey(path))) problem(at, `${what} "${path}" is not in the form's schema`);
    return splitKey(path);
  };

  if (!hasMessage(messages, INVALID_KEY)) problem(location, `the message catalogue has no "${INVALID_KEY}"`);

  if (definition.saveFailedMessage !== undefined) requireMessage(definition.saveFailedMessage, childLocation(location, "saveFailedMessage"));
  // What may be completed later names the form's own rules, or "required" (decision 0049).
  (definition.completeLater ?? []).forEach((id, i) => {
    if (id !== "required" && !Object.values(definition.rules ?? {}).some((rule) => rule.id === id)) problem(childLocation(childLocation(location, "completeLater"), i), `"${id}" is not one of the form's rules, nor "required"`);
  });

  // A prefilled answer is one of the form's own questions (decision 0071).
  for (const key of Object.keys(definition.prefill ?? {})) {
    if (!Object.hasOwn(definition.fields ?? {}, key)) problem(childLocation(childLocation(location, "prefill"), key), `"${key}" is not one of the form's questions`);
  }

  const fieldsLocation = childLocation(location, "fields");
  const fields: CompiledField[] = Object.entries(definition.fields ?? {}).map(([key, field]: [string, FieldDefinition], declared) => {
    const at = childLocation(fieldsLocation, key);
    const segments = checkPath(key, at, "field");
    const compiled = compileField(key, field, declared, segments, (rule, name, fallback) => compileProperty(rule, childLocation(at, name), fallback));
    // Without words the page would show the question's key ("city") where its label goes.
    if (typeof field.label === "string" && field.label.trim() === "") problem(childLocation(at, "label"), `the question "${key}" has an empty label: enter the words people will see`);
    // A catalogue without the widget's wording ("Select …", "Enter …") falls back to the general one.
    if (field.requiredMessage === undefined && !hasMessage(messages, compiled.requiredMessage)) compiled.requiredMessage = REQUIRED_KEY;
    if (field.mandatory !== undefined && field.mandatory !== false) requireMessage(compiled.requiredMessage, childLocation(at, "requiredMessage"));
    for (const [keyword, key2] of Object.entries(field.messages ?? {})) requireMessage(key2, childLocation(childLocation(at, "messages"), keyword));
    return compiled;
  });

  const rulesLocation = childLocation(location, "rules");
  const ids = new Set<string>();
  const rules: CompiledFormRule[] = [];
  // Keyed by rule id (decision 0035) and run in their order: errors are listed in it.
  for (const [key, rule] of orderedEntries(definition.rules)) {
    const at = childLocation(rulesLocation, key);
    const misnamed = keyMismatch("rule id", rule.id, key);
    if (typeof rule.id !== "string" || rule.id === "") problem(at, "rule has no id");
    else if (misnamed) problem(at, misnamed);
    else if (ids.has(rule.id)) problem(at, `duplicate rule id "${rule.id}"`);
    ids.add(rule.id);
    const segments = checkPath(rule.path, childLocation(at, "path"), "rule");
    requireMessage(rule.message, childLocation(at, "message"));
    const params = { ...rule.params };
    if (hasMessage(messages, rule.message)) {
      for (const name of placeholdersOf(messages[rule.message].text)) {
        if (!(name in params) && !FIELD_PARAMS.has(name)) problem(childLocation(at, "params"), `message "${rule.message}" needs a value for {${name}}`);
      }
    }
    const failsWhen = compileProperty(rule.failsWhen, childLocation(at, "failsWhen"), false);
    // A parameter may be a JSON-Logic rule, read in the rule's scope ({ "var": "item.title" }).
    const paramProperties = Object.entries(params).map(([name, value]) => [name, compileProperty(value as JsonValue, childLocation(childLocation(at, "params"), name), null)] as const);
    rules.push({
      id: rule.id,
      path: rule.path,
      segments,
      wildcard: segments.includes(WILDCARD),
      place: fixedPlace(segments),
      failsWhen: failsWhen.constant ? () => failsWhen.value : failsWhen.evaluate,
      messageKey: rule.message,
      params,
      paramsIn: (scope) => Object.fromEntries(paramProperties.map(([name, property]) => [name, property.constant ? property.value : property.evaluate(scope)])),
      informational: rule.kind === "info",
    });
  }

  const visible = compileProperty(definition.visible, childLocation(location, "visible"), true);
  const derived = Object.entries(definition.derived ?? {}).map(([path, rule]) => {
    const at = childLocation(childLocation(location, "derived"), path);
    return { path, segments: checkPath(path, at, "derived answer"), value: compileProperty(rule, at, null) };
  });
  for (const path of Object.keys(definition.calculate ?? {})) checkPath(path, childLocation(childLocation(location, "calculate"), path), "calculated answer");

  if (problems.length > 0 || !loaded || !shape) return { problems };

  const topRank = new Map<string, number>();
  for (const name of definition.ui?.order ?? []) if (name !== WILDCARD && !topRank.has(name)) topRank.set(name, topRank.size);
  for (const field of fields) if (!topRank.has(field.segments[0])) topRank.set(field.segments[0], topRank.size);
  for (const rule of rules) if (!topRank.has(rule.segments[0])) topRank.set(rule.segments[0], topRank.size);

  return {
    problems,
    form: {
      id: definition.id,
      definition,
      schema: loaded.root,
      uiSchema: definition.ui?.uiSchema,
      fields,
      fieldsByDepth: [...fields].sort((a, b) => a.segments.length - b.segments.length || a.declared - b.declared),
      fieldByKey: new Map(fields.map((f) => [f.key, f])),
      rules,
      validateSchema: loaded.validate,
      shape,
      messages,
      topRank,
      visible,
      derived,
      renderPlan: compileRenderPlan(definition, options.resolveSchema),
    },
  };
}
