import { describe, expect, it } from "vitest";
import { describeCondition, describeExpression, describeOptionsFrom, humanisePath } from "../../../rules";
import { words } from "./words";
import { standardOperations } from "../../../rules/jsonlogic/standard-operations";
import { CUSTOM_OPERATIONS } from "../../../rules/operations";

const labels: Record<string, string> = { idType: "Which identity document do you have?", "passport.passportNo": "Passport number" };
const say = (rule: unknown) => describeCondition(rule, { words, labelOf: (path) => labels[path] });

describe("describeCondition", () => {
  it("reads switches as always and never", () => {
    expect(say(true)).toBe("always");
    expect(say(false)).toBe("never");
    expect(say(undefined)).toBe("never");
  });

  it("reads equality on the top-level record as 'when fee status is HOME'", () => {
    expect(say({ "==": [{ var: "application.feeStatus" }, "HOME"] })).toBe("when fee status is HOME");
    expect(say({ "===": [{ var: "application.feeStatus" }, "HOME"] })).toBe("when fee status is HOME");
    expect(say({ "!=": [{ var: "application.feeStatus" }, "HOME"] })).toBe("when fee status is not HOME");
  });

  it("names a stored value by its words where the field's options give them (issue 38: no codes)", () => {
    const fields = [
      { name: "application.feeStatus", label: "Fee status", kind: "choice" as const, values: [{ value: "HOME", label: "Home" }, { value: "EU", label: "EU settled" }] },
      { name: "record.idType", label: "Which identity document do you have?", kind: "choice" as const, values: [{ value: "PASSPORT", label: "Passport" }] },
    ];
    const worded = (rule: unknown) => describeCondition(rule, describeOptionsFrom(fields, words));
    expect(worded({ "==": [{ var: "application.feeStatus" }, "HOME"] })).toBe("when fee status is Home");
    expect(worded({ "!": { in: [{ var: "application.feeStatus" }, ["HOME", "EU"]] } })).toBe("when fee status is not one of Home, EU settled");
    expect(worded({ "==": [{ var: "record.idType" }, "PASSPORT"] })).toBe("when Which identity document do you have? is Passport");
    // A value no option names is shown as it is, never hidden.
    expect(worded({ "==": [{ var: "application.feeStatus" }, "ISLANDS"] })).toBe("when fee status is ISLANDS");
  });

  it("names the form's own fields by their labels and settings as settings", () => {
    expect(say({ "==": [{ var: "record.idType" }, "Passport"] })).toBe("when Which identity document do you have? is Passport");
    expect(say({ "==": [{ var: "settings.showMiddleName" }, true] })).toBe("when the setting show middle name is yes");
    expect(say({ "===": [{ var: "record.hasOtherName" }, false] })).toBe("when has other name is no");
  });

  it("reads in, and, or, ! and !!", () => {
    expect(say({ in: [{ var: "application.feeStatus" }, ["HOME", "EU"]] })).toBe("when fee status is one of HOME, EU");
    expect(say({ "!": { in: [{ var: "application.feeStatus" }, ["HOME", "EU"]] } })).toBe("when fee status is not one of HOME, EU");
    expect(say({ "!": [{ "==": [{ var: "role" }, "Applicant"] }] })).toBe("when the user's role is not Applicant");
    expect(say({ "!!": [{ var: "record.passport.passportNo" }] })).toBe("when Passport number is given");
    expect(say({ "!": [{ var: "record.passport.passportNo" }] })).toBe("when Passport number is empty");
    expect(
      say({ and: [{ "==": [{ var: "application.feeStatus" }, "OVERSEAS"] }, { or: [{ "!!": [{ var: "record.a" }] }, { "==": [{ var: "record.b" }, 1] }] }] }),
    ).toBe("when fee status is OVERSEAS and (a is given or b is 1)");
    expect(say({ or: [{ "==": [{ var: "record.a" }, "x"] }, { "==": [{ var: "record.a" }, "y"] }] })).toBe("when a is x or a is y");
  });

  it("reads missing, comparisons, today and strings tested with in", () => {
    expect(say({ missing: ["record.givenName", "record.familyName"] })).toBe("when given name, family name not given");
    expect(say({ ">": [{ var: "application.age" }, 17] })).toBe("when age is more than 17");
    expect(say({ in: ["@", { var: "record.email" }] })).toBe("when email contains @");
    expect(say({ in: [{ var: "record.code" }, "ABC"] })).toBe("when ABC contains code");
  });

  it("reads the engine's own operations in words: dates, blanks, phone checks and lengths", () => {
    expect(say({ "date-after": [{ var: "record.d" }, { var: "today" }] })).toBe("when d is after today");
    const phone = { var: "record.phone" };
    expect(say({ and: [{ "!": [{ "is-blank": [phone] }] }, { "!": [{ "phone-country-code-known": [{ "phone-code": [phone] }] }] }] })).toBe(
      "when phone is not blank and the country code of phone is unknown",
    );
    expect(say({ "!": [{ "phone-plausible": [{ "phone-code": [phone] }, { "phone-number": [phone] }] }] })).toBe("when phone is not a possible phone number");
    expect(say({ ">": [{ "text-length": [{ var: "record.idType" }] }, 500] })).toBe("when the length of Which identity document do you have? is more than 500");
    expect(say({ "date-on-or-before": [{ var: "record.d" }, { "date-add": [{ var: "today" }, 14, "days"] }] })).toBe("when d is on or before 14 days after today");
    expect(say({ some: [{ var: "record.items" }, { "==": [{ var: "" }, "x"] }] })).toBe("when any of items where the item is x");
    expect(say({ if: [{ "==": [{ var: "record.a" }, 1] }, "one", "other"] })).toBe("when if a is 1 then one, otherwise other");
    expect(say({ "<=": [18, { var: "record.age" }, 65] })).toBe("when age is between 18 and 65");
  });

  it("has words for every operation of the engine, so no summary shows JSON", () => {
    const operations = [...standardOperations().keys(), ...Object.keys(CUSTOM_OPERATIONS)];
    expect(operations.length).toBeGreaterThan(50);
    const one = new Set(["!", "!!", "var", "missing", "is-blank", "is-date", "is-year-month", "phone-plausible", "phone-country-code-known", "count", "sum", "text-length", "sentence-count", "round-down", "format-number", "log"]);
    const three = new Set(["reduce", "date-add", "substr", "if", "?:", "missing_some"]);
    for (const op of operations) {
      const args = [{ var: "record.a" }, { var: "record.b" }, 3].slice(0, one.has(op) ? 1 : three.has(op) ? 3 : 2);
      const summary = say({ [op]: op === "missing_some" ? [1, ["record.a", "record.b"]] : args });
      expect(summary, op).not.toContain("{");
      expect(summary, op).toMatch(/^when /);
    }
  });

  it("falls back to the JSON for an operation without words", () => {
    expect(say({ and: [{ "==": [{ var: "record.a" }, 1] }, { "no-such-op": [1, 2] }] })).toBe('when a is 1 and {"no-such-op":[1,2]}');
  });

  it("describes an expression without 'when' and humanises paths", () => {
    expect(describeExpression({ "==": [{ var: "application.feeStatus" }, "HOME"] }, { words })).toBe("fee status is HOME");
    expect(humanisePath("passport.dateOfIssue")).toBe("passport date of issue");
    expect(humanisePath("otherNames.*.reason")).toBe("other names reason");
    expect(humanisePath("UKPostcode")).toBe("uk postcode");
  });
});
