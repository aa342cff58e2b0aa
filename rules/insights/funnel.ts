// The admissions funnel over people (issue 37 item 6; decision 0028). Each list row says which
// steps its record ever reached (history, or matching the step now); a person's furthest step is
// the furthest any of their rows reached, and a step's people are those whose furthest step is it
// or a later one. So each step's people are a subset of the step before's, by construction, and
// no conversion exceeds 100%. A step's list shows one row per person: the row that best shows
// them at that step.

export interface RowReach {
  /** The list row's id. */
  id: string;
  /** The person the row is about (their user id). */
  person: string;
  /** The indices of the funnel steps this row reached. */
  steps: readonly number[];
}

export interface FunnelPeople {
  /** Each person's furthest step, by person (only people who reached at least the first step they could). */
  furthest: ReadonlyMap<string, number>;
  /** How many people reached each step (their furthest step is it or later). */
  counts: number[];
}

const furthestOf = (row: RowReach): number => {
  let furthest = -1;
  for (const step of row.steps) if (step > furthest) furthest = step;
  return furthest;
};

/** Each person's furthest step and each step's count of people. */
export function funnelPeople(rows: readonly RowReach[], stepCount: number): FunnelPeople {
  const furthest = new Map<string, number>();
  for (const row of rows) {
    const step = furthestOf(row);
    if (step < 0) continue;
    const held = furthest.get(row.person);
    if (held === undefined || step > held) furthest.set(row.person, step);
  }
  // How many people stop at each step, then summed from the last step back: a step counts everyone who went as far or further.
  const counts = Array.from({ length: stepCount }, () => 0);
  for (const step of furthest.values()) counts[Math.min(step, stepCount - 1)] += 1;
  for (let i = stepCount - 2; i >= 0; i--) counts[i] += counts[i + 1];
  return { furthest, counts };
}

/** The people of a step: those whose furthest step is it or later. */
export function peopleAt(people: FunnelPeople, step: number): Set<string> {
  return new Set([...people.furthest].filter(([, furthest]) => furthest >= step).map(([person]) => person));
}

/**
 * The row that shows each person of a step in its list: one of their rows that reached the step
 * itself (the one that went furthest), or, for a person who reached a later step only on another
 * kind of record (a CAS student record with no application here), their row that went furthest.
 * Ties go to the lower row id, so the choice does not depend on the order rows were read in.
 */
export function rowsShowing(rows: readonly RowReach[], people: FunnelPeople, step: number): string[] {
  const chosen = new Map<string, { row: RowReach; atStep: boolean; furthest: number }>();
  for (const row of rows) {
    if ((people.furthest.get(row.person) ?? -1) < step) continue;
    const candidate = { row, atStep: row.steps.includes(step), furthest: furthestOf(row) };
    if (candidate.furthest < 0) continue;
    const held = chosen.get(row.person);
    const better = !held || (candidate.atStep !== held.atStep ? candidate.atStep : candidate.furthest !== held.furthest ? candidate.furthest > held.furthest : candidate.row.id < held.row.id);
    if (better) chosen.set(row.person, candidate);
  }
  return [...chosen.values()].map((entry) => entry.row.id).sort();
}
