// A subject-access request's dates (decision 0039): due one calendar month after receipt, the
// month's last day when it has no such day; overdue only once that day has passed unreleased; the
// received day read from a GOV.UK date input, refused when missing, impossible or still to come.
import { describe, expect, it } from "vitest";
import { addMonths } from "../../../rules/dates/add-months";
import { isOverdue, receivedDay, subjectAccessDue } from "../../../rules/privacy/subject-access";

describe("the due date", () => {
  it.each([
    ["2026-03-15", "2026-04-15"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2026-10-31", "2026-11-30"],
    ["2026-12-20", "2027-01-20"],
  ])("of a request received on %s is %s", (received, due) => {
    expect(subjectAccessDue(received)).toBe(due);
  });

  it("refuses what is not a day", () => {
    expect(() => addMonths("31/01/2026", 1)).toThrow(TypeError);
  });
});

describe("overdue", () => {
  it("is a request still open after its due day, not on it, and never a released one", () => {
    expect(isOverdue({ dueOn: "2026-11-21" }, "2026-11-22")).toBe(true);
    expect(isOverdue({ dueOn: "2026-11-22" }, "2026-11-22")).toBe(false);
    expect(isOverdue({ dueOn: "2026-11-21", releasedAt: "2026-11-20T09:00:00Z" }, "2026-11-22")).toBe(false);
  });
});

describe("the received day", () => {
  const today = "2026-11-22";
  it("is read from day, month and year", () => {
    expect(receivedDay({ day: "3", month: "9", year: "2026" }, today)).toEqual({ day: "2026-09-03" });
    expect(receivedDay({ day: " 22 ", month: "11", year: "2026" }, today)).toEqual({ day: "2026-11-22" });
  });

  it.each([
    [{ day: "", month: "", year: "" }, "missing"],
    [{ day: "31", month: "4", year: "2026" }, "missing"],
    [{ day: "29", month: "2", year: "2026" }, "missing"],
    [{ day: "x", month: "4", year: "2026" }, "missing"],
    [{ day: "23", month: "11", year: "2026" }, "future"],
  ])("is refused for %j (%s)", (parts, problem) => {
    expect(receivedDay(parts, today)).toEqual({ problem });
  });
});
