// No export that nothing imports (issue 41; decision 0026): knip reads the whole project from its
// entry points (knip.json: the Remix routes, server/main.ts and the CLI through package.json's
// scripts, the schema build scripts, tests and benches) and lists every export and exported type
// no module imports. A fixture with one unused export shows the check finds one.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const knip = path.join(root, "node_modules", ".bin", "knip");

interface KnipIssue {
  file: string;
  [kind: string]: unknown;
}

/** "file:line name" for each unused export or exported type knip reports in a project folder. */
async function unusedExports(directory: string): Promise<string[]> {
  // knip exits 1 when it finds issues; the JSON report is on stdout either way.
  const stdout = await promisify(execFile)(knip, ["--reporter", "json", "--no-progress", "--directory", directory], { cwd: root, maxBuffer: 20 * 1024 * 1024 })
    .then((result) => result.stdout)
    .catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`knip did not run: ${error.stderr ?? String(error)}`);
      return error.stdout;
    });
  const report = JSON.parse(stdout) as { issues: KnipIssue[] };
  return report.issues.flatMap((issue) =>
    ["exports", "types", "nsExports", "nsTypes", "enumMembers", "duplicates"].flatMap((kind) =>
      (Array.isArray(issue[kind]) ? (issue[kind] as Array<{ name: string; line?: number }>) : []).map((entry) => `${issue.file}:${entry.line ?? 0} ${entry.name} (${kind})`),
    ),
  );
}

describe("unused exports", () => {
  it("finds an export nothing imports", async () => {
    expect(await unusedExports(path.join(root, "tests", "fixtures", "unused-export"))).toEqual(["src/words.ts:3 farewell (exports)"]);
  }, 60_000);

  it("are none: delete the export (or the code) that nothing imports", async () => {
    const unused = await unusedExports(root);
    expect(unused, `Unused exports:\n${unused.join("\n")}`).toEqual([]);
  }, 180_000);
});
