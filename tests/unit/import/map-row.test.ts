// A row of a university's file made into the bulk import record with the default mapping, and
// checked by the import record form with the messages of 001 §5 'Import', each named by column.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { mapRow, missingColumns } from "../../../rules/import/map-row";
import { countries } from "../../../schemas/reference";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const GOOD: Record<string, string> = {
  studentNo: "12345678",
  email: "ada@example.com",
  familyName: "Lovelace",
  givenName: "Ada",
  dob: "2005-12-10",
  intakeId: "2027-09",
  offerId: "OFF-1",
  nationality: "IND",
  country: "GBR",
  gender: "F",
  phone: "+44 7700 900123",
  withAgent: "false",
  offers_courses_title: "MSc Data Science",
  offers_courses_start_date: "2027-09-20",
  offers_courses_end_date: "2028-09-19",
  offers_courses_fee: "21500",
  courseFeePaidToDate: "0",
  isPSEnglish: "false",
  counsellorName: "Sam Adviser",
};
const context = { tenant: "northbridge", source: "CSV", countries, today: "2026-11-22" };
const problemsOf = (row: Record<string, string>) => mapRow(config, row, context).problems.map((problem) => [problem.column, problem.message]);

describe("a good row", () => {
  it("becomes the student, their offer and its course, with the rest kept aside", () => {
    const { record, extra, problems } = mapRow(config, GOOD, context);
    expect(problems).toEqual([]);
    expect(record).toMatchObject({
      uni: "northbridge",
      source: "CSV",
      studentNo: "12345678",
      nationality: "Indian",
      country: "United Kingdom",
      gender: "Female",
      phone: "+447700900123",
      withAgent: false,
      offers: [{ intakeId: "2027-09", offerId: "OFF-1", courses: [{ title: "MSc Data Science", startDate: "2027-09-20", endDate: "2028-09-19", courseFeeFirstYear: 21500 }] }],
    });
    expect(extra).toMatchObject({ counsellorName: "Sam Adviser", courseFeePaidToDate: 0, isPSEnglish: false });
  });

  it("takes the mapping's defaults: offer '1' when the file has none", () => {
    const { record } = mapRow(config, { ...GOOD, offerId: "" }, context);
    expect((record.offers as Array<Record<string, unknown>>)[0].offerId).toBe("1");
  });
});

describe("bad rows (001 §5 Import)", () => {
  it.each([
    [{ studentNo: "" }, [["studentNo", "Enter the student number"]]],
    [{ email: "" }, [["email", "Enter an email address"]]],
    [{ email: "ada-at-example" }, [["email", "Enter an email address in the correct format, like name@example.com"]]],
    [{ familyName: "" }, [["familyName", "Enter the family name"]]],
    [{ givenName: "" }, [["givenName", "Enter the given name"]]],
    [{ intakeId: "" }, [["intakeId", "Enter the intake ID"]]],
    [{ dob: "10/12/2005" }, [["dob", "Date of birth must be in YYYY-MM-DD format"]]],
    [{ dob: "2005-02-30" }, [["dob", "Date of birth must be a real date"]]],
    [{ offers_courses_title: "" }, [["offers_courses_title", "Enter the course title"]]],
    [{ offers_courses_end_date: "2027-01-01" }, [["offers_courses_end_date", "End date must be after start date"]]],
    [{ offers_courses_fee: "-5" }, [["offers_courses_fee", "Course fee cannot be negative"]]],
    [{ withAgent: "true" }, [["agentName", "Enter the agent name for an applicant with an agent"]]],
    [{ offers_courses_conditional: "true" }, [["offers_courses_conditions_text1", "Conditional offer must have at least one condition text"]]],
    [{ offers_courses_scholarship_title: "Merit" }, [["offers_courses_scholarship_amount", "Enter the scholarship amount for ‘Merit’"]]],
  ])("%o", (change, expected) => {
    expect(problemsOf({ ...GOOD, ...change })).toEqual(expected);
  });
});

describe("the file's header", () => {
  it("must hold every Mandatory column without a default", () => {
    expect(missingColumns(config, Object.keys(GOOD))).toEqual([]);
    expect(missingColumns(config, Object.keys(GOOD).filter((column) => column !== "dob" && column !== "offerId"))).toEqual(["dob"]);
  });
});

describe("a preset (decision 0829)", () => {
  it("reads a DfE Apply export by its own column names over the university's mapping", () => {
    const apply: Record<string, string> = {};
    const renamed: Record<string, string> = { studentNo: "candidate_id", offerId: "application_choice_id", givenName: "first_name", familyName: "last_name", dob: "date_of_birth", phone: "phone_number", offers_courses_title: "course", offers_courses_start_date: "course_start_date" };
    for (const [column, value] of Object.entries(GOOD)) apply[renamed[column] ?? column] = value;
    const mapped = mapRow(config, apply, { ...context, source: "APPLY" });
    expect(mapped.problems).toEqual([]);
    expect(mapped.record).toMatchObject({ studentNo: "12345678", givenName: "Ada", familyName: "Lovelace", dob: "2005-12-10" });
    expect(missingColumns(config, Object.keys(apply), "APPLY")).toEqual([]);
    // The same file read with the university's own mapping lacks its columns.
    expect(missingColumns(config, Object.keys(apply))).toEqual(expect.arrayContaining(["studentNo", "givenName"]));
  });
});
