// The tests' build (issue 13 item 14): production mode, in build-test/, leaving ./build (what
// `npm start` serves) alone.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_DIR, PROJECT_ROOT } from "../../../server/paths";

const assets = path.join(BUILD_DIR, "client", "assets");

describe("the test build", () => {
  it("is build-test/, not ./build", () => {
    expect(path.relative(PROJECT_ROOT, BUILD_DIR)).toBe("build-test");
    expect(existsSync(path.join(BUILD_DIR, "server", "index.js"))).toBe(true);
  });

  it("is a production build: React's development-only checks are not in the browser's scripts", () => {
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    const development = scripts.filter((name) => /validateDOMNesting|react-dom\.development/.test(readFileSync(path.join(assets, name), "utf8")));
    expect(development).toEqual([]);
  });

  it("left ./build alone: nothing there is newer than the test build started", () => {
    const ours = statSync(path.join(BUILD_DIR, "server", "index.js")).mtimeMs;
    const theirs = path.join(PROJECT_ROOT, "build", "server", "index.js");
    // ./build may not exist at all; if it does, the test run did not write it.
    if (existsSync(theirs)) expect(statSync(theirs).mtimeMs).toBeLessThan(ours);
  });
});
