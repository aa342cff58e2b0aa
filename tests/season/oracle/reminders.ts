// The oracle's reminders: which of the 001 §9 reminders are due for whom on a day. When each
// starts, stops and counts from is written here from the specification's table and decision 0704
// (what each reminder is about), over the season's model; the timings (first delay, the further
// sends, the repeat) are read from the university's published configuration, so a schedule the
// university changes mid-season is followed. How sends go out is decision 0830: each send day
// once per start date, only the latest one when days were missed, none once more than the grace
// days late, at most N a person a day. Nothing here reads the application's reminder rules.
import type { OfferModel, Person, SentClaim, World } from "../world";

export type ReminderCollection = "students" | "applications" | "offers";

/** Whether a reminder applies to a record now, and the date its days count from. */
interface Judgement {
  /** The trigger holds and the stop condition does not. */
  active: boolean;
  /** The moment the days count from (an ISO date or date-time), when there is one. */
  from?: string;
  /** Why (for a difference's report). */
  because: string;
}

interface Subject {
  collection: ReminderCollection;
  /** The record: the person's CAS record, application, or one offer. */
  offer?: OfferModel;
  ref: string;
}

const CLOSED_STAGES = ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"];
const VISA_APPLIED_OR_LATER = ["Visa applied", "Awaiting visa response", "UKVI request more info", "Visa received", "Visa refusal", "Intends to defer", "Intends to withdraw"];
const VISA_WAITING = ["Visa applied", "Awaiting visa response", "UKVI request more info"];

function checklistState(world: World, person: Person) {
  const student = person.student as NonNullable<Person["student"]>;
  const pages = world.checklistPages[person.tenant];
  const sectionOf = world.checklistSectionOf[person.tenant];
  const sectionComplete = (section: string) => pages.filter((page) => sectionOf[page] === section).every((page) => student.pages[page]);
  return {
    complete: pages.every((page) => student.pages[page]),
    sectionComplete,
    questionnaireComplete: world.questionnairePages[person.tenant].every((page) => student.questionnaire[page]),
  };
}

type Rule = (world: World, person: Person, subject: Subject) => Judgement;

const never = (because: string): Rule => () => ({ active: false, because });

/** A student reminder that stops when their place is closed (decision 0704). */
function student(rule: (world: World, person: Person, student: NonNullable<Person["student"]>) => Judgement, stopsWhenClosed = true): Rule {
  return (world, person) => {
    const record = person.student;
    if (!record) return { active: false, because: "no CAS record" };
    if (stopsWhenClosed && CLOSED_STAGES.includes(record.stage)) return { active: false, because: `stage ${record.stage} stops it` };
    return rule(world, person, record);
  };
}

function section(id: string, title: string): Rule {
  return student((world, person, record) => {
    if (!record.invitedAt) return { active: false, because: "not invited" };
    // Sent straight to the CAS tasks: no checklist to chase.
    if (record.casBypass) return { active: false, because: "sent straight to the CAS tasks" };
    if (checklistState(world, person).sectionComplete(id)) return { active: false, because: `${title} is complete` };
    return { active: true, from: record.invitedAt, because: `${title} not complete` };
  });
}

/** Visa 1 (or its late version, when staff recorded the CAS as issued close to the course start): CAS issued, no visa application yet. */
function casIssued(late: boolean): Rule {
  return student((_world, _person, record) => {
    if (record.stage !== "CAS Issued") return { active: false, because: `stage ${record.stage}` };
    if (!!record.casIssuedLate !== late) return { active: false, because: late ? "the CAS was not issued late" : "the CAS was issued late (the late version applies)" };
    if (VISA_APPLIED_OR_LATER.includes(record.visaStatus ?? "")) return { active: false, because: `visa status ${record.visaStatus}` };
    return { active: true, from: record.stagesEntered["CAS Issued"], because: "CAS issued, no visa application yet" };
  }, false);
}

/** Visa 2 (or its late version): the visa applied for, the outcome not yet known. */
function visaApplied(late: boolean): Rule {
  return student((_world, _person, record) => {
    if (!VISA_WAITING.includes(record.visaStatus ?? "")) return { active: false, because: `visa status ${record.visaStatus ?? "none"}` };
    if (!!record.casIssuedLate !== late) return { active: false, because: late ? "the CAS was not issued late" : "the CAS was issued late (the late version applies)" };
    return { active: true, from: record.visaStatusChangedAt, because: `visa status ${record.visaStatus}` };
  });
}

