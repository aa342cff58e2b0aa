// Evaluating a compiled form against a record: field states (label, help text, visible,
// mandatory, default) and validation. Both start from the same cleaned data so that what the
// page shows and what the server checks always agree.

import { truthy } from "../jsonlogic/truthy";
import { isBlank } from "../operations/is-blank";
import type { EvaluationContext, FieldState, FormError } from "../types";
import type { CompiledField, CompiledForm, CompiledProperty } from "./compile-form";
import { WILDCARD, ancestorsOf, deleteAt, expand, getAt, isRecord, patternOf, pointerToSegments, setIfParentExists, type Expansion } from "./field-paths";
import { formatMessage, hasMessage, schemaKeywordMessageKey, subjectParams } from "./messages";
import { prune } from "./prune";

export type FieldStates = Record<string, FieldState>;

interface Scope {
  record: unknown;
  item: unknown;
  index: number | null;
  today: string;
  role: string;
  settings: Record<string, unknown>;
  application: unknown;
}

const valueOf = (property: CompiledProperty, scope: Scope): unknown =>
  property.constant ? property.value : property.evaluate(scope);

/** Scopes for conditions: the form-wide one, and one per array item shared by its fields. */
function scopes(record: unknown, context: EvaluationContext) {
  const base: Scope = {
    record,
    item: null,
    index: null,
    today: context.today,
    role: context.role,
    settings: context.settings,
    application: context.application ?? null,
  };
  const perItem = new Map<string, Scope>();
  return (target: Expansion): Scope => {
    if (target.itemPath === undefined) return base;
    let scope = perItem.get(target.itemPath);
    if (!scope) {
      scope = { ...base, item: target.item ?? null, index: target.index ?? null };
      perItem.set(target.itemPath, scope);
    }
    return scope;
  };
}

/** Hidden if any declared ancestor path (e.g. `references`, `references.0`) is hidden. */
function hiddenByAncestor(states: FieldStates, ancestors: readonly string[]): boolean {
  for (const path of ancestors) {
    const state = states[path];
    if (state && !state.visible) return true;
  }
  return false;
}

/** Each state's path split into segments, computed with the states (paths are split once). */
interface Placed {
  path: string;
  segments: string[];
  state: FieldState;
}
/** Each state with its path split into segments, in the order computed (paths are split once). */
const placesOf = new WeakMap<FieldStates, Placed[]>();

function computeStates(form: Pick<CompiledForm, "fieldsByDepth">, record: unknown, context: EvaluationContext): FieldStates {
  const states: FieldStates = {};
  const places: Placed[] = [];
  placesOf.set(states, places);
  const scopeOf = scopes(record, context);
  const put = (field: CompiledField, target: Expansion): void => {
    const scope = scopeOf(target);
    const visible = !hiddenByAncestor(states, target.ancestors) && truthy(valueOf(field.visible, scope));
    const state: FieldState = {
      label: valueOf(field.label, scope),
      helpText: valueOf(field.helpText, scope),
      subLabel: valueOf(field.subLabel, scope),
      visible,
      mandatory: visible && truthy(valueOf(field.mandatory, scope)),
      defaultValue: field.defaultValue,
    };
    states[target.path] = state;
    places.push({ path: target.path, segments: target.segments, state });
  };
  for (const field of form.fieldsByDepth) {
    if (field.wildcard) for (const target of expand(field.segments, record)) put(field, target);
    // With `*`, the field's own place is the new, still empty item (what to draw when one is added).
    put(field, field.place);
  }
  return states;
}

/** Fills defaults for absent values where the containing object exists. */
function applyDefaults(form: Pick<CompiledForm, "fieldsByDepth">, record: unknown): void {
  for (const field of form.fieldsByDepth) {
    if (field.defaultValue === undefined) continue;
    const targets = field.wildcard ? expand(field.segments, record) : [field.place];
    for (const target of targets) {
      if (getAt(record, target.segments) === undefined) setIfParentExists(record, target.segments, structuredClone(field.defaultValue));
    }
  }
}

/** Drops values of hidden fields; true if anything was dropped. Array items go last-first. */
function dropHidden(states: FieldStates, record: unknown): boolean {
  const hidden: string[][] = [];
  for (const place of placesOf.get(states) as Placed[]) {
    if (place.state.visible || place.segments.includes(WILDCARD)) continue;
    if (getAt(record, place.segments) !== undefined) hidden.push(place.segments);
  }
  if (hidden.length === 0) return false;
  hidden.sort(compareIndicesDescending);
  let dropped = false;
  for (const segments of hidden) dropped = deleteAt(record, segments) || dropped;
  return dropped;
}

