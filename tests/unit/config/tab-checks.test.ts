// Validate refuses tabs that would break the lists (issue 38 item 4): a tab with no name, two
// tabs one role would see under one name, and a misspelt role (the tab silently vanishing).
import { beforeAll, describe, expect, it } from "vitest";
import { checkConfiguration } from "../../../rules";
import { composedConfigs } from "../../../server/cli/config-source";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

const awaitingDeposit = (change: Json = {}): Json => ({
  id: "awaiting-deposit",
  label: "Awaiting deposit",
  group: "Pipeline",
  roles: ["UniAdmin", "Uni"],
  collection: "offers",
  predicate: { "==": [{ var: "status" }, "Conditional"] },
  columns: ["given_name", "family_name"],
  order: 35,
  ...change,
});

function problemsWith(tab: Json): Array<{ location: string; problem: string }> {
  const config = structuredClone(base);
  config.tabs["awaiting-deposit"] = tab;
  return checkConfiguration(config).filter((problem) => problem.location.startsWith('tabs["awaiting-deposit"]') || problem.location.startsWith("tabs.awaiting-deposit"));
}

describe("Validate and the tabs", () => {
  it("passes a new tab with its own name and the university's roles", () => {
    expect(problemsWith(awaitingDeposit())).toEqual([]);
  });

  it("refuses a tab with no name, naming where", () => {
    expect(problemsWith(awaitingDeposit({ label: "  " }))).toEqual([{ location: expect.stringMatching(/awaiting-deposit.*\.label$/), problem: "the tab has no name: enter the name people will see" }]);
  });

  it("refuses a second tab named like one the same role already sees", () => {
    expect(problemsWith(awaitingDeposit({ label: "conditional", order: 1000 }))).toEqual([
      { location: expect.stringMatching(/awaiting-deposit.*\.label$/), problem: 'another tab is also named "conditional" for UniAdmin, Uni: give each tab its own name' },
    ]);
  });

  it("allows one name for tabs that no role sees together (a tab per role, as the pipeline's stages)", () => {
    expect(problemsWith(awaitingDeposit({ label: "Conditional", roles: ["Enroly"] }))).toEqual([]);
  });

  it("refuses a misspelt role", () => {
    expect(problemsWith(awaitingDeposit({ roles: ["UniAdmin", "Unii"] }))).toEqual([{ location: expect.stringMatching(/awaiting-deposit.*\.roles\[1\]$/), problem: 'unknown role "Unii": choose one of the university\'s roles' }]);
  });
});
