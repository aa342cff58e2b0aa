// The Config screen's condition builder (issue 20 item 1; decision 0835): JSON-Logic read into
// react-querybuilder's query (groups of rules: field, operator, value) and written back, with
// the engine's own operations as the builder's operators. A condition is opened in the builder
// only when writing its query gives the same condition again; otherwise the reason is given and
// the JSON editor is used, so the builder never changes a condition it cannot show.
import { parseJsonLogic } from "@react-querybuilder/core/parseJsonLogic";
import { defaultRuleGroupProcessorJsonLogic, formatQuery } from "@react-querybuilder/core/formatQuery";
import type { RuleGroupType, RuleType } from "@react-querybuilder/core";
import type { JsonValue as Json } from "../../schemas/generated/tenant-config";


/** What a field holds, which decides the operators offered and the value asked for. */
export type BuilderFieldKind = "text" | "choice" | "number" | "yesNo" | "date" | "list";

export interface BuilderField {
  /** The variable, e.g. `record.nationality`. */
  name: string;
  label: string;
  kind: BuilderFieldKind;
  /** The answers a choice or list field can hold. */
  values?: ReadonlyArray<{ value: string; label: string }>;
  /** Where the values' words come from (a `list-rows.valueLabels` key), filled in where the configuration's lists are read. */
  labelsFrom?: string;
  /** The operators the condition's target can run for this field (every operator of its kind when absent). */
  operators?: readonly string[];
}

/** How an operator's value is asked for: none, one value, several, or a number of days. */
export type BuilderArity = "none" | "one" | "many" | "days";

export interface BuilderOperator {
  name: string;
  arity: BuilderArity;
  kinds: readonly BuilderFieldKind[];
}

const ALL: readonly BuilderFieldKind[] = ["text", "choice", "number", "yesNo", "date", "list"];
const SCALAR: readonly BuilderFieldKind[] = ["text", "choice", "number", "yesNo", "date"];

/** The builder's operators, in the order offered; labels are the catalogue's `config.builder.operator.<name>`. */
export const BUILDER_OPERATORS: readonly BuilderOperator[] = [
  { name: "is", arity: "one", kinds: SCALAR },
  { name: "isNot", arity: "one", kinds: SCALAR },
  { name: "equals", arity: "one", kinds: SCALAR },
  { name: "notEquals", arity: "one", kinds: SCALAR },
  { name: "oneOf", arity: "many", kinds: ["text", "choice", "number"] },
  { name: "notOneOf", arity: "many", kinds: ["text", "choice", "number"] },
  { name: "includesAny", arity: "many", kinds: ["list"] },
  { name: "includesAll", arity: "many", kinds: ["list"] },
  { name: "blank", arity: "none", kinds: ALL },
  { name: "notBlank", arity: "none", kinds: ALL },
  // Dates too: "is blank" runs only in memory, so a list's condition asks "not answered" of a date.
  { name: "answered", arity: "none", kinds: ["yesNo", "text", "choice", "number", "date"] },
  { name: "notAnswered", arity: "none", kinds: ["yesNo", "text", "choice", "number", "date"] },
  { name: "matches", arity: "one", kinds: ["text"] },
  { name: "notMatches", arity: "one", kinds: ["text"] },
  { name: "greater", arity: "one", kinds: ["number"] },
  { name: "greaterOrEqual", arity: "one", kinds: ["number"] },
  { name: "less", arity: "one", kinds: ["number"] },
  { name: "lessOrEqual", arity: "one", kinds: ["number"] },
  { name: "before", arity: "one", kinds: ["date"] },
  { name: "after", arity: "one", kinds: ["date"] },
  { name: "onOrBefore", arity: "one", kinds: ["date"] },
  { name: "onOrAfter", arity: "one", kinds: ["date"] },
  { name: "withinDays", arity: "days", kinds: ["date"] },
  // "starts in September" of any year: the date's month is one of those chosen (1-12).
  { name: "inMonths", arity: "many", kinds: ["date"] },
  { name: "realDate", arity: "none", kinds: ["date", "text"] },
  { name: "notRealDate", arity: "none", kinds: ["date", "text"] },
  { name: "realMonth", arity: "none", kinds: ["date", "text"] },
  { name: "notRealMonth", arity: "none", kinds: ["date", "text"] },
  { name: "phoneCountryKnown", arity: "none", kinds: ["text"] },
  { name: "phoneCountryUnknown", arity: "none", kinds: ["text"] },
  { name: "phonePlausible", arity: "none", kinds: ["text"] },
  { name: "phoneNotPlausible", arity: "none", kinds: ["text"] },
];

