// Phone operations (000 §5 Phone, 002 §5.8) backed by libphonenumber-js.
import { describe, expect, it } from "vitest";
import { evaluate } from "../../../rules";

describe("phone-plausible", () => {
  it("accepts valid numbers", () => {
    expect(evaluate({ "phone-plausible": ["44", "7911123456"] })).toBe(true);
    expect(evaluate({ "phone-plausible": ["+44", "7911 123 456"] })).toBe(true);
    expect(evaluate({ "phone-plausible": ["91", "9876543210"] })).toBe(true);
    expect(evaluate({ "phone-plausible": [44, 7911123456] })).toBe(true);
  });

  it("accepts a 4-digit code with a 7-digit number even when not otherwise valid", () => {
    expect(evaluate({ "phone-plausible": ["1246", "1234567"] })).toBe(true);
    expect(evaluate({ "phone-plausible": ["1246", "123456"] })).toBe(false);
  });

  it("rejects implausible or malformed numbers", () => {
    expect(evaluate({ "phone-plausible": ["44", "12"] })).toBe(false);
    expect(evaluate({ "phone-plausible": ["44", "79111234567890"] })).toBe(false);
    expect(evaluate({ "phone-plausible": ["44", "79x1123456"] })).toBe(false);
    expect(evaluate({ "phone-plausible": ["", "7911123456"] })).toBe(false);
    expect(evaluate({ "phone-plausible": [null, null] })).toBe(false);
  });
});

describe("phone-country-code-known", () => {
  it("knows country calling codes", () => {
    for (const code of ["44", "+44", "1", "91", "234", "7", 33]) expect(evaluate({ "phone-country-code-known": [code] }), String(code)).toBe(true);
  });

  it("knows Caribbean 1-xxx codes written as 4 digits", () => {
    expect(evaluate({ "phone-country-code-known": ["1246"] })).toBe(true); // Barbados
    expect(evaluate({ "phone-country-code-known": ["1876"] })).toBe(true); // Jamaica
    expect(evaluate({ "phone-country-code-known": ["1212"] })).toBe(false); // a US area code
  });

  it("rejects unknown or malformed codes", () => {
    for (const code of ["999", "0", "", "abc", "12345", null, -44]) expect(evaluate({ "phone-country-code-known": [code] }), String(code)).toBe(false);
  });
});

describe("phone-code and phone-number: the parts of a phone answer", () => {
  it("split the answer at the first space or hyphen within its first six characters", () => {
    expect(evaluate({ "phone-code": ["+44 7911 123456"] })).toBe("+44");
    expect(evaluate({ "phone-number": ["+44 7911 123456"] })).toBe("7911 123456");
    expect(evaluate({ "phone-code": ["1246-1234567"] })).toBe("1246");
    expect(evaluate({ "phone-number": ["+1246 1234567"] })).toBe("1234567");
  });

  it("give nothing for an answer without a code, so the checks over them fail", () => {
    for (const value of ["07911123456", "", null, 44, "+441234567 890"]) {
      expect(evaluate({ "phone-code": [value] }), String(value)).toBe("");
      expect(evaluate({ "phone-country-code-known": [{ "phone-code": [value] }] }), String(value)).toBe(false);
    }
    expect(evaluate({ "phone-plausible": [{ "phone-code": ["+44 7911 123456"] }, { "phone-number": ["+44 7911 123456"] }] })).toBe(true);
  });
});
