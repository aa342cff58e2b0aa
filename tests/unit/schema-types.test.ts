// Types are generated from the JSON Schemas (schemas/build/types.ts); written once, as schemas.
import { existsSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { generatedTypes } from "../../schemas/build/types";

it("has the configuration's generated types current (run npm run schemas:types after changing the meta-schema)", async () => {
  const stale: string[] = [];
  for (const [file, content] of await generatedTypes()) {
    if (!file.endsWith("tenant-config.ts")) continue; // entity types are regenerated before each type check
    if (!existsSync(file) || readFileSync(file, "utf8") !== content) stale.push(file);
  }
  expect(stale).toEqual([]);
}, 60_000);
