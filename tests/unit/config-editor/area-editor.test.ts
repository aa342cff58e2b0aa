// Typed area editors (issue 20 item 3; decision 0840): the committed forms are what the
// generator makes from the meta-schema; every demo university's areas go through their form as
// the page would (answers evaluated by the form's own rules) and come back unchanged; answers an
// area cannot take are named, and a change made in the form is the change stored.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import metaSchema from "../../../schemas/tenant-config.schema.json";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { editorQuestions, fromEditorAnswers, toEditorAnswers } from "../../../rules/config-editor/area-editor";
import { collectionPlaces, editorCollections, itemAnswers, itemFormId, placeItems, withItem } from "../../../rules/config-editor/collections";
import { LIST_AREA_KEY, MissingLabelsError, areaEditorNode, areaWrapped, editorForm, editorFormId, editorForms, type EditorsSpec } from "../../../rules/config-editor/editor-forms";
import { composedConfigs } from "../../../server/cli/config-source";
import { editorLists } from "../../../server/config-admin/area-editor";
import { prepareConfiguration } from "../../../server/tenant-config/validate";

const ROOT = path.resolve(__dirname, "../../..");
const spec = JSON.parse(readFileSync(path.join(ROOT, "schemas/config-editors/editors.json"), "utf8")) as EditorsSpec;
const meta = metaSchema as Record<string, unknown>;
const configs: Array<{ key: string; raw: Record<string, unknown>; prepared: PreparedConfig }> = [];

beforeAll(async () => {
  for (const { key, config } of await composedConfigs()) configs.push({ key, raw: config as Record<string, unknown>, prepared: prepareConfiguration(config, 0) });
}, 60_000);

/** An area as its form holds it (a list or map area under `entries`). */
const asForm = (area: string, value: unknown) => (areaWrapped(meta, area) ? { [LIST_AREA_KEY]: value } : value);

describe("the generated editor forms", () => {
  it("are the committed forms, so a change to the meta-schema or the labels is regenerated (npm run schemas:editors)", () => {
    for (const [id, form] of Object.entries(editorForms(meta, spec))) {
      const committed = JSON.parse(readFileSync(path.join(ROOT, "tenant-configs/_defaults/forms", `${id}.json`), "utf8"));
      expect(committed, id).toEqual(form);
    }
  });

  it("name every question in words, and refuse to generate a form with a question left unlabelled", () => {
    const funding = editorForm(meta, "funding", spec.areas.funding, spec.hints) as { fields: Record<string, { label: string; widget?: string }> };
    expect(funding.fields["maintenance.*.effectiveFrom"]).toMatchObject({ label: "Applies from", widget: "date" });
    expect(funding.fields["maintenance.*.source"].label).toBe("Source");
    expect(funding.fields["inputs.course.fee"].widget).toBe("condition");
    const { "maintenance.*.source": _dropped, ...labels } = spec.areas.funding.labels;
    expect(() => editorForm(meta, "funding", { ...spec.areas.funding, labels }, spec.hints)).toThrow(MissingLabelsError);
  });
});

describe("every area of every demo university through its form", () => {
  it("comes back unchanged when saved as it was drawn", () => {
    expect(configs.length).toBeGreaterThanOrEqual(5);
    for (const { key, raw, prepared } of configs) {
      for (const area of Object.keys(spec.areas)) {
        const node = areaEditorNode(meta, area, spec.areas[area]);
        const original = asForm(area, raw[area]);
        const start = toEditorAnswers(node, original) as Record<string, unknown>;
        const page = evaluatePage(prepared, editorFormId(area), { record: {}, data: start, today: "2026-11-25", role: "UniAdmin" });
        expect(page.errors, `${key} ${area}`).toEqual([]);
        const back = fromEditorAnswers(node, page.storable, original);
        expect(back.problems).toEqual([]);
        const skipped = Object.fromEntries(Object.entries((original ?? {}) as Record<string, unknown>).filter(([name]) => !Object.hasOwn(node.properties, name)));
        expect({ ...skipped, ...(back.value as object) }, `${key} ${area}`).toEqual(original);
      }
    }
  });
});

