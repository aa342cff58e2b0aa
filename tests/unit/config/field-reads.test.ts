// The publish check of what a configuration reads (issue 37 item 3; decision 0024): a list
// column, tab, reminder, automation or hand-over that reads a field no record holds and nothing
// works out is refused, naming the field in the Config screen's words; the shipped
// configurations pass; the strict audit lists what only a schema names and nothing writes.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, ProblemsError } from "../../../rules";
import { recordSpaces, unwrittenFieldReads } from "../../../rules/config/field-reads";
import { composedConfigs, defaultConfig } from "../../../server/cli/config-source";
import { UNPRODUCED_REMINDER_INPUTS } from "../../season/known-defects";

let document: Record<string, unknown>;

/** The fields the shipped reminders read that a schema or record-fields.json names and nothing writes (to shrink to none). */
const UNREAD_BY_ANYTHING: string[] = [
  "interestRegisteredAt",
  "travel.afterArrivalDocumentsComplete",
];

beforeAll(async () => {
  [{ config: document }] = await composedConfigs("northbridge");
});

/** The configuration with one change, compiled as publishing would: its problems, or none. */
function problemsOf(change: (copy: any) => void): ReadonlyArray<{ location: string; problem: string }> { // any: the test edits plain JSON
  const copy = structuredClone(document);
  change(copy);
  try {
    compileConfiguration(copy);
    return [];
  } catch (error) {
    if (!(error instanceof ProblemsError)) throw error;
    return error.problems;
  }
}

describe("publishing a configuration that reads a field nothing produces", () => {
  it("passes the shipped configurations", async () => {
    await expect(defaultConfig()).resolves.toBeDefined();
    for (const { key, config } of await composedConfigs()) expect(() => compileConfiguration(config), key).not.toThrow();
  });

  it("refuses a list column reading a field no offer holds, naming the field and the column", () => {
    const problems = problemsOf((copy) => {
      copy["list-rows"].offers.fields.issue_date = { var: "offer.issuedAt" };
    });
    expect(problems).toEqual([{ location: "list-rows.offers.fields.issue_date", problem: 'Reads "offer.issuedAt", which no offer record holds and nothing works out. Choose a field that offer records hold' }]);
  });

  it("lets a list column read a derived value (the document count) and refuses a misspelt one", () => {
    expect(problemsOf((copy) => void (copy["list-rows"].students.fields.document_count = { var: "student.documentCount" }))).toEqual([]);
    expect(problemsOf((copy) => void (copy["list-rows"].students.fields.document_count = { var: "student.documentsCount" }))).toEqual([
      { location: "list-rows.students.fields.document_count", problem: 'Reads "student.documentsCount", which no CAS student record holds and nothing works out. Choose a field that CAS student records hold' },
    ]);
  });

  it("refuses a reminder whose trigger or start date nothing records", () => {
    const problems = problemsOf((copy) => {
      copy.reminders.acceptOffer.trigger = { "==": [{ var: "offerSentOn" }, "yes"] };
      copy.reminders.acceptOffer.countFrom = "offerSentAt";
    });
    expect(problems).toEqual([
      { location: "reminders.acceptOffer.trigger", problem: 'Reads "offerSentOn", which no offer record holds and nothing works out. Choose a field that offer records hold' },
      { location: "reminders.acceptOffer.countFrom", problem: 'Counts the days from "offerSentAt", which no offer record holds. Choose a date that offer records hold' },
    ]);
  });

  it("refuses a tab reading a column the list rows do not have", () => {
    const problems = problemsOf((copy) => {
      copy.tabs.conditional.predicate = { "==": [{ var: "issued_on" }, "2026-11-22"] };
    });
    expect(problems).toContainEqual({ location: "tabs.conditional.predicate", problem: expect.stringContaining('Reads "issued_on", which is not a field of the') });
  });

  it("refuses a hand-over carrying an offer field no offer holds", () => {
    const problems = problemsOf((copy) => {
      copy["offer-workflow"].handover.carry.offerIssuedAt = "issuedAt";
    });
    expect(problems).toEqual([{ location: "offer-workflow.handover.carry.offerIssuedAt", problem: 'Reads "issuedAt", which no offer record holds and nothing works out. Choose a field that offer records hold' }]);
  });

  it("refuses an automation's condition reading an unknown field of its record", () => {
    const problems = problemsOf((copy) => {
      copy.automations.automations.chase = { id: "chase", order: 10, name: "Chase deposits", enabled: false, trigger: "daily", when: { "==": [{ var: "record.depositChasedOn" }, null] }, actions: { addTags: [copy.settings.tags.Scholarship.value] }, appliesTo: "fromNow" };
    });
    expect(problems, JSON.stringify(problems)).toContainEqual({ location: "automations.automations.chase.when", problem: 'Reads "record.depositChasedOn", which no CAS student record holds and nothing works out. Choose a field that CAS student records hold' });
  });
});

describe("the strict audit: fields a schema names that nothing writes", () => {
  it("finds, in the shipped defaults, only inputs of the reminders the season lists as never produced", async () => {
    const config = await defaultConfig();
    const found = unwrittenFieldReads(config.document, { spaces: recordSpaces(config.document), listRows: config.areas.listRows, text: (key, params) => config.text(key, params) });
    // Outside the reminders, nothing: a student's immigration provider, which the list row reads for
    // that provider's access, is now written by the staff's assignment form (issue 39; decision 0064).
    const outside = found.filter((problem) => !problem.location.startsWith("reminders."));
    expect(outside.map((problem) => /"([^"]+)"/.exec(problem.problem)?.[1])).toEqual([]);
    const fields = [...new Set(found.filter((problem) => problem.location.startsWith("reminders.")).map((problem) => /"([^"]+)"/.exec(problem.problem)?.[1]))].sort();
    // What the reminders' fix (UNPRODUCED_REMINDER_INPUTS) is to make something write, or stop reading.
    expect(fields).toEqual(UNREAD_BY_ANYTHING);
    const named = Object.values(UNPRODUCED_REMINDER_INPUTS).map((input) => input.split(/[ .]/)[0]);
    // Arrival 3's stop: nothing records that the after-arrival documents are complete, so arrival 3 is sent once (decision 0030).
    const unrecordedStops = ["travel.afterArrivalDocumentsComplete"];
    for (const field of fields.filter((name) => !unrecordedStops.includes(String(name)))) expect(named.some((input) => String(field).split(".")[0].startsWith(input)), field).toBe(true);
  });
});
