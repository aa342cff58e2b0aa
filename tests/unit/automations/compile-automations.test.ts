// Automations checked at publish and their conditions (issue 23 items 1-2; decision 0849): what
// each action names must exist, an action outside the fixed set is refused by the meta-schema,
// automations that would wake one another in a loop or too deep a chain are refused (one that
// would wake only itself is no loop), and a condition reads the record now and `before`.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { prepareDraft, type PreparedConfig } from "../../../rules";
import { actionsOf, findLoop, longestChain, plannedChanges } from "../../../rules/automations/compile-automations";
import { actsOn } from "../../../rules/automations/record-change";

let config: Record<string, unknown>;
beforeAll(async () => {
  [{ config }] = await composedConfigs("northbridge");
});

const DEPOSIT_APPROVED = { and: [{ "==": [{ var: "record.paymentStatus" }, "Approved"] }, { "!=": [{ var: "before.paymentStatus" }, "Approved"] }] };
const depositPaid = { id: "deposit-paid", name: "When the deposit is approved", enabled: true, trigger: "recordChanged", when: DEPOSIT_APPROVED, actions: { moveStage: "Post-Deposit", addTags: ["Deposit paid"] } };

/** A university's automations, keyed by id each with its order as the configuration holds them (decision 0035). */
function prepared(automations: Array<{ id: string } & Record<string, unknown>>, area: Record<string, unknown> = {}) {
  const keyed = Object.fromEntries(automations.map((automation, i) => [automation.id, { ...automation, order: (i + 1) * 10 }]));
  const { prepared, problems } = prepareDraft({ ...config, automations: { ...(config.automations as object), ...area, automations: keyed } }, { version: 2 });
  return { prepared: prepared as PreparedConfig | null, problems: problems.map((problem) => `${problem.location}: ${problem.problem}`) };
}

describe("an automation", () => {
  it("compiles when everything it names exists", () => {
    const { prepared: compiled, problems } = prepared([depositPaid]);
    expect(problems).toEqual([]);
    expect(compiled?.areas.automations.automations[0]).toMatchObject({ id: "deposit-paid", collection: "students", appliesTo: "fromNow" });
  });

  it("is refused when an action names a tag, stage, field, value, role or message that does not exist", () => {
    const { problems } = prepared([
      {
        ...depositPaid,
        actions: {
          addTags: ["Deposit payed"],
          moveStage: "Post Deposit",
          setFields: { stage: "x", riskRating: "Severe" },
          assignRole: "Dean",
          messages: [{ to: "student", subjectKey: "no.such.subject", bodyKey: "no.such.body" }],
        },
      },
    ]);
    for (const expected of ['unknown tag "Deposit payed"', 'unknown CAS stage "Post Deposit"', '"stage" is not a field automations may set', '"Severe" is not a value "riskRating" may be set to', 'unknown role "Dean"', 'unknown message key "no.such.subject"']) {
      expect(problems).toContainEqual(expect.stringContaining(expected));
    }
  });

  it("is refused when its action is not one of the fixed set", () => {
    const { problems } = prepared([{ ...depositPaid, actions: { deleteRecord: true } }]);
    expect(problems.some((problem) => problem.startsWith("automations.automations.deposit-paid.actions") || problem.includes("automations/automations/deposit-paid/actions"))).toBe(true);
  });
});

describe("automations that wake one another", () => {
  const mover = (id: string, to: string, trigger = "stageChanged") => ({ id, name: id, enabled: true, trigger, when: true, actions: { moveStage: to } });

  it("are refused in a loop, naming it", () => {
    const { problems } = prepared([mover("a", "Post-Deposit"), mover("b", "Ready for CAS")]);
    expect(problems).toContainEqual(expect.stringContaining("automations a -> b -> a would trigger each other in a loop"));
  });

  it("are refused in a chain deeper than the configured depth, but one that wakes only itself is no loop", () => {
    const tag = (id: string, value: string, trigger: string) => ({ id, name: id, enabled: true, trigger, when: true, actions: { addTags: [value] } });
    const chain = [mover("first", "Post-Deposit", "daily"), tag("second", "Priority", "stageChanged"), tag("third", "Scholarship", "recordChanged")];
    expect(prepared(chain, { maxChainDepth: 2 }).problems).toContainEqual(expect.stringContaining("chain 3 deep, more than 2"));
    expect(prepared(chain, { maxChainDepth: 3 }).problems.filter((problem) => problem.includes("deep") || problem.includes("loop"))).toEqual([]);
    expect(prepared([mover("self", "Post-Deposit")]).problems).toEqual([]);
  });

  it("are found by the graph functions", () => {
    expect(findLoop(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]]]))).toEqual(["a", "b", "c", "a"]);
    expect(findLoop(new Map([["a", ["b"]], ["b", []]]))).toBeNull();
    expect(longestChain(new Map([["a", ["b"]], ["b", ["c"]], ["c", []], ["d", ["c"]]]))).toEqual(["a", "b", "c"]);
  });
});

describe("an automation's condition and changes", () => {
  it("reads the record now and before the change", () => {
    const automation = prepared([depositPaid]).prepared?.areas.automations.automations[0];
    if (!automation) throw new Error("did not compile");
    const today = "2026-11-22";
    expect(actsOn(automation, { paymentStatus: "Approved" }, { before: { paymentStatus: "Review" } }, today)).toBe(true);
    expect(actsOn(automation, { paymentStatus: "Approved" }, { before: { paymentStatus: "Approved" } }, today)).toBe(false);
    expect(actsOn({ ...automation, enabled: false }, { paymentStatus: "Approved" }, { before: { paymentStatus: "Review" } }, today)).toBe(false);
    expect(plannedChanges(automation, { tags: ["Priority"], stage: "Pre-Deposit" })).toEqual({ stage: "Post-Deposit", tags: ["Priority", "Deposit paid"] });
    expect(plannedChanges({ actions: actionsOf({ addTags: ["Priority"] }, "actions") }, { tags: ["Priority"] })).toEqual({});
  });
});
