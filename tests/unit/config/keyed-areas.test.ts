// Dashboard tabs, CAS stages, pipeline tabs, the stage picker and a form's rules (decision 0035),
// the export columns, filter groups and filters, Insights' parts and the automations (decision
// 0091), the student's tasks, the interview questions, the checklist's sections and the
// application's task groups (decision 0093), and the settings' intakes, tags and categories are
// maps keyed by id with an order; the Student route and maintenance rows are keyed by their date
// (decision 0095): a university's patch adds, changes or removes one item without restating the
// others, a configuration stored in the old list shape is read in the new one with nothing lost,
// and every demo university compiles to the same lists as before.
import { beforeAll, describe, expect, it } from "vitest";
import { checkConfiguration, compileConfiguration, type PreparedConfig } from "../../../rules";
import { inListShape, listed, withoutOrder } from "../../support/list-shaped-config";
import { upgradeKeyedAreas } from "../../../rules/config/upgrade-keyed-areas";
import { orderedItems } from "../../../rules/config/keyed-items";
import { visibleTaskGroups } from "../../../rules/pages/application-tasks";
import { composedConfigs } from "../../../server/cli/config-source";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { composeTenantConfig, loadConfigsFromDisk, type ConfigsOnDisk } from "../../../server/tenant-config/load-from-disk";
import { applyMergePatch, type Json } from "../../../server/tenant-config/merge-patch";
import before from "./fixtures/lists-before-keyed-areas.json";
import tasksBefore from "./fixtures/task-lists-before-keyed-areas.json";
import settingsBefore from "./fixtures/settings-lists-before-keyed.json";
import beforeKeyed from "./fixtures/lists-before-keyed-areas-0091.json";

type Item = Record<string, unknown>;
type Keyed = Record<string, Item>;

let onDisk: ConfigsOnDisk;
beforeAll(async () => {
  onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
});

/** A university whose only files are `patch`, composed as seeding does and compiled. */
function universityWith(patch: Record<string, Json>): PreparedConfig {
  const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch });
  return compileConfiguration(composed);
}


/** What a university runs of the keyed areas, as lists in their order (what the consumers read). */
function listsOf(config: PreparedConfig) {
  const document = config.document as unknown as { "cas-stages": { moveToStages: Keyed }; forms: Record<string, { rules?: Keyed }> };
  const rules = Object.fromEntries(
    Object.entries(document.forms)
      .filter(([, form]) => Object.keys(form.rules ?? {}).length > 0)
      .map(([id, form]) => [id, listed(form.rules)]),
  );
  return {
    tabs: config.areas.tabs.map((tab) => withoutOrder(tab.definition as unknown as Item)),
    casTabs: config.areas.casStages.tabs.map((tab) => withoutOrder(tab.definition as unknown as Item)),
    stages: config.areas.casStages.stages,
    moveToStages: listed(document["cas-stages"].moveToStages),
    rules,
  };
}

/** What a university runs of the areas keyed by decision 0093: as written, in their order, and as the consumers receive them. */
function taskListsOf(config: PreparedConfig) {
  const document = config.document as unknown as Record<string, Record<string, Keyed>>;
  return {
    tasks: listed(document["checklist-tasks"].tasks),
    interviewQuestions: listed(document["interview-questions"].questions),
    checklistSections: listed(document.checklist.sections),
    taskGroups: listed(document.application.taskGroups).map(({ id: _id, ...group }) => group),
    compiled: {
      tasks: config.areas.tasks.tasks.map(({ enabledWhen: _enabled, lockedWhen: _locked, ...task }) => task),
      checklistSections: config.areas.checklist.sections.map(({ enabledWhen: _enabled, ...section }) => section),
      taskGroups: config.areas.application.taskGroups.map(({ visible: _visible, ...group }) => group),
    },
  };
}

/** What a university runs of the settings' keyed areas and the maintenance rows, as the consumers read them (`order` aside). */
function settingsListsOf(config: PreparedConfig) {
  const { intakes, tags, categories, studentRoute } = config.settings;
  return {
    intakes: (intakes ?? []).map((intake) => withoutOrder({ ...intake })),
    tags: (tags ?? []).map((tag) => withoutOrder({ ...tag })),
    categories: (categories ?? []).map((category) => withoutOrder({ ...category })),
    studentRoute,
    maintenance: config.areas.funding.maintenance,
  };
}

const NEW_TAB = {
  id: "referred",
  order: 35,
  label: "Referred",
  group: "Pipeline",
  roles: ["UniAdmin", "Uni"],
  collection: "offers",
  predicate: { "==": [{ var: "status" }, "Referred"] },
  columns: ["given_name", "family_name", "status"],
};

