// Every condition of a configuration, with its location: the values the meta-schema types as
// JSON-Logic, found by walking the configuration beside the schema. Used to check that the
// condition builder reads and writes each of them unchanged (issue 20 item 1).
import type { JsonValue as Json } from "../../schemas/generated/tenant-config";

type Schema = { [key: string]: unknown };

export interface ConditionAt {
  location: string;
  condition: Json;
}

function resolve(root: Schema, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && current.$ref.startsWith("#/") && hops < 20; hops++) {
    const target = current.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Schema)[part] : undefined), root);
    if (!target || typeof target !== "object") break;
    current = target as Schema;
  }
  return current;
}

const isObject = (value: unknown): value is Record<string, Json> => value !== null && typeof value === "object" && !Array.isArray(value);

/** The JSON-Logic values in `value`, as typed by `root` (the meta-schema); `jsonLogicDef` names its JSON-Logic definition. */
export function conditionLocations(root: Schema, value: Json, jsonLogicDef = "#/$defs/JsonLogic"): ConditionAt[] {
  const found = new Map<string, Json>();
  const seen = new Set<string>();
  const walk = (schema: Schema, node: Json, location: string): void => {
    if (schema.$ref === jsonLogicDef) {
      found.set(location, node);
      return;
    }
    const resolved = resolve(root, schema);
    const key = `${location}\u0000${JSON.stringify(schema).length}\u0000${String(schema.$ref ?? "")}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const branch of ["oneOf", "anyOf", "allOf"] as const) {
      const options = resolved[branch];
      if (Array.isArray(options)) for (const option of options) if (option && typeof option === "object") walk(option as Schema, node, location);
    }
    if (isObject(node)) {
      const properties = (resolved.properties ?? {}) as Record<string, Schema>;
      const patterns = Object.entries((resolved.patternProperties ?? {}) as Record<string, Schema>);
      for (const [name, child] of Object.entries(node)) {
        const at = location ? `${location}.${name}` : name;
        if (properties[name]) walk(properties[name], child, at);
        else {
          const pattern = patterns.find(([source]) => new RegExp(source).test(name));
          if (pattern) walk(pattern[1], child, at);
          else if (resolved.additionalProperties && typeof resolved.additionalProperties === "object") walk(resolved.additionalProperties as Schema, child, at);
        }
      }
    }
    if (Array.isArray(node) && resolved.items && typeof resolved.items === "object") {
      node.forEach((child, i) => walk(resolved.items as Schema, child, `${location}[${i}]`));
    }
  };
  walk(root, value, "");
  return [...found].map(([location, condition]) => ({ location, condition }));
}
