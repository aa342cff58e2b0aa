// A university's staff users (issue 20 item 8; decision 0839), managed by its UniAdmins and the
// platform Admin: listed and searched, invited with a single-use link, their role and access
// level changed, deactivated and reactivated (toggleUser, 001 §3), their MFA reset. Which roles a
// user may give is the roles area's `assignableBy`, within the role ceiling no configuration lifts
// (decision 0508); every change is in the audit log.
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { PreparedConfig } from "../../rules";
import { givingProblem } from "../../rules/auth/role-ceiling";
import { accounts, displayName, type AccountRecord } from "../auth/accounts";
import { sendInvitation } from "../auth/invitation";
import { lastSignIns } from "../auth/last-sign-in";
import type { SignedInUser } from "../auth/permissions";
import { sessions } from "../auth/sessions";
import type { UserRecord } from "../repositories";
import { DuplicateKeyError } from "../store/port";

type RoleDefinition = PreparedConfig["areas"]["roles"]["roles"][string];

/**
 * The roles this user may give, as the configuration lists them, and only those whose every
 * permission they hold at a scope as wide: publishing refuses a roles area that says otherwise,
 * and the users pages hold to the ceiling by themselves too.
 */
export function assignableRoles(config: PreparedConfig, actor: SignedInUser): AssignableRole[] {
  return assignableFrom(config.areas.roles, actor);
}

export interface AssignableRole {
  id: string;
  label: string;
  accessLevels: string[];
  defaultAccessLevel?: string;
  organisations?: string;
}

/** assignableRoles over the roles area itself. */
export function assignableFrom(area: PreparedConfig["areas"]["roles"], actor: SignedInUser): AssignableRole[] {
  return Object.values(area.roles)
    .filter((role: RoleDefinition) => (role.assignableBy ?? []).includes(actor.role) && givingProblem(actor.role, actor.tenant !== null, role.id) === null)
    .map((role: RoleDefinition) => ({ id: role.id, label: role.label, accessLevels: role.accessLevels ?? [], ...(role.defaultAccessLevel ? { defaultAccessLevel: role.defaultAccessLevel } : {}), ...(role.organisations ? { organisations: role.organisations } : {}) }));
}

/** Roles anyone manages here: those some role may give (not applicants or students). */
function managedRoles(config: PreparedConfig): string[] {
  return Object.values(config.areas.roles.roles)
    .filter((role: RoleDefinition) => (role.assignableBy ?? []).length > 0)
    .map((role: RoleDefinition) => role.id);
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  roleLabel: string;
  accessLevel: string | null;
  status: "active" | "invited" | "deactivated";
  mfa: boolean;
  lastSignInAt: string | null;
}

function rowOf(config: PreparedConfig, user: UserRecord, lastSignInAt: string | undefined): UserRow {
  return {
    id: user._id,
    name: displayName(user),
    email: user.email,
    role: user.role,
    roleLabel: config.areas.roles.roles[user.role]?.label ?? user.role,
    accessLevel: user.accessLevel ?? null,
    status: user.disabled ? "deactivated" : user.status === "INVITED" ? "invited" : "active",
    mfa: Boolean(user.mfa?.method),
    lastSignInAt: lastSignInAt ?? null,
  };
}

