// Problems found in configuration (rules, forms, tabs, schedules). They are collected rather than
// thrown one at a time so the Config screen can show every problem of a draft at once.

export interface Problem {
  /** Where in the configuration, e.g. `forms.identity.rules[3].failsWhen.and[1]`. */
  location: string;
  problem: string;
}

/** Thrown when something is compiled from invalid configuration; carries every problem found. */
export class ProblemsError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[], what = "configuration") {
    const shown = problems.slice(0, 5).map((p) => `${p.location}: ${p.problem}`);
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    super(`Invalid ${what}: ${shown.join("; ")}${more}`);
    this.name = "ProblemsError";
    this.problems = problems;
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/** Appends a property key to a location: `.key` when it reads as a name, `["=="]` otherwise. */
export function childLocation(location: string, key: string | number): string {
  if (typeof key === "number") return `${location}[${key}]`;
  if (IDENTIFIER.test(key)) return location === "" ? key : `${location}.${key}`;
  return `${location}[${JSON.stringify(key)}]`;
}
