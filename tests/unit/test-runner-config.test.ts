// The suite's own set-up (decision 0023): the app's test files share their worker's process, and
// component files get a fresh VM context each. vitest 3 reads pool options at the root of its
// configuration only: set inside a project they were ignored without a word, and every file ran in
// a process of its own (a probe printed a new process id per file) while the decision said otherwise.
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
