// An application's status by the default configuration's rule (application.submission; issue 16
// item 1): NEW -> InProgress on a save -> Completed when every task is -> Submitted; statuses set by
// staff stay as they are; only an open application may be changed or submitted.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { isEditable, offersOnSubmission, statusAfterOfferChange, statusAfterSave, submissionCheck } from "../../../rules/applications/submission";
import { defaultConfig } from "../../../server/cli/config-source";
import fixture from "../../fixtures/complete-application.json";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});
const options = { today: "2026-11-22", role: "Applicant" };
const complete = { ...fixture.top, sections: fixture.sections };

describe("application status", () => {
  it.each([
    ["NEW", { sections: { identity: fixture.sections.identity } }, "InProgress"],
    [undefined, { sections: {} }, "InProgress"],
    ["InProgress", complete, "Completed"],
    ["Completed", { sections: { identity: fixture.sections.identity } }, "InProgress"],
    ["Offered", complete, "Offered"],
    ["Submitted", complete, "Submitted"],
  ])("a save of a %s application leaves it %s", (status, record, expected) => {
    expect(statusAfterSave(config, { ...record, applicationStatus: status }, options)).toBe(expected);
  });

  it("may be changed while open, not once submitted or decided", () => {
    for (const status of ["NEW", "InProgress", "Completed", undefined]) expect(isEditable(config, { applicationStatus: status })).toBe(true);
    for (const status of ["Submitted", "Offered", "Withdrawn"]) expect(isEditable(config, { applicationStatus: status })).toBe(false);
  });

  it("is submitted only when every section is complete, naming the first that is not", () => {
    expect(submissionCheck(config, { ...complete, applicationStatus: "Completed" }, options)).toEqual({ allowed: true, incomplete: null });
    const partial = submissionCheck(config, { ...fixture.top, sections: { identity: fixture.sections.identity }, applicationStatus: "InProgress" }, options);
    expect(partial.allowed).toBe(false);
    expect(partial.incomplete?.formId).toBe("nationality-and-residence");
    expect(partial.incomplete?.message).toMatch(/^Complete the .+ section before you submit your application$/);
    expect(submissionCheck(config, { ...complete, applicationStatus: "Submitted" }, options).allowed).toBe(false);
  });
});

describe("the offers a submission opens", () => {
  const choice = (courseId: string) => ({ intakeId: "2027-09", intendedLevelOfStudy: "Postgraduate", mode: "Full-time", courseId });
  it("opens one Applied offer per programme choice, with the agent's assignment, and none without choices", () => {
    const application = { agentId: "agent-1", agencyId: "agency-1", hasAgent: true, sections: { "programme-choices": { programmeChoices: [choice("NBU-100"), choice("NBU-102")] } } };
    const offers = offersOnSubmission(config, application, "2026-11-22T10:00:00.000Z");
    expect(offers).toEqual([
      { status: "Applied", courseId: "NBU-100", courseMode: "Full-time", intendedLevelOfStudy: "Postgraduate", intakeId: "2027-09", appliedAt: "2026-11-22T10:00:00.000Z", agentId: "agent-1", agencyId: "agency-1", hasAgent: true },
      { status: "Applied", courseId: "NBU-102", courseMode: "Full-time", intendedLevelOfStudy: "Postgraduate", intakeId: "2027-09", appliedAt: "2026-11-22T10:00:00.000Z", agentId: "agent-1", agencyId: "agency-1", hasAgent: true },
    ]);
    expect(offersOnSubmission(config, { sections: {} }, "2026-11-22T10:00:00.000Z")).toEqual([]);
  });
});

describe("the status an offer gives its application", () => {
  it.each([
    ["Submitted", { status: "Draft" }, "AwaitingDecision"],
    ["Submitted", { status: "Applied" }, null],
    ["AwaitingDecision", { status: "Conditional" }, "Offered"],
    ["Submitted", { status: "Unconditional" }, "Offered"],
    ["Offered", { status: "Conditional", applicantStatus: "Accepted" }, "Accepted"],
    ["Offered", { status: "Conditional", applicantStatus: "Declined" }, "Withdrawn"],
    ["AwaitingDecision", { status: "Rejected" }, "Rejected"],
    ["Offered", { status: "Withdrawn" }, "Withdrawn"],
    ["Offered", { status: "Conditional" }, null],
    // Before submission the offers work does not change the application's status.
    ["InProgress", { status: "Conditional" }, null],
    ["NEW", { status: "Rejected" }, null],
  ])("%s, offer %o -> %s", (applicationStatus, offer, expected) => {
    expect(statusAfterOfferChange(config, { applicationStatus }, offer)).toBe(expected);
  });
});
