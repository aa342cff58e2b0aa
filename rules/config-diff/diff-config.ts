// The differences between two configurations (or any two JSON values), as a list of changes
// at the deepest place they happen. Lists of objects that carry an `id` (form rules, tabs) are
// matched by id, so inserting one rule reads as one rule added rather than every later rule
// changed; other lists of objects are matched by place; lists of plain values (field order,
// offsets) change as a whole. Pure.

/** A step of a path: an object member, a list index, or a list item matched by its id. */
export type DiffStep = string | number | { id: string };

export interface ConfigChange {
  kind: "added" | "removed" | "changed";
  path: DiffStep[];
  from?: unknown;
  to?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameJson(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && sameJson(left[key], right[key]));
}

function idsOf(list: unknown[]): string[] | null {
  const ids: string[] = [];
  for (const item of list) {
    if (!isObject(item) || typeof item.id !== "string") return null;
    ids.push(item.id);
  }
  return new Set(ids).size === ids.length ? ids : null;
}

function walk(from: unknown, to: unknown, path: DiffStep[], out: ConfigChange[]): void {
  if (sameJson(from, to)) return;
  if (isObject(from) && isObject(to)) {
    for (const key of Object.keys(from)) {
      if (!Object.prototype.hasOwnProperty.call(to, key)) out.push({ kind: "removed", path: [...path, key], from: from[key] });
      else walk(from[key], to[key], [...path, key], out);
    }
    for (const key of Object.keys(to)) {
      if (!Object.prototype.hasOwnProperty.call(from, key)) out.push({ kind: "added", path: [...path, key], to: to[key] });
    }
    return;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    const fromIds = idsOf(from);
    const toIds = idsOf(to);
    if (fromIds && toIds && (from.length > 0 || to.length > 0)) {
      const byId = new Map(to.map((item) => [(item as { id: string }).id, item]));
      const before = new Set(fromIds);
      from.forEach((item, index) => {
        const id = fromIds[index];
        if (!byId.has(id)) out.push({ kind: "removed", path: [...path, { id }], from: item });
        else walk(item, byId.get(id), [...path, { id }], out);
      });
      to.forEach((item, index) => {
        if (!before.has(toIds[index])) out.push({ kind: "added", path: [...path, { id: toIds[index] }], to: item });
      });
      const common = toIds.filter((id) => before.has(id));
      const commonBefore = fromIds.filter((id) => byId.has(id));
      if (!sameJson(common, commonBefore)) out.push({ kind: "changed", path: [...path, "#order"], from: commonBefore, to: common });
      return;
    }
    // Items without ids (dated funding rows) are matched by place; ones past the shorter list were added or removed.
    const structured = [...from, ...to].some((item) => typeof item === "object" && item !== null);
    if (structured) {
      const common = Math.min(from.length, to.length);
      for (let index = 0; index < common; index++) walk(from[index], to[index], [...path, index], out);
      for (let index = common; index < from.length; index++) out.push({ kind: "removed", path: [...path, index], from: from[index] });
      for (let index = common; index < to.length; index++) out.push({ kind: "added", path: [...path, index], to: to[index] });
      return;
    }
  }
  out.push({ kind: "changed", path, from, to });
}

/** Every difference between `from` and `to`, in document order. */
export function diffConfigs(from: unknown, to: unknown): ConfigChange[] {
  const out: ConfigChange[] = [];
  walk(from, to, [], out);
  return out;
}

/** A path as a location string like the validator's: `forms.identity.fields["passport.no"].label`. */
export function pathToLocation(path: readonly DiffStep[]): string {
  let location = "";
  for (const step of path) {
    if (typeof step === "number") location += `[${step}]`;
    else if (typeof step === "object") location += `[id=${JSON.stringify(step.id)}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(step)) location += location === "" ? step : `.${step}`;
    else location += `[${JSON.stringify(step)}]`;
  }
  return location;
}
