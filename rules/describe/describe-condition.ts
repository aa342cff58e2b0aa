// A readable summary of a JSON-Logic condition for the Config screen ("when fee status is
// HOME"). Pure: the words come from the caller (the message catalogue's `config.describe.*`),
// field labels from a lookup. Every operation of the engine has words: the comparisons, lists
// and logic below, the others a template `config.describe.op.<op>` over its arguments ({a}, {b},
// {c}, {d}, or {list} for all of them), with `.not` for its negation. An operation without words is
// shown as its JSON, so a summary never hides part of a condition.

import { formatMessage } from "../forms/messages";

/** The catalogue texts used (keys `config.describe.*`); a missing key shows the key. */
export type DescribeWords = Readonly<Record<string, string>>;

export interface DescribeOptions {
  words: DescribeWords;
  /** The label of a field of the form, by its dot path (`record.` already removed). */
  labelOf?: (path: string) => string | undefined;
  /** A stored value in words ("InProgress" -> "In progress"), by the variable's path as written. */
  valueLabelOf?: (path: string, value: string) => string | undefined;
}

/**
 * Summary options from the fields a condition builder offers: each field's label, and its
 * values' labels, so a summary never shows a stored code where the builder shows words.
 */
export function describeOptionsFrom(fields: ReadonlyArray<{ name: string; label: string; values?: ReadonlyArray<{ value: string; label: string }> }>, words: DescribeWords): DescribeOptions {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  const values = new Map(fields.map((field) => [field.name, new Map((field.values ?? []).map((option) => [option.value, option.label]))]));
  // A form's conditions name its questions `record.<path>`; the summary is handed the path.
  const named = <T,>(map: ReadonlyMap<string, T>, path: string): T | undefined => map.get(path) ?? map.get(`record.${path}`);
  return { words, labelOf: (path) => named(labels, path), valueLabelOf: (path, value) => named(values, path)?.get(value) };
}

const KEY = "config.describe.";
const COMPARISONS: Readonly<Record<string, string>> = {
  "==": "is",
  "===": "is",
  "!=": "isNot",
  "!==": "isNot",
  ">": "greater",
  ">=": "greaterOrEqual",
  "<": "less",
  "<=": "lessOrEqual",
};

type Node = { op: string; args: unknown[] } | null;

function nodeOf(rule: unknown): Node {
  if (!rule || typeof rule !== "object" || Array.isArray(rule)) return null;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return null;
  const op = keys[0];
  const raw = (rule as Record<string, unknown>)[op];
  return { op, args: Array.isArray(raw) ? raw : [raw] };
}

/** "feeStatus" -> "fee status", "passport.dateOfIssue" -> "passport date of issue". */
export function humanisePath(path: string): string {
  return path
    .split(".")
    .filter((part) => part !== "" && part !== "*")
    .map((part) =>
      part
        .replace(/[_-]+/g, " ")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .toLowerCase(),
    )
    .join(" ");
}

class Describer {
  constructor(private readonly options: DescribeOptions) {}

  word(name: string, params: Record<string, unknown> = {}): string {
    const text = this.options.words[KEY + name];
    return text === undefined ? KEY + name : formatMessage(text, params);
  }

  json(value: unknown): string {
    return JSON.stringify(value) ?? String(value);
  }

  /** Is this something the describer reads (rather than shows as JSON)? */
  known(rule: unknown): boolean {
    const node = nodeOf(rule);
    if (!node) return !(rule && typeof rule === "object");
    return node.op === "var" || node.op in COMPARISONS || ["in", "and", "or", "!", "!!", "missing", "missing_some", "if", "?:"].includes(node.op) || this.template(node.op) !== undefined;
  }

  template(op: string, suffix = ""): string | undefined {
    return this.options.words[`${KEY}op.${op}${suffix}`];
  }

  /** An operation by its template: {a}, {b}, {c}, {d} its arguments, {list} all of them joined. */
  fromTemplate(op: string, args: unknown[], suffix = ""): string | undefined {
    const text = this.template(op, suffix);
    if (text === undefined) return undefined;
    const separator = this.template(op, ".separator") ?? this.word("listSeparator");
    const [a, b, c, d] = args.map((arg) => this.value(arg));
    return formatMessage(text, { a: a ?? "", b: b ?? "", c: c ?? "", d: d ?? "", list: args.map((arg) => this.value(arg)).join(separator) });
  }

