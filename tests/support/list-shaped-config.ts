// A configuration as it was stored before decision 0035 (tabs, CAS stages, the stage picker and
// form rules as lists in their order, without `order`), for the tests of the upgrade on read.
import { orderedItems } from "../../rules/config/keyed-items";

type Item = Record<string, unknown>;

export const withoutOrder = ({ order: _order, ...item }: Item) => item;

/** A keyed area as the list it was: its items in order, without `order`. */
export const listed = (keyed: unknown) => orderedItems(keyed as Record<string, Item>).map(withoutOrder);

export function inListShape(config: Record<string, unknown>): Record<string, unknown> {
  const cas = config["cas-stages"] as Item;
  const forms = config.forms as Record<string, Item>;
  return {
    ...config,
    tabs: listed(config.tabs),
    "cas-stages": { ...cas, stages: listed(cas.stages), tabs: listed(cas.tabs), moveToStages: listed(cas.moveToStages) },
    forms: Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, form.rules === undefined ? form : { ...form, rules: listed(form.rules) }])),
  };
}
