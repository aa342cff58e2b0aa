import { describe, expect, it } from "vitest";
import { parseLocation, placeOf, placePath } from "../../../server/config-admin/locations";

const config = {
  forms: {
    identity: {
      id: "identity",
      schema: {},
      fields: { givenName: {}, passport: {}, "passport.dateOfIssue": {} },
      // Keyed by id, listed by order (decision 0035): "later" is the second row of the rules table.
      rules: { later: { id: "later", order: 20 }, first: { id: "first", order: 10 }, "two words": { id: "two words", order: 30 } },
    },
  },
  tabs: {},
};

describe("problem locations", () => {
  it("parse names, indices and quoted keys", () => {
    expect(parseLocation('forms.identity.fields["passport.dateOfIssue"].label')).toEqual(["forms", "identity", "fields", "passport.dateOfIssue", "label"]);
    expect(parseLocation("forms.identity.rules[3].failsWhen.and[1]")).toEqual(["forms", "identity", "rules", 3, "failsWhen", "and", 1]);
    expect(parseLocation('messages["x.y"]')).toEqual(["messages", "x.y"]);
  });

  it("lead to the field row, the rule row, the form's JSON or the area's editor", () => {
    expect(placePath(placeOf(config, 'forms.identity.fields["passport.dateOfIssue"].label')!)).toBe("/config/forms/identity#field-2");
    // The meta-schema's locations join a dotted field key with dots: the longest known key wins.
    expect(placePath(placeOf(config, "forms.identity.fields.passport.dateOfIssue.mandatory")!)).toBe("/config/forms/identity#field-2");
    expect(placePath(placeOf(config, "forms.identity.fields.givenName")!)).toBe("/config/forms/identity#field-0");
    expect(placePath(placeOf(config, "forms.identity.rules[3].failsWhen")!)).toBe("/config/forms/identity#rule-3");
    expect(placePath(placeOf(config, "forms.identity.rules.later.failsWhen")!)).toBe("/config/forms/identity#rule-1");
    expect(placePath(placeOf(config, 'forms.identity.rules["two words"].message')!)).toBe("/config/forms/identity#rule-2");
    expect(placePath(placeOf(config, "forms.identity.rules.gone.message")!)).toBe("/config/forms/identity#raw");
    expect(placePath(placeOf(config, "forms.identity.schema")!)).toBe("/config/forms/identity#raw");
    expect(placePath(placeOf(config, "tabs[2].predicate")!)).toBe("/config/areas/tabs");
    expect(placePath(placeOf(config, "forms.gone.fields.x")!)).toBe("/config/areas/forms");
    expect(placeOf(config, "(configuration)")).toBeNull();
  });
});
