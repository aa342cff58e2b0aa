// What people do in the season, each through the server modules the pages call (the same
// evaluation, checks and save as the loaders in app/loaders), and what the season's model
// records when it succeeds. `run` acts on the application and says what happened; `apply` moves
// the model on from that, deterministically, so a restarted process replays a day from its journal
// and arrives at the same model. After a kill -9, an action that was under way is run again with
// `retry`: it first looks whether it had already landed (as a person reloading the page would).
import type { AppLoadContext } from "@remix-run/node";
import { evaluatePage, isTaskOf, sectionData } from "../../rules";
import { isEditable, offersOnSubmission, statusAfterSave, submissionCheck, submittedFields } from "../../rules/applications/submission";
import { checklistPages, questionnairePages } from "../../rules/checklist/navigation";
import { documentAreas, documentRows } from "../../rules/checklist/documents";
import { conditionDocument } from "../../rules/offers/offer-view";
import { agentsFor, newApplicantForm, newApplicationForm, openAgentApplicant, type AgentFormScope } from "../../server/applications/agent-applicants";
import { startFurtherApplication } from "../../server/applications/further-application";
import { completeReset } from "../../server/auth/reset";
import type { SignedInUser } from "../../server/auth/permissions";
import { bulkMove, casVisaForm, enrolmentForm, stageMoveForm } from "../../server/cas/stage-move";
import { interviewForm } from "../../server/cas/interview";
import { noteTasksComplete, studentView } from "../../server/checklist/tracker";
import { saveDocumentState, uploadsByType } from "../../server/checklist/documents";
import { openConversation, readConversation, sendMessage } from "../../server/conversations/conversations";
import { settleImportConflict } from "../../server/import/conflicts";
import { messageSender, outboxCollection } from "../../server/messaging";
import { documentReviewForm } from "../../server/offers/document-review";
import { editOfferForm } from "../../server/offers/offer-details";
import { handOverIfDue, noteApplicantUpdate, paymentReviewForm, requirementForm, statusChangeForm } from "../../server/offers/offer-actions";
import { savePage, saveRecord, type OpenedRecord } from "../../server/records/record-page";
import type { EntityRecord } from "../../server/repositories";
import { tagStudents } from "../../server/tags/tags";
import { uploadLimits } from "../../server/uploads/limits";
import { saveUpload, UploadRefused } from "../../server/uploads/uploads";
import { VersionConflictError } from "../../server/store/port";
import { applicationAnswers, checklistAnswers, offerConditions, YOUR_INFORMATION, type CourseFacts } from "./answers";
import { configOf, open, signedIn, submitStaffForm, todayOf, type FormOutcome, type SeasonApp } from "./app";
import type { HttpDriver } from "./http-share";
import { runImport, type ImportPlan } from "./imports";
import { applyApplicationStatusFromOffer, maybeHandOver, settleStudentStage, tagBy } from "./model-rules";
import { PENNINE_AUTOMATIONS, publishMidSeason } from "./configure";
import { count, note, personByKey, reach, type OfferModel, type Person, type World } from "./world";

export type ActionKind =
  | "register"
  | "agentCreateApplicant"
  | "agentCreateApplication"
  | "acceptInvitation"
  | "saveSection"
  | "submit"
  | "offerDetails"
  | "offerStatus"
  | "decide"
  | "uploadConditionDocument"
  | "reviewDocument"
  | "satisfyRequirement"
  | "pay"
  | "giveProof"
  | "reviewPayment"
  | "checklistPage"
  | "studentDocuments"
  | "stageMove"
  | "bulkStageMove"
  | "recordCas"
  | "recordVisa"
  | "recordEnrolment"
  | "recordInterview"
  | "message"
  | "readMessages"
  | "tag"
  | "import"
  | "settleConflict"
  | "publish";

export interface PlannedAction {
  kind: ActionKind;
  tenant: string;
  /** The person it is about (most actions). */
  person?: string;
  params: Record<string, unknown>;
  /** Done through the HTTP pages instead of the server modules (the small share that proves the two agree). */
  viaHttp?: boolean;
}

export type Outcome = { status: "done"; data: Record<string, unknown> } | { status: "refused"; detail: string } | { status: "skipped"; detail: string };

export interface RunContext {
  app: SeasonApp;
  world: World;
  day: number;
  date: string;
  at: string;
  retry: boolean;
  http: HttpDriver | null;
  /** Told when a long background run starts (the parent may choose that instant for a kill -9). */
  onLongRun?: (what: string) => void;
}

const done = (data: Record<string, unknown> = {}): Outcome => ({ status: "done", data });
const refused = (detail: string): Outcome => ({ status: "refused", detail });
const skipped = (detail: string): Outcome => ({ status: "skipped", detail });

