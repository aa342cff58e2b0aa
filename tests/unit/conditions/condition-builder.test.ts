// The condition builder reads and writes JSON-Logic (issue 20 item 1; decision 0835): every
// condition of every area of every university's configuration that it opens is written back as
// the same condition, checked by evaluating both on generated records; one it cannot show says
// why and is left to the JSON editor.
import { beforeAll, describe, expect, it } from "vitest";
import metaSchema from "../../../schemas/tenant-config.schema.json";
import type { JsonValue } from "../../../schemas/generated/tenant-config";
import { evaluate } from "../../../rules";
import { builderToLogic, canonicalLogic, readCondition } from "../../../rules/conditions/condition-builder";
import { conditionLocations, type ConditionAt } from "../../../rules/conditions/condition-locations";
import { composeTenantConfig, loadConfigsFromDisk } from "../../../server/tenant-config/load-from-disk";

let conditions: ConditionAt[] = [];

beforeAll(async () => {
  const disk = await loadConfigsFromDisk("tenant-configs");
  conditions = disk.tenants.flatMap((tenant) =>
    conditionLocations(metaSchema as Record<string, unknown>, composeTenantConfig(disk, tenant) as JsonValue).map((found) => ({ ...found, location: `${tenant.identity.key}: ${found.location}` })),
  );
});

/** A small deterministic generator (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function variables(logic: JsonValue, found = new Set<string>()): Set<string> {
  if (Array.isArray(logic)) logic.forEach((part) => variables(part, found));
  else if (logic && typeof logic === "object") {
    for (const [op, args] of Object.entries(logic)) {
      if (op === "var") {
        const name = Array.isArray(args) ? args[0] : args;
        if (typeof name === "string") found.add(name);
      } else variables(args, found);
    }
  }
  return found;
}

function literals(logic: JsonValue, found: JsonValue[] = []): JsonValue[] {
  if (Array.isArray(logic)) logic.forEach((part) => literals(part, found));
  else if (logic && typeof logic === "object") Object.values(logic).forEach((args) => literals(args, found));
  else found.push(logic);
  return found;
}

function set(record: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = record;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}

/** Records giving each variable a value from the condition's own literals, or an edge case. */
function recordsFor(condition: JsonValue, count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed);
  const pool: unknown[] = [null, undefined, "", "  ", "x", 0, 1, 3, true, false, "2026-11-22", "2026-11-30", "2027-03-01", "2025-01-01", "2026-11", "+44 20 7946 0958", [], ["x"], ...literals(condition)];
  const names = [...variables(condition)].filter((name) => name !== "today");
  return Array.from({ length: count }, () => {
    const record: Record<string, unknown> = { today: "2026-11-22" };
    for (const name of names) {
      const picked = pool[Math.floor(next() * pool.length)];
      set(record, name, Array.isArray(picked) && next() < 0.5 ? [...picked, pool[Math.floor(next() * pool.length)]] : picked);
    }
    return record;
  });
}

const outcome = (rule: JsonValue, data: Record<string, unknown>): unknown => {
  try {
    return evaluate(rule, data);
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
};

describe("reading and writing every condition of the configurations", () => {
  it("finds the conditions of every area, forms included", () => {
    const areas = new Set(conditions.map((found) => found.location.split(": ")[1].split(/[.[]/)[0]));
    for (const area of ["forms", "tabs", "reminders", "documents", "checklist-tasks", "cas-stages", "insights"]) expect(areas, area).toContain(area);
  });

  it("writes each condition it opens back as the same condition: the same JSON, and the same answer on generated records", () => {
    let opened = 0;
    for (const [i, { location, condition }] of conditions.entries()) {
      const reading = readCondition(condition);
      if (reading.kind !== "query") continue;
      opened++;
      const written = builderToLogic(reading.query);
      expect(canonicalLogic(written), location).toEqual(canonicalLogic(condition));
      for (const record of recordsFor(condition, 12, i + 1)) expect(outcome(written, record), `${location} on ${JSON.stringify(record)}`).toEqual(outcome(condition, record));
    }
    // Most of the defaults' conditions are comparisons, lists, blanks and dates the builder shows.
    expect(opened).toBeGreaterThan(2000);
  });

  it("says which part keeps a condition out of the builder: the comparison around an operation it lacks", () => {
    const reading = readCondition({ and: [{ "!": [{ "is-blank": [{ var: "record.phone" }] }] }, { ">": [{ "text-length": [{ var: "record.statement" }] }, 500] }] });
    expect(reading).toEqual({ kind: "json", part: { ">": [{ "text-length": [{ var: "record.statement" }] }, 500] } });
    expect(readCondition({ or: [{ "year-in-window": [{ var: "record.dob" }, { var: "today" }] }] })).toEqual({ kind: "json", part: { "year-in-window": [{ var: "record.dob" }, { var: "today" }] } });
    // Two fields compared is a shape, not an operation, it cannot show.
    expect(readCondition({ "==": [{ var: "record.a" }, { var: "record.b" }] })).toEqual({ kind: "json", part: null });
  });
});

describe("the builder's operators", () => {
  const roundTrip = (condition: JsonValue) => {
    const reading = readCondition(condition);
    if (reading.kind !== "query") throw new Error(`not opened: ${JSON.stringify(reading)}`);
    return { query: reading.query, written: builderToLogic(reading.query) };
  };

  it("reads a nationality list as 'is one of' with its values, and writes it back", () => {
    const condition = { in: [{ var: "record.nationality" }, ["Indian", "Nigerian"]] };
    const { query, written } = roundTrip(condition);
    expect(query.rules).toEqual([{ field: "record.nationality", operator: "oneOf", value: ["Indian", "Nigerian"] }]);
    expect(written).toEqual(condition);
  });

  it("reads negations, not-blank, dates against today and 'within N days of today'", () => {
    expect(roundTrip({ "!": [{ "is-blank": [{ var: "record.casNumber" }] }] }).query.rules).toEqual([{ field: "record.casNumber", operator: "notBlank", value: "" }]);
    expect(roundTrip({ "date-after": [{ var: "record.issued" }, { var: "today" }] }).query.rules).toEqual([{ field: "record.issued", operator: "after", value: "today" }]);
    const within: JsonValue = { and: [{ "date-on-or-after": [{ var: "record.start" }, { var: "today" }] }, { "date-on-or-before": [{ var: "record.start" }, { "date-add": [{ var: "today" }, 14, "days"] }] }] };
    const { query, written } = roundTrip(within);
    expect(query.rules).toEqual([{ field: "record.start", operator: "withinDays", value: 14 }]);
    expect(written).toEqual(within);
    expect(outcome(written, { record: { start: "2026-12-01" }, today: "2026-11-22" })).toBe(true);
    expect(outcome(written, { record: { start: "2026-12-07" }, today: "2026-11-22" })).toBe(false);
  });

  it("keeps and/or groups and a negated group, whichever way '!' was written", () => {
    const condition: JsonValue = { "!": { or: [{ "===": [{ var: "record.hasCV" }, true] }, { "phone-plausible": [{ var: "record.phone" }] }] } };
    const { query, written } = roundTrip(condition);
    expect(query).toMatchObject({ combinator: "or", not: true });
    expect(written).toEqual({ "!": [{ or: [{ "===": [{ var: "record.hasCV" }, true] }, { "phone-plausible": [{ var: "record.phone" }] }] }] });
    expect(canonicalLogic(written)).toEqual(canonicalLogic(condition));
  });
});
