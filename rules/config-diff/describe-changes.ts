// Configuration changes in words ("Identity, Gender: mandatory false -> true") for the Config
// screen's history, the publish summary and the audit log. The words are the catalogue's
// `config.diff.*` and `config.property.*` texts, passed in; places without a better wording
// read as their location in the configuration. Pure.

import { describeCondition, isWordedCondition, type DescribeWords } from "../describe/describe-condition";
import { formatMessage } from "../forms/messages";
import { orderedItems, type OrderedItem } from "../config/keyed-items";
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
  /**
   * The typed editors' question labels by area (schemas/config-editors/editors.json `labels`:
   * `maintenance.*.monthlyElsewhere`, `entries.*.offsets`), so a setting outside the forms reads
   * as its editor names it ("Monthly figure elsewhere in the UK (£)"), not as its JSON name.
   */
  labels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The typed editors' questions picked from one of the university's lists (`x-choices`), by area
   * and label path ('entries.*.roles' -> 'roles'), with the words for a value of a list: a tab's
   * roles read "University admin", not "UniAdmin" (decision 0083).
   */
  choices?: { lists: Readonly<Record<string, Readonly<Record<string, string>>>>; labelOf(list: string, value: string): string | undefined };
  /** Each documents area's name as students read it ("generalDocuments": "General Documents"), where the configurations compared do not list their tasks. */
  documentAreaNames?: Readonly<Record<string, string>>;
}

/**
 * An editor label's path as the steps of the configuration: a keyed area's `entries.*` is the
 * area's own keys, and a map's `*.value` is the entry itself.
 */
function labelSteps(key: string): string[] {
  const steps = key.split(".");
  const out: string[] = [];
  steps.forEach((step, index) => {
    if (index === 0 && step === "entries") return;
    if (step === "value" && steps[index - 1] === "*") return;
    out.push(step);
  });
  return out;
}

/** The editor's label of a setting at `steps` within `area` (not of an item, whose own name is better), or undefined. */
function editorLabel(labels: DescribeChangesOptions["labels"], area: string, steps: readonly DiffStep[]): string | undefined {
  const own = labels?.[area];
  if (!own) return undefined;
  for (const [key, label] of Object.entries(own)) {
    const pattern = labelSteps(key);
    if (pattern.length !== steps.length || pattern[pattern.length - 1] === "*") continue;
    if (pattern.every((part, index) => part === "*" || part === steps[index])) return label;
  }
  return undefined;
}

/** The list a setting at `steps` within `area` is picked from, or undefined. */
function choiceList(choices: DescribeChangesOptions["choices"], area: string, steps: readonly DiffStep[]): string | undefined {
  for (const [key, list] of Object.entries(choices?.lists[area] ?? {})) {
    const pattern = labelSteps(key);
    if (pattern.length === steps.length && pattern.every((part, index) => part === "*" || part === steps[index])) return list;
  }
  return undefined;
}

const CONDITION_PROPERTIES = new Set(["visible", "mandatory"]);
const PROPERTY_DEFAULTS: Readonly<Record<string, unknown>> = { visible: true, mandatory: false };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A group of documents in a documents area: named documents under a key, no name of its own. */
const isDocumentGroup = (value: unknown): boolean => isObject(value) && value.label === undefined && Object.values(value).length > 0 && Object.values(value).every((member) => isObject(member) && typeof member.label === "string");

