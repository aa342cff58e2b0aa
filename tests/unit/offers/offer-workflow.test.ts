// The offer workflow of the default configuration (offer-workflow.json; decision 0813): which
// statuses an offer may move to, the requirements that stop issuing it, what a change writes,
// the applicant's email, a requirement's assessment and the hand-over to the CAS pipeline; and
// publishing refusing a workflow that names what does not exist.
import { beforeAll, describe, expect, it } from "vitest";
import { checkConfiguration, type PreparedConfig } from "../../../rules";
import {
  conditionsAfterAssessment,
  findRequirement,
  handoverFor,
  statusChangeProblems,
  statusChangeUpdate,
  statusNotification,
} from "../../../rules/offers/offer-workflow";
import { courseEntryFromDetails, detailsStart, editStart, requirementsFromDetails } from "../../../rules/offers/offer-details";
import { CALCULATORS } from "../../../rules/pages/calculators";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

// A requirement at Condition carries its text, as the forms now insist (decision 0046).
const requirement = (requirementId: string, status: string) => ({ requirementId, requirementText: requirementId, status, ...(status === "Condition" ? { conditionText: `Provide your ${requirementId}` } : {}) });
const messagesOf = (offer: Record<string, unknown>, change: Record<string, unknown>) => statusChangeProblems(config, offer, change).map((problem) => problem.message);

describe("changing an offer's status", () => {
  it("refuses a status the offer may not move to, naming both", () => {
    expect(messagesOf({ status: "Withdrawn" }, { status: "Conditional", conditions: [requirement("Passport", "Satisfied")] })).toEqual([
      "A Withdrawn offer cannot be changed to Conditional. Choose another status",
    ]);
    expect(messagesOf({ status: "Conditional" }, { status: "Rejected", statusReason: "Other" })).toEqual(["A Conditional offer cannot be changed to Rejected. Choose another status"]);
    expect(messagesOf({ status: "Unconditional" }, { status: "Completed" })).toEqual([]);
  });

  it("refuses a requirement at Condition without its condition text, naming it (decision 0046)", () => {
    const untold = { requirementId: "English", requirementText: "English language results", status: "Condition", conditionText: "  " };
    expect(statusChangeProblems(config, { status: "Draft" }, { status: "Conditional", conditions: [requirement("Passport", "Condition")], assess: [untold] })).toEqual([
      { path: "assess.0.conditionText", message: "Enter the condition for English language results" },
    ]);
  });

  it("lets an offer keep its status, to re-issue it after an edit", () => {
    expect(messagesOf({ status: "Conditional" }, { status: "Conditional", conditions: [requirement("Passport", "Condition")] })).toEqual([]);
  });

  it("does not issue an offer while requirements are still being assessed (001 §2)", () => {
    const conditions = [requirement("Passport", "Assess"), requirement("CV", "NotSatisfied"), requirement("English", "Condition")];
    expect(messagesOf({ status: "Applied" }, { status: "Conditional", conditions })).toEqual(["Offer cannot be issued as 2 requirement(s) is/are not satisfied"]);
    expect(messagesOf({ status: "Conditional" }, { status: "Unconditional", conditions })).toEqual(["Offer cannot be issued as 3 requirement(s) is/are not satisfied"]);
    const met = [requirement("Passport", "Satisfied"), requirement("English", "Exempt")];
    expect(messagesOf({ status: "Conditional" }, { status: "Unconditional", conditions: met })).toEqual([]);
  });

  it("records when an offer is issued, and flags a later change as an edit since then", () => {
    const issued = statusChangeUpdate(config, { status: "Draft" }, { status: "Conditional", conditions: [requirement("Passport", "Condition")] }, "2026-11-24T10:00:00.000Z");
    expect(issued.$set).toMatchObject({ status: "Conditional", lastIssuedAt: "2026-11-24T10:00:00.000Z", issueDate: "2026-11-24", editedSinceIssue: false });
    expect(issued.$unset).toEqual({ assess: "", statusReason: "", statusApplicantReason: "", statusInternalNote: "" });
    const withdrawn = statusChangeUpdate(config, { status: "Conditional", lastIssuedAt: "2026-11-24T10:00:00.000Z" }, { status: "Withdrawn", statusReason: "Other" }, "2026-11-25T10:00:00.000Z");
    expect(withdrawn.$set).toMatchObject({ status: "Withdrawn", statusReason: "Other", editedSinceIssue: true });
  });

  it("tells the applicant in the university's words", () => {
    const email = statusNotification(config, { courseName: "MSc Data Science" }, "Unconditional", "Amara");
    expect(email.subject).toBe(`Your offer from ${config.settings.universityName} has been updated`);
    expect(email.text).toContain("Dear Amara,");
    expect(email.text).toContain("Your offer to study MSc Data Science is now Unconditional.");
  });
});

