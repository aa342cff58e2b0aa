// Cleaning submitted form data: a deep copy without properties the schema does not know and
// without empty answers (null and blank strings): an empty answer is no answer, so it is neither
// stored nor checked against the schema (a mandatory field left empty gets its own message).
// Array items keep their positions. "__proto__" never comes through.

import { isBlank } from "../operations/is-blank";
import { isRecord } from "./field-paths";
import { OPEN, type Shape } from "./schema-shape";

/** An empty answer: null, undefined, or a string that is blank after trimming. */
export function isEmptyAnswer(value: unknown): boolean {
  return !Array.isArray(value) && isBlank(value);
}

export function prune(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) {
    const itemShape = shape.items ?? OPEN;
    return value.map((item) => (isRecord(item) || Array.isArray(item) ? prune(item, itemShape) : item));
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === "__proto__") continue;
    const child = shape.properties === null ? OPEN : shape.properties.get(key);
    if (!child) continue;
    const v = value[key];
    if (isEmptyAnswer(v)) continue;
    out[key] = prune(v, child);
  }
  return out;
}
