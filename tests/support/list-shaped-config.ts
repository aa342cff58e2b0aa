// A configuration as it was stored before decision 0035 (tabs, CAS stages, the stage picker and
// form rules as lists in their order, without `order`), 0091 (likewise the export columns, the
// filter groups, without their `id`, and their filters, Insights' keyed parts and the automations),
// 0093 (the student's tasks, the interview questions, the checklist's sections and the
// application's task groups likewise, the groups without an id) and 0095 (the settings' intakes,
// tags and categories likewise; the Student route and maintenance rows newest first), for the
// tests of the upgrade on read.
import { orderedItems } from "../../rules/config/keyed-items";
import { datedRows } from "../../rules/config/listed-settings";

type Item = Record<string, unknown>;

export const withoutOrder = ({ order: _order, ...item }: Item) => item;

/** A keyed area as the list it was: its items in order, without `order`. */
export const listed = (keyed: unknown) => orderedItems(keyed as Record<string, Item>).map(withoutOrder);

/** Dated rows keyed by their date as the list they were: newest first. */
export const listedByDate = (keyed: unknown) => datedRows(keyed as Record<string, Item & { effectiveFrom: string }>);

export function inListShape(config: Record<string, unknown>): Record<string, unknown> {
  const cas = config["cas-stages"] as Item;
  const forms = config.forms as Record<string, Item>;
  const area = (name: string) => config[name] as Item;
  const settings = config.settings as Item;
  const funding = config.funding as Item;
  const dashboard = config.dashboard as Item;
  const insights = config.insights as Item & { compliance: Item };
  const automations = config.automations as Item;
  return {
    ...config,
    "checklist-tasks": { ...area("checklist-tasks"), tasks: listed(area("checklist-tasks").tasks) },
    "interview-questions": { ...area("interview-questions"), questions: listed(area("interview-questions").questions) },
    checklist: { ...area("checklist"), sections: listed(area("checklist").sections) },
    application: { ...area("application"), taskGroups: listed(area("application").taskGroups).map(({ id: _id, ...group }) => group) },
    settings: { ...settings, intakes: listed(settings.intakes), tags: listed(settings.tags), categories: listed(settings.categories), studentRoute: listedByDate(settings.studentRoute) },
    funding: { ...funding, maintenance: listedByDate(funding.maintenance) },
    tabs: listed(config.tabs),
    "cas-stages": { ...cas, stages: listed(cas.stages), tabs: listed(cas.tabs), moveToStages: listed(cas.moveToStages), exportColumns: listed(cas.exportColumns) },
    dashboard: { ...dashboard, exportColumns: listed(dashboard.exportColumns), filterGroups: listed(dashboard.filterGroups).map(({ id: _id, ...group }) => ({ ...group, filters: listed(group.filters) })) },
    insights: { ...insights, funnel: listed(insights.funnel), breakdowns: listed(insights.breakdowns), durations: listed(insights.durations), compliance: { ...insights.compliance, measures: listed(insights.compliance.measures) } },
    automations: { ...automations, automations: listed(automations.automations) },
    forms: Object.fromEntries(Object.entries(forms).map(([id, form]) => [id, form.rules === undefined ? form : { ...form, rules: listed(form.rules) }])),
  };
}