describe("assessing a requirement", () => {
  it("replaces the requirement's status, condition and note, keeping what it is", () => {
    const offer = { conditions: [requirement("Passport", "Assess"), { ...requirement("English", "Condition"), conditionText: "IELTS 6.5", templateId: "EnglishLanguageResults" }] };
    const ref = findRequirement(offer, "English");
    expect(ref?.index).toBe(1);
    expect(findRequirement(offer, "Nothing")).toBeNull();
    expect(conditionsAfterAssessment(offer, ref!, { status: "Satisfied", noteText: "Certificate seen" })).toEqual([
      requirement("Passport", "Assess"),
      { requirementId: "English", requirementText: "English", templateId: "EnglishLanguageResults", status: "Satisfied", noteText: "Certificate seen" },
    ]);
  });
});

describe("the hand-over to the CAS pipeline (issue 15 item 9)", () => {
  const ready = { _id: "offer-1", status: "Unconditional", applicantStatus: "Accepted", paymentStatus: "Approved", givenName: "Amara", intakeId: "2027-09", courseName: "MSc Data Science" };

  it("happens when the offer is unconditional, accepted and its deposit approved or exempt", () => {
    expect(handoverFor(config, ready)).toEqual({
      stage: "Post-Deposit",
      role: "Student",
      reason: "The offer is unconditional, accepted and its deposit approved or exempt: the CAS student record was made at Post-Deposit",
      fields: { givenName: "Amara", intakeId: "2027-09", courseName: "MSc Data Science", offerId: "offer-1" },
      stamp: ["invitedAt"],
    });
    expect(handoverFor(config, { ...ready, paymentStatus: "Exempt" })?.stage).toBe("Post-Deposit");
  });

  it("carries the applicant's agent, agency and partner, so they keep seeing their student in the pipeline (001 §2)", () => {
    const fields = handoverFor(config, { ...ready, agentId: "agent-1", agencyId: "agency-north-star", partnerId: "partner-bridge-pathways" })?.fields;
    expect(fields).toMatchObject({ agentId: "agent-1", agencyId: "agency-north-star", partnerId: "partner-bridge-pathways" });
  });

  it("waits while any of the three is missing", () => {
    expect(handoverFor(config, { ...ready, status: "Conditional" })).toBeNull();
    expect(handoverFor(config, { ...ready, applicantStatus: "Declined" })).toBeNull();
    expect(handoverFor(config, { ...ready, paymentStatus: "Review" })).toBeNull();
  });
});

