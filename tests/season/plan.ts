// A simulated day's plan: the universities' imports on their import days, then each person whose
// turn it is takes their next step (theirs, their agent's or the university's), then the staff's
// work on the pipeline lists (bulk stage moves) and the day's messages. Worked out at the start of
// the day from the model and the day's own random stream, so a restarted process plans the same day.
import type { PlannedAction } from "./actions/index";
import { offerConditions, YOUR_INFORMATION } from "./answers";
import { planImport, type ImportPlan } from "./imports";
import { importDays } from "./cohort";
import { Prng } from "./prng";
import { dayOf, type OfferModel, type Person, type World } from "./world";

/** The day a university publishes its mid-season configuration (issue 37 item 5). */
export const publishDay = (days: number) => Math.floor(days * 0.45);
/** The university that does. */
export const PUBLISHING_TENANT = "northbridge";

const CLOSED = ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"];

function act(person: Person, kind: PlannedAction["kind"], params: Record<string, unknown> = {}, viaHttp = false): PlannedAction {
  return { kind, tenant: person.tenant, person: person.key, params, ...(viaHttp ? { viaHttp: true } : {}) };
}

/** The pages an applicant still has to save (or save again: a page a new mandatory answer was added to). */
function pagesToSave(world: World, person: Person): Array<{ formId: string; area: "your-information" | "application" }> {
  const application = person.application;
  if (!application) return [];
  const epoch = world.newMandatoryEpoch[person.tenant];
  const needs = (formId: string) => {
    const saved = application.saved[formId];
    return !saved || (formId === world.newMandatoryForm && saved.configEpoch < epoch);
  };
  return [
    ...YOUR_INFORMATION.filter(needs).map((formId) => ({ formId, area: "your-information" as const })),
    ...world.applicationSections[person.tenant].filter(needs).map((formId) => ({ formId, area: "application" as const })),
  ];
}

function applicantStep(world: World, person: Person, rng: Prng, day: number): PlannedAction[] {
  const application = person.application;
  if (!application) return [];
  const actions: PlannedAction[] = [];
  // The invitation's link works for the university's number of days (application.agents.invitation.days).
  if (person.accountStatus === "INVITED" && person.invitedOn !== undefined && day - person.invitedOn < world.invitationDays && rng.chance(0.5)) actions.push(act(person, "acceptInvitation"));
  // The university asks some applicants who chose their course to update their programme choices; they do it a few days later.
  const choices = application.saved["programme-choices"];
  const asked = application.programmeChoicesRequestedAt;
  if (choices && ["InProgress", "Completed"].includes(application.status)) {
    if (!asked && rng.chance(0.08)) return [act(person, "staffRequest", { kind: "programmeChoices" })];
    if (asked && choices.at < asked && dayOf(world, asked) + 4 <= day) return [act(person, "saveSection", { formId: "programme-choices", area: "your-information", by: "applicant", epoch: world.epoch[person.tenant] })];
  }
  const remaining = pagesToSave(world, person);
  const saved = Object.keys(application.saved).length;
  if (remaining.length && saved < person.fate.sectionsBeforeStall) {
    const take = Math.min(remaining.length, rng.int(2, 6), person.fate.sectionsBeforeStall - saved);
    const byAgent = person.route === "agent" && rng.chance(0.3);
    // A small share through the HTTP pages: the applicants who sign in with a password of their own.
    const http = person.route === "direct" && rng.chance(0.06);
    for (const page of remaining.slice(0, take)) actions.push(act(person, "saveSection", { ...page, by: byAgent ? "agent" : "applicant", epoch: world.epoch[person.tenant] }, http && !byAgent));
    return actions;
  }
  if (!remaining.length && application.status === "Completed" && person.fate.submits) actions.push(act(person, "submit", {}, person.route === "direct" && rng.chance(0.1)));
  return actions;
}

const firstPending = (offer: OfferModel) => offer.conditions.find((requirement) => requirement.status === "Condition");

