// Configurations stored before decision 0035 (published versions and drafts are JSON text,
// decision 0007) hold the keyed areas as lists. Every read of a stored configuration passes it
// through here, so an old version still loads, rolls back and publishes: each list becomes a map
// keyed by the item's own id with `order` its place in the list (10, 20, 30, ...), and nothing
// else in an item changes. An item without an id is keyed `<kind>-<place>` (place from 1); an id
// met twice keys the later item `<id>-2`, `-3`, ..., its content kept as it was, so the check on
// publishing names it rather than the upgrade dropping it. Dated rows are keyed by their date and
// take no `order`: the date orders them (decision 0095).

/** Where the keyed areas are, what names their items, and the key of an item without a name; `dated`: ordered by the key's date, no `order`. */
const LIST_AREAS: ReadonlyArray<{ path: readonly [string] | readonly [string, string]; idField: string; kind: string; dated?: true }> = [
  { path: ["tabs"], idField: "id", kind: "tab" },
  { path: ["cas-stages", "stages"], idField: "value", kind: "stage" },
  { path: ["cas-stages", "tabs"], idField: "id", kind: "tab" },
  { path: ["cas-stages", "moveToStages"], idField: "stage", kind: "stage" },
  { path: ["settings", "intakes"], idField: "id", kind: "intake" },
  { path: ["settings", "tags"], idField: "value", kind: "tag" },
  { path: ["settings", "categories"], idField: "value", kind: "category" },
  { path: ["settings", "studentRoute"], idField: "effectiveFrom", kind: "row", dated: true },
  { path: ["funding", "maintenance"], idField: "effectiveFrom", kind: "row", dated: true },
];
const RULES = { idField: "id", kind: "rule" };
/** The gap between two items' `order`, so an item can later go between them. */
export const ORDER_STEP = 10;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** A list of items as the keyed map of decision 0035. */
export function keyedFromList(list: readonly unknown[], idField: string, kind: string, dated = false): JsonObject {
  const keyed: JsonObject = {};
  list.forEach((item, index) => {
    const own = isObject(item) && typeof item[idField] === "string" && item[idField] !== "" ? (item[idField] as string) : `${kind}-${index + 1}`;
    let key = own;
    for (let n = 2; Object.hasOwn(keyed, key); n++) key = `${own}-${n}`;
    // Something that is not an item stays as it was, for the meta-schema to name.
    keyed[key] = isObject(item) && !dated ? { ...item, order: (index + 1) * ORDER_STEP } : item;
  });
  return keyed;
}

/** A form definition with its rules keyed (the same form when they are already). */
export function upgradeFormRules<T>(form: T): T {
  if (!isObject(form) || !Array.isArray(form.rules)) return form;
  return { ...form, rules: keyedFromList(form.rules, RULES.idField, RULES.kind) } as T;
}

/** A stored configuration in the keyed shape; one already in it is returned as it is. */
export function upgradeKeyedAreas<T extends JsonObject>(config: T): T {
  let upgraded: JsonObject = config;
  const copy = () => (upgraded === config ? (upgraded = { ...config }) : upgraded);
  for (const { path, idField, kind, dated } of LIST_AREAS) {
    if (path.length === 1) {
      const list = upgraded[path[0]];
      if (Array.isArray(list)) copy()[path[0]] = keyedFromList(list, idField, kind, dated);
      continue;
    }
    const area = upgraded[path[0]];
    if (!isObject(area) || !Array.isArray(area[path[1]])) continue;
    copy()[path[0]] = { ...area, [path[1]]: keyedFromList(area[path[1]] as unknown[], idField, kind, dated) };
  }
  const forms = upgraded.forms;
  if (isObject(forms) && Object.values(forms).some((form) => isObject(form) && Array.isArray(form.rules))) {
    copy().forms = Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, upgradeFormRules(form)]));
  }
  return upgraded as T;
}
