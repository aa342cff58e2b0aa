// The import field mapping's formats (001 §3), one table each: what the university's text
// becomes, and what is passed on unread for the import record's rules to name.
import { describe, expect, it } from "vitest";
import { countries } from "../../../schemas/reference";
import { applyFormat, phoneDigits, readBoolean, readCountry, readDate, readGender, readNumber, regexExtract, sanitise, zeroPad } from "../../../rules/import/formats";
import type { ImportFieldMappingArea, ImportMappingEntry } from "../../../rules/types";

describe("sanitising free text (001 §5)", () => {
  it.each([
    ["  Ada  ", "Ada"],
    ["Ad\u0000a\u0007", "Ada"],
    ["x".repeat(1200), "x".repeat(1000)],
    ["line\none", "line\none"],
  ])("%j -> %j", (input, output) => expect(sanitise(input)).toBe(output));

  it("keeps only digits, plus and minus in a phone number", () => {
    expect(phoneDigits("+44 (0)7700 900-123")).toBe("+4407700900-123");
  });
});

describe("dates", () => {
  it.each([
    ["2001-02-03", "date:YYYY-MM-DD", "2001-02-03"],
    ["2001-02-30", "date:YYYY-MM-DD", "2001-02-30"],
    ["03/02/2001", "date:DD/MM/YYYY", "2001-02-03"],
    ["02/03/2001", "date:MM/DD/YYYY", "2001-02-03"],
    ["03-Feb-2001", "date:DD-MMM-YYYY", "2001-02-03"],
    ["20010203", "date:YYYYMMDD", "2001-02-03"],
    ["31/02/2001", "date:DD/MM/YYYY", "31/02/2001"],
    ["yesterday", "date:DD/MM/YYYY", "yesterday"],
  ])("%s in %s -> %s", (text, format, expected) => expect(readDate(text, format)).toBe(expected));
});

describe("booleans, numbers, gender", () => {
  it.each([
    ["true", "boolean:true/false", true],
    ["FALSE", "boolean:true/false", false],
    ["Y", "boolean:Y/N", true],
    ["n", "boolean:Y/N", false],
    ["Yes", "boolean:Yes/No", true],
    ["No", "boolean:Yes/No", false],
    ["maybe", "boolean:Yes/No", "maybe"],
  ])("%s as %s -> %s", (text, format, expected) => expect(readBoolean(text, format)).toBe(expected));

  it.each([
    ["12,500", false, 12500],
    ["-3.5", false, -3.5],
    ["-3.5", true, 3.5],
    ["12k", false, "12k"],
  ])("%s (absolute %s) -> %s", (text, absolute, expected) => expect(readNumber(text, absolute)).toBe(expected));

  it.each([
    ["M", "gender:letter", "Male"],
    ["f", "gender:letter", "Female"],
    ["X", "gender:letter", "Not Listed"],
    ["female", "gender:word", "Female"],
    ["Other", "gender:word", "Not Listed"],
    ["Q", "gender:letter", "Q"],
  ])("%s as %s -> %s", (text, format, expected) => expect(readGender(text, format)).toBe(expected));
});

describe("countries", () => {
  it.each([
    ["IND", "country:alpha3", false, "India"],
    ["ind", "country:alpha3", true, "Indian"],
    ["NG", "country:alpha2", false, "Nigeria"],
    ["Viet Nam", "country:name", false, "Vietnam"],
    ["XYZ", "country:alpha3", false, "XYZ"],
  ])("%s as %s (nationality %s) -> %s", (text, format, nationality, expected) => {
    const result = readCountry(text, format, countries, nationality);
    if (expected === "Vietnam") expect(String(result)).toMatch(/Viet ?nam/i);
    else expect(result).toBe(expected);
  });
});

describe("padding, patterns and joining", () => {
  const area = { formats: { regex: { label: "r", kind: "text" }, blankIf: { label: "b", kind: "text" }, defaultIf: { label: "d", kind: "text" }, concat: { label: "c", kind: "text" } }, entries: {}, recordForm: "x", onCreate: { stage: "x" } } as unknown as ImportFieldMappingArea;
  const entry = (fields: Partial<ImportMappingEntry>): ImportMappingEntry => ({ field: "f", format: "text", validationType: "STRING", setupLevel: "Secondary", ...fields });
  const context = { row: { first: "Ada", middle: "", last: "Lovelace" }, countries };

  it("pads student numbers to 8 or 9", () => {
    expect(zeroPad("12345", 8)).toBe("00012345");
    expect(zeroPad("1234567890", 9)).toBe("1234567890");
  });

  it("extracts with a pattern's group or replacement", () => {
    expect(regexExtract("ID-00123", "^ID-(\\d+)$", undefined)).toBe("00123");
    expect(regexExtract("2027/09", "^(\\d{4})/(\\d{2})$", "$1-$2")).toBe("2027-09");
    expect(regexExtract("nothing", "^ID-(\\d+)$", undefined)).toBe("nothing");
  });

  it.each([
    [entry({ format: "blankIf", pattern: "^(N/A|none)$" }), "N/A", { absent: true }],
    [entry({ format: "blankIf", pattern: "^(N/A|none)$" }), "Oxford", { value: "Oxford" }],
    [entry({ format: "defaultIf", pattern: "^TBC$", defaultValue: "1" }), "TBC", { value: "1" }],
    [entry({ format: "defaultIf", pattern: "^TBC$", defaultValue: "1" }), "7", { value: "7" }],
    [entry({ format: "concat", columns: ["first", "middle", "last"], separator: " " }), "", { value: "Ada Lovelace" }],
    [entry({ format: "text" }), "   ", { absent: true }],
  ])("%o with %j", (mapping, cell, expected) => {
    expect(applyFormat(area, mapping, cell, context)).toEqual(expected);
  });
});