describe("answers the area cannot take", () => {
  const node = areaEditorNode(meta, "tabs", spec.areas.tabs);
  const tab = { id: "a", order: 10, label: "A", roles: ["Uni"], collection: "offers", predicate: { "==": [{ var: "status" }, "Draft"] }, columns: ["name"] };
  const tabs = { a: tab };

  it("keeps a condition typed as JSON, and ticked roles in the order the tab had them (decision 0083)", () => {
    const answers = toEditorAnswers(node, { entries: tabs }) as { entries: Array<Record<string, unknown>> };
    expect(answers.entries[0].roles).toEqual(["Uni"]);
    // The boxes post in the list's order; the tab's own order stays, a newly ticked role comes after.
    answers.entries[0].roles = ["UniAdmin", "Uni"];
    answers.entries[0].predicate = '{"in": [{"var": "status"}, ["Draft", "Applied"]]}';
    expect(fromEditorAnswers(node, answers, { entries: tabs })).toEqual({
      value: { entries: { a: { ...tab, roles: ["Uni", "UniAdmin"], predicate: { in: [{ var: "status" }, ["Draft", "Applied"]] } } } },
      problems: [],
    });
  });

  it("names a condition that is not JSON, and keeps what was there", () => {
    const [drawn] = (toEditorAnswers(node, { entries: tabs }) as { entries: Array<Record<string, unknown>> }).entries;
    const result = fromEditorAnswers(node, { entries: [{ ...drawn, predicate: '{"==": [' }] }, { entries: tabs });
    expect((result.value as { entries: typeof tabs }).entries.a.predicate).toEqual(tab.predicate);
    expect(result.problems).toEqual([{ path: "entries.0.predicate", problem: "json" }]);
  });

  it("lists a keyed area's items by their position and keys each by its id again (decision 0035)", () => {
    const later = { ...tab, id: "b", order: 5, label: "B" };
    const answers = toEditorAnswers(node, { entries: { a: tab, b: later } }) as { entries: Array<Record<string, unknown>> };
    expect(answers.entries.map((entry) => [entry.id, entry.order])).toEqual([["b", 5], ["a", 10]]);
    answers.entries.push({ ...answers.entries[1], id: "c", order: 7, label: "C" });
    const { value, problems } = fromEditorAnswers(node, answers, { entries: { a: tab, b: later } });
    expect(problems).toEqual([]);
    expect(Object.keys((value as { entries: object }).entries).sort()).toEqual(["a", "b", "c"]);
    expect((value as { entries: Record<string, typeof tab> }).entries.c).toEqual({ ...tab, id: "c", order: 7, label: "C" });
  });

  it("names a tab whose id is used twice", () => {
    const answers = toEditorAnswers(node, { entries: tabs }) as { entries: Array<Record<string, unknown>> };
    const { problems } = fromEditorAnswers(node, { entries: [...answers.entries, { ...answers.entries[0], order: 20 }] }, { entries: tabs });
    expect(problems).toEqual([{ path: "entries.1.id", problem: "duplicateKey" }]);
  });

  it("names an entry of a map whose name is used twice", () => {
    const roles = areaEditorNode(meta, "roles", spec.areas.roles);
    const result = fromEditorAnswers(roles, { accessLevels: [{ key: "Admissions", label: "A", areas: "offers" }, { key: "Admissions", label: "B", areas: "cas" }] }, {});
    expect(result.problems).toEqual([{ path: "accessLevels.1.key", problem: "duplicateKey" }]);
  });

  it("names a list of numbers with a word in it", () => {
    const result = fromEditorAnswers({ kind: "lines", number: true }, "1\ntwo", [1], "limits");
    expect(result).toEqual({ value: [1, Number.NaN], problems: [{ path: "limits", problem: "number" }] });
  });

  describe("documents, each on its own or in a group", () => {
    const documents = areaEditorNode(meta, "documents", spec.areas.documents);
    const area = {
      sections: {},
      areas: {
        generalDocuments: {
          passport: { required: true, label: "Passport" },
          studentVisas: { studentVisa: { required: true, label: "Previous visa" }, cas: { required: false, label: "Previous CAS" } },
        },
      },
    };
    const entriesOf = (value: unknown) => (value as { areas: Array<{ key: string; value: Array<Record<string, unknown>> }> }).areas[0].value;

    it("lists a group's documents as entries naming their group, and puts them back in it", () => {
      const answers = toEditorAnswers(documents, area);
      expect(entriesOf(answers).map((entry) => [entry.group ?? "", entry.key, entry.label])).toEqual([
        ["", "passport", "Passport"],
        ["studentVisas", "studentVisa", "Previous visa"],
        ["studentVisas", "cas", "Previous CAS"],
      ]);
      entriesOf(answers).push({ group: "studentVisas", key: "brp", required: false, label: "Previous BRP" });
      const back = fromEditorAnswers(documents, answers, area);
      expect(back.problems).toEqual([]);
      expect((back.value as typeof area).areas.generalDocuments.studentVisas).toEqual({ ...area.areas.generalDocuments.studentVisas, brp: { required: false, label: "Previous BRP" } });
    });

    it("names a document whose name is used twice in its group, and a group named like a document", () => {
      const answers = toEditorAnswers(documents, area);
      entriesOf(answers).push({ group: "studentVisas", key: "cas", required: true, label: "Again" }, { group: "passport", key: "copy", required: true, label: "Copy" });
      expect(fromEditorAnswers(documents, answers, area).problems).toEqual([
        { path: "areas.0.value.3.key", problem: "duplicateKey" },
        { path: "areas.0.value.4.group", problem: "duplicateKey" },
      ]);
    });
  });
});

