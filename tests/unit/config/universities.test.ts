// The five demo universities differ the way real ones do; each difference is configuration
// (a merge patch in tenant-configs/<key>/) and shows through the same evaluation the app uses.
import { beforeAll, describe, expect, it } from "vitest";
import { applicationTaskGroups, evaluatePage, timeline, type PreparedConfig } from "../../../rules";
import { composedConfigs, preparedConfig } from "../../../server/cli/config-source";

const KEYS = ["northbridge", "thamesgate", "caledonia", "pennine", "westhaven"] as const;
const today = "2026-11-22";
const configs = {} as Record<(typeof KEYS)[number], PreparedConfig>;

beforeAll(async () => {
  for (const key of KEYS) configs[key] = await preparedConfig(key);
});

function evaluate(key: (typeof KEYS)[number], form: string, data: Record<string, unknown>, top: Record<string, unknown> = {}) {
  const page = evaluatePage(configs[key], form, { record: { ...top, sections: { [form]: data } }, today, role: "Student" });
  return { fields: page.states, errors: page.errors };
}

const others = (key: string) => KEYS.filter((other) => other !== key);

describe("what differs between the demo universities", () => {
  it("Northbridge shows the middle name and campus questions; the others hide them", () => {
    expect(evaluate("northbridge", "names-and-aliases", {}).fields.middleName.visible).toBe(true);
    expect(evaluate("northbridge", "student-number-and-course", {}).fields.campus.visible).toBe(true);
    for (const key of others("northbridge")) {
      expect(evaluate(key, "names-and-aliases", {}).fields.middleName.visible).toBe(false);
      expect(evaluate(key, "student-number-and-course", {}).fields.campus.visible).toBe(false);
    }
  });

  it("Thamesgate makes the postcode mandatory; elsewhere it is optional", () => {
    const withoutPostcode = (key: (typeof KEYS)[number]) => evaluate(key, "contact-and-address", {}).errors.filter((error) => error.path === "postcode");
    expect(evaluate("thamesgate", "contact-and-address", {}).fields.postcode.mandatory).toBe(true);
    expect(withoutPostcode("thamesgate")).toHaveLength(1);
    for (const key of others("thamesgate")) {
      expect(evaluate(key, "contact-and-address", {}).fields.postcode.mandatory).toBe(false);
      expect(withoutPostcode(key)).toEqual([]);
    }
  });

  it("Caledonia lets a student describe a gender that is not listed", () => {
    const answer = { gender: "Not Listed" };
    expect(evaluate("caledonia", "gender-birth-nationality", answer).fields.genderSelfDescription.visible).toBe(true);
    expect(evaluate("caledonia", "gender-birth-nationality", { gender: "Female" }).fields.genderSelfDescription.visible).toBe(false);
    for (const key of others("caledonia")) expect(evaluate(key, "gender-birth-nationality", answer).fields.genderSelfDescription.visible).toBe(false);
  });

  it("Pennine starts its welcome reminders later", () => {
    const welcome = (key: (typeof KEYS)[number]) => timeline(configs[key].areas.reminders.find((reminder) => reminder.key === "welcome")!, 60);
    expect(welcome("pennine")).toEqual([10, 20, 30, 40, 50, 60]);
    for (const key of others("pennine")) expect(welcome(key)).toEqual([7, 14, 21, 28, 35, 42, 49, 56]);
  });

  it("Westhaven runs a partial apply journey: fewer application sections", () => {
    const sections = (key: (typeof KEYS)[number]) =>
      applicationTaskGroups(configs[key], "application", {}, { today, role: "Applicant" }).flatMap((group) => group.rows.map((row) => row.formId));
    expect(configs.westhaven.settings.apply).toMatchObject({ enabled: true, partialApplyJourney: true });
    expect(sections("westhaven")).not.toContain("references");
    expect(sections("westhaven")).not.toContain("declarations");
    expect(sections("westhaven")).toContain("identity");
    for (const key of others("westhaven")) expect(sections(key)).toHaveLength(18);
  });

  it("each has its own name, code, sponsor, team, intakes and courses", async () => {
    const all = await composedConfigs();
    const settingsOf = (key: string) => all.find((entry) => entry.key === key)!.config.settings as Record<string, unknown>;
    for (const field of ["universityName", "universityCode", "teamName", "supportEmail"]) {
      expect(new Set(KEYS.map((key) => settingsOf(key)[field])).size).toBe(KEYS.length);
    }
    expect(new Set(KEYS.map((key) => (settingsOf(key).sponsor as { licenceNumber: string }).licenceNumber)).size).toBe(KEYS.length);
    for (const key of KEYS) {
      const courses = settingsOf(key).courses as Array<{ id: string; intakes: string[] }>;
      // Keyed by id (decision 0095).
      const intakes = Object.keys(settingsOf(key).intakes as Record<string, unknown>);
      expect(courses.length).toBeGreaterThan(0);
      for (const course of courses) expect(course.intakes.every((intake) => intakes.includes(intake))).toBe(true);
    }
  });
});
