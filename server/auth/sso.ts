// Single sign-on through a university's OpenID Connect provider (issue 21 items 1-3; decision
// 0844): the authorization code flow with PKCE, state and nonce, through openid-client, which
// also does discovery, JWKS rotation and the ID token's checks (issuer, audience, expiry with
// the configured clock tolerance, nonce). The state, verifier and nonce wait in the store under
// a random id held in a short-lived cookie of this browser, used once. A verified email links
// the sign-in to the university's account of that email (or makes one, where allowed); then the
// session starts as a password sign-in's would, the MFA policy included unless the university
// states its provider enforces MFA. Every request to the provider (discovery, keys, tokens, user
// info) goes through the outbound guard (decision 0016): https to public addresses only, unless
// the operator allows the host, checked at each connection whatever was published.
import * as oidc from "openid-client";
import type { CompiledSso } from "../../rules/config/areas/sso";
import type { RequestContext } from "../http/app";
import { allowListed, guardedFetch, outboundCause, outboundOptions, type OutboundFailure } from "../http/outbound";
import type { Services } from "../services";
import { getSecret } from "../secrets/secret-store";
import { universityActive } from "../tenants/universities";
import { accounts, type AccountRecord } from "./accounts";
import { currentSession, safeRedirect } from "./guards";
import { recordSignIn } from "./last-sign-in";
import { roleFitsTenant, roleOf } from "./permissions";
import { startSession } from "./sign-in";
import { digest, randomToken, readTokenCookie } from "./tokens";
import { ssoOf } from "./sso-settings";

type Context = Pick<RequestContext, "services" | "clientAddress">;

/** Why a single sign-on did not sign the user in: each is a message `sso.error.<reason>`. */
export type SsoFailure = "missingCode" | "expired" | "refused" | "rejected" | "unavailable" | "unverified" | "noAccount" | "notAllowed" | "disabled" | "notConfigured";

export class SsoError extends Error {
  /** The university whose provider was tried, once known (so the user can try again). */
  tenant: string | null = null;

  constructor(
    readonly reason: SsoFailure,
    detail?: string,
    /** What failed on the way to the provider (the guard's refusal, or the status it answered), for the Config screen's words. */
    readonly outbound?: OutboundFailure,
  ) {
    super(detail ?? reason);
  }
}

/** The status of the provider's answer a library refused (it keeps the Response as a cause), if that is what failed. */
function answeredStatus(error: unknown): number | null {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof Response) return current.status;
    if (current instanceof oidc.ResponseBodyError) return current.status;
  }
  return null;
}

/** What failed reaching the provider at `url`, in the guard's terms, when it was the connection or the answer's status. */
function providerFailure(error: unknown, url: string): OutboundFailure | undefined {
  const refused = outboundCause(error);
  if (refused) return refused;
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // The address as written is the best name there is.
  }
  // openid-client refuses plain http itself, before the guard is asked: the same rule, the same
  // words. (Its code is oauth4webapi's HTTP_REQUEST_FORBIDDEN, which openid-client does not export.)
  if ((error as { code?: unknown } | null)?.code === "OAUTH_HTTP_REQUEST_FORBIDDEN") return { reason: "notHttps", host };
  const status = answeredStatus(error);
  return status === null ? undefined : { reason: "answered", host, status };
}

interface SsoRequestRecord {
  _id: string;
  _version: number;
  tenant: string;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  redirectTo: string;
  expiresAt: string;
}

const REQUEST_MINUTES = 10;
const DISCOVERY_TIMEOUT_SECONDS = 10;
const COOKIE = "cas_sso";

const requests = (services: Pick<Services, "store">) => services.store.collection<SsoRequestRecord>("ssoRequests");

// Discovery (and the keys it leads to) is done once per provider settings; a failure is not kept.
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** What finding the provider needs of the settings. */
type ProviderSettings = Pick<CompiledSso, "issuer" | "clientId" | "clientSecretName" | "clockToleranceSeconds">;