describe("a university's patch of a keyed area", () => {
  it("adds one tab without restating the others: the defaults' tabs with it in its place", () => {
    const defaults = universityWith({}).areas.tabs.map((tab) => tab.id);
    const ids = universityWith({ tabs: { referred: NEW_TAB } }).areas.tabs.map((tab) => tab.id);
    // Order 35 comes after the third default tab (order 30, "applied-agent") and before the fourth (40, "draft").
    expect(defaults.slice(0, 4)).toEqual(["leads", "applied", "applied-agent", "draft"]);
    expect(ids).toEqual([...defaults.slice(0, 3), "referred", ...defaults.slice(3)]);
  });

  it("removes just the tab given null, and changes one tab's label leaving the rest as they were", () => {
    const defaults = universityWith({}).areas.tabs;
    const patched = universityWith({ tabs: { draft: null, conditional: { label: "Offered with conditions" } } }).areas.tabs;
    expect(patched.map((tab) => tab.id)).toEqual(defaults.map((tab) => tab.id).filter((id) => id !== "draft"));
    expect(patched.find((tab) => tab.id === "conditional")?.definition.label).toBe("Offered with conditions");
    const others = (tabs: typeof defaults) => tabs.filter((tab) => tab.id !== "conditional" && tab.id !== "draft").map((tab) => tab.definition);
    expect(others(patched)).toEqual(others(defaults));
  });

  it("moves a tab by its order alone", () => {
    const ids = universityWith({ tabs: { leads: { order: 1000 } } }).areas.tabs.map((tab) => tab.id);
    expect(ids.at(-1)).toBe("leads");
    expect(ids).toHaveLength(universityWith({}).areas.tabs.length);
  });

  it("adds one CAS stage with its place in the stage picker, and removes another", () => {
    const defaults = universityWith({}).areas.casStages.stages.map((stage) => stage.value);
    const config = universityWith({
      "cas-stages": {
        stages: { "Visa Appeal": { value: "Visa Appeal", label: "Visa appeal", order: 105 }, "Compliance Check": null },
        moveToStages: { "Visa Appeal": { stage: "Visa Appeal", order: 105, label: "Visa appeal" }, "Compliance Check": null },
      },
    });
    const stages = config.areas.casStages.stages.map((stage) => stage.value);
    const withoutRemoved = defaults.filter((value) => value !== "Compliance Check");
    // Order 105 comes after the tenth default stage (order 100, "Visa Issued").
    expect(defaults[9]).toBe("Visa Issued");
    expect(stages).toEqual([...withoutRemoved.slice(0, 10), "Visa Appeal", ...withoutRemoved.slice(10)]);
    expect(config.areas.casStages.moveToStages.map((choice) => choice.stage)).toContain("Visa Appeal");
    expect(config.areas.casStages.moveToStages.map((choice) => choice.stage)).not.toContain("Compliance Check");
  });

  it("adds one rule to a form without restating its rules, run in its place, and removes another", () => {
    const defaults = universityWith({}).form("identity").rules.map((rule) => rule.id);
    const rule = { id: "given-name-short", order: 15, path: "givenName", failsWhen: { "<": [{ "text-length": [{ var: "record.givenName" }] }, 2] }, message: "common.invalid" };
    const patched = universityWith({ forms: { identity: { rules: { "given-name-short": rule, "photo-id-file-required": null } } } }).form("identity");
    const withoutRemoved = defaults.filter((id) => id !== "photo-id-file-required");
    expect(defaults[0]).toBe("passport-issue-real");
    expect(patched.rules.map((compiled) => compiled.id)).toEqual([withoutRemoved[0], "given-name-short", ...withoutRemoved.slice(1)]);
    expect(patched.definition.fields).toEqual(universityWith({}).form("identity").definition.fields);
  });

  it("refuses an item whose own id differs from its key, naming where", () => {
    const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { tabs: { referred: { ...NEW_TAB, id: "other" } } } });
    expect(() => compileConfiguration(composed)).toThrow(/tabs\.referred: tab id "other" differs from its key "referred"/);
  });
});

