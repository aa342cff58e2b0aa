// A published configuration made ready for rules/: the shape rules/ reads, with each form
// compiled on first use and kept for the life of the version (the cache in published.ts),
// so evaluating a record never compiles anything.
import {
  compileForm,
  createAjv,
  type CompiledForm,
  type FormDefinition,
  type JsonSchema,
  type MessageCatalogue,
  type TenantConfiguration,
} from "../../rules";
import { flattenCatalogue } from "../messages";

export class UnknownFormError extends Error {}

export class PreparedConfig {
  readonly rules: TenantConfiguration;
  private readonly compiled = new Map<string, CompiledForm>();
  private readonly ajv = createAjv();

  constructor(readonly raw: Record<string, unknown>, version: number) {
    const messages: MessageCatalogue = flattenCatalogue((raw.messages ?? {}) as Record<string, unknown>);
    this.rules = {
      tenant: String(raw.tenant ?? ""),
      version,
      settings: (raw.settings ?? {}) as Record<string, unknown>,
      messages,
      forms: (raw.forms ?? {}) as Record<string, FormDefinition>,
      tabs: (raw.tabs ?? []) as TenantConfiguration["tabs"],
      reminders: (raw.reminders ?? {}) as TenantConfiguration["reminders"],
      schemas: (raw.schemas ?? {}) as Record<string, JsonSchema>,
    };
  }

  hasForm(id: string): boolean {
    return Object.hasOwn(this.rules.forms, id);
  }

  /** The compiled form; throws UnknownFormError for an id the configuration lacks. */
  form(id: string): CompiledForm {
    const cached = this.compiled.get(id);
    if (cached) return cached;
    if (!this.hasForm(id)) throw new UnknownFormError(`Unknown form "${id}"`);
    const form = compileForm(this.rules.forms[id], {
      messages: this.rules.messages,
      resolveSchema: (key) => this.rules.schemas[key],
      ajv: this.ajv,
    });
    this.compiled.set(id, form);
    return form;
  }

  get messages(): MessageCatalogue {
    return this.rules.messages;
  }

  /** The texts of the keys with the given prefixes, ready for a page. */
  texts(...prefixes: string[]): Record<string, string> {
    const texts: Record<string, string> = {};
    for (const [key, entry] of Object.entries(this.rules.messages)) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) texts[key] = entry.text;
    }
    return texts;
  }
}
