// The paths a JSON-Logic rule reads from its scope (the publish check of what a configuration reads;
// which derived values are worth working out). Pure.

/** Operations whose logic runs over each item of a list: only their list (and reduce's start) read the outer scope. */
const ITERATING: Readonly<Record<string, readonly number[]>> = { map: [0], filter: [0], all: [0], none: [0], some: [0], reduce: [0, 2] };

/**
 * The paths a rule reads from its scope. A rule whose path is worked out at run time reads
 * nothing this check can name (null stands for it, and it is let through).
 */
export function scopePaths(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) {
    for (const item of rule) scopePaths(item, found);
    return found;
  }
  if (!rule || typeof rule !== "object") return found;
  for (const [operation, args] of Object.entries(rule as Record<string, unknown>)) {
    if (operation === "var") {
      const path = Array.isArray(args) ? args[0] : args;
      if (typeof path === "string" && path !== "") found.add(path);
      if (Array.isArray(args)) scopePaths(args.slice(1), found);
      continue;
    }
    const outer = ITERATING[operation];
    const list = Array.isArray(args) ? args : [args];
    list.forEach((arg, i) => {
      if (!outer || outer.includes(i)) scopePaths(arg, found);
    });
  }
  return found;
}

