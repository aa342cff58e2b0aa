// Picking a record's allowed fields (decision 0015): a view is built by naming what it keeps, so a
// field added to a record later stays out of every view until someone lists it.
//
// A path names one field: `status`, `payment.depositDetail` (a field inside an object), `conditions[].status`
// (that field of every item of a list), `documents.*.status` (that field under every key of an
// object). A path ending at a field keeps the field whole.

type PathTree = { readonly [segment: string]: PathTree | true };

const EACH_ITEM = "[]";
const ANY_KEY = "*";

function segmentsOf(path: string): string[] {
  return path.split(".").flatMap((segment) => (segment.endsWith(EACH_ITEM) ? [segment.slice(0, -EACH_ITEM.length), EACH_ITEM] : [segment]));
}

/** The paths as a tree, worked out once per allow-list. */
export function compileAllowList(paths: readonly string[]): PathTree {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    const segments = segmentsOf(path);
    let node = root;
    segments.forEach((segment, i) => {
      if (i === segments.length - 1) {
        node[segment] = true;
        return;
      }
      if (node[segment] === true) return;
      node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return root as PathTree;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function pickNode(value: unknown, tree: PathTree | true): unknown {
  if (tree === true) return structuredClone(value);
  const each = tree[EACH_ITEM];
  if (Array.isArray(value)) return each ? value.map((item) => pickNode(item, each)).filter((item) => item !== undefined) : undefined;
  // A list was named and this is not one: nothing of it is kept.
  if (each || !isPlainObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  const anyKey = tree[ANY_KEY];
  for (const key of Object.keys(value)) {
    if (key === "__proto__") continue;
    const branch = Object.hasOwn(tree, key) && key !== EACH_ITEM && key !== ANY_KEY ? tree[key] : anyKey;
    if (!branch) continue;
    const picked = pickNode(value[key], branch);
    if (picked !== undefined) out[key] = picked;
  }
  // An object none of whose named fields is there is left out, not kept empty.
  return Object.keys(out).length ? out : undefined;
}

/** A copy of `record` holding only the fields the allow-list names. */
export function pickAllowed<T extends object>(record: T, allowList: PathTree): Record<string, unknown> {
  return (pickNode(record, allowList) as Record<string, unknown> | undefined) ?? {};
}