/** The provider, discovered; `knownSecret` skips reading the secret store ('Test connection' goes on without one). */
async function providerOf(services: Pick<Services, "env" | "store">, tenant: string, sso: ProviderSettings, knownSecret?: string): Promise<oidc.Configuration> {
  const secret = knownSecret ?? (await getSecret(services, tenant, sso.clientSecretName).catch(() => null));
  if (secret === null) throw new SsoError("notConfigured", "the client secret is not stored");
  const key = JSON.stringify([tenant, sso.issuer, sso.clientId, digest(secret), sso.clockToleranceSeconds]);
  let found = discovered.get(key);
  if (!found) {
    let issuer: URL;
    try {
      issuer = new URL(sso.issuer);
    } catch {
      throw new SsoError("notConfigured", "the issuer is not a URL", { reason: "badAddress", host: sso.issuer });
    }
    const outbound = outboundOptions(services.env);
    const port = Number(issuer.port || (issuer.protocol === "http:" ? 80 : 443));
    // openid-client's own https rule gives way only where the guard's does: an allowed host.
    const insecure = issuer.protocol === "http:" && allowListed(issuer.hostname, port, outbound);
    found = oidc.discovery(issuer, sso.clientId, { [oidc.clockTolerance]: sso.clockToleranceSeconds } as Partial<oidc.ClientMetadata>, oidc.ClientSecretBasic(secret), {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      [oidc.customFetch]: guardedFetch({ ...outbound, timeoutMs: DISCOVERY_TIMEOUT_SECONDS * 1000 }),
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  try {
    return await found;
  } catch (error) {
    throw new SsoError("unavailable", error instanceof Error ? error.message : String(error), providerFailure(error, sso.issuer));
  }
}

/** This site's address as the provider knows it: PUBLIC_URL when set, else the request's. */
export function siteOrigin(request: Request, services: Pick<Services, "env">): string {
  return services.env.PUBLIC_URL ? services.env.publicUrl : new URL(request.url).origin;
}

const callbackUrl = (request: Request, services: Pick<Services, "env">) => `${siteOrigin(request, services)}/auth/sso/callback`;

function requestCookie(services: Pick<Services, "env">, id: string | null): string {
  const secure = services.env.NODE_ENV === "production" ? "; Secure" : "";
  // Lax: the provider's redirect back is a top-level navigation from another site.
  const base = `${COOKIE}=${id ?? ""}; Path=/auth/sso; HttpOnly; SameSite=Lax${secure}`;
  return id === null ? `${base}; Max-Age=0` : `${base}; Max-Age=${REQUEST_MINUTES * 60}`;
}


/** Starts a sign-in at the university's provider: where to send the browser, and the cookie that ties the answer to it. */
export async function startSso(request: Request, context: Context, tenant: string, redirectTo: string): Promise<{ location: string; setCookie: string }> {
  const { services } = context;
  const sso = await ssoOf(services, tenant);
  if (!sso || !(await universityActive(services, tenant))) throw new SsoError("notConfigured");
  const provider = await providerOf(services, tenant, sso);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = callbackUrl(request, services);
  const id = randomToken();
  const now = services.clock();
  const expiresAt = new Date(now.getTime() + REQUEST_MINUTES * 60_000).toISOString();
  await requests(services).deleteMany({ expiresAt: { $lt: now.toISOString() } });
  await requests(services).insertOne({ _id: digest(id), tenant, state, nonce, verifier, redirectUri, redirectTo: safeRedirect(redirectTo), expiresAt });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: sso.scopes.join(" "),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
  });
  return { location: url.href, setCookie: requestCookie(services, id) };
}

/** The waiting sign-in this browser started, taken (so an answer is used once). */
async function takeRequest(request: Request, services: Pick<Services, "store" | "clock">): Promise<SsoRequestRecord> {
  const id = readTokenCookie(request, COOKIE);
  const record = id ? await requests(services).findOne({ _id: digest(id) }) : null;
  if (!record || !(await requests(services).deleteOne({ _id: record._id })) || record.expiresAt < services.clock().toISOString()) throw new SsoError("expired");
  return record;
}

async function exchange(provider: oidc.Configuration, waiting: SsoRequestRecord, request: Request, emailClaim: string): Promise<Record<string, unknown>> {
  // The provider answers at the registered callback address, whatever host the request reached.
  const answer = new URL(waiting.redirectUri);
  answer.search = new URL(request.url).search;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, answer, { pkceCodeVerifier: waiting.verifier, expectedState: waiting.state, expectedNonce: waiting.nonce, idTokenExpected: true });
    const claims = tokens.claims();
    if (!claims) throw new SsoError("rejected", "no ID token");
    // Providers that keep the ID token small give the email at the userinfo endpoint, for the same subject.
    if (claims[emailClaim] === undefined) return { ...(await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub)), ...claims };
    return claims;
  } catch (error) {
    if (error instanceof SsoError) throw error;
    if (error instanceof oidc.AuthorizationResponseError) throw new SsoError("refused", error.error);
    if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) throw new SsoError("rejected", error.message);
    throw new SsoError("unavailable", error instanceof Error ? error.message : String(error));
  }
}

async function accountFor(services: Services, tenant: string, sso: CompiledSso, claims: Record<string, unknown>): Promise<AccountRecord> {
  const email = claims[sso.emailClaim];
  if (typeof email !== "string" || !email.includes("@") || claims.email_verified !== true) throw new SsoError("unverified");
  let account = await accounts(services).byEmail(email);
  // Another university's account is never linked: to this one it does not exist.
  if (account && account.tenant !== tenant) throw new SsoError("noAccount");
  if (!account) {
    if (!sso.createRole) throw new SsoError("noAccount");
    const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
    account = (await services.repositories.users.insertUser({
      tenant,
      email,
      role: sso.createRole,
      ...(text(claims.given_name) ? { givenName: text(claims.given_name) } : {}),
      ...(text(claims.family_name) ? { familyName: text(claims.family_name) } : {}),
      passwordHash: "",
      status: "CONFIRMED",
      disabled: false,
      createdAt: services.clock().toISOString(),
    })) as AccountRecord;
  }
  if (account.disabled || !(await universityActive(services, tenant))) throw new SsoError("disabled");
  // The provider never signs in a role beyond the ceiling, whatever a configuration says (decision 0508).
  if (!sso.roles.includes(account.role) || !roleFitsTenant(roleOf(account.role), account.tenant)) throw new SsoError("notAllowed");
  return account;
}

