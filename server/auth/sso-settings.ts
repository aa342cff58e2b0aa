// Which universities sign their users in through their own provider (issue 21; decision 0844),
// read from each university's published configuration: the sign-in page's buttons, the email
// domains sent straight to a provider, and whether a role may still use a password.
import type { CompiledSso } from "../../rules/config/areas/sso";
import type { Services } from "../services";
import type { AccountRecord } from "./accounts";

/** The university's provider, when single sign-on is on for it. */
export async function ssoOf(services: Pick<Services, "configs">, tenant: string): Promise<CompiledSso | null> {
  try {
    return (await services.configs.current(tenant)).prepared.areas.sso;
  } catch {
    return null;
  }
}

export interface SsoUniversity {
  tenant: string;
  name: string;
  sso: CompiledSso;
}

/** The active universities with single sign-on on, by name. */
export async function ssoUniversities(services: Pick<Services, "configs" | "repositories">): Promise<SsoUniversity[]> {
  const tenants = (await services.repositories.tenants.list()).filter((tenant) => tenant.active !== false);
  const found = await Promise.all(tenants.map(async (tenant) => ({ tenant: tenant.key, name: tenant.name, sso: await ssoOf(services, tenant.key) })));
  return found.filter((university): university is SsoUniversity => university.sso !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** The university whose provider must sign in this email address (its domain is listed and passwords are off), if any. */
export async function ssoOnlyFor(services: Pick<Services, "configs" | "repositories">, email: string): Promise<SsoUniversity | null> {
  const domain = email.trim().toLowerCase().split("@")[1];
  if (!domain) return null;
  return (await ssoUniversities(services)).find((university) => !university.sso.passwordSignIn && university.sso.emailDomains.includes(domain)) ?? null;
}

/** Whether a password sign-in is refused for this account: its university sends its role to the provider only. */
export async function passwordSignInRefused(services: Pick<Services, "configs">, account: Pick<AccountRecord, "tenant" | "role">): Promise<boolean> {
  if (!account.tenant) return false;
  const sso = await ssoOf(services, account.tenant);
  return Boolean(sso && !sso.passwordSignIn && sso.roles.includes(account.role));
}
