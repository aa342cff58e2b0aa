// Everything the university holds about one person, for their subject-access request (issue 42
// item 3; decision 0039), in the configuration's words: each application's and the CAS checklist's
// answers as staff see them (the check-answers rows, never property names or stored codes), the
// offers with their letters, the CAS record, messages to and from them, the history of changes,
// the access log and the files. What staff wrote for staff is set apart for the officer to review.
import { format, isValid, parseISO } from "date-fns";
import type { PreparedConfig } from "../../rules";
import { answerSummary, type AnswerRow } from "../../rules/pages/answer-summary";
import { offerView } from "../../rules/offers/offer-view";
import type { SignedInUser } from "../auth/permissions";
import type { EntityRecord, UploadRecord } from "../repositories";
import type { Services } from "../services";
import { personRecord, type HistoryEntry, type SectionView } from "../staff/person";
import { offerRecordView } from "../views";
import { HISTORY_FIELDS } from "../views/history";
import { accessEntries, accessLogLines, type AccessLogLine } from "./access-log";

export interface Row {
  label: string;
  value: string;
}

export interface AnsweredSection {
  title: string;
  status: string;
  answers: Row[];
}

export interface OfferData {
  heading: string;
  details: Row[];
  fees: Row[];
  requirements: Row[];
  letter: { start: string[]; end: string[]; signedBy: string };
  /** The offer letter's PDF in the ZIP. */
  letterFile: string;
  /** The offer as the person reads it, for the letter's PDF. */
  source: Record<string, unknown>;
}

export interface FileData {
  /** Its path in the ZIP. */
  path: string;
  name: string;
  documentType: string;
  uploadedAt: string;
  uploadId: string;
  storageKey: string;
}

export interface InternalNote {
  /** What the note is, in words (an offer's internal note, an internal message...). */
  kind: string;
  at: string | null;
  text: string;
}

export interface SubjectAccessData {
  personId: string;
  name: string;
  person: Row[];
  applications: Array<{ heading: string; sections: AnsweredSection[] }>;
  checklist: AnsweredSection[];
  offers: OfferData[];
  cas: Row[] | null;
  messages: Array<{ from: string; at: string; conversation: string; body: string }>;
  history: Array<{ at: string; who: string; what: string; changes: string[] }>;
  accessLog: AccessLogLine[];
  files: FileData[];
  internal: InternalNote[];
}

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** "2022-01-10" as "10 January 2022" ("January 2022" for a month); anything else as it is. */
function dayWords(value: string, pattern = "d MMMM yyyy"): string {
  const date = parseISO(value);
  return /^\d{4}-\d{2}/.test(value) && isValid(date) ? format(date, pattern) : value;
}

/** An answer as the check-answers page shows it: yes/no and dates in words. */
function answerText(config: PreparedConfig, row: AnswerRow): string {
  if (row.kind === "boolean") return config.text(row.value ? "privacy.sar.summary.yes" : "privacy.sar.summary.no");
  if (row.kind === "date") return dayWords(String(row.value));
  if (row.kind === "month") return dayWords(String(row.value), "MMMM yyyy");
  return String(row.value);
}

function answered(config: PreparedConfig, record: EntityRecord, section: SectionView, role: string, today: string): AnsweredSection {
  const rows = section.saved ? answerSummary(config, section.formId, { record, today, role }) : [];
  return {
    title: section.title,
    status: config.text(section.badgeKey),
    answers: rows.map((row) => ({ label: row.item ? `${row.label} (${row.item})` : row.label, value: answerText(config, row) })),
  };
}

const fileNamePart = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "file";

function historyWords(config: PreparedConfig, entry: HistoryEntry, details: Record<string, unknown>): string {
  const params = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, text(value)]));
  const key = `audit.action.${entry.action}`;
  return config.texts(key)[key] !== undefined ? config.text(key, params) : config.text("audit.action.other", { action: entry.action });
}

