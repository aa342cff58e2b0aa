// Compiling a tenant's whole configuration once: every form, tab predicate and reminder
// schedule. Callers keep the result per (tenant, version) (see lru-cache.ts); evaluating
// records against it compiles nothing.

import { defaultEngine } from "../default-engine";
import type { Engine } from "../jsonlogic/engine";
import { tryCompileForm, type CompiledForm } from "../forms/compile-form";
import { createAjv } from "../forms/schema-loader";
import { ProblemsError, childLocation, type Problem } from "../problems";
import { tryCompileReminder, type CompiledReminder } from "../reminders/compile-reminder";
import { tryCompileTab, type CompiledTab } from "../tabs/compile-tab";
import type { JsonSchema, MessageCatalogue, TenantConfiguration } from "../types";

export interface CompiledConfiguration {
  tenant: string;
  version: number;
  settings: Record<string, unknown>;
  messages: MessageCatalogue;
  forms: ReadonlyMap<string, CompiledForm>;
  tabs: readonly CompiledTab[];
  reminders: readonly CompiledReminder[];
}

const hasOwn = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function tryCompileConfiguration(config: TenantConfiguration, engine: Engine): { compiled?: CompiledConfiguration; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (location: string, text: string): void => {
    problems.push({ location, problem: text });
  };
  if (typeof config?.tenant !== "string" || config.tenant === "") problem("tenant", "tenant must be a non-empty string");
  if (!Number.isInteger(config?.version)) problem("version", "version must be an integer");
  const messages = config?.messages ?? {};
  for (const [key, entry] of Object.entries(messages)) {
    if (typeof entry?.text !== "string") problem(childLocation("messages", key), "a message needs a text");
  }
  const schemas = config?.schemas ?? {};
  const resolveSchema = (ref: string): JsonSchema | undefined => (hasOwn(schemas, ref) ? schemas[ref] : undefined);

  const ajv = createAjv();
  const forms = new Map<string, CompiledForm>();
  for (const [key, definition] of Object.entries(config?.forms ?? {})) {
    const location = childLocation("forms", key);
    if (!SLUG.test(key)) problem(location, `form id "${key}" must be a lower-case slug`);
    if (definition?.id !== key) problem(location, `form id ${JSON.stringify(definition?.id)} differs from its key "${key}"`);
    const { form, problems: formProblems } = tryCompileForm(definition, { messages, resolveSchema, engine, ajv, location });
    problems.push(...formProblems);
    if (form) forms.set(key, form);
  }

  const tabs: CompiledTab[] = [];
  const tabIds = new Set<string>();
  (config?.tabs ?? []).forEach((definition, i) => {
    const location = childLocation("tabs", i);
    if (tabIds.has(definition?.id)) problem(location, `duplicate tab id "${definition.id}"`);
    tabIds.add(definition?.id);
    const { tab, problems: tabProblems } = tryCompileTab(definition, { engine, location });
    problems.push(...tabProblems);
    if (tab) tabs.push(tab);
  });

  const reminders: CompiledReminder[] = [];
  for (const [key, schedule] of Object.entries(config?.reminders ?? {})) {
    const location = childLocation("reminders", key);
    if (schedule?.key !== key) problem(location, `schedule key ${JSON.stringify(schedule?.key)} differs from its key "${key}"`);
    const { reminder, problems: reminderProblems } = tryCompileReminder(schedule, { engine, location });
    problems.push(...reminderProblems);
    if (reminder) reminders.push(reminder);
  }

  if (problems.length > 0) return { problems };
  return {
    problems,
    compiled: { tenant: config.tenant, version: config.version, settings: config.settings ?? {}, messages, forms, tabs, reminders },
  };
}

/** Compiles a configuration, or throws ProblemsError listing every problem in it. */
export function compileConfiguration(config: TenantConfiguration, options: { engine?: Engine } = {}): CompiledConfiguration {
  const { compiled, problems } = tryCompileConfiguration(config, options.engine ?? defaultEngine);
  if (!compiled) throw new ProblemsError(problems, `configuration of "${config?.tenant}" v${config?.version}`);
  return compiled;
}

/** Every problem of a configuration (for the Config screen before publishing); [] when valid. */
export function checkConfiguration(config: TenantConfiguration, options: { engine?: Engine } = {}): Problem[] {
  return tryCompileConfiguration(config, options.engine ?? defaultEngine).problems;
}
