// Money to the penny (issue 15 item 8): amounts typed in pounds and pence become integer pence,
// and pence show as pounds; nothing else is an amount.
import { describe, expect, it } from "vitest";
import { penceFromPounds, poundsFromPence } from "../../../rules/domain/money";

describe("money in pence", () => {
  it("reads pounds and pence exactly, without floating point", () => {
    expect(penceFromPounds("5000")).toBe(500000);
    expect(penceFromPounds("5000.50")).toBe(500050);
    expect(penceFromPounds("0.10")).toBe(10);
    expect(penceFromPounds("1,234.56")).toBe(123456);
    // 0.1 + 0.2 style errors cannot happen: 1.15 * 100 is 114.99999999999999 as a float.
    expect(penceFromPounds("1.15")).toBe(115);
    expect(penceFromPounds(25)).toBe(2500);
  });

  it("refuses what is not an amount in pounds and pence", () => {
    for (const value of ["5000.5", "5000.505", "-1", "£5000", "05", "", "abc", 12.5, null, undefined]) expect(penceFromPounds(value), String(value)).toBeNull();
  });

  it("shows pence as pounds and pence", () => {
    expect(poundsFromPence(500050)).toBe("5,000.50");
    expect(poundsFromPence(5)).toBe("0.05");
  });
});