function offerStep(person: Person, offer: OfferModel, rng: Prng, day: number): PlannedAction[] {
  const fate = person.fate;
  switch (offer.status) {
    case "Applied":
    case "Draft": {
      if (fate.decision === "Undecided") return [];
      if (fate.decision === "Rejected") return [act(person, "offerStatus", { status: "Rejected", reason: "EntryCriteriaNotMet", notify: rng.chance(0.5) })];
      if (!offer.conditionType) return [act(person, "offerDetails", { conditionType: fate.decision })];
      if (offer.status === "Applied" && rng.chance(0.3)) return [act(person, "offerStatus", { status: "Draft", note: "Waiting for the admissions tutor" })];
      const conditions = fate.decision === "Conditional" ? offerConditions(person) : [{ requirementId: "Passport", requirementText: "Passport", status: "Satisfied" }];
      return [act(person, "offerStatus", { status: fate.decision, conditions, notify: rng.chance(0.7) }, rng.chance(0.08))];
    }
    case "Conditional":
    case "Unconditional": {
      if (!offer.applicantStatus) {
        if (fate.withdrawnByStaff && day - person.arrives > 20) return [act(person, "offerStatus", { status: "Withdrawn", reason: "DeadlineHasPassed", notify: true })];
        if (fate.answer === "None") return [];
        return [act(person, "decide", { answer: fate.answer }, person.route === "direct" && rng.chance(0.1))];
      }
      if (offer.applicantStatus !== "Accepted") return [];
      const pending = firstPending(offer);
      const paymentThread = fate.pays && offer.paymentStatus !== "Approved" && (!pending || rng.chance(0.5));
      if (paymentThread) {
        if (!offer.paymentMethod) return [act(person, "pay")];
        if (!offer.proofGiven) return [act(person, "giveProof")];
        return [act(person, "reviewPayment")];
      }
      if (pending) {
        const documents = offer.documents.filter((document) => document.documentType === pending.requirementId);
        const latest = documents[documents.length - 1];
        if (!latest || latest.review === "REJECTED") return [act(person, "uploadConditionDocument", { requirementId: pending.requirementId, name: `${pending.requirementId}-${person.key}-${documents.length + 1}.pdf` })];
        if (!latest.review) return [act(person, "reviewDocument", { uploadId: latest.uploadId, verdict: documents.length === 1 && fate.firstDocumentRejected ? "REJECTED" : "APPROVED" })];
        return [act(person, "satisfyRequirement", { requirementId: pending.requirementId })];
      }
      if (offer.status === "Conditional") return [act(person, "offerStatus", { status: "Unconditional", conditions: offer.conditions.map((requirement) => ({ ...requirement, status: "Satisfied" })), notify: true })];
      return [];
    }
    default:
      return [];
  }
}

