// Compiling a university's whole configuration once: every area is typed by the meta-schema and
// every condition of every area compiled, so a broken area is refused when it is validated
// (publish, `config validate`, seeding), never found by the first person to open a page.
import Ajv2020 from "ajv/dist/2020";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CUSTOM_OPERATIONS,
  ProblemsError,
  applicationTaskGroups,
  checkConfiguration,
  compileConfiguration,
  createEngine,
  dueReminders,
  evaluatePage,
  prepareDraft,
  type Problem,
} from "../../../rules";
import { checklistPages } from "../../../rules/checklist/navigation";
import { studentTaskRows } from "../../../rules/checklist/tasks";
import { composedConfigs } from "../../../server/cli/config-source";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A copy of the configuration with one change made in place. */
function changed(change: (config: Json) => void): Json {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

const UNKNOWN = { "no-such-operation": [1] };

/** For each area: a condition given an unknown operation, and a value of the wrong type. */
const AREA_CASES: Array<{ area: string; unknownOperation?: (config: Json) => void; typeError: (config: Json) => void }> = [
  { area: "forms", unknownOperation: (c) => (c.forms.identity.rules["passport-issue-real"].failsWhen = UNKNOWN), typeError: (c) => (c.forms.identity.fields = []) },
  { area: "tabs", unknownOperation: (c) => (c.tabs.conditional.predicate = UNKNOWN), typeError: (c) => (c.tabs.conditional.roles = "Uni") },
  { area: "reminders", unknownOperation: (c) => (c.reminders.welcome.trigger = UNKNOWN), typeError: (c) => (c.reminders.welcome.offsets = "7") },
  { area: "application", unknownOperation: (c) => (c.application.taskGroups.supporting.visible = UNKNOWN), typeError: (c) => (c.application.taskGroups.personal.tasks = "identity") },
  { area: "checklist", unknownOperation: (c) => (c.checklist.sections.history.enabledWhen = UNKNOWN), typeError: (c) => (c.checklist.sections["personal-information"].number = "one") },
  { area: "checklist-tasks", unknownOperation: (c) => (c["checklist-tasks"].tasks.financialDocuments.lockedWhen = UNKNOWN), typeError: (c) => (c["checklist-tasks"].tasks.checklist.kind = 5) },
  { area: "documents", unknownOperation: (c) => (c.documents.areas.financeDocuments.deposit.when = UNKNOWN), typeError: (c) => (c.documents.areas.financeDocuments.deposit.required = "yes") },
  { area: "funding", unknownOperation: (c) => (c.funding.inputs.course.fee = UNKNOWN), typeError: (c) => (c.funding.maintenance["2025-11-11"].monthlyLondon = "lots") },
  { area: "cas-stages", unknownOperation: (c) => (c["cas-stages"].moveToStages["Pathway Review"].visible = UNKNOWN), typeError: (c) => (c["cas-stages"].tabs["not-triggered"].width = "wide") },
  { area: "list-rows", unknownOperation: (c) => (c["list-rows"].offers.fields.status = UNKNOWN), typeError: (c) => (c["list-rows"].offers.assignedTo = "agent") },
  { area: "dashboard", unknownOperation: (c) => (c.dashboard.exportColumns.studentNumber.value = UNKNOWN), typeError: (c) => (c.dashboard.pageSizes = "50") },
  { area: "settings", typeError: (c) => (c.settings.otherGenderEnabled = "yes") },
  { area: "uploads", typeError: (c) => (c.uploads.maxFiles = "twenty") },
  { area: "roles", typeError: (c) => (c.roles.roles.Uni.dashboardTabs = "all of them") },
  { area: "offer-documents", typeError: (c) => (c["offer-documents"].documents.passport.label = 5) },
  { area: "offer-requirement-templates", typeError: (c) => (c["offer-requirement-templates"].Passport.enabled = "yes") },
  { area: "import-field-mapping", typeError: (c) => (c["import-field-mapping"].entries.email.setupLevel = "Sometimes") },
  { area: "courses", unknownOperation: (c) => (c.courses.catalogue.fields.level = UNKNOWN), typeError: (c) => (c.courses.catalogue.fields = "shortId") },
  { area: "interview-questions", typeError: (c) => (c["interview-questions"].questions["standard-1"].duration = "long") },
];

const locations = (problems: readonly Problem[]) => problems.map((problem) => problem.location);

describe("compileConfiguration", () => {
  it("compiles every area of a university's configuration", () => {
    const config = compileConfiguration(base, { version: 4 });
    expect(config.version).toBe(4);
    expect(config.tenant).toBe("northbridge");
    expect(config.areas.forms.size).toBe(Object.keys(base.forms).length);
    // Keyed by id (decision 0035), in their order: the defaults' files are written in it.
    expect(config.areas.tabs.map((tab) => tab.id)).toEqual(Object.keys(base.tabs));
    expect(config.areas.casStages.tabs.map((tab) => tab.id)).toEqual(Object.keys(base["cas-stages"].tabs));
    expect(config.areas.listRows.offers.fieldNames.has("status")).toBe(true);
    expect(config.areas.dashboard.filters.map((filter) => filter.key)).toContain("nationality");
    expect(config.areas.reminders.map((reminder) => reminder.key)).toEqual(Object.keys(base.reminders));
    expect(config.areas.application.taskGroups.map((group) => group.title)).toEqual(Object.values<{ title: string }>(base.application.taskGroups).map((group) => group.title));
    expect(config.areas.checklist.sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
    expect(config.areas.checklist.sections.map((section) => section.id)).toEqual(Object.keys(base.checklist.sections));
    expect(config.areas.tasks.tasks.map((task) => task.id)).toEqual(Object.keys(base["checklist-tasks"].tasks));
    expect([...config.areas.documents.byArea.keys()]).toContain("financeDocuments");
    expect(config.areas.funding.maintenance[0].effectiveFrom >= config.areas.funding.maintenance[1].effectiveFrom).toBe(true);
    expect(config.areas.casStages.moveToStages.find((choice) => choice.stage === "Ready for CAS")?.label({ pathway: false })).toBe("Uni Processing");
    expect(config.timeZone).toBe("Europe/London");
  });

  it("passes for every demo university", async () => {
    for (const { key, config } of await composedConfigs()) expect([key, checkConfiguration(config)]).toEqual([key, []]);
  });

  describe.each(AREA_CASES.filter((entry) => entry.unknownOperation))("the $area area's conditions", ({ area, unknownOperation }) => {
    it("refuses an unknown operation when validated, with its location", () => {
      const config = changed(unknownOperation!);
      const problems = checkConfiguration(config);
      expect(problems).toContainEqual({ location: expect.stringMatching(new RegExp(`^${area.replace(/[-]/g, "\\-")}`)), problem: 'unknown operation "no-such-operation"' });
      expect(() => compileConfiguration(config)).toThrow(ProblemsError);
    });
  });

  describe.each(AREA_CASES)("the $area area's shape", ({ area, typeError }) => {
    it("refuses a value of the wrong type when validated, with its location", () => {
      const config = changed(typeError);
      const problems = checkConfiguration(config);
      expect(problems.length).toBeGreaterThan(0);
      expect(locations(problems).every((location) => location.startsWith(area))).toBe(true);
      expect(() => compileConfiguration(config)).toThrow(ProblemsError);
    });
  });

  it("refuses an import preset naming a field the mapping lacks or an unknown format, or without its label", () => {
    const problems = checkConfiguration(
      changed((c) => {
        c["import-field-mapping"].presets.SITS.entries.noSuchField = { universityField: "X" };
        c["import-field-mapping"].presets.SITS.entries.dob.format = "date:someday";
        c["import-field-mapping"].presets.APPLY.labelKey = "config.importMapping.preset.nothing";
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { location: "import-field-mapping.presets.SITS.entries.noSuchField", problem: '"noSuchField" is not a field of the mapping\'s entries' },
        { location: "import-field-mapping.presets.SITS.entries.dob.format", problem: 'unknown format "date:someday"' },
        { location: "import-field-mapping.presets.APPLY.labelKey", problem: 'unknown message key "config.importMapping.preset.nothing"' },
      ]),
    );
  });

  it("refuses anything at the top that is not an area", () => {
    const problems = checkConfiguration(changed((c) => (c.dashbaord = {})));
    expect(problems).toEqual([{ location: "(configuration)", problem: 'must NOT have additional properties "dashbaord"' }]);
  });

  it("refuses references to forms, messages, document areas, calculators and settings that do not exist", () => {
    const problems = checkConfiguration(
      changed((c) => {
        c.checklist.sections["personal-information"].pages[0].form = "no-such-form";
        c["checklist-tasks"].tasks.checklist.labelKey = "checklist.task.noSuchKey";
        c["checklist-tasks"].tasks.financialDocuments.documents = ["noSuchArea"];
        c.forms["source-of-funds"].calculate = { fundingSummary: "noSuchCalculator" };
        c.documents.areas.financeDocuments.depositInstructions.linkSetting = "noSuchSetting";
        c.application.taskGroups.personal.tasks.push("no-such-section");
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { location: "checklist.sections.personal-information.pages[0].form", problem: 'unknown form "no-such-form"' },
        { location: "checklist-tasks.tasks.checklist.labelKey", problem: 'unknown message key "checklist.task.noSuchKey"' },
        { location: "checklist-tasks.tasks.financialDocuments.documents[0]", problem: 'unknown document area "noSuchArea"' },
        { location: "forms.source-of-funds.calculate.fundingSummary", problem: 'unknown calculator "noSuchCalculator"' },
        { location: "documents.areas.financeDocuments.depositInstructions.linkSetting", problem: 'unknown setting "noSuchSetting"' },
        { location: "application.taskGroups.personal.tasks[3]", problem: 'unknown form "no-such-section"' },
      ]),
    );
  });

  it("prepares a draft with a broken form: the rest can be previewed, the form says why", () => {
    const { prepared, problems } = prepareDraft(changed((c) => (c.forms.identity.rules["passport-issue-real"].failsWhen = UNKNOWN)));
    expect(problems.length).toBeGreaterThan(0);
    expect(prepared?.formProblems("identity")[0].problem).toBe('unknown operation "no-such-operation"');
    expect(() => prepared?.form("identity")).toThrow(ProblemsError);
    expect(prepared?.form("contact-details").id).toBe("contact-details");
  });

  it("compiles nothing when records are evaluated", () => {
    const engine = createEngine({ operations: CUSTOM_OPERATIONS });
    const compileSpy = vi.spyOn(engine, "compile");
    const ajvSpies = [vi.spyOn(Ajv2020.prototype, "compile"), vi.spyOn(Ajv2020.prototype, "getSchema"), vi.spyOn(Ajv2020.prototype, "addSchema")];
    const config = compileConfiguration(base, { engine });
    const compilations = compileSpy.mock.calls.length;
    expect(compilations).toBeGreaterThan(500);
    const ajvCalls = ajvSpies.map((spy) => spy.mock.calls.length);

    const options = { today: "2026-11-22", role: "Student" };
    for (let i = 0; i < 5; i++) {
      const student = { nationality: "Indian", sections: { "course-details": { courseFee: 15000 + i, startDate: "2027-09-20", endDate: "2028-09-19" }, "source-of-funds": { courseFeeDepositReqd: false } } };
      for (const formId of ["source-of-funds", "course-details", "names-and-aliases", "identity", "tb-test"]) evaluatePage(config, formId, { record: student, ...options });
      checklistPages({ config, student, ...options });
      studentTaskRows({ config, student, ...options }, new Map());
      applicationTaskGroups(config, "application", student, options);
      config.areas.tabs.forEach((tab) => tab.matches({ status: "Applied" }));
      dueReminders(config.areas.reminders, { createdAt: "2025-01-01", tasksComplete: false }, [], "2025-01-08");
    }
    expect(compileSpy.mock.calls.length).toBe(compilations);
    expect(ajvSpies.map((spy) => spy.mock.calls.length)).toEqual(ajvCalls);
  });
});