describe("a university's patch of the task lists, checklist sections and interview questions (decision 0093)", () => {
  const patch = { identity: { key: "testuni", name: "Test University", code: "TST" } };

  it("adds one student task in its place and removes another, without restating the rest", () => {
    const defaults = universityWith({}).areas.tasks.tasks.map((task) => task.id);
    const task = { id: "visaInterview", order: 55, labelKey: "checklist.task.registration", kind: "milestone", enabledWhen: true };
    const ids = universityWith({ "checklist-tasks": { tasks: { visaInterview: task, startVisaApplication: null } } }).areas.tasks.tasks.map((compiled) => compiled.id);
    // Order 55 comes after the fifth default task (order 50, "receiveCas").
    expect(defaults[4]).toBe("receiveCas");
    const withoutRemoved = defaults.filter((id) => id !== "startVisaApplication");
    expect(ids).toEqual([...withoutRemoved.slice(0, 5), "visaInterview", ...withoutRemoved.slice(5)]);
  });

  it("adds one interview question in its place and removes another", () => {
    const defaults = Object.keys(universityWith({}).document["interview-questions"].questions);
    const question = { id: "standard-local", order: 15, question: "Which town will you live in?", duration: 30, thinkingTime: 45, retakes: 0, questionType: "Standard" };
    const config = universityWith({ "interview-questions": { questions: { "standard-local": question, "standard-3": null } } });
    const ids = orderedItems(config.document["interview-questions"].questions).map((item) => item.id);
    expect(ids).toEqual([defaults[0], "standard-local", defaults[1], ...defaults.slice(3)]);
    expect(ids).toHaveLength(defaults.length);
  });

  it("adds one checklist section in its place, removes another, and the checklist's pages follow", () => {
    const sections = (config: PreparedConfig) => config.areas.checklist.sections.map((section) => section.id);
    const defaults = universityWith({});
    expect(sections(defaults)).toEqual(["personal-information", "history", "responsibilities", "financial-plan"]);
    const moved = { id: "funding-first", order: 25, number: 3, titleKey: "checklist.section.financialPlan", enabledWhen: true, pages: [{ form: "source-of-funds" }] };
    const config = universityWith({ checklist: { sections: { "funding-first": moved, "financial-plan": null, responsibilities: { number: 4 } } } });
    expect(sections(config)).toEqual(["personal-information", "history", "funding-first", "responsibilities"]);
    expect(config.areas.checklist.sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
    expect(config.areas.checklist.sections[2].pages).toEqual([{ form: "source-of-funds" }]);
  });

  it("adds one application task group in its place and removes another; the applicant's task list follows", () => {
    const titles = (config: PreparedConfig) => config.areas.application.taskGroups.map((group) => group.title);
    const defaults = universityWith({});
    expect(Object.keys(defaults.document.application.taskGroups)).toEqual(["personal", "qualifications", "supporting", "about", "consent"]);
    const group = { id: "declarations", order: 45, title: "application.group.about", tasks: ["declarations"] };
    const config = universityWith({ application: { taskGroups: { declarations: group, about: null } } });
    const [personal, qualifications, supporting, , consent] = titles(defaults);
    expect(titles(config)).toEqual([personal, qualifications, supporting, "application.group.about", consent]);
    // The applicant's task list: the removed group's pages gone, the new group's page where it was.
    const tasks = (config: PreparedConfig) => visibleTaskGroups(config, "application", {}).flatMap((compiled) => compiled.tasks);
    const dropped = ["diversity-inclusion", "representation", "referral"];
    expect(tasks(defaults)).toEqual(expect.arrayContaining([...dropped, "declarations"]));
    expect(tasks(config)).toEqual(tasks(defaults).filter((formId) => !dropped.includes(formId)));
  });

  it.each([
    ["checklist-tasks", { "checklist-tasks": { tasks: { registration: { id: "other" } } } }, /checklist-tasks\.tasks\.registration: task id "other" differs from its key "registration"/],
    ["interview-questions", { "interview-questions": { questions: { "trap-1": { id: "other" } } } }, /interview-questions\.questions\.trap-1: question id "other" differs from its key "trap-1"/],
    ["checklist", { checklist: { sections: { history: { id: "other" } } } }, /checklist\.sections\.history: section id "other" differs from its key "history"/],
    ["application", { application: { taskGroups: { consent: { id: "other" } } } }, /application\.taskGroups\.consent: group id "other" differs from its key "consent"/],
  ])("refuses a %s item whose own id differs from its key, naming where", (_area, change, problem) => {
    expect(() => compileConfiguration(composeTenantConfig(onDisk, { ...patch, patch: change as Record<string, Json> }))).toThrow(problem);
  });
});

describe("a university's patch of the settings' keyed areas and dated rows (decision 0095)", () => {
  const ROUTE_2026 = {
    effectiveFrom: "2026-07-01",
    source: "A later statement of changes",
    dependants: { courseLevels: ["Research"], governmentSponsoredMinimumMonths: 6 },
    partTime: { modes: ["Part-time"], levelsOfStudy: ["Research"] },
    modesNotAllowed: ["Distance-learning"],
  };
  const RATES_2026 = { effectiveFrom: "2026-11-11", monthlyLondon: 1600, monthlyElsewhere: 1200, maxMonths: 9 };
  const patched = () =>
    universityWith({
      settings: {
        intakes: { "2028-01": { id: "2028-01", order: 25, label: "January 2028", status: "Future" }, "2026-09": null },
        tags: { Sponsored: { value: "Sponsored", order: 15, label: "Sponsored", colour: "yellow" }, Priority: null },
        categories: { foundation: { value: "foundation", order: 1000, label: "Foundation year" }, pathway: null },
        studentRoute: { "2026-07-01": ROUTE_2026, "2020-10-05": null },
      },
      funding: { maintenance: { "2026-11-11": RATES_2026 } },
    });

  it("adds one intake, tag and category in its place without restating the others, and removes the one given null", () => {
    const defaults = universityWith({}).settings;
    const { intakes, tags, categories } = patched().settings;
    expect(defaults.intakes?.map((intake) => intake.id)).toEqual(["2026-09", "2027-01", "2027-09"]);
    // Order 25 comes between the defaults' 2027-01 (20) and 2027-09 (30).
    expect(intakes?.map((intake) => intake.id)).toEqual(["2027-01", "2028-01", "2027-09"]);
    expect(intakes?.find((intake) => intake.id === "2027-09")).toEqual(defaults.intakes?.find((intake) => intake.id === "2027-09"));
    expect(tags?.map((tag) => tag.value)).toEqual(["Scholarship", "Sponsored", "Late applicant", "Deposit paid", "Compliance review"]);
    expect(tags?.find((tag) => tag.value === "Compliance review")?.assignableBy).toEqual(["UniAdmin", "UniSecure"]);
    expect(categories?.map((category) => category.value)).toEqual([...(defaults.categories ?? []).map((category) => category.value).filter((value) => value !== "pathway"), "foundation"]);
  });

  it("adds one dated row without restating the others, read newest first, and removes the one given null", () => {
    const config = patched();
    expect(config.settings.studentRoute?.map((row) => row.effectiveFrom)).toEqual(["2026-07-01", "2024-01-01"]);
    expect(config.areas.funding.maintenance.map((row) => row.effectiveFrom)).toEqual(["2026-11-11", "2025-11-11", "2000-01-01"]);
    expect(config.areas.funding.maintenance[0]).toEqual(RATES_2026);
  });

  it("offers the added intake and tag where the university's lists are read: a condition's settings", () => {
    const settings = patched().contextFor({}, { today: "2026-11-27", role: "UniAdmin" }).settings as { intakes: Array<{ id: string }>; tags: Array<{ value: string }> };
    expect(settings.intakes.map((intake) => intake.id)).toContain("2028-01");
    expect(settings.tags.map((tag) => tag.value)).toContain("Sponsored");
  });

  it.each([
    [{ settings: { intakes: { "2028-01": { id: "2028-02", order: 40, label: "January 2028" } } } }, /settings\.intakes\["2028-01"\]: intake id "2028-02" differs from its key "2028-01"/],
    [{ settings: { tags: { Sponsored: { value: "Sponsor", order: 60, label: "Sponsored" } } } }, /settings\.tags\.Sponsored: tag value "Sponsor" differs from its key "Sponsored"/],
    [{ settings: { categories: { foundation: { value: "found", order: 80, label: "Foundation" } } } }, /settings\.categories\.foundation: category value "found" differs from its key "foundation"/],
    [{ settings: { studentRoute: { "2024-01-01": { effectiveFrom: "2024-02-01" } } } }, /settings\.studentRoute\["2024-01-01"\]: row effectiveFrom "2024-02-01" differs from its key "2024-01-01"/],
    [{ funding: { maintenance: { "2025-11-11": { effectiveFrom: "2025-11-12" } } } }, /funding\.maintenance\["2025-11-11"\]: row effectiveFrom "2025-11-12" differs from its key "2025-11-11"/],
  ])("refuses an item whose own id differs from its key, naming where (%#)", (patch, named) => {
    const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: patch as Record<string, Json> });
    expect(() => compileConfiguration(composed)).toThrow(named);
  });
});

