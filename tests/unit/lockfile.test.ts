// `npm ci` refuses a lock that lacks any optional dependency, even another platform's, and the
// registry here leaves those out (docs/decisions/0011). Keep the lock complete.
import { existsSync, readFileSync } from "node:fs";
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

// `npm install` marks every package with an install script (the project's own postinstall too),
// and rewrites a lock that lacks the mark: a fresh clone's tree would not stay clean (issue 41).
it("marks each package with an install script as npm does, so npm install leaves the lock as it is", () => {
  type Entry = { hasInstallScript?: boolean; scripts?: Record<string, string> };
  const root = new URL("../../", import.meta.url);
  const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as { packages: Record<string, Entry> };
  const hasInstallScript = (folder: string) => {
    const manifest = new URL(`${folder ? `${folder}/` : ""}package.json`, root);
    if (!existsSync(manifest)) return undefined; // another platform's package, not installed here
    const { scripts = {} } = JSON.parse(readFileSync(manifest, "utf8")) as Entry;
    // npm runs `node-gyp rebuild` for a package with a binding.gyp and no install script of its own.
    return Boolean(scripts.preinstall || scripts.install || scripts.postinstall) || existsSync(new URL(`${folder}/binding.gyp`, root));
  };
  const wrong = Object.entries(lock.packages).flatMap(([folder, entry]) => {
    const actual = hasInstallScript(folder);
    return actual === undefined || actual === Boolean(entry.hasInstallScript) ? [] : [`${folder || "(the project)"}: ${actual ? "lacks" : "has"} hasInstallScript`];
  });
  expect(wrong, "run npm install and commit package-lock.json as it writes it").toEqual([]);
});

// npm 11 skips a dependency's install scripts unless package.json's `allowScripts` names it, and
// ends every install with a list of those it skipped: each one is reviewed there (decision 0022).
it("names every dependency with an install script in allowScripts, approved or denied", () => {
  const root = new URL("../../", import.meta.url);
  const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as { packages: Record<string, { hasInstallScript?: boolean }> };
  const { allowScripts = {} } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { allowScripts?: Record<string, boolean> };
  const unreviewed = Object.entries(lock.packages)
    .filter(([folder, entry]) => folder !== "" && entry.hasInstallScript)
    .map(([folder]) => folder.slice(folder.lastIndexOf("node_modules/") + "node_modules/".length))
    .filter((name) => !Object.hasOwn(allowScripts, name));
  expect([...new Set(unreviewed)], "review it, then: npm install-scripts approve <name> (or deny)").toEqual([]);
});
