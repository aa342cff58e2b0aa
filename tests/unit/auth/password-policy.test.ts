import { describe, expect, it } from "vitest";
import { checkNewPassword, isCommonPassword } from "../../../server/auth/password-policy";

describe("the password rule (000 §5, 002 §5.7)", () => {
  it.each([
    ["CasShield-Demo-2026!", null],
    ["Bright-Harbour-42!", null],
    ["a1!bcdef", null], // exactly 8
    ["a1!bcde", "rule"], // 7
    ["abcdefgh!", "rule"], // no digit
    ["12345678!", "rule"], // no letter
    ["abcd1234", "rule"], // no special character
    [" abcd123!", "rule"], // leading space
    ["abcd123! ", "rule"], // trailing space
    ["correct horse 7!", null], // spaces inside are allowed
    ["Ünïcödé-Pass-9", null], // letters of any script
    [`a1!${"x".repeat(253)}`, null], // 256
    [`a1!${"x".repeat(254)}`, "rule"], // 257
    ["", "missing"],
  ] as const)("%j -> %s", (password, expected) => {
    expect(checkNewPassword(password)).toBe(expected);
  });

  it("refuses common passwords whatever their case", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(checkNewPassword("P@ssw0rd")).toBe("common");
    expect(checkNewPassword("P@SSW0RD")).toBe("common");
    expect(isCommonPassword("CasShield-Demo-2026!")).toBe(false);
  });

  it("checks the confirmation last", () => {
    expect(checkNewPassword("Bright-Harbour-42!", "Bright-Harbour-42")).toBe("mismatch");
    expect(checkNewPassword("Bright-Harbour-42!", "Bright-Harbour-42!")).toBeNull();
  });
});
