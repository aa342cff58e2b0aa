// Which properties a form's schema knows, so unknown ones can be dropped from submitted data.
// A property counts as known when any branch of the schema declares it (properties, allOf,
// anyOf, oneOf, then, else, dependentSchemas, $ref). A schema level that declares no
// properties at all is "open" and keeps whatever it holds.

import type { JsonSchema } from "../types";
import { WILDCARD, isRecord } from "./field-paths";

export interface Shape {
  /** Known properties, or null when any property is allowed. */
  properties: Map<string, Shape> | null;
  /** The shape of array items, or null when items are kept as they are. */
  items: Shape | null;
}

export const OPEN: Shape = { properties: null, items: null };

type Located = { schema: unknown; docId: string };

/** Resolves `$ref`s among already-rewritten documents (see schema-loader). */
export function createRefResolver(documents: ReadonlyMap<string, JsonSchema>) {
  return (ref: string, docId: string): Located | null => {
    const hash = ref.indexOf("#");
    const base = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? "" : ref.slice(hash + 1);
    const id = base === "" ? docId : base;
    const document = documents.get(id);
    if (document === undefined) return null;
    if (fragment === "") return { schema: document, docId: id };
    if (!fragment.startsWith("/")) return null; // named anchors are not followed
    let node: unknown = document;
    for (const raw of fragment.slice(1).split("/")) {
      const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      if (Array.isArray(node)) node = node[Number(key)];
      else if (isRecord(node) && Object.prototype.hasOwnProperty.call(node, key)) node = node[key];
      else return null;
    }
    return { schema: node, docId: id };
  };
}

type Resolver = ReturnType<typeof createRefResolver>;

export function shapeOf(root: Located, resolve: Resolver): Shape {
  const build = (parts: Located[], stack: ReadonlySet<unknown>): Shape => {
    const props = new Map<string, Located[]>();
    const items: Located[] = [];
    let declaresProperties = false;
    let recursive = false;
    const seen = new Set<unknown>();

    const collect = ({ schema, docId }: Located): void => {
      if (!isRecord(schema) || seen.has(schema)) return;
      if (stack.has(schema)) {
        recursive = true; // a recursive schema: keep this level open rather than loop
        return;
      }
      seen.add(schema);
      if (typeof schema.$ref === "string") {
        const target = resolve(schema.$ref, docId);
        if (target) collect(target);
      }
      if (isRecord(schema.properties)) {
        declaresProperties = true;
        for (const [name, sub] of Object.entries(schema.properties)) {
          const list = props.get(name) ?? [];
          list.push({ schema: sub, docId });
          props.set(name, list);
        }
      }
      for (const keyword of ["allOf", "anyOf", "oneOf"]) {
        const branches = schema[keyword];
        if (Array.isArray(branches)) for (const branch of branches) collect({ schema: branch, docId });
      }
      for (const keyword of ["then", "else"]) if (schema[keyword] !== undefined) collect({ schema: schema[keyword], docId });
      if (isRecord(schema.dependentSchemas)) {
        for (const sub of Object.values(schema.dependentSchemas)) collect({ schema: sub, docId });
      }
      if (schema.items !== undefined && typeof schema.items !== "boolean") items.push({ schema: schema.items, docId });
      if (Array.isArray(schema.prefixItems)) for (const sub of schema.prefixItems) items.push({ schema: sub, docId });
    };
    parts.forEach(collect);

    const inner = new Set([...stack, ...seen]);
    const properties = declaresProperties && !recursive ? new Map<string, Shape>() : null;
    if (properties) for (const [name, located] of props) properties.set(name, build(located, inner));
    return { properties, items: items.length > 0 ? build(items, inner) : null };
  };
  return build([root], new Set());
}

/** Whether a field path (with "*" for array items) exists in the shape. */
export function shapeHasPath(shape: Shape, segments: readonly string[]): boolean {
  let current: Shape | null = shape;
  for (const segment of segments) {
    if (current === null) return true; // below an open level anything goes
    if (segment === WILDCARD) {
      current = current.items;
      continue;
    }
    if (current.properties === null) return true;
    const next = current.properties.get(segment);
    if (!next) return false;
    current = next;
  }
  return true;
}