/** How each operator's value is asked for, by operator name. */
export const BUILDER_ARITY: ReadonlyMap<string, BuilderArity> = new Map(BUILDER_OPERATORS.map((operator) => [operator.name, operator.arity]));

export const operatorsFor = (kind: BuilderFieldKind): BuilderOperator[] => BUILDER_OPERATORS.filter((operator) => operator.kinds.includes(kind));

/** A date operator's value "today" stands for the evaluation's today. */
export const TODAY = "today";

const COMPARE: Readonly<Record<string, string>> = { "===": "is", "!==": "isNot", "==": "equals", "!=": "notEquals", ">": "greater", ">=": "greaterOrEqual", "<": "less", "<=": "lessOrEqual" };
const DATES: Readonly<Record<string, string>> = { "date-before": "before", "date-after": "after", "date-on-or-before": "onOrBefore", "date-on-or-after": "onOrAfter" };
/** The engine's checks of one value, each an operator and its negation ("not answered" is `{"!": value}`, below). */
const CHECKS: Readonly<Record<string, [string, string]>> = {
  "is-blank": ["blank", "notBlank"],
  "!!": ["answered", ""],
  "is-date": ["realDate", "notRealDate"],
  "is-year-month": ["realMonth", "notRealMonth"],
};

/** The phone checks, over the parts of a phone answer (`phone-code`, `phone-number`). */
const phoneCode = (v: Json): Json => ({ "phone-code": [v] });
const phoneNumber = (v: Json): Json => ({ "phone-number": [v] });
const CHECK_OF: Readonly<Record<string, { op: string; negated: boolean }>> = Object.fromEntries(
  Object.entries(CHECKS).flatMap(([op, [yes, no]]) => [
    [yes, { op, negated: false }],
    ...(no ? [[no, { op, negated: true }]] : []),
  ]),
);
const byOperator = (table: Readonly<Record<string, string>>): Record<string, string> => Object.fromEntries(Object.entries(table).map(([op, name]) => [name, op]));
const COMPARE_OP = byOperator(COMPARE);
const DATE_OP = byOperator(DATES);

type Logic = Record<string, Json>;
const isLogic = (value: unknown): value is Logic => value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 1;
const argsOf = (value: Json): Json[] => (Array.isArray(value) ? value : [value]);

/** The variable a value reads (`{"var": "record.x"}` or `{"var": ["record.x"]}`), or null. */
function variableOf(value: Json | undefined): string | null {
  if (!isLogic(value) || !("var" in value)) return null;
  const name = Array.isArray(value.var) ? (value.var.length === 1 ? value.var[0] : null) : value.var;
  return typeof name === "string" && name !== "" && name !== TODAY ? name : null;
}
const isToday = (value: Json | undefined): boolean => isLogic(value) && "var" in value && (value.var === TODAY || (Array.isArray(value.var) && value.var.length === 1 && value.var[0] === TODAY));
const isLiteral = (value: Json | undefined): boolean => value === null || ["string", "number", "boolean"].includes(typeof value);
const isLiteralList = (value: Json | undefined): value is Json[] => Array.isArray(value) && value.every(isLiteral);

const rule = (field: string, operator: string, value: Json | string[] = ""): RuleType => ({ field, operator, value });

/** `[var, literal]` with the variable first. */
function fieldAndLiteral(args: Json[]): { field: string; value: Json } | null {
  const field = variableOf(args[0]);
  return args.length === 2 && field && isLiteral(args[1]) ? { field, value: args[1] } : null;
}

/** `{"in": [{"date-month": [field]}, [9, 1]]}`: the field's month is one of these. */
function monthsOf(op: string, args: Json[]): RuleType | null {
  if (op !== "in" || args.length !== 2 || !isLogic(args[0]) || !("date-month" in args[0])) return null;
  const field = variableOf(argsOf(args[0]["date-month"])[0]);
  const months = args[1];
  const isMonth = (value: Json): boolean => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 12;
  return field && Array.isArray(months) && months.length > 0 && months.every(isMonth) ? rule(field, "inMonths", months.map(String)) : null;
}

