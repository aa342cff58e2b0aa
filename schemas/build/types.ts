// Generates TypeScript types from the JSON Schemas, so each shape is written once (as a schema).
// Run: npm run schemas:types (also run before every type check). The configuration's types
// (generated/tenant-config.ts, which rules/ uses) are committed and a unit test keeps them
// current; the entity types (generated/<area>/) are regenerated and not committed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile, type Options } from "json-schema-to-typescript";

const here = path.dirname(fileURLToPath(import.meta.url));
const schemasRoot = path.join(here, "..");
const generatedRoot = path.join(schemasRoot, "generated");

const JSON_TYPES = `/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
/** A JSON-Logic rule: an operation object \`{ "op": args }\`, an array of rules, or a literal. */
export type JsonLogic = JsonValue;
/** A JSON Schema (draft 2020-12) document or boolean schema. */
export type JsonSchema = { [key: string]: unknown } | boolean;
`;

const options: Partial<Options> = {
  additionalProperties: false,
  bannerComment: "",
  declareExternallyReferenced: true,
  strictIndexSignatures: false,
  unreachableDefinitions: true,
  format: true,
  $refOptions: { resolve: { external: false } },
};

/** Every generated file, by path, with its content. */
export async function generatedTypes(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const header = (source: string) => `// Generated from ${source} by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.\n`;
  const meta = JSON.parse(readFileSync(path.join(schemasRoot, "tenant-config.schema.json"), "utf8"));
  const metaTypes = await compile(meta, "TenantConfigurationDocument", options);
  files.set(path.join(generatedRoot, "tenant-config.ts"), `${header("schemas/tenant-config.schema.json")}${JSON_TYPES}\n${metaTypes}`);

  // Entity and page schemas: one generated module per schema (schemas/generated/<area>/<name>.ts),
  // its shape a type named after the file (application/identity -> ApplicationIdentity).
  for (const area of readdirSync(schemasRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !["build", "generated", "reference"].includes(entry.name))) {
    for (const file of readdirSync(path.join(schemasRoot, area.name)).filter((name) => name.endsWith(".schema.json")).sort()) {
      const schema = JSON.parse(readFileSync(path.join(schemasRoot, area.name, file), "utf8"));
      const name = `${area.name}-${file.replace(".schema.json", "")}`.replace(/(^|-)([a-z0-9])/g, (_m, _s, c: string) => c.toUpperCase());
      // Shared definitions in other files are typed loosely here; the rules resolve them at run time.
      const local = JSON.parse(JSON.stringify(schema).replace(/"\$ref":"\.\.\/[^"]*"/g, '"tsType":"unknown"'));
      delete local.$id;
      const types = await compile({ ...local, title: name }, name, options);
      files.set(path.join(generatedRoot, area.name, file.replace(".schema.json", ".ts")), `${header(`schemas/${area.name}/${file}`)}${types}`);
    }
  }
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  rmSync(generatedRoot, { recursive: true, force: true });
  for (const [file, content] of await generatedTypes()) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (!process.argv.includes("--quiet")) console.log(`wrote ${path.relative(schemasRoot, file)}`);
  }
}
