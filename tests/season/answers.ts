// What each person types into the forms: the complete application of tests/fixtures and the demo's
// complete checklist, made theirs (their names, nationality, course), and the answers of the staff
// forms. A configuration published mid-season may ask for one more answer (NEW_MANDATORY).
import application from "../fixtures/complete-application.json";
import checklist from "../../tenant-configs/_demo/complete-checklist.json";
import { fillPlaceholders } from "../../server/seed/placeholders";
import type { CourseFacts, Person } from "./world";

export type { CourseFacts };

type Answers = Record<string, unknown>;
const sections = application.sections as Record<string, Answers>;

/** The your-information pages, in the order an applicant fills them. */
export const YOUR_INFORMATION = ["fee-status", "your-contact-details", "programme-choices", "your-highest-education", "your-highest-qualification"] as const;

/**
 * The field a configuration published mid-season makes mandatory (issue 37 item 5): the referral
 * section's UCAS Personal ID, optional until then; saves after the publish give it.
 */
export const NEW_MANDATORY = { form: "referral", field: "ucasId", value: "123-456-7890" } as const;

/** A page of the application (either area) as this person answers it. */
export function applicationAnswers(person: Person, formId: string, course: CourseFacts, epoch: number): Answers {
  const base = structuredClone(sections[formId] ?? {});
  switch (formId) {
    case "fee-status":
      return { feeStatus: person.feeStatus, nationality: person.nationality };
    case "your-contact-details":
      return { ...base, givenName: person.givenName, familyName: person.familyName, dob: person.dob, email: person.email, phoneNumber: `+${person.phone.replace("-", " ")}` };
    case "programme-choices":
      return { programmeChoices: [{ intakeId: person.intakeId, intendedLevelOfStudy: course.level ?? "Postgraduate", mode: course.mode ?? "Full-time", courseId: course.id }] };
    case "identity":
      return { ...base, givenName: person.givenName, familyName: person.familyName };
    case "contact-details":
      // A home student is asked about their term-time address.
      return person.feeStatus === "HOME" ? { ...base, termAddressSameAsPermanent: true } : base;
    case "funding":
      // A home student is asked about Student Finance and work.
      return person.feeStatus === "HOME" ? { ...base, isSLCGrant: false, isSLCLoan: true, isPlanningToWork: false } : base;
    case NEW_MANDATORY.form:
      return epoch > 0 ? { ...base, [NEW_MANDATORY.field]: NEW_MANDATORY.value } : base;
    default:
      return base;
  }
}

export function hasAnswersFor(formId: string): boolean {
  return formId in sections;
}

/** A checklist or questionnaire page as this student answers it. */
export function checklistAnswers(person: Person, formId: string, course: CourseFacts): Answers {
  const page = (checklist.sections as Record<string, Answers>)[formId];
  if (!page) return {};
  return fillPlaceholders(page, {
    givenName: person.givenName,
    familyName: person.familyName,
    nationality: person.nationality,
    studentNo: person.studentNo,
    courseId: course.id,
    courseName: course.name,
    courseFee: course.fee ?? 15000,
  }) as Answers;
}

/** The requirements an offer is made with: the university's templates, one of them a condition the applicant must meet. */
export function offerConditions(person: Person): Array<{ requirementId: string; requirementText: string; status: string; conditionText?: string }> {
  const condition = person.key.endsWith("1") || person.key.endsWith("6") ? { requirementId: "AcademicTranscript", requirementText: "Academic transcript" } : { requirementId: "EnglishLanguageResults", requirementText: "English language results" };
  return [
    { requirementId: "Passport", requirementText: "Passport", status: "Satisfied" },
    { ...condition, status: "Condition", conditionText: condition.requirementId === "AcademicTranscript" ? "Final transcript showing a 2:1 or above" : "IELTS for UKVI 6.5 overall" },
  ];
}