function leafOf(op: string, raw: Json): RuleType | false {
  const args = argsOf(raw);
  if (COMPARE[op]) {
    const pair = fieldAndLiteral(args);
    return pair ? rule(pair.field, COMPARE[op], pair.value) : false;
  }
  if (DATES[op]) {
    const field = variableOf(args[0]);
    if (!field || args.length !== 2) return false;
    if (isToday(args[1])) return rule(field, DATES[op], TODAY);
    return typeof args[1] === "string" ? rule(field, DATES[op], args[1]) : false;
  }
  const month = monthsOf(op, args);
  if (month) return month;
  const field = variableOf(args[0]);
  if (!field) return false;
  if (op === "in" && args.length === 2 && isLiteralList(args[1])) return rule(field, "oneOf", args[1]);
  if ((op === "has-any" || op === "has-all") && args.length === 2 && isLiteralList(args[1])) return rule(field, op === "has-any" ? "includesAny" : "includesAll", args[1]);
  if (CHECKS[op] && args.length === 1) return rule(field, CHECKS[op][0]);
  if (op === "matches" && args.length === 2 && typeof args[1] === "string") return rule(field, "matches", args[1]);
  return false;
}

/** `phone-country-code-known` of a phone's code, `phone-plausible` of its code and number. */
function phoneLeafOf(op: string, raw: Json): RuleType | false {
  const args = argsOf(raw);
  const partOf = (value: Json | undefined, part: string): string | null => (isLogic(value) && part in value ? variableOf(argsOf(value[part])[0]) : null);
  const field = partOf(args[0], "phone-code");
  if (!field) return false;
  if (op === "phone-country-code-known" && args.length === 1) return rule(field, "phoneCountryKnown");
  if (op === "phone-plausible" && args.length === 2 && partOf(args[1], "phone-number") === field) return rule(field, "phonePlausible");
  return false;
}

const NEGATED: Readonly<Record<string, string>> = { oneOf: "notOneOf", matches: "notMatches", phoneCountryKnown: "phoneCountryUnknown", phonePlausible: "phoneNotPlausible", ...Object.fromEntries(Object.values(CHECKS).filter(([, no]) => no)) };

/** "within N days of today": on or after today and on or before today plus N days, for one field. */
function withinDaysOf(raw: Json): RuleType | false {
  const parts = argsOf(raw);
  if (parts.length !== 2 || !isLogic(parts[0]) || !isLogic(parts[1])) return false;
  const from = argsOf(parts[0]["date-on-or-after"] ?? null);
  const to = argsOf(parts[1]["date-on-or-before"] ?? null);
  const field = variableOf(from[0]);
  if (!field || variableOf(to[0]) !== field || from.length !== 2 || to.length !== 2 || !isToday(from[1])) return false;
  const add = isLogic(to[1]) ? argsOf(to[1]["date-add"] ?? null) : [];
  return add.length === 3 && isToday(add[0]) && typeof add[1] === "number" && Number.isInteger(add[1]) && add[1] >= 0 && add[2] === "days" ? rule(field, "withinDays", add[1]) : false;
}

function parse(condition: Json): RuleGroupType {
  return parseJsonLogic(condition as Parameters<typeof parseJsonLogic>[0], { jsonLogicOperations: OPERATIONS }) as RuleGroupType;
}

const PHONE_CHECKS = ["phone-country-code-known", "phone-plausible"];

const OPERATIONS: Record<string, (value: Json) => RuleType | RuleGroupType | false> = {
  ...Object.fromEntries([...Object.keys(COMPARE), ...Object.keys(DATES), ...Object.keys(CHECKS), "in", "has-any", "has-all", "matches"].map((op) => [op, (value: Json) => leafOf(op, value)])),
  ...Object.fromEntries(PHONE_CHECKS.map((op) => [op, (value: Json) => phoneLeafOf(op, value)])),
  and: (value) => withinDaysOf(value) || { combinator: "and", rules: argsOf(value).map(childOf) },
  or: (value) => ({ combinator: "or", rules: argsOf(value).map(childOf) }),
  "!": (value) => {
    const args = argsOf(value);
    if (args.length !== 1) return false;
    const inner = args[0];
    const field = variableOf(inner);
    if (field) return rule(field, "notAnswered");
    if (isLogic(inner)) {
      const [op] = Object.keys(inner);
      const leaf = PHONE_CHECKS.includes(op) ? phoneLeafOf(op, inner[op]) : op in OPERATIONS && op !== "and" && op !== "or" && op !== "!" ? leafOf(op, inner[op]) : false;
      if (leaf && NEGATED[leaf.operator]) return { ...leaf, operator: NEGATED[leaf.operator] };
    }
    const group = parse(inner);
    return { ...group, not: !group.not };
  },
};

