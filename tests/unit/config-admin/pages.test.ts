// A new page after the one being edited (decision 0038): a form of the same kind with no
// questions yet, straight after it in its task group or checklist section.
import { describe, expect, it } from "vitest";
import { addPageAfter, canAddPageAfter, pageIdOf } from "../../../server/config-admin/pages";
import { EditError } from "../../../server/config-admin/edits";

const config = () => ({
  forms: {
    identity: { id: "identity", kind: "application", title: "Identity", schema: {}, fields: {} },
    contact: { id: "contact", kind: "application", title: "Contact", schema: {}, fields: {} },
    names: { id: "names", kind: "checklist", title: "Names", schema: {}, fields: {} },
    dialog: { id: "dialog", kind: "dialog", title: "A dialog", schema: {}, fields: {} },
  },
  application: { taskGroups: { g: { id: "g", order: 10, title: "g", tasks: ["identity", "contact"] } }, yourInformationGroups: [] },
  checklist: { sections: { s: { id: "s", order: 10, pages: [{ form: "names" }] } } },
});

describe("a new page", () => {
  it("follows an application task in its group, as a form of the same kind", () => {
    const { config: added, id } = addPageAfter(config(), "identity", "Study in the UK");
    expect(id).toBe("study-in-the-uk");
    expect(added.application).toMatchObject({ taskGroups: { g: { id: "g", order: 10, tasks: ["identity", "study-in-the-uk", "contact"] } } });
    expect(Object.keys((added.application as ReturnType<typeof config>["application"]).taskGroups)).toEqual(["g"]);
    expect((added.forms as Record<string, unknown>)[id]).toEqual({ id, kind: "application", title: "Study in the UK", schema: { type: "object", properties: {}, additionalProperties: false }, fields: {}, ui: { order: [] } });
  });

  it("follows a checklist page in its section, with an id not already taken", () => {
    const { config: added, id } = addPageAfter(config(), "names", "Contact");
    expect(id).toBe("contact-2");
    expect((added.checklist as ReturnType<typeof config>["checklist"]).sections).toEqual({ s: { id: "s", order: 10, pages: [{ form: "names" }, { form: "contact-2" }] } });
  });

  it("is refused after a page that is in no journey", () => {
    expect(canAddPageAfter(config(), "dialog")).toBe(false);
    expect(() => addPageAfter(config(), "dialog", "More")).toThrow(EditError);
    expect(pageIdOf("  ", new Set())).toBe("page");
  });
});
