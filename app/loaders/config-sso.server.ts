// /config/sso: the university's single sign-on (issue 21 items 1 and 5; decision 0844): its
// settings as the draft holds them, the client secret stored encrypted (never shown again), and
// 'Test connection', which reads the provider's discovery document and keys without signing anyone in.
import type { AppLoadContext } from "@remix-run/node";
import type { SsoArea } from "../../schemas/generated/tenant-config";
import { ssoSettingsOf } from "../../rules/config/areas/sso";
import { checkSsoConnection } from "../../server/auth/sso";
import { outboundWords } from "../../server/http/outbound";
import { hasSecret, putSecret } from "../../server/secrets/secret-store";
import { configPage, field, workingConfig, type ConfigPage } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { noteAction } from "../../server/records/audit-log";

const TEXTS = ["config.sso.", "form.errorSummary", "form.errorPrefix"];

interface SsoOutcome {
  /** Why the secret was not stored, or null. */
  secretError: string | null;
  stored: boolean;
  checks: Array<{ step: string; ok: boolean; text: string }> | null;
}

const settingsOf = (page: ConfigPage): SsoArea => (page.copy.config.sso ?? { enabled: false }) as SsoArea;

async function ssoPage(context: AppLoadContext, page: ConfigPage, outcome: SsoOutcome = { secretError: null, stored: false, checks: null }) {
  const settings = settingsOf(page);
  const filled = ssoSettingsOf(settings);
  const config = workingConfig(page);
  const yesNo = (value: boolean | undefined) => config.text(value ? "config.sso.yes" : "config.sso.no");
  return {
    texts: config.texts(...TEXTS),
    rows: [
      { key: "enabled", value: yesNo(settings.enabled) },
      { key: "issuer", value: settings.issuer ?? "" },
      { key: "clientId", value: settings.clientId ?? "" },
      { key: "secret", value: config.text(settings.clientSecretName && (await hasSecret(context.services, page.access.tenant, settings.clientSecretName)) ? "config.sso.secretStored" : "config.sso.secretMissing") },
      { key: "roles", value: filled.roles.join(", ") },
      { key: "passwordSignIn", value: yesNo(filled.passwordSignIn) },
      { key: "idpEnforcesMfa", value: yesNo(filled.idpEnforcesMfa) },
    ].map((row) => ({ label: config.text(`config.sso.row.${row.key}`), value: row.value })),
    canTest: Boolean(settings.issuer && settings.clientId && settings.clientSecretName),
    links: { edit: page.access.href("/config/areas/sso/edit"), action: page.access.href("/config/sso"), back: page.access.href("/config") },
    ...outcome,
  };
}

export async function loadSso(request: Request, context: AppLoadContext) {
  return ssoPage(context, await configPage(request, context));
}

export async function ssoAction(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const form = await readForm(request);
  const settings = settingsOf(page);
  const config = workingConfig(page);
  if (field(form, "intent") === "secret") {
    const secret = field(form, "secret").trim();
    const problem = !settings.clientSecretName ? "config.sso.error.noSecretName" : !secret ? "config.sso.error.secretMissing" : !context.services.env.SECRETS_KEY ? "config.sso.error.secretsUnavailable" : null;
    if (problem || !settings.clientSecretName) return ssoPage(context, page, { secretError: config.text(problem ?? "config.sso.error.noSecretName"), stored: false, checks: null });
    await putSecret(context.services, page.access.tenant, settings.clientSecretName, secret);
    await noteAction(context.services, page.access.tenant, { actorId: page.access.user.id, action: "sso.secret", entity: "secrets", entityId: settings.clientSecretName, details: {} });
    return ssoPage(context, page, { secretError: null, stored: true, checks: null });
  }
  if (!settings.issuer || !settings.clientId || !settings.clientSecretName) return ssoPage(context, page);
  const steps = await checkSsoConnection(context.services, page.access.tenant, { issuer: settings.issuer, clientId: settings.clientId, clientSecretName: settings.clientSecretName, clockToleranceSeconds: ssoSettingsOf(settings).clockToleranceSeconds });
  const detail = (step: (typeof steps)[number]) => (step.failure ? outboundWords(config, step.failure) : step.problem ? config.text(step.problem) : (step.detail ?? ""));
  const checks = steps.map((step) => ({ step: step.step, ok: step.ok, text: config.text(`config.sso.check.${step.step}.${step.ok ? "ok" : "failed"}`, { detail: detail(step) }) }));
  return ssoPage(context, page, { secretError: null, stored: false, checks });
}
