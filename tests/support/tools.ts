// The processes the tests start for the CLI and the crash and durability writers (and the worker
// thread they read PDFs in), as one bundle each, made once per test run: started through tsx, each
// process compiled and loaded hundreds of TypeScript modules again, about 3.5 s of CPU a start against about 1 s bundled, and the suite
// starts dozens (decision 0023). The bundles are the same sources; packages stay in node_modules,
// imported by their resolved paths (Node's own resolution wants file extensions that some
// packages' subpaths leave out). The server is not among them: the app's build imports server/ and
// rules/ from their sources (decision 0010), which a bundle would hold a second copy of.
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { PROJECT_ROOT } from "../../server/paths";
import { TEST_BUILD_DIR } from "./global-setup";

const TOOLS = {
  cli: "server/cli/index.ts",
  crashWriter: "tests/integration/server/crash-writer.ts",
  durabilityWriter: "tests/integration/store/durability-writer.ts",
  // Not a process: the worker thread tests read PDFs in (tests/support/pdf-text.ts).
  pdfTextWorker: "tests/support/pdf-text-worker.ts",
} as const;

export type Tool = keyof typeof TOOLS;

const TOOLS_DIR = path.join(PROJECT_ROOT, TEST_BUILD_DIR, "tools");

/** A package import kept outside the bundle, written as the file it resolves to. */
const packagesByPath: Plugin = {
  name: "packages-by-path",
  setup(bundler) {
    bundler.onResolve({ filter: /^[@a-z]/ }, async (args) => {
      if (args.pluginData === "resolving" || args.path.startsWith("node:")) return undefined;
      const resolved = await bundler.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "resolving" });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return resolved.external ? { path: args.path, external: true } : { path: resolved.path, external: true };
    });
  },
};

/** Vitest's global setup (after the app's build): bundles every tool from the sources as they are now (about half a second), replacing the last run's in one step. */
export async function setup(): Promise<void> {
  const fresh = `${TOOLS_DIR}.${process.pid}`;
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: Object.fromEntries(Object.entries(TOOLS).map(([name, entry]) => [name, path.join(PROJECT_ROOT, entry)])),
    outdir: fresh,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    logLevel: "error",
    plugins: [packagesByPath],
  });
  await rm(TOOLS_DIR, { recursive: true, force: true });
  await rename(fresh, TOOLS_DIR);
}

/** The arguments that start a tool with `process.execPath`, followed by the tool's own. */
export function toolArgs(tool: Tool): string[] {
  const bundle = path.join(TOOLS_DIR, `${tool}.mjs`);
  if (!existsSync(bundle)) throw new Error(`The tests' ${tool} bundle is missing (${bundle}): vitest's global setup makes it (setup in tests/support/tools.ts).`);
  return [bundle];
}
