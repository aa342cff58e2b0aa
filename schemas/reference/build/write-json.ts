// Shared helper for the reference-data build scripts: writes pretty JSON next to index.ts.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const referenceDir = join(dirname(fileURLToPath(import.meta.url)), "..");

export function writeJson(fileName: string, data: unknown): void {
  const path = join(referenceDir, fileName);
  writeFileSync(path, JSON.stringify(data, null, 2) + "\n", "utf8");
  const count = Array.isArray(data) ? data.length : Object.keys(data as object).length;
  console.log(`wrote ${fileName} (${count} entries)`);
}
