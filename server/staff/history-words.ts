// A history entry in the configuration's words (issue 39 History; decision 0056): what changed
// named as the form or the record's field list names it, each old and new value as the page would
// show it (an option's label, money as pounds, a date as a date, yes or no, a list item by item,
// a group by its parts' names), and the entry's own codes (a stage, an offer status, a review
// decision) as their labels. A change nothing names in words (a calculated total, a hidden id) is
// left out rather than shown by its key; no value is ever shown as JSON.
import type { PreparedConfig } from "../../rules";
import type { BuilderField } from "../../rules/conditions/condition-builder";
import { penceFromPounds, poundsFromPence } from "../../rules/domain/money";
import { choiceLabel } from "../../rules/forms/choice-label";
import type { RenderPlan } from "../../rules/forms/render";
import { conditionDocumentKey, documentTypeLabel } from "../uploads/document-words";
import { valueLabel } from "../lists/value-labels";

/** One change as the history lists it. */
export interface ChangeWords {
  field: string;
  from: string;
  to: string;
}

/** A change as the audit entry keeps it: by path (or already worded, with its label). */
export interface StoredChange {
  path: string;
  label?: unknown;
  from: unknown;
  to: unknown;
}

/** What the entry is about, beyond its details: the record's kind and the document types of its uploads. */
export interface EntryContext {
  /** The audit entry's entity ("applications", "offers", "students"). */
  entity: string;
  /** An upload's document type by upload id, for naming a document by its type. */
  documentTypes: ReadonlyMap<string, string>;
  /** The entry's record. */
  entityId?: string;
  /** Documents of conditions staff wrote, named by the condition's words (`conditionDocumentKey`). */
  conditionNames?: ReadonlyMap<string, string>;
}

const MAX_WORDS = 300;
const RECORD_OF: Readonly<Record<string, string>> = { applications: "application", offers: "offer", students: "student" };

/** Where a value sits in a form: its render plan and the form's definition. */
interface FormPlace {
  formId: string;
  plan: RenderPlan;
}

interface Lookups {
  /** A record field's form question (`promote`): the record shows the answer it was copied from. */
  promoted: ReadonlyMap<string, { formId: string; path: string }>;
  /** The record fields the configuration names (the condition builder's), by name. */
  recordFields: ReadonlyMap<string, BuilderField>;
}

const lookups = new WeakMap<PreparedConfig, Lookups>();

