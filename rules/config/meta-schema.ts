// The first check of any configuration: its shape against the meta-schema
// (schemas/tenant-config.schema.json). Every area is described there and nothing else may sit
// at the top, so a typo or a wrong type is refused with its location before anything compiles.
import type { ValidateFunction } from "ajv";
import metaSchema from "../../schemas/tenant-config.schema.json";
import { createAjv } from "../forms/schema-loader";
import type { Problem } from "../problems";

let validator: ValidateFunction | undefined;

function pointerToLocation(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((location, part) => (/^\d+$/.test(part) ? `${location}[${part}]` : location ? `${location}.${part}` : part), "");
}

export function metaSchemaProblems(document: unknown): Problem[] {
  validator ??= createAjv().compile(metaSchema);
  if (validator(document)) return [];
  return (validator.errors ?? []).map((error) => {
    const extra = error.keyword === "additionalProperties" ? ` "${String((error.params as { additionalProperty?: string }).additionalProperty)}"` : "";
    return { location: pointerToLocation(error.instancePath) || "(configuration)", problem: `${error.message ?? error.keyword}${extra}` };
  });
}

/** The settings a configuration may hold (the meta-schema's Settings), for checks that name one. */
export const SETTING_NAMES: ReadonlySet<string> = new Set(Object.keys(metaSchema.$defs.Settings.properties));
