// Configuration changes in words ("Identity, Gender: mandatory false -> true") for the Config
// screen's history, the publish summary and the audit log. The words are the catalogue's
// `config.diff.*` and `config.property.*` texts, passed in; places without a better wording
// read as their location in the configuration. Pure.

import { describeCondition, type DescribeWords } from "../describe/describe-condition";
import { formatMessage } from "../forms/messages";
import { pathToLocation, type ConfigChange, type DiffStep } from "./diff-config";

export interface DescribedChange {
  text: string;
  /** Where the change is, as a configuration location (`forms.identity.fields.gender.mandatory`). */
  location: string;
  path: DiffStep[];
  kind: ConfigChange["kind"];
}

export interface DescribeChangesOptions {
  /** The configurations compared (for form titles and field labels). */
  from: unknown;
  to: unknown;
  /** Catalogue texts: `config.diff.*`, `config.property.*`, `config.describe.*`. */
  words: DescribeWords;
  /** Longest value shown before it is cut short. */
  maxValueLength?: number;
}

const CONDITION_PROPERTIES = new Set(["visible", "mandatory"]);
const PROPERTY_DEFAULTS: Readonly<Record<string, unknown>> = { visible: true, mandatory: false };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function member(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isObject(current) || !Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

class ChangeWriter {
  private readonly max: number;
  constructor(private readonly options: DescribeChangesOptions) {
    this.max = options.maxValueLength ?? 80;
  }

  word(key: string, params: Record<string, unknown> = {}): string {
    const text = this.options.words[`config.${key}`];
    return text === undefined ? `config.${key}` : formatMessage(text, params);
  }

  cut(text: string): string {
    return text.length > this.max ? `${text.slice(0, this.max - 1)}…` : text;
  }

  value(value: unknown, property?: string): string {
    if (value === undefined && property && property in PROPERTY_DEFAULTS) value = PROPERTY_DEFAULTS[property];
    if (value === undefined) return this.word("diff.unset");
    if (typeof value === "string") return this.cut(JSON.stringify(value));
    if (typeof value !== "object" || value === null) return String(value);
    if (property && CONDITION_PROPERTIES.has(property)) return this.cut(describeCondition(value, { words: this.options.words }));
    return this.cut(JSON.stringify(value));
  }

  formTitle(form: string): string {
    const title = member(this.options.to, "forms", form, "title") ?? member(this.options.from, "forms", form, "title");
    return typeof title === "string" ? title : form;
  }

  fieldName(form: string, field: string): string {
    const label = member(this.options.from, "forms", form, "fields", field, "label") ?? member(this.options.to, "forms", form, "fields", field, "label");
    return typeof label === "string" ? label : field;
  }

  propertyName(steps: readonly DiffStep[]): string {
    const location = pathToLocation(steps);
    const known = this.options.words[`config.property.${location}`];
    return known ?? location;
  }

  describe(change: ConfigChange): string {
    const { path, kind } = change;
    const [area, second, third, fourth, ...rest] = path;
    if (area === "forms" && typeof second === "string") {
      const form = this.formTitle(second);
      if (third === undefined) return this.word(kind === "added" ? "diff.formAdded" : kind === "removed" ? "diff.formRemoved" : "diff.formChanged", { form });
      if (third === "fields" && typeof fourth === "string") {
        const field = this.fieldName(second, fourth);
        if (rest.length === 0) {
          if (kind !== "changed") return this.word(kind === "added" ? "diff.fieldAdded" : "diff.fieldRemoved", { form, field });
          return this.word("diff.valueChanged", { where: this.word("diff.fieldWhere", { form, field }), from: this.value(change.from), to: this.value(change.to) });
        }
        const propertyKey = typeof rest[0] === "string" && rest.length === 1 ? rest[0] : undefined;
        return this.word("diff.propertyChanged", {
          where: this.word("diff.fieldWhere", { form, field }),
          property: this.propertyName(rest),
          from: this.value(change.from, propertyKey),
          to: this.value(change.to, propertyKey),
        });
      }
      if (third === "rules" && fourth !== undefined) {
        if (fourth === "#order") return this.word("diff.ruleOrder", { form });
        const rule = typeof fourth === "object" ? fourth.id : String(fourth);
        if (rest.length === 0 && kind !== "changed") return this.word(kind === "added" ? "diff.ruleAdded" : "diff.ruleRemoved", { form, rule });
        return this.word("diff.ruleChanged", { form, rule, property: this.propertyName(rest), from: this.value(change.from), to: this.value(change.to) });
      }
      if (third === "ui" && fourth === "order" && rest.length === 0) {
        return this.word("diff.fieldOrder", { form, from: this.value(change.from), to: this.value(change.to) });
      }
      return this.generic(change, this.word("diff.formWhere", { form, where: pathToLocation(path.slice(2)) }));
    }
    if (area === "messages" && path.length >= 2) {
      const last = path[path.length - 1];
      if (last === "text" && path.length >= 3 && kind === "changed") {
        return this.word("diff.message", { key: String(path[path.length - 2]), from: this.value(change.from), to: this.value(change.to) });
      }
    }
    return this.generic(change, pathToLocation(path));
  }

  generic(change: ConfigChange, where: string): string {
    if (change.kind === "added") return this.word("diff.added", { where, value: this.value(change.to) });
    if (change.kind === "removed") return this.word("diff.removed", { where });
    return this.word("diff.valueChanged", { where, from: this.value(change.from), to: this.value(change.to) });
  }
}

/** Each change in words, with its location. */
export function describeChanges(changes: readonly ConfigChange[], options: DescribeChangesOptions): DescribedChange[] {
  const writer = new ChangeWriter(options);
  return changes.map((change) => ({ text: writer.describe(change), location: pathToLocation(change.path), path: change.path, kind: change.kind }));
}
