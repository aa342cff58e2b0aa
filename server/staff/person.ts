// A person's record for staff (/students/:userId): their applications (every section as the
// applicant sees it, read-only), offers, CAS record, documents and the history of changes from
// the audit log. A staff member sees the person only when they may read one of the person's
// records: their university's, or (agents, agencies, partners) one assigned to them. Every part
// is the view the viewer's audience reads (server/views; decision 0015), never a store record.
import { valueLabel } from "../lists/value-labels";
import { casCourseOf, type CasCourse } from "./cas-course";
import { TASK_BADGE_KEYS, applicationTaskGroups, evaluatePage, formTaskStatus, humanisePath, isSaved, withoutHiddenAnswers, type PreparedConfig } from "../../rules";
import { checklistPages, questionnairePages } from "../../rules/checklist/navigation";
import type { FundingSummary } from "../../rules/domain/funding-summary";
import { fundingSummaryOf, riskRecordOf, type RiskRecord } from "../../rules/checklist/staff-view";
import { actsAsAgent, can, roleOf, type SignedInUser } from "../auth/permissions";
import { isStaffOnly } from "../../rules/offers/document-review";
import type { AuditRecord, EntityRecord } from "../repositories";
import type { Services } from "../services";
import { rejectedDocumentTypes } from "../uploads/uploads";
import { documentWords, type DocumentWords } from "../uploads/document-words";
import { visibilityFilter } from "../lists/dashboard";
import { hasNews, offerBanners, type OfferBanner } from "../../rules/offers/offer-banners";
import { offerVersionRows, type OfferVersionRow } from "../offers/offer-version-rows";
import { requirementsBlockingIssue } from "../../rules/offers/offer-workflow";
import { withDocumentNews } from "../offers/applicant-updates";
import { mayStartAnotherApplication } from "../../rules/applications/agent-applications";
import { AUTOMATION_ACTOR_PREFIX, AUTOMATION_CHANGE_ACTION } from "../automations/run-automations";
import { choiceLabel } from "../../rules/forms/choice-label";
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
  title: string;
  status: string;
  badgeKey: string;
  saved: boolean;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  formData: Record<string, unknown>;
}

export interface HistoryEntry {
  id: string;
  at: string;
  who: string | null;
  action: string;
  details: Record<string, unknown>;
  changes: Array<{ field: string; from: string; to: string }>;
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
  offers: Array<OfferRecordView & { banners: OfferBanner[]; statusReasonLabel: string | null; acknowledge: boolean; versionRows: OfferVersionRow[] }>;
  cas: CasRecordView | null;
  /** The CAS student's course, intake and (staff only) first-year fee (issue 39). */
  casCourse: (Omit<CasCourse, "fee"> & { fee?: number | null }) | null;
  /** Each with its type, uploader and review state in words (issue 39). */
  documents: Array<DocumentView & DocumentWords>;
  history: HistoryEntry[];
  /** Tasks the university's automations made for its staff about the person's records (decision 0851). */
  staffTasks: Array<{ id: string; title: string; dueDate: string; role: string | null }>;
  /** The user is the applicant's agent and the applicant may have one more application. */
  mayAddApplication: boolean;
  checklist: StaffChecklistView | null;
}

const HISTORY_LIMIT = 200;

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

/** Every section of an application drawn read-only as the applicant answered it (the person's record, check answers). */
export function sectionViews(config: PreparedConfig, application: EntityRecord, options: { today: string; role: string; rejectedDocumentTypes?: ReadonlySet<string> }): SectionView[] {
  const groups = [...applicationTaskGroups(config, "your-information", application, options), ...applicationTaskGroups(config, "application", application, options)];
  return groups.flatMap((group) =>
    group.rows.map((row) => {
      const page = evaluatePage(config, row.formId, { record: application, today: options.today, role: "Applicant" });
      return { formId: row.formId, title: row.title, status: row.status, badgeKey: row.badgeKey, saved: isSaved(application, row.formId), schema: page.schema, uiSchema: page.uiSchema, formData: withoutHiddenAnswers(page.states, page.answers) };
    }),
  );
}

