import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { createLogger } from "../../server/logger";

it("redacts personal data that reaches a log line", () => {
  const lines: string[] = [];
  const logger = createLogger("info", new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  logger.info({ email: "a@x.test", user: { givenName: "Amara" }, passportNo: "X123", tenant: "north" }, "signed in");
  const output = lines.join("");
  expect(output).not.toMatch(/a@x\.test|Amara|X123/);
  expect(output).toContain('"tenant":"north"');
  expect(output).toContain("signed in");
});
