// The funnel over people (issue 37 item 6; decision 0028): for any cohort, each step's people are
// a subset of the step before's, so no conversion exceeds 100%, and a step's list shows one row
// for each person it counts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { funnelPeople, peopleAt, rowsShowing, type RowReach } from "../../../rules/insights/funnel";
import { conversions } from "../../../rules/insights/rates";

const STEPS = 9;

/** A cohort: people with a few rows each (an application, offers, a CAS record), each row having reached any steps. */
const cohort = fc
  .array(fc.array(fc.uniqueArray(fc.integer({ min: 0, max: STEPS - 1 }), { maxLength: 4 }), { minLength: 1, maxLength: 3 }), { maxLength: 40 })
  .map((people) => people.flatMap((rows, p) => rows.map((steps, r): RowReach => ({ id: `row-${p}-${r}`, person: `person-${p}`, steps }))));

describe("the funnel for random cohorts", () => {
  it("counts each step's people as a subset of the step before's, so no conversion exceeds 100%", () => {
    fc.assert(
      fc.property(cohort, (rows) => {
        const people = funnelPeople(rows, STEPS);
        for (let step = 1; step < STEPS; step++) {
          const before = peopleAt(people, step - 1);
          const now = peopleAt(people, step);
          expect([...now].every((person) => before.has(person))).toBe(true);
          expect(now.size).toBe(people.counts[step]);
        }
        for (const conversion of conversions(people.counts)) if (conversion !== null) expect(conversion).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("lists one row for each person a step counts, and only theirs", () => {
    fc.assert(
      fc.property(cohort, fc.integer({ min: 0, max: STEPS - 1 }), (rows, step) => {
        const people = funnelPeople(rows, STEPS);
        const shown = rowsShowing(rows, people, step);
        const personOf = new Map(rows.map((row) => [row.id, row.person]));
        const shownPeople = shown.map((id) => personOf.get(id));
        expect(new Set(shownPeople).size).toBe(shown.length);
        expect(new Set(shownPeople)).toEqual(peopleAt(people, step));
        expect(shown).toHaveLength(people.counts[step]);
      }),
    );
  });
});

describe("the funnel, worked", () => {
  // Two leads; one went on to accept; ten students came straight into the CAS pipeline and were issued a CAS.
  const rows: RowReach[] = [
    { id: "a1", person: "ann", steps: [0] },
    { id: "o1", person: "ann", steps: [1, 2, 3, 4] },
    { id: "a2", person: "bob", steps: [0] },
    ...Array.from({ length: 10 }, (_, i): RowReach => ({ id: `s${i}`, person: `cas-${i}`, steps: [5, 6] })),
    // A CAS record not yet past the deposit reached no step: not counted.
    { id: "s-new", person: "new", steps: [] },
  ];

  it("counts a person who reached a later step at every step before it", () => {
    const people = funnelPeople(rows, STEPS);
    expect(people.counts).toEqual([12, 11, 11, 11, 11, 10, 10, 0, 0]);
    expect(conversions(people.counts)).toEqual([null, 91.7, 100, 100, 100, 90.9, 100, 0, null]);
  });

  it("shows each person at a step by their row of that step, or by the row that went furthest", () => {
    const people = funnelPeople(rows, STEPS);
    expect(rowsShowing(rows, people, 0)).toEqual(["a1", "a2", ...Array.from({ length: 10 }, (_, i) => `s${i}`)].sort());
    expect(rowsShowing(rows, people, 2)).toEqual(["o1", ...Array.from({ length: 10 }, (_, i) => `s${i}`)].sort());
  });
});
