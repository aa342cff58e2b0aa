// What the configuration reads, checked at publish (issue 37 item 3; decision 0024): every field a
// list row, a tab, a reminder's trigger, stop or date, an automation's condition, a task's or a
// checklist section's condition or an Insights figure reads is either stored in the record (its
// entity schema, the answers of its forms, the fields record-fields.json lists) or derived by a
// projector (rules/derived/derived-values.ts, the list rows projector's own fields). A rule that
// reads anything else would read nothing for ever; publishing refuses it, naming the field and
// where it is read.
import type { RenderPlan } from "../forms/render";
import { DERIVED_FIELDS, type DerivedKind } from "../derived/derived-values";
import { childLocation } from "../problems";
import type { AreaCompiler } from "./conditions";
import type { CompiledListRows, ListKind } from "./areas/lists";
import type { TenantConfigurationDocument } from "../types";
import { PROJECTED_ROW_FIELDS } from "../lists/list-row";

/** Operations whose logic runs over each item of a list: only their list (and reduce's start) read the outer scope. */
const ITERATING: Readonly<Record<string, readonly number[]>> = { map: [0], filter: [0], all: [0], none: [0], some: [0], reduce: [0, 2] };

/**
 * The paths a rule reads from its scope. A rule whose path is worked out at run time reads
 * nothing this check can name (null stands for it, and it is let through).
 */
export function scopePaths(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) {
    for (const item of rule) scopePaths(item, found);
    return found;
  }
  if (!rule || typeof rule !== "object") return found;
  for (const [operation, args] of Object.entries(rule as Record<string, unknown>)) {
    if (operation === "var") {
      const path = Array.isArray(args) ? args[0] : args;
      if (typeof path === "string" && path !== "") found.add(path);
      if (Array.isArray(args)) scopePaths(args.slice(1), found);
      continue;
    }
    const outer = ITERATING[operation];
    const list = Array.isArray(args) ? args : [args];
    list.forEach((arg, i) => {
      if (!outer || outer.includes(i)) scopePaths(arg, found);
    });
  }
  return found;
}

/** What one kind of record holds: its schema's fields, its forms' answers, the fields record-fields.json names, what is derived from it. */
export interface RecordSpace {
  kind: DerivedKind;
  /** The record's entity schema, when record-fields.json names one. */
  plan: RenderPlan | undefined;
  /** Fields record-fields.json lists for the kind (computed ones say what they hold). */
  listed: ReadonlySet<string>;
  /** The forms whose answers the record keeps under `sections.<form id>`. */
  forms: ReadonlySet<string>;
}

const STORE_FIELDS = new Set(["_id", "_version", "tenant"]);
const isIndex = (segment: string) => /^\d+$/.test(segment);

/** Whether the schema plan has this path (a list's items by any index; a free-form object takes anything beneath). */
function planHas(plan: RenderPlan, segments: readonly string[]): boolean {
  let node: RenderPlan | null | undefined = plan;
  for (const segment of segments) {
    if (!node) return false;
    if (node.items && isIndex(segment)) {
      node = node.items;
      continue;
    }
    if (node.properties) {
      const next: RenderPlan | undefined = node.properties.find(([name]) => name === segment)?.[1];
      if (next) {
        node = next;
        continue;
      }
      return node.keywords.additionalProperties !== undefined && node.keywords.additionalProperties !== false;
    }
    // An object whose fields the schema leaves open (a map by key): anything beneath is the record's.
    return node.keywords.type === "object" || (node.keywords.type === undefined && !node.items);
  }
  return true;
}

/** Whether the record kind stores or derives the path. */
export function recordHas(space: RecordSpace, path: string, options: { derived: boolean } = { derived: true }): boolean {
  const segments = path.split(".");
  const [first] = segments;
  if (STORE_FIELDS.has(first)) return true;
  if (first === "sections") return segments.length === 1 || space.forms.has(segments[1]);
  if (options.derived && DERIVED_FIELDS[space.kind].some((field) => path === field || path.startsWith(`${field}.`))) return true;
  for (const listed of space.listed) if (path === listed || path.startsWith(`${listed}.`) || listed.startsWith(`${path}.`)) return true;
  return space.plan !== undefined && planHas(space.plan, segments);
}