  /** `phone-plausible` over the two parts of one answer reads as a check of that answer ("Phone number is a possible phone number"). */
  wholePhone(op: string, args: unknown[]): unknown[] | null {
    if (op !== "phone-plausible" || args.length !== 2) return null;
    const [code, number] = args.map(nodeOf);
    if (code?.op !== "phone-code" || number?.op !== "phone-number" || JSON.stringify(code.args) !== JSON.stringify(number.args)) return null;
    return code.args;
  }

  /** if / ?: : "if x then y, otherwise z", chained for else-ifs. */
  conditional(args: unknown[]): string {
    if (args.length === 0) return this.word("nothing");
    if (args.length === 1) return this.value(args[0]);
    const rest = args.slice(2);
    return this.word("ifThen", { condition: this.expression(args[0], true), then: this.value(args[1]), otherwise: rest.length ? this.conditional(rest) : this.word("nothing") });
  }

  variable(args: unknown[]): string {
    const path = Array.isArray(args[0]) ? String(args[0][0] ?? "") : String(args[0] ?? "");
    if (path === "today") return this.word("today");
    if (path === "") return this.word("eachItem");
    if (path === "role") return this.word("role");
    if (path === "record") return this.word("record");
    if (path.startsWith("record.")) {
      const inner = path.slice("record.".length);
      return this.options.labelOf?.(inner) ?? humanisePath(inner);
    }
    if (path.startsWith("settings.")) return this.word("setting", { name: humanisePath(path.slice("settings.".length)) });
    if (path.startsWith("application.")) return humanisePath(path.slice("application.".length));
    if (path.startsWith("item.")) return humanisePath(path.slice("item.".length));
    // A bare name: a list row's field in a tab's condition, named as the lists name it.
    return this.options.labelOf?.(path) ?? humanisePath(path);
  }

  /** A literal compared with a variable, in the words its field gives its values. */
  compared(variable: unknown, value: unknown): string {
    const node = nodeOf(variable);
    const labelOf = this.options.valueLabelOf;
    if (node?.op !== "var" || !labelOf) return this.value(value);
    const path = Array.isArray(node.args[0]) ? String(node.args[0][0] ?? "") : String(node.args[0] ?? "");
    const one = (item: unknown) => (typeof item === "string" ? (labelOf(path, item) ?? item) : this.value(item));
    return Array.isArray(value) ? value.map(one).join(this.word("listSeparator")) : one(value);
  }

