// Issue 38 item 3: "make a document required for September starters of any year" without typing
// one year's dates. The builder's "is in the month of" writes `{"in": [{"date-month": [date]},
// [9]]}`, reads it back, says it in words, and the documents' rules apply it to any year.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, describeCondition, prepareDraft, type PreparedConfig } from "../../../rules";
import { applicableDocuments } from "../../../rules/checklist/documents";
import { builderToLogic, readCondition } from "../../../rules/conditions/condition-builder";
import { monthOf } from "../../../rules/operations/date-month";
import { composedConfigs } from "../../../server/cli/config-source";
import { words } from "../config-admin/words";
import formWords from "../../../tenant-configs/_defaults/messages/form.json";

const START = "sections.course-details.startDate";
const septemberStarters = { in: [{ "date-month": [{ var: START }] }, [9]] };

describe("the month of a date", () => {
  it("is the month of a date, a date-time or a year-month, and nothing for anything else", () => {
    expect(monthOf("2027-09-20")).toBe(9);
    expect(monthOf("2031-01-05T09:00:00Z")).toBe(1);
    expect(monthOf("2028-09")).toBe(9);
    expect(monthOf("September")).toBeNull();
    expect(monthOf(null)).toBeNull();
  });

  it("is built, read back and said in words", () => {
    const reading = readCondition(septemberStarters);
    expect(reading.kind).toBe("query");
    if (reading.kind !== "query") return;
    expect(reading.query.rules).toEqual([expect.objectContaining({ field: START, operator: "inMonths", value: ["9"] })]);
    expect(builderToLogic(reading.query)).toEqual(septemberStarters);
    const texts = { ...words, ...Object.fromEntries(Object.entries(formWords as Record<string, { text: string }>).map(([key, entry]) => [key, entry.text])) };
    const say = (rule: unknown) => describeCondition(rule, { words: texts, labelOf: (path) => (path === START ? "Course start date" : undefined) });
    expect(say(septemberStarters)).toBe("when Course start date is in September");
    expect(say({ "!": { in: [{ "date-month": [{ var: START }] }, [9, 1]] } })).toBe("when Course start date is not in September or January");
  });
});

describe("a document for September starters of any year", () => {
  let config: Record<string, unknown>;
  let prepared: PreparedConfig;

  beforeAll(async () => {
    [{ config }] = await composedConfigs("northbridge");
    const documents = structuredClone(config.documents) as { areas: Record<string, Record<string, Record<string, unknown>>> };
    documents.areas.generalDocuments.tbTest.when = septemberStarters;
    const draft = { ...config, documents };
    expect(prepareDraft(draft, { version: 2 }).problems).toEqual([]);
    prepared = compileConfiguration(draft, { version: 2 });
  });

  it("is asked of a student starting in September of any year, and of no one else", () => {
    const asked = (startDate: string) => applicableDocuments(prepared, ["generalDocuments"], { sections: { "course-details": { startDate } } }, "2026-11-27").some((ref) => ref.key === "generalDocuments.tbTest");
    expect(asked("2027-09-20")).toBe(true);
    expect(asked("2032-09-01")).toBe(true);
    expect(asked("2028-01-15")).toBe(false);
    expect(applicableDocuments(prepared, ["generalDocuments"], { sections: {} }, "2026-11-27").some((ref) => ref.key === "generalDocuments.tbTest")).toBe(false);
  });
});
