// Typed editors for the configuration's areas (issue 20 item 3): an area's part of the
// meta-schema becomes the schema of an ordinary form, drawn by the applicants' renderer, and the
// area's value becomes that form's answers and back. What a form cannot hold as it is becomes
// something it can: a condition (JSON-Logic) or a value of several shapes is JSON text, a list of
// plain values is one per line, a map (name -> entry) is a list of entries with their name, and a
// map whose entries are either an entry or a named group of entries (the documents) is one list
// of entries, each with its name and the name of its group, if any.
// Pure: the meta-schema and the values are arguments.

import { orderedItems, type OrderedItem } from "../config/keyed-items";

type Schema = Record<string, unknown>;

export type EditorNode =
  | { kind: "object"; properties: Record<string, EditorNode>; required: string[] }
  | { kind: "list"; item: EditorNode }
  /** `keyedBy`: the entries carry their own name under that property (the reminders' `key`, a tab's `id`). */
  | { kind: "map"; value: EditorNode; keyedBy?: string; grouped?: boolean }
  | { kind: "lines"; number: boolean }
  /** `from`: the values are one of the university's lists (`x-choices`: its roles, list columns, message keys), picked with their words. */
  | { kind: "choices"; values: unknown[]; from?: string }
  | { kind: "json"; logic: boolean }
  | { kind: "value"; type: "string" | "number" | "integer" | "boolean"; nullable: boolean; keywords: Schema; values?: unknown[]; from?: string };

/** A question of the generated form: its path ('*' for every item) and how it is answered. */
export interface EditorQuestion {
  path: string;
  kind: EditorNode["kind"];
  /** A value type or "choice" (an enum) for kind "value". */
  type?: string;
  /** A JSON question holding a condition (JSON-Logic). */
  logic?: boolean;
  /** The university's list the answer is picked from (`x-choices`). */
  from?: string;
  required: boolean;
}

/** A map's entry name, as the list's items hold it. */
export const MAP_KEY = "key";
/** The meta-schema's word for the property a map's entries carry their own name in (decision 0035). */
const ITEM_KEY = "x-itemKey";
/** The meta-schema's word for a value picked from one of the university's lists: "roles", "columns", "messageKeys". */
const CHOICES = "x-choices";
/** A map's entries listed in this property's order, when they have it (decision 0035). */
const ORDER = "order";
/** A map of plain values: each entry's value. */
export const MAP_VALUE = "value";
/** A grouped map's entry: the name of the group it sits in (blank: none). */
export const MAP_GROUP = "group";
/** Properties that document a file and are never edited (kept as they are on save). */
const DOCUMENTATION = new Set(["_about", "$schema"]);
const MAX_DEPTH = 12;
const COPIED = ["minLength", "maxLength", "minimum", "maximum", "pattern", "format", "minItems", "maxItems"];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export class EditorShapeError extends Error {}

/**
 * The entry of a map whose values are either `X` or a group (a map of `X`), when `options` are
 * those two: the entry's node, else null.
 */