/** The university's staff users matching the search (name or email), by family name. */
export async function listUsers(context: AppLoadContext, tenant: string, config: PreparedConfig, search: string): Promise<UserRow[]> {
  const users = await context.services.repositories.users.find(tenant, { role: { $in: managedRoles(config) } });
  const term = search.trim().toLowerCase();
  const shown = users.filter((user) => !term || [user.email, user.givenName, user.familyName, displayName(user)].some((value) => String(value ?? "").toLowerCase().includes(term)));
  const signedIn = await lastSignIns(context.services, shown.map((user) => user._id));
  return shown
    .map((user) => rowOf(config, user, signedIn.get(user._id)))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export const inviteSchema = z.object({
  givenName: z.string().trim().min(1, "admin.users.error.givenName").max(100, "admin.users.error.givenName"),
  familyName: z.string().trim().min(1, "admin.users.error.familyName").max(100, "admin.users.error.familyName"),
  email: z.string().trim().toLowerCase().email("admin.users.error.email").max(254, "admin.users.error.email"),
  role: z.string().min(1, "admin.users.error.role"),
  accessLevel: z.string(),
  organisationId: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** The organisations a settings list names (the university's partners), as id and name. */
export function organisationsOf(config: PreparedConfig, list: string | undefined): Array<{ id: string; name: string }> {
  // The list is named by the role's configuration, so it is read by name.
  const entries = list ? (config.settings as unknown as Record<string, unknown>)[list] : undefined;
  return Array.isArray(entries) ? entries.filter((entry): entry is { id: string; name: string } => typeof entry?.id === "string" && typeof entry?.name === "string") : [];
}

/** The role, access level and organisation checked against what the actor may give; a message key, or null. */
export function roleProblem(config: PreparedConfig, actor: SignedInUser, role: string, accessLevel: string, organisationId?: string): { field: string; key: string } | null {
  const allowed = assignableRoles(config, actor).find((candidate) => candidate.id === role);
  if (!allowed) return { field: "role", key: "admin.users.error.role" };
  if (allowed.accessLevels.length > 0 && !allowed.accessLevels.includes(accessLevel)) return { field: "accessLevel", key: "admin.users.error.accessLevel" };
  if (organisationId !== undefined && allowed.organisations && !organisationsOf(config, allowed.organisations).some((organisation) => organisation.id === organisationId)) return { field: "organisationId", key: "admin.users.error.organisation" };
  return null;
}

export class EmailTakenError extends Error {}

async function audit(context: AppLoadContext, tenant: string, actor: SignedInUser, action: string, userId: string, details: Record<string, unknown>) {
  await context.services.repositories.auditLog.insert(tenant, { at: context.services.clock().toISOString(), actorId: actor.id, action, entity: "users", entityId: userId, details });
}

async function invite(context: AppLoadContext, config: PreparedConfig, actor: SignedInUser, account: AccountRecord): Promise<void> {
  const invitation = config.areas.roles.invitation;
  if (!invitation) return;
  await sendInvitation(context, account, {
    days: invitation.days,
    subject: (params) => config.text(invitation.subject, params),
    text: (params) => config.text(invitation.body, params),
    params: { inviter: actor.name, university: config.settings.universityName, role: config.areas.roles.roles[account.role]?.label ?? account.role },
  });
}

/** Creates the user, invited (no password until they follow the link), and sends the invitation. */
export async function inviteUser(context: AppLoadContext, tenant: string, config: PreparedConfig, actor: SignedInUser, answers: Invite): Promise<string> {
  const role = assignableRoles(config, actor).find((candidate) => candidate.id === answers.role);
  const at = context.services.clock().toISOString();
  let account: UserRecord;
  try {
    if (await context.services.repositories.users.findByEmailForSignIn(answers.email)) throw new EmailTakenError(answers.email);
    account = await context.services.repositories.users.insertUser({
      tenant,
      email: answers.email,
      givenName: answers.givenName,
      familyName: answers.familyName,
      role: answers.role,
      ...(role?.accessLevels.length ? { accessLevel: answers.accessLevel } : {}),
      // A partner's user sees the records assigned to their partner.
      ...(role?.organisations ? { organisationId: answers.organisationId } : {}),
      passwordHash: "",
      status: "INVITED",
      disabled: false,
      createdAt: at,
      invitedBy: actor.id,
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new EmailTakenError(answers.email);
    throw error;
  }
  await audit(context, tenant, actor, "user.invite", account._id, { email: answers.email, role: answers.role, accessLevel: answers.accessLevel || null, organisationId: role?.organisations ? answers.organisationId : null });
  await invite(context, config, actor, account as AccountRecord);
  return account._id;
}

/** One of the university's managed users, or null (another university's, or an applicant). */
export async function managedUser(context: AppLoadContext, tenant: string, config: PreparedConfig, userId: string): Promise<(UserRecord & { lastSignInAt?: string }) | null> {
  const user = await context.services.repositories.users.findById(tenant, userId);
  if (!user || !managedRoles(config).includes(user.role)) return null;
  return { ...user, lastSignInAt: (await lastSignIns(context.services, [user._id])).get(user._id) };
}

/** A user's role, with the access level and the agency or partner it needs (null: the role has none). */
export interface RoleChange {
  role: string;
  accessLevel: string | null;
  organisationId: string | null;
}

export async function changeRole(context: AppLoadContext, tenant: string, actor: SignedInUser, user: UserRecord, change: RoleChange): Promise<void> {
  const { role, accessLevel, organisationId } = change;
  const unset: Record<string, ""> = { ...(accessLevel ? {} : { accessLevel: "" }), ...(organisationId ? {} : { organisationId: "" }) };
  await context.services.repositories.users.update(tenant, user._id, { $set: { role, ...(accessLevel ? { accessLevel } : {}), ...(organisationId ? { organisationId } : {}) }, ...(Object.keys(unset).length ? { $unset: unset } : {}) });
  await audit(context, tenant, actor, "user.role", user._id, { from: { role: user.role, accessLevel: user.accessLevel ?? null, organisationId: user.organisationId ?? null }, to: change });
}

/** toggleUser: a deactivated user cannot sign in, and their sessions end. */
export async function setDeactivated(context: AppLoadContext, tenant: string, actor: SignedInUser, user: UserRecord, deactivated: boolean): Promise<void> {
  await context.services.repositories.users.update(tenant, user._id, { $set: { disabled: deactivated } });
  if (deactivated) await sessions(context.services).endAllFor(user._id);
  await audit(context, tenant, actor, deactivated ? "user.deactivate" : "user.reactivate", user._id, {});
}

/** Removes the user's MFA (and recovery codes); they set it up again at their next sign-in. */
export async function resetMfa(context: AppLoadContext, tenant: string, actor: SignedInUser, user: UserRecord): Promise<void> {
  await accounts(context.services).update(user._id, { $unset: { mfa: "" } });
  await sessions(context.services).endAllFor(user._id);
  await audit(context, tenant, actor, "user.resetMfa", user._id, {});
}

export async function resendInvitation(context: AppLoadContext, tenant: string, config: PreparedConfig, actor: SignedInUser, user: UserRecord): Promise<void> {
  await invite(context, config, actor, user as AccountRecord);
  await audit(context, tenant, actor, "user.reinvite", user._id, {});
}
