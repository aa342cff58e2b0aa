// The insights area compiled at publish (decision 0832): every predicate translated to a store
// filter over the list rows of its kind (a predicate the store cannot answer is refused), the
// breakdowns and the intake picker naming dashboard filters, each measure a threshold.
import type { AreaCompiler } from "../config/conditions";
import type { CompiledDashboard } from "../config/areas/lists";
import { childLocation } from "../problems";
import { NotTranslatableError, toMongoQuery, type MongoFilter } from "../tabs/to-mongo-query";
import type { ComplianceFigures, ComplianceMeasure, FunnelStep, InsightsArea, InsightsBreakdown, InsightsDuration } from "../types";
import { truthy } from "../jsonlogic/truthy";
import { keyMismatch, orderedEntries } from "../config/keyed-items";

/** The area with its keyed parts (decision 0035) as lists in their order, as its readers take it. */
export interface ListedInsightsArea extends Omit<InsightsArea, "funnel" | "breakdowns" | "durations" | "compliance"> {
  funnel: FunnelStep[];
  breakdowns: InsightsBreakdown[];
  durations: InsightsDuration[];
  compliance: Omit<ComplianceFigures, "measures"> & { measures: ComplianceMeasure[] };
}

export interface CompiledInsights {
  definition: ListedInsightsArea;
  /** Each step: `filter` selects the rows that match it now in the store, `matches` one row in memory (the same predicate). */
  funnel: ReadonlyArray<{ key: string; labelKey: string; kind: FunnelStep["kind"]; filter: MongoFilter; matches: (row: unknown) => boolean; list: FunnelStep["list"] }>;
  measures: ReadonlyArray<{ key: string; base: MongoFilter; counted: MongoFilter }>;
  stuckOpen: MongoFilter;
}

/** A rule as a store filter, and the same rule over one row in memory. */
function storePredicate(rule: unknown, location: string, compiler: AreaCompiler): { filter: MongoFilter; matches: (row: unknown) => boolean } {
  const condition = compiler.condition(rule as never, location, false);
  const matches = (row: unknown) => truthy(condition(row));
  try {
    return { filter: toMongoQuery(rule), matches };
  } catch (error) {
    if (!(error instanceof NotTranslatableError)) throw error;
    compiler.problem(location, `the store cannot count it: ${error.message}`);
    return { filter: { $nor: [{}] }, matches: () => false };
  }
}

const storeFilter = (rule: unknown, location: string, compiler: AreaCompiler): MongoFilter => storePredicate(rule, location, compiler).filter;

export function compileInsights(area: InsightsArea, compiler: AreaCompiler, dashboard: CompiledDashboard): CompiledInsights {
  const filterKeys = new Set(dashboard.filters.map((filter) => filter.key));
  const requireFilter = (key: string, location: string) => {
    if (!filterKeys.has(key)) compiler.problem(location, `"${key}" is not a filter of the dashboard`);
  };
  requireFilter(area.intakeFilter, "insights.intakeFilter");
  // Each keyed part read in its order, every item's own key agreeing with its key in the map.
  const inOrder = <T extends { key: string; order?: number }>(items: Record<string, T>, location: string, what: string): Array<[string, T]> => {
    const entries = orderedEntries(items);
    for (const [key, item] of entries) {
      const misnamed = keyMismatch(what, item.key, key);
      if (misnamed) compiler.problem(childLocation(location, key), misnamed);
    }
    return entries.map(([key, item]) => [childLocation(location, key), item]);
  };
  const breakdowns = inOrder(area.breakdowns, "insights.breakdowns", "breakdown key");
  const durations = inOrder(area.durations, "insights.durations", "duration key");
  const steps = inOrder(area.funnel, "insights.funnel", "funnel step key");
  const measureList = inOrder(area.compliance.measures, "insights.compliance.measures", "measure key");
  for (const [at, breakdown] of breakdowns) {
    if (breakdown.filter) requireFilter(breakdown.filter, childLocation(at, "filter"));
    else if (!breakdown.field || !breakdown.labelKey) compiler.problem(at, "a breakdown names a dashboard filter, or a field and its label");
    if (breakdown.labelKey) compiler.requireMessage(breakdown.labelKey, childLocation(at, "labelKey"));
  }
  for (const [at, duration] of durations) compiler.requireMessage(duration.labelKey, childLocation(at, "labelKey"));
  const funnel = steps.map(([at, step]) => {
    compiler.requireMessage(step.labelKey, childLocation(at, "labelKey"));
    return { key: step.key, labelKey: step.labelKey, kind: step.kind, ...storePredicate(step.reached, childLocation(at, "reached"), compiler), list: step.list };
  });
  const measures = measureList.map(([at, measure]) => {
    compiler.requireMessage(measure.labelKey, childLocation(at, "labelKey"));
    area.compliance.thresholds.forEach((entry, j) => {
      if (entry.limits[measure.key] === undefined) compiler.problem(childLocation(childLocation("insights.compliance.thresholds", j), "limits"), `no threshold for "${measure.key}"`);
    });
    return { key: measure.key, base: storeFilter(measure.base, childLocation(at, "base"), compiler), counted: storeFilter(measure.counted, childLocation(at, "counted"), compiler) };
  });
  const items = <T>(entries: Array<[string, T]>) => entries.map(([, item]) => item);
  const definition: ListedInsightsArea = { ...area, funnel: items(steps), breakdowns: items(breakdowns), durations: items(durations), compliance: { ...area.compliance, measures: items(measureList) } };
  return { definition, funnel, measures, stuckOpen: storeFilter(area.stuck.open, "insights.stuck.open", compiler) };
}
