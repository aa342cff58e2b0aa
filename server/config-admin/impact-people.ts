// Impact of a draft on people (issue 38 item 5): who would be asked for a new required document,
// whose task would reopen, who would start or stop getting a reminder in the next 7 days, and
// whose amount to prove would change, each with how far along they are (their CAS stage). Every
// answer comes from the code users get, run twice: the documents and task rules, the reminder
// rules' own evaluation (dueReminders, day by day, as the sweep would send them) and the funding
// calculator, once with the published configuration and once with the draft. An area the draft
// leaves as it is is not evaluated. "today" is an argument.
import { isDeepStrictEqual } from "node:util";
import type { PreparedConfig, TaskStatus } from "../../rules";
import { listedStageLabel } from "../../rules/cas/stage-move";
import { documentAreas, documentRows } from "../../rules/checklist/documents";
import { studentTaskRows } from "../../rules/checklist/tasks";
import { addDays } from "../../rules/dates/add-days";
import { dueReminders } from "../../rules/reminders/due-reminders";
import type { SentReminder } from "../../rules/types";
import { uploadsByTypeForRecords } from "../checklist/documents";
import type { EntityRecord } from "../repositories";
import { recordsWithDerived } from "../records/derived";
import { REMINDER_COLLECTIONS, type ReminderCollection } from "../reminders/reminder-subject";
import type { ReminderClaim } from "../reminders/sweep";
import type { Services } from "../services";
import { fundingForms, fundingSummaryFor } from "./preview-person";
import { recordName } from "./records";

/** The reminders looked ahead: today and the six days after it. */
export const REMINDER_WINDOW_DAYS = 7;

export interface AffectedPerson {
  recordId: string;
  name: string;
  /** The CAS stage's label, or null when the record has none (an applicant, an offer, a student not yet in the pipeline). */
  stage: string | null;
}

export interface NewDocuments extends AffectedPerson {
  /** The documents' names as the student reads them. */
  documents: string[];
}

export interface ReopenedTask extends AffectedPerson {
  task: string;
  from: TaskStatus;
  to: TaskStatus;
}

export interface ReminderChange extends AffectedPerson {
  reminder: string;
  /** The days in the window it would go that it would not now (starts), or that it would go now and would not (stops). */
  dates: string[];
  change: "starts" | "stops";
}

export interface FundingChange extends AffectedPerson {
  /** Whole pounds to prove now and under the draft. */
  before: number;
  after: number;
}

export interface PeopleImpact {
  newDocuments: NewDocuments[] | null;
  reopenedTasks: ReopenedTask[] | null;
  reminders: ReminderChange[] | null;
  funding: FundingChange[] | null;
}

export interface PeopleImpactInput {
  tenant: string;
  published: PreparedConfig;
  draft: PreparedConfig;
  today: string;
  texts: Record<string, string>;
}

type AreaName = keyof PreparedConfig["document"];

const differs = (published: PreparedConfig, draft: PreparedConfig, areas: readonly AreaName[]): boolean =>
  areas.some((area) => !isDeepStrictEqual(published.document[area], draft.document[area]));

function personOf(input: PeopleImpactInput, record: EntityRecord): AffectedPerson {
  const stage = typeof record.stage === "string" && record.stage !== "" ? listedStageLabel(input.draft, record.stage) : null;
  return { recordId: record._id, name: recordName(input.texts, record), stage };
}

export async function peopleImpact(services: Services, input: PeopleImpactInput): Promise<PeopleImpact> {
  const { published, draft } = input;
  const documentsChange = differs(published, draft, ["documents", "checklist-tasks", "cas-stages"]);
  const fundingChange = differs(published, draft, ["funding", "settings"]) || fundingForms(published).some((formId) => !isDeepStrictEqual(published.document.forms[formId], draft.document.forms[formId]));
  const remindersChange = differs(published, draft, ["reminders", "reminder-delivery"]);
  // The students are read once for every area that reads them.
  const students = documentsChange || fundingChange || remindersChange ? await services.repositories.students.find(input.tenant, {}, { sort: { _id: 1 } }) : [];
  return {
    ...(documentsChange ? await documentsImpact(services, input, students) : { newDocuments: null, reopenedTasks: null }),
    reminders: remindersChange ? await remindersImpact(services, input, students) : null,
    funding: fundingChange ? fundingImpact(input, students) : null,
  };
}

/** Who would be asked for a document that is required and not yet done, and whose task that was done would no longer be. */
async function documentsImpact(services: Services, input: PeopleImpactInput, students: readonly EntityRecord[]): Promise<Pick<PeopleImpact, "newDocuments" | "reopenedTasks">> {
  const { published, draft, today } = input;
  const newDocuments: NewDocuments[] = [];
  const reopenedTasks: ReopenedTask[] = [];
  const uploadsOf = await uploadsByTypeForRecords(services, input.tenant, students.map((student) => student._id));
  for (const student of students) {
    const uploads = uploadsOf.get(student._id) ?? new Map();
    const requiredNow = new Set(requiredDocuments(published, student, uploads, today).map((row) => row.key));
    const added = requiredDocuments(draft, student, uploads, today).filter((row) => !row.done && !requiredNow.has(row.key));
    if (added.length) newDocuments.push({ ...personOf(input, student), documents: added.map((row) => row.label) });
    const before = new Map(studentTaskRows({ config: published, student, today, role: "Student" }, uploads).map((row) => [row.id, row.status]));
    for (const row of studentTaskRows({ config: draft, student, today, role: "Student" }, uploads)) {
      const from = before.get(row.id);
      if (from === "Complete" && row.status !== "Complete") reopenedTasks.push({ ...personOf(input, student), task: draft.text(row.labelKey), from, to: row.status });
    }
  }
  return { newDocuments, reopenedTasks };
}