  /** A value: a literal, a variable, or a nested expression. */
  value(value: unknown): string {
    if (value === true) return this.word("yes");
    if (value === false) return this.word("no");
    if (value === null || value === undefined) return this.word("nothing");
    if (typeof value === "string" || typeof value === "number") return String(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item)).join(this.word("listSeparator"));
    const node = nodeOf(value);
    if (node?.op === "var") return this.variable(node.args);
    return this.expression(value, true);
  }

  /** An expression; `nested` adds brackets around and/or so "a and (b or c)" reads right. */
  expression(rule: unknown, nested = false): string {
    const node = nodeOf(rule);
    if (!node) return this.value(rule);
    const { op, args } = node;
    if (op === "var") return this.variable(args);
    if ((op === "<" || op === "<=") && args.length === 3) return this.word("between", { value: this.value(args[1]), low: this.value(args[0]), high: this.value(args[2]) });
    if (op in COMPARISONS && args.length === 2) return this.word(COMPARISONS[op], { left: this.value(args[0]), right: this.compared(args[0], args[1]) });
    const months = this.months(op, args);
    if (months) return this.word("inMonths", months);
    if (op === "in" && args.length === 2) {
      // A literal list: "is one of"; a text or a variable (a text or a list): "contains".
      if (Array.isArray(args[1])) return this.word("isOneOf", { left: this.value(args[0]), right: this.compared(args[0], args[1]) });
      return this.word("contains", { left: this.value(args[0]), right: this.value(args[1]) });
    }
    if ((op === "and" || op === "or") && args.length > 0) {
      if (args.length === 1) return this.expression(args[0], nested);
      const joined = args.map((arg) => this.expression(arg, true)).join(` ${this.word(op)} `);
      return nested ? `(${joined})` : joined;
    }
    if (op === "!" && args.length === 1) return this.negation(args[0]);
    if (op === "!!" && args.length === 1) return this.word("isGiven", { value: this.value(args[0]) });
    if (op === "missing") return this.word("missing", { fields: this.fieldList(args) });
    if (op === "missing_some" && args.length === 2 && Array.isArray(args[1])) {
      return this.word("missingSome", { count: String(args[0]), fields: this.fieldList(args[1]) });
    }
    if (op === "if" || op === "?:") return this.conditional(args);
    const whole = this.wholePhone(op, args);
    if (whole) return this.fromTemplate(op, whole, ".whole") ?? this.json(rule);
    return this.fromTemplate(op, args) ?? this.json(rule);
  }

  /** `{"in": [{"date-month": [date]}, [9, 1]]}` as "<date> is in September or January" (months named by the form's words). */
  months(op: string, args: unknown[]): { left: string; right: string } | null {
    const month = nodeOf(args[0]);
    if (op !== "in" || args.length !== 2 || month?.op !== "date-month" || !Array.isArray(args[1])) return null;
    const names = args[1].map((value) => (typeof value === "number" ? (this.options.words[`form.month.${String(value).padStart(2, "0")}`] ?? String(value)) : this.value(value)));
    return { left: this.value(month.args[0]), right: names.join(` ${this.word("or")} `) };
  }

  fieldList(paths: unknown[]): string {
    const flat = paths.length === 1 && Array.isArray(paths[0]) ? (paths[0] as unknown[]) : paths;
    return flat.map((path) => this.variable([path])).join(this.word("listSeparator"));
  }

  negation(inner: unknown): string {
    const node = nodeOf(inner);
    if (node && (node.op === "==" || node.op === "===") && node.args.length === 2) {
      return this.word("isNot", { left: this.value(node.args[0]), right: this.compared(node.args[0], node.args[1]) });
    }
    const months = node ? this.months(node.op, node.args) : null;
    if (months) return this.word("notInMonths", months);
    if (node && node.op === "in" && node.args.length === 2 && Array.isArray(node.args[1])) {
      return this.word("isNotOneOf", { left: this.value(node.args[0]), right: this.compared(node.args[0], node.args[1]) });
    }
    if (node && node.op === "!!" && node.args.length === 1) return this.word("isEmpty", { value: this.value(node.args[0]) });
    const whole = node ? this.wholePhone(node.op, node.args) : null;
    const negated = node ? (whole ? this.fromTemplate(node.op, whole, ".whole.not") : this.fromTemplate(node.op, node.args, ".not")) : undefined;
    if (negated !== undefined) return negated;
    if (node?.op === "var" || !node) return this.word("isEmpty", { value: this.value(inner) });
    return this.word("not", { condition: this.expression(inner) });
  }
}

/**
 * The summary of a field property or rule condition: "always" / "never" for true / false,
 * "when ..." for a condition, the JSON itself when the condition's operation has no words.
 */
export function describeCondition(rule: unknown, options: DescribeOptions): string {
  const describer = new Describer(options);
  if (rule === true) return describer.word("always");
  if (rule === false || rule === undefined || rule === null) return describer.word("never");
  if (!describer.known(rule)) return describer.json(rule);
  return describer.word("when", { condition: describer.expression(rule) });
}

/** Whether a value is a condition these words can say (an operation with words, not just any object). */
export function isWordedCondition(rule: unknown, words: DescribeWords): boolean {
  return nodeOf(rule) !== null && new Describer({ words }).known(rule);
}

/** The words of an expression alone (no "when"), e.g. for a rule's `failsWhen`. */
export function describeExpression(rule: unknown, options: DescribeOptions): string {
  return new Describer(options).expression(rule);
}
