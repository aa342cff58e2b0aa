// Compiling form definitions: every problem found at compile time, with its location.
import { describe, expect, it } from "vitest";
import { ProblemsError, checkForm, compileForm, type FormDefinition } from "../../../rules";
import { identityForm, messages, resolveSchema, schemas } from "./fixtures/identity-form";
import type { JsonSchema } from "../../../rules/types";

const options = { messages, resolveSchema };

describe("compileForm", () => {
  it("compiles a valid form", () => {
    const form = compileForm(identityForm(), options);
    expect(form.id).toBe("identity");
    expect(form.fields.map((f) => f.key)).toContain("references.*.postcode");
    expect(form.rules.map((r) => r.id)).toEqual(["passport-issue-not-future", "passport-expiry-after-issue", "referee-postcode-min"]);
  });

  it("reports unknown message keys, operations, paths and rule ids, with locations", () => {
    const def = identityForm();
    def.fields.givenName.requiredMessage = "no.such.key";
    def.fields.middleName.visible = { and: [true, { foo: [1] }] };
    def.fields["passport.colour"] = { label: "Colour" };
    def.fields.familyName.messages = { maxLength: "also.missing" };
    def.rules!.copy = { id: "passport-issue-not-future", order: 40, path: "passport.dateOfIssue", failsWhen: false, message: "passport.dateOfIssue.future" };
    def.rules!["needs-param"] = { id: "needs-param", order: 50, path: "givenName", failsWhen: false, message: "referee.postcode.tooShort" };
    expect(checkForm(def, options)).toEqual([
      { location: "forms.identity.fields.givenName.requiredMessage", problem: 'unknown message key "no.such.key"' },
      { location: "forms.identity.fields.middleName.visible.and[1]", problem: 'unknown operation "foo"' },
      { location: "forms.identity.fields.familyName.messages.maxLength", problem: 'unknown message key "also.missing"' },
      { location: 'forms.identity.fields["passport.colour"]', problem: 'field "passport.colour" is not in the form\'s schema' },
      { location: "forms.identity.rules.copy", problem: 'rule id "passport-issue-not-future" differs from its key "copy"' },
      { location: "forms.identity.rules.needs-param.params", problem: 'message "referee.postcode.tooShort" needs a value for {n}' },
    ]);
    expect(() => compileForm(def, options)).toThrow(ProblemsError);
  });

  it("refuses an empty label and a message with no words, naming the question (issue 38 item 4)", () => {
    const def = identityForm();
    def.fields.givenName.label = " ";
    def.fields.familyName.messages = { maxLength: "blank.words" };
    const withBlank = { ...messages, "blank.words": { text: "" } };
    expect(checkForm(def, { ...options, messages: withBlank })).toEqual([
      { location: "forms.identity.fields.givenName.label", problem: 'the question "givenName" has an empty label: enter the words people will see' },
      { location: "forms.identity.fields.familyName.messages.maxLength", problem: 'message "blank.words" has no text: enter the words people will see' },
    ]);
  });

  it("reports a missing schema, also one referred to from another", () => {
    expect(checkForm({ ...identityForm(), schema: { $ref: "nope" } }, options)).toEqual([
      { location: "forms.identity.schema", problem: 'schema "nope" not found' },
    ]);
    const broken = { ...identityForm(), schema: { type: "object", properties: { a: { $ref: "common/missing" } } }, fields: {}, rules: {} };
    expect(checkForm(broken, options)).toEqual([{ location: "forms.identity.schema", problem: 'schema "common/missing" not found' }]);
  });

  it("requires the catalogue's fallback keys", () => {
    const { "common.invalid": _invalid, "common.required": _required, ...rest } = messages;
    const problems = checkForm(identityForm(), { messages: rest, resolveSchema });
    expect(problems).toContainEqual({ location: "forms.identity", problem: 'the message catalogue has no "common.invalid"' });
    expect(problems).toContainEqual({ location: "forms.identity.fields.familyName.requiredMessage", problem: 'unknown message key "common.required"' });
  });

  it("rejects reserved and malformed paths", () => {
    const def: FormDefinition = { id: "x", schema: { type: "object" }, fields: { "a..b": {}, "__proto__.x": {}, "*.a": {} } };
    expect(checkForm(def, options).map((p) => p.problem)).toEqual([
      'path "a..b" has an empty segment',
      'path "__proto__.x" uses a reserved name',
      'path "*.a" cannot start with "*"',
    ]);
  });

  it("accepts an inline schema and lets fields under open objects through", () => {
    const def: FormDefinition = { id: "inline", schema: { type: "object", properties: { meta: { type: "object" } } }, fields: { "meta.anything": { label: "x" } } };
    expect(checkForm(def, options)).toEqual([]);
  });
});

describe("compiled schema validators", () => {
  it("are shared by the forms whose schema documents read the same, and a document edited in place is compiled again as it now reads", () => {
    const local: Record<string, JsonSchema> = structuredClone(schemas);
    const resolveLocal = (ref: string): JsonSchema | undefined => local[ref];
    const first = compileForm(identityForm(), { messages, resolveSchema: resolveLocal });
    const again = compileForm(identityForm(), { messages, resolveSchema: (ref) => structuredClone(local[ref]) });
    expect(again.validateSchema).toBe(first.validateSchema);

    const referee = (local["common/referee"] as { properties: { postcode: { maxLength: number } } }).properties.postcode;
    referee.maxLength = 5;
    const edited = compileForm(identityForm(), { messages, resolveSchema: resolveLocal });
    expect(edited.validateSchema).not.toBe(first.validateSchema);
    const answers = { references: [{ postcode: "AB1 2CD" }] };
    expect(first.validateSchema(answers)).toBe(true);
    expect(edited.validateSchema(answers)).toBe(false);
  });
});
