// The renderer sends a programme choice's course question the level, mode and intakes of each of
// the university's courses, with which answers they must match (optionsFrom.where; decision 0816).
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { preparedConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await preparedConfig("northbridge");
});

describe("the course question's option filter", () => {
  it.each(["programme-choices", "new-application"])("%s: every course with its level, mode and intakes, matched to the choice's answers", (formId) => {
    const page = evaluatePage(config, formId, { record: {}, data: { programmeChoices: [{}] }, today: "2026-11-22", role: "Applicant" });
    const items = (page.uiSchema.programmeChoices as { items: { courseId: { "ui:options": { optionFilter: { where: unknown; items: unknown } } } } }).items;
    const filter = items.courseId["ui:options"].optionFilter;
    expect(filter.where).toEqual({ level: "intendedLevelOfStudy", mode: "mode", intakes: "intakeId" });
    expect(filter.items).toEqual((config.settings.courses ?? []).map((course) => ({ value: course.id, level: course.level, mode: course.mode, intakes: course.intakes })));
  });
});
