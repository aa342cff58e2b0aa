// The student-records integration settings as the Config screen edits them (issue 21 item 5;
// decision 0845): the `student-records-integration` form over the stored settings. A stored
// secret is drawn as a placeholder, never as itself; saved unchanged it keeps the stored secret,
// anything else typed replaces it, encrypted. 'Test connection' signs in with the saved settings
// and reads the academic periods, page by page, storing nothing.
import type { PreparedConfig } from "../../../rules";
import { addressProblem, addressProblemWords, outboundOptions, type OutboundFailure } from "../../http/outbound";
import type { StaffForm } from "../../forms/staff-form";
import { hasSecret, putSecret } from "../../secrets/secret-store";
import type { Services } from "../../services";
import { VersionConflictError } from "../../store/port";
import { EthosClient, EthosError } from "./client";
import { SECRET_FIELDS, integrationOf, storedSettings, storeSettings, type IntegrationSettings, type SecretField } from "./settings";

/** What a stored secret looks like in the form: never the secret itself. */
export const STORED_SECRET = "••••••••••••";

const secretFields = Object.keys(SECRET_FIELDS) as SecretField[];

export async function integrationForm(services: Services, config: PreparedConfig, tenant: string, by: string): Promise<StaffForm & { version: number }> {
  const record = await services.store.collection<{ _id: string; _version: number; settings: IntegrationSettings }>("integrationSettings").findOne({ _id: tenant });
  const settings = record?.settings ?? {};
  const stored = Object.fromEntries(await Promise.all(secretFields.map(async (field) => [field, await hasSecret(services, tenant, SECRET_FIELDS[field])] as const)));
  const formId = config.document["import-field-mapping"].integrationForm;
  if (!formId) throw new Error("No integration form is configured");
  return {
    formId,
    version: record?._version ?? 0,
    subject: {},
    start: { ...settings, ...Object.fromEntries(secretFields.filter((field) => stored[field]).map((field) => [field, STORED_SECRET])) },
    async checkStored(answers) {
      const typed = secretFields.some((field) => typeof answers[field] === "string" && answers[field] !== STORED_SECRET);
      const problems = typed && !services.env.SECRETS_KEY ? [{ path: secretFields.find((field) => typeof answers[field] === "string") ?? "", message: config.text("studentRecords.error.secretsUnavailable") }] : [];
      // The address is checked again, resolved, at every connection; here only what it says of itself.
      const address = typeof answers.ellucianUrl === "string" && answers.ellucianUrl ? addressProblem(answers.ellucianUrl, outboundOptions(services.env)) : null;
      if (address && address.reason !== "badAddress") problems.push({ path: "ellucianUrl", message: addressProblemWords(config, address) });
      return problems;
    },
    async save(answers, version) {
      const current = (await services.store.collection<{ _id: string; _version: number }>("integrationSettings").findOne({ _id: tenant }))?._version ?? 0;
      if (version !== current) throw new VersionConflictError("integrationSettings", tenant, version, current);
      const kept = Object.fromEntries(Object.entries(answers).filter(([name]) => !(secretFields as string[]).includes(name))) as IntegrationSettings;
      await storeSettings(services, tenant, kept, by);
      for (const field of secretFields) {
        const value = answers[field];
        if (typeof value === "string" && value && value !== STORED_SECRET) await putSecret(services, tenant, SECRET_FIELDS[field], value);
      }
      await services.repositories.auditLog.insert(tenant, { at: services.clock().toISOString(), actorId: by, action: "studentRecords.settings", entity: "integrationSettings", entityId: tenant, details: { authMethod: kept.ellucianAuthMethod ?? null, enabled: kept.ellucianEnabled ?? false } });
    },
  };
}

/** One step of 'Test connection', in words from the catalogue (`detail`: what failed, in the outbound guard's words). */
export interface ConnectionStep {
  key: string;
  ok: boolean;
  params: Record<string, string | number>;
  detail?: { failure: OutboundFailure; key?: string };
}

export async function testIntegration(services: Services, tenant: string): Promise<ConnectionStep[]> {
  const integration = await integrationOf(services, tenant);
  const method = integration.settings.ellucianAuthMethod ?? "";
  if (!integration.connection) return [{ key: "studentRecords.test.notConfigured", ok: false, params: {} }];
  const client = new EthosClient(integration.connection, outboundOptions(services.env), { retries: 1, retryDelayMs: 500 });
  try {
    const periods = await client.list<{ id: string }>("academic-periods");
    return [
      { key: "studentRecords.test.signedIn", ok: true, params: { method } },
      { key: "studentRecords.test.periods", ok: true, params: { count: periods.length } },
    ];
  } catch (error) {
    // Only what failed, in words: never the server's answer (it may be anything at that address).
    if (!(error instanceof EthosError)) throw error;
    const signIn = error.resource === "auth" || error.resource === "oauth" || error.status === 401 || error.status === 403;
    return [{ key: signIn ? "studentRecords.test.signInFailed" : "studentRecords.test.readFailed", ok: false, params: { method }, detail: { failure: error.failure, ...(error.key ? { key: error.key } : {}) } }];
  }
}

