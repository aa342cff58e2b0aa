import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser tests run under Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts", "tests/season/**/*.test.ts", "rules/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts"],
    // The test servers load the tests' own build (tests/support/global-setup.ts).
    env: { BUILD_DIR: "build-test" },
  },
});
