// One item of an area edited on its own (issue 38 item 7; decision 0083): the area's collections
// (rules/config-editor/collections.ts) listed as tables, and each item opened in its generated
// form (config-<area>[-<collection>]-item), drawn by the one renderer. Saving writes that item
// alone into the area and the area into the draft through the same path as the area's editor,
// so validation, History and the impact see it like any other change.
import type { PreparedConfig } from "../../rules";
import type { EditorProblem } from "../../rules/config-editor/area-editor";
import { collectionPlaces, editorCollections, itemAnswers, itemFormId, placeItems, withItem, withPlaceItems, withoutItem, type CollectionItem, type CollectionPlace, type EditorCollection } from "../../rules/config-editor/collections";
import { LIST_AREA_KEY, areaEditorNode, areaWrapped } from "../../rules/config-editor/editor-forms";
import { subjectParams } from "../../rules/forms/messages";
import type { StaffForm } from "../forms/staff-form";
import type { Services } from "../services";
import { replaceArea } from "./edits";
import { META_SCHEMA, PROBLEM_KEYS, SPEC, editorLists, saveAreaValue, type AreaDraft } from "./area-editor";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The area's collections edited one item at a time, none for an area with no typed editor. */
export function areaCollections(area: string): EditorCollection[] {
  if (!Object.hasOwn(SPEC.areas, area)) return [];
  return editorCollections(areaEditorNode(META_SCHEMA, area, SPEC.areas[area]));
}

/** The area as its editor's node reads it: a list area under its list key. */
function rootOf(config: Record<string, unknown>, area: string): Record<string, unknown> {
  const value = config[area];
  if (areaWrapped(META_SCHEMA, area)) return { [LIST_AREA_KEY]: value };
  return isObject(value) ? value : {};
}

/** Every place of the area's collections in the draft, in the editor's order. */
export function areaPlaces(config: Record<string, unknown>, area: string): CollectionPlace[] {
  const root = rootOf(config, area);
  return areaCollections(area).flatMap((collection) => collectionPlaces(collection, root));
}

/** A place by its address as links carry it ('entries', 'tabs', 'areas.casDocuments'). */
export function placeAt(config: Record<string, unknown>, area: string, address: string): CollectionPlace | undefined {
  return areaPlaces(config, area).find((place) => place.address.join(".") === address);
}

export const addressOf = (place: CollectionPlace): string => place.address.join(".");

export function itemIn(place: CollectionPlace, id: string): CollectionItem | undefined {
  return placeItems(place).find((item) => item.id === id);
}

/** The area's name as its typed editor has it. */
export const areaTitle = (area: string): string => SPEC.areas[area]?.title ?? area;

/** The words an area's editor spec has for its collection's parts ('entries.*.label'), and for codes (a documents area's name). */
export function itemWords(area: string, collection: EditorCollection) {
  const spec = SPEC.areas[area];
  const prefix = `${collection.path}.*.`;
  return {
    collection: spec?.labels[collection.path] ?? spec?.title ?? area,
    labelOf: (question: string) => spec?.labels[prefix + question],
    choiceOf: (value: string) => spec?.choices?.[value],
    table: spec?.tables?.[collection.path] ?? {},
  };
}

/** The form id of a place's items. */
export const itemFormOf = (area: string, place: CollectionPlace): string => itemFormId(area, place.collection.path, LIST_AREA_KEY);

export interface ItemTarget {
  area: string;
  place: CollectionPlace;
  /** The item changed; null for a new one. */
  item: CollectionItem | null;
  /** Where the page goes once saved (the table, with the saved notice). */
  doneUrl: string;
}

/** A new item starts after the last: its `order` ten more than the highest (decision 0035). */
function newItemAnswers(place: CollectionPlace): Record<string, unknown> {
  const entry = place.collection.node.value;
  if (entry.kind !== "object" || !Object.hasOwn(entry.properties, "order")) return {};
  const orders = Object.values(place.items).map((item) => (isObject(item) && typeof item.order === "number" ? item.order : 0));
  return { order: (orders.length ? Math.max(...orders) : 0) + 10 };
}

/** The area with the place's items replaced, as the draft holds it. */
function areaWith(config: Record<string, unknown>, area: string, place: CollectionPlace, items: Record<string, unknown>): unknown {
  const root = withPlaceItems(rootOf(config, area), place.address, items);
  return areaWrapped(META_SCHEMA, area) ? root[LIST_AREA_KEY] : root;
}

export function itemEditorForm(services: Services, config: PreparedConfig, draft: AreaDraft, target: ItemTarget): StaffForm {
  const { area, place, item } = target;
  const formId = itemFormOf(area, place);
  const change = (answers: Record<string, unknown>) => withItem(place, item, answers);
  const labelAt = (path: string) => config.form(formId).definition.fields?.[path.replace(/\.\d+(?=\.|$)/g, ".*")]?.label;
  const words = (problem: EditorProblem) => ({ path: problem.path, message: config.text(PROBLEM_KEYS[problem.problem], subjectParams(labelAt(problem.path))) });
  return {
    formId,
    subject: {},
    lists: editorLists(config),
    start: item ? itemAnswers(place.collection, item) : newItemAnswers(place),
    check: (answers) => change(answers).problems.map(words),
    async save(answers, version) {
      await saveAreaValue(services, draft, area, areaWith(draft.config, area, place, change(answers).items), version);
      return { next: target.doneUrl };
    },
  };
}

/** The draft's configuration less one item, to save like any other edit. */
export function configWithoutItem(config: Record<string, unknown>, area: string, place: CollectionPlace, item: CollectionItem): Record<string, unknown> {
  return replaceArea(config, area, areaWith(config, area, place, withoutItem(place, item)));
}
