// @vitest-environment jsdom
// A programme choice offers only the courses that exist at the chosen level, mode and intake
// (issue 16 item 3: the course list filters; decision 0816). The renderer sends each option's
// level, mode and intakes (tests/unit/rules/course-option-filter.test.ts); the select narrows by
// the answers beside it.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderForm } from "./render-helpers";

afterEach(cleanup);

const courses = [
  { value: "NBU-100", name: "MSc Data Science", level: "Postgraduate", mode: "Full-time", intakes: ["2027-01", "2027-09"] },
  { value: "NBU-101", name: "BSc Computer Science", level: "Undergraduate", mode: "Full-time", intakes: ["2027-09"] },
  { value: "NBU-103", name: "BSc Business (part-time)", level: "Undergraduate", mode: "Part-time", intakes: ["2027-01", "2027-09"] },
];
const schema = {
  type: "object" as const,
  properties: {
    programmeChoices: {
      type: "array" as const,
      title: "Programme choices",
      items: {
        type: "object" as const,
        properties: {
          intendedLevelOfStudy: { type: "string" as const, title: "Intended level of study" },
          mode: { type: "string" as const, title: "Study mode" },
          intakeId: { type: "string" as const, title: "Intake" },
          courseId: { type: "string" as const, title: "Course", enum: courses.map((course) => course.value) },
        },
      },
    },
  },
};
const uiSchema = {
  programmeChoices: {
    items: {
      courseId: {
        "ui:widget": "select",
        "ui:enumNames": courses.map((course) => course.name),
        "ui:options": {
          optionFilter: {
            where: { level: "intendedLevelOfStudy", mode: "mode", intakes: "intakeId" },
            items: courses.map(({ value, level, mode, intakes }) => ({ value, level, mode, intakes })),
          },
        },
      },
    },
  },
};

function courseOptions(choice: Record<string, unknown>) {
  cleanup();
  renderForm({ schema, uiSchema, texts: {}, formData: { programmeChoices: [choice] } });
  const select = screen.getByRole("combobox", { name: /^Course/ });
  return within(select).getAllByRole("option").slice(1).map((option) => option.textContent);
}

describe("the course question of a programme choice", () => {
  it("offers every course before a level, mode or intake is chosen", () => {
    expect(courseOptions({})).toEqual(["MSc Data Science", "BSc Computer Science", "BSc Business (part-time)"]);
  });

  it("offers only the courses at the chosen level, mode and intake", () => {
    expect(courseOptions({ intendedLevelOfStudy: "Undergraduate" })).toEqual(["BSc Computer Science", "BSc Business (part-time)"]);
    expect(courseOptions({ intendedLevelOfStudy: "Undergraduate", mode: "Part-time", intakeId: "2027-01" })).toEqual(["BSc Business (part-time)"]);
    expect(courseOptions({ intendedLevelOfStudy: "Postgraduate", mode: "Part-time" })).toEqual([]);
  });

  it("says so when no course matches, in the question's words (issue 40 item 11)", () => {
    const texts = { "form.select.noMatch": "Nothing fits", "programmeChoices.courseId.noMatch": "No courses match the level, study mode and intake you chose." };
    const courseId = uiSchema.programmeChoices.items.courseId;
    const named = { programmeChoices: { items: { courseId: { ...courseId, "ui:options": { ...courseId["ui:options"], noMatch: "programmeChoices.courseId.noMatch" } } } } };
    cleanup();
    renderForm({ schema, uiSchema: named, texts, formData: { programmeChoices: [{ intendedLevelOfStudy: "Postgraduate", mode: "Part-time" }] } });
    expect(screen.getByRole("status").textContent).toBe("No courses match the level, study mode and intake you chose.");
    cleanup();
    renderForm({ schema, uiSchema: named, texts, formData: { programmeChoices: [{ intendedLevelOfStudy: "Undergraduate" }] } });
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the course already chosen, even when it no longer fits (the rules say why)", () => {
    expect(courseOptions({ intendedLevelOfStudy: "Undergraduate", mode: "Part-time", courseId: "NBU-100" })).toEqual(["MSc Data Science", "BSc Business (part-time)"]);
  });
});
