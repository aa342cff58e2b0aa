// Field states: label, help text, visible, mandatory and default of every concrete field path.
import { describe, expect, it } from "vitest";
import { compileForm, fieldStates } from "../../../rules";
import { context, identityForm, messages, resolveSchema } from "./fixtures/identity-form";

const form = compileForm(identityForm(), { messages, resolveSchema });

describe("fieldStates", () => {
  it("gives literal properties and defaults", () => {
    const states = fieldStates(form, { givenName: "Ada" }, context());
    expect(states.givenName).toEqual({ label: "Given name", helpText: null, subLabel: null, visible: true, mandatory: true, defaultValue: undefined });
    expect(states.familyName.helpText).toBe("As in your passport");
    expect(states.title.defaultValue).toBe("Mx");
  });

  it("evaluates conditions on settings, role, record and application", () => {
    expect(fieldStates(form, {}, context()).middleName.visible).toBe(false);
    expect(fieldStates(form, {}, context({ settings: { showMiddleName: true } })).middleName.visible).toBe(true);
    expect(fieldStates(form, {}, context()).title.mandatory).toBe(true);
    expect(fieldStates(form, {}, context({ role: "Agent" })).title.mandatory).toBe(false);
    expect(fieldStates(form, { hasOtherName: true }, context()).otherNames).toMatchObject({ visible: true, mandatory: true });
    expect(fieldStates(form, { hasOtherName: false }, context()).otherNames).toMatchObject({ visible: false, mandatory: false });
    expect(fieldStates(form, {}, context({ application: { feeStatus: "HOME" } })).references.visible).toBe(false);
  });

  it("expands * paths over array items, with item and index in scope", () => {
    const data = { hasOtherName: true, otherNames: [{ givenName: "Bo" }, { familyName: "Lee" }] };
    const states = fieldStates(form, data, context());
    expect(states["otherNames.0.reason"]).toMatchObject({ label: "Reason for name 1", visible: true, mandatory: true });
    expect(states["otherNames.1.reason"]).toMatchObject({ label: "Reason for name 2", visible: false, mandatory: false });
    expect(states["otherNames.0.givenName"].mandatory).toBe(true);
    // The pattern entry describes a new, empty item.
    expect(states["otherNames.*.reason"]).toMatchObject({ visible: false });
    expect(states["otherNames.*.givenName"]).toMatchObject({ visible: true, mandatory: true });
  });

  it("hides every field inside a hidden parent", () => {
    const data = { hasOtherName: false, otherNames: [{ givenName: "Bo" }] };
    const states = fieldStates(form, data, context());
    expect(states.otherNames.visible).toBe(false);
    // The hidden parent's values are dropped, so there are no items left to expand...
    expect(states["otherNames.0.reason"]).toBeUndefined();
    // ...and the pattern entries are hidden with it.
    expect(states["otherNames.*.givenName"]).toMatchObject({ visible: false, mandatory: false });

    const home = fieldStates(form, { references: [{ postcode: "AB1 2CD" }] }, context({ application: { feeStatus: "HOME" } }));
    expect(home["references.*.postcode"].visible).toBe(false);
  });

  it("hides fields whose condition depends on a value that was hidden away", () => {
    const def = identityForm();
    def.fields.nickname = { label: "Nickname", visible: { "!!": [{ var: "record.middleName" }] } };
    const chained = compileForm(def, { messages, resolveSchema });
    const data = { middleName: "Q", nickname: "Quinn" };
    expect(fieldStates(chained, data, context({ settings: { showMiddleName: true } })).nickname.visible).toBe(true);
    // middleName is hidden, so its value is dropped, so nickname is hidden too.
    expect(fieldStates(chained, data, context()).nickname.visible).toBe(false);
  });

  it("does not change the data it is given", () => {
    const data = { hasOtherName: false, otherNames: [{ givenName: "Bo" }], unknown: 1 };
    const copy = structuredClone(data);
    fieldStates(form, data, context());
    expect(data).toEqual(copy);
  });
});
