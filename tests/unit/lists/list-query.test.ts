// The staff lists' pure parts: which tabs a role sees, reading the list parameters, the filter
// predicate and its store filter (the same rows either way), the paginator's page range, the
// order, and the export's cell defusing.
import { Query } from "mingo";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluate, toMongoQuery, type PreparedConfig } from "../../../rules";
import { filterPredicate, listFilters, pageRange, readListRequest, readReached, sortFor, visibleTabs } from "../../../rules/lists/list-query";
import { hasAll, hasAny, textContains } from "../../../rules/operations/list-match";
import { preparedConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await preparedConfig("northbridge");
});

const labels = (role: string) => visibleTabs(config.areas.tabs, role).map((tab) => tab.label);
/** The staff dashboard's own filters (its tabs' rows: applications and offers). */
const dashboardFilters = () => listFilters(config, visibleTabs(config.areas.tabs, "Uni"));
const offered = () => new Map([["nationality", new Set(["Indian", "Chinese", "Nigerian"])], ["feeStatus", new Set(["HOME", "OVERSEAS"])], ["course", new Set(["NBU-100", "NBU-101"])]]);

describe("tabs per role (001 §2, §6)", () => {
  it("gives university staff and the Admin the full set with Draft, grouped Pipeline and Outcome", () => {
    for (const role of ["UniAdmin", "Uni", "UniLite", "Admin"]) {
      expect(labels(role)).toEqual(["Leads", "Applied", "Draft", "Conditional", "Unconditional", "Completed", "Closed"]);
    }
    expect(visibleTabs(config.areas.tabs, "Uni").map((tab) => tab.group)).toEqual(["Pipeline", "Pipeline", "Pipeline", "Pipeline", "Pipeline", "Outcome", "Outcome"]);
  });

  it("gives agents, agency admins and partners the set without Draft; their Applied holds drafts", () => {
    for (const role of ["Agent", "AgencyAdmin", "Partner"]) expect(labels(role)).toEqual(["Leads", "Applied", "Conditional", "Unconditional", "Completed", "Closed"]);
    const applied = visibleTabs(config.areas.tabs, "Agent").find((tab) => tab.key === "applied");
    expect(applied?.entries.map((entry) => entry.matches({ status: "Draft" }))).toEqual([true]);
  });

  it("gives UniSecure the Pipeline group, and provider staff no offer lists", () => {
    expect(labels("UniSecure")).toEqual(["Leads", "Applied", "Draft", "Conditional", "Unconditional"]);
    expect(labels("Enroly")).toEqual([]);
    expect(labels("ImmigrationProvider")).toEqual([]);
  });

  it("makes Closed one tab of two collections", () => {
    const closed = visibleTabs(config.areas.tabs, "Uni").find((tab) => tab.key === "closed");
    expect(closed?.entries.map((entry) => entry.definition.collection)).toEqual(["offers", "applications"]);
  });
});

describe("reading the list parameters (001 §3)", () => {
  const read = (values: Record<string, string[]>) => readListRequest(dashboardFilters(), values, offered());

  it("keeps the values the filters offer, drops the rest, and keeps one value for a select-one", () => {
    const request = read({ nationality: ["Indian", "Martian", "Indian"], course: ["NBU-100", "NBU-101"], feeStatus: [""] });
    expect(request.filters.map((active) => [active.filter.key, active.values])).toEqual([
      ["nationality", ["Indian"]],
      ["course", ["NBU-100"]],
    ]);
  });

  it("reports a date that is not real, a number that is not whole, and a range the wrong way round", () => {
    expect(read({ startDate: ["2026-02-30"] }).problems).toEqual([{ key: "startDate", messageKey: "list.filters.invalidDate", labelKey: "list.filters.appliedDate", which: "from" }]);
    expect(read({ requirementsFrom: ["two"] }).problems[0]).toMatchObject({ key: "requirementsFrom", messageKey: "list.filters.invalidNumber" });
    const backwards = read({ startDate: ["2026-05-01"], endDate: ["2026-04-01"] });
    expect(backwards.problems).toEqual([{ key: "startDate", messageKey: "list.filters.rangeOrder", labelKey: "list.filters.appliedDate" }]);
    expect(backwards.filters).toEqual([]);
  });

  it("falls back to the configured page size and the first page for anything else", () => {
    expect(read({ pageSize: ["7"], page: ["-3"] })).toMatchObject({ pageSize: 50, page: 1 });
    expect(read({ pageSize: ["100"], page: ["4"] })).toMatchObject({ pageSize: 100, page: 4 });
  });
});

