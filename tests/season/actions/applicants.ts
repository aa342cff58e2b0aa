// Applicants and their agents: signing up, an agent adding an applicant and starting their
// application, following the invitation, saving each page, submitting.
import { answeredRequestFields } from "../../../rules/records/staff-requests";
import { evaluatePage, isTaskOf, sectionData } from "../../../rules";
import { isEditable, statusAfterSave, statusChangeFields } from "../../../rules/applications/submission";
import { agentsFor, newApplicantForm, newApplicationForm, openAgentApplicant } from "../../../server/applications/agent-applicants";
import { startFurtherApplication } from "../../../server/applications/further-application";
import { completeReset } from "../../../server/auth/reset";
import { outboxCollection } from "../../../server/messaging";
import { savePage } from "../../../server/records/record-page";
import { submitOpenedApplication } from "../../../server/applications/submit-application";
import { VersionConflictError } from "../../../server/store/port";
import { applicationAnswers } from "../answers";
import { configOf, open, signedIn, submitStaffForm, todayOf } from "../app";
import { note, reach, type Person } from "../world";
import { done, refused, fromForm, SEASON_PASSWORD, staff, services, courseOf, applicationOf, applicantUser, agentScope, context, type ActionImpl } from "./support";

// Applicants and agents

export const register: ActionImpl = {
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

export const agentCreateApplicant: ActionImpl = {
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

export const agentCreateApplication: ActionImpl = {
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

export const acceptInvitation: ActionImpl = {
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

export const saveSection: ActionImpl = {
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
      await savePage(services(ctx), opened, formId, evaluation.storable, record._version, { ...statusChangeFields(record, status, services(ctx).clock().toISOString()), ...answeredRequestFields(config, "applications", record, formId) });
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

export const submit: ActionImpl = {
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
    // The submission page's own module (server/applications/submit-application): the save, the offers it opens, the email.
    const outcome = await submitOpenedApplication(services(ctx), opened, record._version);
    if (outcome.kind === "incomplete") return refused(`incomplete: ${outcome.formId}`);
    if (outcome.kind === "closed") return refused(config.text(config.areas.application.submission.readOnlyMessage));
    if (outcome.kind === "stale") return refused("stale version (409)");
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
