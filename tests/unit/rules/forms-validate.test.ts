// validateForm: schema errors, empty mandatory fields and rules, in form order; cleaned data.
import { describe, expect, it } from "vitest";
import { compileForm, validateForm } from "../../../rules";
import { context, identityForm, messages, resolveSchema } from "./fixtures/identity-form";

const form = compileForm(identityForm(), { messages, resolveSchema });

const valid = {
  title: "Ms",
  givenName: "Ada",
  familyName: "Lovelace",
  hasOtherName: false,
  passport: { passportNo: "AB123456", dateOfIssue: "2020-01-01", dateOfExpiry: "2030-01-01" },
};

describe("validateForm", () => {
  it("accepts a complete record", () => {
    const result = validateForm(form, valid, context());
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual(valid);
  });

  it("reports empty mandatory fields with their required message, in form order", () => {
    const { errors } = validateForm(form, { givenName: "  ", familyName: "", passport: { passportNo: null } }, context());
    expect(errors).toEqual([
      { path: "givenName", message: "Given name is required", messageKey: "identity.givenName.required", ruleId: "required" },
      { path: "familyName", message: "Required", messageKey: "common.required", ruleId: "required" },
      { path: "hasOtherName", message: "Required", messageKey: "common.required", ruleId: "required" },
      { path: "passport.passportNo", message: "Required", messageKey: "common.required", ruleId: "required" },
      { path: "passport.dateOfIssue", message: "Required", messageKey: "common.required", ruleId: "required" },
      { path: "passport.dateOfExpiry", message: "Required", messageKey: "common.required", ruleId: "required" },
    ]);
    // title has a default, so it is not empty.
  });

  it("counts an empty array as empty, and reports it once", () => {
    const { errors } = validateForm(form, { ...valid, hasOtherName: true, otherNames: [] }, context());
    expect(errors).toEqual([{ path: "otherNames", message: "Required", messageKey: "common.required", ruleId: "required" }]);
  });

  it("maps schema errors to the field's message, or a keyword default, or common.invalid", () => {
    const { errors } = validateForm(
      form,
      { ...valid, givenName: "x".repeat(101), title: "Sir", passport: { ...valid.passport, passportNo: "ab-1", dateOfIssue: "2021-02-30" } },
      context(),
    );
    expect(errors).toEqual([
      { path: "title", message: "Invalid value", messageKey: "common.invalid", ruleId: "schema:enum" },
      { path: "givenName", message: "Must be at most 100 characters", messageKey: "common.tooLong", ruleId: "schema:maxLength" },
      { path: "passport.passportNo", message: "Invalid passport number", messageKey: "passport.number.invalid", ruleId: "schema:pattern" },
      { path: "passport.dateOfIssue", message: "Invalid date", messageKey: "common.invalidDate", ruleId: "schema:format" },
    ]);
  });

  it("runs rules with today as an argument and fills placeholders from params and the label", () => {
    const future = { ...valid, passport: { ...valid.passport, dateOfIssue: "2025-03-16", dateOfExpiry: "2025-03-01" } };
    expect(validateForm(form, future, context()).errors).toEqual([
      { path: "passport.dateOfIssue", message: "Date of issue should be earlier than today", messageKey: "passport.dateOfIssue.future", ruleId: "passport-issue-not-future" },
      { path: "passport.dateOfExpiry", message: "Expiry date cannot be before the date of issue", messageKey: "passport.expiryBeforeIssue", ruleId: "passport-expiry-after-issue" },
    ]);
    expect(validateForm(form, future, { ...context(), today: "2025-03-16" }).errors.map((e) => e.ruleId)).toEqual(["passport-expiry-after-issue"]);
  });

  it("fires * rules on each failing item, and item fields in item order", () => {
    const data = { ...valid, references: [{ postcode: "AB1" }, { name: "Ok", postcode: "AB1 2CD" }, { postcode: "" }, { postcode: "X" }] };
    expect(validateForm(form, data, context()).errors).toEqual([
      // On one path: required, then schema, then rules.
      { path: "references.0.postcode", message: "Invalid value", messageKey: "common.invalid", ruleId: "schema:minLength" },
      { path: "references.0.postcode", message: "Postcode must be at least 4 characters", messageKey: "referee.postcode.tooShort", ruleId: "referee-postcode-min" },
      { path: "references.2.postcode", message: "Required", messageKey: "common.required", ruleId: "required" },
      { path: "references.3.postcode", message: "Invalid value", messageKey: "common.invalid", ruleId: "schema:minLength" },
      { path: "references.3.postcode", message: "Postcode must be at least 4 characters", messageKey: "referee.postcode.tooShort", ruleId: "referee-postcode-min" },
    ]);
  });

  it("never validates hidden fields and drops their values", () => {
    const data = { ...valid, middleName: "x".repeat(500), references: [{ postcode: "1" }], hasOtherName: false, otherNames: [{}] };
    const result = validateForm(form, data, context({ application: { feeStatus: "HOME" } }));
    expect(result.errors).toEqual([]);
    expect(result.data).toEqual(valid);
  });

  it("validates array items of a visible list field, and their visible parts only", () => {
    const data = { ...valid, hasOtherName: true, otherNames: [{ givenName: "Bo" }, { familyName: "Lee", reason: "dropped: hidden" }] };
    const result = validateForm(form, data, context());
    expect(result.errors.map((e) => [e.path, e.ruleId])).toEqual([
      ["otherNames.0.reason", "required"],
      ["otherNames.1.givenName", "required"],
    ]);
    expect(result.data.otherNames).toEqual([{ givenName: "Bo" }, { familyName: "Lee" }]);
  });

  it("drops unknown fields and empty answers, keeps the input unchanged, fills defaults", () => {
    const input = { ...valid, title: undefined, nickname: "  ", hacker: "<script>", passport: { ...valid.passport, extra: 1 }, __proto__: { polluted: true } };
    const copy = structuredClone(input);
    const result = validateForm(form, input, context());
    expect(result.data).toEqual({ ...valid, title: "Mx" });
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(input).toEqual(copy);
  });

  it("gives one message per path and rule", () => {
    const def = identityForm();
    def.rules!.dup = { id: "dup", order: 40, path: "givenName", failsWhen: true, message: "common.invalid" };
    def.rules!.dup2 = { id: "dup2", order: 50, path: "givenName", failsWhen: true, message: "common.invalid" };
    const twice = compileForm(def, { messages, resolveSchema });
    const errors = validateForm(twice, valid, context()).errors;
    expect(errors.map((e) => e.ruleId)).toEqual(["dup", "dup2"]);
  });

  it("treats a non-object input as an empty record", () => {
    expect(validateForm(form, null, context()).errors.map((e) => e.path)).toEqual([
      "givenName",
      "familyName",
      "hasOtherName",
      "passport.passportNo",
      "passport.dateOfIssue",
      "passport.dateOfExpiry",
    ]);
  });
});

