// The student-records link (issue 21 item 7; decision 0845): a CAS student is found or created as
// a person in the university's Ellucian system, checked, given an admission application, and their
// student number brought back, through 001 §4's stages NEW -> IN_PROGRESS -> VALIDATION_DONE ->
// MATCHING -> MATCHING_DONE -> VERIFYING -> VERIFIED -> COMPLETED. Each step keeps what it got
// (the person, the student number, the application), so a rerun after a failure goes on from
// there and never creates anything twice; a run claims the student first, so two at once do not
// both send. Each stage and each error is kept with its time for the record page and the list.
import { outboundOptions, outboundWords, type OutboundFailure, type Wording } from "../../http/outbound";
import type { Services } from "../../services";
import { updateRecord } from "../../records/write-path";
import { EthosClient, EthosError, mediaType, type EthosConnection } from "./client";
import { integrationOf, type IntegrationSettings } from "./settings";

export const LINK_STAGES = ["NEW", "IN_PROGRESS", "VALIDATION_DONE", "MATCHING", "MATCHING_DONE", "VERIFYING", "VERIFIED", "COMPLETED"] as const;
export type LinkStage = (typeof LINK_STAGES)[number];

export interface LinkError {
  stage: LinkStage;
  /** A catalogue key of ours, or the student-records system's own validation words (never a raw answer). */
  key?: string;
  message?: string;
  /** Why the system could not be reached, or the status it answered, in the outbound guard's words. */
  outbound?: OutboundFailure;
  at: string;
}

export interface LinkRecord {
  _id: string;
  _version: number;
  tenant: string;
  studentId: string;
  userId: string;
  stage: LinkStage;
  personId?: string;
  studentNumber?: string;
  applicationId?: string;
  errors: LinkError[];
  history: Array<{ stage: LinkStage; at: string }>;
  claimedUntil?: string;
  updatedAt: string;
}

const CLAIM_MINUTES = 5;
/** Ethos asks for the nil GUID as the id of a record to be created. */
const NIL_ID = "00000000-0000-0000-0000-000000000000";
const DEFAULT_STUDENT_NUMBER_CREDENTIAL = "bannerId";

export const links = (services: Pick<Services, "store">) => services.store.collection<LinkRecord>("studentRecordsLinks");
const linkId = (tenant: string, studentId: string) => `${tenant}:${studentId}`;

/** What a step could not do, in a catalogue key or the system's own words. */
class StepFailure extends Error {
  constructor(
    readonly key: string | undefined,
    readonly detail?: string,
  ) {
    super(detail ?? key ?? "failed");
  }
}

interface Student {
  _id: string;
  userId?: string;
  givenName?: string;
  familyName?: string;
  email?: string;
  intakeId?: string;
  feeStatus?: string;
  nationalityCode?: string;
  offers?: Array<{ offerId?: string }>;
  dob?: string;
  studentNo?: string;
}

/** The value the university mapped `source` to for a kind of field (ellucianValueMappings). */
function mapped(settings: IntegrationSettings, fieldType: string, source: string | undefined): string | undefined {
  if (!source) return undefined;
  return settings.ellucianValueMappings?.find((mapping) => mapping.fieldType === fieldType)?.mappings?.find((pair) => pair.source === source)?.target;
}

/** The id of the record of a code list (academic periods, sites, residency types...) with this code; a code it does not know stops the link. */
async function idOfCode(client: EthosClient, resource: "academic-periods" | "sites" | "residency-types" | "citizenship-statuses" | "academic-programs", code: string, unknownKey = "studentRecords.error.codeUnknown"): Promise<string> {
  const found = (await client.list<{ id: string; code?: string }>(resource)).find((candidate) => candidate.code === code);
  if (!found) throw new StepFailure(unknownKey, `${resource}: ${code}`);
  return found.id;
}

/** The course of the student's (first) offer, which the academic program is mapped from. */
async function courseOf(services: Services, tenant: string, student: Student): Promise<string | undefined> {
  const offerId = student.offers?.find((offer) => offer.offerId)?.offerId;
  const offer = offerId ? await services.repositories.offers.findById(tenant, offerId) : null;
  return typeof offer?.courseId === "string" ? offer.courseId : undefined;
}

