// `npm ci` refuses a lock that lacks any optional dependency, even another platform's, and the
// registry here leaves those out (docs/decisions/0011). Keep the lock complete.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

it("lists every optional dependency in package-lock.json, so npm ci accepts it", () => {
  const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
    packages: Record<string, { optionalDependencies?: Record<string, string> }>;
  };
  const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {}).filter(
      (name) => !lock.packages[`${key ? `${key}/` : ""}node_modules/${name}`] && !lock.packages[`node_modules/${name}`],
    ),
  );
  expect(missing, "run: node .ci/complete-lockfile.mjs").toEqual([]);
});
