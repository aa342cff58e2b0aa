import { describe, expect, it } from "vitest";
import { checkNewPassword, isCommonPassword } from "../../../server/auth/password-policy";

describe("the password rule (000 §5, 002 §5.7)", () => {
  it.each([
    ["CasShield-Demo-2026!", null],
    ["Bright-Harbour-42!", null],
    ["a1!bcdef", null], // exactly 8
    ["a1!bcde", "tooShort"], // 7
    ["abcdefgh!", "noNumber"], // no digit
    ["12345678!", "noLetter"], // no letter
    ["abcd1234", "noSymbol"], // no special character
    [" abcd123!", "edgeSpace"], // leading space
    ["abcd123! ", "edgeSpace"], // trailing space
    ["correct horse 7!", null], // spaces inside are allowed
    ["Ünïcödé-Pass-9", null], // letters of any script
    [`a1!${"x".repeat(253)}`, null], // 256
    [`a1!${"x".repeat(254)}`, "tooLong"], // 257
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