/** Runs (or goes on with) one student's link; returns the record as it stands after. */
export async function runLink(services: Services, tenant: string, studentId: string): Promise<LinkRecord> {
  const now = () => services.clock().toISOString();
  const student = (await services.repositories.students.findById(tenant, studentId)) as Student | null;
  if (!student) throw new Error(`No CAS student ${studentId}`);
  const collection = links(services);
  const id = linkId(tenant, studentId);
  let record = await collection.findOne({ _id: id });
  if (!record) {
    try {
      record = await collection.insertOne({ _id: id, tenant, studentId, userId: String(student.userId ?? ""), stage: "NEW", errors: [], history: [{ stage: "NEW", at: now() }], updatedAt: now() });
    } catch {
      record = await collection.findOne({ _id: id });
    }
  }
  if (!record || record.stage === "COMPLETED") return record as LinkRecord;
  // Claimed: a run already under way elsewhere is left to finish.
  const until = new Date(services.clock().getTime() + CLAIM_MINUTES * 60_000).toISOString();
  const claimed = await collection.updateOne({ _id: id, $or: [{ claimedUntil: { $exists: false } }, { claimedUntil: { $lt: now() } }] }, { $set: { claimedUntil: until } });
  if (!claimed) return record;
  let current: LinkRecord = claimed;
  let client: EthosClient | null = null;
  const reach = async (stage: LinkStage, set: Partial<LinkRecord> = {}) => {
    const updated = await collection.updateOne({ _id: id }, { $set: { ...set, stage, updatedAt: now() }, $push: { history: { stage, at: now() } } });
    if (updated) current = updated;
  };
  try {
    const integration = await integrationOf(services, tenant);
    if (!integration.connection) throw new StepFailure(integration.problem ?? "studentRecords.error.notConfigured");
    client = new EthosClient(integration.connection, outboundOptions(services.env));
    if (current.errors.length) await collection.updateOne({ _id: id }, { $set: { errors: [] } });
    if (LINK_STAGES.indexOf(current.stage) < LINK_STAGES.indexOf("IN_PROGRESS")) await reach("IN_PROGRESS");

    // Validation: what the student-records system needs before anything is sent.
    const missing = (["givenName", "familyName", "email"] as const).filter((field) => !student[field]);
    if (missing.length) throw new StepFailure("studentRecords.error.missingDetails");
    const periodCode = mapped(integration.settings, "academicPeriod", student.intakeId);
    if (!periodCode) throw new StepFailure("studentRecords.error.noPeriodMapping");
    if (LINK_STAGES.indexOf(current.stage) < LINK_STAGES.indexOf("VALIDATION_DONE")) await reach("VALIDATION_DONE");

    if (!current.personId) {
      await reach("MATCHING");
      const citizenshipCode = mapped(integration.settings, "citizenshipStatus", student.nationalityCode) ?? mapped(integration.settings, "citizenshipStatus", "default");
      const citizenship = citizenshipCode ? await idOfCode(client, "citizenship-statuses", citizenshipCode) : undefined;
      const match = await client.create<{ person?: { id?: string } }>(
        "person-matching-requests",
        {
          id: NIL_ID,
          names: { legal: { firstName: student.givenName, lastName: student.familyName } },
          email: { address: student.email },
          ...(student.dob ? { matchingCriteria: { dateOfBirth: student.dob } } : {}),
          ...(citizenship ? { citizenshipStatus: { detail: { id: citizenship } } } : {}),
        },
        mediaType("person-matching-requests", "person-matching-requests-initiations-prospects"),
      );
      if (!match.person?.id) throw new StepFailure("studentRecords.error.noPerson");
      await reach("MATCHING_DONE", { personId: match.person.id });
    }
    if (!current.studentNumber) {
      await reach("VERIFYING");
      const person = await client.get<{ credentials?: Array<{ type?: string; value?: string }> }>("persons", String(current.personId));
      // Banner keeps the student number as the bannerId credential; another system's type is mapped.
      const credentialType = mapped(integration.settings, "studentNumberCredential", "default") ?? DEFAULT_STUDENT_NUMBER_CREDENTIAL;
      const credential = person.credentials?.find((candidate) => candidate.type === credentialType)?.value;
      if (!credential) throw new StepFailure("studentRecords.error.noStudentNumber");
      await reach("VERIFIED", { studentNumber: credential });
    }
    if (!current.applicationId) {
      const period = await idOfCode(client, "academic-periods", periodCode, "studentRecords.error.periodUnknown");
      // Optional parts, sent when the university mapped them: the residency type from the fee status, the site.
      const residencyCode = mapped(integration.settings, "residencyType", student.feeStatus);
      const residency = residencyCode ? await idOfCode(client, "residency-types", residencyCode) : undefined;
      const siteCode = mapped(integration.settings, "site", "default");
      const site = siteCode ? await idOfCode(client, "sites", siteCode) : undefined;
      const programCode = mapped(integration.settings, "academicProgram", await courseOf(services, tenant, student));
      const program = programCode ? await idOfCode(client, "academic-programs", programCode) : undefined;
      const applicationType = mapped(integration.settings, "applicationType", "default");
      const application = await client.create<{ id?: string }>("admission-applications", {
        id: NIL_ID,
        applicant: { id: current.personId },
        academicPeriod: { id: period },
        ...(applicationType ? { type: { detail: { id: applicationType } } } : {}),
        ...(residency ? { residencyType: { id: residency } } : {}),
        ...(site ? { site: { id: site } } : {}),
        ...(program ? { program: { id: program } } : {}),
      });
      if (!application.id) throw new StepFailure("studentRecords.error.noApplication");
      await reach("COMPLETED", { applicationId: application.id });
      await updateRecord(services, tenant, "students", studentId, { $set: { studentNo: current.studentNumber, updatedAt: now() } }, { actor: "student-records-link", action: "studentRecords.link", details: { studentNumber: String(current.studentNumber ?? "") } });
    }
  } catch (error) {
    const failure: LinkError =
      error instanceof StepFailure
        ? { stage: current.stage, key: error.key, ...(error.detail ? { message: error.detail } : {}), at: now() }
        : error instanceof EthosError
          ? error.problems.length
            ? { stage: current.stage, message: error.problems.map((problem) => [problem.message, problem.description].filter(Boolean).join(": ")).join("; "), at: now() }
            : { stage: current.stage, ...(error.key ? { key: error.key } : {}), outbound: error.failure, at: now() }
          : { stage: current.stage, key: "studentRecords.error.unexpected", at: now() };
    if (!(error instanceof StepFailure) && !(error instanceof EthosError)) services.logger.warn({ tenant, studentId, stage: current.stage, error: error instanceof Error ? error.name : typeof error }, "student-records link failed unexpectedly");
    const updated = await collection.updateOne({ _id: id }, { $push: { errors: failure }, $set: { updatedAt: now() } });
    if (updated) current = updated;
    // The university's integration team also sees it in the integration's own error list; best effort.
    if (client && (error instanceof EthosError || error instanceof StepFailure)) {
      await client.reportError({ description: [failure.key, failure.message, failure.outbound ? `${failure.outbound.reason}${failure.outbound.status ? ` ${failure.outbound.status}` : ""}` : undefined].filter(Boolean).join(": "), resource: error instanceof EthosError ? error.resource : "persons", id: current.personId, status: error instanceof EthosError ? error.status : undefined }).catch(() => undefined);
    }
  } finally {
    const released = await collection.updateOne({ _id: id }, { $unset: { claimedUntil: "" } });
    if (released) current = released;
  }
  return current;
}