const KIND_WORDS: Readonly<Record<DerivedKind, string>> = { applications: "application", offers: "offer", students: "CAS student" };

function unread(path: string, kind: DerivedKind): string {
  return `reads "${path}", which no ${KIND_WORDS[kind]} record stores and nothing derives`;
}

export interface FieldReadsContext {
  spaces: ReadonlyMap<DerivedKind, RecordSpace>;
  listRows: CompiledListRows;
}

/** Checks paths read under scope names that are records: `{ student: "students" }` reads "student.x" from a CAS student record. */
function checkScoped(rule: unknown, location: string, names: Readonly<Record<string, DerivedKind>>, others: ReadonlySet<string>, context: FieldReadsContext, compiler: AreaCompiler): void {
  for (const path of scopePaths(rule)) {
    const [head, ...rest] = path.split(".");
    const kind = names[head];
    if (kind) {
      const space = context.spaces.get(kind);
      if (space && rest.length && !recordHas(space, rest.join("."))) compiler.problem(location, unread(path, kind));
    } else if (!others.has(head)) compiler.problem(location, `reads "${path}", which is not part of what this rule is given`);
  }
}

/** Checks a rule over one record's own fields (a reminder's trigger, a document's condition). */
function checkRecord(rule: unknown, location: string, kind: DerivedKind, context: FieldReadsContext, compiler: AreaCompiler, options: { derived: boolean } = { derived: true }): void {
  const space = context.spaces.get(kind);
  if (!space) return;
  for (const path of scopePaths(rule)) if (!recordHas(space, path, options)) compiler.problem(location, unread(path, kind));
}

/** The fields a list row of the kind has: the configured ones and those the projector writes itself. */
const rowFields = (context: FieldReadsContext, kind: ListKind) => new Set([...context.listRows[kind].fieldNames, ...PROJECTED_ROW_FIELDS]);

function checkRow(rule: unknown, location: string, kind: ListKind, context: FieldReadsContext, compiler: AreaCompiler): void {
  const fields = rowFields(context, kind);
  for (const path of scopePaths(rule)) {
    if (!fields.has(path.split(".")[0])) compiler.problem(location, `reads "${path}", which is not a field of the ${kind} list row`);
  }
}

function checkRowField(field: string, location: string, kind: ListKind, context: FieldReadsContext, compiler: AreaCompiler): void {
  if (!rowFields(context, kind).has(field)) compiler.problem(location, `"${field}" is not a field of the ${kind} list row`);
}

