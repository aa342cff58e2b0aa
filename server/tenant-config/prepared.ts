// A published configuration made ready for rules/: the shape rules/ reads, compiled as a whole
// (forms, tab predicates, reminder schedules) on first use and kept for the life of the version
// (the cache in published.ts), so evaluating a record never compiles anything.
import {
  compileConfiguration,
  type CompiledConfiguration,
  type CompiledForm,
  type FormDefinition,
  type JsonSchema,
  type MessageCatalogue,
  type TenantConfiguration,
} from "../../rules";
import { flattenCatalogue, textsWithPrefix } from "../messages";

export class UnknownFormError extends Error {}

export class PreparedConfig {
  readonly rules: TenantConfiguration;
  private compiledConfiguration: CompiledConfiguration | undefined;

  constructor(readonly raw: Record<string, unknown>, version: number) {
    const messages: MessageCatalogue = flattenCatalogue((raw.messages ?? {}) as Record<string, unknown>);
    this.rules = {
      tenant: String(raw.tenant ?? ""),
      version,
      settings: (raw.settings ?? {}) as Record<string, unknown>,
      messages,
      forms: (raw.forms ?? {}) as Record<string, FormDefinition>,
      // Dashboard tabs and the CAS pipeline's stage tabs are both tabs over list rows.
      tabs: [...((raw.tabs ?? []) as TenantConfiguration["tabs"]), ...(((raw["cas-stages"] as { tabs?: unknown } | undefined)?.tabs ?? []) as TenantConfiguration["tabs"])],
      reminders: (raw.reminders ?? {}) as TenantConfiguration["reminders"],
      schemas: (raw.schemas ?? {}) as Record<string, JsonSchema>,
    };
  }

  /** Throws ProblemsError when the configuration does not compile (publishing validates first). */
  get compiled(): CompiledConfiguration {
    this.compiledConfiguration ??= compileConfiguration(this.rules);
    return this.compiledConfiguration;
  }

  hasForm(id: string): boolean {
    return Object.hasOwn(this.rules.forms, id);
  }

  /** The compiled form; throws UnknownFormError for an id the configuration lacks. */
  form(id: string): CompiledForm {
    const form = this.hasForm(id) ? this.compiled.forms.get(id) : undefined;
    if (!form) throw new UnknownFormError(`Unknown form "${id}"`);
    return form;
  }

  get messages(): MessageCatalogue {
    return this.rules.messages;
  }

  /** The texts of the keys with the given prefixes, ready for a page (kept per prefix list). */
  texts(...prefixes: string[]): Record<string, string> {
    return textsWithPrefix(this.rules.messages, ...prefixes);
  }
}