/** A link as the record page and the list show it: the stage in words, the student number, the errors in words. */
export interface LinkView {
  studentId: string;
  userId: string;
  name: string;
  stage: string;
  completed: boolean;
  studentNumber: string | null;
  errors: string[];
  updatedAt: string | null;
}

export function linkView(config: Wording, record: LinkRecord | null, student: { _id: string; userId?: unknown; givenName?: unknown; familyName?: unknown }): LinkView {
  return {
    studentId: student._id,
    userId: String(student.userId ?? ""),
    name: [student.givenName, student.familyName].filter(Boolean).join(" "),
    stage: config.text(`studentRecords.stage.${record?.stage ?? "NONE"}`),
    completed: record?.stage === "COMPLETED",
    studentNumber: record?.studentNumber ?? null,
    errors: (record?.errors ?? []).map((error) => [error.key ? config.text(error.key) : "", error.message ?? "", error.outbound ? outboundWords(config, error.outbound) : ""].filter(Boolean).join(" ")),
    updatedAt: record?.updatedAt ?? null,
  };
}

/** The university's CAS students with their links, the unfinished and failed first (at most 200). */
export async function linkRows(services: Services, config: Parameters<typeof linkView>[0], tenant: string): Promise<LinkView[]> {
  const students = await services.repositories.students.find(tenant, {}, { limit: 200, sort: { updatedAt: -1 }, projection: { userId: 1, givenName: 1, familyName: 1 } });
  const records = new Map((await links(services).find({ tenant })).map((record) => [record.studentId, record]));
  const rows = students.map((student) => linkView(config, records.get(student._id) ?? null, student as { _id: string }));
  return rows.sort((a, b) => Number(a.completed) - Number(b.completed) || b.errors.length - a.errors.length || a.name.localeCompare(b.name));
}

/** One student's link as their record shows it, or null when never sent. */
export async function linkOf(services: Services, tenant: string, studentId: string): Promise<LinkRecord | null> {
  return links(services).findOne({ _id: linkId(tenant, studentId) });
}
