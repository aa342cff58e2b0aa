// Demo data written once for every university: `{name}` placeholders filled from a record and
// the university's settings. A value that is only a placeholder takes the filled value as it is
// (a number stays a number) and is left out when there is nothing to fill it with.
import { formatMessage } from "../../rules/forms/messages";

const ONLY_PLACEHOLDER = /^\{(\w+)\}$/;

export function fillPlaceholders(value: unknown, params: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, params));
  if (value && typeof value === "object") {
    const filled: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const result = fillPlaceholders(item, params);
      if (result !== undefined) filled[key] = result;
    }
    return filled;
  }
  if (typeof value !== "string") return value;
  const only = ONLY_PLACEHOLDER.exec(value);
  if (only) return params[only[1]] ?? undefined;
  return formatMessage(value, params);
}

/** What demo data may name: a record's own plain values, and the university's first course as `course<Field>`. */
export function demoParams(record: Readonly<Record<string, unknown>>, course: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const plain = (entries: Array<[string, unknown]>) => entries.filter(([, item]) => typeof item === "string" || typeof item === "number");
  return {
    ...Object.fromEntries(plain(Object.entries(record))),
    ...Object.fromEntries(plain(Object.entries(course ?? {})).map(([key, item]) => [`course${key.charAt(0).toUpperCase()}${key.slice(1)}`, item])),
  };
}