describe("filters are one JSON-Logic predicate, run the same in memory and in the store", () => {
  const rows = [
    { nationality: "Indian", course_id: "NBU-100", fee_status: "OVERSEAS", applied_date: "2026-03-05", requirements_in_assessment: 1, tags: ["Priority"], search: "aisha adeyemi aisha@x.uk" },
    { nationality: "Chinese", course_id: "NBU-101", fee_status: "HOME", applied_date: "2026-06-10", requirements_in_assessment: 0, tags: ["Scholarship", "Priority"], search: "ben brown ben@x.uk" },
    { nationality: "Nigerian", course_id: "NBU-100", fee_status: "OVERSEAS", applied_date: "2026-09-01", search: "carmen castro c2003" },
    { nationality: "Indian", fee_status: "OVERSEAS", applied_date: "2026-11-01", requirements_in_assessment: 3, tags: [], search: "daniel dubois" },
  ];
  const cases: Array<[string, Record<string, string[]>]> = [
    ["nationality in a list", { nationality: ["Indian", "Chinese"] }],
    ["one course", { course: ["NBU-100"] }],
    ["dates from and to", { startDate: ["2026-03-01"], endDate: ["2026-09-30"] }],
    ["a number range", { requirementsFrom: ["1"], requirementsTo: ["2"] }],
    ["tags, any", { tag: ["Priority", "Scholarship"] }],
    ["tags, all", { tag: ["Priority", "Scholarship"], tagMatch: ["all"] }],
    ["search, any case", { search: ["BROWN"] }],
    ["everything at once", { nationality: ["Indian"], course: ["NBU-100"], search: ["aisha"], startDate: ["2026-01-01"] }],
  ];

  it.each(cases)("%s", (_name, values) => {
    const request = readListRequest(dashboardFilters(), values, new Map([...offered(), ["tag", new Set(["Priority", "Scholarship"])]]));
    const predicate = filterPredicate(request);
    const inMemory = rows.filter((row) => Boolean(evaluate(predicate, row)));
    const inStore = new Query(toMongoQuery(predicate)).find(rows).all();
    expect(inStore).toEqual(inMemory);
    expect(inMemory.length).toBeLessThan(rows.length);
  });

  it("is true (every row) without filters", () => {
    expect(filterPredicate(readListRequest(dashboardFilters(), {}, offered()))).toBe(true);
  });
});

describe("the operations list filters use", () => {
  it("text-contains ignores case; an empty term matches everything", () => {
    expect(textContains("Amara Okafor", "OKAF")).toBe(true);
    expect(textContains("Amara", "zed")).toBe(false);
    expect(textContains(undefined, "")).toBe(true);
  });

  it("has-any and has-all compare lists", () => {
    expect(hasAny(["a", "b"], ["b", "c"])).toBe(true);
    expect(hasAny(undefined, ["a"])).toBe(false);
    expect(hasAll(["a", "b"], ["a", "b"])).toBe(true);
    expect(hasAll(["a"], ["a", "b"])).toBe(false);
  });
});