function fromForm(outcome: FormOutcome, data: Record<string, unknown> = {}): Outcome {
  if (outcome.kind === "saved") return done(data);
  if (outcome.kind === "stale") return refused("the record changed since it was opened (409)");
  return refused(outcome.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
}

/** A one-page PDF (the upload check reads its first bytes). */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
export const SEASON_PASSWORD = "Season-Passw0rd!2026";

const staff = (ctx: RunContext, tenant: string, local: string): SignedInUser => ctx.app.staff[tenant][local];
const services = (ctx: RunContext) => ctx.app.services;

async function courseOf(ctx: RunContext, tenant: string, courseId: string): Promise<CourseFacts> {
  const config = await configOf(services(ctx), tenant);
  const course = (config.settings.courses ?? []).find((candidate) => candidate.id === courseId) as (CourseFacts & Record<string, unknown>) | undefined;
  return { id: courseId, name: String(course?.name ?? courseId), level: course?.level as string | undefined, mode: course?.mode as string | undefined, fee: course?.fee as number | undefined };
}

async function applicationOf(ctx: RunContext, person: Person): Promise<EntityRecord | null> {
  if (!person.application) return null;
  return services(ctx).repositories.applications.findById(person.tenant, person.application.id);
}

async function offerRecord(ctx: RunContext, person: Person, offer: OfferModel): Promise<EntityRecord | null> {
  if (offer.id) return services(ctx).repositories.offers.findById(person.tenant, offer.id);
  return services(ctx).repositories.offers.findOne(person.tenant, { userId: person.userId, courseId: offer.courseId });
}

async function studentRecord(ctx: RunContext, person: Person): Promise<EntityRecord | null> {
  if (!person.userId) return null;
  return services(ctx).repositories.students.findOne(person.tenant, { userId: person.userId });
}

function mainOffer(person: Person): OfferModel | undefined {
  return person.offers[0];
}

async function applicantUser(ctx: RunContext, person: Person): Promise<SignedInUser> {
  if (!person.userId) throw new Error(`season: ${person.key} has no account`);
  return signedIn(services(ctx), person.userId);
}

function agentScope(ctx: RunContext, person: Person, config: AgentFormScope["config"], today: string): AgentFormScope {
  return { user: staff(ctx, person.tenant, person.agent ?? "agent"), tenant: person.tenant, config, today };
}

const context = (ctx: RunContext) => ({ services: services(ctx), clientAddress: "127.0.0.1" }) as unknown as AppLoadContext;

export interface ActionImpl {
  run(ctx: RunContext, person: Person | null, params: Record<string, unknown>, action: PlannedAction): Promise<Outcome>;
  apply(world: World, person: Person | null, params: Record<string, unknown>, outcome: Extract<Outcome, { status: "done" }>, when: { day: number; at: string; date: string }): void;
}

// ---------------------------------------------------------------------------------------------
// Applicants and agents

const register: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const { repositories } = services(ctx);
    let account = await repositories.users.findByEmailForSignIn(p.email);
    if (!account) {
      // The product shows no self-registration: the account is made as the university's sign-up would make it.
      account = await repositories.users.insertUser({ tenant: p.tenant, email: p.email, role: "Applicant", passwordHash: ctx.app.passwordHash, status: "CONFIRMED", disabled: false, givenName: p.givenName, familyName: p.familyName, createdAt: ctx.at });
    }
    const existing = await repositories.applications.findOne(p.tenant, { userId: account._id });
    if (existing) return done({ userId: account._id, applicationId: existing._id });
    const user = await signedIn(services(ctx), account._id);
    const started = await startFurtherApplication(services(ctx), user, p.tenant, await configOf(services(ctx), p.tenant));
    if (started.kind === "refused") return refused(started.message);
    return done({ userId: account._id, applicationId: started.applicationId });
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    p.userId = String(outcome.data.userId);
    p.accountStatus = "CONFIRMED";
    p.application = newApplication(String(outcome.data.applicationId), when.at);
    reach(p, "leads", when.date);
    note(p, when.day, "signs up and starts an application");
  },
};

function newApplication(id: string, at: string): NonNullable<Person["application"]> {
  return { id, status: "NEW", createdAt: at, updatedAt: at, saved: {}, phoneGiven: false, nationalityGiven: false, courseGiven: false };
}

const agentCreateApplicant: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const existing = await services(ctx).repositories.users.findByEmailForSignIn(p.email);
    if (existing && ctx.retry) return done({ userId: existing._id });
    const config = await configOf(services(ctx), p.tenant);
    const scope = agentScope(ctx, p, config, await todayOf(services(ctx), p.tenant));
    const agents = await agentsFor(services(ctx), scope);
    const form = newApplicantForm(context(ctx), scope, agents);
    const answers = {
      givenName: p.givenName,
      familyName: p.familyName,
      email: p.email,
      dob: p.dob,
      phoneNumber: p.phone,
      nationality: p.nationality,
      feeStatus: p.feeStatus,
      highestQualificationCode: "J0000",
      agentId: scope.user.id,
      isVisaRequired: p.feeStatus !== "HOME",
    };
    const outcome = await submitStaffForm(scope, form, answers, 0);
    if (outcome.kind !== "saved") return fromForm(outcome);
    const account = await services(ctx).repositories.users.findByEmailForSignIn(p.email);
    return account ? done({ userId: account._id }) : refused("the applicant's account was not found after it was made");
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    p.userId = String(outcome.data.userId);
    p.accountStatus = "INVITED";
    p.invitedOn = when.day;
    note(p, when.day, `agent ${p.agent} adds them as an applicant (invitation sent)`);
  },
};

const agentCreateApplication: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const { repositories } = services(ctx);
    const existing = await repositories.applications.findOne(p.tenant, { userId: p.userId });
    if (existing && ctx.retry) return done({ applicationId: existing._id });
    const config = await configOf(services(ctx), p.tenant);
    const scope = agentScope(ctx, p, config, await todayOf(services(ctx), p.tenant));
    const applicant = await openAgentApplicant(context(ctx), scope, p.userId);
    const form = newApplicationForm(context(ctx), scope, applicant);
    const course = await courseOf(ctx, p.tenant, p.courseId);
    const answers = {
      ...form.start,
      email: p.email,
      preferredName: p.givenName,
      universityId: config.settings.universityName,
      programmeChoices: [{ intakeId: p.intakeId, intendedLevelOfStudy: course.level ?? "Postgraduate", mode: course.mode ?? "Full-time", courseId: p.courseId }],
      feeStatus: p.feeStatus,
      nationality: p.nationality,
      dob: p.dob,
      phoneNumber: p.phone,
      agentConsent: true,
    };
    const outcome = await submitStaffForm(scope, form, answers, 0);
    if (outcome.kind !== "saved") return fromForm(outcome);
    const application = await repositories.applications.findOne(p.tenant, { userId: p.userId });
    return application ? done({ applicationId: application._id }) : refused("the application was not found after it was made");
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    p.application = { ...newApplication(String(outcome.data.applicationId), when.at), phoneGiven: true, nationalityGiven: true, courseGiven: true };
    reach(p, "leads", when.date);
    note(p, when.day, `agent ${p.agent} starts their application`);
  },
};

