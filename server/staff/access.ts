// Which university a staff page acts on: the user's own; only the platform Admin names one (the
// `uni` list parameter, 001 §3), and without one is asked to choose.
import type { AppLoadContext } from "@remix-run/node";
import { forbidden, requirePermission, requireUser } from "../auth/guards";
import type { Permission, SignedInUser } from "../auth/permissions";
import type { PreparedConfig } from "../../rules";
import { universityToday } from "../time";

export interface StaffAccess {
  user: SignedInUser;
  /** Null: the platform Admin has not chosen a university yet. */
  tenant: string | null;
  config: PreparedConfig | null;
  today: string | null;
  /** Whether links must carry `uni` (the platform Admin's choice). */
  namesTenant: boolean;
}

export async function staffAccess(request: Request, context: AppLoadContext, permission: Permission): Promise<StaffAccess> {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  const asked = new URL(request.url).searchParams.get("uni") ?? "";
  let tenant: string | null;
  if (user.tenant) {
    if (asked && asked !== user.tenant) throw forbidden();
    tenant = user.tenant;
  } else {
    tenant = asked && (await context.services.repositories.tenants.findByKey(asked)) ? asked : null;
    // Naming a university takes the `any` scope (decision 0508).
    if (tenant) requirePermission(user, permission, { tenant });
  }
  if (!tenant) return { user, tenant: null, config: null, today: null, namesTenant: !user.tenant };
  const config = (await context.services.configs.current(tenant)).prepared;
  return { user, tenant, config, today: universityToday(context.services.clock(), config), namesTenant: !user.tenant };
}

/** Universities the platform Admin may choose from. */
export async function universityChoices(context: AppLoadContext) {
  return (await context.services.repositories.tenants.list()).map((tenant) => ({ value: tenant.key, label: tenant.name }));
}

/** A staff page's address keeping the platform Admin's chosen university (`uni`); as it is for a university's own staff. */
export function withChosenUniversity(access: Pick<StaffAccess, "namesTenant" | "tenant">, path: string): string {
  if (!access.namesTenant || !access.tenant) return path;
  return `${path}${path.includes("?") ? "&" : "?"}uni=${encodeURIComponent(access.tenant)}`;
}

/** The university a person belongs to, for taking the platform Admin to their record there. */
export async function universityOfPerson(context: AppLoadContext, userId: string): Promise<string | null> {
  return (await context.services.repositories.users.findByIdForSession(userId))?.tenant ?? null;
}
