// A real OpenID Connect provider for the single sign-on tests (issue 21 item 4): panva's
// oidc-provider (OpenID Certified) on a loopback port, with one client for CAS Shield, a login
// page that takes an email address, consent granted as the user signs in, and RP-initiated
// logout. `misbehave` makes the provider itself issue a faulty ID token (signed with its own key:
// for another client, or already expired) so the checks CAS Shield relies on are exercised
// against real tokens. Stopped by the test.
import { generateKeyPairSync } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Provider from "oidc-provider";

export interface IdpAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}

export type Misbehaviour = "none" | "wrongAudience" | "expiredIdToken";

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  misbehave(how: Misbehaviour): void;
  stop(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>University sign-in</title></head><body><main>
<h1>University sign-in</h1>${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/interaction/${escape(uid)}/login"><label for="email">University email</label>
<input id="email" name="email" type="email" autocomplete="username"><button type="submit">Sign in</button></form></main></body></html>`;
}

async function formBody(ctx: { req: AsyncIterable<unknown> }): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** `port`: where to listen (the server under test's environment must allow it beforehand, decision 0016); any free one when absent. */
export async function startTestIdp(options: { redirectUris: string[]; postLogoutRedirectUris: string[]; port?: number }): Promise<TestIdp> {
  const accounts = new Map<string, IdpAccount>();
  const clientId = "cas-shield";
  const clientSecret = "a-client-secret-of-at-least-32-characters";
  let misbehaviour: Misbehaviour = "none";
  // The port is known once listening; the provider needs its issuer first, so listen on a server we hand to it.
  const { createServer } = await import("node:http");
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, post_logout_redirect_uris: options.postLogoutRedirectUris, response_types: ["code"], grant_types: ["authorization_code"] },
      { client_id: "another-service", client_secret: "another-secret-of-at-least-32-characters", redirect_uris: ["http://127.0.0.1/unused"], response_types: ["code"], grant_types: ["authorization_code"] },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.emailVerified, given_name: account.givenName, family_name: account.familyName };
        },
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["test-idp-cookie-key"] },
    pkce: { required: () => true },
    // A signing key of its own and stated lifetimes, as a real deployment has.
    jwks: { keys: [{ ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }), alg: "RS256", use: "sig", kid: "test-idp-key" }] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
  });
  const otherClient = await provider.Client.find("another-service");

  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = function (this: InstanceType<typeof provider.IdToken>, args: Parameters<typeof issue>[0]) {
    if (misbehaviour === "wrongAudience" && otherClient) (this as unknown as { client: unknown }).client = otherClient;
    if (misbehaviour === "expiredIdToken") return issue.call(this, { ...args, expiresAt: Math.floor(Date.now() / 1000) - 600 });
    return issue.call(this, args);
  };

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (ctx.method === "POST" && match[2]) {
      const email = (await formBody(ctx)).get("email")?.trim().toLowerCase() ?? "";
      const account = [...accounts.values()].find((candidate) => candidate.email === email);
      if (!account) {
        ctx.type = "html";
        ctx.body = loginPage(match[1], "No university account has that email address");
        return;
      }
      ctx.respond = false;
      await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === "login") {
      ctx.type = "html";
      ctx.body = loginPage(match[1]);
      return;
    }
    // Consent: granted for what the client asked, as a university's own service would be.
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: String(details.session?.accountId), clientId: String(details.params.client_id) });
    if (!grant) throw new Error("grant not found");
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    ctx.respond = false;
    await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    misbehave(how) {
      misbehaviour = how;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
