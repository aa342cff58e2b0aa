// The JSON Schemas in schemas/, keyed the way form definitions name them: the file's path
// without ".schema.json" ("application/identity", "common"). Every published configuration
// carries a copy, so an old version keeps the shapes it was published with.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ConfigFileError } from "./load-from-disk";
import type { Json } from "./merge-patch";

const SUFFIX = ".schema.json";

export async function loadSchemasFromDisk(root: string): Promise<Record<string, Json>> {
  const schemas: Record<string, Json> = {};
  const walk = async (folder: string, prefix: string) => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith(".") || entry.name === "build" || entry.name === "generated") continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith(SUFFIX)) {
        try {
          schemas[`${prefix}${entry.name.slice(0, -SUFFIX.length)}`] = JSON.parse(await readFile(full, "utf8")) as Json;
        } catch (error) {
          throw new ConfigFileError(full, `Invalid JSON format. (${(error as Error).message})`);
        }
      }
    }
  };
  await walk(root, "");
  return schemas;
}
