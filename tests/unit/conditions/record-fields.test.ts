// The record fields the condition builder offers to reminders and task conditions (issue 20 item
// 1; decision 0843): what each holds comes from the record's schema, a computed field says so
// itself, and a configuration that names a field the schema lacks without its kind, an unknown
// schema or an unknown area is refused at publish.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { conditionChoicesFor, recordFieldsOfForm } from "../../../server/config-admin/condition-choices";
import { compileConfiguration, describeCondition, describeOptionsFrom, prepareDraft, type PreparedConfig } from "../../../rules";
import { textsWithPrefix } from "../../../rules/config/catalogue";
import { readCondition } from "../../../rules/conditions/condition-builder";
import type { JsonValue } from "../../../schemas/generated/tenant-config";

let config: Record<string, unknown>;
let prepared: PreparedConfig;

beforeAll(async () => {
  [{ config }] = await composedConfigs("northbridge");
  prepared = compileConfiguration(config, { version: 1 });
});

const field = (area: string, name: string) => conditionChoicesFor(prepared, area).fields.find((candidate) => candidate.name === name);

describe("the reminders' record fields", () => {
  it("offer the CAS student's, application's and offer's fields with their labels", () => {
    expect(field("reminders", "invitedAt")).toEqual({ name: "invitedAt", label: "Invited on", kind: "date" });
    expect(field("reminders", "casBypass")).toMatchObject({ label: "Goes straight to the CAS tasks", kind: "yesNo" });
    expect(field("reminders", "applicationStatus")).toMatchObject({ label: "Application status", kind: "choice" });
    expect(field("reminders", "requirementsWithCondition")).toMatchObject({ label: "Requirements still a condition", kind: "number" });
  });

  it("take a choice's values from the record's schema", () => {
    const stage = field("reminders", "stage");
    expect(stage?.kind).toBe("choice");
    expect(stage?.values?.map((value) => value.value)).toEqual(expect.arrayContaining(["Pre-Deposit", "CAS Issued", "Visa Refused"]));
    expect(field("reminders", "status")?.values?.map((value) => value.value)).toContain("Unconditional");
  });

  it("open every field a reminder's trigger reads in the builder, with its label", () => {
    const labels = conditionChoicesFor(prepared, "reminders").labels;
    const welcome = (config.reminders as Record<string, { trigger: JsonValue }>).welcome.trigger;
    const reading = readCondition(welcome);
    expect(reading.kind).toBe("query");
    if (reading.kind === "query") expect(reading.fields.map((name) => labels[name])).toEqual(["Invited on", "Goes straight to the CAS tasks"]);
  });
});

describe("a field's values in words (issue 38: no code in the builder or a summary)", () => {
  it("come from the list the configuration names, never the stored code", () => {
    expect(field("reminders", "applicationStatus")?.values).toContainEqual({ value: "InProgress", label: "In progress" });
    expect(field("reminders", "userStatus")?.values).toContainEqual({ value: "NEW", label: "Invited, not yet signed in" });
    expect(field("reminders", "tasks.checklist")?.values).toContainEqual({ value: "InError", label: "Has errors to fix" });
    expect(field("automations", "record.stage")?.values).toContainEqual({ value: "Not-Triggered", label: "Not Triggered" });
  });

  it("summarise a reminder's condition in those words", () => {
    const { fields } = conditionChoicesFor(prepared, "reminders");
    const words = describeOptionsFrom(fields, textsWithPrefix(prepared.messages, "config.describe."));
    expect(describeCondition({ "==": [{ var: "applicationStatus" }, "InProgress"] }, words)).toContain("In progress");
    const stop = describeCondition({ in: [{ var: "tasks.checklist" }, ["Todo", "InError"]] }, words);
    expect(stop).toContain("Not started");
    expect(stop).not.toMatch(/Todo|InError/);
  });
});