const acceptInvitation: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const account = await services(ctx).repositories.users.findByEmailForSignIn(p.email);
    if (!account) return refused("no account to accept the invitation for");
    if (account.status === "CONFIRMED") return done();
    const messages = await outboxCollection(services(ctx)).find({ purpose: "invitation", to: p.email }, { sort: { createdAt: -1 }, limit: 1 });
    const link = /https?:\/\/\S+resetPassword\?\S+/.exec(String(messages[0]?.text ?? ""))?.[0];
    if (!link) return refused("no invitation email in the outbox");
    const url = new URL(link);
    const result = await completeReset({ services: services(ctx), clientAddress: "127.0.0.1" }, url.searchParams.get("username") ?? "", url.searchParams.get("code") ?? "", SEASON_PASSWORD, SEASON_PASSWORD);
    return result.kind === "ok" ? done() : refused(`the invitation link did not work: ${result.kind}`);
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    p.accountStatus = "CONFIRMED";
    note(p, when.day, "follows the invitation and sets a password");
  },
};

const saveSection: ActionImpl = {
  async run(ctx, person, params, action) {
    const p = person as Person;
    const formId = String(params.formId);
    const area = params.area === "your-information" ? "your-information" : "application";
    const record = await applicationOf(ctx, p);
    if (!record) return refused("no application");
    const config = await configOf(services(ctx), p.tenant);
    const user = params.by === "agent" ? staff(ctx, p.tenant, p.agent ?? "agent") : await applicantUser(ctx, p);
    const data = applicationAnswers(p, formId, await courseOf(ctx, p.tenant, p.courseId), Number(params.epoch ?? 0));
    if (action.viaHttp && ctx.http) return ctx.http.saveSection(p, user, record, area, formId, data);
    if (!isTaskOf(config, area, formId, record)) return refused(`${formId} is not a task of the ${area} pages`);
    const opened = await open(services(ctx), user, "applications", record);
    const evaluation = evaluatePage(config, formId, { record, data, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    if (area === "application" && !isEditable(config, record)) return refused(config.text(config.areas.application.submission.readOnlyMessage));
    // After a kill -9, the person reloads the page: answers already stored are not saved again.
    if (ctx.retry && JSON.stringify(sectionData(record, formId)) === JSON.stringify(evaluation.storable)) return done();
    const after = { ...record, sections: { ...((record.sections as Record<string, unknown>) ?? {}), [formId]: evaluation.storable } };
    const status = area === "application" ? statusAfterSave(config, after, { today: opened.today, role: user.role }) : undefined;
    try {
      await savePage(services(ctx), opened, formId, evaluation.storable, record._version, status !== undefined && status !== record.applicationStatus ? { applicationStatus: status } : {});
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    return done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const application = p.application as NonNullable<Person["application"]>;
    const formId = String(params.formId);
    application.saved[formId] = { at: when.at, configEpoch: Number(params.epoch ?? 0) };
    application.updatedAt = when.at;
    if (formId === "your-contact-details") application.phoneGiven = true;
    if (formId === "fee-status") application.nationalityGiven = true;
    if (formId === "programme-choices") application.courseGiven = true;
    if (params.area === "application" && ["NEW", "InProgress", "Completed"].includes(application.status)) {
      const complete = world.applicationSections[p.tenant].every((section) => {
        const saved = application.saved[section];
        return saved && (section !== world.newMandatoryForm || saved.configEpoch >= world.newMandatoryEpoch[p.tenant]);
      });
      const status = complete ? "Completed" : "InProgress";
      if (status === "Completed" && application.status !== "Completed") application.completedAt = when.at;
      if (status !== "Completed") delete application.completedAt;
      application.status = status;
    }
    note(p, when.day, `${params.by === "agent" ? "their agent saves" : "saves"} ${formId}${params.viaHttp ? " (over HTTP)" : ""}`);
  },
};

const submit: ActionImpl = {
  async run(ctx, person, _params, action) {
    const p = person as Person;
    const record = await applicationOf(ctx, p);
    if (!record) return refused("no application");
    const { repositories } = services(ctx);
    const existingOffers = async () => Object.fromEntries((await repositories.offers.find(p.tenant, { applicationId: record._id })).map((offer) => [String(offer.courseId), offer._id]));
    if (ctx.retry && record.applicationStatus === "Submitted") return done({ offers: await existingOffers() });
    const user = await applicantUser(ctx, p);
    if (action.viaHttp && ctx.http) {
      const answer = await ctx.http.submit(p, user, record);
      return answer.status === "done" ? done({ offers: await existingOffers() }) : answer;
    }
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "applications", record);
    const check = submissionCheck(config, record, { today: opened.today, role: user.role });
    if (check.incomplete) return refused(`incomplete: ${check.incomplete.formId} (${check.incomplete.message})`);
    if (!check.allowed) return refused(config.text(config.areas.application.submission.readOnlyMessage));
    const submission = config.areas.application.submission;
    try {
      await saveRecord(services(ctx), opened, { $set: submittedFields(config, ctx.at) }, record._version, { action: "application.submit", details: { status: submission.submittedStatus } });
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    // As the submission page does (app/loaders/application.server.ts): the offers it opens, then the email.
    for (const offer of offersOnSubmission(config, record, ctx.at)) {
      const saved = await repositories.offers.insert(p.tenant, { ...offer, applicationId: record._id, userId: p.userId, createdAt: ctx.at, updatedAt: ctx.at });
      await repositories.auditLog.insert(p.tenant, { at: ctx.at, actorId: user.id, action: "offer.open", entity: "offers", entityId: saved._id, details: { status: String(offer.status ?? "") } });
    }
    const params = { givenName: p.givenName, universityName: config.settings.universityName, teamName: config.settings.teamName };
    await messageSender(services(ctx)).send({ channel: "email", to: p.email, tenant: p.tenant, purpose: "application-submitted", subject: config.text(submission.confirmation.subject, params), text: config.text(submission.confirmation.body, params) });
    return done({ offers: await existingOffers() });
  },
  apply(world, person, _params, outcome, when) {
    const p = person as Person;
    const application = p.application as NonNullable<Person["application"]>;
    application.status = "Submitted";
    application.submittedAt = when.at;
    application.updatedAt = when.at;
    const ids = outcome.data.offers as Record<string, string>;
    const course = world.courses[p.tenant].find((candidate) => candidate.id === p.courseId);
    p.offers.push({
      id: ids[p.courseId] ?? "",
      courseId: p.courseId,
      courseName: course?.name ?? p.courseId,
      courseMode: course?.mode,
      intakeId: p.intakeId,
      status: "Applied",
      appliedAt: when.at,
      statusChangedAt: when.at,
      conditions: [],
      pendingChanges: false,
      newDocumentsSinceStaff: 0,
      documents: [],
      ...(p.agent ? { agentId: p.agent } : {}),
    });
    reach(p, "applied", when.date);
    note(p, when.day, `submits the application${ids[p.courseId] ? "" : " (no offer was opened)"}`);
  },
};

// ---------------------------------------------------------------------------------------------
// Staff on offers

async function openOffer(ctx: RunContext, person: Person, local = "uni"): Promise<{ offer: OfferModel; record: EntityRecord; opened: OpenedRecord } | null> {
  const offer = mainOffer(person);
  if (!offer) return null;
  const record = await offerRecord(ctx, person, offer);
  if (!record) return null;
  return { offer, record, opened: await open(services(ctx), staff(ctx, person.tenant, local), "offers", record) };
}

const offerDetails: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const course = await courseOf(ctx, p.tenant, p.courseId);
    // Some offers come with scholarships: a fixed amount, a percentage of the fee, or both.
    const scholarships = [[], [{ name: "Merit award", type: "FIXED", amount: "2000" }], [{ name: "Early bird", type: "PERCENTAGE", percentage: 10 }], [{ name: "Merit award", type: "FIXED", amount: "1500.50" }, { name: "Regional award", type: "PERCENTAGE", percentage: 5 }]][Number(p.key.slice(-1)) % 4];
    const answers = { courseId: p.courseId, intakeId: p.intakeId, conditionType: params.conditionType, fee: `${course.fee ?? 15000}.00`, startText: "Congratulations on your offer.", ...(scholarships.length ? { scholarships } : {}) };
    if (ctx.retry && found.record.conditionType === params.conditionType) return done();
    return fromForm(await submitStaffForm(found.opened, editOfferForm(services(ctx), found.opened), answers, found.record._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.conditionType = params.conditionType as OfferModel["conditionType"];
    offer.conditions = [];
    note(p, when.day, `staff fill in the offer details (${String(params.conditionType)})`);
  },
};

const offerStatus: ActionImpl = {
  async run(ctx, person, params, action) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const status = String(params.status);
    if (ctx.retry && found.record.status === status) return done();
    const answers: Record<string, unknown> = { status, notifyApplicant: params.notify === true };
    if (status === "Conditional" || status === "Unconditional") answers.conditions = params.conditions;
    if (status === "Rejected" || status === "Withdrawn") answers.statusReason = params.reason;
    if (params.note) answers.statusInternalNote = params.note;
    if (action.viaHttp && ctx.http) return ctx.http.staffForm(p, staff(ctx, p.tenant, "uni"), `/students/${p.userId}/offers/${found.record._id}/status`, answers, found.record._version);
    return fromForm(await submitStaffForm(found.opened, statusChangeForm(services(ctx), found.opened), answers, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    const status = params.status as OfferModel["status"];
    offer.status = status;
    offer.statusChangedAt = when.at;
    if (status === "Conditional" || status === "Unconditional") {
      offer.issuedAt ??= when.at;
      offer.lastIssuedAt = when.at;
      offer.conditions = structuredClone(params.conditions) as OfferModel["conditions"];
      reach(p, "conditional", when.date);
      if (status === "Unconditional") reach(p, "unconditional", when.date);
    } else {
      offer.conditions = [];
    }
    staffActed(offer, when.at);
    applyApplicationStatusFromOffer(p, offer);
    maybeHandOver(world, p, offer, when);
    if (status === "Rejected" || status === "Withdrawn") p.done = !p.student;
    note(p, when.day, `staff change the offer to ${status}${params.viaHttp ? " (over HTTP)" : ""}`);
  },
};

function staffActed(offer: OfferModel, at: string): void {
  offer.pendingChanges = false;
  offer.newDocumentsSinceStaff = 0;
  offer.staffActedAt = at;
}

const decide: ActionImpl = {
  async run(ctx, person, params, action) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record) return refused("no offer");
    if (ctx.retry && record.applicantStatus === params.answer) return done();
    const user = await applicantUser(ctx, p);
    if (action.viaHttp && ctx.http) return ctx.http.decide(p, user, record, String(params.answer));
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", record);
    const formId = config.document["offer-documents"].decisionForm;
    if (!formId) return refused("no decision form");
    const evaluation = evaluatePage(config, formId, { record, data: { applicantStatus: params.answer }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    try {
      const saved = await savePage(services(ctx), opened, formId, evaluation.storable, record._version);
      await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
      await handOverIfDue(services(ctx), opened, saved);
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    return done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.applicantStatus = params.answer as OfferModel["applicantStatus"];
    offer.applicantDecisionAt = when.date;
    offer.pendingChanges = true;
    if (offer.applicantStatus === "Accepted") reach(p, "accepted", when.date);
    applyApplicationStatusFromOffer(p, offer);
    maybeHandOver(world, p, offer, when);
    if (offer.applicantStatus === "Declined") p.done = true;
    note(p, when.day, `${offer.applicantStatus === "Accepted" ? "accepts" : "declines"} the offer${params.viaHttp ? " (over HTTP)" : ""}`);
  },
};

async function uploadTo(ctx: RunContext, user: SignedInUser, tenant: string, target: { kind: "offers" | "students" | "applications"; recordId: string; ownerId: string }, name: string, documentType: string): Promise<Outcome> {
  const existing = ctx.retry ? await services(ctx).repositories.uploads.findOne(tenant, { recordId: target.recordId, originalName: name, status: "UPLOADED_OK" }) : null;
  if (existing) return done({ uploadId: existing._id });
  try {
    const { upload } = await saveUpload(services(ctx), user, target, { name, bytes: PDF, documentType }, uploadLimits(await configOf(services(ctx), tenant)));
    return done({ uploadId: upload._id });
  } catch (error) {
    if (error instanceof UploadRefused) return refused(`upload refused: ${error.problem.messageKey}`);
    throw error;
  }
}

const uploadConditionDocument: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record || !p.userId) return refused("no offer");
    const config = await configOf(services(ctx), p.tenant);
    const document = conditionDocument(config, String(params.requirementId));
    if (!document) return refused(`no document for ${String(params.requirementId)}`);
    return uploadTo(ctx, await applicantUser(ctx, p), p.tenant, { kind: "offers", recordId: record._id, ownerId: p.userId }, String(params.name), document.documentType);
  },
  apply(_world, person, params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.documents.push({ uploadId: String(outcome.data.uploadId), documentType: String(params.requirementId), at: when.at, byApplicant: true });
    offer.newDocumentsSinceStaff += 1;
    note(p, when.day, `uploads ${String(params.name)} for the condition ${String(params.requirementId)}`);
  },
};

const reviewDocument: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const upload = await services(ctx).repositories.uploads.findById(p.tenant, String(params.uploadId));
    if (!upload) return refused("no such document");
    if (ctx.retry && upload.review?.status === params.verdict) return done();
    const answers = params.verdict === "APPROVED" ? { status: "APPROVED" } : { status: "REJECTED", reason: "The document is not readable: upload a clearer copy" };
    return fromForm(await submitStaffForm(found.opened, documentReviewForm(services(ctx), { opened: found.opened, upload }), answers, upload._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const document = (mainOffer(p) as OfferModel).documents.find((candidate) => candidate.uploadId === params.uploadId);
    if (document) document.review = params.verdict as "APPROVED" | "REJECTED";
    note(p, when.day, `staff ${params.verdict === "APPROVED" ? "approve" : "reject"} the document`);
  },
};

const satisfyRequirement: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    const requirement = ((found.record.conditions as Array<Record<string, unknown>>) ?? []).find((candidate) => candidate.requirementId === params.requirementId);
    if (ctx.retry && requirement?.status === "Satisfied") return done();
    const form = await requirementForm(services(ctx), found.opened, String(params.requirementId));
    return fromForm(await submitStaffForm(found.opened, form, { status: "Satisfied", noteText: "The document meets the condition" }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    const requirement = offer.conditions.find((candidate) => candidate.requirementId === params.requirementId);
    if (requirement) requirement.status = "Satisfied";
    staffActed(offer, when.at);
    maybeHandOver(world, p, offer, when);
    note(p, when.day, `staff mark ${String(params.requirementId)} satisfied`);
  },
};

const pay: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record) return refused("no offer");
    if (ctx.retry && record.depositPence !== undefined) return done();
    const user = await applicantUser(ctx, p);
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", record);
    const formId = config.areas.offerWorkflow.forms.payment;
    const yesterday = new Date(Date.parse(`${opened.today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const evaluation = evaluatePage(config, formId, { record, data: { paymentMethod: "Deposit", depositDetail: { depositAmount: "5000", paymentDate: yesterday } }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    const saved = await savePage(services(ctx), opened, formId, evaluation.storable, record._version);
    await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
    await handOverIfDue(services(ctx), opened, saved);
    return done();
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.paymentMethod = "Deposit";
    offer.pendingChanges = true;
    note(p, when.day, "tells the university how they paid the deposit");
  },
};

const giveProof: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const offer = mainOffer(p);
    const record = offer ? await offerRecord(ctx, p, offer) : null;
    if (!record || !p.userId) return refused("no offer");
    const user = await applicantUser(ctx, p);
    const name = `receipt-${p.key}.pdf`;
    const uploaded = await uploadTo(ctx, user, p.tenant, { kind: "offers", recordId: record._id, ownerId: p.userId }, name, "proofOfPayment");
    if (uploaded.status !== "done") return uploaded;
    const uploadId = String(uploaded.data.uploadId);
    const current = (await offerRecord(ctx, p, offer as OfferModel)) as EntityRecord;
    if (ctx.retry && (sectionData(current, "proof-of-payment") as { proofOfPayment?: { sKey?: string } }).proofOfPayment?.sKey === uploadId) return done({ uploadId });
    const config = await configOf(services(ctx), p.tenant);
    const opened = await open(services(ctx), user, "offers", current);
    const formId = config.areas.offerWorkflow.forms.proofOfPayment;
    const evaluation = evaluatePage(config, formId, { record: current, data: { proofOfPayment: { sKey: uploadId, s3Keys: [uploadId], linkText: name } }, today: opened.today, role: user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    const saved = await savePage(services(ctx), opened, formId, evaluation.storable, current._version);
    await noteApplicantUpdate(services(ctx), p.tenant, saved._id);
    await handOverIfDue(services(ctx), opened, saved);
    return done({ uploadId });
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.documents.push({ uploadId: String(outcome.data.uploadId), documentType: "proofOfPayment", at: when.at, byApplicant: true });
    offer.newDocumentsSinceStaff += 1;
    offer.proofGiven = true;
    offer.pendingChanges = true;
    note(p, when.day, "uploads the proof of payment");
  },
};

const reviewPayment: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openOffer(ctx, p);
    if (!found) return refused("no offer");
    if (!(ctx.retry && found.record.paymentStatus === "Approved")) {
      const outcome = await submitStaffForm(found.opened, paymentReviewForm(services(ctx), found.opened), { status: "Approved", statusInternalNote: "Matched to the bank statement" }, found.record._version);
      if (outcome.kind !== "saved") return fromForm(outcome);
    }
    const student = await studentRecord(ctx, p);
    return done(student ? { studentId: student._id } : {});
  },
  apply(world, person, _params, outcome, when) {
    const p = person as Person;
    const offer = mainOffer(p) as OfferModel;
    offer.paymentStatus = "Approved";
    staffActed(offer, when.at);
    maybeHandOver(world, p, offer, when, outcome.data.studentId as string | undefined);
    note(p, when.day, "staff approve the payment");
  },
};

// ---------------------------------------------------------------------------------------------
// CAS students

async function openStudent(ctx: RunContext, person: Person, local: string | null): Promise<{ record: EntityRecord; opened: OpenedRecord } | null> {
  const record = await studentRecord(ctx, person);
  if (!record) return null;
  const user = local ? staff(ctx, person.tenant, local) : await applicantUser(ctx, person);
  return { record, opened: await open(services(ctx), user, "students", record) };
}

const checklistPage: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, null);
    if (!found) return refused("no CAS record");
    const formId = String(params.formId);
    const view = studentView(found.opened);
    if (![...checklistPages(view).map((page) => page.formId), ...questionnairePages(view)].includes(formId)) return refused(`${formId} is not a page of their checklist`);
    const config = found.opened.config;
    const data = checklistAnswers(p, formId, await courseOf(ctx, p.tenant, p.courseId));
    const evaluation = evaluatePage(config, formId, { record: found.record, data, today: found.opened.today, role: found.opened.user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    if (ctx.retry && JSON.stringify(sectionData(found.record, formId)) === JSON.stringify(evaluation.storable)) return done();
    try {
      await savePage(services(ctx), found.opened, formId, evaluation.storable, found.record._version);
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    await noteTasksComplete(services(ctx), found.opened);
    return done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const formId = String(params.formId);
    if (world.questionnairePages[p.tenant].includes(formId)) student.questionnaire[formId] = when.at;
    else student.pages[formId] = when.at;
    if (formId === "gender-birth-nationality") student.fields.nationality = p.nationality;
    if (!student.checklistCompletedAt && world.checklistPages[p.tenant].every((page) => student.pages[page])) student.checklistCompletedAt = when.at;
    note(p, when.day, `saves the checklist page ${formId}`);
  },
};

const studentDocuments: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openStudent(ctx, p, null);
    if (!found || !p.userId) return refused("no CAS record");
    const config = found.opened.config;
    const uploaded: string[] = [];
    let record = found.record;
    for (const task of config.areas.tasks.tasks) {
      if (task.kind !== "documents" || task.id === "followUpDocuments") continue;
      const uploads = await uploadsByType(services(ctx), { tenant: p.tenant, record });
      for (const row of documentRows(config, documentAreas(config, task), record, uploads)) {
        if (row.done || !row.required) continue;
        if (row.infoOnly) {
          const opened = await open(services(ctx), found.opened.user, "students", record);
          record = await saveDocumentState(services(ctx), opened, row.key, { status: "ACKNOWLEDGED" }, record._version);
          continue;
        }
        const outcome = await uploadTo(ctx, found.opened.user, p.tenant, { kind: "students", recordId: record._id, ownerId: p.userId }, `${row.key}-${p.key}.pdf`, row.key);
        if (outcome.status !== "done") return outcome;
        uploaded.push(row.key);
      }
    }
    await noteTasksComplete(services(ctx), await open(services(ctx), found.opened.user, "students", record));
    return done({ uploaded });
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    for (const documentType of outcome.data.uploaded as string[]) {
      if (student.documents.some((document) => document.documentType === documentType)) continue;
      student.documents.push({ uploadId: "", documentType, at: when.at, byAgent: false });
    }
    student.documentsDone = true;
    note(p, when.day, `uploads their documents (${(outcome.data.uploaded as string[]).join(", ") || "none needed"})`);
  },
};

const stageMove: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, String(params.by ?? "uni"));
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.stage === params.to) return done();
    return fromForm(await submitStaffForm(found.opened, stageMoveForm(services(ctx), found.opened), { stage: params.to, reason: String(params.reason ?? "Next step in the CAS process") }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    settleStudentStage(world, p, String(params.to), when);
    note(p, when.day, `staff move them to ${String(params.to)}`);
  },
};

const bulkStageMove: ActionImpl = {
  async run(ctx, _person, params, action) {
    const world = ctx.world;
    // Those still in the tab the staff member ticked them in (a move earlier in the day may have taken one on).
    const people = (params.people as string[]).map((key) => personByKey(world, key)).filter((person) => (params.from as string[]).includes(person.student?.stage ?? ""));
    const ids: string[] = [];
    const byId = new Map<string, string>();
    for (const person of people) {
      const record = await studentRecord(ctx, person);
      if (record && !(ctx.retry && record.stage === params.to)) {
        ids.push(record._id);
        byId.set(record._id, person.key);
      }
    }
    const user = staff(ctx, action.tenant, String(params.by ?? "uniadmin"));
    const config = await configOf(services(ctx), action.tenant);
    const outcomes = ids.length ? await bulkMove(services(ctx), user, action.tenant, config, ids, String(params.to), "Moved together from the pipeline") : [];
    const refusedOnes = outcomes.filter((outcome) => !outcome.moved);
    if (refusedOnes.length) return refused(refusedOnes.map((outcome) => `${byId.get(outcome.id)}: ${outcome.problem}`).join("; "));
    return done();
  },
  apply(world, _person, params, _outcome, when) {
    for (const key of params.people as string[]) {
      const p = personByKey(world, key);
      if (!(params.from as string[]).includes(p.student?.stage ?? "")) continue;
      settleStudentStage(world, p, String(params.to), when);
      note(p, when.day, `staff move them to ${String(params.to)} with others from the pipeline list`);
    }
  },
};

const recordCas: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.casNumber === params.casNumber) return done();
    const form = casVisaForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, casNumber: params.casNumber, casIssuedDate: found.opened.today }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.casNumber = String(params.casNumber);
    if (!["CAS Issued", "Visa Issued", "Visa Refused", "Deferred", "Closed Lost", "Closed Other"].includes(student.stage)) settleStudentStage(world, p, "CAS Issued", when);
    note(p, when.day, "staff record their CAS");
  },
};

const recordVisa: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.visaStatus === params.visaStatus) return done();
    const form = casVisaForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, visaStatus: params.visaStatus }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const visaStatus = String(params.visaStatus);
    if (student.visaStatus !== visaStatus) student.visaStatusChangedAt = when.at;
    student.visaStatus = visaStatus;
    if (visaStatus === "Visa received") {
      if (student.stage !== "Visa Issued") settleStudentStage(world, p, "Visa Issued", when);
      reach(p, "visaIssued", when.date);
    }
    if (visaStatus === "Visa refusal" && student.stage !== "Visa Refused") settleStudentStage(world, p, "Visa Refused", when);
    note(p, when.day, `staff record the visa status ${visaStatus}`);
  },
};

const recordEnrolment: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.arrivalStatus === params.arrivalStatus) return done();
    const form = enrolmentForm(services(ctx), found.opened);
    const answers: Record<string, unknown> = { arrivalStatus: params.arrivalStatus, enrolledDate: params.enrolledDate ?? ctx.date };
    if (params.arrivalStatus !== "Enrolled") answers.leftDate = ctx.date;
    return fromForm(await submitStaffForm(found.opened, form, answers, found.record._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.arrivalStatus = String(params.arrivalStatus);
    student.enrolledDate = String(params.enrolledDate ?? when.date);
    if (student.arrivalStatus !== "Enrolled") student.leftDate = when.date;
    if (["Enrolled", "Withdrawn", "Completed"].includes(student.arrivalStatus)) reach(p, "enrolled", when.date);
    if (student.arrivalStatus !== "Enrolled") p.done = true;
    note(p, when.day, `staff record them as ${student.arrivalStatus}`);
  },
};

const recordInterview: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    const form = interviewForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, bookingStatus: "Requested" }, found.record._version));
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.interviewBooked = true;
    student.interviewRequestedAt ??= when.at;
    note(p, when.day, "staff ask them to book an interview");
  },
};

// ---------------------------------------------------------------------------------------------
// Messages, tags, imports

const message: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    if (!p.userId) return refused("no account");
    const config = await configOf(services(ctx), p.tenant);
    const from = String(params.from);
    const user = from === "person" ? await applicantUser(ctx, p) : staff(ctx, p.tenant, from);
    const conversation = await openConversation(services(ctx), user, p.tenant, config, p.userId);
    if (!conversation) return refused(`${from} may not open the conversation`);
    const body = String(params.body);
    if (ctx.retry && (await services(ctx).repositories.conversationMessages.findOne(p.tenant, { personId: p.userId, body, authorId: user.id }))) return done();
    const sent = await sendMessage(services(ctx), conversation, { audience: String(params.audience), body });
    return "problems" in sent ? refused(sent.problems.map((problem) => problem.message).join("; ")) : done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    count(world, `message:${String(params.audience)}`);
    note(p, when.day, `${String(params.from)} writes ${params.audience === "internal" ? "an internal note" : `to the ${String(params.audience)} conversation`}`);
  },
};

const readMessages: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    if (!p.userId) return refused("no account");
    const config = await configOf(services(ctx), p.tenant);
    const user = staff(ctx, p.tenant, String(params.by ?? "uni"));
    const conversation = await openConversation(services(ctx), user, p.tenant, config, p.userId);
    if (!conversation) return refused("staff may not open the conversation");
    await readConversation(services(ctx), conversation);
    return done();
  },
  apply(_world, person, _params, _outcome, when) {
    note(person as Person, when.day, "staff read their messages");
  },
};

const tag: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const record = await studentRecord(ctx, p);
    if (!record) return refused("no CAS record");
    await tagStudents(services(ctx), staff(ctx, p.tenant, "uniadmin"), p.tenant, [record._id], String(params.tag), true);
    return done();
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    if (!student.tags.includes(String(params.tag))) student.tags.push(String(params.tag));
    note(p, when.day, `staff tag them ${String(params.tag)}`);
  },
};

const importAction: ActionImpl = {
  async run(ctx, _person, params, action) {
    return runImport(ctx, action.tenant, params as unknown as ImportPlan);
  },
  apply(world, _person, params, outcome, when) {
    const plan = params as unknown as ImportPlan;
    const accounts = outcome.data.accounts as Record<string, string>;
    const created = new Set(outcome.data.created as string[]);
    for (const row of plan.rows) {
      const p = personByKey(world, row.person);
      if (row.kind === "new") {
        if (!created.has(p.key)) continue;
        p.userId = accounts[p.key];
        p.accountStatus = "NEW";
        p.student = {
          id: "",
          stage: world.importStage,
          stageChangedAt: when.at,
          stagesEntered: {},
          invitedAt: when.at,
          createdAt: when.at,
          imported: true,
          studentNo: p.studentNo,
          courseName: row.courseTitle,
          conditional: row.conditional,
          intakeId: p.intakeId,
          pages: {},
          questionnaire: {},
          tags: [],
          documents: [],
          conflicts: {},
          fields: { givenName: row.givenName, familyName: row.familyName, nationality: row.nationality },
          unreadForTeam: {},
        };
        note(p, when.day, "arrives in the university's import of offer-holders");
      } else if (p.student) {
        // 001 §5, decision 0825: a field is overwritten while it still holds what the last import put there (or nothing); otherwise the imported value waits as a conflict.
        const student = p.student;
        const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
        const baseline = { ...(student.importedFields ?? {}) };
        for (const [field, value] of Object.entries(row.changes ?? {})) {
          const current = student.fields[field];
          const ended = () => {
            if (!student.conflicts[field]) return;
            delete student.conflicts[field];
            if (field === "nationality") tagBy(world, p, PENNINE_AUTOMATIONS.settled);
          };
          if (same(current, value)) {
            baseline[field] = value;
            ended();
          } else if (current === undefined || current === null || (field in baseline && same(current, baseline[field]))) {
            student.fields[field] = value;
            baseline[field] = value;
            ended();
          } else {
            student.conflicts[field] = { imported: value, current };
          }
        }
        student.importedFields = baseline;
        const changed = Object.keys(row.changes ?? {}).filter((field) => !same(row.baseline?.[field], row.changes?.[field]));
        note(p, when.day, `is in the university's import again${changed.length ? ` with ${changed.join(", ")} changed at the source` : ""}`);
        continue;
      }
      if (p.student) p.student.importedFields = { ...row.imported };
    }
    world.imports.push({ day: when.day, tenant: plan.tenant, rows: plan.rows.length + plan.bad.length, bad: plan.bad.length, created: Number(outcome.data.summaryCreated ?? 0), updated: Number(outcome.data.summaryUpdated ?? 0), failed: Number(outcome.data.summaryFailed ?? 0) });
  },
};