describe("one item at a time (decision 0083)", () => {
  it("finds the keyed collections from the meta-schema: the tabs, the CAS stages' lists, each documents area, the reminders, Insights' parts, the automations, the maintenance rows", () => {
    const paths = (area: string) => editorCollections(areaEditorNode(meta, area, spec.areas[area])).map((collection) => collection.path);
    expect(paths("tabs")).toEqual(["entries"]);
    expect(paths("reminders")).toEqual(["entries"]);
    expect(paths("documents")).toEqual(["areas.*.value"]);
    expect(paths("cas-stages")).toEqual(["stages", "tabs", "moveToStages", "exportColumns"]);
    expect(paths("insights")).toEqual(["funnel", "breakdowns", "compliance.measures", "durations"]);
    expect(paths("automations")).toEqual(["automations"]);
    // Keyed by their date (decision 0095).
    expect(paths("funding")).toEqual(["maintenance"]);
  });

  it("draws the roles and columns of a tab as boxes ticked from the university's lists", () => {
    const form = editorForms(meta, spec)["config-tabs-item"] as { fields: Record<string, { widget?: string }>; ui: { uiSchema: Record<string, { items: Record<string, unknown> }> } };
    expect(form.fields.roles.widget).toBe("checkboxes");
    expect(form.ui.uiSchema.roles.items).toEqual({ "ui:options": { optionsFrom: { list: "roles", value: "value", label: "label" } } });
    expect(form.ui.uiSchema.columns.items).toEqual({ "ui:options": { optionsFrom: { list: "columns", value: "value", label: "label" } } });
  });

  it("saves every item of every demo university through its own form unchanged, in its place", () => {
    for (const { key, raw, prepared } of configs) {
      for (const area of Object.keys(spec.areas)) {
        const node = areaEditorNode(meta, area, spec.areas[area]);
        for (const collection of editorCollections(node)) {
          const formId = itemFormId(area, collection.path, LIST_AREA_KEY);
          for (const place of collectionPlaces(collection, asForm(area, raw[area]))) {
            const lists = editorLists(prepared);
            for (const item of placeItems(place)) {
              const page = evaluatePage(prepared, formId, { record: {}, data: itemAnswers(collection, item), today: "2026-11-25", role: "UniAdmin", lists });
              expect(page.errors, `${key} ${area} ${item.id}`).toEqual([]);
              const saved = withItem(place, item, page.storable);
              expect(saved.problems, `${key} ${area} ${item.id}`).toEqual([]);
              expect(saved.items, `${key} ${area} ${item.id}`).toEqual(place.items);
              expect(Object.keys(saved.items), `${key} ${area} ${item.id}`).toEqual(Object.keys(place.items));
            }
          }
        }
      }
    }
  });

  it("offers every role, column and message key a demo university's editors hold, so picking from the list loses none", () => {
    const at = (value: unknown, steps: string[]): unknown[] => {
      if (steps.length === 0) return [value];
      const [step, ...rest] = steps;
      if (step === "*") return Array.isArray(value) ? value.flatMap((item) => at(item, rest)) : [];
      return value && typeof value === "object" && !Array.isArray(value) ? at((value as Record<string, unknown>)[step], rest) : [];
    };
    let checked = 0;
    for (const { key, raw, prepared } of configs) {
      const lists = editorLists(prepared);
      for (const area of Object.keys(spec.areas)) {
        const node = areaEditorNode(meta, area, spec.areas[area]);
        const answers = toEditorAnswers(node, asForm(area, raw[area]));
        for (const question of editorQuestions(node).filter((one) => one.from)) {
          const offered = new Set((lists[question.from!] ?? []).map((option) => option.value));
          for (const value of at(answers, question.path.split(".")).flat()) {
            if (value === undefined) continue;
            checked += 1;
            expect(offered.has(value), `${key} ${area} ${question.path}: ${String(value)}`).toBe(true);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("adds a new item last, refuses a name another item has, and keeps a grouped document in its group", () => {
    const tabsNode = areaEditorNode(meta, "tabs", spec.areas.tabs);
    const [tabs] = editorCollections(tabsNode);
    const tab = (id: string, order: number) => ({ id, order, label: id.toUpperCase(), roles: ["Uni"], collection: "offers", predicate: true, columns: ["name"] });
    const [place] = collectionPlaces(tabs, { entries: { a: tab("a", 10), b: tab("b", 20) } });
    const added = withItem(place, null, { ...itemAnswers(tabs, { id: "a", key: "a", value: tab("c", 30) }), predicate: "true" });
    expect(added.problems).toEqual([]);
    expect(Object.keys(added.items)).toEqual(["a", "b", "c"]);
    expect(withItem(place, null, { ...itemAnswers(tabs, { id: "a", key: "a", value: tab("b", 30) }), predicate: "true" }).problems).toEqual([{ path: "id", problem: "duplicateKey" }]);

    const [documents] = editorCollections(areaEditorNode(meta, "documents", spec.areas.documents));
    const doc = (label: string) => ({ label, required: true });
    const [general] = collectionPlaces(documents, { areas: { general: { passport: doc("Passport"), visas: { visa: doc("Visa"), cas: doc("CAS") }, photo: doc("Photo") } }, sections: {} });
    const items = placeItems(general);
    expect(items.map((item) => item.id)).toEqual(["passport", "visas.visa", "visas.cas", "photo"]);
    const visa = items[1];
    const changed = withItem(general, visa, { ...itemAnswers(documents, visa), required: false });
    expect(changed.items).toEqual({ passport: doc("Passport"), visas: { visa: { label: "Visa", required: false }, cas: doc("CAS") }, photo: doc("Photo") });
    expect(JSON.stringify(Object.keys(changed.items))).toBe(JSON.stringify(["passport", "visas", "photo"]));
  });
});
