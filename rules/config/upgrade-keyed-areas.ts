// Configurations stored before decision 0035 (published versions and drafts are JSON text,
// decision 0007) hold the keyed areas as lists. Every read of a stored configuration passes it
// through here, so an old version still loads, rolls back and publishes: each list becomes a map
// keyed by the item's own id with `order` its place in the list (10, 20, 30, ...), and nothing
// else in an item changes. An item without an id is keyed `<kind>-<place>` (place from 1); an id
// met twice keys the later item `<id>-2`, `-3`, ..., its content kept as it was, so the check on
// publishing names it rather than the upgrade dropping it.

/**
 * Where the keyed areas are, what names their items, and the key of an item without a name. A
 * path's `*` is every entry of the map (or item of the list) there, so an area inside another
 * (a filter group's filters) is reached after its container is keyed; containers come first.
 * `namedFrom`: items that had no id before it was added (the filter groups, decision 0091) are
 * keyed by the last part of that property (`list.filters.group.offer`: `offer`), written in as
 * their id.
 */
const LIST_AREAS: ReadonlyArray<{ path: readonly string[]; idField: string; kind: string; namedFrom?: string }> = [
  { path: ["tabs"], idField: "id", kind: "tab" },
  { path: ["cas-stages", "stages"], idField: "value", kind: "stage" },
  { path: ["cas-stages", "tabs"], idField: "id", kind: "tab" },
  { path: ["cas-stages", "moveToStages"], idField: "stage", kind: "stage" },
  { path: ["forms", "*", "rules"], idField: "id", kind: "rule" },
  { path: ["cas-stages", "exportColumns"], idField: "key", kind: "column" },
  { path: ["dashboard", "exportColumns"], idField: "key", kind: "column" },
  { path: ["dashboard", "filterGroups"], idField: "id", kind: "group", namedFrom: "titleKey" },
  { path: ["dashboard", "filterGroups", "*", "filters"], idField: "key", kind: "filter" },
  { path: ["insights", "funnel"], idField: "key", kind: "step" },
  { path: ["insights", "breakdowns"], idField: "key", kind: "breakdown" },
  { path: ["insights", "compliance", "measures"], idField: "key", kind: "measure" },
  { path: ["insights", "durations"], idField: "key", kind: "duration" },
  { path: ["automations", "automations"], idField: "id", kind: "automation" },
];
/** Every entry of a map, or item of a list, on a path. */
const EACH = "*";
/** The gap between two items' `order`, so an item can later go between them. */
export const ORDER_STEP = 10;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);
const NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** A list of items as the keyed map of decision 0035. */
export function keyedFromList(list: readonly unknown[], idField: string, kind: string, namedFrom?: string): JsonObject {
  const keyed: JsonObject = {};
  list.forEach((item, index) => {
    const named = isObject(item) && typeof item[idField] === "string" && item[idField] !== "";
    const derived = !named && isObject(item) && namedFrom !== undefined && typeof item[namedFrom] === "string" ? (item[namedFrom] as string).split(".").pop() ?? "" : "";
    const own = named ? (item[idField] as string) : NAME.test(derived) ? derived : `${kind}-${index + 1}`;
    let key = own;
    for (let n = 2; Object.hasOwn(keyed, key); n++) key = `${own}-${n}`;
    // Something that is not an item stays as it was, for the meta-schema to name.
    if (!isObject(item)) keyed[key] = item;
    else keyed[key] = !named && namedFrom !== undefined ? { [idField]: key, ...item, order: (index + 1) * ORDER_STEP } : { ...item, order: (index + 1) * ORDER_STEP };
  });
  return keyed;
}

/** `value` with the list at `path` keyed; the same value when there is none to key. */
function keyedAt(value: unknown, path: readonly string[], area: (typeof LIST_AREAS)[number]): unknown {
  if (path.length === 0) return Array.isArray(value) ? keyedFromList(value, area.idField, area.kind, area.namedFrom) : value;
  const [step, ...rest] = path;
  if (step === EACH && Array.isArray(value)) {
    const items = value.map((item) => keyedAt(item, rest, area));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!isObject(value)) return value;
  if (step === EACH) {
    const entries = Object.entries(value).map(([name, inner]) => [name, keyedAt(inner, rest, area)] as const);
    return entries.every(([name, inner]) => inner === value[name]) ? value : Object.fromEntries(entries);
  }
  if (!Object.hasOwn(value, step)) return value;
  const inner = keyedAt(value[step], rest, area);
  return inner === value[step] ? value : { ...value, [step]: inner };
}

/** A stored configuration in the keyed shape; one already in it is returned as it is. */
export function upgradeKeyedAreas<T extends JsonObject>(config: T): T {
  let upgraded: unknown = config;
  for (const area of LIST_AREAS) upgraded = keyedAt(upgraded, area.path, area);
  return upgraded as T;
}