function studentStep(world: World, person: Person, rng: Prng, day: number): PlannedAction[] {
  const student = person.student;
  if (!student || CLOSED.includes(student.stage)) return [];
  const fate = person.fate;
  if (Object.keys(student.conflicts).length) return [act(person, "settleConflict", { field: Object.keys(student.conflicts)[0], choice: rng.chance(0.5) ? "keep" : "take" })];
  // Now and then a university admin tags a student from their record.
  if (!student.tags.includes("Scholarship") && rng.chance(0.03)) return [act(person, "tag", { tag: "Scholarship" })];
  switch (student.stage) {
    case "Not-Triggered":
      // Enroly moves the imported students on together (the day's bulk move).
      return [];
    case "Pre-Deposit":
      // Some are asked for the deposit first (its email goes at once).
      if (!student.requests?.deposit && rng.chance(0.25)) return [act(person, "staffRequest", { kind: "deposit" })];
      return rng.chance(0.6) ? [act(person, "stageMove", { to: "Post-Deposit", reason: "Deposit received", by: "uni" })] : [];
    case "Post-Deposit":
    case "Interview":
    case "Compliance Check":
    case "Awaiting Info": {
      // Now and then staff see a passport that ends too soon and ask for a new copy.
      if (!student.requests?.passportRenewal && rng.chance(0.03)) return [act(person, "staffRequest", { kind: "passportRenewal" })];
      const pages = world.checklistPages[person.tenant].filter((page) => !student.pages[page]);
      const savedPages = Object.keys(student.pages).length;
      if (pages.length && savedPages < fate.checklistPagesBeforeStall) {
        const take = Math.min(pages.length, rng.int(2, 7), fate.checklistPagesBeforeStall - savedPages);
        return pages.slice(0, take).map((formId) => act(person, "checklistPage", { formId }));
      }
      if (pages.length) return [];
      const questions = world.questionnairePages[person.tenant].filter((page) => !student.questionnaire[page]);
      // The slowest put the pre-CAS questionnaire off for a week after their checklist (its reminder chases them).
      if (questions.length && person.pace === 4 && student.checklistCompletedAt && day - dayOf(world, student.checklistCompletedAt) < 7) return [];
      if (questions.length) return questions.map((formId) => act(person, "checklistPage", { formId }));
      if (!student.documentsDone) return [act(person, "studentDocuments")];
      if (!student.interviewBooked && rng.chance(0.2)) return [act(person, "recordInterview")];
      // Most wait for the staff's weekly bulk move to Ready for CAS; some are moved on their own.
      return rng.chance(0.3) ? [act(person, "stageMove", { to: "Ready for CAS", reason: "Checklist and documents complete", by: "uni" })] : [];
    }
    case "Ready for CAS":
    case "Draft CAS":
    case "Pathway Review":
      // A CAS within two months of the intake's start is recorded as issued late (the late visa reminders follow).
      return [act(person, "recordCas", { casNumber: `E${person.key.toUpperCase().padEnd(13, "X")}`.slice(0, 14), late: dayOf(world, `${student.intakeId ?? person.intakeId}-01T00:00:00.000Z`) - day <= 60 })];
    case "CAS Issued": {
      // A CAS that came late finds the student unready: they take three days to apply (the late reminder chases them).
      if (!student.visaStatus && student.casIssuedLate && day - dayOf(world, student.stageChangedAt) < 3) return [];
      if (!student.visaStatus) return fate.outcome === "None" ? [] : [act(person, "recordVisa", { visaStatus: "Visa applied" })];
      if (day - dayOf(world, student.visaStatusChangedAt ?? student.stageChangedAt) < 7) return [];
      if (fate.outcome === "Visa received" || fate.outcome === "Visa refusal") return rng.chance(0.4) ? [act(person, "recordVisa", { visaStatus: fate.outcome })] : [];
      if (fate.outcome === "Deferred" || fate.outcome === "Closed Lost") return rng.chance(0.3) ? [act(person, "stageMove", { to: fate.outcome, reason: fate.outcome === "Deferred" ? "The student asked to start next year" : "The student chose another university", by: "uni" })] : [];
      return [];
    }
    case "Visa Issued": {
      // With the visa, staff ask for the follow-up documents, and the student books their travel and uploads the ticket.
      if (student.visaStatus === "Visa received" && !student.requests?.followUpDocuments && rng.chance(0.3)) return [act(person, "staffRequest", { kind: "followUpDocuments" })];
      if (!student.travelBookedAt && !student.arrivalStatus && rng.chance(0.4)) return [act(person, "uploadTravelTicket")];
      if (fate.enrols === "None") return [];
      // Dates left empty are the day's own (the form asks for the date the student enrolled or left).
      if (!student.arrivalStatus) return rng.chance(0.5) ? [act(person, "recordEnrolment", { arrivalStatus: "Enrolled" })] : [];
      if (student.arrivalStatus === "Enrolled" && fate.enrols !== "Enrolled" && rng.chance(0.3)) return [act(person, "recordEnrolment", { arrivalStatus: fate.enrols, enrolledDate: student.enrolledDate })];
      return [];
    }
    default:
      return [];
  }
}

function stepFor(world: World, person: Person, rng: Prng, day: number): PlannedAction[] {
  if (person.route === "direct" && !person.userId) return [act(person, "register")];
  if (person.route === "agent" && !person.userId) return [act(person, "agentCreateApplicant")];
  if (person.route === "agent" && !person.application) return [act(person, "agentCreateApplication")];
  if (person.student) return studentStep(world, person, rng, day);
  const offer = person.offers[0];
  if (offer) return offerStep(person, offer, rng, day);
  return applicantStep(world, person, rng, day);
}

