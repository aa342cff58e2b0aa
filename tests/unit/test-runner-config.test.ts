// The suite's own set-up (decision 0023): the app's test files share their worker's process, and
// component files get a fresh VM context each. vitest 3 reads pool options at the root of its
// configuration only: set inside a project they were ignored without a word, and every file ran in
// a process of its own (a probe printed a new process id per file) while the decision said otherwise.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { resolveConfig } from "vitest/node";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config";

const root = path.resolve(import.meta.dirname, "../..");

describe("the test runner's configuration", () => {
  it("runs the app's files without a fresh process each, as vitest resolves it", async () => {
    const { vitestConfig } = await resolveConfig({ config: path.join(root, "vitest.config.ts"), root });
    expect(vitestConfig.pool).toBe("forks");
    expect(vitestConfig.poolOptions?.forks?.isolate).toBe(false);
  });

  it("sets no pool options inside a project, where vitest would ignore them; component files run each in a VM context of its own", () => {
    const projects = (config.test?.projects ?? []) as Array<{ test?: { name?: string; pool?: string; poolOptions?: unknown } }>;
    expect(projects.map((project) => project.test?.name)).toEqual(["app", "components"]);
    for (const project of projects) expect(project.test?.poolOptions).toBeUndefined();
    expect(projects.find((project) => project.test?.name === "components")?.test?.pool).toBe("vmForks");
  });
});

describe("the browser tests' data folder", () => {
  // What playwright.config.ts does in the runner and in each test worker, in a process of its own
  // that fills the folder as a run's server would, then exits.
  const runOnce = (env: Record<string, string>) => {
    const script = `import { mkdirSync, writeFileSync } from "node:fs"; import { e2eDataDir } from ${JSON.stringify(path.join(root, "tests/support/e2e-data-dir.ts"))}; const folder = e2eDataDir(); mkdirSync(folder + "/mail", { recursive: true }); writeFileSync(folder + "/mail/1.eml", "Subject: kept?"); console.log(folder);`;
    const { TEST_WORKER_INDEX: _worker, E2E_KEEP_DATA: _keep, ...inherited } = process.env;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8", env: { ...inherited, ...env } });
    expect(child.status, child.stderr).toBe(0);
    return child.stdout.trim();
  };

  it("is removed when the runner exits, so runs do not fill the temporary folder", () => {
    const folder = runOnce({});
    expect(folder).toMatch(/cas-e2e-\d+$/);
    expect(existsSync(folder)).toBe(false);
  });

  it("is kept with E2E_KEEP_DATA=1, and a test worker never removes the runner's", () => {
    for (const env of [{ E2E_KEEP_DATA: "1" }, { TEST_WORKER_INDEX: "0" }] as Array<Record<string, string>>) {
      const folder = runOnce(env);
      try {
        expect(existsSync(path.join(folder, "mail", "1.eml")), JSON.stringify(env)).toBe(true);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  });
});
