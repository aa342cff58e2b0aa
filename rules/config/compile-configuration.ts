// Compiling a university's whole configuration once: the shape against the meta-schema, then
// every form, tab predicate, reminder schedule and every condition of every other area, with
// every cross-reference (form ids, message keys, document areas, settings) checked. Publishing,
// `config validate` and seeding refuse a configuration with any problem, so nothing is compiled
// or found wrong while a user waits. The result is one PreparedConfig per (tenant, version).

import { defaultEngine } from "../default-engine";
import type { Engine } from "../jsonlogic/engine";
import { tryCompileForm, type CompiledForm } from "../forms/compile-form";
import { formConditionsThatCannotHold } from "../conditions/impossible-comparisons";
import { createAjv } from "../forms/schema-loader";
import { schemaPatternProblems } from "../forms/schema-patterns";
import { CALCULATORS } from "../pages/calculators";
import { ProblemsError, childLocation, type Problem } from "../problems";
import { tryCompileReminder, type CompiledReminder } from "../reminders/compile-reminder";
import { checkReminderDelivery } from "../reminders/delivery";
import { compileInsights } from "../insights/compile-insights";
import { RECORD_FIELD_QUESTION, compileRecordFields } from "../conditions/record-fields";
import { compileSsoArea } from "./areas/sso";
import { compileRetentionArea } from "./areas/retention";
import { compileAutomations } from "../automations/compile-automations";
import { formatMessage } from "../forms/messages";
import { tryCompileTab, type CompiledTab } from "../tabs/compile-tab";
import type { JsonSchema, TabDefinition, TenantConfigurationDocument } from "../types";
import { keyMismatch, keyMismatches, orderedEntries } from "./keyed-items";
import { compileApplicationArea } from "./areas/application";
import { compileChecklistArea } from "./areas/checklist";
import { compileTasksArea } from "./areas/checklist-tasks";
import { compileDocumentsArea } from "./areas/documents";
import { compileFundingArea } from "./areas/funding";
import { checkTabColumns, compileDashboard, compileListRows } from "./areas/lists";
import { checkTemplateChoices, compileOfferWorkflow } from "./areas/offer-workflow";
import { checkConversationsArea, compileCoursesArea, checkImportMapping, checkInterviewQuestions, checkOfferAreas, checkRolesArea, compileCasStagesArea } from "./areas/staff-areas";
import { checkSelfServiceRole } from "./areas/role-ceiling-checks";
import { tabNameAndRoleProblems } from "./areas/tab-checks";
import { duplicateMessageKeys, flattenCatalogue } from "./catalogue";
import { createAreaCompiler } from "./conditions";
import { compileInterviewsArea } from "../interviews/interview";
import { metaSchemaProblems, SETTING_NAMES } from "./meta-schema";
import { OFFER_STATUSES } from "../domain/offer-status";
import { REQUIREMENT_STATUSES } from "../domain/requirement-status";
import { PreparedConfig, type CompiledAreas } from "./prepared-config";
import { checkFieldReads, recordSpaces } from "./field-reads";

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export interface CompileOptions {
  /** The published version number the result stands for (0 for a draft or a file on disk). */
  version?: number;
  engine?: Engine;
}

interface Attempt {
  prepared: PreparedConfig | null;
  problems: Problem[];
}

