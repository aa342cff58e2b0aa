// Agents applying for applicants (000 §3, 001 §3 'New applicant'; issue 16 item 5; decision
// 0817). An agent (or agency admin) creates the applicant's account with the university's
// new-applicant form; the applicant is invited by email to set a password; the agent then creates
// an application for them with the new-application form. What the answers become is the
// university's configuration (application.agents), worked out by rules/.
import type { AppLoadContext } from "@remix-run/node";
import { applicantAccountFields, mayStartAnotherApplication, newApplicationOf, newApplicationStart, writableFields, type AgentScope } from "../../rules/applications/agent-applications";
import { forbidden, notFound, requirePermission, requireUser } from "../auth/guards";
import { actsAsAgent, assigneeIdsOf, can, type SignedInUser } from "../auth/permissions";
import type { AccountRecord } from "../auth/accounts";
import { sendInvitation } from "../auth/invitation";
import type { UserRecord } from "../repositories";
import { DuplicateKeyError } from "../store/port";
import type { Services } from "../services";
import { insertRecord } from "../records/write-path";
import { StaffFormRefusedError, type StaffForm, type StaffFormScope } from "../forms/staff-form";
import { universityToday } from "../time";

const CREATE = "create:application:assigned" as const;

export interface AgentFormScope extends StaffFormScope {
  tenant: string;
}

/** The signed-in agent or agency admin, at their university, with its configuration. */
export async function agentScope(request: Request, context: AppLoadContext): Promise<AgentFormScope> {
  const user = await requireUser(request, context);
  requirePermission(user, CREATE);
  // University staff and the platform Admin may create applications too (to give the agent's role), but these pages are the agent's.
  if (!actsAsAgent(user)) throw forbidden();
  if (!user.tenant) throw notFound();
  const config = (await context.services.configs.current(user.tenant)).prepared;
  return { user, tenant: user.tenant, config, today: universityToday(context.services.clock(), config) };
}

/** The agents the user may name as an applicant's agent: themselves, or their organisation's (an agency admin). */
export async function agentsFor(services: Services, scope: AgentFormScope): Promise<Array<{ id: string; name: string }>> {
  const { user } = scope;
  const ids = assigneeIdsOf(user);
  const colleagues = user.organisationId && ids.includes(user.organisationId) ? await services.repositories.users.find(scope.tenant, { organisationId: user.organisationId, disabled: { $ne: true } }, { sort: { familyName: 1, givenName: 1 } }) : [];
  const others = colleagues.filter((account) => account._id !== user.id && can({ ...user, id: account._id, role: account.role as SignedInUser["role"] }, CREATE));
  return [{ id: user.id, name: user.name }, ...others.map((account) => ({ id: account._id, name: [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email }))];
}

const agentOf = (user: SignedInUser): AgentScope["agent"] => ({ id: user.id, name: user.name, ...(user.organisationId ? { organisationId: user.organisationId } : {}) });

const personUrl = (userId: string) => `/students/${encodeURIComponent(userId)}`;
export const newApplicationUrl = (userId: string) => `${personUrl(userId)}/applications/new`;

/** The new-applicant form: creates the account, invites the applicant, then asks for their application. */
export function newApplicantForm(context: AppLoadContext, scope: AgentFormScope, agents: ReadonlyArray<{ id: string; name: string }>): StaffForm {
  const { services } = context;
  const { config, user, tenant } = scope;
  const area = config.areas.application.agents;
  return {
    formId: area.newApplicantForm,
    subject: {},
    start: agents.length === 1 ? { [area.agentQuestion]: agents[0].id } : {},
    lists: { agents },
    check(answers) {
      return agents.some((agent) => agent.id === answers[area.agentQuestion]) ? [] : [{ path: area.agentQuestion, message: config.text(area.unknownAgentMessage) }];
    },
    async checkStored(answers) {
      const email = String(answers[area.emailQuestion] ?? "");
      return (await services.repositories.users.findByEmailForSignIn(email)) ? [{ path: area.emailQuestion, message: config.text(area.duplicateEmailMessage) }] : [];
    },
    async save(answers) {
      const chosen = String(answers[area.agentQuestion]);
      const fields = writableFields(applicantAccountFields(config, { answers, agent: agentOf(user), settings: config.settings as unknown as Record<string, unknown> }));
      const at = services.clock().toISOString();
      let account: UserRecord;
      try {
        account = await services.repositories.users.insertUser({
          ...fields,
          email: String(fields.email ?? answers[area.emailQuestion]),
          tenant,
          role: area.applicantRole,
          passwordHash: "",
          status: "INVITED",
          disabled: false,
          createdAt: at,
          assignedTo: [chosen, ...(user.organisationId ? [user.organisationId] : [])],
          invitedBy: user.id,
        });
      } catch (error) {
        // Another request took the address between the check and the insert.
        if (error instanceof DuplicateKeyError) throw new StaffFormRefusedError(config.text(area.duplicateEmailMessage));
        throw error;
      }
      await services.repositories.auditLog.insert(tenant, { at, actorId: user.id, action: "applicant.create", entity: "users", entityId: account._id, details: { role: area.applicantRole } });
      await sendInvitation(context, account as AccountRecord, {
        days: area.invitation.days,
        subject: (params) => config.text(area.invitation.subject, params),
        text: (params) => config.text(area.invitation.body, params),
        params: { agent: user.name, university: config.settings.universityName },
      });
      return { next: newApplicationUrl(account._id) };
    },
  };
}

/** An applicant the user created (or their agency did), or 404: another agent's applicant is not found. */
export async function openAgentApplicant(context: AppLoadContext, scope: AgentFormScope, userId: string | undefined): Promise<UserRecord> {
  const account = userId ? ((await context.services.repositories.users.findById(scope.tenant, userId)) as UserRecord | null) : null;
  if (!account || account.role !== scope.config.areas.application.agents.applicantRole) throw notFound();
  if (!can(scope.user, CREATE, { tenant: scope.tenant, assignedTo: account.assignedTo ?? [] })) throw notFound();
  const count = (await context.services.repositories.applications.find(scope.tenant, { userId: account._id }, { projection: { _id: 1 } })).length;
  if (!mayStartAnotherApplication(scope.config, count)) throw new StaffFormRefusedError(scope.config.text("applicant.applications.maxReached", { universityName: scope.config.settings.universityName }));
  return account;
}

/** The new-application form for one of the agent's applicants: creates the application and goes to its task list. */
export function newApplicationForm(context: AppLoadContext, scope: AgentFormScope, applicant: UserRecord): StaffForm {
  const { services } = context;
  const { config, user, tenant } = scope;
  const area = config.areas.application.agents;
  const settings = config.settings as unknown as Record<string, unknown>;
  const base = { applicant: applicant as unknown as Record<string, unknown>, agent: agentOf(user), settings };
  return {
    formId: area.newApplicationForm,
    subject: applicant as unknown as Record<string, unknown>,
    start: newApplicationStart(config, { ...base, answers: {} }),
    async save(answers) {
      const { fields, sections } = newApplicationOf(config, { ...base, answers });
      const at = services.clock().toISOString();
      const application = await insertRecord(services, tenant, "applications", {
        ...writableFields(fields),
        sections: { ...sections, [area.newApplicationForm]: answers },
        userId: applicant._id,
        createdAt: at,
        updatedAt: at,
      }, { actor: user.id, action: "application.create", details: { section: area.newApplicationForm } });
      return { next: `/applications/${encodeURIComponent(application._id)}` };
    },
  };
}
