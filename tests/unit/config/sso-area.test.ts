// The single sign-on settings are checked at publish (issue 21 item 1; decision 0844): an enabled
// provider names its issuer (https, plain http only on the loopback address), client and secret;
// its roles and the role it creates exist; "openid" is among the scopes.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { prepareDraft } from "../../../rules";

let config: Record<string, unknown>;
beforeAll(async () => {
  [{ config }] = await composedConfigs("northbridge");
});

const problemsOf = (sso: Record<string, unknown>) => {
  const { prepared, problems } = prepareDraft({ ...config, sso: { ...(config.sso as object), ...sso } }, { version: 2 });
  return { sso: prepared?.areas.sso ?? null, problems: problems.map((problem) => `${problem.location}: ${problem.problem}`) };
};

describe("single sign-on settings", () => {
  it("are off by default, with nothing to fill in", () => {
    expect(problemsOf({})).toEqual({ sso: null, problems: [] });
  });

  it("compile an enabled provider with its defaults", () => {
    const { sso, problems } = problemsOf({ enabled: true, issuer: "https://login.northbridge.example.ac.uk", clientId: "cas-shield", clientSecretName: "sso-client-secret" });
    expect(problems).toEqual([]);
    expect(sso).toMatchObject({ issuer: "https://login.northbridge.example.ac.uk", scopes: ["openid", "email", "profile"], emailClaim: "email", passwordSignIn: true, createRole: null, clockToleranceSeconds: 30 });
  });

  it("refuse an enabled provider without its client, an issuer over plain http, an unknown role and a created role it does not serve", () => {
    expect(problemsOf({ enabled: true, issuer: "https://login.example.org" }).problems).toEqual(
      expect.arrayContaining([expect.stringContaining("single sign-on is on but has no clientId"), expect.stringContaining("single sign-on is on but has no clientSecretName")]),
    );
    expect(problemsOf({ enabled: true, issuer: "http://login.example.org", clientId: "c", clientSecretName: "s" }).problems).toContainEqual(expect.stringContaining('the issuer "http://login.example.org" must use https'));
    expect(problemsOf({ enabled: true, issuer: "http://127.0.0.1:4000", clientId: "c", clientSecretName: "s" }).problems).toEqual([]);
    expect(problemsOf({ roles: ["Studnet"] }).problems).toContainEqual(expect.stringContaining('unknown role "Studnet"'));
    expect(problemsOf({ createAccounts: true, createRole: "Uni" }).problems).toContainEqual(expect.stringContaining('"Uni" is not one of the roles that may use single sign-on'));
    expect(problemsOf({ enabled: true, issuer: "https://login.example.org", clientId: "c", clientSecretName: "s", scopes: ["email"] }).problems).toContainEqual(expect.stringContaining('the scopes must include "openid"'));
  });
});