function lookupsOf(config: PreparedConfig): Lookups {
  const found = lookups.get(config);
  if (found) return found;
  const promoted = new Map<string, { formId: string; path: string }>();
  for (const [formId, form] of config.areas.forms) {
    for (const [path, field] of Object.entries(form.definition.promote ?? {})) if (!promoted.has(field)) promoted.set(field, { formId, path });
  }
  const recordFields = new Map<string, BuilderField>();
  for (const field of [...config.areas.recordFields.values()].flat()) if (!recordFields.has(field.name)) recordFields.set(field.name, field);
  const made = { promoted, recordFields };
  lookups.set(config, made);
  return made;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** The plan of a path's node in a form (list items through their index), or undefined. */
function planAt(root: RenderPlan, segments: readonly string[]): RenderPlan | undefined {
  let node: RenderPlan | undefined = root;
  for (const segment of segments) {
    if (!node) return undefined;
    node = isIndex(segment) ? (node.items ?? undefined) : node.properties?.find(([name]) => name === segment)?.[1];
  }
  return node;
}

const widgetOf = (plan: RenderPlan | undefined) => String(plan?.field?.widget ?? plan?.authoredUi["ui:widget"] ?? "");

/** A form question's own label (as the form defines it), else its schema's title. */
function questionLabel(plan: RenderPlan | undefined): string | null {
  const label = plan?.field?.label;
  if (typeof label === "string" && label) return label;
  return plan?.title ?? null;
}

/** A question staff and applicants never see (a requirement's id, a calculated total): its changes are not history to read. */
function isUnseen(config: PreparedConfig, formId: string, pattern: string, plan: RenderPlan | undefined): boolean {
  const calculated = config.form(formId).definition.calculate ?? {};
  return widgetOf(plan) === "hidden" || Object.hasOwn(calculated, pattern) || plan?.field?.visible === false;
}

/** The options a question offers, from its schema or the university's settings (`optionsFrom`). */
function optionsOf(config: PreparedConfig, plan: RenderPlan | undefined): { values: readonly unknown[]; labels: readonly string[] } | null {
  if (!plan) return null;
  if (plan.options) return plan.options;
  const uiOptions = plan.authoredUi["ui:options"];
  const source = uiOptions && typeof uiOptions === "object" ? (uiOptions as Record<string, unknown>).optionsFrom : undefined;
  if (!source || typeof source !== "object") return null;
  const { list, value = "id", label = "label" } = source as { list?: unknown; value?: unknown; label?: unknown };
  const items = (config.settings as unknown as Record<string, unknown>)[String(list)];
  if (!Array.isArray(items)) return null;
  const records = items.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object");
  return { values: records.map((item) => item[String(value)]), labels: records.map((item) => String(item[String(label)] ?? item[String(value)] ?? "")) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function dateWords(config: PreparedConfig, value: string, parts: "day" | "month" | "instant"): string {
  const date = new Date(parts === "instant" ? value : `${value}${parts === "month" ? "-01" : ""}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions =
    parts === "month" ? { month: "long", year: "numeric" } : parts === "day" ? { day: "numeric", month: "long", year: "numeric" } : { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" };
  return new Intl.DateTimeFormat("en-GB", { ...options, timeZone: parts === "instant" ? config.timeZone : "UTC" }).format(date);
}

const money = (pence: number) => `£${poundsFromPence(pence)}`;

/** What a value holds when nothing says how to read it, going by its shape alone. */
function plainWords(config: PreparedConfig, value: unknown): string {
  if (typeof value === "boolean") return config.text(value ? "person.history.yes" : "person.history.no");
  if (typeof value === "string" && DAY.test(value)) return dateWords(config, value, "day");
  if (typeof value === "string" && INSTANT.test(value)) return dateWords(config, value, "instant");
  return String(value);
}

/** One value in words, read as its form question says (options, money, dates), else by its shape. */
function valueWords(config: PreparedConfig, plan: RenderPlan | undefined, value: unknown, labels?: ReadonlyMap<string, string>): string {
  if (value === undefined || value === null || value === "") return "";
  if (Array.isArray(value)) return value.map((item) => valueWords(config, plan?.items ?? undefined, item, labels)).filter(Boolean).join("; ");
  if (typeof value === "object") return groupWords(config, plan, value as Record<string, unknown>);
  const options = optionsOf(config, plan);
  const index = options ? options.values.findIndex((option) => option === value) : -1;
  if (options && index >= 0) return options.labels[index] ?? String(value);
  if (labels?.has(String(value))) return labels.get(String(value)) as string;
  const unit = plan?.unit;
  if (unit === "pence" && typeof value === "number") return money(value);
  if (unit === "pounds") {
    const pence = penceFromPounds(value);
    if (pence !== null) return money(pence);
  }
  if (widgetOf(plan) === "money" && typeof value === "number") return `£${value.toLocaleString("en-GB")}`;
  if (typeof value === "string" && (widgetOf(plan) === "month-year" || (plan?.keywords.format === undefined && MONTH.test(value)))) return MONTH.test(value) ? dateWords(config, value, "month") : value;
  return plainWords(config, value);
}

/** A group of answers (a passport's details, an uploaded file) by its parts' names, never as JSON. */
function groupWords(config: PreparedConfig, plan: RenderPlan | undefined, value: Record<string, unknown>): string {
  // A file is named by its file name.
  const fileName = value.fileName ?? value.linkText ?? value.name;
  if (widgetOf(plan) === "upload" || typeof fileName === "string") return typeof fileName === "string" ? fileName : "";
  return Object.entries(value)
    .flatMap(([key, part]) => {
      const child = plan?.properties?.find(([name]) => name === key)?.[1];
      const label = questionLabel(child);
      if (!label || widgetOf(child) === "hidden") return [];
      const words = valueWords(config, child, part);
      return words ? [config.text("person.history.part", { field: label, value: words })] : [];
    })
    .join("; ");
}

const clipped = (text: string) => (text.length > MAX_WORDS ? `${text.slice(0, MAX_WORDS - 1)}…` : text);

/** A change to a form's answers: its question's label (with its list item's number) and values; null when no one reads that question. */
function formChange(config: PreparedConfig, place: FormPlace, path: string, change: StoredChange): ChangeWords | null {
  const segments = path.split(".").filter(Boolean);
  const pattern = segments.map((segment) => (isIndex(segment) ? "*" : segment)).join(".");
  const plan = planAt(place.plan, segments);
  const form = config.form(place.formId);
  if (Object.hasOwn(form.definition.calculate ?? {}, pattern)) return null;
  const own = form.fieldByKey.get(pattern)?.label;
  // A question whose label depends on the record (an offer's "Do you accept this conditional offer?") is named as the record's field list names what it holds.
  const promotedTo = form.definition.promote?.[pattern];
  const recordLabel = (promotedTo ? lookupsOf(config).recordFields.get(promotedTo)?.label : undefined) ?? null;
  // A hidden question (an id the server fills) is history only where the record names what it holds ("Applicant decided on").
  const ownLabel = own?.constant && typeof own.value === "string" && own.value ? own.value : questionLabel(plan);
  let label = (isUnseen(config, place.formId, pattern, plan) ? null : ownLabel) ?? recordLabel;
  if (!label) return null;
  // A question inside a list's item is named with the list and the item's number.
  const item = segments.findIndex(isIndex);
  if (item > 0 && item < segments.length - 1) {
    const list = questionLabel(planAt(place.plan, segments.slice(0, item)));
    if (list) label = config.text("person.history.itemField", { list, n: Number(segments[item]) + 1, field: label });
  }
  return { field: label, from: clipped(valueWords(config, plan, change.from)), to: clipped(valueWords(config, plan, change.to)) };
}

/** A change to a record's own field: named as the configuration names the field, its values by the field's list or the form question it came from. */
function recordChange(config: PreparedConfig, context: EntryContext, change: StoredChange): ChangeWords | null {
  const inSection = /^sections\.([^.]+)\.(.+)$/.exec(change.path);
  if (inSection && config.hasForm(inSection[1])) return formChange(config, { formId: inSection[1], plan: config.form(inSection[1]).renderPlan }, inSection[2], change);
  const { promoted, recordFields } = lookupsOf(config);
  const named = recordFields.get(change.path);
  const source = promoted.get(change.path);
  const record = RECORD_OF[context.entity];
  // The record's list of labels for the field (an intake's, a stage's), when the configuration has one.
  const labels = new Map<string, string>(named?.values?.map((option) => [option.value, option.label]) ?? []);
  const words = (value: unknown): string => {
    if (value === undefined || value === null || value === "") return "";
    if (record && (typeof value === "string" || typeof value === "number")) {
      const label = valueLabel(config, `${record}.${change.path}`, value);
      if (label !== String(value)) return label ?? "";
    }
    if (source && config.hasForm(source.formId)) return valueWords(config, planAt(config.form(source.formId).renderPlan, source.path.split(".")), value, labels);
    return valueWords(config, undefined, value, labels);
  };
  const sourcePlan = source && config.hasForm(source.formId) ? planAt(config.form(source.formId).renderPlan, source.path.split(".")) : undefined;
  const label = named?.label ?? (source && config.hasForm(source.formId) && !isUnseen(config, source.formId, source.path, sourcePlan) ? questionLabel(sourcePlan) : null);
  if (!label) return null;
  return { field: label, from: clipped(words(change.from)), to: clipped(words(change.to)) };
}

/** The form whose answers an entry's changes are, when they are a form's. */
function formOf(config: PreparedConfig, action: string, section: unknown): FormPlace | null {
  const formId = typeof section === "string" ? section : action === "requirement.update" ? config.areas.offerWorkflow.forms.requirement : null;
  return formId && config.hasForm(formId) ? { formId, plan: config.form(formId).renderPlan } : null;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** A file's answer (an upload) is one value, named by its file name. */
const isFile = (value: Record<string, unknown>) => "s3Keys" in value || "sKey" in value || "fileName" in value;

/** A group of answers given or cleared at once (a deposit's amount and date) as one change per answer. */
function leavesOf(change: StoredChange): StoredChange[] {
  const { from, to } = change;
  const group = isGroup(to) ? to : isGroup(from) ? from : null;
  if (!group || isFile(group) || typeof change.label === "string" || (from != null && !isGroup(from)) || (to != null && !isGroup(to))) return [change];
  const before = isGroup(from) ? from : {};
  const after = isGroup(to) ? to : {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) => leavesOf({ path: change.path ? `${change.path}.${key}` : key, from: before[key] ?? null, to: after[key] ?? null }));
}

/** Each change of an entry in words, the ones nothing names left out. */
export function changeWords(config: PreparedConfig, action: string, details: Readonly<Record<string, unknown>>, context: EntryContext): ChangeWords[] {
  const changes = Array.isArray(details.changes) ? (details.changes as StoredChange[]) : [];
  const form = formOf(config, action, details.section);
  return changes.flatMap(leavesOf).flatMap((change) => {
    // A change worded when it was made (an offer's version: "Tuition fee") keeps its words.
    if (typeof change.label === "string") return [{ field: change.label, from: clipped(String(change.from ?? "")), to: clipped(String(change.to ?? "")) }];
    const worded = form ? formChange(config, form, change.path, change) : recordChange(config, context, change);
    return worded && worded.from !== worded.to ? [worded] : [];
  });
}

type Wording = (config: PreparedConfig, value: string) => string | null;

const stage: Wording = (config, value) => valueLabel(config, "student.stage", value);
const offerStatus: Wording = (config, value) => (config.hasForm(config.areas.offerWorkflow.forms.status) ? choiceLabel(config, config.areas.offerWorkflow.forms.status, "status", value) : value);
const applicationStatus: Wording = (config, value) => valueLabel(config, "application.applicationStatus", value);
// A review's decision as the document list says it ("Rejected"), not as the form offers it ("Reject: the applicant uploads another").
const reviewStatus: Wording = (config, value) => {
  const key = `person.documents.review.${value}`;
  return config.messages[key] !== undefined ? config.text(key) : config.hasForm(config.areas.offerWorkflow.forms.documentReview) ? choiceLabel(config, config.areas.offerWorkflow.forms.documentReview, "status", value) : value;
};
const offerStatusReason: Wording = (config, value) => (config.hasForm(config.areas.offerWorkflow.forms.status) ? choiceLabel(config, config.areas.offerWorkflow.forms.status, "statusReason", value) : value);
const yesNo: Wording = (config, value) => config.text(value === "yes" || value === "true" ? "person.history.yes" : "person.history.no");

/** The details each action keeps as codes, and how each reads. */
const DETAIL_WORDS: Readonly<Record<string, Readonly<Record<string, Wording>>>> = {
  "stage.move": { from: stage, to: stage },
  "cas.handover": { stage },
  "offer.status": { from: offerStatus, to: offerStatus, reason: offerStatusReason, notified: yesNo },
  "offer.open": { status: offerStatus },
  "application.status": { from: applicationStatus, to: applicationStatus },
  "application.submit": { status: applicationStatus },
  "document.review": { status: reviewStatus },
  "document.save": { status: reviewStatus },
};

/** An entry's details as its message reads them: each code as its label, a document by its type, a list (tags) item by item. */
export function detailWords(config: PreparedConfig, action: string, details: Readonly<Record<string, unknown>>, context: EntryContext): Record<string, string> {
  const own = DETAIL_WORDS[action] ?? {};
  const words: Record<string, string> = {};
  for (const [key, value] of Object.entries(details)) {
    if (key === "changes" || value === undefined || value === null) continue;
    if (Array.isArray(value)) words[key] = value.map((item) => (typeof item === "string" || typeof item === "number" ? String(item) : "")).filter(Boolean).join(", ");
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      const text = String(value);
      words[key] = (own[key] ? own[key](config, text) : null) ?? (typeof value === "boolean" ? plainWords(config, value) : text);
    }
  }
  // A section is named by its form's title, never its id.
  if (typeof details.section === "string" && config.hasForm(details.section)) words.section = config.formTitle(details.section);
  if (typeof details.form === "string" && config.hasForm(details.form)) words.form = config.formTitle(details.form);
  // A document is named by its type ("Passport"), not by the file's name.
  const upload = typeof details.upload === "string" ? context.documentTypes.get(details.upload) : undefined;
  const documentType = typeof details.documentType === "string" ? details.documentType : upload;
  if (documentType) words.document = context.conditionNames?.get(conditionDocumentKey(context.entityId, documentType)) ?? documentTypeLabel(config, documentType);
  return words;
}

/** The reason an entry keeps in words (an offer's closure reason is a code of the status form). */
export function reasonWords(config: PreparedConfig, action: string, reason: unknown): string | null {
  if (typeof reason !== "string" || !reason.trim()) return null;
  const own = DETAIL_WORDS[action]?.reason;
  return clipped((own ? own(config, reason) : null) ?? reason);
}
