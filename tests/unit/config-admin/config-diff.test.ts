import { describe, expect, it } from "vitest";
import { describeChanges, diffConfigs, pathToLocation } from "../../../rules";
import { words } from "./words";

const form = (fields: Record<string, unknown>, rules: unknown[] = [], order: string[] = Object.keys(fields)) => ({
  forms: { identity: { id: "identity", title: "Identity", schema: {}, fields, rules, ui: { order } } },
});

const inWords = (from: unknown, to: unknown) => describeChanges(diffConfigs(from, to), { from, to, words }).map((change) => change.text);

describe("diffConfigs", () => {
  it("finds nothing between equal configurations", () => {
    expect(diffConfigs({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it("reports changes at the deepest place, added and removed members", () => {
    expect(diffConfigs({ a: { b: 1, c: 2 } }, { a: { b: 3, d: 4 } })).toEqual([
      { kind: "changed", path: ["a", "b"], from: 1, to: 3 },
      { kind: "removed", path: ["a", "c"], from: 2 },
      { kind: "added", path: ["a", "d"], to: 4 },
    ]);
  });

  it("matches list items by id and lists of values as a whole", () => {
    const from = { rules: [{ id: "x", m: 1 }, { id: "y", m: 2 }], order: ["a", "b"] };
    const to = { rules: [{ id: "new", m: 0 }, { id: "x", m: 1 }, { id: "y", m: 3 }], order: ["b", "a"] };
    expect(diffConfigs(from, to)).toEqual([
      { kind: "changed", path: ["rules", { id: "y" }, "m"], from: 2, to: 3 },
      { kind: "added", path: ["rules", { id: "new" }], to: { id: "new", m: 0 } },
      { kind: "changed", path: ["order"], from: ["a", "b"], to: ["b", "a"] },
    ]);
  });

  it("writes locations like the validator does", () => {
    expect(pathToLocation(["forms", "identity", "fields", "passport.dateOfIssue", "label"])).toBe('forms.identity.fields["passport.dateOfIssue"].label');
    expect(pathToLocation(["tabs", 2, "predicate"])).toBe("tabs[2].predicate");
    expect(pathToLocation(["forms", "identity", "rules", { id: "r1" }])).toBe('forms.identity.rules[id="r1"]');
  });
});

describe("describeChanges", () => {
  it("says 'Postcode: mandatory false -> true' with the form and the field's label", () => {
    const from = form({ postcode: { label: "Postcode" } });
    const to = form({ postcode: { label: "Postcode", mandatory: true } });
    expect(inWords(from, to)).toEqual(["Identity, Postcode: mandatory false -> true"]);
  });

  it("words relabelling, hiding, conditions and fields added or removed", () => {
    const from = form({ givenName: { label: "Given name" }, middleName: { label: "Middle names" }, gender: { label: "Gender" } });
    const to = form(
      {
        givenName: { label: "First name" },
        middleName: { label: "Middle names", visible: false },
        gender: { label: "Gender", mandatory: { "==": [{ var: "application.feeStatus" }, "HOME"] } },
        postcode: { label: "Postcode" },
      },
      [],
      ["givenName", "middleName", "gender"],
    );
    expect(inWords(from, to)).toEqual([
      'Identity, Given name: label "Given name" -> "First name"',
      "Identity, Middle names: visible true -> false",
      "Identity, Gender: mandatory false -> when fee status is HOME",
      "Identity: field Postcode added",
    ]);
  });

  it("words rules, the field order and messages", () => {
    const rule = { id: "r1", path: "a", failsWhen: true, message: "x.y" };
    const from = { ...form({ a: {}, b: {} }, [rule]), messages: { common: { "x.y": { text: "Old" } } } };
    const to = { ...form({ a: {}, b: {} }, [{ ...rule, message: "x.z" }, { ...rule, id: "r2" }], ["b", "a"]), messages: { common: { "x.y": { text: "New" } } } };
    expect(inWords(from, to)).toEqual([
      'Identity: rule r1 message "x.y" -> "x.z"',
      "Identity: rule r2 added",
      'Identity: field order "a", "b" -> "b", "a"',
      'Message x.y: "Old" -> "New"',
    ]);
  });

  it("words rules keyed by id (decision 0035): one changed, moved, added and removed", () => {
    const rule = { id: "r1", order: 10, path: "a", failsWhen: true, message: "x.y" };
    const keyed = (rules: Record<string, unknown>) => ({ forms: { identity: { id: "identity", title: "Identity", schema: {}, fields: { a: {} }, rules } } });
    const from = keyed({ r1: rule, r2: { ...rule, id: "r2", order: 20 } });
    const to = keyed({ r1: { ...rule, message: "x.z", order: 30 }, r3: { ...rule, id: "r3", order: 5 } });
    expect(inWords(from, to)).toEqual([
      "Identity: rule r1 position 10 -> 30",
      'Identity: rule r1 message "x.y" -> "x.z"',
      "Identity: rule r2 removed",
      "Identity: rule r3 added",
    ]);
  });

  it("names other areas and their items in words, lists item by item (issue 38 item 6)", () => {
    expect(inWords({ reminders: { welcome: { offsets: [0, 7] } } }, { reminders: { welcome: { offsets: [0, 5] } } })).toEqual([
      "Reminders, welcome, offsets: 0, 7 -> 0, 5",
    ]);
    expect(inWords({ settings: {} }, { settings: { x: "y" } })).toEqual(['Settings, x: added "y"']);
    expect(inWords({ forms: { a: { title: "A" } } }, { forms: {} })).toEqual(["Form A removed"]);
  });

  it("says a whole new tab, funding row or message setting by setting, never as cut-short JSON", () => {
    const tab = { id: "awaiting", label: "Awaiting deposit", roles: ["UniAdmin", "Uni"], predicate: { "==": [{ var: "status" }, "Conditional"] }, columns: ["given_name", "family_name", "email", "phone", "course", "intake", "deposit_status"] };
    const from = { tabs: {}, funding: { maintenance: [{ from: "2025-01-02", monthlyLondon: 1483 }] }, messages: { common: {} } };
    const to = { tabs: { awaiting: tab }, funding: { maintenance: [{ from: "2025-01-02", monthlyLondon: 1483 }, { from: "2026-11-11", monthlyLondon: 1529 }] }, messages: { common: { "x.new": { text: "A new message" } } } };
    const lines = inWords(from, to);
    expect(lines).toContain("Dashboard tabs, “Awaiting deposit”: added");
    expect(lines).toContain('Dashboard tabs, “Awaiting deposit”, roles: added "UniAdmin", "Uni"');
    expect(lines).toContain('Dashboard tabs, “Awaiting deposit”, predicate: added when status is Conditional');
    expect(lines).toContain('Dashboard tabs, “Awaiting deposit”, columns: added "given_name", "family_name", "email", "phone", "course", "intake", "deposit_status"');
    expect(lines).toContain("Funding, maintenance, item 2: added");
    expect(lines).toContain("Funding, maintenance, item 2, monthlyLondon: added 1529");
    expect(lines).toContain('Message x.new added: "A new message"');
    for (const line of lines) expect(line).not.toMatch(/…|\{"/);
  });
});