describe("a configuration stored in the list shape", () => {
  it("is read keyed by id, in the same order, every item kept with its place as its order", () => {
    const [{ config }] = onDiskNorthbridge();
    const old = inListShape(config);
    const upgraded = upgradeKeyedAreas(old);
    // The application's task groups had no id (decision 0093): each is keyed, and named, by its place.
    const groups = listed((config.application as Item).taskGroups).map(({ id: _id, ...group }, index) => [`group-${index + 1}`, { ...group, id: `group-${index + 1}`, order: (index + 1) * 10 }]);
    expect(upgraded).toEqual({ ...config, application: { ...(config.application as Item), taskGroups: Object.fromEntries(groups) } });
    // Read twice: an upgraded configuration is left as it is.
    expect(upgradeKeyedAreas(upgraded)).toBe(upgraded);
  });

  it("compiles to the same tabs, stages, rules, tasks, sections, questions and task groups as the keyed one", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    const upgraded = compileConfiguration(upgradeKeyedAreas(inListShape(config)));
    const keyed = compileConfiguration(config);
    expect(listsOf(upgraded)).toEqual(listsOf(keyed));
    expect(taskListsOf(upgraded)).toEqual(taskListsOf(keyed));
  });

  it("reads the intakes, tags, categories and dated rows keyed, every item kept, the dated rows without an order", () => {
    const [{ config }] = onDiskNorthbridge();
    const old = inListShape(config) as { settings: { intakes: Item[]; studentRoute: Item[] }; funding: { maintenance: Item[] } };
    expect(old.settings.intakes.map((intake) => intake.id)).toEqual(["2027-01", "2027-09"]);
    const upgraded = upgradeKeyedAreas(old as unknown as Record<string, unknown>) as { settings: Record<string, Keyed>; funding: { maintenance: Keyed } };
    expect(upgraded.settings.intakes).toEqual({ "2027-01": { ...old.settings.intakes[0], order: 10 }, "2027-09": { ...old.settings.intakes[1], order: 20 } });
    expect(upgraded.settings.studentRoute["2020-10-05"]).toEqual(old.settings.studentRoute[1]);
    expect(upgraded.funding.maintenance).toEqual(Object.fromEntries(old.funding.maintenance.map((row) => [row.effectiveFrom, row])));
    expect(settingsListsOf(compileConfiguration(upgraded))).toEqual(settingsListsOf(compileConfiguration(config)));
  });

  it("keys an item without an id by its kind and place, and a repeated id with a number, losing nothing", () => {
    const rules = [
      { id: "a", path: "x", failsWhen: true, message: "m" },
      { path: "y", failsWhen: false, message: "m" },
      { id: "a", path: "z", failsWhen: true, message: "n" },
    ];
    const upgraded = upgradeKeyedAreas({ forms: { f: { id: "f", rules } }, tabs: [], "cas-stages": { stages: [{ value: "One", label: "One" }] } }) as unknown as {
      forms: { f: { rules: Keyed } };
      tabs: Keyed;
      "cas-stages": { stages: Keyed };
    };
    expect(upgraded.forms.f.rules).toEqual({
      a: { ...rules[0], order: 10 },
      "rule-2": { ...rules[1], order: 20 },
      "a-2": { ...rules[2], order: 30 },
    });
    expect(upgraded.tabs).toEqual({});
    expect(upgraded["cas-stages"].stages).toEqual({ One: { value: "One", label: "One", order: 10 } });
  });

  it("gives an old task group its key as its id, and keeps an id a group already had", () => {
    const taskGroups = [
      { title: "a", tasks: ["x"] },
      { id: "own", title: "b", tasks: ["y"], visible: false },
    ];
    const upgraded = upgradeKeyedAreas({ application: { taskGroups, maxApplications: 2 } }) as unknown as { application: { taskGroups: Keyed; maxApplications: number } };
    expect(upgraded.application).toEqual({
      taskGroups: { "group-1": { ...taskGroups[0], id: "group-1", order: 10 }, own: { ...taskGroups[1], order: 20 } },
      maxApplications: 2,
    });
  });
});

