import { Writable } from "node:stream";
import { parse } from "csv-parse";
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

// Decision 0511: an error is logged as its kind, code and frames; its message and fields can
// quote a value (csv-parse quotes the cell it stopped at), so neither reaches the line.
it("logs an error by its kind, code and where it was thrown, never its message or fields", async () => {
  const lines: string[] = [];
  const logger = createLogger("trace", new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
  const marker = "zqxmarker@person.example";
  const parseError = await new Promise<unknown>((resolve) => parse(`a,b\n1,${marker}"x"\n`, { columns: true }, (error) => resolve(error)));
  expect((parseError as Error).message).toContain(marker); // csv-parse's own message quotes the cell
  const duplicate = Object.assign(new Error(`E11000 duplicate key error dup key: { email: "${marker}" }`), { code: 11000, keyValue: { email: marker } });
  const wrapped = new Error(`could not save ${marker}`, { cause: duplicate });

  logger.error({ err: parseError, importId: "import-1" }, "import preview failed");
  logger.warn({ err: wrapped, tenant: "north" }, "an automation could not act");
  logger.error(duplicate);
  logger.info({ error: new TypeError(marker) }, "a field named error");

  const output = lines.join("");
  expect(lines).toHaveLength(4);
  expect(output).not.toContain("zqxmarker");
  const [first, second, third] = lines.map((line) => JSON.parse(line));
  expect(first).toMatchObject({ importId: "import-1", err: { type: "CsvError", errorCode: "INVALID_OPENING_QUOTE" } });
  expect(first.err.stack).toMatch(/^\s+at /);
  expect(second).toMatchObject({ tenant: "north", err: { type: "Error", cause: { type: "Error", errorCode: 11000 } } });
  expect(third.err).toMatchObject({ type: "Error", errorCode: 11000 });
  expect(output).toContain('"type":"TypeError"');
});