describe("making an offer (issue 15 item 1)", () => {
  it("turns the templates chosen and free text into requirements, keeping what was assessed", () => {
    const existing = [
      { requirementId: "CV", requirementText: "CV", status: "Satisfied", noteText: "Seen" },
      { requirementId: "Custom1", requirementText: "A reference", status: "Condition", conditionText: "From your employer" },
    ];
    const answers = { requirementTemplates: ["CV", "Passport", "NoSuchTemplate"], customRequirements: [{ requirementText: "A reference" }, { requirementText: "A portfolio link" }, { requirementText: "  " }] };
    expect(requirementsFromDetails(config, existing, answers)).toEqual([
      { requirementId: "Passport", requirementText: "Passport", templateId: "Passport", level: "condition", documentType: "passport", status: "Assess" },
      existing[0],
      existing[1],
      { requirementId: "Custom2", requirementText: "A portfolio link", status: "Assess" },
    ]);
    expect(detailsStart(config, { courseId: "NBU-100", conditions: existing })).toEqual({ courseId: "NBU-100", requirementTemplates: ["CV"], customRequirements: [{ requirementText: "A reference" }] });
  });

  it("starts an edit of the details with the conditions the offer holds now, so a fee edit keeps one added on the status page (issue 39)", () => {
    const conditions = [
      { requirementId: "CV", requirementText: "CV", templateId: "CV", status: "Condition", conditionText: "An up-to-date CV" },
      { requirementId: "Custom1", requirementText: "English language results", status: "Condition", conditionText: "IELTS 6.5" },
    ];
    const saved = { courseId: "NBU-100", fee: "15000", requirementTemplates: ["CV", "Passport"], startText: "Welcome" };
    const start = editStart(config, { courseId: "NBU-100", conditions }, saved);
    expect(start).toEqual({ courseId: "NBU-100", fee: "15000", startText: "Welcome", requirementTemplates: ["CV"], customRequirements: [{ requirementText: "English language results" }] });
    // Saved again with a new fee, both conditions stay as they were.
    expect(requirementsFromDetails(config, conditions, { ...start, fee: "16000" })).toEqual(conditions);
    // An offer whose details were never saved starts from the offer itself.
    expect(editStart(config, { courseId: "NBU-100", conditions }, {})).toEqual(detailsStart(config, { courseId: "NBU-100", conditions }));
  });

  it("works out the fee after scholarships in pence (001 §5: a percentage rounded down, never below zero)", () => {
    const fee = (data: Record<string, unknown>) => CALCULATORS["offer-fee-total-pence"](config, data, config.contextFor({}, { today: "2026-11-22", role: "Uni" }));
    expect(fee({ fee: "16500.00", scholarships: [{ name: "Merit", type: "FIXED", amount: "2000" }, { name: "Early", type: "PERCENTAGE", percentage: 10 }] })).toBe(1285000);
    expect(fee({ fee: "999.99", scholarships: [{ name: "Third", type: "PERCENTAGE", percentage: 33.3 }] })).toBe(99999 - Math.floor((99999 * 33.3) / 100));
    expect(fee({ fee: "100", scholarships: [{ name: "Too much", type: "FIXED", amount: "500" }] })).toBe(0);
    expect(fee({ fee: "not money" })).toBeUndefined();
    expect(courseEntryFromDetails({ courseId: "NBU-100", feePence: 1650000, feeTotalPence: 1285000, scholarships: [{ name: "" }] })).toEqual({ courseId: "NBU-100", fee: 1650000, feeTotal: 1285000 });
  });
});

describe("publishing an offer workflow", () => {
  it("refuses one naming a form, status, stage, role or message that does not exist", () => {
    const document = structuredClone(config.document) as unknown as Record<string, any>; // any: the test edits the document as plain JSON
    const workflow = document["offer-workflow"];
    workflow.statusForm = "no-such-form";
    workflow.transitions.Pending = true;
    workflow.handover.stage = "Nowhere";
    workflow.handover.role = "Wizard";
    workflow.transitionRefused = "offers.noSuchMessage";
    document.schemas["offers/offer-details"].properties.requirementTemplates.items.oneOf.pop();
    expect(checkConfiguration(document).map((problem) => `${problem.location}: ${problem.problem}`)).toEqual(
      expect.arrayContaining([
        'offer-workflow.statusForm: unknown form "no-such-form"',
        'offer-workflow.transitions.Pending: unknown offer status "Pending"',
        'offer-workflow.handover.stage: unknown CAS stage "Nowhere"',
        'offer-workflow.handover.role: unknown role "Wizard"',
        'offer-workflow.transitionRefused: unknown message key "offers.noSuchMessage"',
        'forms.offer-details.requirementTemplates: the enabled requirement template "BirthCert" is not offered',
      ]),
    );
  });
});
