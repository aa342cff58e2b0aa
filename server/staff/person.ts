// A person's record for staff (/students/:userId): their applications (every section as the
// applicant sees it, read-only), offers, CAS record, documents and the history of changes from
// the audit log. A staff member sees the person only when they may read one of the person's
// records: their university's, or (agents, agencies, partners) one assigned to them. Every part
// is the view the viewer's audience reads (server/views; decision 0015), never a store record.
import { valueLabel } from "../lists/value-labels";
import { casCourseOf, type CasCourse } from "./cas-course";
import { TASK_BADGE_KEYS, applicationTaskGroups, evaluatePage, formTaskStatus, isSaved, withoutHiddenAnswers, type PreparedConfig } from "../../rules";
import { pageErrorCount } from "../../rules/pages/evaluate-page";
import { checklistPages, questionnairePages } from "../../rules/checklist/navigation";
import type { FundingSummary } from "../../rules/domain/funding-summary";
import { fundingSummaryOf, riskRecordOf, type RiskRecord } from "../../rules/checklist/staff-view";
import { actsAsAgent, can, roleOf, type SignedInUser } from "../auth/permissions";
import { isStaffOnly } from "../../rules/offers/document-review";
import type { AuditRecord, EntityRecord, UploadRecord } from "../repositories";
import { documentGroupOf, documentGroups } from "../../rules/documents/document-groups";
import type { Services } from "../services";
import { rejectedDocumentTypes } from "../uploads/uploads";
import { conditionNamesOf, documentWords, type DocumentWords } from "../uploads/document-words";
import { visibilityFilter } from "../lists/dashboard";
import { hasNews, offerBanners, type OfferBanner } from "../../rules/offers/offer-banners";
import { offerVersionRows, type OfferVersionRow } from "../offers/offer-version-rows";
import { offerCanStillMove, requirementsBlockingIssue } from "../../rules/offers/offer-workflow";
import { withDocumentNews } from "../offers/applicant-updates";
import { mayStartAnotherApplication } from "../../rules/applications/agent-applications";
import { AUTOMATION_ACTOR_PREFIX, AUTOMATION_CHANGE_ACTION } from "../automations/run-automations";
import { choiceLabel } from "../../rules/forms/choice-label";
import { changeWords, detailWords, reasonWords, type ChangeWords } from "./history-words";
import {
  applicationView,
  audienceOf,
  casRecordView,
  documentView,
  historyEntryView,
  offerRecordView,
  personView,
  type Audience,
  type CasRecordView,
  type DocumentView,
  type OfferRecordView,
  type PersonSummary,
} from "../views";

export interface SectionView {
  formId: string;
  /** The record holding its answers (an application, the CAS record): with formId, where its answers are read (sectionAnswers). */
  recordId: string;
  title: string;
  /** The task group it is listed under on the applicant's pages ("Personal details"): two journeys may each have a "Contact details". */
  group?: string;
  status: string;
  badgeKey: string;
  saved: boolean;
}

export interface ReadOnlyForm {
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
}

/** A page's form as answered, for drawing read-only. */
function readOnlyForm(page: ReturnType<typeof evaluatePage>): ReadOnlyForm {
  return { schema: page.schema, uiSchema: page.uiSchema, formData: withoutHiddenAnswers(page.states, page.answers) };
}

export interface HistoryEntry {
  id: string;
  at: string;
  who: string | null;
  action: string;
  /** The entry's details in words, for its message. */
  details: Record<string, string>;
  changes: ChangeWords[];
  /** Why (a stage move's reason, a review's reason, an offer's closure reason): staff only. */
  reason: string | null;
  /** An offer status change's internal note: staff only. */
  note: string | null;
}

/** The student's CAS checklist as staff see it (issue 17 item 4): each page read-only with its status, the funding summary, the questionnaire, the risk record. */
export interface StaffChecklistView {
  pages: SectionView[];
  questionnaire: SectionView[];
  funding: FundingSummary | null;
  risk: RiskRecord;
}

