// Who may use the Config screen, and for which university. The university comes from the
// signed-in user; only the platform Admin (no university, `update:config:any`) may name one,
// with `?tenant=<key>` in the URL. Anyone else naming another university is refused (403).
import { notFound, redirectResponse, requirePermission, requireUser, tenantForUser } from "../auth/guards";
import type { RequestContext } from "../http/app";
import type { Permission, SignedInUser } from "../auth/permissions";

type Context = Pick<RequestContext, "services">;

export const CONFIG_PERMISSION: Permission = "update:config:tenant";

export interface ConfigAccess {
  user: SignedInUser;
  /** The university being configured. */
  tenant: string;
  /** True for the platform Admin, whose URLs carry `?tenant=`. */
  namesTenant: boolean;
  /** Appends the university to a Config screen path (for the platform Admin). */
  href(path: string, query?: Record<string, string | number | undefined>): string;
}

function hrefFor(tenant: string, namesTenant: boolean) {
  return (path: string, query: Record<string, string | number | undefined> = {}): string => {
    const params = new URLSearchParams();
    if (namesTenant) params.set("tenant", tenant);
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") params.set(key, String(value));
    const search = params.toString();
    const [base, hash] = path.split("#");
    return `${base}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
  };
}

/** The signed-in user allowed to configure, with the university they asked for (if any). */
export async function configUser(request: Request, context: Context): Promise<{ user: SignedInUser; asked: string | undefined }> {
  const user = await requireUser(request, context);
  requirePermission(user, CONFIG_PERMISSION);
  const asked = new URL(request.url).searchParams.get("tenant") || undefined;
  return { user, asked };
}

/** Access for one university; the platform Admin without `?tenant=` gets null (choose one first). */
export async function optionalConfigAccess(request: Request, context: Context): Promise<ConfigAccess | null> {
  const { user, asked } = await configUser(request, context);
  if (user.tenant === null && asked === undefined) return null;
  const tenant = tenantForUser(user, CONFIG_PERMISSION, asked);
  if (!(await context.services.repositories.tenants.findByKey(tenant))) throw notFound();
  const namesTenant = user.tenant === null;
  return { user, tenant, namesTenant, href: hrefFor(tenant, namesTenant) };
}

export async function configAccess(request: Request, context: Context): Promise<ConfigAccess> {
  const access = await optionalConfigAccess(request, context);
  if (!access) throw redirectResponse("/config");
  return access;
}