describe("a list's conditions (tabs, CAS stages, Insights)", () => {
  it("offer only the operators the store's query can run, so the builder never offers what publishing refuses", () => {
    const { fields } = conditionChoicesFor(prepared, "tabs");
    const date = fields.find((candidate) => candidate.kind === "date");
    const choice = fields.find((candidate) => candidate.kind === "choice");
    // "is blank" and "before" are not in the translatable subset (decision 0103); "not answered" and "is" are.
    expect(date?.operators).toEqual(expect.arrayContaining(["answered", "notAnswered"]));
    expect(date?.operators).not.toContain("before");
    expect(choice?.operators).toEqual(expect.arrayContaining(["is", "isNot", "oneOf", "notOneOf", "notAnswered"]));
    expect(choice?.operators).not.toContain("blank");
    // A record's conditions (reminders) run in memory: every operator of the kind.
    expect(field("reminders", "invitedAt")?.operators).toBeUndefined();
  });
});

describe("a form's conditions over its record (issue 38 item 3)", () => {
  it("offer a checklist page the CAS student's stage and the other checklist pages' answers, as application.<field>", () => {
    const names = recordFieldsOfForm(prepared, { id: "course-details", kind: "checklist" }).map((candidate) => candidate.name);
    expect(names).toEqual(expect.arrayContaining(["application.stage", "application.sections.gender-birth-nationality.nationality", "application.sections.contact-and-address.country"]));
    // The page's own questions are its `record.<question>` fields, not offered twice.
    expect(names.some((name) => name.startsWith("application.sections.course-details."))).toBe(false);
  });

  it("offer an application page the fee status and intake in words", () => {
    const fields = recordFieldsOfForm(prepared, { id: "contact-details", kind: "application" });
    expect(fields.find((candidate) => candidate.name === "application.feeStatus")?.values).toContainEqual({ value: "OVERSEAS", label: "Overseas (International)" });
    expect(fields.find((candidate) => candidate.name === "application.intakeId")?.kind).toBe("choice");
  });
});

describe("the task conditions' fields", () => {
  it("are the tasks' statuses and the document sections' switches", () => {
    expect(field("checklist-tasks", "tasks.checklist")).toMatchObject({ label: "Task: Checklist", kind: "choice" });
    expect(field("checklist-tasks", "sections.finDocSection")?.values?.map((value) => value.value)).toEqual(["active", "inactive"]);
    expect(field("checklist-tasks", "invitedAt")).toBeUndefined();
  });
});

describe("the documents' conditions' fields", () => {
  it("are the student record's and the checklist forms' questions, named with their form", () => {
    expect(field("documents", "sections.prior-study-and-travel.hasStudiedInUK")).toMatchObject({ label: "Prior Study and Travel: Have you studied in the UK before?", kind: "yesNo" });
    expect(field("documents", "visaStatus")?.kind).toBe("choice");
    // Application forms are not the CAS student's record.
    expect(conditionChoicesFor(prepared, "documents").fields.some((candidate) => candidate.name.startsWith("sections.programme-choices."))).toBe(false);
  });
});

describe("a record-fields configuration that cannot be used", () => {
  const problemsOf = (recordFields: unknown) => prepareDraft({ ...config, "record-fields": recordFields }, { version: 2 }).problems.map((problem) => `${problem.location}: ${problem.problem}`);

  it("is refused when a field is not in the record's schema and does not say what it holds", () => {
    const recordFields = { students: { schema: "staff/cas-student", areas: ["reminders"], fields: { favouriteColour: "Favourite colour" } } };
    expect(problemsOf(recordFields)).toContainEqual(expect.stringContaining('"favouriteColour" is not a field of the record\'s schema'));
  });

  it("is refused when a field's values take their words from a list valueLabels does not name", () => {
    const recordFields = { students: { schema: "staff/cas-student", areas: ["reminders"], fields: { stage: { label: "CAS stage", labels: "student.stages" } } } };
    expect(problemsOf(recordFields)).toContainEqual(expect.stringContaining('"student.stages" is not in list-rows\' valueLabels'));
  });

  it("is refused for an unknown schema or area", () => {
    const recordFields = { students: { schema: "staff/nothing", areas: ["remindrs"], fields: { stage: { label: "CAS stage", kind: "text" } } } };
    const problems = problemsOf(recordFields);
    expect(problems).toContainEqual(expect.stringContaining('unknown schema "staff/nothing"'));
    expect(problems).toContainEqual(expect.stringContaining('unknown area "remindrs"'));
  });
});