function attempt(document: unknown, options: CompileOptions): Attempt {
  const shape = metaSchemaProblems(document);
  // The deeper checks assume the shape is right.
  if (shape.length > 0) return { prepared: null, problems: shape };
  const config = document as TenantConfigurationDocument;
  const engine = options.engine ?? defaultEngine;
  const problems: Problem[] = [...duplicateMessageKeys(config.messages)];
  const messages = flattenCatalogue(config.messages);
  const schemas = config.schemas as Record<string, JsonSchema>;
  const resolveSchema = (ref: string): JsonSchema | undefined => (Object.hasOwn(schemas, ref) ? schemas[ref] : undefined);

  // A schema pattern RE2 cannot run is named here, field by field; its form then fails to compile too.
  problems.push(...schemaPatternProblems(config));
  const ajv = createAjv();
  const forms = new Map<string, CompiledForm>();
  const formProblems = new Map<string, Problem[]>();
  for (const [key, definition] of Object.entries(config.forms)) {
    const location = childLocation("forms", key);
    const own: Problem[] = [];
    if (!SLUG.test(key)) own.push({ location, problem: `form id "${key}" must be a lower-case slug` });
    const misnamedForm = keyMismatch("form id", definition.id, key);
    if (misnamedForm) own.push({ location, problem: misnamedForm });
    for (const [path, name] of Object.entries(definition.calculate ?? {})) {
      if (!Object.hasOwn(CALCULATORS, name)) own.push({ location: childLocation(childLocation(location, "calculate"), path), problem: `unknown calculator "${name}"` });
    }
    const { form, problems: compileProblems } = tryCompileForm(definition, { messages, resolveSchema, engine, ajv, location });
    own.push(...compileProblems);
    if (own.length > 0) formProblems.set(key, own);
    else if (form) forms.set(key, form);
    problems.push(...own);
    // A condition that can never hold does not stop the form working, but is refused at publish.
    if (form && own.length === 0) problems.push(...formConditionsThatCannotHold(form, location));
  }

  // Dashboard tabs and the CAS pipeline's stage tabs are both tabs over list rows; ids are unique across both.
  // Both are maps keyed by tab id (decision 0035), compiled in their order.
  const tabsIn = (area: string, tabs: Record<string, TabDefinition>) => orderedEntries(tabs).map(([key, definition]) => ({ key, definition, location: childLocation(area, key) }));
  const dashboardTabs = tabsIn("tabs", config.tabs);
  const stageTabs = tabsIn("cas-stages.tabs", config["cas-stages"].tabs);
  const tabIds = new Set<string>();
  const compileTabs = (list: typeof dashboardTabs): CompiledTab[] => {
    const compiled: CompiledTab[] = [];
    for (const { key, definition, location } of list) {
      const misnamed = keyMismatch("tab id", definition.id, key);
      if (misnamed) problems.push({ location, problem: misnamed });
      else if (tabIds.has(definition.id)) problems.push({ location, problem: `duplicate tab id "${definition.id}"` });
      tabIds.add(definition.id);
      const { tab, problems: tabProblems } = tryCompileTab(definition, { engine, location });
      problems.push(...tabProblems);
      if (tab) compiled.push(tab);
    }
    return compiled;
  };
  const tabs = compileTabs(dashboardTabs);
  const casTabs = compileTabs(stageTabs);
  const roleNames = new Set(Object.keys(config.roles.roles));
  problems.push(...tabNameAndRoleProblems(dashboardTabs, roleNames), ...tabNameAndRoleProblems(stageTabs, roleNames));

  const reminders: CompiledReminder[] = [];
  for (const [key, schedule] of Object.entries(config.reminders)) {
    const location = childLocation("reminders", key);
    const misnamed = keyMismatch("schedule key", schedule.key, key);
    if (misnamed) problems.push({ location, problem: misnamed });
    const { reminder, problems: reminderProblems } = tryCompileReminder(schedule, { engine, location });
    problems.push(...reminderProblems);
    if (reminder) reminders.push(reminder);
  }

  const compiler = createAreaCompiler({ engine, problems, messages, formIds: new Set(Object.keys(config.forms)) });
  const stageValues = new Set(Object.values(config["cas-stages"].stages).map((stage) => stage.value));
  const listRows = compileListRows(config["list-rows"], compiler, config.schemas);
  checkTabColumns([...dashboardTabs, ...stageTabs], listRows, compiler);
  const documents = compileDocumentsArea(config.documents, compiler, SETTING_NAMES, orderedEntries(config["cas-stages"].stages).map(([, stage]) => stage.value));
  checkOfferAreas(config["offer-documents"], config["offer-requirement-templates"], compiler);
  checkImportMapping(config["import-field-mapping"], compiler, stageValues, new Set(Object.keys(config.roles.roles)));
  checkInterviewQuestions(config["interview-questions"], compiler);
  const dashboard = compileDashboard(config.dashboard, compiler, listRows);
  const areas: CompiledAreas = {
    forms,
    formProblems,
    tabs,
    reminders,
    reminderDelivery: checkReminderDelivery(config["reminder-delivery"], reminders, compiler),
    listRows,
    dashboard,
    insights: compileInsights(config.insights, compiler, dashboard),
    automations: compileAutomations(config.automations, compiler, {
      tags: new Set(Object.values(config.settings.tags ?? {}).map((tag) => tag.value)),
      stages: stageValues,
      roles: new Set(Object.keys(config.roles.roles)),
    }),
    sso: compileSsoArea(config.sso, compiler, new Set(Object.keys(config.roles.roles))),
    recordFields: compileRecordFields(config["record-fields"], compiler, {
      resolveSchema,
      areaNames: new Set(Object.keys(config)),
      valueLabelKeys: new Set(Object.keys(config["list-rows"].valueLabels ?? {})),
      forms,
      questionLabel: (form, question) => formatMessage(messages[RECORD_FIELD_QUESTION]?.text ?? RECORD_FIELD_QUESTION, { form, question }),
      fieldLabel: (key, field) => formatMessage(messages[key]?.text ?? key, { field }),
    }),
    application: compileApplicationArea(config.application, compiler),
    checklist: compileChecklistArea(config.checklist, compiler),
    tasks: compileTasksArea(config["checklist-tasks"], compiler, new Set(documents.byArea.keys())),
    documents,
    funding: compileFundingArea(config.funding, compiler),
    roles: checkRolesArea(config.roles, compiler),
    casStages: { ...compileCasStagesArea(config["cas-stages"], compiler), tabs: casTabs },
    conversations: checkConversationsArea(config.conversations, listRows, compiler),
    interviews: compileInterviewsArea(config.interviews, compiler),
    courses: compileCoursesArea(config.courses, compiler, (formId) => (Object.hasOwn(config.forms, formId) ? new Set(Object.keys(config.forms[formId].fields ?? {})) : null)),
    offerWorkflow: compileOfferWorkflow(config["offer-workflow"], compiler, stageValues, OFFER_STATUSES, REQUIREMENT_STATUSES),
    retention: compileRetentionArea(config.retention, compiler, stageValues),
  };
  checkFieldReads(config, { spaces: recordSpaces(config, resolveSchema), listRows, text: (key, params) => formatMessage(messages[key]?.text ?? key, params), strict: false }, compiler);
  const detailsForm = forms.get(config["offer-workflow"].detailsForm);
  if (detailsForm) {
    const question = detailsForm.renderPlan.properties?.find(([name]) => name === "requirementTemplates")?.[1];
    checkTemplateChoices(question?.items?.options?.values ?? null, config["offer-requirement-templates"] as Record<string, { enabled?: boolean }>, compiler, detailsForm.definition.id);
  }
  for (const [key, tag] of Object.entries(config.settings.tags ?? {})) {
    (tag.assignableBy ?? []).forEach((role, j) => {
      if (!Object.hasOwn(config.roles.roles, role)) compiler.problem(childLocation(childLocation(childLocation("settings.tags", key), "assignableBy"), j), `unknown role "${role}"`);
    });
  }
  checkSettingsKeys(config.settings, compiler);
  checkCampusLocations(config.settings.campuses ?? [], config.settings.campusLocations ?? [], compiler);
  checkConsentDocuments(config.settings.consentDocuments ?? {}, compiler);
  if (!Object.hasOwn(config.roles.roles, config["offer-workflow"].handover.role)) {
    compiler.problem("offer-workflow.handover.role", `unknown role "${config["offer-workflow"].handover.role}"`);
  } else checkSelfServiceRole(compiler, "offer-workflow.handover.role", config["offer-workflow"].handover.role);
  return { prepared: new PreparedConfig(config, options.version ?? 0, messages, areas), problems };
}

