// Single sign-on settings (issue 21 item 1; decision 0844), checked at publish: an enabled
// provider names its issuer, client and secret; the issuer is https (plain http only on the
// loopback address a test provider runs on); the roles it serves and the role it creates exist.
import { childLocation } from "../../problems";
import type { SsoArea } from "../../../schemas/generated/tenant-config";
import type { AreaCompiler } from "../conditions";
import { checkHandedOutRole, checkUniversityRole } from "./role-ceiling-checks";

export interface CompiledSso {
  issuer: string;
  clientId: string;
  clientSecretName: string;
  scopes: readonly string[];
  emailClaim: string;
  emailDomains: readonly string[];
  roles: readonly string[];
  passwordSignIn: boolean;
  /** The role of an account made at a first sign-in; null: no account is made. */
  createRole: string | null;
  idpEnforcesMfa: boolean;
  clockToleranceSeconds: number;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether an issuer is plain http on this machine's loopback address (a test's provider), the one
 * place http may be published; whether it is reached at all the outbound guard decides at each
 * connection, from the operator's allow-list (decision 0016).
 */
export const isLoopbackHttp = (url: URL): boolean => url.protocol === "http:" && LOOPBACK.has(url.hostname);

/** The settings with their defaults filled in, on or off (the Config page shows and tests them before they are on). */
export function ssoSettingsOf(area: SsoArea) {
  return {
    scopes: area.scopes ?? ["openid", "email"],
    emailClaim: area.emailClaim ?? "email",
    emailDomains: area.emailDomains ?? [],
    roles: area.roles ?? [],
    passwordSignIn: area.passwordSignIn ?? true,
    createRole: area.createAccounts ? (area.createRole ?? null) : null,
    idpEnforcesMfa: area.idpEnforcesMfa ?? false,
    clockToleranceSeconds: area.clockToleranceSeconds ?? 30,
  };
}
function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return `the issuer "${issuer}" is not a URL`;
  }
  if (url.protocol === "https:" || isLoopbackHttp(url)) return null;
  return `the issuer "${issuer}" must use https`;
}

/** The provider as the sign-in pages use it, or null when single sign-on is off. */
export function compileSsoArea(area: SsoArea, compiler: AreaCompiler, roleIds: ReadonlySet<string>): CompiledSso | null {
  const at = (name: string) => childLocation("sso", name);
  (area.roles ?? []).forEach((role, i) => {
    if (!roleIds.has(role)) compiler.problem(childLocation(at("roles"), i), `unknown role "${role}"`);
    else checkUniversityRole(compiler, childLocation(at("roles"), i), role);
  });
  if (area.createAccounts && !area.createRole) compiler.problem(at("createRole"), "a provider that creates accounts needs the role they are given");
  if (area.createRole !== undefined && !(area.roles ?? []).includes(area.createRole)) compiler.problem(at("createRole"), `"${area.createRole}" is not one of the roles that may use single sign-on`);
  else if (area.createRole !== undefined) checkHandedOutRole(compiler, at("createRole"), area.createRole);
  if (!area.enabled) return null;
  const missing = (["issuer", "clientId", "clientSecretName"] as const).filter((name) => !area[name]);
  for (const name of missing) compiler.problem(at(name), `single sign-on is on but has no ${name}`);
  const badIssuer = area.issuer ? issuerProblem(area.issuer) : null;
  if (badIssuer) compiler.problem(at("issuer"), badIssuer);
  if (missing.length || badIssuer || !area.issuer || !area.clientId || !area.clientSecretName) return null;
  const settings = ssoSettingsOf(area);
  if (!settings.scopes.includes("openid")) compiler.problem(at("scopes"), 'the scopes must include "openid"');
  return { issuer: area.issuer, clientId: area.clientId, clientSecretName: area.clientSecretName, ...settings };
}