export interface PersonRecord {
  person: PersonSummary;
  applications: Array<{ id: string; status: string; sections: SectionView[] }>;
  /** Each offer as the viewer's audience reads it; for staff, the closure reason in the status form's words. */
  offers: Array<OfferRecordView & { banners: OfferBanner[]; statusReasonLabel: string | null; acknowledge: boolean; versionRows: OfferVersionRow[]; assessable: boolean }>;
  cas: CasRecordView | null;
  /** The CAS student's course, intake and (staff only) first-year fee (issue 39). */
  casCourse: (Omit<CasCourse, "fee"> & { fee?: number | null }) | null;
  /** Under the configuration's task areas (issue 39), each with its type, uploader and review state in words, newest first. */
  documents: PersonDocumentGroup[];
  history: HistoryEntry[];
  /** Tasks the university's automations made for its staff about the person's records (decision 0851). */
  staffTasks: Array<{ id: string; title: string; dueDate: string; role: string | null }>;
  /** The user is the applicant's agent and the applicant may have one more application. */
  mayAddApplication: boolean;
  checklist: StaffChecklistView | null;
}

/** One heading of the record's documents: a documents task of the configuration, the offer's conditions, ... */
export interface PersonDocumentGroup {
  id: string;
  heading: string;
  documents: Array<DocumentView & DocumentWords>;
}

const HISTORY_LIMIT = 200;
/** A process names itself ("system", "seed", "import-feed", "student-records-link"); a person's id never looks like that. */
const PROCESS_ACTOR = /^[a-z]+(-[a-z]+)*$/;

/** The person's records the user may read (null: none, so the person is not found). */
export async function visibleRecords(services: Services, user: SignedInUser, tenant: string, personId: string) {
  const rows = await services.repositories.listRows.find(tenant, { userId: personId });
  const allowed = rows.filter((row) => {
    const visible = visibilityFilter(user, row.kind);
    if (!visible) return false;
    const assigned = (visible.assignedTo as { $in?: string[] } | undefined)?.$in;
    return !assigned || row.assignedTo.some((id) => assigned.includes(id));
  });
  return allowed.length ? new Set(allowed.map((row) => row.recordId)) : null;
}

/** Every section of an application with its status, as the applicant's task list shows it (the person's record, check answers). */
export function sectionViews(config: PreparedConfig, application: EntityRecord, options: { today: string; role: string; rejectedDocumentTypes?: ReadonlySet<string> }): SectionView[] {
  const groups = [...applicationTaskGroups(config, "your-information", application, options), ...applicationTaskGroups(config, "application", application, options)];
  return groups.flatMap((group) =>
    group.rows.map((row) => ({ formId: row.formId, recordId: application._id, title: row.title, group: config.text(group.titleKey), status: row.status, badgeKey: row.badgeKey, saved: isSaved(application, row.formId) })),
  );
}

function readOnlyPage(config: PreparedConfig, student: EntityRecord, formId: string, options: { today: string; role: string }): SectionView & { funding: FundingSummary | null } {
  const saved = isSaved(student, formId);
  const asStudent = { today: options.today, role: "Student" };
  // The whole page is evaluated only when it calculates answers (the funding summary is shown
  // before the funding page is saved); otherwise a saved page's rules are run for its status alone.
  const calculates = Object.keys(config.form(formId).definition.calculate ?? {}).length > 0;
  const page = calculates ? evaluatePage(config, formId, { record: student, ...asStudent }) : null;
  // Counted as the student's own checklist counts them (pageProgress): answers left to complete later included.
  const errorCount = !saved ? 0 : page ? page.errors.length + page.unfinished.length : pageErrorCount(config, formId, student, asStudent);
  const status = formTaskStatus({ locked: false, saved, errorCount });
  return { formId, recordId: student._id, title: config.formTitle(formId), status, badgeKey: TASK_BADGE_KEYS[status], saved, funding: page ? fundingSummaryOf(page.answers) : null };
}

/** Who reads a student's checklist and questionnaire on their record: the university's staff, and those working the student. */
function mayReadChecklist(user: SignedInUser): boolean {
  return can(user, "read:student:tenant") || can(user, "update:student:assigned");
}

