// The Insights summary (issue 22; decision 0832): the funnel for an intake with the conversion
// between steps, optionally broken down by one of the dashboard's filters; the sponsor-compliance
// rates over the assessment window against the thresholds in force today; and the operational
// figures. Every figure is read in the store from the list rows, within the user's university
// and, for agents and partners, their own records. The funnel counts people (decision 0028): each
// at the furthest step they ever reached and every step before it, read by the same code and
// filters as the list each step links to, so the list shows exactly the people counted.
import { rowValueLabels } from "../lists/value-labels";
import { can } from "../auth/permissions";
import type { PreparedConfig } from "../../rules";
import { conversions, medianOfCounts, percentage, standing, thresholdsOn, windowStart, type Standing } from "../../rules/insights/rates";
import { addDays } from "../../rules/dates/add-days";
import { funnelPeople } from "../../rules/insights/funnel";
import { REACHED_PARAMS, type ActiveFilter } from "../../rules/lists/list-query";
import type { InsightsListLink } from "../../rules/types";
import { scopeFor, type SignedInUser } from "../auth/permissions";
import { TAB_SET_AT, filtersOfList, joinFilters, requestScope, visibilityFilter } from "../lists/dashboard";
import { reachedRows, type ReachedRow } from "../lists/funnel-reached";
import { filterOptionsFor, type FilterOption } from "../lists/filter-options";
import type { Services } from "../services";
import type { Filter } from "../store/port";

export interface InsightsRequest {
  intake: string;
  breakdown: string;
  /** A range of dates (YYYY-MM-DD) on each kind's own date; empty for none. */
  from: string;
  to: string;
}

export interface Figure {
  label: string;
  count: number;
  href: string | null;
}

export interface InsightsSummary {
  intakes: FilterOption[];
  breakdowns: Array<{ value: string; label: string }>;
  request: InsightsRequest;
  funnel: Array<Figure & { key: string; conversion: number | null }>;
  breakdown: { label: string; rows: Array<{ value: string; label: string; cells: Figure[] }> } | null;
  compliance: {
    from: string;
    to: string;
    source: string;
    measures: Array<{ key: string; label: string; rate: number | null; limit: number; direction: "atMost" | "atLeast"; standing: Standing; counted: number; of: number; href: string | null; students: Array<{ name: string; href: string }> }>;
  };
  operations: Array<{ key: string; label: string; value: number | null; href: string | null }>;
  /** The date range was refused (not dates, or the wrong way round). */
  rangeInvalid: boolean;
}

const NOTHING: Filter = { $nor: [{}] };
/** How many of the students behind a compliance figure are named on the page. */
const STUDENTS_SHOWN = 100;

