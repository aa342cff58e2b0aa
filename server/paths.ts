// Where the project's folders are, independent of the directory the process was started in.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "..");
export const TENANT_CONFIGS_DIR = path.join(PROJECT_ROOT, "tenant-configs");
export const BUILD_DIR = path.join(PROJECT_ROOT, "build");
export const SCHEMAS_DIR = path.join(PROJECT_ROOT, "schemas");