/** The required documents of every documents task shown to the student under a configuration. */
function requiredDocuments(config: PreparedConfig, student: EntityRecord, uploads: ReadonlyMap<string, unknown[]>, today: string) {
  const areas = new Set(config.areas.tasks.tasks.filter((task) => task.kind === "documents").flatMap((task) => documentAreas(config, task)));
  return documentRows(config, [...areas], student, uploads, today).filter((row) => row.required);
}

/** Per reminder key, the days in the window the reminder rules would send it, as the sweep would (a send logged, the next day evaluated). */
function sendsInWindow(config: PreparedConfig, collection: ReminderCollection, subject: unknown, sentLog: readonly SentReminder[], today: string): Map<string, string[]> {
  const reminders = config.areas.reminders.filter((reminder) => reminder.definition.collection === collection);
  const days = new Map<string, string[]>();
  if (reminders.length === 0) return days;
  const log = [...sentLog];
  for (let offset = 0; offset < REMINDER_WINDOW_DAYS; offset += 1) {
    const day = addDays(today, offset);
    for (const due of dueReminders(reminders, subject, log, day, { graceDays: config.areas.reminderDelivery.graceDays })) {
      log.push({ key: due.key, anchor: due.anchor, day: due.day });
      days.set(due.key, [...(days.get(due.key) ?? []), day]);
    }
  }
  return days;
}

/** The days of `these` not among `those`, per key. */
function daysOnlyIn(these: ReadonlyMap<string, string[]>, those: ReadonlyMap<string, string[]>): Array<[string, string[]]> {
  return [...these]
    .map(([key, days]): [string, string[]] => [key, days.filter((day) => !(those.get(key) ?? []).includes(day))])
    .filter(([, days]) => days.length > 0);
}

async function remindersImpact(services: Services, input: PeopleImpactInput, students: readonly EntityRecord[]): Promise<ReminderChange[]> {
  const { published, draft, today } = input;
  const aboutIn = (config: PreparedConfig, key: string) => String(config.areas.reminders.find((reminder) => reminder.key === key)?.definition.about ?? key);
  const changes: ReminderChange[] = [];
  for (const collection of REMINDER_COLLECTIONS) {
    const has = (config: PreparedConfig) => config.areas.reminders.some((reminder) => reminder.definition.collection === collection);
    if (!has(published) && !has(draft)) continue;
    const records = collection === "students" ? students : await services.repositories[collection].find(input.tenant, {}, { sort: { _id: 1 } });
    const claims = (await services.repositories.reminders.find(input.tenant, { collection })) as ReminderClaim[];
    const logs = new Map<string, SentReminder[]>();
    for (const claim of claims) {
      const log = logs.get(claim.recordId);
      const sent = { key: claim.key, anchor: claim.anchor, day: claim.day };
      if (log) log.push(sent);
      else logs.set(claim.recordId, [sent]);
    }
    // Each configuration's view of every record, its uploads read in one query (not one per record).
    const subjectsNow = await recordsWithDerived(services, published, collection, records, "reminders", today);
    const subjectsThen = await recordsWithDerived(services, draft, collection, records, "reminders", today);
    for (const [index, record] of records.entries()) {
      const log = logs.get(record._id) ?? [];
      const now = sendsInWindow(published, collection, subjectsNow[index], log, today);
      const then = sendsInWindow(draft, collection, subjectsThen[index], log, today);
      for (const [key, dates] of daysOnlyIn(then, now)) changes.push({ ...personOf(input, record), reminder: aboutIn(draft, key), dates, change: "starts" });
      for (const [key, dates] of daysOnlyIn(now, then)) changes.push({ ...personOf(input, record), reminder: aboutIn(published, key), dates, change: "stops" });
    }
  }
  return changes.sort((a, b) => a.dates[0].localeCompare(b.dates[0]) || a.name.localeCompare(b.name));
}

/** The amount the calculator says a student must prove, or null when it cannot work it out. */
function amountToProve(config: PreparedConfig, student: EntityRecord, today: string): number | null {
  const summary = fundingSummaryFor(config, student, today);
  return summary && !summary.totalInvalid ? summary.totalToBeShown : null;
}

function fundingImpact(input: PeopleImpactInput, students: readonly EntityRecord[]): FundingChange[] {
  const changes: FundingChange[] = [];
  for (const student of students) {
    const before = amountToProve(input.published, student, input.today);
    const after = amountToProve(input.draft, student, input.today);
    if (before !== null && after !== null && before !== after) changes.push({ ...personOf(input, student), before, after });
  }
  return changes.sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.name.localeCompare(b.name));
}