/** The pages a student's checklist and questionnaire list. */
function checklistFormIds(config: PreparedConfig, student: EntityRecord, today: string): string[] {
  const view = { config, student, today, role: "Student" };
  return [...checklistPages(view).map((page) => page.formId), ...questionnairePages(view)];
}

/** The student's checklist and questionnaire as they answered them, for staff. */
export function staffChecklistView(config: PreparedConfig, student: EntityRecord, options: { today: string; role: string }): StaffChecklistView {
  const view = { config, student, today: options.today, role: "Student" };
  const pages = checklistPages(view).map((page) => readOnlyPage(config, student, page.formId, options));
  const funding = pages.map((page) => page.funding).find((summary): summary is FundingSummary => summary !== null);
  return {
    pages: pages.map(({ funding: _funding, ...page }) => page),
    questionnaire: questionnairePages(view).map((formId) => {
      const { funding: _funding, ...page } = readOnlyPage(config, student, formId, options);
      return page;
    }),
    funding: funding ?? null,
    risk: riskRecordOf(student),
  };
}

/** The audit entries about the person's records the audience reads, newest first, each in the configuration's words (decision 0056). */
async function historyOf(services: Services, tenant: string, config: PreparedConfig, recordIds: readonly string[], audience: Audience, offers: readonly EntityRecord[]): Promise<HistoryEntry[]> {
  // An automation's own write is told by its run's entry (automation.run), which lists what it changed.
  const entries: AuditRecord[] = await services.repositories.auditLog.find(tenant, { entityId: { $in: [...recordIds] }, action: { $ne: AUTOMATION_CHANGE_ACTION } }, { sort: { at: -1 }, limit: HISTORY_LIMIT });
  const actorIds = [...new Set(entries.map((entry) => entry.actorId))];
  const actors = new Map<string, string>();
  // Who is outside the university: only their changes show their values to outside audiences.
  const outsiders = new Set<string>();
  for (const id of actorIds.filter((actor) => actor.startsWith(AUTOMATION_ACTOR_PREFIX))) actors.set(id, config.text("automations.history.who"));
  // A process's own write ("system" following an offer, "seed", "import-feed") is the platform's, not a person no longer listed.
  for (const id of actorIds.filter((actor) => PROCESS_ACTOR.test(actor))) actors.set(id, config.text("person.history.system"));
  for (const id of actorIds.filter((actor) => !actors.has(actor))) {
    const account = await services.repositories.users.findByIdForSession(id);
    if (!account) continue;
    actors.set(id, [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email);
    if (audienceOf({ role: roleOf(account.role) }) !== "staff") outsiders.add(id);
  }
  // A document is named by its type: the uploads the entries are about, read once.
  const uploadIds = [...new Set(entries.flatMap((entry) => (typeof entry.details?.upload === "string" ? [entry.details.upload] : [])))];
  const uploads = uploadIds.length ? await services.repositories.uploads.find(tenant, { _id: { $in: uploadIds } }, { projection: { documentType: 1 } }) : [];
  const documentTypes = new Map(uploads.map((upload) => [upload._id, upload.documentType]));
  // The entries' offers are the person's offers the page already read.
  const conditionNames = conditionNamesOf(config, offers);
  return entries.flatMap((entry) => {
    const details = historyEntryView(audience, { action: entry.action, details: entry.details ?? {}, madeByStaff: !outsiders.has(entry.actorId) });
    if (!details) return [];
    const context = { entity: entry.entity, entityId: entry.entityId, documentTypes, conditionNames };
    return {
      id: entry._id,
      at: entry.at,
      who: actors.get(entry.actorId) ?? null,
      action: entry.action,
      details: detailWords(config, entry.action, details, context),
      changes: changeWords(config, entry.action, details, context),
      // Only staff read an entry's reason and internal note (historyEntryView leaves them out for everyone else).
      reason: reasonWords(config, entry.action, details.reason),
      note: typeof details.note === "string" && details.note.trim() ? details.note : null,
    };
  });
}

/** The person's record as the user's audience reads it, with the CAS record it was made from (for the loader's own summaries, never for the page). */
export async function personRecord(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string, today: string): Promise<{ view: PersonRecord; casRecord: EntityRecord | null } | null> {
  const visible = await visibleRecords(services, user, tenant, personId);
  if (!visible) return null;
  const [account, applications, offers, students] = await Promise.all([
    services.repositories.users.findByIdForSession(personId),
    services.repositories.applications.find(tenant, { userId: personId }, { sort: { createdAt: 1 } }),
    services.repositories.offers.find(tenant, { userId: personId }, { sort: { createdAt: 1 } }),
    services.repositories.students.find(tenant, { userId: personId }),
  ]);
  const mine = (record: EntityRecord) => visible.has(record._id);
  const shownApplications = applications.filter(mine);
  const shownOffers = offers.filter(mine);
  const cas = students.find(mine) ?? null;
  const first = shownApplications[0] ?? cas ?? shownOffers[0];
  const recordIds = [...shownApplications, ...shownOffers, ...(cas ? [cas] : [])].map((record) => record._id);
  const audience = audienceOf(user);
  const stored = await services.repositories.uploads.find(tenant, { recordId: { $in: recordIds }, status: "UPLOADED_OK" }, { sort: { createdAt: -1 } });
  const words = await documentWords(services, tenant, config, stored);
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  const agentId = text(first?.agentId);
  const agentAccount = agentId ? await services.repositories.users.findByIdForSession(agentId) : null;
  const assigneeId = text(cas?.[config.areas.automations.assigneeField] ?? first?.[config.areas.automations.assigneeField]);
  const assignee = assigneeId ? await services.repositories.users.findByIdForSession(assigneeId) : null;
  const tasks = audience === "staff" && can(user, "read:student:tenant") ? await services.repositories.staffTasks.find(tenant, { recordId: { $in: recordIds }, status: "open" }, { sort: { dueDate: 1 } }) : [];
  const statusForm = config.areas.offerWorkflow.forms.status;
  const named = cas ?? first;
  const view: PersonRecord = {
    person: personView(audience, {
      id: personId,
      // The university's record names the person (an imported name taken over an import conflict shows at once); the account's name where no record has one.
      name: [named?.givenName ?? account?.givenName, named?.familyName ?? account?.familyName].filter(Boolean).join(" ") || String(account?.email ?? personId),
      email: String(account?.email ?? first?.email ?? ""),
      nationality: text(first?.nationality),
      studentNumber: text(first?.studentNo),
      dob: text(first?.dob),
      feeStatus: valueLabel(config, first === cas ? "student.feeStatus" : "application.feeStatus", first?.feeStatus),
      agent: agentAccount ? [agentAccount.givenName, agentAccount.familyName].filter(Boolean).join(" ") : text(first?.agentName),
      assignedTo: assignee ? [assignee.givenName, assignee.familyName].filter(Boolean).join(" ") || assignee.email : null,
    }),
    applications: await Promise.all(
      shownApplications.map(async (application) => ({
        id: application._id,
        status: valueLabel(config, "application.applicationStatus", applicationView(audience, application).status) ?? "",
        sections: sectionViews(config, application, { today, role: user.role, rejectedDocumentTypes: await rejectedDocumentTypes(services, tenant, application._id) }),
      })),
    ),
    offers: await Promise.all(
      shownOffers.map(async (offer) => {
        const recordView = offerRecordView(audience, offer);
        const view: OfferRecordView = { ...recordView, intakeId: valueLabel(config, "offer.intakeId", recordView.intakeId) ?? undefined };
        const news = await withDocumentNews(services, tenant, offer);
        return {
          ...view,
          banners: offerBanners(news, { n: requirementsBlockingIssue(config, offer), key: config.areas.offerWorkflow.unsatisfiedMessage }),
          statusReasonLabel: config.hasForm(statusForm) ? choiceLabel(config, statusForm, "statusReason", view.statusReason) : null,
          // The applicant's news staff may acknowledge ("Pending changes", "new information"), and the offer's versions (decision 0045).
          acknowledge: audience === "staff" && hasNews(news),
          versionRows: audience === "staff" ? await offerVersionRows(services, recordView) : [],
          // Its requirements are assessed only while the offer can still move (not once withdrawn, rejected or completed).
          assessable: offerCanStillMove(config, offer),
        };
      }),
    ),
    cas: cas ? casInWords(config, casRecordView(audience, cas)) : null,
    casCourse: cas ? await casCourseFor(services, tenant, config, cas._id, audience) : null,
    documents: documentsByGroup(config, audience, stored, words),
    history: await historyOf(services, tenant, config, recordIds, audience, shownOffers),
    staffTasks: tasks.map((task) => ({ id: task._id, title: task.title, dueDate: task.dueDate, role: task.role ? (config.areas.roles.roles[task.role]?.label ?? task.role) : null })),
    checklist: cas && mayReadChecklist(user) ? staffChecklistView(config, cas, { today, role: user.role }) : null,
    mayAddApplication:
      !!account &&
      account.role === config.areas.application.agents.applicantRole &&
      actsAsAgent(user) &&
      can(user, "create:application:assigned", { tenant, assignedTo: account.assignedTo ?? [] }) &&
      mayStartAnotherApplication(config, applications.length),
  };
  return { view, casRecord: cas };
}

/**
 * One saved section's answers, to draw read-only (the person's record opens each section's answers
 * on its own: drawing every section on every view of the record cost most of the page; decision
 * 0098). Null unless the user may read the record on the person's page and the section is listed
 * there and saved.
 */
export async function sectionAnswers(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, personId: string, recordId: string, formId: string, today: string): Promise<{ title: string; personName: string; form: ReadOnlyForm } | null> {
  const visible = await visibleRecords(services, user, tenant, personId);
  if (!visible?.has(recordId)) return null;
  const nameOf = (record: EntityRecord) => [record.givenName, record.familyName].filter((part) => typeof part === "string" && part !== "").join(" ");
  const application = await services.repositories.applications.findById(tenant, recordId);
  if (application && application.userId === personId) {
    const section = sectionViews(config, application, { today, role: user.role }).find((view) => view.formId === formId && view.saved);
    return section ? { title: section.title, personName: nameOf(application), form: readOnlyForm(evaluatePage(config, formId, { record: application, today, role: "Applicant" })) } : null;
  }
  const student = await services.repositories.students.findById(tenant, recordId);
  if (!student || student.userId !== personId || !mayReadChecklist(user)) return null;
  if (!checklistFormIds(config, student, today).includes(formId) || !isSaved(student, formId)) return null;
  return { title: config.formTitle(formId), personName: nameOf(student), form: readOnlyForm(evaluatePage(config, formId, { record: student, today, role: "Student" })) };
}

/** The documents the audience may see (not STAFF_ONLY or AGENT_ONLY kept from it), under their groups in the configuration's order; a group with none is left out. */
function documentsByGroup(config: PreparedConfig, audience: Audience, stored: readonly UploadRecord[], words: ReadonlyMap<string, DocumentWords>): PersonDocumentGroup[] {
  const groups = documentGroups(config).map((group) => ({ id: group.id, heading: config.text(group.labelKey), documents: [] as PersonDocumentGroup["documents"] }));
  for (const upload of stored) {
    const document = documentView(audience, upload);
    const described = words.get(upload._id);
    const group = groups.find((candidate) => candidate.id === documentGroupOf(config, upload).id);
    if (document && described && group) group.documents.push({ ...document, ...described });
  }
  return groups.filter((group) => group.documents.length > 0);
}

/** The course on the CAS record; the fee is the university's to read (staff). */
async function casCourseFor(services: Services, tenant: string, config: PreparedConfig, studentId: string, audience: Audience) {
  const { fee, ...course } = await casCourseOf(services, tenant, config, studentId);
  return audience === "staff" ? { ...course, fee } : course;
}

/** The CAS record with its codes in the configuration's words. */
function casInWords(config: PreparedConfig, view: CasRecordView): CasRecordView {
  return view.stage === undefined ? view : { ...view, stage: valueLabel(config, "student.stage", view.stage) };
}
