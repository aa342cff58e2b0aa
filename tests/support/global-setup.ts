// HTTP and browser tests run a production build of their own (build-test/, never ./build, which
// `npm start` serves). Build it when it is missing or older than the app.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export const TEST_BUILD_DIR = "build-test";

/** When the app's sources last changed: what the tests' build (and seeded store) are made from. */
export function newestSourceMtime(): number {
  return Math.max(...["app", "rules", "server", "tenant-configs", "schemas"].map((dir) => newestMtime(path.join(root, dir))));
}

export default function setup() {
  process.env.BUILD_DIR = TEST_BUILD_DIR;
  const built = path.join(root, TEST_BUILD_DIR, "server", "index.js");
  if (!existsSync(built) || statSync(built).mtimeMs < newestSourceMtime()) {
    execFileSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: TEST_BUILD_DIR, NODE_ENV: "production" } });
  }
}