/** The settings' keyed areas (decisions 0035, 0095): each item repeats its key, as a tab does. */
const SETTINGS_KEYS = [
  { area: "intakes", idField: "id", item: "intake id" },
  { area: "tags", idField: "value", item: "tag value" },
  { area: "categories", idField: "value", item: "category value" },
  { area: "studentRoute", idField: "effectiveFrom", item: "row effectiveFrom" },
] as const;

function checkSettingsKeys(settings: TenantConfigurationDocument["settings"], compiler: { problem(location: string, message: string): void }): void {
  for (const { area, idField, item } of SETTINGS_KEYS) {
    for (const [key, misnamed] of keyMismatches(settings[area], idField, item)) compiler.problem(childLocation(`settings.${area}`, key), misnamed);
  }
}

/** Each placed campus is one of the university's, placed once (decision 0042): a misspelt name would leave the real campus unplaced. */
function checkCampusLocations(campuses: readonly string[], locations: ReadonlyArray<{ campus: string }>, compiler: { problem(location: string, message: string): void }): void {
  const known = new Set(campuses);
  const seen = new Set<string>();
  locations.forEach((location, i) => {
    const at = childLocation(childLocation("settings.campusLocations", i), "campus");
    if (!known.has(location.campus)) compiler.problem(at, `"${location.campus}" is not one of the university's campuses`);
    else if (seen.has(location.campus)) compiler.problem(at, `"${location.campus}" is placed twice`);
    seen.add(location.campus);
  });
}

