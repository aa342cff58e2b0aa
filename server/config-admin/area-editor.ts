// An area of the draft edited with its typed form (issue 20 item 3; decision 0840): the area's
// value becomes the form's answers, the answers become the area again (conditions parsed from
// their JSON, lists from their lines, maps from their named entries) and go into the draft like
// any other change. Answers the area cannot take are refused with what to do, nothing saved.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OptionLists, PreparedConfig } from "../../rules";
import { editorQuestions, fromEditorAnswers, toEditorAnswers, type EditorProblem } from "../../rules/config-editor/area-editor";
import { editorCollections } from "../../rules/config-editor/collections";
import { LIST_AREA_KEY, areaEditorNode, areaWrapped, editorFormId, type EditorsSpec } from "../../rules/config-editor/editor-forms";
import { subjectParams } from "../../rules/forms/messages";
import type { StaffForm } from "../forms/staff-form";
import { SCHEMAS_DIR } from "../paths";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";
import { DraftConflictError } from "./drafts";
import { messageText, replaceArea } from "./edits";
import { drafts, type WorkingCopy } from "./working-copy";

const readJson = (file: string) => JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), "utf8")) as Record<string, unknown>;
export const META_SCHEMA = readJson("tenant-config.schema.json");
export const SPEC = readJson("config-editors/editors.json") as unknown as EditorsSpec;

export type AreaDraft = Pick<WorkingCopy, "tenant" | "config" | "draftVersion" | "basedOnVersion"> & { by: string };

/** The areas with a typed editor whose form this configuration has. */
export function hasAreaEditor(config: PreparedConfig, area: string): boolean {
  return Object.hasOwn(SPEC.areas, area) && config.hasForm(editorFormId(area));
}

export const areaEditorFormId = editorFormId;

/** Areas with a page of their own, in words, besides the typed editor and the JSON (issue 38 item 7). */
export const AREA_VIEWS: Readonly<Record<string, string>> = { reminders: "/config/reminders", "interview-questions": "/config/interviews", "import-field-mapping": "/config/import-mapping/fields" };

/**
 * Where an officer edits an area: its own page, else its typed editor, else (an area with no
 * form yet) its JSON. The JSON of every area stays one click further, under "Advanced".
 */
export function officerPathOf(config: PreparedConfig, area: string): { path: string; json: boolean } {
  if (Object.hasOwn(AREA_VIEWS, area)) return { path: AREA_VIEWS[area], json: false };
  const areaPath = `/config/areas/${encodeURIComponent(area)}`;
  if (!hasAreaEditor(config, area)) return { path: areaPath, json: true };
  // An area that is a list of items opens as its table, one form per item (decision 0083).
  return { path: hasItemTables(area) ? `${areaPath}/items` : `${areaPath}/edit`, json: false };
}

/** Whether the area has collections edited one item at a time (the tabs, the CAS stages, the documents' areas): it opens as their tables, the rest of the area a link away. */
export function hasItemTables(area: string): boolean {
  if (!Object.hasOwn(SPEC.areas, area)) return false;
  const node = areaEditorNode(META_SCHEMA, area, SPEC.areas[area]);
  return editorCollections(node).length > 0;
}

/** Each typed editor's questions picked from one of the university's lists (`x-choices`), by area: question path -> list. */
export function editorChoiceLists(): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(SPEC.areas).map(([area, spec]) => [area, Object.fromEntries(editorQuestions(areaEditorNode(META_SCHEMA, area, spec)).flatMap((question) => (question.from ? [[question.path, question.from]] : [])))]));
}

/** The words of a value of one of the university's lists in a configuration (its JSON, as History compares them). */
export function choiceLabelIn(config: Record<string, unknown>, list: string, value: string): string | undefined {
  if (list === "roles") {
    const role = ((config.roles as { roles?: Record<string, { label?: unknown }> } | undefined)?.roles ?? {})[value];
    return typeof role?.label === "string" ? role.label : undefined;
  }
  if (list === "columns") return messageText(config, `${COLUMN_LABEL_PREFIX}${value}`);
  if (list.startsWith(MESSAGE_KEYS)) return messageText(config, value);
  return undefined;
}

/** Each typed editor's question labels, by area. */
export function editorLabels(): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(SPEC.areas).map(([area, spec]) => [area, { ...spec.labels }]));
}

export const PROBLEM_KEYS: Readonly<Record<EditorProblem["problem"], string>> = {
  json: "config.editor.invalidJson",
  number: "config.editor.notNumbers",
  duplicateKey: "config.editor.duplicateName",
};

/** The form's question at a data path ('tabs.0.predicate' is the question 'tabs.*.predicate'). */
export const questionOf = (dataPath: string) => dataPath.replace(/\.\d+(?=\.|$)/g, ".*");

/** The heading a list column has on the lists, by its list-row field. */
const COLUMN_LABEL_PREFIX = "list.column.";

const ROW_KINDS = ["applications", "offers", "students"] as const;