function readOnlyPage(config: PreparedConfig, student: EntityRecord, formId: string, options: { today: string; role: string }): SectionView & { funding: FundingSummary | null } {
  const page = evaluatePage(config, formId, { record: student, today: options.today, role: "Student" });
  const saved = isSaved(student, formId);
  const status = formTaskStatus({ locked: false, saved, errorCount: saved ? page.errors.length : 0 });
  return { formId, title: config.formTitle(formId), status, badgeKey: TASK_BADGE_KEYS[status], saved, schema: page.schema, uiSchema: page.uiSchema, formData: withoutHiddenAnswers(page.states, page.answers), funding: fundingSummaryOf(page.answers) };
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

const shown = (value: unknown): string =>
  (value === undefined || value === null || value === "" ? "" : Array.isArray(value) && value.every((item) => typeof item === "string") ? value.join(", ") : typeof value === "object" ? JSON.stringify(value) : String(value)).slice(0, 200);

/** The audit entries about the person's records the audience reads, newest first, with the words for each change. */
async function historyOf(services: Services, tenant: string, config: PreparedConfig, recordIds: readonly string[], audience: Audience): Promise<HistoryEntry[]> {
  // An automation's own write is told by its run's entry (automation.run), which lists what it changed.
  const entries: AuditRecord[] = await services.repositories.auditLog.find(tenant, { entityId: { $in: [...recordIds] }, action: { $ne: AUTOMATION_CHANGE_ACTION } }, { sort: { at: -1 }, limit: HISTORY_LIMIT });
  const actorIds = [...new Set(entries.map((entry) => entry.actorId))];
  const actors = new Map<string, string>();
  // Who is outside the university: only their changes show their values to outside audiences.
  const outsiders = new Set<string>();
  for (const id of actorIds.filter((actor) => actor.startsWith(AUTOMATION_ACTOR_PREFIX))) actors.set(id, config.text("automations.history.who"));
  for (const id of actorIds.filter((actor) => !actors.has(actor))) {
    const account = await services.repositories.users.findByIdForSession(id);
    if (!account) continue;
    actors.set(id, [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email);
    if (audienceOf({ role: roleOf(account.role) }) !== "staff") outsiders.add(id);
  }
  const recordFieldLabels = new Map([...config.areas.recordFields.values()].flat().map((field) => [field.name, field.label]));
  const labelOf = (section: unknown, fullPath: string): string => {
    // A change listed from the record's diff names its form in its path (sections.<form id>.<answer>).
    const inSection = typeof section === "string" ? null : /^sections\.([^.]+)\.(.+)$/.exec(fullPath);
    const formId = inSection ? inSection[1] : section;
    const path = inSection ? inSection[2] : fullPath;
    const form = typeof formId === "string" && config.hasForm(formId) ? config.form(formId) : null;
    const pattern = path.replace(/\.\d+(?=\.|$)/g, ".*");
    const label = form?.fieldByKey.get(pattern)?.label;
    if (label && label.constant && typeof label.value === "string" && label.value) return label.value;
    // A field an automation changed is named as the condition builder names it.
    return recordFieldLabels.get(path) ?? humanisePath(path);
  };
  return entries.flatMap((entry) => {
    const details = historyEntryView(audience, { action: entry.action, details: entry.details ?? {}, madeByStaff: !outsiders.has(entry.actorId) });
    if (!details) return [];
    const changes = Array.isArray(details.changes) ? (details.changes as Array<{ path: string; label?: unknown; from: unknown; to: unknown }>) : [];
    return {
      id: entry._id,
      at: entry.at,
      who: actors.get(entry.actorId) ?? null,
      action: entry.action,
      // A section is named by its form's title, never its id.
      details: Object.fromEntries(
        Object.entries(details)
          .filter(([key, value]) => key !== "changes" && (typeof value === "string" || typeof value === "number"))
          .map(([key, value]) => [key, key === "section" && typeof value === "string" ? config.formTitle(value) : value]),
      ),
      // A change worded when it was made (an offer's version: "Tuition fee") keeps its words.
      changes: changes.map((change) => ({ field: typeof change.label === "string" ? change.label : labelOf(details.section, change.path), from: shown(change.from), to: shown(change.to) })),
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
  const view: PersonRecord = {
    person: personView(audience, {
      id: personId,
      name: [account?.givenName ?? first?.givenName, account?.familyName ?? first?.familyName].filter(Boolean).join(" ") || String(account?.email ?? personId),
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
        };
      }),
    ),
    cas: cas ? casInWords(config, casRecordView(audience, cas)) : null,
    casCourse: cas ? await casCourseFor(services, tenant, config, cas._id, audience) : null,
    // A document kept from the viewer's audience (STAFF_ONLY, AGENT_ONLY) is left out.
    documents: stored.flatMap((upload) => {
      const document = documentView(audience, upload);
      const described = words.get(upload._id);
      return document && described ? [{ ...document, ...described }] : [];
    }),
    history: await historyOf(services, tenant, config, recordIds, audience),
    staffTasks: tasks.map((task) => ({ id: task._id, title: task.title, dueDate: task.dueDate, role: task.role ? (config.areas.roles.roles[task.role]?.label ?? task.role) : null })),
    checklist: cas && (can(user, "read:student:tenant") || can(user, "update:student:assigned")) ? staffChecklistView(config, cas, { today, role: user.role }) : null,
    mayAddApplication:
      !!account &&
      account.role === config.areas.application.agents.applicantRole &&
      actsAsAgent(user) &&
      can(user, "create:application:assigned", { tenant, assignedTo: account.assignedTo ?? [] }) &&
      mayStartAnotherApplication(config, applications.length),
  };
  return { view, casRecord: cas };
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