/** Each reminder of reminders.json by key: when it applies, from when (001 §9; decision 0704). */
export const REMINDER_RULES: Readonly<Record<string, { collection: ReminderCollection; rule: Rule }>> = {
  welcome: {
    collection: "students",
    rule: student((world, person, record) => {
      if (!record.invitedAt) return { active: false, because: "not invited" };
      if (record.casBypass) return { active: false, because: "sent straight to the CAS tasks (their own welcome)" };
      if (checklistState(world, person).complete) return { active: false, because: "the checklist is complete" };
      return { active: true, from: record.invitedAt, because: "invited, checklist not complete" };
    }),
  },
  // The import's casBypass column sends some straight to the CAS tasks (decision 0704's casBypass):
  // their welcome says so and lasts until the tasks the CAS waits for are done (002: the
  // checklist, the pre-CAS questionnaire and the documents).
  casBypassWelcome: {
    collection: "students",
    rule: student((world, person, record) => {
      if (!record.invitedAt) return { active: false, because: "not invited" };
      if (!record.casBypass) return { active: false, because: "not sent straight to the CAS tasks" };
      const state = checklistState(world, person);
      if (state.complete && state.questionnaireComplete && record.documentsDone) return { active: false, because: "the tasks the CAS waits for are done" };
      return { active: true, from: record.invitedAt, because: "invited straight to the CAS tasks, tasks not complete" };
    }),
  },
  studentDetails: { collection: "students", rule: section("personal-information", "Section 1") },
  history: { collection: "students", rule: section("history", "Section 2") },
  finance: { collection: "students", rule: section("financial-plan", "Section 4") },
  outstandingDocuments: {
    collection: "students",
    rule: student((_world, _person, record) => {
      if (!record.checklistCompletedAt) return { active: false, because: "checklist not complete" };
      if (record.documentsDone) return { active: false, because: "documents given" };
      return { active: true, from: record.checklistCompletedAt, because: "checklist complete, documents outstanding" };
    }),
  },
  // Asked for by staff (decision 0031); the follow-up documents task is never done in the season
  // (the after-arrival documents are always asked for and never given).
  followUpDocuments: {
    collection: "students",
    rule: student((_world, _person, record) => {
      if (!record.invitedAt) return { active: false, because: "not invited" };
      const asked = record.requests?.followUpDocuments;
      return asked ? { active: true, from: asked, because: "follow-up documents asked for, not given" } : { active: false, because: "no follow-up documents asked for" };
    }),
  },
  preCasInterview: {
    collection: "students",
    rule: student((world, person, record) => {
      if (!record.checklistCompletedAt) return { active: false, because: "checklist not complete" };
      if (checklistState(world, person).questionnaireComplete) return { active: false, because: "questionnaire answered" };
      return { active: true, from: record.checklistCompletedAt, because: "checklist complete, questionnaire not answered" };
    }),
  },
  interviews: {
    collection: "students",
    rule: student((_world, _person, record) => (record.interviewRequestedAt ? { active: true, from: record.interviewRequestedAt, because: "an interview was asked for and is not done" } : { active: false, because: "no interview asked for" })),
  },
  // "No timing, none": sent once when staff ask (decision 0031); the passport one whatever the stage.
  passport: {
    collection: "students",
    rule: student((_world, _person, record) => (record.requests?.passportRenewal ? { active: true, from: record.requests.passportRenewal, because: "a new passport copy asked for" } : { active: false, because: "no new passport copy asked for" }), false),
  },
  deposit: {
    collection: "students",
    rule: student((_world, _person, record) => {
      if (record.stage !== "Pre-Deposit") return { active: false, because: `stage ${record.stage}` };
      return record.requests?.deposit ? { active: true, from: record.requests.deposit, because: "the deposit asked for in Pre-Deposit" } : { active: false, because: "no deposit asked for" };
    }),
  },
  visa1: { collection: "students", rule: casIssued(false) },
  visa1Late: { collection: "students", rule: casIssued(true) },
  visa2: { collection: "students", rule: visaApplied(false) },
  visa2Late: { collection: "students", rule: visaApplied(true) },
  arrival1: {
    collection: "students",
    rule: student((_world, _person, record) => (record.travelBookedAt ? { active: false, because: "travel booked" } : record.visaStatus === "Visa received" || record.stage === "Visa Issued" ? { active: true, from: record.visaStatusChangedAt ?? record.stagesEntered["Visa Issued"], because: "visa received, travel not booked" } : { active: false, because: "no visa yet" })),
  },
  arrival2: {
    collection: "students",
    rule: student((_world, _person, record) => {
      if (record.arrivedAt) return { active: false, because: "arrived" };
      return record.travelBookedAt ? { active: true, from: record.travelBookedAt, because: "travel booked, not arrived" } : { active: false, because: "travel not booked" };
    }),
  },
  // Neither stops when the place closes: a student who came and then withdrew still arrived. The
  // after-arrival documents are not given in the season, so the third always applies once arrived.
  arrival3: {
    collection: "students",
    rule: student((_world, _person, record) => (record.arrivedAt ? { active: true, from: record.arrivedAt, because: "arrived, after-arrival documents not given" } : { active: false, because: "not arrived" }), false),
  },
  arrival4: {
    collection: "students",
    rule: student((_world, _person, record) => (record.arrivedAt ? { active: true, from: record.arrivedAt, because: "arrived" } : { active: false, because: "not arrived" }), false),
  },
  newInterviews: {
    collection: "students",
    rule: (_world, person) => (person.student?.interviewRequestedAt ? { active: true, from: person.student.interviewRequestedAt, because: "an interview was asked for" } : { active: false, because: "no interview asked for" }),
  },
  readyForCas: {
    collection: "students",
    rule: (_world, person) => (person.student?.stage === "Ready for CAS" ? { active: true, from: person.student.stagesEntered["Ready for CAS"], because: "stage Ready for CAS" } : { active: false, because: `stage ${person.student?.stage ?? "none"}` }),
  },
  deferral: {
    collection: "students",
    rule: (_world, person) => (person.student?.stage === "Deferred" ? { active: true, from: person.student.stagesEntered.Deferred, because: "deferred" } : { active: false, because: `stage ${person.student?.stage ?? "none"}` }),
  },
  verify: {
    collection: "students",
    rule: student((_world, person, record) => (record.invitedAt && person.accountStatus === "NEW" ? { active: true, from: record.invitedAt, because: "invited, has not signed in" } : { active: false, because: `account ${person.accountStatus ?? "none"}` })),
  },
  registerInterest: { collection: "applications", rule: never("no one registers interest in the season (the product has no such page)") },
  startApplication: {
    collection: "applications",
    rule: (_world, person) => (person.application?.status === "NEW" ? { active: true, from: person.application.createdAt, because: "application not started" } : { active: false, because: `application ${person.application?.status ?? "none"}` }),
  },
  continueApplication: {
    collection: "applications",
    rule: (_world, person) => (person.application?.status === "InProgress" ? { active: true, from: person.application.updatedAt, because: "application in progress" } : { active: false, because: `application ${person.application?.status ?? "none"}` }),
  },
  submitApplication: {
    collection: "applications",
    rule: (_world, person) => (person.application?.status === "Completed" ? { active: true, from: person.application.completedAt, because: "application complete, not submitted" } : { active: false, because: `application ${person.application?.status ?? "none"}` }),
  },
  // Asked for by staff (decision 0031); it stops when the applicant saves their programme choices again.
  updateProgrammeChoices: {
    collection: "applications",
    rule: (_world, person) => {
      const asked = person.application?.programmeChoicesRequestedAt;
      if (!asked) return { active: false, because: "no update asked for" };
      const saved = person.application?.saved["programme-choices"]?.at;
      return saved && saved >= asked ? { active: false, because: "programme choices updated" } : { active: true, from: asked, because: "programme choices update asked for" };
    },
  },
  acceptOffer: {
    collection: "offers",
    rule: (_world, _person, subject) => {
      const offer = subject.offer as OfferModel;
      if (!["Conditional", "Unconditional"].includes(offer.status)) return { active: false, because: `offer ${offer.status}` };
      if (offer.applicantStatus) return { active: false, because: `applicant ${offer.applicantStatus}` };
      return { active: true, from: offer.lastIssuedAt, because: "offer issued, no answer" };
    },
  },
  satisfyOfferCondition: {
    collection: "offers",
    rule: (_world, _person, subject) => {
      const offer = subject.offer as OfferModel;
      if (offer.status !== "Conditional" || offer.applicantStatus !== "Accepted") return { active: false, because: `offer ${offer.status}, ${offer.applicantStatus ?? "no answer"}` };
      const open = offer.conditions.filter((requirement) => requirement.status === "Condition").length;
      return open > 0 ? { active: true, from: offer.applicantDecisionAt, because: `${open} condition(s) to meet` } : { active: false, because: "no condition left" };
    },
  },
  confirmPayment: {
    collection: "offers",
    rule: (_world, _person, subject) => {
      const offer = subject.offer as OfferModel;
      if (!["Conditional", "Unconditional"].includes(offer.status) || offer.applicantStatus !== "Accepted") return { active: false, because: `offer ${offer.status}, ${offer.applicantStatus ?? "no answer"}` };
      if (["Review", "Approved", "Exempt"].includes(offer.paymentStatus ?? "")) return { active: false, because: `payment ${offer.paymentStatus}` };
      return { active: true, from: offer.applicantDecisionAt, because: "accepted, payment not confirmed" };
    },
  },
};

