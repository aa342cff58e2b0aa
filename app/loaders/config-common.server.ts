// Shared pieces of the Config screen's loaders and actions: access, wording, answers that redraw
// a form with its errors and everything typed, and saving a draft with its version check.
import { data, redirect } from "@remix-run/node";
import { universityToday } from "../../server/time";
import type { PreparedConfig } from "../../rules";
import { configAccess, type ConfigAccess } from "../../server/config-admin/access";
import { DraftConflictError } from "../../server/config-admin/drafts";
import { loadWorkingCopy, drafts, type WorkingCopy } from "../../server/config-admin/working-copy";
import { configTexts, say } from "../../server/config-admin/texts";
import { draftConfig } from "../../server/config-admin/draft-config";
import type { RequestContext } from "../../server/http/app";
import { jsonNestingDepth } from "../../server/http/json-body";
import { rebuildProgress, type RebuildProgress } from "../../server/records/rebuild";
import { findUniversity } from "../../server/tenants/universities";

export type ConfigContext = Pick<RequestContext, "services">;

export interface FieldError {
  field: string;
  message: string;
}

/** What a refused save answers: its errors and every value that was submitted, to draw again. */
export interface ConfigFailure {
  intent: string;
  errors: FieldError[];
  values: Record<string, string>;
}

export interface Frame {
  universityName: string;
  nav: Array<{ href: string; labelKey: string }>;
  /** The lists being worked out again after a publish (decision 0027), while it runs or after it stopped. */
  rebuild: RebuildProgress | null;
}

export interface ConfigPage {
  access: ConfigAccess;
  copy: WorkingCopy;
  texts: Record<string, string>;
  frame: Frame;
}

/** Which university is being configured, and the screen's navigation. */
export async function frameOf(context: ConfigContext, access: ConfigAccess): Promise<Frame> {
  const [tenant, rebuild] = await Promise.all([findUniversity(context.services, access.tenant), rebuildProgress(context.services, access.tenant)]);
  return {
    universityName: tenant?.name ?? access.tenant,
    rebuild,
    nav: [
      { href: access.href("/config"), labelKey: "config.nav.overview" },
      { href: access.href("/config/history"), labelKey: "config.nav.history" },
      { href: access.href("/config/impact"), labelKey: "config.nav.impact" },
      { href: access.href("/config/sandbox"), labelKey: "config.nav.sandbox" },
      { href: access.href("/config/reminders"), labelKey: "config.nav.reminders" },
      { href: access.href("/config/sso"), labelKey: "config.nav.sso" },
      { href: access.href("/config/student-records"), labelKey: "config.nav.studentRecords" },
    ],
  };
}

export async function configPage(request: Request, context: ConfigContext): Promise<ConfigPage> {
  const access = await configAccess(request, context);
  const [copy, texts, frame] = await Promise.all([
    loadWorkingCopy(context.services, access.tenant),
    configTexts(context.services, access.tenant),
    frameOf(context, access),
  ]);
  return { access, copy, texts, frame };
}

/** The draft's state as every page shows it. */
export function draftState(copy: WorkingCopy) {
  return { draftVersion: copy.draftVersion, basedOnVersion: copy.basedOnVersion, publishedVersion: copy.published.version, hasDraft: copy.draftVersion > 0 };
}

/**
 * The configuration a Config page works with: the draft as far as it compiles, or the published
 * one when there is no draft or the form the page needs (`formOf` the draft) does not compile.
 */
export function workingConfig(page: ConfigPage, formOf?: (draft: PreparedConfig) => string): PreparedConfig {
  const draft = draftConfig(page.copy).config;
  return draft && !(formOf && draft.areas.formProblems.has(formOf(draft))) ? draft : page.copy.published.prepared;
}

/** The university's today, in the time zone of the configuration being worked on. */
export function todayFor(context: ConfigContext, config: PreparedConfig): string {
  return universityToday(context.services.clock(), config);
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every text value of a submitted form (files are never part of these forms). */
export function submittedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  return values;
}

export function failure(status: number, intent: string, errors: FieldError[], values: Record<string, string>) {
  return data<ConfigFailure>({ intent, errors, values }, { status });
}

/** The submitted draft version (0 = no draft yet); anything unreadable is -1, which never matches. */
export function draftVersionOf(form: FormData): number {
  const value = Number(field(form, "draftVersion"));
  return Number.isInteger(value) && value >= 0 ? value : -1;
}

export const MAX_JSON_CHARS = 5_000_000;
/**
 * How deeply an editor's JSON may nest: a whole form is about 16 levels, and a condition at the
 * rule checker's limit (32 operations, two levels each) inside it stays well within. Deeper text
 * is refused before it is parsed, so no later step (describing, saving) can exhaust the stack.
 */
export const MAX_JSON_DEPTH = 100;

export type ParsedJson = { value: unknown } | { problem: "invalid" | "tooDeep" };

/** Parses a JSON editor's text: its value, or why it cannot be taken (not JSON, too large, nested too deeply). */
export function parseJsonText(text: string): ParsedJson {
  if (text.length > MAX_JSON_CHARS) return { problem: "invalid" };
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return { problem: "tooDeep" };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: "invalid" };
  }
}

/**
 * Saves the edited draft if it is still the version the editor loaded; otherwise answers 409
 * with the conflict message and everything typed (nothing is merged).
 */
export async function saveDraft(
  context: ConfigContext,
  page: ConfigPage,
  edited: Record<string, unknown>,
  meta: { form: FormData; intent: string; by: string; redirectTo: string },
) {
  const expected = draftVersionOf(meta.form);
  try {
    if (expected !== page.copy.draftVersion) throw new DraftConflictError(page.copy.draftVersion);
    await drafts(context.services).save(page.access.tenant, edited, {
      by: meta.by,
      at: context.services.clock().toISOString(),
      expectedVersion: expected,
      basedOnVersion: page.copy.basedOnVersion,
    });
  } catch (error) {
    if (!(error instanceof DraftConflictError)) throw error;
    return failure(409, meta.intent, [{ field: "", message: say(page.texts, "config.draft.conflict") }], submittedValues(meta.form));
  }
  return redirect(meta.redirectTo);
}

export function invalidJson(texts: Record<string, string>, fieldName: string): FieldError {
  return { field: fieldName, message: say(texts, "config.error.invalidJson") };
}

/** Why a JSON editor's text was not taken, for the field with this id and label. */
export function jsonError(texts: Record<string, string>, parsed: { problem: "invalid" | "tooDeep" }, fieldName: string, label: string): FieldError {
  if (parsed.problem === "tooDeep") return { field: fieldName, message: say(texts, "config.error.tooDeep", { field: label, max: MAX_JSON_DEPTH }) };
  return invalidJson(texts, fieldName);
}
