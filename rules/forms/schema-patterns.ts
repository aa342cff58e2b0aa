// The regular expressions in a configuration's JSON Schemas (`pattern`, `patternProperties`),
// each with its location and the field it checks, so that a pattern RE2 cannot run is refused
// at validate naming the field (the server's ajv runs them on RE2), and so that the server can
// check at publish that the browser, which runs them with its own RegExp, runs them in linear
// time too (decision 0107).
import { childLocation, type Problem } from "../problems";
import { patternOfField, patternProblems } from "../patterns/configured-pattern";
import { isRecord } from "./field-paths";

export interface SchemaPattern {
  location: string;
  /** The property the pattern checks (the schema's key for a pattern at its root). */
  field: string;
  pattern: string;
}

const ONE_SCHEMA = ["additionalProperties", "items", "additionalItems", "contains", "not", "if", "then", "else", "propertyNames", "unevaluatedItems", "unevaluatedProperties"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
/** Deeper than any form goes; a deeper schema is still compiled on RE2, only not named field by field. */
const MAX_DEPTH = 64;

/** Every pattern of one schema document. */
export function patternsOfSchema(schema: unknown, location: string, field: string): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  const walk = (node: unknown, at: string, name: string, depth: number): void => {
    if (!isRecord(node) || depth > MAX_DEPTH) return;
    if (typeof node.pattern === "string") found.push({ location: childLocation(at, "pattern"), field: name, pattern: node.pattern });
    if (isRecord(node.patternProperties)) {
      for (const pattern of Object.keys(node.patternProperties)) found.push({ location: childLocation(at, "patternProperties"), field: name, pattern });
    }
    for (const key of ONE_SCHEMA) walk(node[key], childLocation(at, key), name, depth + 1);
    for (const key of SCHEMA_LISTS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((child, i) => walk(child, childLocation(childLocation(at, key), i), name, depth + 1));
    }
    for (const key of SCHEMA_MAPS) {
      const map = node[key];
      if (!isRecord(map)) continue;
      const named = key === "properties" || key === "patternProperties";
      for (const [childKey, child] of Object.entries(map)) walk(child, childLocation(childLocation(at, key), childKey), named ? childKey : name, depth + 1);
    }
  };
  walk(schema, location, field, 0);
  return found;
}

/** Every pattern of a configuration's schemas and of its forms' inline schemas. */
export function configuredSchemaPatterns(config: { schemas?: Record<string, unknown>; forms?: Record<string, { schema?: unknown }> }): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  for (const [key, schema] of Object.entries(config.schemas ?? {})) found.push(...patternsOfSchema(schema, childLocation("schemas", key), key));
  for (const [key, form] of Object.entries(config.forms ?? {})) found.push(...patternsOfSchema(form?.schema, childLocation(childLocation("forms", key), "schema"), key));
  return found;
}

/** The schema patterns RE2 cannot run (ajv compiles them with the u flag, so they are checked with it). */
export function schemaPatternProblems(config: Parameters<typeof configuredSchemaPatterns>[0]): Problem[] {
  return configuredSchemaPatterns(config).flatMap(({ location, field, pattern }) => patternProblems(pattern, "u", patternOfField(field)).map((problem) => ({ location, problem })));
}