/** A child of a group: a rule, or a group; one that cannot be read is kept as an unreadable rule so the check sees it. */
function childOf(condition: Json): RuleType | RuleGroupType {
  if (isLogic(condition)) {
    const [op] = Object.keys(condition);
    const handler = OPERATIONS[op];
    const parsed = handler ? handler(condition[op]) : false;
    if (parsed) return parsed;
  }
  return rule("", "unreadable", JSON.stringify(condition));
}

// ---- writing ----

const valueList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : typeof value === "string" && value !== "" ? value.split(",").map((part) => part.trim()) : []);
const dateValue = (value: unknown): Json => (value === TODAY ? { var: TODAY } : (value as Json));

function ruleToLogic(built: RuleType): Json {
  const v = { var: built.field };
  const { operator, value } = built;
  if (COMPARE_OP[operator]) return { [COMPARE_OP[operator]]: [v, value as Json] };
  if (DATE_OP[operator]) return { [DATE_OP[operator]]: [v, dateValue(value)] };
  const check = CHECK_OF[operator];
  if (check) return check.negated ? { "!": [{ [check.op]: [v] }] } : { [check.op]: [v] };
  const knownCode = { "phone-country-code-known": [phoneCode(v)] };
  const plausible = { "phone-plausible": [phoneCode(v), phoneNumber(v)] };
  switch (operator) {
    case "oneOf":
      return { in: [v, valueList(value)] };
    case "notOneOf":
      return { "!": [{ in: [v, valueList(value)] }] };
    case "includesAny":
      return { "has-any": [v, valueList(value)] };
    case "includesAll":
      return { "has-all": [v, valueList(value)] };
    case "notAnswered":
      return { "!": [v] };
    case "matches":
      return { matches: [v, value as Json] };
    case "notMatches":
      return { "!": [{ matches: [v, value as Json] }] };
    case "phoneCountryKnown":
      return knownCode;
    case "phoneCountryUnknown":
      return { "!": [knownCode] };
    case "phonePlausible":
      return plausible;
    case "phoneNotPlausible":
      return { "!": [plausible] };
    case "inMonths":
      return { in: [{ "date-month": [v] }, valueList(value).map(Number)] };
    case "withinDays":
      return { and: [{ "date-on-or-after": [v, { var: TODAY }] }, { "date-on-or-before": [v, { "date-add": [{ var: TODAY }, Number(value), "days"] }] }] };
    default:
      // "unreadable" and anything else: what was read, unchanged.
      return typeof value === "string" ? (JSON.parse(value) as Json) : null;
  }
}

/** The query as JSON-Logic: one rule alone is written as itself, not as a group of one. */
export function builderToLogic(query: RuleGroupType): Json {
  const written = formatQuery(query, {
    format: "jsonlogic",
    ruleProcessor: (built: RuleType) => ruleToLogic(built),
    ruleGroupProcessor: defaultRuleGroupProcessorJsonLogic,
    // Every rule is written: the builder's own checks come from the fields and operators offered.
    validator: () => true,
    parseNumbers: false,
  }) as Json;
  return unwrapSingles(written);
}

function unwrapSingles(logic: Json): Json {
  if (!isLogic(logic)) return Array.isArray(logic) ? logic.map(unwrapSingles) : logic;
  const [op] = Object.keys(logic);
  const args = logic[op];
  if ((op === "and" || op === "or") && Array.isArray(args)) return args.length === 1 ? unwrapSingles(args[0]) : { [op]: args.map(unwrapSingles) };
  if (op === "!" && !Array.isArray(args)) return { "!": [unwrapSingles(args)] };
  if (op === "!" && Array.isArray(args)) return { "!": args.map(unwrapSingles) };
  return logic;
}

