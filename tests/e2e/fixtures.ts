// The browser tests' `test`: each worker's pages go to its own server (tests/support/e2e-servers.ts).
import { test as base } from "@playwright/test";
import { e2eServers, type E2eServer } from "../support/e2e-servers";

export { expect, type Browser, type Page } from "@playwright/test";

export const test = base.extend<{}, { e2eServer: E2eServer }>({
  e2eServer: [
    async ({}, use, info) => {
      const server = e2eServers()[info.parallelIndex];
      if (!server) throw new Error(`No browser-test server for worker ${info.parallelIndex}: playwright.config.ts starts one per worker`);
      await use(server);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer.url),
});