/**
 * The list-row fields a tab can show, by the heading they have on the lists (a field with no
 * heading by its name). Two fields with one heading ("Intake") also say which records have them,
 * in the tabs editor's words ("Intake (CAS students)"), so the officer can tell them apart.
 */
function listColumns(config: PreparedConfig): Array<{ value: string; label: string }> {
  const headings = config.texts(COLUMN_LABEL_PREFIX);
  const rows = config.document["list-rows"] as unknown as Record<string, { fields?: Record<string, unknown> } | undefined> | undefined;
  const kindsOf = new Map<string, string[]>();
  for (const kind of ROW_KINDS) for (const name of Object.keys(rows?.[kind]?.fields ?? {})) kindsOf.set(name, [...(kindsOf.get(name) ?? []), kind]);
  const columns = [...kindsOf.keys()].map((value) => ({ value, label: headings[`${COLUMN_LABEL_PREFIX}${value}`] ?? value }));
  const uses = new Map<string, number>();
  for (const { label } of columns) uses.set(label, (uses.get(label) ?? 0) + 1);
  const kindWords = SPEC.areas.tabs?.choices ?? {};
  return columns
    .map(({ value, label }) => ((uses.get(label) ?? 0) > 1 ? { value, label: config.text("config.items.columnOn", { column: label, records: (kindsOf.get(value) ?? []).map((kind) => kindWords[kind] ?? kind).join(", ") }) } : { value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The university's lists an editor's questions pick from (editors.json `optionsFrom`, the meta-schema's `x-choices`): its CAS stages, roles and list columns. */
export function editorLists(config: PreparedConfig): OptionLists {
  return {
    stages: config.areas.casStages.stages.map((stage) => ({ value: stage.value, label: stage.label })),
    roles: Object.entries(config.areas.roles.roles).map(([value, role]) => ({ value, label: role.label })),
    columns: listColumns(config),
    ...Object.fromEntries([...messageKeyLists()].map((list) => [list, messageKeyOptions(config, list.slice(MESSAGE_KEYS.length))])),
  };
}

/** A list of the catalogue's message keys under a prefix (`x-choices: "messageKeys:checklist.task."`), picked by their text. */
const MESSAGE_KEYS = "messageKeys:";

let messageLists: ReadonlySet<string> | undefined;
/** The message-key lists the editors pick from. */
function messageKeyLists(): ReadonlySet<string> {
  messageLists ??= new Set(Object.values(editorChoiceLists()).flatMap((lists) => Object.values(lists)).filter((list) => list.startsWith(MESSAGE_KEYS)));
  return messageLists;
}

function messageKeyOptions(config: PreparedConfig, prefix: string): Array<{ value: string; label: string }> {
  return Object.entries(config.texts(prefix)).map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Writes an area's new value into the draft, refused as stale when the draft moved on. */
export async function saveAreaValue(services: Services, draft: AreaDraft, area: string, value: unknown, version: number): Promise<void> {
  if (version !== draft.draftVersion) throw new VersionConflictError("configDrafts", draft.tenant, version, draft.draftVersion);
  try {
    await drafts(services).save(draft.tenant, replaceArea(draft.config, area, value), { by: draft.by, at: services.clock().toISOString(), expectedVersion: version, basedOnVersion: draft.basedOnVersion });
  } catch (error) {
    if (error instanceof DraftConflictError) throw new VersionConflictError("configDrafts", draft.tenant, version, error.currentVersion);
    throw error;
  }
}

export function areaEditorForm(services: Services, config: PreparedConfig, draft: AreaDraft, area: string): StaffForm {
  const node = areaEditorNode(META_SCHEMA, area, SPEC.areas[area]);
  const listArea = areaWrapped(META_SCHEMA, area);
  const original = listArea ? { [LIST_AREA_KEY]: draft.config[area] } : draft.config[area];
  const read = (answers: Record<string, unknown>) => fromEditorAnswers(node, answers, original);
  const formId = editorFormId(area);
  const labelAt = (dataPath: string) => config.form(formId).definition.fields?.[questionOf(dataPath)]?.label;
  return {
    formId,
    subject: {},
    lists: editorLists(config),
    start: (toEditorAnswers(node, original) ?? {}) as Record<string, unknown>,
    check(answers) {
      return read(answers).problems.map((problem) => ({ path: problem.path, message: config.text(PROBLEM_KEYS[problem.problem], subjectParams(labelAt(problem.path))) }));
    },
    async save(answers, version) {
      const edited = read(answers).value as Record<string, unknown>;
      // What the form does not show (a part edited on its own page) stays as it was.
      const kept = Object.entries((draft.config[area] ?? {}) as Record<string, unknown>).filter(([name]) => !Object.hasOwn(node.properties, name));
      const value = listArea ? edited[LIST_AREA_KEY] : { ...Object.fromEntries(kept), ...edited };
      await saveAreaValue(services, draft, area, value, version);
    },
  };
}