export async function subjectAccessData(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string, today: string): Promise<SubjectAccessData | null> {
  const found = await personRecord(services, user, tenant, config, personId, today);
  if (!found) return null;
  const { view } = found;
  const [applications, offers, students, messages, uploads] = await Promise.all([
    services.repositories.applications.find(tenant, { userId: personId }, { sort: { createdAt: 1 } }),
    services.repositories.offers.find(tenant, { userId: personId }, { sort: { createdAt: 1 } }),
    services.repositories.students.find(tenant, { userId: personId }),
    services.repositories.conversationMessages.find(tenant, { personId }, { sort: { at: 1 } }),
    services.repositories.uploads.find(tenant, { $or: [{ ownerId: personId }, { recordId: { $in: [...(await recordIdsOf(services, tenant, personId))] } }], status: "UPLOADED_OK" }, { sort: { createdAt: 1 } }),
  ]);
  const byId = new Map<string, EntityRecord>([...applications, ...students].map((record) => [record._id, record]));
  const internal: InternalNote[] = [];

  const person: Row[] = [
    { label: config.text("person.summary.email"), value: view.person.email },
    { label: config.text("person.summary.studentNumber"), value: text(view.person.studentNumber) },
    { label: config.text("person.summary.nationality"), value: text(view.person.nationality) },
    { label: config.text("person.summary.dob"), value: dayWords(text(view.person.dob)) },
    { label: config.text("person.summary.feeStatus"), value: text(view.person.feeStatus) },
    { label: config.text("person.summary.agent"), value: text(view.person.agent) },
  ].filter((row) => row.value);

  const applicationData = view.applications.map((application, n) => {
    const record = byId.get(application.id);
    return {
      heading: config.text("privacy.sar.summary.application", { n: n + 1, status: application.status || config.text("person.application.notStarted") }),
      sections: record ? application.sections.map((section) => answered(config, record, section, "Applicant", today)) : [],
    };
  });
  const student = students[0] ?? null;
  const checklist = student && view.checklist ? [...view.checklist.pages, ...view.checklist.questionnaire].map((section) => answered(config, student, section, "Student", today)) : [];

  const offerData = offers.map((offer, n): OfferData => {
    // The offer as the person reads it; what only staff read of it goes to the internal notes.
    const shown = offerRecordView("applicant", offer);
    const letter = offerView(config, shown, view.person.name);
    const staff = offerRecordView("staff", offer);
    const heading = config.text("privacy.sar.summary.offer", { course: letter.courseName || config.text("person.offer.noCourse") });
    if (text(staff.statusInternalNote)) internal.push({ kind: `${heading}: ${config.text("person.offer.internalNote")}`, at: null, text: text(staff.statusInternalNote) });
    if (text(staff.statusReason)) internal.push({ kind: `${heading}: ${config.text("person.offer.statusReason")}`, at: null, text: text(staff.statusReason) });
    for (const condition of Array.isArray(staff.conditions) ? (staff.conditions as Array<Record<string, unknown>>) : []) {
      if (text(condition.noteText)) internal.push({ kind: `${heading}: ${text(condition.requirementText)}`, at: null, text: text(condition.noteText) });
    }
    return {
      heading,
      details: [
        { label: config.text("privacy.sar.summary.offerStatus"), value: letter.status },
        { label: config.text("list.column.condition_type"), value: letter.conditionType },
        { label: config.text("list.column.intake_id"), value: letter.intakeLabel },
        { label: config.text("list.column.issue_date"), value: text(shown.issueDate) },
        { label: config.text("person.offer.applicantDecision"), value: text(shown.applicantStatus) },
        { label: config.text("person.offer.paymentStatus"), value: text(shown.paymentStatus) },
      ].filter((row) => row.value),
      fees: letter.fees.map((fee) => ({ label: fee.label, value: `£${fee.amount}` })),
      requirements: letter.requirements.map((requirement) => ({ label: requirement.text, value: [requirement.status, requirement.conditionText].filter(Boolean).join(": ") })),
      letter: { start: letter.letterStart, end: letter.letterEnd, signedBy: letter.signedBy },
      letterFile: `letters/offer-${n + 1}.pdf`,
      source: shown,
    };
  });

  const cas = view.cas
    ? [
        { label: config.text("person.cas.stage"), value: text(view.cas.stage) },
        { label: config.text("person.cas.casStatus"), value: text(view.cas.casStatus) },
        { label: config.text("person.cas.casNumber"), value: text(view.cas.casNumber ?? (view.cas.casTracker as Record<string, unknown> | undefined)?.casNumber) },
        { label: config.text("person.cas.visaStatus"), value: text(view.cas.visaStatus) },
        { label: config.text("person.cas.arrivalStatus"), value: text(view.cas.arrivalStatus) },
      ].filter((row) => row.value)
    : null;

  const audiences = config.areas.conversations.audiences;
  const messageData: SubjectAccessData["messages"] = [];
  for (const message of messages) {
    const audience = audiences[message.audience];
    const conversation = audience?.label ?? message.audience;
    // An audience with no outside party is staff talking among themselves: an internal note.
    if (audience && audience.outside === undefined) internal.push({ kind: conversation, at: message.at, text: `${message.authorName}: ${message.body}` });
    else messageData.push({ from: message.authorName, at: message.at, conversation, body: message.body });
  }

  const progress = HISTORY_FIELDS.applicant;
  const history: SubjectAccessData["history"] = [];
  for (const entry of view.history) {
    const who = entry.who ?? config.text("person.history.unknownUser");
    const allowed = progress === "all" ? null : Object.hasOwn(progress, entry.action) ? progress[entry.action] : undefined;
    const changes = entry.changes.map((change) => config.text("privacy.sar.summary.change", { field: change.field, from: change.from || config.text("privacy.sar.summary.empty"), to: change.to || config.text("privacy.sar.summary.empty") }));
    // What staff did that the person's own view of their history leaves out (a closure reason, a
    // stage move's reason, tags) is the staff's own; what the person did is always theirs.
    const why = [entry.reason ? config.text("person.history.reason", { reason: entry.reason }) : "", entry.note ? config.text("person.history.note", { note: entry.note }) : ""].filter(Boolean);
    if (allowed === undefined && entry.who !== view.person.name) {
      internal.push({ kind: config.text("privacy.sar.summary.history"), at: entry.at, text: [`${historyWords(config, entry, entry.details)} (${who})`, ...changes, ...why].join("; ") });
      continue;
    }
    const details = !allowed ? entry.details : Object.fromEntries(Object.entries(entry.details).filter(([key]) => allowed.includes(key)));
    history.push({ at: entry.at, who, what: historyWords(config, entry, details), changes });
    // The reason and internal note staff kept on an entry the person reads are the staff's own.
    if (why.length) internal.push({ kind: config.text("privacy.sar.summary.history"), at: entry.at, text: [`${historyWords(config, entry, entry.details)} (${who})`, ...why].join("; ") });
  }

  const files = uploads.map((upload: UploadRecord, n): FileData => ({
    path: `files/${String(n + 1).padStart(3, "0")}-${fileNamePart(upload.originalName)}`,
    name: upload.originalName,
    documentType: upload.documentType,
    uploadedAt: upload.createdAt,
    uploadId: upload._id,
    storageKey: upload.storageKey,
  }));
  for (const upload of uploads.filter((upload) => upload.userAccess === "STAFF_ONLY")) internal.push({ kind: config.text("privacy.sar.summary.staffOnlyFile"), at: upload.createdAt, text: upload.originalName });

  return {
    personId,
    name: view.person.name,
    person,
    applications: applicationData,
    checklist,
    offers: offerData,
    cas,
    messages: messageData,
    history,
    accessLog: await accessLogLines(services, config, await accessEntries(services, tenant, personId)),
    files,
    internal,
  };
}

/** The ids of every record about the person (applications, offers, CAS record): their uploads hang on them. */
async function recordIdsOf(services: Services, tenant: string, personId: string): Promise<Set<string>> {
  const rows = await services.repositories.listRows.find(tenant, { userId: personId });
  return new Set(rows.map((row) => row.recordId));
}
