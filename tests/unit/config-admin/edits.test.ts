import { describe, expect, it } from "vitest";
import { EditError, changedFieldEdits, editFields, editRules, messageText, replaceArea, replaceForm, setFieldOrder, setMessageText } from "../../../server/config-admin/edits";

const base = () => ({
  tenant: "northbridge",
  identity: { key: "northbridge", name: "Northbridge", code: "NB" },
  settings: { universityName: "Northbridge" },
  messages: { common: { "common.required": { text: "This field is required" } }, "app.name": { text: "CAS Shield" } },
  forms: {
    identity: {
      id: "identity",
      title: "Identity",
      schema: {},
      fields: { givenName: { label: "Given name", mandatory: true }, gender: { label: "Gender" } },
      rules: { r1: { id: "r1", order: 10, path: "givenName", failsWhen: false, message: "common.required" } },
      ui: { order: ["givenName", "gender"] },
    },
  },
});

describe("draft edits", () => {
  it("set and remove field properties without touching the original", () => {
    const config = base();
    const edited = editFields(config, "identity", [
      { path: "givenName", property: "label", value: "First name" },
      { path: "givenName", property: "mandatory", value: undefined },
      { path: "gender", property: "visible", value: { "==": [{ var: "application.feeStatus" }, "HOME"] } },
    ]);
    const fields = (edited.forms as ReturnType<typeof base>["forms"]).identity.fields as Record<string, Record<string, unknown>>;
    expect(fields.givenName).toEqual({ label: "First name" });
    expect(fields.gender.visible).toEqual({ "==": [{ var: "application.feeStatus" }, "HOME"] });
    expect(config.forms.identity.fields.givenName).toEqual({ label: "Given name", mandatory: true });
  });

  it("leave out cells the table submits unchanged, or set to the property's default", () => {
    const edits = changedFieldEdits(base(), "identity", [
      { path: "givenName", property: "label", value: "Given name" },
      { path: "givenName", property: "mandatory", value: true },
      { path: "givenName", property: "visible", value: true },
      { path: "gender", property: "mandatory", value: false },
      { path: "gender", property: "helpText", value: undefined },
      { path: "gender", property: "visible", value: false },
      { path: "gender", property: "label", value: "Sex" },
    ]);
    expect(edits).toEqual([
      { path: "gender", property: "visible", value: false },
      { path: "gender", property: "label", value: "Sex" },
    ]);
  });

  it("refuse unknown fields, forms, rules that moved and fixed members", () => {
    expect(() => editFields(base(), "identity", [{ path: "nope", property: "label", value: "x" }])).toThrow(EditError);
    expect(() => editFields(base(), "nope", [])).toThrow(EditError);
    expect(() => editRules(base(), "identity", [{ index: 0, id: "other", path: "a", failsWhen: true, message: "m" }])).toThrow(EditError);
    expect(() => replaceArea(base(), "tenant", "elsewhere")).toThrow(EditError);
    expect(() => replaceArea(base(), "identity", {})).toThrow(EditError);
    expect(() => replaceArea(base(), "no-such-area", {})).toThrow(EditError);
  });

  it("edit rules, the field order, whole forms and areas", () => {
    let config = editRules(base(), "identity", [{ index: 0, id: "r1", path: "gender", failsWhen: true, message: "common.required" }]);
    config = setFieldOrder(config, "identity", ["gender", "givenName"]);
    const form = (config.forms as ReturnType<typeof base>["forms"]).identity;
    expect(form.rules.r1).toEqual({ id: "r1", order: 10, path: "gender", failsWhen: true, message: "common.required" });
    expect(form.ui.order).toEqual(["gender", "givenName"]);
    expect((replaceForm(config, "identity", { id: "identity" }).forms as Record<string, unknown>).identity).toEqual({ id: "identity" });
    expect(replaceArea(config, "settings", { universityName: "X" }).settings).toEqual({ universityName: "X" });
  });

  it("change a message's text where it is defined, grouped by area or not", () => {
    const grouped = setMessageText(base(), "common.required", "Required");
    expect(messageText(grouped, "common.required")).toBe("Required");
    expect((grouped.messages as { common: Record<string, unknown> }).common["common.required"]).toEqual({ text: "Required" });
    expect(messageText(setMessageText(base(), "app.name", "Shield"), "app.name")).toBe("Shield");
    expect(messageText(base(), "common.required")).toBe("This field is required");
    expect(() => setMessageText(base(), "nope", "x")).toThrow(EditError);
  });
});