/** Every check above over a whole configuration. */
export function checkFieldReads(config: TenantConfigurationDocument, context: FieldReadsContext, compiler: AreaCompiler): void {
  // List rows: JSON-Logic over the record (and, for an offer, its application); a student's row also reads the person's unread messages.
  const rowScopes: Record<ListKind, { names: Record<string, DerivedKind>; others: Set<string> }> = {
    applications: { names: { application: "applications" }, others: new Set() },
    offers: { names: { offer: "offers", application: "applications" }, others: new Set() },
    students: { names: { student: "students" }, others: new Set(["messages"]) },
  };
  for (const kind of ["applications", "offers", "students"] as const) {
    const definition = config["list-rows"][kind];
    const at = childLocation("list-rows", kind);
    const { names, others } = rowScopes[kind];
    for (const [name, rule] of Object.entries(definition.fields)) checkScoped(rule, childLocation(childLocation(at, "fields"), name), names, others, context, compiler);
    definition.assignedTo.forEach((rule, i) => checkScoped(rule, childLocation(childLocation(at, "assignedTo"), i), names, others, context, compiler));
    definition.search.forEach((rule, i) => checkScoped(rule, childLocation(childLocation(at, "search"), i), names, others, context, compiler));
  }

  // Tabs (the dashboard's and the CAS pipeline's) filter the rows of their collection.
  config.tabs.forEach((tab, i) => checkRow(tab.predicate, childLocation(childLocation("tabs", i), "predicate"), tab.collection, context, compiler));
  config["cas-stages"].tabs.forEach((tab, i) => checkRow(tab.predicate, childLocation(childLocation("cas-stages.tabs", i), "predicate"), tab.collection, context, compiler));

  // Insights counts list rows.
  const insights = config.insights;
  insights.funnel.forEach((step, i) => checkRow(step.reached, childLocation(childLocation("insights.funnel", i), "reached"), step.kind, context, compiler));
  insights.compliance.measures.forEach((measure, i) => {
    const at = childLocation("insights.compliance.measures", i);
    checkRow(measure.base, childLocation(at, "base"), measure.kind, context, compiler);
    checkRow(measure.counted, childLocation(at, "counted"), measure.kind, context, compiler);
    checkRowField(measure.dateField, childLocation(at, "dateField"), measure.kind, context, compiler);
  });
  checkRow(insights.stuck.open, "insights.stuck.open", insights.stuck.kind, context, compiler);
  checkRowField(insights.stuck.dateField, "insights.stuck.dateField", insights.stuck.kind, context, compiler);
  for (const [kind, field] of Object.entries(insights.dateRange) as Array<[ListKind, string]>) checkRowField(field, childLocation("insights.dateRange", kind), kind, context, compiler);
  insights.durations.forEach((duration, i) => checkRowField(duration.field, childLocation(childLocation("insights.durations", i), "field"), duration.kind, context, compiler));

  // Reminders read the record and its derived values; the date a schedule counts from must be stored (the sweep finds it in the store).
  for (const [key, reminder] of Object.entries(config.reminders)) {
    const kind = reminder.collection as DerivedKind;
    const at = childLocation("reminders", key);
    checkRecord(reminder.trigger, childLocation(at, "trigger"), kind, context, compiler);
    if (reminder.stop !== undefined && reminder.stop !== null) checkRecord(reminder.stop, childLocation(at, "stop"), kind, context, compiler);
    if (typeof reminder.countFrom === "string") {
      const space = context.spaces.get(kind);
      if (space && !recordHas(space, reminder.countFrom, { derived: false })) compiler.problem(childLocation(at, "countFrom"), `counts from "${reminder.countFrom}", which no ${KIND_WORDS[kind]} record stores`);
    }
  }

  // Automations read { record, before, today, document }.
  config.automations.automations.forEach((automation, i) => {
    const kind = (automation.collection ?? "students") as DerivedKind;
    checkScoped(automation.when, childLocation(childLocation("automations.automations", i), "when"), { record: kind, before: kind }, new Set(["today", "document"]), context, compiler);
  });

  // The checklist's tasks and sections read { sections, settings, student, tasks }; a document's condition reads the CAS student record.
  const taskNames = { student: "students" } as const;
  const taskOthers = new Set(["sections", "settings", "tasks"]);
  config["checklist-tasks"].tasks.forEach((task, i) => {
    const at = childLocation("checklist-tasks.tasks", i);
    if (task.enabledWhen !== undefined) checkScoped(task.enabledWhen, childLocation(at, "enabledWhen"), taskNames, taskOthers, context, compiler);
    if (task.lockedWhen !== undefined && task.lockedWhen !== null) checkScoped(task.lockedWhen, childLocation(at, "lockedWhen"), taskNames, taskOthers, context, compiler);
  });
  config.checklist.sections.forEach((section, i) => checkScoped(section.enabledWhen, childLocation(childLocation("checklist.sections", i), "enabledWhen"), taskNames, taskOthers, context, compiler));
  const documents = (node: unknown, at: string): void => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === "when") checkRecord(child, childLocation(at, "when"), "students", context, compiler);
      else documents(child, childLocation(at, key));
    }
  };
  documents(config.documents.areas, "documents.areas");
}
