// Where the project's folders are, independent of the directory the process was started in.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder above this module holding package.json: the sources' parent, or the project of a bundle made from them (the tests' tools, decision 0023). */
function projectRootAbove(folder: string): string {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, "package.json"))) return at;
    if (path.dirname(at) === at) throw new Error(`No package.json above ${folder}`);
  }
}

export const PROJECT_ROOT = projectRootAbove(fileURLToPath(new URL(".", import.meta.url)));
export const TENANT_CONFIGS_DIR = path.join(PROJECT_ROOT, "tenant-configs");
/** The app build the server loads: ./build, or the tests' own (BUILD_DIR=build-test, remix.config.js). */
export const BUILD_DIR = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build");
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, "schemas");