describe("the demo universities", () => {
  it("compile to the same tabs, stages, stage picker and form rules as before the areas were keyed", async () => {
    const universities = await composedConfigs();
    expect(universities.map(({ key }) => key)).toEqual(["caledonia", "northbridge", "pennine", "thamesgate", "westhaven"]);
    const { _about: _, ...expected } = before;
    for (const { key, config } of universities) expect([key, listsOf(compileConfiguration(config))]).toEqual([key, expected]);
  });

  it("compile to the same student tasks, checklist sections, interview questions and application task groups as before they were keyed", async () => {
    const { _about: _, ...expected } = tasksBefore;
    for (const { key, config } of await composedConfigs()) expect([key, taskListsOf(compileConfiguration(config))]).toEqual([key, expected]);
  });

  it("compile to the same intakes, tags, categories, Student route rows and maintenance figures as before they were keyed", async () => {
    const universities = await composedConfigs();
    const { _about: _, ...expected } = settingsBefore as Record<string, unknown>;
    expect(Object.keys(expected)).toEqual(universities.map(({ key }) => key));
    // Each runs its own intakes only, not the defaults' examples as well.
    expect((expected.caledonia as { intakes: Item[] }).intakes.map((intake) => intake.id)).toEqual(["2027-09", "2028-01"]);
    for (const { key, config } of universities) expect([key, settingsListsOf(compileConfiguration(config))]).toEqual([key, expected[key]]);
  });
});

function onDiskNorthbridge() {
  const tenant = onDisk.tenants.find((candidate) => candidate.identity.key === "northbridge")!;
  return [{ config: composeTenantConfig(onDisk, tenant) as Record<string, unknown> }];
}

// Decision 0091: the export columns, the dashboard's filter groups and their filters, Insights'
// funnel, breakdowns, compliance measures and durations, and the automations are keyed the same way.