/**
 * The answers without the values of the fields `states` hides: what a page may hand its viewer.
 * A field hidden from a role (a staff-only note on a form the applicant also fills) never carries
 * its value to that role; a hidden value is never stored either, so the page loses nothing.
 */
export function withoutHiddenAnswers(states: FieldStates, answers: Record<string, unknown>): Record<string, unknown> {
  const shown = structuredClone(answers);
  if (!placesOf.has(states)) {
    const places = Object.entries(states).map(([path, state]) => ({ path, segments: path.split("."), state }));
    placesOf.set(states, places);
  }
  dropHidden(states, shown);
  return shown;
}

function compareIndicesDescending(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const x = Number(a[i]);
    const y = Number(b[i]);
    return Number.isInteger(x) && Number.isInteger(y) ? y - x : a[i] < b[i] ? -1 : 1;
  }
  return b.length - a.length;
}

interface Prepared {
  data: Record<string, unknown>;
  states: FieldStates;
}

/**
 * Cleans the data (unknown and empty answers dropped, defaults filled), then computes states and
 * drops hidden values until nothing changes: a value hidden away may hide other fields in turn.
 */
function prepare(form: CompiledForm, input: unknown, context: EvaluationContext): Prepared {
  const pruned = prune(isRecord(input) ? input : {}, form.shape) as Record<string, unknown>;
  applyDefaults(form, pruned);
  let states = computeStates(form, pruned, context);
  // Each further pass follows a drop, and drops only remove values, so this ends.
  while (dropHidden(states, pruned)) states = computeStates(form, pruned, context);
  return { data: pruned, states };
}

/**
 * Field states where the form's JSON Schema is not at hand (the browser): the same defaults,
 * states and hidden-value passes, on answers the renderer already shaped.
 */
export function statesWithoutSchema(form: Pick<CompiledForm, "fieldsByDepth">, input: unknown, context: EvaluationContext): { data: Record<string, unknown>; states: FieldStates } {
  const data = structuredClone(isRecord(input) ? input : {});
  applyDefaults(form, data);
  let states = computeStates(form, data, context);
  while (dropHidden(states, data)) states = computeStates(form, data, context);
  return { data, states };
}

/** The state of every field: concrete paths (`references.0.postcode`) plus `*` pattern entries. */
export function fieldStates(form: CompiledForm, data: unknown, context: EvaluationContext): FieldStates {
  return prepare(form, data, context).states;
}

export interface FormValidation {
  errors: FormError[];
  /** Messages of informational rules that hold (e.g. 'you do not require a TB test'); they never block saving. */
  notices: FormError[];
  /** What may be stored: known, visible, non-empty answers (with defaults filled). */
  data: Record<string, unknown>;
  states: FieldStates;
}

function isVisibleAt(states: FieldStates, segments: readonly string[], ancestors: readonly string[] = ancestorsOf(segments)): boolean {
  const own = states[segments.join(".")];
  return !(own && !own.visible) && !hiddenByAncestor(states, ancestors);
}

/** The declared field for a concrete path: as written, or with array indices as "*". */
function fieldFor(form: CompiledForm, segments: readonly string[]): CompiledField | undefined {
  return form.fieldByKey.get(segments.join(".")) ?? form.fieldByKey.get(patternOf(segments));
}

function schemaMessageKey(form: CompiledForm, field: CompiledField | undefined, keyword: string, value: unknown): string {
  return schemaKeywordMessageKey(field, keyword, value, (key) => hasMessage(form.messages, key));
}

/**
 * The error for an answer outside the options a question takes from the university's settings
 * (`optionsFrom`): known only when the page is drawn, so checked there (a partner the university
 * does not list is refused as any value outside a list is).
 */
export function notAnOptionError(form: CompiledForm, path: string, label: unknown, value: unknown): FormError {
  const messageKey = schemaMessageKey(form, form.fieldByKey.get(path), "enum", value);
  const text = form.messages[messageKey]?.text ?? messageKey;
  return { path, message: formatMessage(text, { label, ...subjectParams(label) }), messageKey, ruleId: "schema:enum" };
}

