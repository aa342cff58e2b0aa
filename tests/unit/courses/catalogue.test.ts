// The course catalogue (decision 0828): the defaults' expressions turn a stored course into one
// applicants choose from, and stored courses join the configuration's, replacing one by id.
import { describe, expect, it } from "vitest";
import defaults from "../../../tenant-configs/_defaults/courses.json";
import { courseCatalogue, coursesOnlyListed, listedCourseAnswers, offeredCourse, type CompiledCourseCatalogue } from "../../../rules/courses/catalogue";
import { compile } from "../../../rules/default-engine";
import type { CourseSetting } from "../../../rules/types";

const catalogue: CompiledCourseCatalogue = {
  include: compile(defaults.catalogue.include),
  fields: Object.entries(defaults.catalogue.fields).map(([field, rule]) => [field as keyof CourseSetting, compile(rule)] as const),
};
const MSC = { shortId: "DS1", name: "MSc Data Science", award: "MSc", mode: "Full-time", startDateHome: "2027-09-20", feeOverseas: 18000, entryPoints: ["Year 1"] };

describe("a stored course as applicants see it", () => {
  it.each([
    ["MSc", undefined, "Postgraduate"],
    ["PhD", undefined, "Research"],
    ["BSc (Hons)", undefined, "Undergraduate"],
    ["CertHE", "Foundation", "Foundation"],
  ])("an award of %s (category %s) is at the %s level", (award, category, level) => {
    expect(offeredCourse(catalogue, { ...MSC, award, category })?.level).toBe(level);
  });

  it("takes its id and code from the code, its intake from the start date and its fee from the overseas fee", () => {
    expect(offeredCourse(catalogue, MSC)).toEqual({ id: "DS1", code: "DS1", name: "MSc Data Science", level: "Postgraduate", mode: "Full-time", intakes: ["2027-09"], fee: 18000, entryPoints: ["Year 1"] });
  });

  it("has no intake without a start date, and is not offered when not available overseas or without a name", () => {
    expect(offeredCourse(catalogue, { ...MSC, startDateHome: undefined })?.intakes).toEqual([]);
    expect(offeredCourse(catalogue, { ...MSC, availableOverseas: false })).toBeNull();
    expect(offeredCourse(catalogue, { ...MSC, availableOverseas: true })?.id).toBe("DS1");
    expect(offeredCourse(catalogue, { ...MSC, name: "" })).toBeNull();
  });
});

describe("the catalogue", () => {
  const listed: CourseSetting[] = [{ id: "A", name: "Listed A" }, { id: "DS1", name: "Old name" }];
  it("keeps the configuration's order, replaces a listed course by a stored one with its id and adds the rest by name", () => {
    const courses = courseCatalogue(catalogue, listed, [{ ...MSC, shortId: "Z9", name: "BA Zoology", award: "BA" }, MSC, { ...MSC, shortId: "B2", name: "BA Art", award: "BA" }]);
    expect(courses.map((course) => course.name)).toEqual(["Listed A", "MSc Data Science", "BA Art", "BA Zoology"]);
  });
});

describe("a course the settings list, in the course-setup form (decision 0059)", () => {
  const listed: CourseSetting = { id: "NBU-102", code: "NBU102", name: "MBA Global Business", level: "Postgraduate", mode: "Part-time", intakes: ["2027-01", "2027-09"], fee: 18500, campus: "Riverside Campus" };

  it("answers each question a catalogue field reads as it is, a list question with one item, and says it is offered overseas", () => {
    expect(listedCourseAnswers(defaults.catalogue, listed, new Set(["campus", "entryPoints"]))).toEqual({
      availableOverseas: true,
      shortId: "NBU-102",
      name: "MBA Global Business",
      mode: "Part-time",
      feeOverseas: 18500,
      campus: ["Riverside Campus"],
    });
  });

  it("reads nothing back from a worked-out field (level, intakes), and saved, the course is the one applicants see", () => {
    const answers = listedCourseAnswers(defaults.catalogue, listed, new Set(["campus"]));
    expect(Object.keys(answers)).not.toEqual(expect.arrayContaining(["level", "intakes", "award"]));
    expect(offeredCourse(catalogue, { ...answers, award: "MBA", startDateHome: "2027-09-20" })).toMatchObject({ id: "NBU-102", name: "MBA Global Business", fee: 18500, campus: "Riverside Campus" });
  });

  it("lists only the settings' courses no stored course replaces, whether or not the stored one is offered", () => {
    const other = { ...listed, id: "NBU-100", name: "MSc Data Science" };
    expect(coursesOnlyListed(catalogue, [listed, other], [{ shortId: "NBU-102", name: "MBA", availableOverseas: false }]).map((course) => course.id)).toEqual(["NBU-100"]);
    expect(coursesOnlyListed(catalogue, [listed, other], [])).toHaveLength(2);
  });
});
