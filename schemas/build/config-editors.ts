// Writes the Config screen's typed editor forms (tenant-configs/_defaults/forms/config-<area>.json)
// from the meta-schema and schemas/config-editors/editors.json. Run: npm run schemas:editors.
// A unit test keeps the committed forms current.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { editorForms, type EditorsSpec } from "../../rules/config-editor/editor-forms";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

const forms = editorForms(readJson("schemas/tenant-config.schema.json"), readJson("schemas/config-editors/editors.json") as EditorsSpec);
for (const [id, form] of Object.entries(forms)) {
  writeFileSync(path.join(root, "tenant-configs/_defaults/forms", `${id}.json`), `${JSON.stringify(form, null, 2)}\n`);
  console.log(`wrote tenant-configs/_defaults/forms/${id}.json`);
}