/** The provider's answer: the session it starts and where to go, or why not. */
export async function finishSso(request: Request, context: Context): Promise<{ location: string; setCookies: string[] }> {
  const { services } = context;
  const url = new URL(request.url);
  const clearRequest = requestCookie(services, null);
  const taken = await takeRequest(request, services).catch((error: unknown) => {
    if (error instanceof SsoError) return null;
    throw error;
  });
  if (!url.searchParams.get("code") && !url.searchParams.get("error")) {
    const missing = new SsoError("missingCode");
    missing.tenant = taken?.tenant ?? null;
    throw missing;
  }
  if (!taken) throw new SsoError("expired");
  const waiting = taken;
  let account: AccountRecord;
  let sso: CompiledSso | null = null;
  try {
    sso = await ssoOf(services, waiting.tenant);
    if (!sso) throw new SsoError("notConfigured");
    const claims = await exchange(await providerOf(services, waiting.tenant, sso), waiting, request, sso.emailClaim);
    account = await accountFor(services, waiting.tenant, sso, claims);
  } catch (error) {
    if (error instanceof SsoError) error.tenant = waiting.tenant;
    throw error;
  }
  await recordSignIn(services, account._id);
  const previous = await currentSession(request, context);
  const started = await startSession(context, account, waiting.redirectTo, previous?.session ?? null, { sso: { tenant: waiting.tenant, mfaByProvider: sso.idpEnforcesMfa } });
  return { location: started.location, setCookies: [started.setCookie, clearRequest] };
}

/** The provider's sign-out address for a session that came through it, where it offers one. */
export async function ssoLogoutUrl(services: Services, tenant: string, postLogoutRedirect: string): Promise<string | null> {
  const sso = await ssoOf(services, tenant);
  if (!sso) return null;
  try {
    const provider = await providerOf(services, tenant, sso);
    if (!provider.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(provider, { client_id: sso.clientId, post_logout_redirect_uri: postLogoutRedirect }).href;
  } catch {
    return null;
  }
}

/**
 * One step of 'Test connection': what was tried, and whether it worked; `detail` is ours (the
 * issuer, the number of keys), `failure` what failed reaching the provider, `problem` a catalogue
 * key for an answer that was not what was asked for. Nothing the provider said is kept.
 */
export interface SsoCheckStep {
  step: "secret" | "discovery" | "keys" | "logout";
  ok: boolean;
  detail?: string;
  failure?: OutboundFailure;
  problem?: string;
}

/**
 * 'Test connection' (issue 21): whether the client secret is stored, the provider's discovery
 * document can be read, its signing keys fetched, and whether it offers sign-out. Nobody is
 * signed in and nothing is stored.
 */
export async function checkSsoConnection(services: Pick<Services, "env" | "store">, tenant: string, sso: ProviderSettings): Promise<SsoCheckStep[]> {
  const steps: SsoCheckStep[] = [];
  const secret = await getSecret(services, tenant, sso.clientSecretName).catch(() => null);
  steps.push({ step: "secret", ok: secret !== null });
  let provider: oidc.Configuration;
  try {
    provider = await providerOf(services, tenant, sso, secret ?? "");
  } catch (error) {
    const failure = error instanceof SsoError ? error.outbound : undefined;
    steps.push({ step: "discovery", ok: false, ...(failure ? { failure } : { problem: "config.sso.check.discovery.invalid" }) });
    return steps;
  }
  steps.push({ step: "discovery", ok: true, detail: provider.serverMetadata().issuer });
  const jwksUri = provider.serverMetadata().jwks_uri;
  if (!jwksUri) steps.push({ step: "keys", ok: false, problem: "config.sso.check.keys.none" });
  else {
    // The keys' address comes from the provider's document: the guard judges it as it would the issuer.
    const outbound = outboundOptions(services.env);
    try {
      const answer = await guardedFetch({ ...outbound, timeoutMs: DISCOVERY_TIMEOUT_SECONDS * 1000 })(jwksUri, { headers: { Accept: "application/json" } });
      if (!answer.ok) {
        await answer.body?.cancel();
        steps.push({ step: "keys", ok: false, failure: { reason: "answered", host: new URL(jwksUri).hostname, status: answer.status } });
      } else {
        const document = (await answer.json().catch(() => null)) as { keys?: unknown } | null;
        const keys = Array.isArray(document?.keys) ? document.keys.length : 0;
        steps.push(keys > 0 ? { step: "keys", ok: true, detail: String(keys) } : { step: "keys", ok: false, problem: "config.sso.check.keys.none" });
      }
    } catch (error) {
      const failure = providerFailure(error, jwksUri);
      steps.push({ step: "keys", ok: false, ...(failure ? { failure } : { problem: "config.sso.check.keys.none" }) });
    }
  }
  steps.push({ step: "logout", ok: Boolean(provider.serverMetadata().end_session_endpoint) });
  return steps;
}