/** What a university runs of the areas keyed in decision 0091, as lists in their order without `order` (what the consumers read). */
function keyedListsOf(config: PreparedConfig) {
  const { dashboard, casStages, insights, automations } = config.areas;
  const document = config.document as unknown as { dashboard: { exportColumns: Keyed }; "cas-stages": { exportColumns: Keyed } };
  const definition = insights.definition;
  return {
    // The compiled columns in their order, each as configured (its value is compiled to a function).
    exportColumns: dashboard.exportColumns.map(({ key }) => withoutOrder(document.dashboard.exportColumns[key])),
    casExportColumns: casStages.exportColumns.map(({ key }) => withoutOrder(document["cas-stages"].exportColumns[key])),
    filterGroups: dashboard.filterGroups.map(({ titleKey, filters }) => ({ titleKey, filters: filters.map((filter) => withoutOrder(filter as unknown as Item)) })),
    funnel: definition.funnel.map((step) => withoutOrder(step as unknown as Item)),
    breakdowns: definition.breakdowns.map((breakdown) => withoutOrder(breakdown as unknown as Item)),
    measures: definition.compliance.measures.map((measure) => withoutOrder(measure as unknown as Item)),
    durations: definition.durations.map((duration) => withoutOrder(duration as unknown as Item)),
    automations: automations.automations.map((automation) => automation.id),
  };
}

const keysOf = (items: ReadonlyArray<{ key: string }>) => items.map((item) => item.key);
const DEPOSIT_PAID = { id: "deposit-paid", order: 10, name: "When the deposit is approved", enabled: true, trigger: "recordChanged", when: { "==": [{ var: "record.paymentStatus" }, "Approved"] }, actions: { addTags: ["Deposit paid"] } };
const NEW_ITEMS = {
  dashboard: {
    exportColumns: { contactEmail: { key: "contactEmail", order: 35, labelKey: "list.column.email", type: "general", value: { var: "row.email" } } },
    filterGroups: {
      offer: { filters: { newDocuments: { key: "newDocuments", order: 15, field: "new_documents_count", kind: "numberRange", labelKey: "list.filters.requirementsInAssessment" } } },
      documents: { id: "documents", order: 25, titleKey: "list.filters.group.offer", filters: { reviewDocuments: { key: "reviewDocuments", order: 10, field: "new_documents_count", kind: "numberRange", labelKey: "list.filters.requirementsInAssessment", fromParam: "reviewFrom", toParam: "reviewTo" } } },
    },
  },
  "cas-stages": { exportColumns: { contactEmail: { key: "contactEmail", order: 45, labelKey: "list.column.email", type: "general", value: { var: "row.email" } } } },
  insights: {
    funnel: { offered: { key: "offered", order: 25, labelKey: "insights.funnel.conditional", kind: "offers", reached: { in: [{ var: "status" }, ["Conditional", "Unconditional"]] }, list: { path: "/students", tab: "conditional" } } },
    breakdowns: { birthCountry: { key: "birthCountry", order: 15, filter: "birthCountry" } },
    // A new measure needs its threshold: the thresholds are dated rows, restated whole (a list, decision 0091).
    compliance: {
      measures: { refusalAgain: { key: "refusalAgain", order: 15, labelKey: "insights.compliance.refusal", kind: "students", dateField: "stage_entered_date", base: true, counted: false, direction: "atMost", list: { path: "/cas" } } },
      thresholds: [{ from: "2014-11-01", source: "Test", limits: { refusal: 10, refusalAgain: 10, enrolment: 90, completion: 85 } }],
    },
    durations: { offerToVisa: { key: "offerToVisa", order: 5, labelKey: "insights.operations.casToVisa", kind: "students", field: "days_cas_to_visa" } },
  },
  automations: { automations: { "deposit-paid": DEPOSIT_PAID } },
};

