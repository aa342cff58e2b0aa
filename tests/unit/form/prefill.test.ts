// Facts already held are never typed twice (issue 40 item 12, decision 0071): a form names, in its
// configuration, the record fields that answer its questions; a page never saved shows them as
// its answers, the person may change them, and a saved page shows what was saved.
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { tryCompileForm } from "../../../rules/forms/compile-form";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const input = (record: Record<string, unknown>, data?: Record<string, unknown>) => ({ record, today: "2026-11-22", role: "Student", ...(data ? { data } : {}) });

describe("a page that asks a fact the record holds", () => {
  it("shows the student number and date of birth already held, before the page is first saved", () => {
    const record = { _id: "s1", studentNo: "S1234", dob: "2001-09-30", sections: {} };
    expect(evaluatePage(config, "student-number-and-course", input(record)).answers.studentNumber).toBe("S1234");
    expect(evaluatePage(config, "gender-birth-nationality", input(record)).answers.dob).toBe("2001-09-30");
  });

  it("shows a student's name from their CAS record", () => {
    const student = { _id: "s1", givenName: "Amara", familyName: "Okafor", sections: {} };
    expect(evaluatePage(config, "names-and-aliases", input(student)).answers).toMatchObject({ givenName: "Amara", familyName: "Okafor" });
  });

  it("shows an applicant's names, as given when the application was started, on Identity", () => {
    const application = { _id: "a1", givenName: "Amara", familyName: "Okafor", sections: {} };
    expect(evaluatePage(config, "identity", { ...input(application), role: "Applicant" }).answers).toMatchObject({ givenName: "Amara", familyName: "Okafor" });
  });

  it("shows what was saved once the page is, even a changed or cleared answer", () => {
    const record = { _id: "s1", studentNo: "S1234", sections: { "student-number-and-course": { campus: "Main" } } };
    expect(evaluatePage(config, "student-number-and-course", input(record)).answers.studentNumber).toBeUndefined();
    const changed = { ...record, sections: { "student-number-and-course": { studentNumber: "S9999" } } };
    expect(evaluatePage(config, "student-number-and-course", input(changed)).answers.studentNumber).toBe("S9999");
  });

  it("takes what the person sends over what is held", () => {
    const record = { _id: "s1", studentNo: "S1234", sections: {} };
    expect(evaluatePage(config, "student-number-and-course", input(record, { studentNumber: "S7777" })).answers.studentNumber).toBe("S7777");
  });

  it("is refused at publish when it names no question of the form", () => {
    const definition = { id: "facts", kind: "checklist", title: "Facts", schema: { type: "object", properties: { studentNumber: { type: "string" } } }, fields: { studentNumber: { label: "Student number" } }, prefill: { studentNumber: "studentNo", studentNo: "studentNo" } };
    const { problems } = tryCompileForm(definition as Parameters<typeof tryCompileForm>[0], { messages: config.messages, resolveSchema: () => undefined });
    expect(problems.map((problem) => problem.problem)).toEqual(['"studentNo" is not one of the form\'s questions']);
  });
});
