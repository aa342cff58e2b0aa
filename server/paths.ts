// Where the project's folders are, independent of the directory the process was started in.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
export const TENANT_CONFIGS_DIR = path.join(PROJECT_ROOT, "tenant-configs");
/** The app build the server loads: ./build, or the tests' own (BUILD_DIR=build-test, remix.config.js). */
export const BUILD_DIR = path.resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build");
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, "schemas");