describe("a university's patch of the export columns, filters, Insights or automations", () => {
  it("adds one item of each without restating the others, each in its place", () => {
    const defaults = universityWith({}).areas;
    const patched = universityWith(NEW_ITEMS as unknown as Record<string, Json>).areas;
    const placed = (ids: string[], id: string, after: number) => [...ids.slice(0, after), id, ...ids.slice(after)];
    // Order 35 comes after the third default column (30, "familyName"); 45 after the fourth CAS column (40, "email").
    expect(keysOf(patched.dashboard.exportColumns)).toEqual(placed(keysOf(defaults.dashboard.exportColumns), "contactEmail", 3));
    expect(keysOf(patched.casStages.exportColumns)).toEqual(placed(keysOf(defaults.casStages.exportColumns), "contactEmail", 4));
    expect(patched.dashboard.filterGroups.map((group) => group.id)).toEqual(placed(defaults.dashboard.filterGroups.map((group) => group.id), "documents", 2));
    const offerFilters = (area: typeof defaults) => keysOf(area.dashboard.filterGroups.find((group) => group.id === "offer")!.filters);
    expect(offerFilters(patched)).toEqual(placed(offerFilters(defaults), "newDocuments", 1));
    expect(keysOf(patched.dashboard.filters)).toEqual(expect.arrayContaining(["newDocuments", "reviewDocuments", ...keysOf(defaults.dashboard.filters)]));
    expect(keysOf(patched.insights.funnel)).toEqual(placed(keysOf(defaults.insights.funnel), "offered", 2));
    expect(keysOf(patched.insights.definition.breakdowns)).toEqual(placed(keysOf(defaults.insights.definition.breakdowns), "birthCountry", 1));
    expect(keysOf(patched.insights.measures)).toEqual(placed(keysOf(defaults.insights.measures), "refusalAgain", 1));
    expect(keysOf(patched.insights.definition.durations)).toEqual(placed(keysOf(defaults.insights.definition.durations), "offerToVisa", 0));
    expect(patched.automations.automations.map((automation) => automation.id)).toEqual(["deposit-paid"]);
    // The others are as they were, item for item.
    const others = (lists: ReturnType<typeof keyedListsOf>) => ({
      ...lists,
      exportColumns: lists.exportColumns.filter((column) => column.key !== "contactEmail"),
      casExportColumns: lists.casExportColumns.filter((column) => column.key !== "contactEmail"),
      filterGroups: lists.filterGroups.filter((group) => group.filters.every((filter) => filter.key !== "reviewDocuments")).map((group) => ({ ...group, filters: group.filters.filter((filter) => filter.key !== "newDocuments") })),
      funnel: lists.funnel.filter((step) => step.key !== "offered"),
      breakdowns: lists.breakdowns.filter((breakdown) => breakdown.key !== "birthCountry"),
      measures: lists.measures.filter((measure) => measure.key !== "refusalAgain"),
      durations: lists.durations.filter((duration) => duration.key !== "offerToVisa"),
      automations: [],
    });
    expect(others(keyedListsOf(universityWith(NEW_ITEMS as unknown as Record<string, Json>)))).toEqual(keyedListsOf(universityWith({})));
  });

  it("removes just the item given null, in each", () => {
    const defaults = universityWith({}).areas;
    const patched = universityWith({
      dashboard: { exportColumns: { email: null }, filterGroups: { tags: null, offer: { filters: { agent: null } } } },
      "cas-stages": { exportColumns: { visaStatus: null } },
      insights: { funnel: { accepted: null }, breakdowns: { agent: null }, compliance: { measures: { completion: null } }, durations: { casToVisa: null } },
    }).areas;
    const without = (keys: string[], key: string) => keys.filter((candidate) => candidate !== key);
    expect(keysOf(patched.dashboard.exportColumns)).toEqual(without(keysOf(defaults.dashboard.exportColumns), "email"));
    expect(keysOf(patched.casStages.exportColumns)).toEqual(without(keysOf(defaults.casStages.exportColumns), "visaStatus"));
    expect(patched.dashboard.filterGroups.map((group) => group.id)).toEqual(without(defaults.dashboard.filterGroups.map((group) => group.id), "tags"));
    expect(keysOf(patched.dashboard.filters)).toEqual(without(without(keysOf(defaults.dashboard.filters), "agent"), "tag"));
    expect(keysOf(patched.insights.funnel)).toEqual(without(keysOf(defaults.insights.funnel), "accepted"));
    expect(keysOf(patched.insights.definition.breakdowns)).toEqual(without(keysOf(defaults.insights.definition.breakdowns), "agent"));
    expect(keysOf(patched.insights.measures)).toEqual(without(keysOf(defaults.insights.measures), "completion"));
    expect(keysOf(patched.insights.definition.durations)).toEqual(without(keysOf(defaults.insights.definition.durations), "casToVisa"));
  });

  it("removes one automation of a university's with null, leaving the others", () => {
    const second = { ...DEPOSIT_PAID, id: "deposit-tagged", order: 20, name: "Tagged each day once approved", trigger: "daily" };
    const composed = composeTenantConfig(onDisk, { identity: { key: "testuni", name: "Test University", code: "TST" }, patch: { automations: { automations: { "deposit-paid": DEPOSIT_PAID, "deposit-tagged": second } } } });
    expect(compileConfiguration(composed).areas.automations.automations.map((automation) => automation.id)).toEqual(["deposit-paid", "deposit-tagged"]);
    const removed = applyMergePatch(composed as Json, { automations: { automations: { "deposit-paid": null } } });
    expect(compileConfiguration(removed).areas.automations.automations.map((automation) => automation.id)).toEqual(["deposit-tagged"]);
  });

  it("refuses an item whose own key or id differs from its key in the map, naming where, in each", () => {
    const composed = composeTenantConfig(onDisk, {
      identity: { key: "testuni", name: "Test University", code: "TST" },
      patch: {
        dashboard: {
          exportColumns: { contactEmail: { ...NEW_ITEMS.dashboard.exportColumns.contactEmail, key: "email2" } },
          filterGroups: { documents: { ...NEW_ITEMS.dashboard.filterGroups.documents, id: "docs" }, offer: { filters: { newDocuments: { ...NEW_ITEMS.dashboard.filterGroups.offer.filters.newDocuments, key: "newDocs" } } } },
        },
        "cas-stages": { exportColumns: { contactEmail: { ...NEW_ITEMS["cas-stages"].exportColumns.contactEmail, key: "email2" } } },
        insights: {
          funnel: { offered: { ...NEW_ITEMS.insights.funnel.offered, key: "offers" } },
          breakdowns: { birthCountry: { key: "birth", order: 15, filter: "birthCountry" } },
          compliance: { measures: { completion: { key: "completed" } } },
          durations: { offerToVisa: { ...NEW_ITEMS.insights.durations.offerToVisa, key: "toVisa" } },
        },
        automations: { automations: { "deposit-paid": { ...DEPOSIT_PAID, id: "paid" } } },
      },
    });
    const problems = checkConfiguration(composed).map((problem) => `${problem.location}: ${problem.problem}`);
    for (const expected of [
      'dashboard.exportColumns.contactEmail: column key "email2" differs from its key "contactEmail"',
      'dashboard.filterGroups.documents: filter group id "docs" differs from its key "documents"',
      'dashboard.filterGroups.offer.filters.newDocuments: filter key "newDocs" differs from its key "newDocuments"',
      'cas-stages.exportColumns.contactEmail: column key "email2" differs from its key "contactEmail"',
      'insights.funnel.offered: funnel step key "offers" differs from its key "offered"',
      'insights.breakdowns.birthCountry: breakdown key "birth" differs from its key "birthCountry"',
      'insights.compliance.measures.completion: measure key "completed" differs from its key "completion"',
      'insights.durations.offerToVisa: duration key "toVisa" differs from its key "offerToVisa"',
      'automations.automations.deposit-paid: automation id "paid" differs from its key "deposit-paid"',
    ]) {
      expect(problems).toContain(expected);
    }
  });
});

