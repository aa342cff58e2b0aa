// The season's own account of every person: what has happened to them, kept by the simulator as
// each action succeeds (never read back from the application's derived state). The oracle works
// out what every role should see from this and the universities' configuration. Plain JSON, so a
// day's model can be written to the data folder and a restarted process carries on from it.
import type { SeasonTenant } from "./app";

/** The funnel's steps in order (insights.json keys); a person reaching one has reached those before it. */
export const FUNNEL_STEPS = ["leads", "applied", "conditional", "unconditional", "accepted", "depositPaid", "casIssued", "visaIssued", "enrolled"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export type Route = "direct" | "agent" | "imported";

export interface RequirementModel {
  requirementId: string;
  requirementText: string;
  status: "Assess" | "Satisfied" | "Condition" | "Exempt" | "NotSatisfied";
  conditionText?: string;
  /** The document type a condition's upload is given as (offer-documents). */
  documentType?: string;
}

export interface OfferDocumentModel {
  uploadId: string;
  documentType: string;
  at: string;
  /** Uploaded by the applicant (not staff). */
  byApplicant: boolean;
  review?: "APPROVED" | "REJECTED";
}

export interface OfferModel {
  id: string;
  courseId: string;
  courseName: string;
  courseMode?: string;
  intakeId: string;
  status: "Applied" | "Draft" | "Conditional" | "Unconditional" | "Completed" | "Withdrawn" | "Rejected";
  appliedAt: string;
  /** When the status last changed (a staff status change; the opening at submission). */
  statusChangedAt: string;
  conditionType?: "Conditional" | "Unconditional";
  /** First issued (Conditional or Unconditional) and last issued. */
  issuedAt?: string;
  lastIssuedAt?: string;
  applicantStatus?: "Accepted" | "Declined";
  applicantDecisionAt?: string;
  conditions: RequirementModel[];
  paymentMethod?: string;
  proofGiven?: boolean;
  paymentStatus?: "Review" | "Approved" | "Exempt" | "Request";
  /** The applicant's saves and documents since staff last acted (001 §2 banners; decision 0813). */
  pendingChanges: boolean;
  newDocumentsSinceStaff: number;
  staffActedAt?: string;
  documents: OfferDocumentModel[];
  agentId?: string;
  agencyId?: string;
}

export interface ApplicationModel {
  id: string;
  status: "NEW" | "InProgress" | "Completed" | "Submitted" | "AwaitingDecision" | "Offered" | "Accepted" | "Rejected" | "Withdrawn" | "Cancelled";
  createdAt: string;
  updatedAt: string;
  /** When it became Completed (the submit reminder counts from it). */
  completedAt?: string;
  submittedAt?: string;
  /** The form ids saved, with whether the save held the answers the configuration then asked for. */
  saved: Record<string, { at: string; configEpoch: number }>;
  /** The offer that last set the status (a list shows an application its offer closed as the offer). */
  statusFromOffer?: string;
  /** When staff last asked the applicant to update their programme choices (decision 0031). */
  programmeChoicesRequestedAt?: string;
  phoneGiven: boolean;
  nationalityGiven: boolean;
  courseGiven: boolean;
}

export interface StudentDocumentModel {
  uploadId: string;
  documentType: string;
  at: string;
  byAgent: boolean;
}

export interface StudentModel {
  id: string;
  stage: string;
  /** When the stage last changed, and when each stage was last entered. */
  stageChangedAt: string;
  stagesEntered: Record<string, string>;
  invitedAt?: string;
  createdAt: string;
  imported: boolean;
  studentNo?: string;
  courseName?: string;
  intakeId?: string;
  /** The offer's type, for the pipeline's conditional status (the import's course says it for an imported student). */
  conditional?: boolean;
  /** Checklist pages saved (form id -> when). */
  pages: Record<string, string>;
  checklistCompletedAt?: string;
  questionnaire: Record<string, string>;
  visaStatus?: string;
  visaStatusChangedAt?: string;
  casNumber?: string;
  /** The import sent them straight to the CAS tasks (casBypass column). */
  casBypass?: boolean;
  /** When staff last asked them for each thing (decision 0031), by request kind. */
  requests?: Record<string, string>;
  /** When they first uploaded their travel ticket. */
  travelBookedAt?: string;
  /** Staff recorded the CAS as issued close to the course start (the late visa reminders). */
  casIssuedLate?: boolean;
  arrivalStatus?: string;
  /** When staff first recorded that they came (arrived or enrolled). */
  arrivedAt?: string;
  enrolledDate?: string;
  leftDate?: string;
  interviewBooked?: boolean;
  /** When staff asked for an interview (the interview record form, booking Requested). */
  interviewRequestedAt?: string;
  tags: string[];
  documents: StudentDocumentModel[];
  /** The documents the tasks ask for are given. */
  documentsDone?: boolean;
  /** What the imports last put in each field (the baseline a later import compares with). */
  importedFields?: Record<string, unknown>;
  /** A conflict the last import left waiting, by field. */
  conflicts: Record<string, { imported: unknown; current: unknown }>;
  /** Field values as the model knows them (names, nationality, dob: import and checklist write them). */
  fields: Record<string, unknown>;
  /** Unread messages waiting for the university's team, by audience. */
  unreadForTeam: Record<string, number>;
}

export interface Person {
  key: string;
  tenant: SeasonTenant;
  route: Route;
  givenName: string;
  familyName: string;
  email: string;
  nationality: string;
  feeStatus: string;
  dob: string;
  phone: string;
  courseId: string;
  intakeId: string;
  studentNo: string;
  /** The agent (staff local part) who brought them, if any. */
  agent: "agent" | "agent2" | null;
  /** The day they first appear. */
  arrives: number;
  /** Days between their own steps. */
  pace: number;
  fate: Fate;
  userId?: string;
  accountStatus?: "INVITED" | "CONFIRMED" | "NEW";
  /** The day an agent's invitation was sent. */
  invitedOn?: number;
  application?: ApplicationModel;
  offers: OfferModel[];
  student?: StudentModel;
  /** The first day each funnel step was reached. */
  reached: Partial<Record<FunnelStep, string>>;
  /** The day of the person's next own step. */
  next: number;
  /** What happened to them, for a difference's report. */
  trail: string[];
  /** A kill -9 interrupted an action about them (the store may hold part of it). */
  interruptedAt?: string;
  /** No more steps: closed, lost, or done. */
  done: boolean;
}

/** What the person will do, drawn when the cohort is made. */
export interface Fate {
  /** Sections they save before stopping for good (Infinity: all). */
  sectionsBeforeStall: number;
  submits: boolean;
  decision: "Conditional" | "Unconditional" | "Rejected" | "Undecided";
  /** The applicant's answer to an issued offer. */
  answer: "Accepted" | "Declined" | "None";
  pays: boolean;
  /** Staff reject the first condition document they give. */
  firstDocumentRejected: boolean;
  checklistPagesBeforeStall: number;
  outcome: "Visa received" | "Visa refusal" | "Deferred" | "Closed Lost" | "None";
  enrols: "Enrolled" | "Completed" | "Withdrawn" | "None";
  /** Staff withdraw the offer part way. */
  withdrawnByStaff: boolean;
}

export interface SentClaim {
  key: string;
  recordId: string;
  personKey: string;
  /** Which of the person's records: students, applications, offer:<course>. */
  subject: string;
  anchor: string;
  day: number;
  sendDate: string;
}

export interface CourseFacts {
  id: string;
  name: string;
  level?: string;
  mode?: string;
  fee?: number;
}

export interface World {
  seed: number;
  days: number;
  /** The first simulated day (YYYY-MM-DD). */
  start: string;
  people: Person[];
  /** Configuration facts the planner and the model go by (read once from the published configuration, again after a publish). */
  applicationSections: Record<string, string[]>;
  checklistPages: Record<string, string[]>;
  /** Each checklist page's section (consent, personal-information, history, responsibilities, financial-plan). */
  checklistSectionOf: Record<string, Record<string, string>>;
  questionnairePages: Record<string, string[]>;
  courses: Record<string, CourseFacts[]>;
  /** The automations each university has switched on, by id (configuration; the model follows their effects, decision 0849). */
  automations: Record<string, string[]>;
  /** How many days an agent's invitation link works (configuration). */
  invitationDays: number;
  /** The stage an imported student starts at, and the stage a hand-over makes (configuration). */
  importStage: string;
  handoverStage: string;
  /** How many configurations each university has published mid-season (0 or 1). */
  epoch: Record<string, number>;
  /** The form whose answer a mid-season publish made mandatory, and from which epoch a save must give it. */
  newMandatoryForm: string;
  newMandatoryEpoch: Record<string, number>;
  /** The reminders the universities' configuration has (reminders.json keys). */
  reminderKeys: string[];
  /** Reminders the application queued, validated by the oracle day by day. */
  claims: SentClaim[];
  /** Reminder keys that have fired at least once, and for whom. */
  fired: Record<string, string[]>;
  /** Counts of what the season did. */
  counts: Record<string, number>;
  /** Imports run (file, rows, outcome). */
  imports: Array<{ day: number; tenant: string; rows: number; bad: number; created: number; updated: number; failed: number }>;
}

export const personByKey = (world: World, key: string): Person => {
  const person = world.people.find((candidate) => candidate.key === key);
  if (!person) throw new Error(`season: no person ${key}`);
  return person;
};

export function note(person: Person, day: number, what: string): void {
  person.trail.push(`day ${day}: ${what}`);
  if (person.trail.length > 60) person.trail.splice(0, person.trail.length - 60);
}

export function reach(person: Person, step: FunnelStep, date: string): void {
  person.reached[step] ??= date;
}

export function count(world: World, what: string, by = 1): void {
  world.counts[what] = (world.counts[what] ?? 0) + by;
}

/** The season day an instant falls on. */
export function dayOf(world: Pick<World, "start">, iso: string): number {
  return Math.floor((Date.parse(iso) - Date.parse(`${world.start}T00:00:00.000Z`)) / 86_400_000);
}

/** The date of a season day (YYYY-MM-DD). */
export function dateOf(world: Pick<World, "start">, day: number): string {
  return new Date(Date.parse(`${world.start}T00:00:00.000Z`) + day * 86_400_000).toISOString().slice(0, 10);
}
