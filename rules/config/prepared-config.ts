// A university's configuration as everything above rules/ reads it: the typed document (the
// meta-schema's TenantConfigurationDocument) and every area compiled. Nothing reads the
// configuration any other way, and nothing here compiles: compileConfiguration did it all.

import { formatMessage } from "../forms/messages";
import type { CompiledInterviewsArea } from "../interviews/interview";
import type { CompiledForm } from "../forms/compile-form";
import { ProblemsError, type Problem } from "../problems";
import type { CompiledReminder } from "../reminders/compile-reminder";
import type { CompiledTab } from "../tabs/compile-tab";
import type { CourseSetting, EvaluationContext, JsonSchema, MessageCatalogue, OptionLists, TenantConfigurationDocument } from "../types";
import type { CompiledApplicationArea } from "./areas/application";
import type { CompiledChecklistArea } from "./areas/checklist";
import type { CompiledTasksArea } from "./areas/checklist-tasks";
import type { CompiledDocumentsArea } from "./areas/documents";
import type { CompiledFundingArea } from "./areas/funding";
import type { CompiledDashboard, CompiledListRows } from "./areas/lists";
import type { CompiledCasStagesArea, CompiledCoursesArea } from "./areas/staff-areas";
import type { CompiledOfferWorkflow } from "./areas/offer-workflow";
import { textsWithPrefix } from "./catalogue";
import type { CompiledInsights } from "../insights/compile-insights";
import type { RecordFieldsByArea } from "../conditions/record-fields";
import type { CompiledSso } from "./areas/sso";
import type { CompiledRetention } from "./areas/retention";
import type { CompiledAutomations } from "../automations/compile-automations";
import { listedSettings, type ListedSettings } from "./listed-settings";

export class UnknownFormError extends Error {}

export const DEFAULT_TIME_ZONE = "Europe/London";

export interface CompiledAreas {
  forms: ReadonlyMap<string, CompiledForm>;
  /** Forms that did not compile (only ever non-empty for a draft). */
  formProblems: ReadonlyMap<string, readonly Problem[]>;
  /** The staff dashboard's tabs (tabs.json). */
  tabs: readonly CompiledTab[];
  reminders: readonly CompiledReminder[];
  reminderDelivery: TenantConfigurationDocument["reminder-delivery"];
  listRows: CompiledListRows;
  dashboard: CompiledDashboard;
  insights: CompiledInsights;
  /** The university's automations (checked at publish; run by server/automations). */
  automations: CompiledAutomations;
  /** Single sign-on through the university's provider; null when off. */
  sso: CompiledSso | null;
  /** The record fields each area's conditions can be built on in the Config screen. */
  recordFields: RecordFieldsByArea;
  application: CompiledApplicationArea;
  checklist: CompiledChecklistArea;
  tasks: CompiledTasksArea;
  documents: CompiledDocumentsArea;
  funding: CompiledFundingArea;
  roles: TenantConfigurationDocument["roles"];
  /** The stage picker and the CAS pipeline's stage tabs. */
  casStages: CompiledCasStagesArea & { tabs: readonly CompiledTab[] };
  offerWorkflow: CompiledOfferWorkflow;
  retention: CompiledRetention;
  conversations: TenantConfigurationDocument["conversations"];
  interviews: CompiledInterviewsArea;
  courses: CompiledCoursesArea;
}

export class PreparedConfig {
  private listed: ListedSettings | undefined;

  constructor(
    readonly document: TenantConfigurationDocument,
    readonly version: number,
    readonly messages: MessageCatalogue,
    readonly areas: CompiledAreas,
  ) {}

  get tenant(): string {
    return this.document.tenant;
  }

  /** The settings with their keyed areas as lists in their order (what every reader had before they were keyed, decision 0095). */
  get settings(): ListedSettings {
    return (this.listed ??= listedSettings(this.document.settings));
  }

  /** The university's time zone: "today" for every rule is the date there. */
  get timeZone(): string {
    return this.document.settings.timeZone ?? DEFAULT_TIME_ZONE;
  }

  get schemas(): Record<string, JsonSchema> {
    return this.document.schemas as Record<string, JsonSchema>;
  }

  get uploads(): TenantConfigurationDocument["uploads"] {
    return this.document.uploads;
  }

  get offerDocuments(): TenantConfigurationDocument["offer-documents"] {
    return this.document["offer-documents"];
  }

  get requirementTemplates(): TenantConfigurationDocument["offer-requirement-templates"] {
    return this.document["offer-requirement-templates"];
  }

  get importMapping(): TenantConfigurationDocument["import-field-mapping"] {
    return this.document["import-field-mapping"];
  }

  get interviewQuestions(): TenantConfigurationDocument["interview-questions"] {
    return this.document["interview-questions"];
  }

  hasForm(id: string): boolean {
    return Object.hasOwn(this.document.forms, id);
  }

  /** The compiled form; UnknownFormError for an id the configuration lacks, ProblemsError for a draft's broken form. */
  form(id: string): CompiledForm {
    const form = this.hasForm(id) ? this.areas.forms.get(id) : undefined;
    if (form) return form;
    const problems = this.areas.formProblems.get(id);
    if (problems) throw new ProblemsError(problems, `form "${id}"`);
    throw new UnknownFormError(`Unknown form "${id}"`);
  }

  /** A form's problems ([] when it compiled): only a draft has any. */
  formProblems(id: string): readonly Problem[] {
    return this.areas.formProblems.get(id) ?? [];
  }

  /** The form's title as the configuration words it. */
  formTitle(id: string): string {
    return String(this.document.forms[id]?.title ?? id);
  }

  /** The texts of the keys with the given prefixes, ready for a page. */
  texts(...prefixes: string[]): Record<string, string> {
    return textsWithPrefix(this.messages, ...prefixes);
  }

  /** One catalogue text, placeholders filled; a missing key shows the key so it is noticed. */
  text(key: string, params: Readonly<Record<string, unknown>> = {}): string {
    return formatMessage(this.messages[key]?.text ?? key, params);
  }

  /** The same configuration offering these courses (the stored course records joined in, decision 0828). */
  withCourses(courses: CourseSetting[]): PreparedConfig {
    return new PreparedConfig({ ...this.document, settings: { ...this.document.settings, courses } }, this.version, this.messages, this.areas);
  }

  /** What every condition of a record's forms sees besides the record: `application` is the whole record. */
  /** `options.lists`: option lists known only when the page is asked for (an agency's agents), beside the settings' own. */
  contextFor(record: Record<string, unknown>, options: { today: string; role: string; lists?: OptionLists }): EvaluationContext {
    const settings = this.settings as unknown as Record<string, unknown>;
    return { today: options.today, role: options.role, settings: options.lists ? { ...settings, ...options.lists } : settings, application: record };
  }
}
