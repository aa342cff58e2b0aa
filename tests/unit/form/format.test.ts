import { expect, it } from "vitest";
import { formatDate, formatPounds } from "../../../app/lib/format";

it("shows dates as D MMM YYYY and money in whole pounds", () => {
  expect(formatDate("2026-11-02")).toBe("2 Nov 2026");
  expect(formatDate("2026-11-22T10:00:00.000Z")).toBe("22 Nov 2026");
  expect(formatDate("not a date")).toBe("not a date");
  expect(formatPounds(16500)).toBe("£16,500");
  expect(formatPounds(null)).toBe("");
});