/** The node a path leads to (list items by index or by id), or undefined. */
function nodeAt(root: unknown, path: readonly DiffStep[]): unknown {
  let current = root;
  for (const step of path) {
    if (typeof step === "object") current = Array.isArray(current) ? current.find((item) => isObject(item) && item.id === step.id) : undefined;
    else if (typeof step === "number") current = Array.isArray(current) ? current[step] : undefined;
    else current = isObject(current) && Object.prototype.hasOwnProperty.call(current, step) ? current[step] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** What an item is called where people read it: its label, title or name (a reminder: what it is about). */
function nameOf(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  for (const key of ["label", "title", "name", "about"]) {
    const value = node[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

function member(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (!isObject(current) || !Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

class ChangeWriter {
  constructor(private readonly options: DescribeChangesOptions) {}

  word(key: string, params: Record<string, unknown> = {}): string {
    const text = this.options.words[`config.${key}`];
    return text === undefined ? `config.${key}` : formatMessage(text, params);
  }

  /** A value in words, whole: text in quotes, a list item by item, a condition as a sentence, an item by its name. */
  value(value: unknown, property?: string): string {
    if (value === undefined && property && property in PROPERTY_DEFAULTS) value = PROPERTY_DEFAULTS[property];
    if (value === undefined) return this.word("diff.unset");
    if (typeof value === "string") return JSON.stringify(value);
    if (typeof value !== "object" || value === null) return String(value);
    if ((property && CONDITION_PROPERTIES.has(property)) || isWordedCondition(value, this.options.words)) return describeCondition(value, { words: this.options.words });
    if (Array.isArray(value)) return value.length === 0 ? this.word("diff.none") : value.map((item) => this.value(item)).join(", ");
    const name = nameOf(value);
    if (name !== undefined) return JSON.stringify(name);
    // An object with no name: its members, each in words.
    return Object.entries(value)
      .map(([key, member]) => `${this.options.words[`config.property.${key}`] ?? key} ${this.value(member, key)}`)
      .join("; ");
  }

  /**
   * A documents area ("generalDocuments") by the name students read for it: the task that lists
   * it ("General Documents"), in the tenant's own messages if it rewords them, else the catalogue's.
   */
  documentAreaName(key: string): string | undefined {
    for (const config of [this.options.to, this.options.from]) {
      const tasks = member(config, "checklist-tasks", "tasks");
      // Tasks are keyed by id (decision 0093); a list is read too.
      const list: unknown[] = Array.isArray(tasks) ? tasks : isObject(tasks) ? orderedItems(tasks as Record<string, OrderedItem>) : [];
      const task = list.find((item) => isObject(item) && Array.isArray(item.documents) && item.documents.includes(key));
      if (!isObject(task) || typeof task.labelKey !== "string") continue;
      const own = member(config, "messages", task.labelKey, "text");
      const text = typeof own === "string" ? own : this.options.words[task.labelKey];
      if (text !== undefined) return text;
    }
    return this.options.documentAreaNames?.[key];
  }

  /** The steps after the area as the editors label them: a document in a group as any other document. */
  editorSteps(path: readonly DiffStep[]): readonly DiffStep[] {
    const rest = path.slice(1);
    if (path[0] !== "documents" || rest[0] !== "areas" || rest.length <= 3) return rest;
    const group = nodeAt(this.options.to, path.slice(0, 4)) ?? nodeAt(this.options.from, path.slice(0, 4));
    return isDocumentGroup(group) ? [...rest.slice(0, 2), ...rest.slice(3)] : rest;
  }

  /** Where a change is, in words: the area's name, then each item by its name ("Dashboard tabs, “Awaiting deposit”, roles"). */
  placeName(path: readonly DiffStep[]): string {
    const [area, ...rest] = path;
    const parts = [this.options.words[`config.area.${String(area)}`] ?? String(area)];
    // A documents area reads as its name ("Documents, General Documents, “Passport”"), never its key.
    const documentArea = area === "documents" && rest[0] === "areas" && typeof rest[1] === "string" ? this.documentAreaName(rest[1]) : undefined;
    // A document in a group ("studentVisas") reads by its own name, not the group's key.
    const labelSteps = this.editorSteps(path);
    const grouped = labelSteps.length < rest.length;
    rest.forEach((step, i) => {
      if (documentArea !== undefined && i < 2) {
        if (i === 1) parts.push(documentArea);
        return;
      }
      if (grouped && i === 2) return;
      const name = nameOf(nodeAt(this.options.to, path.slice(0, i + 2)) ?? nodeAt(this.options.from, path.slice(0, i + 2)));
      const labelled = typeof step === "string" ? editorLabel(this.options.labels, String(area), labelSteps.slice(0, grouped ? i : i + 1)) : undefined;
      if (name !== undefined) parts.push(`“${name}”`);
      else if (labelled !== undefined) parts.push(labelled);
      else if (typeof step === "number") parts.push(this.word("diff.item", { n: step + 1 }));
      else if (typeof step === "object") parts.push(step.id);
      else parts.push(this.options.words[`config.property.${step}`] ?? step);
    });
    return parts.join(", ");
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
    if (area === "messages" && path.length === 3 && kind === "added" && isObject(change.to) && typeof change.to.text === "string") {
      return this.word("diff.messageAdded", { key: String(path[2]), text: this.value(change.to.text) });
    }
    return this.generic(change, this.placeName(path));
  }

  /** A value picked from one of the university's lists, in that list's words. */
  named(change: ConfigChange, value: unknown): unknown {
    const list = choiceList(this.options.choices, String(change.path[0]), change.path.slice(1));
    if (!list || !this.options.choices) return value;
    const labelOf = this.options.choices.labelOf;
    const one = (item: unknown) => (typeof item === "string" ? (labelOf(list, item) ?? item) : item);
    return Array.isArray(value) ? value.map(one) : one(value);
  }

  generic(change: ConfigChange, where: string): string {
    change = { ...change, from: this.named(change, change.from), to: this.named(change, change.to) };
    const property = typeof change.path[change.path.length - 1] === "string" ? (change.path[change.path.length - 1] as string) : undefined;
    // A setting an editor asks as a question reads its yes or no as the editor does.
    if (change.kind === "changed" && editorLabel(this.options.labels, String(change.path[0]), this.editorSteps(change.path)) !== undefined && typeof change.from === "boolean" && typeof change.to === "boolean") {
      return this.word("diff.valueChanged", { where, from: this.word(change.from ? "diff.yes" : "diff.no"), to: this.word(change.to ? "diff.yes" : "diff.no") });
    }
    if (change.kind === "added" && isItem(change.to, this.options.words)) return this.word("diff.itemAdded", { where });
    if (change.kind === "added") return this.word("diff.added", { where, value: this.value(change.to, property) });
    if (change.kind === "removed") return this.word("diff.removed", { where });
    return this.word("diff.valueChanged", { where, from: this.value(change.from, property), to: this.value(change.to, property) });
  }
}

/** Something with settings of its own (an object that is not a condition, or a list of such). */
function isItem(value: unknown, words: DescribeWords): boolean {
  if (Array.isArray(value)) return value.some((item) => typeof item === "object" && item !== null);
  return isObject(value) && !isWordedCondition(value, words);
}

/**
 * A whole item added outside the forms (a tab, a reminder, a funding row) reads as its name and
 * then each of its settings, so nothing of it is hidden behind a summary.
 */
function withSettingsOfAddedItems(changes: readonly ConfigChange[], words: DescribeWords): ConfigChange[] {
  const out: ConfigChange[] = [];
  const expand = (change: ConfigChange): void => {
    out.push(change);
    if (change.kind !== "added" || change.path[0] === "forms" || change.path[0] === "messages") return;
    const { to } = change;
    if (!isItem(to, words)) return;
    const entries: Array<[DiffStep, unknown]> = Array.isArray(to) ? to.map((item, index): [DiffStep, unknown] => [index, item]) : Object.entries(to as Record<string, unknown>);
    for (const [step, value] of entries) expand({ kind: "added", path: [...change.path, step], to: value });
  };
  changes.forEach(expand);
  return out;
}

/** Each change in words, with its location. */
export function describeChanges(changes: readonly ConfigChange[], options: DescribeChangesOptions): DescribedChange[] {
  const writer = new ChangeWriter(options);
  return withSettingsOfAddedItems(changes, options.words).map((change) => ({ text: writer.describe(change), location: pathToLocation(change.path), path: change.path, kind: change.kind }));
}
