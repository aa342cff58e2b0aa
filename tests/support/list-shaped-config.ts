// A configuration as it was stored before decision 0035 (tabs, CAS stages, the stage picker and
// form rules as lists in their order, without `order`; likewise the export columns, the filter
// groups, without their `id`, and their filters, Insights' keyed parts and the automations,
// decision 0091), for the tests of the upgrade on read.
import { orderedItems } from "../../rules/config/keyed-items";

type Item = Record<string, unknown>;

export const withoutOrder = ({ order: _order, ...item }: Item) => item;

/** A keyed area as the list it was: its items in order, without `order`. */
export const listed = (keyed: unknown) => orderedItems(keyed as Record<string, Item>).map(withoutOrder);

export function inListShape(config: Record<string, unknown>): Record<string, unknown> {
  const cas = config["cas-stages"] as Item;
  const forms = config.forms as Record<string, Item>;
  const dashboard = config.dashboard as Item;
  const insights = config.insights as Item & { compliance: Item };
  const automations = config.automations as Item;
  return {
    ...config,
    tabs: listed(config.tabs),
    "cas-stages": { ...cas, stages: listed(cas.stages), tabs: listed(cas.tabs), moveToStages: listed(cas.moveToStages), exportColumns: listed(cas.exportColumns) },
    dashboard: { ...dashboard, exportColumns: listed(dashboard.exportColumns), filterGroups: listed(dashboard.filterGroups).map(({ id: _id, ...group }) => ({ ...group, filters: listed(group.filters) })) },
    insights: { ...insights, funnel: listed(insights.funnel), breakdowns: listed(insights.breakdowns), durations: listed(insights.durations), compliance: { ...insights.compliance, measures: listed(insights.compliance.measures) } },
    automations: { ...automations, automations: listed(automations.automations) },
    forms: Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, form.rules === undefined ? form : { ...form, rules: listed(form.rules) }])),
  };
}
