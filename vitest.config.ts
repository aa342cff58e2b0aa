import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts", "tests/season/**/*.test.ts", "rules/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core (vitest's default leaves one to itself, which on a 2-core machine runs one file at
    // a time while the main process mostly waits): decision 0023.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    globalSetup: ["tests/support/global-setup.ts"],
    // The test servers load the tests' own build (tests/support/global-setup.ts).
    env: { BUILD_DIR: "build-test" },
  },
});