function groupedEntryOf(options: unknown, defs: Record<string, Schema>, logicDef: string, depth: number): EditorNode | null {
  if (!Array.isArray(options) || options.length !== 2) return null;
  const refOf = (option: unknown) => (isObject(option) && typeof option.$ref === "string" ? option.$ref : null);
  const definitionOf = (ref: string | null) => (ref ? defs[ref.replace(/^#\/\$defs\//, "")] : undefined);
  for (const [single, group] of [[options[0], options[1]], [options[1], options[0]]]) {
    const groupSchema = definitionOf(refOf(group));
    const singleRef = refOf(single);
    if (!singleRef || !isObject(groupSchema) || isObject(groupSchema.properties) || refOf(groupSchema.additionalProperties) !== singleRef) continue;
    const entry = editorNodeOf(single as Schema, defs, logicDef, depth + 1);
    // An entry tells itself from a group by its required parts, so it needs some.
    if (entry.kind === "object" && entry.required.length > 0 && !Object.hasOwn(entry.properties, MAP_GROUP) && !Object.hasOwn(entry.properties, MAP_KEY)) return entry;
  }
  return null;
}

/** The editor's shape of a part of the meta-schema (`node`), its `$ref`s read from `defs`. */
export function editorNodeOf(node: Schema, defs: Record<string, Schema>, logicDef = "JsonLogic", depth = 0): EditorNode {
  if (depth > MAX_DEPTH) throw new EditorShapeError("The area nests too deeply for a form");
  let schema = node;
  while (typeof schema.$ref === "string") {
    const [name, ...within] = schema.$ref.replace(/^#\/\$defs\//, "").split("/");
    if (name === logicDef && within.length === 0) return { kind: "json", logic: true };
    let found: unknown = defs[name];
    for (const step of within) found = isObject(found) ? found[step] : undefined;
    if (!isObject(found)) throw new EditorShapeError(`Unknown definition ${schema.$ref}`);
    schema = found;
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : [];
  const from = typeof schema[CHOICES] === "string" ? (schema[CHOICES] as string) : undefined;
  if (from && types.includes("array")) return { kind: "choices", values: [], from };
  if (from && types.includes("string")) return { kind: "value", type: "string", nullable: types.includes("null"), keywords: {}, from };
  if (Array.isArray(schema.enum)) return { kind: "value", type: "string", nullable: false, keywords: {}, values: schema.enum as unknown[] };
  if (schema.oneOf || schema.anyOf || schema.allOf) return { kind: "json", logic: false };
  if (types.includes("object") || isObject(schema.properties)) {
    const properties: Record<string, EditorNode> = {};
    for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      if (!DOCUMENTATION.has(name)) properties[name] = editorNodeOf(inner, defs, logicDef, depth + 1);
    }
    const extra = schema.additionalProperties ?? schema.patternProperties;
    if (Object.keys(properties).length === 0 && isObject(extra)) {
      const value = isObject(schema.patternProperties) ? (Object.values(schema.patternProperties)[0] as Schema) : (extra as Schema);
      const grouped = groupedEntryOf(value.anyOf ?? value.oneOf, defs, logicDef, depth);
      if (grouped) return { kind: "map", value: grouped, grouped: true };
      const inner = editorNodeOf(value, defs, logicDef, depth + 1);
      // Entries that carry their own name (the reminders under `key`; a map naming it in
      // `x-itemKey`, decision 0035) are listed as they are.
      const keyedBy = typeof schema[ITEM_KEY] === "string" ? (schema[ITEM_KEY] as string) : MAP_KEY;
      if (inner.kind === "object" && Object.hasOwn(inner.properties, keyedBy)) return inner.required.includes(keyedBy) ? { kind: "map", value: inner, keyedBy } : { kind: "json", logic: false };
      return { kind: "map", value: inner };
    }
    if (Object.keys(properties).length === 0) return { kind: "json", logic: false };
    return { kind: "object", properties, required: ((schema.required ?? []) as string[]).filter((name) => Object.hasOwn(properties, name)) };
  }
  if (types.includes("array")) {
    const item = editorNodeOf(isObject(schema.items) ? (schema.items as Schema) : {}, defs, logicDef, depth + 1);
    if (item.kind === "object" || item.kind === "map") return { kind: "list", item: item.kind === "map" ? { kind: "json", logic: false } : item };
    if (item.kind === "value" && item.values) return { kind: "choices", values: item.values };
    if (item.kind === "value" && item.type !== "boolean") return { kind: "lines", number: item.type !== "string" };
    return { kind: "json", logic: false };
  }
  const scalar = types.find((type) => type !== "null");
  if (scalar === "string" || scalar === "number" || scalar === "integer" || scalar === "boolean") {
    const keywords = Object.fromEntries(COPIED.filter((name) => schema[name] !== undefined).map((name) => [name, schema[name]]));
    return { kind: "value", type: scalar, nullable: types.includes("null"), keywords };
  }
  return { kind: "json", logic: false };
}

/** The JSON Schema of the form's answers for an editor node. */
export function formSchemaOf(node: EditorNode, labelOf: (value: unknown) => string = String): Schema {
  switch (node.kind) {
    case "object":
      return {
        type: "object",
        properties: Object.fromEntries(Object.entries(node.properties).map(([name, inner]) => [name, formSchemaOf(inner, labelOf)])),
        additionalProperties: false,
      };
    case "list":
      return { type: "array", items: formSchemaOf(node.item, labelOf) };
    case "map": {
      if (node.keyedBy) return { type: "array", items: formSchemaOf(node.value, labelOf) };
      if (node.grouped) {
        const entry = formSchemaOf(node.value, labelOf) as { properties: Schema };
        return { type: "array", items: { type: "object", properties: { [MAP_GROUP]: { type: "string" }, [MAP_KEY]: { type: "string", minLength: 1 }, ...entry.properties }, additionalProperties: false } };
      }
      const entry = node.value.kind === "object" ? (formSchemaOf(node.value, labelOf) as { properties: Schema }) : { properties: { [MAP_VALUE]: formSchemaOf(node.value, labelOf) } };
      return { type: "array", items: { type: "object", properties: { [MAP_KEY]: { type: "string", minLength: 1 }, ...entry.properties }, additionalProperties: false } };
    }
    case "choices":
      // A list's values are known when the page is drawn (the renderer's optionsFrom).
      if (node.from) return { type: "array", uniqueItems: true, items: { type: "string" } };
      return { type: "array", uniqueItems: true, items: { oneOf: node.values.map((value) => ({ const: value, title: labelOf(value) })) } };
    case "lines":
    case "json":
      return { type: "string" };
    case "value":
      if (node.values) return { oneOf: node.values.map((value) => ({ const: value, title: labelOf(value) })) };
      return { type: node.type, ...node.keywords };
  }
}

/** Every question of the form, parents before their parts. */
export function editorQuestions(node: EditorNode, path = ""): EditorQuestion[] {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const from = (node.kind === "value" || node.kind === "choices") && node.from ? { from: node.from } : {};
  const self = (required: boolean): EditorQuestion[] => (path ? [{ path, kind: node.kind, ...(node.kind === "value" ? { type: node.values ? "choice" : node.type } : {}), ...from, required }] : []);
  switch (node.kind) {
    case "object":
      // An item of a list is numbered, not named: only a named part gets a label.
      return [...(path.endsWith("*") ? [] : self(false)), ...Object.entries(node.properties).flatMap(([name, inner]) => {
        const [first, ...rest] = editorQuestions(inner, at(name));
        return first ? [{ ...first, required: node.required.includes(name) }, ...rest] : [];
      })];
    case "list":
      return [...self(false), ...editorQuestions(node.item, at("*"))];
    case "map": {
      if (node.keyedBy) return [...self(false), ...editorQuestions(node.value, at("*"))];
      if (node.grouped) return [...self(false), { path: at(`*.${MAP_GROUP}`), kind: "value", type: "string", required: false }, { path: at(`*.${MAP_KEY}`), kind: "value", type: "string", required: true }, ...editorQuestions(node.value, at("*"))];
      const entry = node.value.kind === "object" ? editorQuestions(node.value, at("*")) : editorQuestions(node.value, at(`*.${MAP_VALUE}`));
      return [...self(false), { path: at(`*.${MAP_KEY}`), kind: "value", type: "string", required: true }, ...entry];
    }
    case "json":
      return path ? [{ path, kind: node.kind, logic: node.logic, required: false }] : [];
    default:
      return self(false);
  }
}

const jsonText = (value: unknown) => JSON.stringify(value, null, 2);

/** The area's value as the form's answers. */
export function toEditorAnswers(node: EditorNode, value: unknown): unknown {
  if (value === undefined) return undefined;
  switch (node.kind) {
    case "object":
      if (!isObject(value)) return undefined;
      return Object.fromEntries(Object.entries(node.properties).flatMap(([name, inner]) => {
        const answer = toEditorAnswers(inner, value[name]);
        return answer === undefined ? [] : [[name, answer]];
      }));
    case "list":
      return Array.isArray(value) ? value.map((item) => toEditorAnswers(node.item, item) ?? {}) : undefined;
    case "map":
      if (!isObject(value)) return undefined;
      if (node.keyedBy) {
        const ordered = node.value.kind === "object" && Object.hasOwn(node.value.properties, ORDER);
        return (ordered ? orderedItems(value as Record<string, OrderedItem>) : Object.values(value)).map((entry) => toEditorAnswers(node.value, entry) ?? {});
      }
      if (node.grouped) return groupedAnswers(node.value, value);
      return Object.entries(value).map(([key, entry]) => (node.value.kind === "object" ? { [MAP_KEY]: key, ...(toEditorAnswers(node.value, entry) as object) } : { [MAP_KEY]: key, [MAP_VALUE]: toEditorAnswers(node.value, entry) }));
    case "lines":
      return Array.isArray(value) ? value.map(String).join("\n") : undefined;
    case "choices":
      return Array.isArray(value) ? value : undefined;
    case "json":
      return jsonText(value);
    case "value":
      return value === null ? undefined : value;
  }
}

/** Whether a grouped map's value is a group of entries rather than one entry (it lacks an entry's required parts). */
function isGroup(entryNode: EditorNode, value: unknown): value is Record<string, unknown> {
  return entryNode.kind === "object" && isObject(value) && !entryNode.required.every((name) => Object.hasOwn(value, name));
}

function groupedAnswers(entryNode: EditorNode, value: Record<string, unknown>): unknown[] {
  const answer = (key: string, entry: unknown, group?: string) => ({ ...(group ? { [MAP_GROUP]: group } : {}), [MAP_KEY]: key, ...(toEditorAnswers(entryNode, entry) as object) });
  return Object.entries(value).flatMap(([key, entry]) => (isGroup(entryNode, entry) ? Object.entries(entry).map(([inner, member]) => answer(inner, member, key)) : [answer(key, entry)]));
}

/**
 * Ticked choices in the order the area had them (a tab's columns are shown in their order), those
 * newly ticked after them: boxes are drawn in the list's order, which is not the area's.
 */
function keptInOrder(answers: unknown[], original: unknown): unknown[] {
  if (!Array.isArray(original)) return answers;
  const kept = original.filter((value) => answers.includes(value));
  return [...kept, ...answers.filter((value) => !original.includes(value))];
}

/** An answer the area cannot take as it is: JSON text that does not parse, or a name used twice. */
export interface EditorProblem {
  path: string;
  problem: "json" | "number" | "duplicateKey";
}

/**
 * The form's answers as the area's value. `original` supplies what the form does not show (a
 * file's `_about`), kept as it was.
 */
export function fromEditorAnswers(node: EditorNode, answers: unknown, original: unknown, path = "", problems: EditorProblem[] = []): { value: unknown; problems: EditorProblem[] } {
  const at = (name: string | number) => (path ? `${path}.${name}` : String(name));
  const read = (inner: EditorNode, answer: unknown, before: unknown, where: string) => fromEditorAnswers(inner, answer, before, where, problems).value;
  let value: unknown;
  switch (node.kind) {
    case "object": {
      if (answers === undefined && original === undefined) break;
      const given = isObject(answers) ? answers : {};
      const kept = isObject(original) ? Object.fromEntries(Object.entries(original).filter(([name]) => DOCUMENTATION.has(name))) : {};
      const out: Record<string, unknown> = { ...kept };
      for (const [name, inner] of Object.entries(node.properties)) {
        const part = read(inner, given[name], isObject(original) ? original[name] : undefined, at(name));
        if (part !== undefined) out[name] = part;
      }
      // An optional part the area did not have stays out when nothing was answered in it.
      value = original === undefined && Object.keys(out).length === 0 ? undefined : out;
      break;
    }
    case "list":
      value = Array.isArray(answers) ? answers.map((item, index) => read(node.item, item, Array.isArray(original) ? original[index] : undefined, at(index)) ?? {}) : Array.isArray(original) ? [] : undefined;
      break;
    case "map": {
      if (!Array.isArray(answers)) {
        value = isObject(original) ? {} : undefined;
        break;
      }
      const out: Record<string, unknown> = {};
      const before = isObject(original) ? original : {};
      answers.forEach((item, index) => {
        const entry = isObject(item) ? item : {};
        const nameAt = node.keyedBy ?? MAP_KEY;
        const key = typeof entry[nameAt] === "string" ? (entry[nameAt] as string).trim() : "";
        if (!key) return;
        if (Object.hasOwn(out, key) && !(node.grouped && typeof entry[MAP_GROUP] === "string" && entry[MAP_GROUP].trim())) problems.push({ path: at(`${index}.${nameAt}`), problem: "duplicateKey" });
        if (node.keyedBy) {
          out[key] = read(node.value, { ...entry, [nameAt]: key }, before[key], at(index));
          return;
        }
        if (node.grouped) {
          const { [MAP_KEY]: _name, [MAP_GROUP]: groupAnswer, ...answer } = entry;
          const group = typeof groupAnswer === "string" ? groupAnswer.trim() : "";
          if (!group) {
            out[key] = read(node.value, answer, isGroup(node.value, before[key]) ? undefined : before[key], at(index));
            return;
          }
          // A group's name used by an entry, or an entry's name used twice in one group, is refused.
          if (Object.hasOwn(out, group) && !isGroup(node.value, out[group])) problems.push({ path: at(`${index}.${MAP_GROUP}`), problem: "duplicateKey" });
          const members = (isGroup(node.value, out[group]) ? out[group] : {}) as Record<string, unknown>;
          if (Object.hasOwn(members, key)) problems.push({ path: at(`${index}.${MAP_KEY}`), problem: "duplicateKey" });
          const earlier = isGroup(node.value, before[group]) ? before[group][key] : undefined;
          out[group] = { ...members, [key]: read(node.value, answer, earlier, at(index)) };
          return;
        }
        const { [MAP_KEY]: _key, ...rest } = entry;
        out[key] = node.value.kind === "object" ? read(node.value, rest, before[key], at(index)) : read(node.value, rest[MAP_VALUE], before[key], at(`${index}.${MAP_VALUE}`));
      });
      value = out;
      break;
    }
    case "lines": {
      // A list emptied in the form is an empty list, not a missing one.
      if (typeof answers !== "string") {
        value = Array.isArray(original) ? [] : undefined;
        break;
      }
      const lines = answers.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
      if (node.number && lines.some((line) => !Number.isFinite(Number(line)))) problems.push({ path, problem: "number" });
      value = node.number ? lines.map(Number) : lines;
      break;
    }
    case "choices":
      value = Array.isArray(answers) ? keptInOrder(answers, original) : Array.isArray(original) ? [] : undefined;
      break;
    case "json":
      if (typeof answers !== "string" || answers.trim() === "") break;
      try {
        value = JSON.parse(answers);
      } catch {
        problems.push({ path, problem: "json" });
        value = original;
      }
      break;
    case "value":
      // A blank answer: what the area had when that was blank too (null, an empty text), else nothing.
      value = answers === undefined || answers === "" ? (original === null || original === "" ? original : undefined) : answers;
      break;
  }
  return { value, problems };
}
