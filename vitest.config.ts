import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core (vitest's default leaves one to itself, which on a 2-core machine runs one file at
    // a time while the main process mostly waits): decision 0023.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    // A worker imports the app once and runs its files one after another (decision 0023): importing
    // the server and its build, and compiling the configurations, cost seconds a file. Each file
    // starts its own server on its own copy of the seeded store. vitest reads pool options here,
    // at the root, only: inside a project they are ignored (tests/unit/test-runner-config.test.ts).
    poolOptions: { forks: { isolate: false } },
    globalSetup: ["tests/support/global-setup.ts", "tests/support/tools.ts"],
    // The test servers load the tests' own build (tests/support/global-setup.ts).
    env: { BUILD_DIR: "build-test" },
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          // A file that replaces a built-in fails, not the files after it (tests/support/built-ins-guard.ts).
          setupFiles: ["tests/support/built-ins-guard.ts"],
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/season/**/*.test.ts", "rules/**/*.test.ts"],
        },
      },
      {
        extends: true,
        // Components render into the DOM of their file's jsdom, which a module kept from an
        // earlier file would not see: each file in a VM context of its own (vmForks), in child
        // processes like the app's (no worker threads, whose pool can fail a run as it closes them).
        test: { name: "components", include: ["tests/unit/**/*.test.tsx"], pool: "vmForks" },
      },
    ],
  },
});