const settleConflict: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const record = await studentRecord(ctx, p);
    if (!record) return refused("no CAS record");
    const field = String(params.field);
    const standing = (record.importConflicts as Record<string, unknown> | undefined)?.[field];
    if (!standing) return ctx.retry ? done() : refused(`no conflict on ${field} to settle`);
    const settled = await settleImportConflict(services(ctx), staff(ctx, p.tenant, "uniadmin"), p.tenant, record, field, params.choice === "take" ? "take" : "keep");
    return settled ? done() : refused("the conflict could not be settled");
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const field = String(params.field);
    const conflict = student.conflicts[field];
    if (conflict && params.choice === "take") student.fields[field] = conflict.imported;
    if (conflict && student.importedFields) student.importedFields[field] = conflict.imported;
    delete student.conflicts[field];
    if (conflict && field === "nationality") tagBy(world, p, PENNINE_AUTOMATIONS.settled);
    note(p, when.day, `staff settle the import conflict on ${field} (${String(params.choice)})`);
  },
};

/** The UniAdmin publishes the mid-season configuration (configure.ts says what changes). */
export const publishAction: ActionImpl = {
  async run(ctx, _person, _params, action) {
    const published = await publishMidSeason(services(ctx), action.tenant, staff(ctx, action.tenant, "uniadmin").id);
    if ("problem" in published) {
      // A retry after a kill finds it already published: the draft is gone and the version is the next one.
      const current = await services(ctx).configs.current(action.tenant);
      if (ctx.retry && (current.config.reminders as Record<string, { offsets?: number[] }>).acceptOffer?.offsets?.[0] === 3) return done({ version: current.version, tenant: action.tenant });
      return refused(`the configuration was not published: ${published.problem}`);
    }
    return done({ version: published.version, tenant: action.tenant });
  },
  apply(world, _person, _params, outcome, when) {
    const tenant = String(outcome.data.tenant);
    world.epoch[tenant] = (world.epoch[tenant] ?? 0) + 1;
    world.newMandatoryEpoch[tenant] = world.epoch[tenant];
    count(world, `publish:${tenant}:day${when.day}`);
  },
};

export const ACTIONS: Record<ActionKind, ActionImpl> = {
  register,
  agentCreateApplicant,
  agentCreateApplication,
  acceptInvitation,
  saveSection,
  submit,
  offerDetails,
  offerStatus,
  decide,
  uploadConditionDocument,
  reviewDocument,
  satisfyRequirement,
  pay,
  giveProof,
  reviewPayment,
  checklistPage,
  studentDocuments,
  stageMove,
  bulkStageMove,
  recordCas,
  recordVisa,
  recordEnrolment,
  recordInterview,
  message,
  readMessages,
  tag,
  import: importAction,
  settleConflict,
  publish: publishAction,
};

export { YOUR_INFORMATION, offerConditions };

