// What the configuration reads, checked at publish (issue 37 item 3; decision 0024): every field a
// list row, a tab, a reminder's trigger, stop or date, an automation's condition, a task's or a
// checklist section's condition or an Insights figure reads is either stored in the record (its
// entity schema, the answers of its forms, the fields record-fields.json lists) or derived by a
// projector (rules/derived/derived-values.ts, the list rows projector's own fields). A rule that
// reads anything else would read nothing for ever; publishing refuses it, naming the field and
// where it is read.
import type { RenderPlan } from "../forms/render";
import { DERIVED_FIELDS, type DerivedKind } from "../derived/derived-values";
import { childLocation, type Problem } from "../problems";
import type { AreaCompiler } from "./conditions";
import { compileRenderPlan } from "../forms/render";
import { WRITTEN_FIELDS } from "../derived/written-fields";
import type { JsonSchema } from "../types";
import type { CompiledListRows, ListKind } from "./areas/lists";
import type { TenantConfigurationDocument } from "../types";
import { PROJECTED_ROW_FIELDS } from "../lists/list-row";
import { scopePaths } from "../jsonlogic/scope-paths";
import { orderedEntries } from "./keyed-items";

export { scopePaths };

/** What one kind of record holds: its schema's fields, its forms' answers, the fields record-fields.json names, what writes it, what is derived from it. */
export interface RecordSpace {
  kind: DerivedKind;
  /** The record's entity schema, when record-fields.json names one. */
  plan: RenderPlan | undefined;
  /** Fields record-fields.json lists for the kind (computed ones say what they hold). */
  listed: ReadonlySet<string>;
  /** Fields something writes: the configuration's own rules (promoted answers, the hand-over, the import, the submission's offers, automations) and the server's modules (written-fields.ts). */
  written: ReadonlySet<string>;
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

const within = (fields: ReadonlySet<string>, path: string): boolean => {
  for (const field of fields) if (path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`)) return true;
  return false;
};

export interface HasOptions {
  /** Derived values count (a reminder's trigger may read them; the date it counts from must be in the store). */
  derived: boolean;
  /** Only what something writes counts: a field a schema or record-fields.json names but nothing writes does not. */
  strict: boolean;
}

/** How a record kind has a path: something writes (or derives) it, only a schema or record-fields.json names it, or nothing. */
export type Holding = "written" | "named" | "none";

export function holding(space: RecordSpace, path: string, options: { derived: boolean }): Holding {
  const segments = path.split(".");
  const [first] = segments;
  if (STORE_FIELDS.has(first)) return "written";
  if (first === "sections") return segments.length === 1 || space.forms.has(segments[1]) ? "written" : "none";
  if (options.derived && DERIVED_FIELDS[space.kind].some((field) => path === field || path.startsWith(`${field}.`))) return "written";
  if (within(space.written, path)) return "written";
  return within(space.listed, path) || (space.plan !== undefined && planHas(space.plan, segments)) ? "named" : "none";
}

/** Whether the record kind stores or derives the path (strict: only what something writes counts). */
export function recordHas(space: RecordSpace, path: string, options: HasOptions = { derived: true, strict: false }): boolean {
  const found = holding(space, path, options);
  return found === "written" || (found === "named" && !options.strict);
}

/** Where a problem goes (the compiler at publish; a list for the strict audit). */
export type ProblemSink = Pick<AreaCompiler, "problem">;

export interface FieldReadsContext {
  spaces: ReadonlyMap<DerivedKind, RecordSpace>;
  listRows: Pick<CompiledListRows, ListKind> | Readonly<Record<ListKind, { fieldNames: Iterable<string> }>>;
  /** The catalogue's wording (the Config user reads it). */
  text(key: string, params: Readonly<Record<string, unknown>>): string;
  strict: boolean;
}

const recordWords = (context: FieldReadsContext, kind: DerivedKind) => context.text(`config.fieldReads.record.${kind}`, {});

/** The problem with a path the record does not hold: named (by its schema or record-fields.json) but written by nothing, or unknown. `shown` is the path as the rule writes it. */
function notHeld(context: FieldReadsContext, shown: string, kind: DerivedKind, path: string = shown, options: { derived: boolean } = { derived: true }): string {
  const space = context.spaces.get(kind);
  const named = space !== undefined && holding(space, path, options) === "named";
  return context.text(named ? "config.fieldReads.notWritten" : "config.fieldReads.notHeld", { field: shown, record: recordWords(context, kind) });
}

/** Checks paths read under scope names that are records: `{ student: "students" }` reads "student.x" from a CAS student record. */
function checkScoped(rule: unknown, location: string, names: Readonly<Record<string, DerivedKind>>, others: ReadonlySet<string>, context: FieldReadsContext, sink: ProblemSink): void {
  for (const path of scopePaths(rule)) {
    const [head, ...rest] = path.split(".");
    const kind = names[head];
    if (kind) {
      const space = context.spaces.get(kind);
      if (space && rest.length && !recordHas(space, rest.join("."), { derived: true, strict: context.strict })) sink.problem(location, notHeld(context, path, kind, rest.join(".")));
    } else if (!others.has(head)) sink.problem(location, context.text("config.fieldReads.notGiven", { field: path }));
  }
}

/** What a document's condition reads besides the CAS student record (rules/checklist/documents applicableDocuments). */
const DOCUMENT_SCOPE_ADDS: ReadonlySet<string> = new Set(["today"]);

/** Checks a rule over one record's own fields (a reminder's trigger, a document's condition), less the names the scope adds (`given`: a document's `today`). */
function checkRecord(rule: unknown, location: string, kind: DerivedKind, context: FieldReadsContext, sink: ProblemSink, given: ReadonlySet<string> = new Set()): void {
  const space = context.spaces.get(kind);
  if (!space) return;
  for (const path of scopePaths(rule)) {
    if (given.has(path.split(".")[0])) continue;
    if (!recordHas(space, path, { derived: true, strict: context.strict })) sink.problem(location, notHeld(context, path, kind));
  }
}

/** The fields a list row of the kind has: the configured ones and those the projector writes itself. */
const rowFields = (context: FieldReadsContext, kind: ListKind) => new Set([...context.listRows[kind].fieldNames, ...PROJECTED_ROW_FIELDS]);

function checkRow(rule: unknown, location: string, kind: ListKind, context: FieldReadsContext, sink: ProblemSink): void {
  const fields = rowFields(context, kind);
  for (const path of scopePaths(rule)) {
    if (!fields.has(path.split(".")[0])) sink.problem(location, context.text("config.fieldReads.notRowField", { field: path, list: recordWords(context, kind) }));
  }
}

function checkRowField(field: string, location: string, kind: ListKind, context: FieldReadsContext, sink: ProblemSink): void {
  if (!rowFields(context, kind).has(field)) sink.problem(location, context.text("config.fieldReads.notRowField", { field, list: recordWords(context, kind) }));
}

/**
 * What each kind of record holds: its entity schema and the fields record-fields.json lists, the
 * fields the configuration's own rules write into it (forms' promoted answers, the hand-over's
 * carried and stamped fields, the import's targets, the offers a submission opens, what
 * automations may set) and those the server's modules write (written-fields.ts).
 */
export function recordSpaces(config: TenantConfigurationDocument, resolveSchema: (ref: string) => JsonSchema | undefined = () => undefined): Map<DerivedKind, RecordSpace> {
  const spaces = new Map<DerivedKind, RecordSpace>();
  const forms = new Set(Object.keys(config.forms));
  const promoted = Object.values(config.forms).flatMap((form) => Object.values(form.promote ?? {}));
  const handover = config["offer-workflow"].handover;
  const mapping = config["import-field-mapping"];
  const imported = [...Object.values(mapping.entries).flatMap((entry) => (entry.target ? [entry.target] : [])), ...(mapping.onCreate.stamp ?? [])];
  const submitted = Object.keys(config.application.submission.offers?.fields ?? {});
  const automations = config.automations;
  const automated = (kind: DerivedKind) => (Object.values(automations.automations).some((automation) => (automation.collection ?? "students") === kind) ? [...Object.keys(automations.settableFields ?? {}), ...(kind === "students" ? ["tags", "stage"] : []), ...(automations.assigneeField ? [automations.assigneeField] : [])] : []);
  const byConfiguration: Record<DerivedKind, string[]> = {
    applications: [...promoted, ...Object.keys(config.application.agents?.applicationFields ?? {}), ...Object.keys(config.application.startNew?.fields ?? {}), ...automated("applications")],
    offers: [...promoted, ...submitted, ...automated("offers")],
    students: [...promoted, ...Object.keys(handover.carry), ...(handover.stamp ?? []), ...imported, ...automated("students")],
  };
  for (const kind of ["applications", "offers", "students"] as const) {
    const entry = config["record-fields"][kind];
    const listed = entry && typeof entry === "object" ? Object.keys(entry.fields) : [];
    const schema = entry && typeof entry === "object" ? entry.schema : undefined;
    const plan = schema && resolveSchema(schema) ? compileRenderPlan({ id: `record-space-${kind}`, schema: { $ref: schema }, fields: {} }, resolveSchema) : undefined;
    spaces.set(kind, { kind, plan, listed: new Set(listed), written: new Set([...byConfiguration[kind], ...WRITTEN_FIELDS[kind]]), forms });
  }
  return spaces;
}

/** Every check above over a whole configuration. */
export function checkFieldReads(config: TenantConfigurationDocument, context: FieldReadsContext, sink: ProblemSink): void {
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
    for (const [name, rule] of Object.entries(definition.fields)) checkScoped(rule, childLocation(childLocation(at, "fields"), name), names, others, context, sink);
    definition.assignedTo.forEach((rule, i) => checkScoped(rule, childLocation(childLocation(at, "assignedTo"), i), names, others, context, sink));
    definition.search.forEach((rule, i) => checkScoped(rule, childLocation(childLocation(at, "search"), i), names, others, context, sink));
  }

  // Tabs (the dashboard's and the CAS pipeline's) filter the rows of their collection.
  for (const [key, tab] of Object.entries(config.tabs)) checkRow(tab.predicate, childLocation(childLocation("tabs", key), "predicate"), tab.collection, context, sink);
  for (const [key, tab] of Object.entries(config["cas-stages"].tabs)) checkRow(tab.predicate, childLocation(childLocation("cas-stages.tabs", key), "predicate"), tab.collection, context, sink);

  // Insights counts list rows.
  const insights = config.insights;
  for (const [key, step] of orderedEntries(insights.funnel)) checkRow(step.reached, childLocation(childLocation("insights.funnel", key), "reached"), step.kind, context, sink);
  for (const [key, measure] of orderedEntries(insights.compliance.measures)) {
    const at = childLocation("insights.compliance.measures", key);
    checkRow(measure.base, childLocation(at, "base"), measure.kind, context, sink);
    checkRow(measure.counted, childLocation(at, "counted"), measure.kind, context, sink);
    checkRowField(measure.dateField, childLocation(at, "dateField"), measure.kind, context, sink);
  }
  checkRow(insights.stuck.open, "insights.stuck.open", insights.stuck.kind, context, sink);
  checkRowField(insights.stuck.dateField, "insights.stuck.dateField", insights.stuck.kind, context, sink);
  for (const [kind, field] of Object.entries(insights.dateRange) as Array<[ListKind, string]>) checkRowField(field, childLocation("insights.dateRange", kind), kind, context, sink);
  for (const [key, duration] of orderedEntries(insights.durations)) checkRowField(duration.field, childLocation(childLocation("insights.durations", key), "field"), duration.kind, context, sink);

  // Reminders read the record and its derived values; the date a schedule counts from must be stored (the sweep finds it in the store).
  for (const [key, reminder] of Object.entries(config.reminders)) {
    const kind = reminder.collection as DerivedKind;
    const at = childLocation("reminders", key);
    checkRecord(reminder.trigger, childLocation(at, "trigger"), kind, context, sink);
    if (reminder.stop !== undefined && reminder.stop !== null) checkRecord(reminder.stop, childLocation(at, "stop"), kind, context, sink);
    if (typeof reminder.countFrom === "string") {
      const space = context.spaces.get(kind);
      if (space && !recordHas(space, reminder.countFrom, { derived: false, strict: context.strict })) sink.problem(childLocation(at, "countFrom"), context.text("config.fieldReads.countFrom", { field: reminder.countFrom, record: recordWords(context, kind) }));
    }
  }

  // The hand-over copies offer fields into the new CAS student record: each must be one an offer holds.
  const offers = context.spaces.get("offers");
  for (const [field, from] of Object.entries(config["offer-workflow"].handover.carry)) {
    if (offers && !recordHas(offers, from, { derived: false, strict: context.strict })) sink.problem(childLocation("offer-workflow.handover.carry", field), notHeld(context, from, "offers", from, { derived: false }));
  }

  // Automations read { record, before, today, document }.
  for (const [key, automation] of orderedEntries(config.automations.automations)) {
    const kind = (automation.collection ?? "students") as DerivedKind;
    checkScoped(automation.when, childLocation(childLocation("automations.automations", key), "when"), { record: kind, before: kind }, new Set(["today", "document"]), context, sink);
  }

  // The checklist's tasks and sections read { sections, settings, student, tasks }; a document's condition reads the CAS student record and today.
  const taskNames = { student: "students" } as const;
  const taskOthers = new Set(["sections", "settings", "tasks"]);
  for (const [key, task] of Object.entries(config["checklist-tasks"].tasks)) {
    const at = childLocation("checklist-tasks.tasks", key);
    if (task.enabledWhen !== undefined) checkScoped(task.enabledWhen, childLocation(at, "enabledWhen"), taskNames, taskOthers, context, sink);
    if (task.lockedWhen !== undefined && task.lockedWhen !== null) checkScoped(task.lockedWhen, childLocation(at, "lockedWhen"), taskNames, taskOthers, context, sink);
  }
  for (const [key, section] of Object.entries(config.checklist.sections)) checkScoped(section.enabledWhen, childLocation(childLocation("checklist.sections", key), "enabledWhen"), taskNames, taskOthers, context, sink);
  const documents = (node: unknown, at: string): void => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === "when") checkRecord(child, childLocation(at, "when"), "students", context, sink, DOCUMENT_SCOPE_ADDS);
      else documents(child, childLocation(at, key));
    }
  };
  documents(config.documents.areas, "documents.areas");
}

/**
 * The strict audit (decision 0024): what the configuration reads that a schema or
 * record-fields.json names but nothing writes (a reminder counting from a date no form, rule or
 * module ever sets). Not refused at publish while the shipped reminders still read such fields
 * (tests/season/known-defects.ts UNPRODUCED_REMINDER_INPUTS); each is a rule that never applies.
 */
export function unwrittenFieldReads(config: TenantConfigurationDocument, context: Omit<FieldReadsContext, "strict">): Problem[] {
  const key = (problem: Problem) => `${problem.location}|${problem.problem}`;
  const collect = (strict: boolean) => {
    const found: Problem[] = [];
    checkFieldReads(config, { ...context, strict }, { problem: (location, text) => void found.push({ location, problem: text }) });
    return found;
  };
  const refused = new Set(collect(false).map(key));
  return collect(true).filter((problem) => !refused.has(key(problem)));
}
