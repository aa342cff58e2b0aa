// The checks a configuration must pass before it can be published; `npm run cli -- config
// validate` and the Config screen's 'Validate' both run exactly these: the meta-schema
// (schemas/tenant-config.schema.json), message keys unique across areas, then rules/'s own
// check (every form compiles with known operations, existing fields and message keys; every
// tab predicate compiles and translates to a MongoDB query; every reminder schedule compiles).
import { checkConfiguration, createAjv, type Problem } from "../../rules";
import type { ValidateFunction } from "ajv";
import metaSchema from "../../schemas/tenant-config.schema.json";
import { PreparedConfig } from "./prepared";

let metaValidator: ValidateFunction | undefined;
function validateMeta(config: unknown): Problem[] {
  metaValidator ??= createAjv().compile(metaSchema);
  if (metaValidator(config)) return [];
  return (metaValidator.errors ?? []).map((error) => ({
    location: pointerToLocation(error.instancePath) || "(configuration)",
    problem: error.message ?? error.keyword,
  }));
}

function pointerToLocation(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((location, part) => (/^\d+$/.test(part) ? `${location}[${part}]` : location ? `${location}.${part}` : part), "");
}

/** Message keys must be unique across the message files of an area. */
function duplicateMessageKeys(messages: unknown): Problem[] {
  if (!messages || typeof messages !== "object") return [];
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [groupOrKey, value] of Object.entries(messages as Record<string, unknown>)) {
    const isEntry = value && typeof value === "object" && typeof (value as { text?: unknown }).text === "string";
    const keys = isEntry ? [groupOrKey] : Object.keys((value ?? {}) as object);
    for (const key of keys) {
      const where = isEntry ? "messages" : `messages.${groupOrKey}`;
      const earlier = seen.get(key);
      if (earlier) problems.push({ location: `${where}["${key}"]`, problem: `the key is also defined in ${earlier}` });
      else seen.set(key, where);
    }
  }
  return problems;
}

export function validateConfiguration(config: Record<string, unknown>): Problem[] {
  const meta = validateMeta(config);
  if (meta.length > 0) return meta; // the deeper checks assume the shape is right
  return [...duplicateMessageKeys(config.messages), ...checkConfiguration(new PreparedConfig(config, 0).rules)];
}
