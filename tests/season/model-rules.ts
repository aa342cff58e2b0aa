// The specifications' rules the season's model follows when one thing leads to another, written
// here from the specs and decisions (not imported from the application): an application's status
// follows its offer (000 §4, 001 §4; decision 0815), an unconditional, accepted and paid offer
// hands the person over to the CAS pipeline (decision 0813), and entering a stage is recorded with
// the funnel step it reaches (decision 0832).
import { PENNINE_AUTOMATIONS } from "./configure";
import { note, reach, type FunnelStep, type OfferModel, type Person, type World } from "./world";

const FOLLOWS_OFFER = ["Submitted", "AwaitingDecision", "Offered", "Accepted", "Rejected", "Withdrawn", "Cancelled"];

/** The application's status after a change to its offer: the applicant's answer first, then the offer's status. */
export function applyApplicationStatusFromOffer(person: Person, offer: OfferModel): void {
  const application = person.application;
  if (!application || !FOLLOWS_OFFER.includes(application.status)) return;
  const status =
    offer.applicantStatus === "Accepted"
      ? "Accepted"
      : offer.applicantStatus === "Declined"
        ? "Withdrawn"
        : ["Conditional", "Unconditional", "Completed"].includes(offer.status)
          ? "Offered"
          : offer.status === "Rejected"
            ? "Rejected"
            : offer.status === "Withdrawn"
              ? "Withdrawn"
              : offer.status === "Draft"
                ? "AwaitingDecision"
                : null;
  if (!status || status === application.status) return;
  application.status = status as NonNullable<Person["application"]>["status"];
  application.statusFromOffer = offer.courseId;
}

/** Unconditional, accepted, deposit approved or exempt, and no CAS record yet: the person becomes a CAS student. */
export function maybeHandOver(world: World, person: Person, offer: OfferModel, when: { day: number; at: string; date: string }, studentId?: string): void {
  if (person.student) return;
  if (offer.status !== "Unconditional" || offer.applicantStatus !== "Accepted" || !["Approved", "Exempt"].includes(offer.paymentStatus ?? "")) return;
  person.student = {
    id: studentId ?? "",
    stage: world.handoverStage,
    stageChangedAt: when.at,
    stagesEntered: { [world.handoverStage]: when.at },
    invitedAt: when.at,
    createdAt: when.at,
    imported: false,
    courseName: offer.courseName,
    conditional: offer.conditionType === "Conditional",
    intakeId: offer.intakeId,
    pages: {},
    questionnaire: {},
    tags: [],
    documents: [],
    conflicts: {},
    fields: { givenName: person.givenName, familyName: person.familyName },
    unreadForTeam: {},
  };
  person.accountStatus = person.accountStatus ?? "CONFIRMED";
  reachForStage(person, world.handoverStage, when.date);
  note(person, when.day, `becomes a CAS student at ${world.handoverStage}`);
}

/** Stages past the deposit (insights: "Deposit paid" counts them), and the funnel step each later stage is. */
const PAST_DEPOSIT = ["Post-Deposit", "Draft CAS", "Pathway Review", "Ready for CAS", "CAS Issued", "Visa Issued", "Interview", "Compliance Check", "Awaiting Info", "Visa Refused"];
const STEP_OF_STAGE: Record<string, FunnelStep> = { "CAS Issued": "casIssued", "Visa Issued": "visaIssued" };

function reachForStage(person: Person, stage: string, date: string): void {
  if (PAST_DEPOSIT.includes(stage)) reach(person, "depositPaid", date);
  const step = STEP_OF_STAGE[stage];
  if (step) reach(person, step, date);
  if (stage === "Visa Refused") reach(person, "casIssued", date);
}

/** A university's automation acted: the tag it puts on (decision 0849: an automation a change wakes runs at once). */
export function tagBy(world: World, person: Person, automation: { id: string; tag: string }): void {
  const student = person.student;
  if (!student || !world.automations[person.tenant]?.includes(automation.id) || student.tags.includes(automation.tag)) return;
  student.tags.push(automation.tag);
}

/** The daily automations, on the day's tick: those still waiting for a deposit are chased. */
export function dailyAutomations(world: World, when: { day: number; date: string; at: string }): void {
  for (const person of world.people) {
    if (person.student?.stage === PENNINE_AUTOMATIONS.waiting.stage) tagBy(world, person, PENNINE_AUTOMATIONS.waiting);
  }
  void when;
}

export function settleStudentStage(world: World, person: Person, to: string, when: { at: string; date: string }): void {
  const student = person.student;
  if (!student) return;
  const from = student.stage;
  student.stage = to;
  student.stageChangedAt = when.at;
  student.stagesEntered[to] = when.at;
  reachForStage(person, to, when.date);
  if (from !== to && to === "Visa Refused") tagBy(world, person, PENNINE_AUTOMATIONS.refused);
  if (["Closed Lost", "Closed Other", "Deferred", "Visa Refused"].includes(to)) person.done = true;
}
