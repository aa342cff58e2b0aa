// The insights area compiled at publish (decision 0832): every predicate translated to a store
// filter over the list rows of its kind (a predicate the store cannot answer is refused), the
// breakdowns and the intake picker naming dashboard filters, each measure a threshold.
import type { AreaCompiler } from "../config/conditions";
import type { CompiledDashboard } from "../config/areas/lists";
import { childLocation } from "../problems";
import { NotTranslatableError, toMongoQuery, type MongoFilter } from "../tabs/to-mongo-query";
import type { InsightsArea } from "../types";
import { truthy } from "../jsonlogic/truthy";

export interface CompiledInsights {
  definition: InsightsArea;
  /** Each step: `filter` selects the rows that match it now in the store, `matches` one row in memory (the same predicate). */
  funnel: ReadonlyArray<{ key: string; labelKey: string; kind: InsightsArea["funnel"][number]["kind"]; filter: MongoFilter; matches: (row: unknown) => boolean; list: InsightsArea["funnel"][number]["list"] }>;
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
  area.breakdowns.forEach((breakdown, i) => {
    const at = childLocation("insights.breakdowns", i);
    if (breakdown.filter) requireFilter(breakdown.filter, childLocation(at, "filter"));
    else if (!breakdown.field || !breakdown.labelKey) compiler.problem(at, "a breakdown names a dashboard filter, or a field and its label");
    if (breakdown.labelKey) compiler.requireMessage(breakdown.labelKey, childLocation(at, "labelKey"));
  });
  area.durations.forEach((duration, i) => compiler.requireMessage(duration.labelKey, childLocation(childLocation("insights.durations", i), "labelKey")));
  const funnel = area.funnel.map((step, i) => {
    const at = childLocation("insights.funnel", i);
    compiler.requireMessage(step.labelKey, childLocation(at, "labelKey"));
    return { key: step.key, labelKey: step.labelKey, kind: step.kind, ...storePredicate(step.reached, childLocation(at, "reached"), compiler), list: step.list };
  });
  const measures = area.compliance.measures.map((measure, i) => {
    const at = childLocation("insights.compliance.measures", i);
    compiler.requireMessage(measure.labelKey, childLocation(at, "labelKey"));
    area.compliance.thresholds.forEach((entry, j) => {
      if (entry.limits[measure.key] === undefined) compiler.problem(childLocation(childLocation("insights.compliance.thresholds", j), "limits"), `no threshold for "${measure.key}"`);
    });
    return { key: measure.key, base: storeFilter(measure.base, childLocation(at, "base"), compiler), counted: storeFilter(measure.counted, childLocation(at, "counted"), compiler) };
  });
  return { definition: area, funnel, measures, stuckOpen: storeFilter(area.stuck.open, "insights.stuck.open", compiler) };
}
