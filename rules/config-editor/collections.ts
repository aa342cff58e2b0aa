// The collections of an area edited one item at a time (issue 38 item 7; decision 0083): every
// map whose entries carry their own name (`x-itemKey`, decision 0035; the reminders' `key`) and
// every map of entries or named groups of entries (a documents area) is a table with one row per
// item, each item opened in a form of its own. Found from the area's editor node, so any keyed
// area gets its table without code of its own. Pure: the node and the values are arguments.
import { orderedEntries, type OrderedItem } from "../config/keyed-items";
import { MAP_GROUP, MAP_KEY, fromEditorAnswers, toEditorAnswers, type EditorNode, type EditorProblem } from "./area-editor";

type MapNode = Extract<EditorNode, { kind: "map" }>;
type ObjectNode = Extract<EditorNode, { kind: "object" }>;

/** A collection of the area's form: its question path ('entries', 'tabs', 'areas.*.value') and its map. */
export interface EditorCollection {
  path: string;
  node: MapNode;
}

/** One place the collection sits in the area's value: the steps to it ('areas', 'offer') and its items. */
export interface CollectionPlace {
  collection: EditorCollection;
  address: string[];
  items: Record<string, unknown>;
}

/** An item of a place: its id in the table's links (a grouped item's is 'group.key') and its value. */
export interface CollectionItem {
  id: string;
  key: string;
  group?: string;
  value: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** The question path of an entry's value in a map of plain values. */
const VALUE_STEP = "value";

const collectionOf = (node: EditorNode): MapNode | null => (node.kind === "map" && (node.keyedBy !== undefined || node.grouped === true) ? node : null);

/** The collections of an area's editor node, found through its parts and through maps of collections (the documents' areas). */
export function editorCollections(node: EditorNode, path = ""): EditorCollection[] {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const own = collectionOf(node);
  if (own) return path ? [{ path, node: own }] : [];
  if (node.kind === "object") return Object.entries(node.properties).flatMap(([name, inner]) => editorCollections(inner, at(name)));
  const inner = node.kind === "map" ? collectionOf(node.value) : null;
  if (inner) return [{ path: at(`*.${VALUE_STEP}`), node: inner }];
  return [];
}

/** The form id of a collection's item form: `config-<area>-item` for an area that is the collection, else with the collection's name. */
export function itemFormId(area: string, collectionPath: string, listKey: string): string {
  const name = collectionPath === listKey ? "" : `-${collectionPath.replace(/\.\*\.value|\.\*/g, "").replace(/\./g, "-").replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return `config-${area}${name}-item`;
}

/** The node of one item's form: the entry, with its name and group for a grouped collection. */
export function itemNode(collection: EditorCollection): ObjectNode {
  const entry = collection.node.value;
  const properties = entry.kind === "object" ? entry.properties : {};
  const required = entry.kind === "object" ? entry.required : [];
  if (!collection.node.grouped) return { kind: "object", properties, required };
  const name: EditorNode = { kind: "value", type: "string", nullable: false, keywords: { minLength: 1 } };
  return { kind: "object", properties: { [MAP_GROUP]: { kind: "value", type: "string", nullable: false, keywords: {} }, [MAP_KEY]: name, ...properties }, required: [MAP_KEY, ...required] };
}

/** Every place a collection sits in the area's value (`root`: the area, a list area under its list key), in order. */
export function collectionPlaces(collection: EditorCollection, root: unknown): CollectionPlace[] {
  const steps = collection.path.split(".");
  const walk = (value: unknown, index: number, address: string[]): CollectionPlace[] => {
    if (index === steps.length) return isObject(value) ? [{ collection, address, items: value }] : [];
    if (!isObject(value)) return [];
    const step = steps[index];
    if (step === VALUE_STEP && steps[index - 1] === "*") return walk(value, index + 1, address);
    if (step === "*") return Object.entries(value).flatMap(([name, inner]) => walk(inner, index + 1, [...address, name]));
    return walk(value[step], index + 1, [...address, step]);
  };
  return walk(root, 0, []);
}

/** Whether a grouped collection's value is a group of entries (it lacks an entry's required parts). */
function isGroup(collection: EditorCollection, value: unknown): value is Record<string, unknown> {
  const entry = collection.node.value;
  return entry.kind === "object" && isObject(value) && !entry.required.every((name) => Object.hasOwn(value, name));
}

/** A place's items, first to last: by `order` where they have one, else as written; a group's members in its place. */
export function placeItems(place: CollectionPlace): CollectionItem[] {
  const { collection, items } = place;
  if (!collection.node.grouped) return orderedEntries(items as Record<string, OrderedItem>).map(([key, value]) => ({ id: key, key, value }));
  return Object.entries(items).flatMap(([key, value]) =>
    isGroup(collection, value) ? Object.entries(value).map(([inner, member]) => ({ id: `${key}.${inner}`, key: inner, group: key, value: member })) : [{ id: key, key, value }],
  );
}

/** An item's answers in its form. */
export function itemAnswers(collection: EditorCollection, item: CollectionItem): Record<string, unknown> {
  const answers = (toEditorAnswers(collection.node.value, item.value) ?? {}) as Record<string, unknown>;
  return collection.node.grouped ? { ...(item.group ? { [MAP_GROUP]: item.group } : {}), [MAP_KEY]: item.key, ...answers } : answers;
}

export interface ItemChange {
  items: Record<string, unknown>;
  problems: EditorProblem[];
  /** The saved item's id (its name, a grouped item's 'group.key'). */
  id: string;
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The place's items with one item written from its form's answers: in its own position when it
 * was there (`before`: its id), else last. A name another item has is refused (duplicateKey).
 */
export function withItem(place: CollectionPlace, before: CollectionItem | null, answers: Record<string, unknown>): ItemChange {
  const { collection } = place;
  const problems: EditorProblem[] = [];
  const nameAt = collection.node.keyedBy ?? MAP_KEY;
  const key = trimmed(answers[nameAt]);
  const group = collection.node.grouped ? trimmed(answers[MAP_GROUP]) : "";
  const id = group ? `${group}.${key}` : key;
  const { [MAP_GROUP]: _group, ...rest } = answers;
  const entryAnswers = collection.node.grouped ? (({ [MAP_KEY]: _key, ...entry }) => entry)(rest) : { ...answers, [nameAt]: key };
  const value = fromEditorAnswers(collection.node.value, entryAnswers, before?.value, "", problems).value;
  const taken = placeItems(place).some((item) => item.id === id && item.id !== before?.id) || (group !== "" && Object.hasOwn(place.items, group) && !isGroup(collection, place.items[group]));
  if (taken) problems.push({ path: collection.node.grouped ? MAP_KEY : nameAt, problem: "duplicateKey" });
  if (!collection.node.grouped) return { items: replacedInPlace(place.items, before?.id, key, value), problems, id };
  // An item that stays in its group keeps its place there.
  if (before && (before.group ?? "") === group) {
    if (!group) return { items: replacedInPlace(place.items, before.key, key, value), problems, id };
    return { items: { ...place.items, [group]: replacedInPlace(place.items[group] as Record<string, unknown>, before.key, key, value) }, problems, id };
  }
  const without = before ? withoutItem(place, before) : place.items;
  if (!group) return { items: { ...without, [key]: value }, problems, id };
  const members = isGroup(collection, without[group]) ? without[group] : {};
  return { items: { ...without, [group]: { ...members, [key]: value } }, problems, id };
}

/** Entries with one replaced where it was (`name` undefined or absent: added last). */
function replacedInPlace(items: Record<string, unknown>, name: string | undefined, key: string, value: unknown): Record<string, unknown> {
  const entries = Object.entries(items);
  const at = name === undefined ? -1 : entries.findIndex(([entry]) => entry === name);
  if (at >= 0) entries.splice(at, 1, [key, value]);
  else entries.push([key, value]);
  return Object.fromEntries(entries);
}

/** The place's items less one (a group left empty goes too). */
export function withoutItem(place: CollectionPlace, item: CollectionItem): Record<string, unknown> {
  if (!item.group) return Object.fromEntries(Object.entries(place.items).filter(([name]) => name !== item.key));
  const members = Object.fromEntries(Object.entries(place.items[item.group] as Record<string, unknown>).filter(([name]) => name !== item.key));
  const items = { ...place.items };
  if (Object.keys(members).length) items[item.group] = members;
  else delete items[item.group];
  return items;
}

/** The root (the area, a list area under its list key) with the items at an address replaced. */
export function withPlaceItems(root: Record<string, unknown>, address: readonly string[], items: Record<string, unknown>): Record<string, unknown> {
  if (address.length === 0) return items;
  const [step, ...rest] = address;
  const inner = isObject(root[step]) ? (root[step] as Record<string, unknown>) : {};
  return { ...root, [step]: withPlaceItems(inner, rest, items) };
}
