// /config/areas/:area/items and each item's pages (issue 38 item 7; decision 0083): the area's
// keyed collections as tables with one row per item in their order (its name, a short summary
// in words, Change and Remove), each item's own form, a new item's form, and removing an item
// after a confirmation. Plain forms: everything works without JavaScript.
import { describeCondition, type PreparedConfig } from "../../rules";
import { MAP_GROUP, type EditorNode } from "../../rules/config-editor/area-editor";
import { placeItems, type CollectionItem, type CollectionPlace } from "../../rules/config-editor/collections";
import { notFound } from "../../server/auth/guards";
import { editorLists } from "../../server/config-admin/area-editor";
import { conditionChoicesFor, conditionWords } from "../../server/config-admin/condition-choices";
import { isEditableArea } from "../../server/config-admin/edits";
import { addressOf, areaCollections, areaTitle, areaPlaces, configWithoutItem, itemEditorForm, itemFormOf, itemIn, itemWords, placeAt, type ItemTarget } from "../../server/config-admin/item-editor";
import { say } from "../../server/config-admin/texts";
import { staffFormPage, staffFormTexts, type StaffFormScope } from "../../server/forms/staff-form";
import { readForm } from "../../server/http/form-body";
import { submitStaffForm } from "./staff-form.server";
import { configPage, draftState, saveDraft, todayFor, workingConfig, type ConfigContext, type ConfigPage } from "./config-common.server";

const itemsPath = (area: string) => `/config/areas/${encodeURIComponent(area)}/items`;
const itemPath = (area: string, id: string) => `${itemsPath(area)}/${encodeURIComponent(id)}`;

/** The area, if it has collections edited one item at a time. */
async function openArea(request: Request, context: ConfigContext, area: string | undefined): Promise<{ page: ConfigPage; area: string }> {
  const page = await configPage(request, context);
  if (!area || !isEditableArea(page.copy.config, area) || areaCollections(area).length === 0) throw notFound();
  return { page, area };
}

/** What a value is in words for a table's row: a condition described, yes or no, the names of what was picked. */
function inWords(node: EditorNode | undefined, value: unknown, say: (key: string) => string, describe: (condition: unknown) => string, lists: ReturnType<typeof editorLists>, choiceOf: (value: string) => string | undefined): string {
  if (value === undefined || value === null || value === "") return "";
  if (node?.kind === "json" && node.logic) return describe(value);
  if (typeof value === "boolean") return say(value ? "config.diff.yes" : "config.diff.no");
  const from = node && (node.kind === "choices" || node.kind === "value") ? node.from : undefined;
  const named = (one: unknown): string => {
    const listed = from ? lists[from]?.find((option) => option.value === one)?.label : undefined;
    return typeof listed === "string" ? listed : (choiceOf(String(one)) ?? String(one));
  };
  if (Array.isArray(value)) return value.map(named).join(", ");
  if (typeof value === "object") return "";
  return named(value);
}

/** A place's heading: its collection, and for a collection inside a map (a documents area) that entry's name. */
function placeCaption(area: string, place: CollectionPlace, texts: Record<string, string>): string {
  const words = itemWords(area, place.collection);
  if (!place.collection.path.includes("*")) return words.collection;
  const entry = place.address[place.address.length - 1];
  return say(texts, "config.items.placeCaption", { collection: words.collection, place: words.choiceOf(entry) ?? entry });
}

/** An item's name in words: the first of its naming parts that is answered, else its identifier. */
function itemName(area: string, place: CollectionPlace, item: CollectionItem): string {
  const value = (item.value ?? {}) as Record<string, unknown>;
  const named = (itemWords(area, place.collection).table.name ?? []).map((part) => value[part]).find((part) => typeof part === "string" && part.trim() !== "");
  return typeof named === "string" ? named : item.key;
}

export async function loadAreaItems(request: Request, context: ConfigContext, areaParam: string | undefined) {
  const { page, area } = await openArea(request, context, areaParam);
  const { access, copy, texts, frame } = page;
  const working = workingConfig(page);
  const words = conditionWords(working, conditionChoicesFor(working, area).fields, texts);
  const lists = editorLists(working);
  const params = new URL(request.url).searchParams;
  const places = areaPlaces(copy.config, area).map((place) => {
    const { labelOf, choiceOf, table } = itemWords(area, place.collection);
    const entry = place.collection.node.value;
    const summary = (table.summary ?? []).filter((part) => labelOf(part));
    const address = addressOf(place);
    return {
      id: `items-${address.replace(/\./g, "-")}`,
      caption: placeCaption(area, place, texts),
      headers: summary.map((part) => labelOf(part) ?? part),
      addHref: access.href(`/config/areas/${encodeURIComponent(area)}/new-item`, { in: address }),
      rows: placeItems(place).map((item) => {
        const value = (item.value ?? {}) as Record<string, unknown>;
        const parts = entry.kind === "object" ? entry.properties : {};
        return {
          id: item.id,
          name: itemName(area, place, item),
          cells: summary.map((part) => inWords(parts[part], place.collection.node.grouped && part === MAP_GROUP ? item.group : value[part], (key) => say(texts, key), (condition) => describeCondition(condition, words), lists, choiceOf)),
          changeHref: access.href(itemPath(area, item.id), { in: address }),
          removeHref: access.href(`${itemPath(area, item.id)}/remove`, { in: address }),
        };
      }),
    };
  });
  const title = areaTitle(area);
  return {
    texts,
    frame,
    state: draftState(copy),
    title,
    places,
    saved: params.get("saved") === "1",
    removed: params.get("removed") ?? null,
    links: { back: access.href("/config"), wholeForm: access.href(`/config/areas/${encodeURIComponent(area)}/edit`), json: access.href(`/config/areas/${encodeURIComponent(area)}`) },
    wholeFormLabel: say(texts, "config.items.wholeForm", { area: title }),
  };
}

