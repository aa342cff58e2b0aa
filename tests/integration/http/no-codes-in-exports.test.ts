// CSV exports in words (issue 39, decision 0063): every export a university officer can download
// on the demo data (the students list's and the CAS pipeline's, every tab; Insights' tables, every
// breakdown) is read through the real HTTP app, and no cell holds a code the configuration names a
// label for (fee status OVERSEAS, application status InProgress, stage Not-Triggered, intake
// 2027-09) or a message key. One label lookup (server/lists/value-labels.ts) serves pages and exports.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, type TestBrowser } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";
import { codeDetector, type CodeDetector } from "../../support/page-codes";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;
let detector: CodeDetector;

beforeAll(async () => {
  server = await startTestServer();
  detector = codeDetector((await server.services.configs.current(TENANT)).prepared);
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A CSV download's cells, each list cell ("a; b") also item by item. */
async function cellsOf(path: string): Promise<string[]> {
  const answer = await officer.get(path);
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get("content-type"), path).toMatch(/^text\/csv/);
  const rows = parse(answer.text, { bom: true, relax_column_count: true }) as string[][];
  return rows.flat().flatMap((cell) => [cell, ...(cell.includes("; ") ? cell.split("; ") : [])]);
}

/** The tabs a list page links to, by their `tab` parameter. */
async function tabsOf(list: string): Promise<string[]> {
  const page = await officer.get(list);
  return [...new Set([...page.text.matchAll(new RegExp(`href="${list}\\?[^"]*tab=([^"&]+)`, "g"))].map((match) => match[1]))];
}

describe("CSV exports speak in words", () => {
  it("write the students list in the configuration's words on every tab", async () => {
    const tabs = await tabsOf("/students");
    expect(tabs.length).toBeGreaterThan(3);
    const problems: string[] = [];
    const all: string[] = [];
    for (const tab of tabs) {
      const cells = await cellsOf(`/students/export?tab=${tab}`);
      all.push(...cells);
      problems.push(...detector.found(cells).map((found) => `students tab ${tab}: ${found}`));
    }
    expect([...new Set(problems)]).toEqual([]);
    // The demo data has these codes: the export wrote their labels.
    expect(all).toContain("Overseas (International)");
    expect(all.some((cell) => /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/.test(cell))).toBe(true);
  });

  it("write the CAS pipeline in the configuration's words on every tab", async () => {
    const tabs = await tabsOf("/cas");
    expect(tabs.length).toBeGreaterThan(3);
    const problems: string[] = [];
    const all: string[] = [];
    for (const tab of tabs) {
      const cells = await cellsOf(`/cas/export?tab=${tab}`);
      all.push(...cells);
      problems.push(...detector.found(cells).map((found) => `CAS tab ${tab}: ${found}`));
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(all).toContain("Pre-Deposit");
  });

  it("write Insights' tables, every breakdown, in the configuration's words", async () => {
    const config = (await server.services.configs.current(TENANT)).prepared;
    const breakdowns = config.areas.insights.definition.breakdowns.map((breakdown) => breakdown.key);
    const paths = ["funnel", "compliance", "operations"].map((table) => `/insights/summary.csv?table=${table}`).concat(breakdowns.map((key) => `/insights/summary.csv?table=breakdown&breakdown=${key}`));
    const problems: string[] = [];
    for (const path of paths) problems.push(...detector.found(await cellsOf(path)).map((found) => `${path}: ${found}`));
    expect([...new Set(problems)]).toEqual([]);
    expect(await cellsOf("/insights/summary.csv?table=breakdown&breakdown=feeStatus")).toContain("Overseas (International)");
  });
});