// ---- checking ----

/** The same condition with the spellings JSON-Logic treats alike made one: `{"!": x}` and `{"!": [x]}`, `{"var": ["a"]}` and `{"var": "a"}`, a group of one and its member. */
export function canonicalLogic(logic: Json): Json {
  if (Array.isArray(logic)) return logic.map(canonicalLogic);
  if (!isLogic(logic)) return logic;
  const [op] = Object.keys(logic);
  const args = logic[op];
  if (op === "var") return Array.isArray(args) && args.length === 1 ? { var: args[0] } : logic;
  if ((op === "and" || op === "or") && Array.isArray(args) && args.length === 1) return canonicalLogic(args[0]);
  if (op === "!" || op in CHECKS) return { [op]: argsOf(args).map(canonicalLogic) };
  return { [op]: Array.isArray(args) ? args.map(canonicalLogic) : canonicalLogic(args) };
}

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

const BUILDER_OPS = new Set([...Object.keys(OPERATIONS), "var", "date-add", "date-month", "phone-code", "phone-number"]);
const LOGIC_OPS = new Set(["and", "or", "!"]);

/**
 * The first part of `logic` the builder has no operator for, as the condition it sits in: a
 * comparison around an unknown operation (`the length of x is more than 500`), else the operation.
 */
function partBeyondBuilder(logic: Json, parent: Json | null = null): Json | null {
  if (Array.isArray(logic)) {
    for (const part of logic) {
      const found = partBeyondBuilder(part, parent);
      if (found !== null) return found;
    }
    return null;
  }
  if (!isLogic(logic)) return null;
  const [op] = Object.keys(logic);
  if (!BUILDER_OPS.has(op)) {
    const parentOp = isLogic(parent) ? Object.keys(parent)[0] : null;
    return parentOp && !LOGIC_OPS.has(parentOp) ? parent : logic;
  }
  return partBeyondBuilder(logic[op], logic);
}

export type BuilderReading =
  | { kind: "query"; query: RuleGroupType; fields: string[] }
  /** Why the builder cannot show it: `part` is what it has no operator for; null, its shape (a value computed, two fields compared). */
  | { kind: "json"; part: Json | null };

/** The condition as a builder query, when writing that query gives the same condition again. */
export function readCondition(condition: Json): BuilderReading {
  const beyond = partBeyondBuilder(condition);
  if (!isLogic(condition) || beyond !== null) return { kind: "json", part: beyond };
  const query = parse(condition);
  if (!sameJson(canonicalLogic(builderToLogic(query)), canonicalLogic(condition))) return { kind: "json", part: null };
  return { kind: "query", query, fields: fieldsOf(query) };
}

function fieldsOf(query: RuleGroupType, found: string[] = []): string[] {
  for (const child of query.rules) {
    if (typeof child === "string") continue;
    if ("rules" in child) fieldsOf(child, found);
    else if (!found.includes(child.field)) found.push(child.field);
  }
  return found;
}

// ---- values as the fields hold them ----

const OPERATORS_BY_NAME = new Map(BUILDER_OPERATORS.map((operator) => [operator.name, operator]));

function typedValue(value: unknown, kind: BuilderFieldKind): unknown {
  if (kind === "number" && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  if (kind === "yesNo" && (value === "true" || value === "false")) return value === "true";
  return value;
}

/** The query with each value as its field holds it (the builder's inputs give text): numbers, yes or no, lists. */
export function typedQuery(query: RuleGroupType, fields: ReadonlyMap<string, BuilderField>): RuleGroupType {
  const rules = query.rules.map((child) => {
    if (typeof child === "string" || "rules" in child) return typeof child === "string" ? child : typedQuery(child, fields);
    const kind = fields.get(child.field)?.kind ?? "text";
    const arity = OPERATORS_BY_NAME.get(child.operator)?.arity;
    if (arity === "many") return { ...child, value: valueList(child.value).map((item) => typedValue(item, kind === "list" ? "text" : kind)) };
    if (arity === "days") return { ...child, value: typedValue(child.value, "number") };
    if (arity === "one") return { ...child, value: typedValue(child.value, kind) };
    return child;
  });
  return { ...query, rules } as RuleGroupType;
}