/** The place a page is about (404 when the draft has no such place). */
function placeOf(page: ConfigPage, area: string, request: Request) {
  const place = placeAt(page.copy.config, area, new URL(request.url).searchParams.get("in") ?? "");
  if (!place) throw notFound();
  return place;
}

/** The place and the item a page is about: a stored item (404 when there is none) or, for `null`, a new one. */
function targetOf(page: ConfigPage, area: string, request: Request, id: string | undefined | null): ItemTarget {
  const place = placeOf(page, area, request);
  const item = id === null ? null : existingItem(place, id);
  return { area, place, item, doneUrl: page.access.href(itemsPath(area), { saved: 1 }) };
}

function existingItem(place: ItemTarget["place"], id: string | undefined) {
  const item = id === undefined ? undefined : itemIn(place, id);
  if (item === undefined) throw notFound();
  return item;
}

async function openItemEditor(request: Request, context: ConfigContext, areaParam: string | undefined, id: string | null | undefined) {
  const { page, area } = await openArea(request, context, areaParam);
  const target = targetOf(page, area, request, id);
  const config: PreparedConfig = workingConfig(page, () => itemFormOf(area, target.place));
  if (!config.hasForm(itemFormOf(area, target.place))) throw notFound();
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  const draft = { tenant: page.access.tenant, config: page.copy.config, draftVersion: page.copy.draftVersion, basedOnVersion: page.copy.basedOnVersion, by: page.access.user.id };
  return { page, area, target, scope, form: itemEditorForm(context.services, config, draft, target) };
}

/** An item's form, or a new item's (`id` null). */
export async function loadItemEditor(request: Request, context: ConfigContext, areaParam: string | undefined, id: string | null | undefined) {
  const { page, area, target, scope, form } = await openItemEditor(request, context, areaParam, id);
  const formPage = staffFormPage(scope, form);
  const texts = staffFormTexts(scope, formPage, ["form.", "config.items.", "config.editor.", "config.builder.", "config.describe.", "config.summary.", "config.error.invalidJson"]);
  const caption = placeCaption(area, target.place, page.texts);
  const heading = target.item ? say(page.texts, "config.items.changeTitle", { name: itemName(area, target.place, target.item) }) : say(page.texts, "config.items.addTitle", { collection: caption });
  return { page: { ...formPage, title: heading }, heading, caption, version: page.copy.draftVersion, backUrl: page.access.href(itemsPath(area)), backLabel: say(page.texts, "config.items.back", { area: areaTitle(area) }), texts, conditions: conditionChoicesFor(scope.config, area) };
}

export async function submitItemEditor(request: Request, context: ConfigContext, areaParam: string | undefined, id: string | null | undefined) {
  const { scope, form, target } = await openItemEditor(request, context, areaParam, id);
  return submitStaffForm(request, scope, form, target.doneUrl);
}

/** The confirmation before an item is removed. */
export async function loadItemRemoval(request: Request, context: ConfigContext, areaParam: string | undefined, id: string | undefined) {
  const { page, area } = await openArea(request, context, areaParam);
  const place = placeOf(page, area, request);
  const name = itemName(area, place, existingItem(place, id));
  return { texts: page.texts, frame: page.frame, name, caption: placeCaption(area, place, page.texts), draftVersion: page.copy.draftVersion, backUrl: page.access.href(itemsPath(area)), backLabel: say(page.texts, "config.items.back", { area: areaTitle(area) }) };
}

export async function submitItemRemoval(request: Request, context: ConfigContext, areaParam: string | undefined, id: string | undefined) {
  const { page, area } = await openArea(request, context, areaParam);
  const place = placeOf(page, area, request);
  const item = existingItem(place, id);
  const form = await readForm(request);
  const edited = configWithoutItem(page.copy.config, area, place, item);
  return saveDraft(context, page, edited, { form, intent: "remove", by: page.access.user.id, redirectTo: page.access.href(itemsPath(area), { removed: itemName(area, place, item) }) });
}
