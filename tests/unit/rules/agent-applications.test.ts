// What an agent's new applicant and new application become (issue 16 item 5; decision 0817): the
// default configuration's mappings over { answers, applicant, agent, settings }.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { applicantAccountFields, mayStartAnotherApplication, newApplicationOf, newApplicationStart } from "../../../rules/applications/agent-applications";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const agent = { id: "agent-1", organisationId: "agency-1", name: "Ade Agent" };
const settings = () => config.settings as unknown as Record<string, unknown>;
const newApplicant = { givenName: "Kofi", familyName: "Mensah", email: "kofi@example.com", dob: "2004-03-14", nationality: "Ghanaian", agentId: "agent-2", phoneNumber: "" };

describe("an agent's new applicant", () => {
  it("becomes an account with the applicant's names, the chosen agent and the agent's agency, and keeps the answers", () => {
    expect(applicantAccountFields(config, { answers: newApplicant, agent, settings: settings() })).toEqual({
      email: "kofi@example.com",
      givenName: "Kofi",
      familyName: "Mensah",
      agentId: "agent-2",
      agencyId: "agency-1",
      applicantDetails: newApplicant,
    });
  });
});

describe("an agent's new application", () => {
  const applicant = { _id: "user-1", email: "kofi@example.com", givenName: "Kofi", familyName: "Mensah", agentId: "agent-2", agencyId: "agency-1", applicantDetails: newApplicant };
  const choice = { intakeId: "2027-09", intendedLevelOfStudy: "Postgraduate", mode: "Full-time", courseId: "NBU-100" };

  it("starts from the applicant's email, name and details and the university's name", () => {
    expect(newApplicationStart(config, { answers: {}, applicant, agent, settings: settings() })).toEqual({
      email: "kofi@example.com",
      preferredName: "Kofi",
      universityId: config.settings.universityName,
      nationality: "Ghanaian",
      dob: "2004-03-14",
    });
  });

  it("is NEW, the agent's and agency's, with its programme choice and fee status as the first sections", () => {
    const answers = { email: "kofi@example.com", preferredName: "Kofi", programmeChoices: [choice], feeStatus: "OVERSEAS", nationality: "Ghanaian", agentConsent: true };
    const { fields, sections } = newApplicationOf(config, { answers, applicant, agent, settings: settings() });
    expect(fields).toMatchObject({ applicationStatus: "NEW", email: "kofi@example.com", givenName: "Kofi", familyName: "Mensah", dob: "2004-03-14", agentId: "agent-2", agencyId: "agency-1", hasAgent: true, courseId: "NBU-100", intakeId: "2027-09" });
    // The course's name comes from the university's courses; the defaults have none.
    expect(fields).not.toHaveProperty("courseName");
    // An answer left blank is not written at all.
    expect(fields).not.toHaveProperty("phoneNumber");
    expect(sections).toEqual({ "programme-choices": { programmeChoices: [choice] }, "fee-status": { feeStatus: "OVERSEAS", nationality: "Ghanaian" } });
  });

  it("names the chosen course from the university's courses", () => {
    const withCourses = Object.create(config, { settings: { value: { ...config.settings, courses: [{ id: "NBU-100", name: "MSc Data Science" }] } } }) as PreparedConfig;
    const { fields } = newApplicationOf(withCourses, { answers: { programmeChoices: [choice] }, applicant, agent, settings: settings() });
    expect(fields.courseName).toBe("MSc Data Science");
  });

  it("is allowed while the applicant has fewer applications than the university accepts", () => {
    expect(mayStartAnotherApplication(config, 0)).toBe(true);
    expect(mayStartAnotherApplication(config, config.areas.application.maxApplications)).toBe(false);
  });
});