describe("a configuration stored with these areas as lists", () => {
  it("compiles to the same columns, filters, Insights and automations as the keyed one", async () => {
    const [{ config }] = await composedConfigs("northbridge");
    const keyed = applyMergePatch(config as Json, { automations: { automations: { "deposit-paid": DEPOSIT_PAID } } }) as Record<string, unknown>;
    const upgraded = compileConfiguration(upgradeKeyedAreas(inListShape(keyed)));
    expect(keyedListsOf(upgraded)).toEqual(keyedListsOf(compileConfiguration(keyed)));
    expect(upgraded.areas.automations.automations.map((automation) => automation.id)).toEqual(["deposit-paid"]);
  });

  it("names each filter group from its title, keys its filters, and keeps an unnamed or repeated one", () => {
    const filter = (key: string) => ({ key, field: "status", kind: "selectOne", labelKey: "x" });
    const upgraded = upgradeKeyedAreas({
      dashboard: {
        filterGroups: [
          { titleKey: "list.filters.group.offer", filters: [filter("a"), filter("b")] },
          { titleKey: "list.filters.group.offer", filters: [] },
          { titleKey: "list.filters.group.", filters: [filter("a")] },
        ],
        exportColumns: [{ key: "one", labelKey: "x", type: "general", value: 1 }],
      },
      automations: { automations: [DEPOSIT_PAID].map(({ order: _order, ...automation }) => automation) },
    }) as unknown as { dashboard: { filterGroups: Record<string, Item & { filters: Keyed }>; exportColumns: Keyed }; automations: { automations: Keyed } };
    expect(upgraded.dashboard.filterGroups).toEqual({
      offer: { id: "offer", titleKey: "list.filters.group.offer", order: 10, filters: { a: { ...filter("a"), order: 10 }, b: { ...filter("b"), order: 20 } } },
      "offer-2": { id: "offer-2", titleKey: "list.filters.group.offer", order: 20, filters: {} },
      "group-3": { id: "group-3", titleKey: "list.filters.group.", order: 30, filters: { a: { ...filter("a"), order: 10 } } },
    });
    expect(upgraded.dashboard.exportColumns).toEqual({ one: { key: "one", labelKey: "x", type: "general", value: 1, order: 10 } });
    expect(upgraded.automations.automations).toEqual({ "deposit-paid": DEPOSIT_PAID });
  });
});

describe("the demo universities' columns, filters, Insights and automations", () => {
  it("are the same as before the areas were keyed, item for item", async () => {
    const { _about: _, ...expected } = beforeKeyed;
    for (const { key, config } of await composedConfigs()) expect([key, keyedListsOf(compileConfiguration(config))]).toEqual([key, expected]);
  });
});
