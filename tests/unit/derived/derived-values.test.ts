// The derived values (issue 37 item 3; decision 0024): what lists, reminders and automations read
// about a record that it does not store, worked out from the record, its documents and the
// university's configuration, and only the fields something reads.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { derivedFieldsReadBy, derivedValues, documentFacts, NO_FACTS, type DocumentFact } from "../../../rules/derived/derived-values";
import { preparedConfig } from "../../../server/cli/config-source";
import { completeAnswers } from "../../support/complete-answers";

const today = "2026-11-22";
let config: PreparedConfig;

beforeAll(async () => {
  config = await preparedConfig("northbridge");
});

const file = (documentType: string, createdAt: string, who: Partial<DocumentFact> = {}): DocumentFact => ({ documentType, createdAt, rejected: false, awaitingReview: true, byAgent: false, byOwner: false, ...who });

describe("an offer's derived values", () => {
  const offer = {
    status: "Conditional",
    staffActedAt: "2026-11-10T09:00:00.000Z",
    conditions: [
      { requirementId: "Passport", status: "Satisfied" },
      { requirementId: "EnglishLanguageResults", status: "Condition" },
      { requirementId: "Transcript", status: "Assess" },
      { requirementId: "Reference", status: "Condition" },
    ],
  };

  it("counts the requirements still a condition and those being assessed", () => {
    const values = derivedValues(config, "offers", offer, NO_FACTS, { today });
    expect(values.requirementsWithCondition).toBe(2);
    expect(values.requirementsInAssessment).toBe(1);
  });

  it("counts as new only the applicant's own documents given since staff last acted", () => {
    const facts = documentFacts([
      file("proofOfPayment", "2026-11-09T09:00:00.000Z", { byOwner: true }),
      file("EnglishLanguageResults", "2026-11-12T09:00:00.000Z", { byOwner: true }),
      file("EnglishLanguageResults", "2026-11-13T09:00:00.000Z", { byOwner: false }),
    ]);
    const values = derivedValues(config, "offers", offer, facts, { today });
    expect(values.newDocumentsCount).toBe(1);
    expect(values.documentCount).toBe(3);
  });

  it("works out only the fields asked for", () => {
    expect(derivedValues(config, "offers", offer, NO_FACTS, { today, fields: new Set(["requirementsWithCondition"]) })).toEqual({ requirementsWithCondition: 2 });
  });
});

describe("a CAS student's derived values", () => {
  it("counts their documents awaiting review, those an agent gave and the follow-up ones", () => {
    const facts = documentFacts([
      file("generalDocuments.passport", "2026-11-01T09:00:00.000Z"),
      file("financeDocuments.bankStatement", "2026-11-02T09:00:00.000Z", { byAgent: true }),
      file("followUpRequests.newPassportCopy", "2026-11-03T09:00:00.000Z"),
      // Reviewed ones are no longer in the queue.
      file("followUpRequests.newPassportCopy", "2026-11-04T09:00:00.000Z", { rejected: true, awaitingReview: false }),
      file("financeDocuments.bankStatement", "2026-11-05T09:00:00.000Z", { byAgent: true, awaitingReview: false }),
    ]);
    const values = derivedValues(config, "students", { stage: "Post-Deposit", sections: {} }, facts, { today, fields: new Set(["documentCount", "agentDocumentCount", "followUpDocumentCount"]) });
    expect(values).toEqual({ documentCount: 3, agentDocumentCount: 1, followUpDocumentCount: 1 });
  });

  it("dates when a student will have been in their stage longer than the university allows (decision 0060)", () => {
    const fields = new Set(["stageFollowUpDate"]);
    // Pre-Deposit allows 14 days from the day the student moved into it.
    expect(derivedValues(config, "students", { stage: "Pre-Deposit", stageUpdatedAt: "2026-11-02T09:00:00.000Z", createdAt: "2026-10-01T09:00:00.000Z" }, NO_FACTS, { today, fields })).toEqual({ stageFollowUpDate: "2026-11-16" });
    // Never moved: counted from when the record was made.
    expect(derivedValues(config, "students", { stage: "Ready for CAS", createdAt: "2026-10-01T09:00:00.000Z" }, NO_FACTS, { today, fields })).toEqual({ stageFollowUpDate: "2026-10-06" });
    // A stage with no limit (CAS Issued), and a record with no date, have none.
    expect(derivedValues(config, "students", { stage: "CAS Issued", createdAt: "2026-10-01T09:00:00.000Z" }, NO_FACTS, { today, fields })).toEqual({});
    expect(derivedValues(config, "students", { stage: "Pre-Deposit", createdAt: "not a date" }, NO_FACTS, { today, fields })).toEqual({});
  });

  it("gives each checklist section the student's own progress, not the configuration's switches", () => {
    const history = ["prior-study-and-travel", "prior-travel-and-refusals", "travellers-and-dependants"];
    const student = { stage: "Post-Deposit", invitedAt: "2026-10-01T09:00:00.000Z", sections: Object.fromEntries(history.map((form) => [form, completeAnswers[form]])) };
    const { checklistSections } = derivedValues(config, "students", student, NO_FACTS, { today, fields: new Set(["checklistSections"]) }) as { checklistSections: Record<string, string> };
    expect(checklistSections.history).toBe("Complete");
    expect(checklistSections.personalInformation).toBe("Todo");
    expect(checklistSections.financialPlan).toBe("Todo");
  });

  it("marks every section complete for a student who finished the checklist", () => {
    const { checklistSections } = derivedValues(config, "students", { stage: "Post-Deposit", sections: completeAnswers }, NO_FACTS, { today, fields: new Set(["checklistSections"]) }) as { checklistSections: Record<string, string> };
    expect(checklistSections.personalInformation).toBe("Complete");
    expect(checklistSections.history).toBe("Complete");
    expect(checklistSections.financialPlan).toBe("Complete");
  });
});

describe("an application's derived values", () => {
  it("names the course the applicant chose on the programme choices page", () => {
    const course = config.settings.courses?.[0];
    const application = { sections: { "programme-choices": { programmeChoices: [{ courseId: course?.id }] } } };
    expect(derivedValues(config, "applications", application, NO_FACTS, { today }).chosenCourseName).toBe(course?.name);
  });
});

describe("which derived values are worked out", () => {
  it("follows what the configuration reads: the reminders read the sections, tasks and conditions; the pipeline rows the document counts and the stage's follow-up date", () => {
    expect([...derivedFieldsReadBy(config, "students", "reminders")]).toEqual(expect.arrayContaining(["checklistSections", "tasks"]));
    expect([...derivedFieldsReadBy(config, "offers", "reminders")]).toEqual(["requirementsWithCondition"]);
    expect([...derivedFieldsReadBy(config, "students", "listRows")].sort()).toEqual(["agentDocumentCount", "documentCount", "followUpDocumentCount", "stageFollowUpDate"]);
    expect(derivedFieldsReadBy(config, "students", "listRows").has("checklistSections")).toBe(false);
  });
});