/** The documents every university gives its applicants to agree to (issue 40 item 4; decision 0073). */
export const CONSENT_DOCUMENTS = ["privacyPolicy", "terms"] as const;

/**
 * Each document the applicant agrees to is the university's own, readable and versioned: a link
 * that is https (a page sent in the clear could be changed on the way) or its text, a title for
 * the link, and the version recorded with the consent. A missing one is named.
 */
function checkConsentDocuments(documents: Readonly<Record<string, { title?: string; url?: string; text?: string; version?: string }>>, compiler: { problem(location: string, message: string): void }): void {
  for (const name of CONSENT_DOCUMENTS) {
    const at = childLocation("settings.consentDocuments", name);
    const document = documents[name];
    if (!document) {
      compiler.problem(at, `the university's ${name === "terms" ? "terms and conditions are" : "privacy policy is"} missing: give a link (https) or the text, a title and its version`);
      continue;
    }
    const blank = (value: string | undefined) => value === undefined || value.trim() === "";
    if (blank(document.url) && blank(document.text)) compiler.problem(at, "give a link (https) to the document or its text");
    if (!blank(document.url) && !/^https:\/\/[^\s/]+\.[^\s]+$/.test((document.url ?? "").trim())) compiler.problem(childLocation(at, "url"), `"${document.url}" is not a link starting https://`);
    if (blank(document.title)) compiler.problem(childLocation(at, "title"), "enter the title people see, like Privacy policy");
    if (blank(document.version)) compiler.problem(childLocation(at, "version"), "enter the version, recorded with each applicant's consent");
  }
}

/** Compiles a configuration, or throws ProblemsError listing every problem in it. */
export function compileConfiguration(document: unknown, options: CompileOptions = {}): PreparedConfig {
  const { prepared, problems } = attempt(document, options);
  if (!prepared || problems.length > 0) throw new ProblemsError(problems, `configuration of "${(document as { tenant?: unknown })?.tenant}"`);
  return prepared;
}

/** Every problem of a configuration (what publishing refuses); [] when it can be published. */
export function checkConfiguration(document: unknown, options: CompileOptions = {}): Problem[] {
  return attempt(document, options).problems;
}

/**
 * A draft as far as it compiles, for the Config screen's preview and impact check: a form with
 * problems is not available (its problems are), everything else is. Null when the shape is wrong.
 */
export function prepareDraft(document: unknown, options: CompileOptions = {}): Attempt {
  return attempt(document, options);
}
