// The oracle's rows: what each record's row in the staff lists holds, worked out from the season's
// model by what the specification says each field is (001 §3 'Applicant offer list row',
// 'Application list row', 'Student record list columns'; 001 §2 the pipeline's columns) and
// decisions 0702, 0703, 0813. Nothing here reads the application's rows or its row rules
// (list-rows.json): a column the oracle cannot say is named in UNKNOWN_COLUMNS with why.
import { applicationAnswers } from "../answers";
import { IMPORTED_COURSE_FEE } from "../imports";
import type { OfferModel, Person, World } from "../world";

export type ListKind = "applications" | "offers" | "students";

export interface ExpectedRow {
  kind: ListKind;
  /** The row's identity: the kind, the person, and for an offer its course. */
  key: string;
  person: Person;
  offer?: OfferModel;
  fields: Record<string, unknown>;
}

/** A value the oracle only knows is there (the specification names the column, not its wording). */
export const PRESENT = Symbol("present");

/** Columns whose values the specification does not give and the season does not model, with why. */
export const UNKNOWN_COLUMNS: Readonly<Record<string, string>> = {};

const date = (iso: string | undefined) => (iso ? iso.slice(0, 10) : undefined);

export const rowKey = (kind: ListKind, person: Person, offer?: OfferModel) => `${kind}:${person.key}${offer ? `:${offer.courseId}` : ""}`;

function applicantFields(world: World, person: Person): Record<string, unknown> {
  const application = person.application;
  const course = world.courses[person.tenant].find((candidate) => candidate.id === person.courseId);
  const contact = application?.saved["your-contact-details"];
  const phone = contact ? String(applicationAnswers(person, "your-contact-details", { id: person.courseId, name: "" }, 0).phoneNumber) : person.route === "agent" ? person.phone : undefined;
  const given = application?.nationalityGiven || person.route === "agent";
  return {
    given_name: person.givenName,
    family_name: person.familyName,
    email: person.email,
    phone_number: phone,
    nationality: given ? person.nationality : undefined,
    fee_status: given ? person.feeStatus : undefined,
    course_name: application?.courseGiven ? course?.name : undefined,
    intake_id: application?.courseGiven ? person.intakeId : undefined,
    intended_level_of_study: application?.courseGiven ? course?.level : undefined,
  };
}

function applicationRow(world: World, person: Person): ExpectedRow | null {
  const application = person.application;
  if (!application) return null;
  return {
    kind: "applications",
    key: rowKey("applications", person),
    person,
    fields: {
      ...applicantFields(world, person),
      application_status: application.status,
      // Closed by its offer: the Closed tab lists the offer instead (decision 0702).
      closed_by_offer: application.statusFromOffer !== undefined,
    },
  };
}

const countOf = (offer: OfferModel, status: string) => offer.conditions.filter((requirement) => requirement.status === status).length;

function offerRow(world: World, person: Person, offer: OfferModel): ExpectedRow {
  const applicant = applicantFields(world, person);
  const course = world.courses[person.tenant].find((candidate) => candidate.id === offer.courseId);
  return {
    kind: "offers",
    key: rowKey("offers", person, offer),
    person,
    offer,
    fields: {
      given_name: applicant.given_name,
      family_name: applicant.family_name,
      email: applicant.email,
      nationality: applicant.nationality,
      fee_status: applicant.fee_status,
      course_name: offer.courseName,
      course_mode: offer.courseMode,
      intake_id: offer.intakeId,
      intended_level_of_study: course?.level,
      status: offer.status,
      applied_date: date(offer.appliedAt),
      issue_date: date(offer.issuedAt),
      condition_type: offer.conditionType,
      applicant_status: offer.applicantStatus,
      requirements_in_assessment: countOf(offer, "Assess"),
      requirements_with_condition: countOf(offer, "Condition"),
      new_documents_count: offer.newDocumentsSinceStaff,
      pending_changes: offer.pendingChanges,
      stage_change_date: date(offer.statusChangedAt),
      // Nothing in the season tags an offer.
      tags: undefined,
    },
  };
}

function studentRow(person: Person): ExpectedRow | null {
  const student = person.student;
  if (!student) return null;
  return {
    kind: "students",
    key: rowKey("students", person),
    person,
    fields: {
      student_no: student.studentNo,
      // The column a university adds mid-season (configure.ts).
      contact_email: person.email,
      given_name: student.fields.givenName ?? person.givenName,
      family_name: student.fields.familyName ?? person.familyName,
      course_name: student.courseName,
      intake: student.intakeId,
      // The course step's fee, else the imported offer's (decision 0058).
      course_fee: student.pages["course-details"] ? PRESENT : student.imported ? IMPORTED_COURSE_FEE : undefined,
      stage: student.stage,
      stage_change_date: date(student.stageChangedAt),
      visa_status: student.visaStatus,
      document_count: student.documents.length,
      agent_document_count: student.documents.filter((document) => document.byAgent).length,
      follow_up_document_count: 0,
      // The pipeline's Deposit column: no season student who pays a deposit stays where it shows (Pre-Deposit, Not Triggered).
      deposit_date: undefined,
      conditional_status: student.conditional === undefined ? undefined : student.conditional ? "Conditional" : "Unconditional",
      funds_material: student.pages["source-of-funds"] ? PRESENT : undefined,
      arrival_status: student.arrivalStatus,
      tags: student.tags.length ? student.tags : undefined,
    },
  };
}

/** The fields each kind's rows have (a tab joining two kinds shows the other kind's columns empty). */
export const FIELDS_OF: Readonly<Record<ListKind, readonly string[]>> = {
  applications: ["given_name", "family_name", "email", "phone_number", "nationality", "fee_status", "course_name", "intake_id", "intended_level_of_study", "application_status", "closed_by_offer"],
  offers: ["given_name", "family_name", "email", "nationality", "fee_status", "course_name", "course_mode", "intake_id", "intended_level_of_study", "status", "applied_date", "issue_date", "condition_type", "applicant_status", "requirements_in_assessment", "requirements_with_condition", "new_documents_count", "pending_changes", "stage_change_date", "tags"],
  students: ["student_no", "contact_email", "given_name", "family_name", "course_name", "intake", "course_fee", "stage", "stage_change_date", "visa_status", "document_count", "agent_document_count", "follow_up_document_count", "deposit_date", "conditional_status", "funds_material", "arrival_status", "tags"],
};

/** Every row the lists should hold, by key. */
export function expectedRows(world: World, tenant: string): Map<string, ExpectedRow> {
  const rows = new Map<string, ExpectedRow>();
  for (const person of world.people) {
    if (person.tenant !== tenant) continue;
    const application = applicationRow(world, person);
    if (application) rows.set(application.key, application);
    for (const offer of person.offers) {
      const row = offerRow(world, person, offer);
      rows.set(row.key, row);
    }
    const student = studentRow(person);
    if (student) rows.set(student.key, student);
  }
  return rows;
}