describe("the paginator's page range: first, last and neighbouring pages", () => {
  it.each([
    [1, 1, 2, "1"],
    [1, 5, 2, "1 2 3 … 5"],
    [5, 10, 2, "1 … 3 4 5 6 7 … 10"],
    [10, 10, 2, "1 … 8 9 10"],
    [4, 7, 2, "1 2 3 4 5 6 7"],
    [1, 0, 2, ""],
  ])("page %i of %i with %i neighbours: %s", (current, count, neighbours, expected) => {
    expect(pageRange(current, count, neighbours).map((link) => ("gap" in link ? "…" : String(link.page))).join(" ")).toBe(expected);
  });
});

describe("the order", () => {
  it("takes a shown column asked for; otherwise the default; otherwise the first column, A to Z", () => {
    const conditional = visibleTabs(config.areas.tabs, "Uni").find((tab) => tab.key === "applied")!;
    const leads = visibleTabs(config.areas.tabs, "Uni").find((tab) => tab.key === "leads")!;
    const dashboard = config.areas.dashboard;
    expect(sortFor(conditional, dashboard, { sortColumn: "family_name", sortDirection: "desc", sortAsked: true })).toEqual({ column: "family_name", direction: "desc" });
    expect(sortFor(conditional, dashboard, { sortColumn: "password", sortDirection: "asc", sortAsked: false })).toEqual({ column: "applied_date", direction: "desc" });
    expect(sortFor(leads, dashboard, { sortColumn: null, sortDirection: "desc", sortAsked: false })).toEqual({ column: leads.columns[0], direction: "asc" });
  });
});

describe("each list's own filters (decision 0824)", () => {
  it("reads startDate as the applied date on the dashboard and as the day a student moved into their stage on the pipeline", () => {
    const dashboard = readListRequest(dashboardFilters(), { startDate: ["2026-11-01"] }, offered());
    expect(dashboard.filters.map((active) => active.filter.field)).toEqual(["applied_date"]);
    const pipeline = readListRequest(listFilters(config, visibleTabs(config.areas.casStages.tabs, "Uni")), { startDate: ["2026-11-01"], pathwayVisibility: ["no"] }, offered());
    expect(pipeline.filters.map((active) => [active.filter.key, active.filter.field])).toEqual([
      ["pathwayVisibility", "pathway_student"],
      ["stageEntered", "stage_entered_date"],
    ]);
  });
});

describe("the funnel's Reached filter (decision 0028)", () => {
  const steps = [
    { key: "leads", labelKey: "insights.funnel.leads" },
    { key: "applied", labelKey: "insights.funnel.applied" },
  ];

  it("names a step of the funnel, by its place, with the dates it was counted over", () => {
    expect(readReached(steps, { reached: ["applied"], reachedFrom: ["2026-01-01"], reachedTo: ["2026-06-30"] })).toEqual({ reached: { step: 1, key: "applied", labelKey: "insights.funnel.applied", from: "2026-01-01", to: "2026-06-30" }, problems: [] });
  });

  it("drops a step the funnel does not have, as a filter value not offered", () => {
    expect(readReached(steps, { reached: ["enrolledTwice"] })).toEqual({ reached: null, problems: [] });
  });

  it("reports a date that is not one, or a range the wrong way round, and counts without it", () => {
    const bad = readReached(steps, { reached: ["leads"], reachedFrom: ["31/12/2026"] });
    expect(bad.reached).toMatchObject({ key: "leads", from: "", to: "" });
    expect(bad.problems).toEqual([{ key: "reachedFrom", messageKey: "list.filters.invalidDate", labelKey: "list.filters.reachedDates", which: "from" }]);
    const backwards = readReached(steps, { reached: ["leads"], reachedFrom: ["2026-06-30"], reachedTo: ["2026-01-01"] });
    expect(backwards.reached).toMatchObject({ from: "", to: "" });
    expect(backwards.problems).toEqual([{ key: "reachedFrom", messageKey: "list.filters.rangeOrder", labelKey: "list.filters.reachedDates" }]);
  });
});