/** Staff read and write messages: a few conversations a day, with students, with agents, and internal notes. */
function messages(rng: Prng, day: number, active: Person[]): PlannedAction[] {
  const actions: PlannedAction[] = [];
  for (const person of active) {
    // A conversation is about a person staff can open: one with an application or a CAS record.
    if (!person.userId || !(person.application || person.student) || !rng.chance(0.04)) continue;
    const from = rng.weighted({ person: 3, uni: 3, agent: person.agent ? 2 : 0 });
    const audience = from === "person" ? "student" : from === "agent" ? "agent" : rng.pick(person.student ? ["student", "internal", "agent"] : ["internal", "agent"]);
    // A student writes to the university; an applicant has no conversation of their own yet (decision 0822).
    if (from === "person" && !person.student) continue;
    if (audience === "agent" && !person.agent) continue;
    const by = from === "agent" ? (person.agent ?? "agent") : from;
    actions.push(act(person, "message", { from: by, audience, body: `Day ${day}: ${audience === "internal" ? "note about the file" : "a question about the next step"} (${person.key})` }));
    if (rng.chance(0.5)) actions.push(act(person, "readMessages", { by: "uni" }));
  }
  return actions;
}

/** Staff work the pipeline lists: the provider moves the newly imported students on, the university moves those ready to Ready for CAS. */
function bulkMoves(world: World, day: number): PlannedAction[] {
  const actions: PlannedAction[] = [];
  for (const tenant of Object.keys(world.applicationSections)) {
    const students = world.people.filter((person) => person.tenant === tenant && person.student);
    const waiting = students.filter((person) => person.student?.stage === "Not-Triggered" && day - person.arrives >= 3);
    if (waiting.length && day % 4 === 0) actions.push({ kind: "bulkStageMove", tenant, params: { people: waiting.map((person) => person.key), from: ["Not-Triggered"], to: "Pre-Deposit", by: "enroly" } });
    const ready = students.filter((person) => {
      const student = person.student as NonNullable<Person["student"]>;
      return ["Post-Deposit", "Interview", "Compliance Check", "Awaiting Info"].includes(student.stage) && student.documentsDone && world.checklistPages[tenant].every((page) => student.pages[page]) && world.questionnairePages[tenant].every((page) => student.questionnaire[page]);
    });
    if (ready.length && day % 5 === 0) actions.push({ kind: "bulkStageMove", tenant, params: { people: ready.map((person) => person.key), from: ["Post-Deposit", "Interview", "Compliance Check", "Awaiting Info"], to: "Ready for CAS", by: "uniadmin" } });
  }
  return actions;
}

export interface DayPlan {
  actions: PlannedAction[];
}

/** The day's configuration publish, done before the day is planned (the day's steps go by what it asks for). */
export function publishOf(world: World, day: number): PlannedAction | null {
  return day === publishDay(world.days) ? { kind: "publish", tenant: PUBLISHING_TENANT, params: {} } : null;
}

/** Plans the day; moves each planned person's next turn on (the model's only change outside an action, the same on a replay). */
export function planDay(world: World, day: number, takenEmail: (tenant: string) => string): DayPlan {
  const rng = new Prng(world.seed).fork(`day:${day}`);
  const actions: PlannedAction[] = [];
  if (importDays(world.days).includes(day)) {
    for (const tenant of Object.keys(world.applicationSections)) {
      const plan: ImportPlan | null = planImport(world, tenant, day, takenEmail(tenant));
      if (plan) actions.push({ kind: "import", tenant, params: plan as unknown as Record<string, unknown> });
    }
  }
  const active = world.people.filter((person) => !person.done && person.arrives <= day);
  for (const person of rng.shuffle(active)) {
    if (person.next > day || (person.route === "imported" && !person.student)) continue;
    const steps = stepFor(world, person, rng, day);
    actions.push(...steps);
    person.next = day + (steps.length ? person.pace : person.pace + rng.int(2, 6)) + rng.int(0, 1);
  }
  actions.push(...messages(rng, day, active));
  actions.push(...bulkMoves(world, day));
  return { actions };
}
