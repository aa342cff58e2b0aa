// /admin/users (issue 20 item 8; decision 0839): a university's staff users for its UniAdmins and
// the platform Admin (who chooses the university): the list with search, inviting a user, and one
// user's role, access level, status and MFA.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { formatWhen } from "../../server/config-admin/format";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";
import { staffAccess, universityChoices, type StaffAccess } from "../../server/staff/access";
import {
  EmailTakenError,
  assignableRoles,
  changeRole,
  inviteSchema,
  inviteUser,
  listUsers,
  managedUser,
  organisationsOf,
  resendInvitation,
  resetMfa,
  roleProblem,
  setDeactivated,
} from "../../server/users/user-admin";
import { formatMessage } from "../../rules/forms/messages";
import type { PreparedConfig } from "../../rules";
import { readForm } from "../../server/http/form-body";
import { auditTrailOf } from "../../server/records/audit-log";

const TEXT_PREFIXES = ["admin.users.", "list.university.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];

async function access(request: Request, context: AppLoadContext, permission: "read:user:tenant" | "update:user:tenant") {
  const scope = await staffAccess(request, context, permission);
  const texts = scope.config ? scope.config.texts(...TEXT_PREFIXES) : {};
  return { scope, texts };
}

/** A link within the users pages, naming the university for the platform Admin. */
const hrefFor = (scope: StaffAccess, path: string, query: Record<string, string> = {}) => {
  const params = new URLSearchParams({ ...(scope.namesTenant && scope.tenant ? { uni: scope.tenant } : {}), ...query });
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

function chosen(scope: StaffAccess) {
  if (!scope.tenant || !scope.config) throw notFound();
  return { tenant: scope.tenant, config: scope.config };
}

export async function loadUsers(request: Request, context: AppLoadContext) {
  const { scope, texts } = await access(request, context, "read:user:tenant");
  if (!scope.tenant || !scope.config) {
    return { chooser: await universityChoices(context), texts: textsWithPrefix(platformCatalogue, ...TEXT_PREFIXES), users: [], search: "", links: null, notice: null };
  }
  const url = new URL(request.url);
  const search = url.searchParams.get("q") ?? "";
  const timeZone = scope.config.timeZone;
  const users = (await listUsers(context, scope.tenant, scope.config, search)).map((user) => ({ ...user, lastSignIn: user.lastSignInAt ? formatWhen(user.lastSignInAt, timeZone) : null, href: hrefFor(scope, `/admin/users/${user.id}`) }));
  const invited = url.searchParams.get("invited");
  return {
    chooser: null,
    texts,
    users,
    search,
    links: { self: "/admin/users", invite: hrefFor(scope, "/admin/users/new"), university: scope.namesTenant ? scope.tenant : null },
    notice: invited ? formatMessage(texts["admin.users.invited"] ?? "", { email: invited }) : null,
  };
}

const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** Every list of organisations a role the admin may give belongs to (agencies, partners), each a group of choices. */
function organisationGroups(config: PreparedConfig, texts: Record<string, string>, roles: ReturnType<typeof assignableRoles>) {
  return [...new Set(roles.flatMap((role) => (role.organisations ? [role.organisations] : [])))]
    .map((list) => ({ list, label: formatMessage(texts[`admin.users.organisations.${list}`] ?? list, {}), options: organisationsOf(config, list) }))
    .filter((group) => group.options.length > 0);
}

export async function loadInvite(request: Request, context: AppLoadContext) {
  const { scope, texts } = await access(request, context, "update:user:tenant");
  const { config } = chosen(scope);
  const roles = assignableRoles(config, scope.user);
  return { texts, roles, accessLevels: config.areas.roles.accessLevels ?? {}, organisations: organisationGroups(config, texts, roles), back: hrefFor(scope, "/admin/users") };
}

export async function inviteAction(request: Request, context: AppLoadContext) {
  const { scope, texts } = await access(request, context, "update:user:tenant");
  const { tenant, config } = chosen(scope);
  const form = await readForm(request);
  const values = { givenName: field(form, "givenName"), familyName: field(form, "familyName"), email: field(form, "email"), role: field(form, "role"), accessLevel: field(form, "accessLevel"), organisationId: field(form, "organisationId") };
  const say = (key: string) => formatMessage(texts[key] ?? key, {});
  const parsed = inviteSchema.safeParse(values);
  const errors = parsed.success ? [] : ["givenName", "familyName", "email", "role"].flatMap((name) => parsed.error.issues.filter((issue) => issue.path[0] === name).slice(0, 1).map((issue) => ({ field: name, message: say(issue.message) })));
  const roleIssue = values.role ? roleProblem(config, scope.user, values.role, values.accessLevel, values.organisationId) : null;
  if (roleIssue && !errors.some((error) => error.field === roleIssue.field)) errors.push({ field: roleIssue.field, message: say(roleIssue.key) });
  if (errors.length || !parsed.success) return data({ errors, values }, { status: 422 });
  try {
    await inviteUser(context, tenant, config, scope.user, parsed.data);
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return data({ errors: [{ field: "email", message: say("admin.users.error.emailTaken") }], values }, { status: 422 });
  }
  return redirect(hrefFor(scope, "/admin/users", { invited: parsed.data.email }));
}

export async function loadUser(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { scope, texts } = await access(request, context, "read:user:tenant");
  const { tenant, config } = chosen(scope);
  const user = userId ? await managedUser(context, tenant, config, userId) : null;
  if (!user) throw notFound();
  const trail = await auditTrailOf(context.services, tenant, "users", user._id, 20);
  const url = new URL(request.url);
  return {
    texts,
    user: {
      id: user._id,
      name: [user.givenName, user.familyName].filter(Boolean).join(" ") || user.email,
      email: user.email,
      role: user.role,
      accessLevel: user.accessLevel ?? "",
      organisationId: user.organisationId ?? "",
      deactivated: user.disabled,
      invited: user.status === "INVITED",
      mfa: Boolean(user.mfa?.method),
      lastSignIn: user.lastSignInAt ? formatWhen(user.lastSignInAt, config.timeZone) : null,
    },
    self: user._id === scope.user.id,
    roles: assignableRoles(config, scope.user),
    organisations: organisationGroups(config, texts, assignableRoles(config, scope.user)),
    accessLevels: config.areas.roles.accessLevels ?? {},
    history: trail.map((entry) => ({ action: entry.action, when: formatWhen(entry.at, config.timeZone) })),
    done: url.searchParams.get("done"),
    back: hrefFor(scope, "/admin/users"),
  };
}

export async function userAction(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { scope, texts } = await access(request, context, "update:user:tenant");
  const { tenant, config } = chosen(scope);
  const user = userId ? await managedUser(context, tenant, config, userId) : null;
  if (!user) throw notFound();
  const form = await readForm(request);
  const intent = field(form, "intent");
  const say = (key: string) => formatMessage(texts[key] ?? key, {});
  // Nobody changes their own role or locks themselves out.
  if (user._id === scope.user.id && intent !== "reinvite") return data({ errors: [{ field: "", message: say("admin.users.error.self") }], values: {} }, { status: 422 });
  // A user with a role the actor may not give is not theirs to change.
  if (!assignableRoles(config, scope.user).some((role) => role.id === user.role)) return data({ errors: [{ field: "", message: say("admin.users.error.notYours") }], values: {} }, { status: 403 });
  if (intent === "role") {
    const role = field(form, "role");
    const accessLevel = field(form, "accessLevel");
    const organisationId = field(form, "organisationId");
    const problem = roleProblem(config, scope.user, role, accessLevel, organisationId);
    if (problem) return data({ errors: [{ field: problem.field, message: say(problem.key) }], values: { role, accessLevel, organisationId } }, { status: 422 });
    const given = assignableRoles(config, scope.user).find((candidate) => candidate.id === role);
    await changeRole(context, tenant, scope.user, user, { role, accessLevel: given?.accessLevels.length ? accessLevel : null, organisationId: given?.organisations ? organisationId : null });
  } else if (intent === "deactivate" || intent === "reactivate") {
    await setDeactivated(context, tenant, scope.user, user, intent === "deactivate");
  } else if (intent === "resetMfa") {
    await resetMfa(context, tenant, scope.user, user);
  } else if (intent === "reinvite" && user.status === "INVITED") {
    await resendInvitation(context, tenant, config, scope.user, user);
  } else return new Response(null, { status: 400 });
  return redirect(hrefFor(scope, `/admin/users/${user._id}`, { done: intent }));
}