export async function insightsSummary(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, today: string, asked: InsightsRequest, linkParams: Record<string, string> = {}): Promise<InsightsSummary> {
  const insights = config.areas.insights;
  const area = insights.definition;
  const rows = services.repositories.listRows;
  const options = await filterOptionsFor(services, user, tenant, config);
  const dashboardFilter = (key: string) => config.areas.dashboard.filters.find((filter) => filter.key === key);
  const intakeFilter = dashboardFilter(area.intakeFilter);
  const intakes = options.get(area.intakeFilter) ?? [];
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  const rangeInvalid = Boolean((asked.from && !isDay(asked.from)) || (asked.to && !isDay(asked.to)) || (asked.from && asked.to && asked.from > asked.to));
  // A breakdown by a filter whose choices this user is not given (the agents, for an agent) is not offered.
  const breakdowns = area.breakdowns.filter((breakdown) => !breakdown.filter || !dashboardFilter(breakdown.filter)?.options?.users || (options.get(breakdown.filter) ?? []).length > 0);
  const request: InsightsRequest = {
    intake: intakes.some((option) => option.value === asked.intake) ? asked.intake : "",
    breakdown: breakdowns.some((breakdown) => breakdown.key === asked.breakdown) ? asked.breakdown : "",
    from: rangeInvalid ? "" : asked.from,
    to: rangeInvalid ? "" : asked.to,
  };
  const visible = (kind: Parameters<typeof visibilityFilter>[1]): Filter | null => visibilityFilter(user, kind);
  const intake: Filter = request.intake && intakeFilter ? { [intakeFilter.field]: request.intake } : {};
  const inRange = (kind: Parameters<typeof visibilityFilter>[1]): Filter =>
    request.from || request.to ? { [area.dateRange[kind]]: { ...(request.from ? { $gte: request.from } : {}), ...(request.to ? { $lte: request.to } : {}) } } : {};
  const scoped = (kind: Parameters<typeof visibilityFilter>[1], ...filters: Filter[]): Filter => {
    const visibility = visible(kind);
    return visibility === null ? NOTHING : joinFilters({ kind }, visibility, ...filters);
  };
  const href = (list: InsightsListLink, extra: Record<string, string> = {}): string => {
    const params = new URLSearchParams({ ...linkParams, ...(list.tab ? { tab: list.tab } : {}), ...(request.intake ? { [area.intakeFilter]: request.intake } : {}), ...extra });
    return `${list.path}?${params.toString()}`;
  };

  // The funnel: people, each at the furthest step they reached, under the intake and dates chosen (as the lists read them).
  const intakeChosen: ActiveFilter[] = request.intake && intakeFilter ? [{ filter: intakeFilter, values: [request.intake] }] : [];
  const range = { from: request.from, to: request.to };
  const chosen = breakdowns.find((candidate) => candidate.key === request.breakdown);
  const dimension = chosen?.filter ? dashboardFilter(chosen.filter) : undefined;
  const field = dimension?.field ?? chosen?.field;
  const reachedRowsAll = await reachedRows(services, user, tenant, config, requestScope(config, { filters: intakeChosen, search: "" }, range), field ? [field] : []);
  const counts = funnelPeople(reachedRowsAll, insights.funnel.length).counts;
  const conversion = conversions(counts);
  // A step links to its list filtered to its people, with each filter the figure was counted under (where that list has it).
  const stepHref = (i: number, filters: Record<string, string>): string | null => {
    const step = insights.funnel[i];
    // Only a list the user may open is linked (Enroly works the pipeline, not the dashboard).
    if (!can(user, `list:${TAB_SET_AT[step.list.path]}:assigned`)) return null;
    const honoured = filtersOfList(config, user, TAB_SET_AT[step.list.path]);
    if (Object.keys(filters).some((key) => !honoured.has(key))) return null;
    const dates = { ...(request.from ? { [REACHED_PARAMS.from]: request.from } : {}), ...(request.to ? { [REACHED_PARAMS.to]: request.to } : {}) };
    const params = new URLSearchParams({ ...linkParams, [REACHED_PARAMS.step]: step.key, ...(request.intake ? { [area.intakeFilter]: request.intake } : {}), ...filters, ...dates });
    return `${step.list.path}?${params.toString()}`;
  };
  const funnel = insights.funnel.map((step, i) => ({ key: step.key, label: config.text(step.labelKey), count: counts[i], conversion: conversion[i], href: stepHref(i, {}) }));

  let breakdown: InsightsSummary["breakdown"] = null;
  if (chosen && field) {
    const offered = dimension ? (options.get(dimension.key) ?? []) : [];
    const labels = new Map(offered.map((option) => [option.value, option.label]));
    // A row counts under each value its field holds (a list of tags under each); a kind without the field, under none (as a list filter leaves it out).
    const byValue = new Map<string, ReachedRow[]>();
    for (const row of reachedRowsAll) {
      if (!config.areas.listRows[row.kind].fieldNames.has(field)) continue;
      const held = row.values[field];
      for (const value of Array.isArray(held) ? held : [held]) {
        const key = value === null || value === undefined ? "" : String(value);
        // Added in place: copying the group for each row made the breakdown quadratic in the rows.
        const group = byValue.get(key);
        if (group) group.push(row);
        else byValue.set(key, [row]);
      }
    }
    breakdown = {
      label: config.text(dimension?.labelKey ?? chosen.labelKey ?? chosen.key),
      rows: [...byValue.entries()]
        .map(([value, grouped]) => [value, funnelPeople(grouped, insights.funnel.length).counts] as const)
        .sort((a, b) => b[1][0] - a[1][0] || a[0].localeCompare(b[0]))
        .map(([value, cells]) => ({
          value,
          // A value the filter does not offer still reads in the configuration's words (issue 39).
          label: value ? (labels.get(value) ?? rowValueLabels(config)[field]?.[value] ?? value) : config.text(dimension?.options?.users === "agents" ? "insights.breakdown.noAgent" : "insights.breakdown.none"),
          // A value links to the step's list filtered by it, where the list has that filter and offers the value.
          cells: cells.map((count, i) => ({ label: funnel[i].label, count, href: value && dimension && labels.has(value) ? stepHref(i, { [dimension.key]: value }) : null })),
        })),
    };
  }

  const from = windowStart(today, area.compliance.windowMonths);
  const thresholds = thresholdsOn(area.compliance.thresholds, today);
  const measures = await Promise.all(
    area.compliance.measures.map(async (measure, i) => {
      const inWindow = { [measure.dateField]: { $gte: from, $lte: today } };
      const compiled = insights.measures[i];
      const [of, counted] = await Promise.all([rows.count(tenant, scoped(measure.kind, compiled.base, inWindow)), rows.count(tenant, scoped(measure.kind, compiled.base, compiled.counted, inWindow))]);
      const rate = percentage(counted, of);
      // The students behind the figure (those counted), by name, each to their record.
      const behind = counted ? await rows.find(tenant, scoped(measure.kind, compiled.base, compiled.counted, inWindow), { sort: { family_name: 1, given_name: 1 }, limit: STUDENTS_SHOWN, projection: { given_name: 1, family_name: 1, userId: 1 } }) : [];
      const students = behind.map((row) => ({ name: [row.given_name, row.family_name].filter(Boolean).join(" "), href: `/students/${encodeURIComponent(String(row.userId))}` }));
      const limit = thresholds?.limits[measure.key] ?? 0;
      return { key: measure.key, label: config.text(measure.labelKey), rate, limit, direction: measure.direction, standing: thresholds ? standing(rate, limit, measure.direction, area.compliance.warnMarginPoints) : ("noData" as Standing), counted, of, href: href(measure.list), students };
    }),
  );

  const studentScope = scopeFor(user, "read", "student");
  const university = studentScope === "tenant" || studentScope === "any";
  const stuckBefore = addDays(today, -area.stuck.days);
  const operations: InsightsSummary["operations"] = [
    { key: "stuck", label: config.text("insights.operations.stuck", { days: area.stuck.days }), value: await rows.count(tenant, scoped(area.stuck.kind, insights.stuckOpen, { [area.stuck.dateField]: { $lt: stuckBefore } })), href: href(area.stuck.list) },
  ];
  for (const duration of area.durations) {
    const days = await rows.countBy(tenant, scoped(duration.kind, { [duration.field]: { $ne: null } }, intake, inRange(duration.kind)), duration.field);
    operations.push({ key: duration.key, label: config.text(duration.labelKey), value: medianOfCounts(days), href: null });
  }
  if (university) {
    const [awaiting, sent, failed] = await Promise.all([
      // As the pipeline counts them (decision 0053): documents not deleted and not yet reviewed.
      services.repositories.uploads.count(tenant, { review: null, status: "UPLOADED_OK" }),
      services.repositories.reminders.count(tenant, { status: "sent" }),
      services.repositories.reminders.count(tenant, { status: "failed" }),
    ]);
    operations.push(
      { key: "awaitingReview", label: config.text("insights.operations.awaitingReview"), value: awaiting, href: null },
      { key: "remindersSent", label: config.text("insights.operations.remindersSent"), value: sent, href: null },
      { key: "remindersFailed", label: config.text("insights.operations.remindersFailed"), value: failed, href: "/reminders/failed" },
    );
  }

  return {
    intakes,
    breakdowns: breakdowns.map((breakdown) => ({ value: breakdown.key, label: config.text((breakdown.filter ? dashboardFilter(breakdown.filter)?.labelKey : breakdown.labelKey) ?? breakdown.key) })),
    request,
    funnel,
    breakdown,
    compliance: { from, to: today, source: thresholds?.source ?? "", measures },
    operations,
    rangeInvalid,
  };
}