describe("errors say what to do with the field (issue 13 items 5 and 7)", () => {
  it("names the field in the sentence, a question as 'the answer to …', an abbreviation with its capitals", async () => {
    const { subjectParams } = await import("../../../rules/forms/messages");
    expect(subjectParams("Date of birth")).toMatchObject({ subject: "date of birth", Subject: "Date of birth" });
    expect(subjectParams("UCAS Personal ID")).toMatchObject({ subject: "UCAS Personal ID", Subject: "UCAS Personal ID" });
    expect(subjectParams("Is this your only nationality?")).toMatchObject({ subject: "the answer to ‘Is this your only nationality?’", Subject: "The answer to ‘Is this your only nationality?’" });
    expect(subjectParams(undefined)).toMatchObject({ subject: "an answer", Subject: "The answer" });
    // A closing aside is a hint, not part of the name.
    expect(subjectParams("UCAS Personal ID (optional)")).toMatchObject({ subject: "UCAS Personal ID", Subject: "UCAS Personal ID" });
    expect(subjectParams("Given name(s)")).toMatchObject({ subject: "given name(s)", Subject: "Given name(s)" });
  });

  it("names what an instruction asks for, not the instruction (issue 38 item 2)", async () => {
    const { formatMessage, subjectParams } = await import("../../../rules/forms/messages");
    const params = subjectParams("Tell us where and when you studied in the UK");
    expect(formatMessage("Enter {subject}", params)).toBe("Enter where and when you studied in the UK");
    expect(formatMessage("{Subject} must be 500 characters or fewer", params)).toBe("Where and when you studied in the UK must be 500 characters or fewer");
    expect(formatMessage("Enter {subject}", subjectParams("Give details of any criminal convictions"))).toBe("Enter details of any criminal convictions");
    expect(formatMessage("Upload {subject}", subjectParams("Upload your passport"))).toBe("Upload your passport");
    // Words that only start like an instruction are names.
    expect(subjectParams("Given name").subject).toBe("given name");
    expect(subjectParams("Address line 1").subject).toBe("address line 1");
  });

  it("asks for a description where the label says 'Describe …', and keeps a name's capital (issue 40 item 10)", async () => {
    const { formatMessage, subjectParams } = await import("../../../rules/forms/messages");
    expect(formatMessage("Enter {subject}", subjectParams("Describe your relationship"))).toBe("Enter a description of your relationship");
    expect(formatMessage("{Subject} must be 500 characters or fewer", subjectParams("Describe your relationship"))).toBe("The description of your relationship must be 500 characters or fewer");
    expect(formatMessage("Select {subject}", subjectParams("English test"))).toBe("Select English test");
    expect(formatMessage("Enter {subject}", subjectParams("WhatsApp number"))).toBe("Enter WhatsApp number");
    expect(formatMessage("Enter {subject}", subjectParams("Email address"))).toBe("Enter email address");
    expect(formatMessage("Select yes if {yesIf}", subjectParams("Will your term-time address be the same as your permanent home address?"))).toBe(
      "Select yes if your term-time address will be the same as your permanent home address",
    );
  });

  it("asks a yes/no question's 'Select yes if …' from its wording, or for 'the answer to …' when it cannot", async () => {
    const { defaultRequiredKey, formatMessage, subjectParams, yesIfOf } = await import("../../../rules/forms/messages");
    expect(formatMessage("Select yes if {yesIf}", subjectParams("Have you studied in the UK before?"))).toBe("Select yes if you have studied in the UK before");
    expect(yesIfOf("Do you want to upload a CV?")).toBe("you want to upload a CV");
    expect(yesIfOf("Is this your only nationality?")).toBe("this is your only nationality");
    expect(yesIfOf("Are you applying with a partner? (optional)")).toBe("you are applying with a partner");
    expect(yesIfOf("Is a government or an international scholarship agency paying your fees?")).toBeNull();
    expect(defaultRequiredKey("yes-no", "Have you studied in the UK before?")).toBe("common.required.yesNo");
    expect(defaultRequiredKey("yes-no", "Is a government paying your fees?")).toBe("common.required.choose");
  });

  it("asks to select what is chosen and to enter what is typed, never a bare 'required'", async () => {
    const { defaultRequiredKey } = await import("../../../rules/forms/messages");
    expect(defaultRequiredKey("yes-no")).toBe("common.required.choose");
    expect(defaultRequiredKey("country")).toBe("common.required.choose");
    expect(defaultRequiredKey("date")).toBe("common.required.enter");
    expect(defaultRequiredKey(undefined)).toBe("common.required.enter");
    expect(defaultRequiredKey("upload")).toBe("common.required.upload");
  });
});