/** Validates a record: schema errors, empty mandatory fields, then the form's rules. */
export function validateForm(form: CompiledForm, input: unknown, context: EvaluationContext): FormValidation {
  const { data, states } = prepare(form, input, context);
  const errors: Array<FormError & { segments: string[] }> = [];
  const seen = new Set<string>();
  const add = (segments: string[], messageKey: string, ruleId: string, params: Record<string, unknown>): void => {
    const path = segments.join(".");
    const id = `${path}\u0000${ruleId}`;
    if (seen.has(id)) return;
    seen.add(id);
    const label = states[path]?.label;
    const text = form.messages[messageKey]?.text ?? messageKey;
    errors.push({ path, message: formatMessage(text, { label, ...subjectParams(label), ...params }), messageKey, ruleId, segments });
  };

  // (b) visible mandatory fields left empty
  for (const { state, segments } of placesOf.get(states) as Placed[]) {
    if (!state.mandatory) continue;
    if (segments.includes(WILDCARD)) continue;
    if (!isBlank(getAt(data, segments))) continue;
    add(segments, (fieldFor(form, segments) as CompiledField).requiredMessage, "required", {});
  }

  // (a) the JSON Schema; a field already reported as required and empty gets no second message
  if (!form.validateSchema(data)) {
    const schemaErrors = form.validateSchema.errors ?? [];
    // A value outside an option list fails the list (oneOf/anyOf) and every option in it; say it once.
    const failedChoices = new Set(schemaErrors.filter((error) => error.keyword === "oneOf" || error.keyword === "anyOf").map((error) => `${error.instancePath}\u0000${error.schemaPath}`));
    const insideFailedChoice = (instancePath: string, schemaPath: string) =>
      [...failedChoices].some((key) => {
        const [path, choicePath] = key.split("\u0000");
        return path === instancePath && schemaPath.startsWith(`${choicePath}/`);
      });
    for (const error of schemaErrors) {
      if (error.keyword === "if") continue; // its failing "then"/"else" keywords are reported themselves
      if (insideFailedChoice(error.instancePath, error.schemaPath)) continue;
      const segments = pointerToSegments(error.instancePath);
      const missing = (error.params as { missingProperty?: unknown }).missingProperty;
      if ((error.keyword === "required" || error.keyword === "dependentRequired") && typeof missing === "string") segments.push(missing);
      if (!isVisibleAt(states, segments)) continue;
      if (seen.has(`${segments.join(".")}\u0000required`)) continue;
      // A hidden field's missing value is the server's to give (decision 0046): no error points at a control nobody can see.
      if (error.keyword === "required" && fieldFor(form, segments)?.systemFilled) continue;
      const key = schemaMessageKey(form, fieldFor(form, segments), error.keyword, getAt(data, segments));
      add(segments, key, `schema:${error.keyword}`, { ...(error.params as Record<string, unknown>) });
    }
  }

  // (c) the form's rules, on every visible place their path reaches; informational ones are notices
  const scopeOf = scopes(data, context);
  const notices: FormError[] = [];
  for (const rule of form.rules) {
    const targets = rule.wildcard ? expand(rule.segments, data) : [rule.place];
    for (const target of targets) {
      if (!isVisibleAt(states, target.segments, target.ancestors)) continue;
      const scope = scopeOf(target);
      if (!truthy(rule.failsWhen(scope))) continue;
      const params = rule.paramsIn(scope);
      if (rule.informational) {
        const text = form.messages[rule.messageKey]?.text ?? rule.messageKey;
        notices.push({ path: target.path, message: formatMessage(text, params), messageKey: rule.messageKey, ruleId: rule.id });
      } else add(target.segments, rule.messageKey, rule.id, params);
    }
  }

  const order = orderKeys(form, errors);
  const sorted = errors.map((e, i) => ({ e, i })).sort((a, b) => compareOrder(order[a.i], order[b.i]) || a.i - b.i);
  return { errors: sorted.map(({ e: { segments: _segments, ...error } }) => error), notices, data, states };
}

// --- form order -------------------------------------------------------------------------------

type OrderKey = Array<number | string>;

/** ui.order rank of the top-level name, then per level: item index, or the field's declaration. */
function orderKeys(form: CompiledForm, errors: ReadonlyArray<{ segments: string[] }>): OrderKey[] {
  return errors.map(({ segments }) =>
    segments.map((segment, i) => {
      if (i === 0) return form.topRank.get(segment) ?? segment;
      if (/^\d+$/.test(segment)) return Number(segment);
      const field = form.fieldByKey.get(patternOf(segments.slice(0, i + 1)));
      return field ? field.declared : segment;
    }),
  );
}

function compareOrder(a: OrderKey, b: OrderKey): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (typeof x === "number" && typeof y === "number") return x - y;
    if (typeof x === "number") return -1; // declared fields before undeclared names
    if (typeof y === "number") return 1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}