interface Timing {
  offsets: number[];
  repeatEvery?: number | null;
  maxSends?: number | null;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00.000Z`) / 86_400_000);

/** The last send day on or before `elapsed` days (the offsets, then every `repeatEvery` after the last), with its number. */
export function lastSendDay(timing: Timing, elapsed: number): { day: number; sequence: number } | null {
  const days: number[] = [];
  const max = timing.maxSends ?? Number.MAX_SAFE_INTEGER;
  for (const offset of timing.offsets) if (offset <= elapsed && days.length < max) days.push(offset);
  if (days.length === timing.offsets.length && days.length > 0 && (timing.repeatEvery ?? 0) > 0) {
    for (let day = days[days.length - 1] + (timing.repeatEvery as number); day <= elapsed && days.length < max; day += timing.repeatEvery as number) days.push(day);
  }
  return days.length ? { day: days[days.length - 1], sequence: days.length } : null;
}

export interface ExpectedReminder {
  key: string;
  collection: ReminderCollection;
  person: Person;
  offer?: OfferModel;
  anchor: string;
  day: number;
  because: string;
}

function subjectsOf(person: Person, collection: ReminderCollection): Subject[] {
  if (collection === "students") return person.student ? [{ collection, ref: "student" }] : [];
  if (collection === "applications") return person.application ? [{ collection, ref: "application" }] : [];
  return person.offers.map((offer) => ({ collection, offer, ref: offer.courseId }));
}

export function judge(world: World, person: Person, key: string, offer?: OfferModel): Judgement {
  const rule = REMINDER_RULES[key];
  if (!rule) return { active: false, because: `the oracle knows no reminder "${key}"` };
  if (rule.collection === "offers" && !offer) return { active: false, because: "no offer" };
  return rule.rule(world, person, { collection: rule.collection, offer, ref: offer?.courseId ?? rule.collection });
}

const subjectRef = (collection: ReminderCollection, offer?: OfferModel) => (collection === "offers" ? `offer:${offer?.courseId}` : collection);

/** The reminders due on `today` for each person of the university, before the daily limit. */
export function remindersDue(config: Record<string, unknown>, world: World, tenant: string, today: string): ExpectedReminder[] {
  const schedules = config.reminders as Record<string, Timing & { collection: ReminderCollection }>;
  const graceDays = Number((config["reminder-delivery"] as { graceDays?: number }).graceDays ?? 7);
  const sent = new Map<string, SentClaim[]>();
  for (const claim of world.claims) {
    const id = `${claim.personKey}|${claim.subject}|${claim.key}|${claim.anchor}`;
    sent.set(id, [...(sent.get(id) ?? []), claim]);
  }
  const due: ExpectedReminder[] = [];
  for (const person of world.people) {
    if (person.tenant !== tenant) continue;
    for (const [key, schedule] of Object.entries(schedules)) {
      const rule = REMINDER_RULES[key];
      if (!rule) continue;
      // 001 §9 "no timing, none": sent at once (the day it counts from), once.
      const timing: Timing = schedule.offsets.length === 0 ? { offsets: [0] } : schedule;
      for (const subject of subjectsOf(person, rule.collection)) {
        const judged = rule.rule(world, person, subject);
        if (!judged.active || !judged.from) continue;
        const anchor = judged.from.slice(0, 10);
        const elapsed = dayNumber(today) - dayNumber(anchor);
        const send = lastSendDay(timing, elapsed);
        if (!send || elapsed - send.day > graceDays) continue;
        const log = sent.get(`${person.key}|${subjectRef(rule.collection, subject.offer)}|${key}|${anchor}`) ?? [];
        if (log.some((claim) => claim.day === send.day)) continue;
        if (timing.maxSends != null && log.length >= timing.maxSends) continue;
        due.push({ key, collection: rule.collection, person, offer: subject.offer, anchor, day: send.day, because: judged.because });
      }
    }
  }
  return due;
}

export const subjectOf = subjectRef;
