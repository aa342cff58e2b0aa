// The generated demo applicants (demo.json `cohort`): per university, applicants with an
// application and most with an offer, spread over nationalities, fee statuses, the university's
// courses and intakes, agents, a partner and tags, so every staff list and filter has rows.
import type { DemoData } from "./demo-data";
import { addDays } from "../../rules/dates/add-days";

export interface CohortMember {
  local: string;
  givenName: string;
  familyName: string;
  application: Record<string, unknown>;
  offer: Record<string, unknown> | null;
  /** The demo staff (by local part) the records are assigned to. */
  agent: string | null;
  partner: string | null;
}

interface Course {
  id: string;
  name: string;
  mode?: string;
  level?: string;
  intakes?: string[];
  fee?: number;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];


export function cohortMembers(cohort: DemoData["cohort"], courses: readonly Course[]): CohortMember[] {
  return Array.from({ length: cohort.size }, (_, i) => {
    const n = i + 1;
    // Offset per round of statuses, so no status goes with one nationality only.
    const [nationality, nationalityCode] = pick(cohort.nationalities, i + Math.floor(i / cohort.offerStatuses.length));
    const course = courses.length ? pick(courses, i) : null;
    const intakeId = course?.intakes?.length ? pick(course.intakes, Math.floor(i / courses.length)) : "2027-09";
    const applied = addDays(cohort.appliedFrom, i * cohort.appliedEveryDays);
    const agent = cohort.agents.find((rule) => n % rule.every === 0)?.agent ?? null;
    const partner = n % cohort.partner.every === 0 ? cohort.partner.partner : null;
    const withOffer = n % cohort.withoutOfferEvery !== 0;
    const givenName = pick(cohort.givenNames, i);
    const familyName = pick(cohort.familyNames, Math.floor(i / cohort.givenNames.length) + i);
    const tags = pick(cohort.tags, i);
    const application: Record<string, unknown> = {
      applicationStatus: withOffer ? "Offered" : pick(cohort.applicationStatuses, Math.floor(i / cohort.withoutOfferEvery)),
      feeStatus: pick(cohort.feeStatuses, i),
      nationality,
      nationalityCode,
      dob: addDays("1995-01-15", i * 97),
      intakeId,
      courseId: course?.id,
      courseName: course?.name,
      courseMode: course?.mode,
      intendedLevelOfStudy: course?.level,
      submittedAt: `${applied}T09:00:00.000Z`,
      studentNo: `C${String(2000 + n)}`,
      ...(tags.length ? { tags } : {}),
      sections: {},
    };
    const offerStatus = pick(cohort.offerStatuses, i);
    const conditional = offerStatus !== "Unconditional" && offerStatus !== "Completed";
    const offer = withOffer
      ? {
          status: offerStatus,
          intakeId,
          courseId: course?.id,
          courseName: course?.name,
          courseMode: course?.mode,
          fee: course?.fee,
          conditionType: conditional ? "Conditional" : "Unconditional",
          appliedAt: `${applied}T09:00:00.000Z`,
          ...(offerStatus === "Applied" || offerStatus === "Draft" ? {} : { issueDate: addDays(applied, 10), lastIssuedAt: `${addDays(applied, 10)}T09:00:00.000Z`, statusChangedAt: `${addDays(applied, 10)}T09:00:00.000Z` }),
          conditions: conditional
            ? [
                { requirementId: "Passport", requirementText: "Passport", status: n % 2 ? "Assess" : "Satisfied" },
                { requirementId: "EnglishLanguageResults", requirementText: "English language results", status: "Condition", conditionText: "IELTS for UKVI 6.5 overall" },
              ]
            : [],
          ...(offerStatus === "Withdrawn" ? { statusReason: "ClosedByApplicant" } : offerStatus === "Rejected" ? { statusReason: "EntryCriteriaNotMet" } : {}),
          ...(tags.length ? { tags } : {}),
        }
      : null;
    return { local: cohort.local.replace("{n}", String(n)), givenName, familyName, application, offer, agent, partner };
  });
}
