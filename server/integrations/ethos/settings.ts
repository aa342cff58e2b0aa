// The student-records integration settings (issue 21 item 5; decision 0845): the answers of the
// `student-records-integration` form, kept per university in `integrationSettings` (audited, not
// versioned: an IT setting, not admissions policy), with the password, OAuth secret and secret
// token encrypted in the secret store, never in the settings and never shown again.
import type { StaffStudentRecordsIntegration } from "../../../schemas/generated/staff/student-records-integration";
import { getSecret } from "../../secrets/secret-store";
import type { Services } from "../../services";
import type { EthosConnection } from "./client";

export type IntegrationSettings = Omit<StaffStudentRecordsIntegration, SecretField>;

/** The settings' secret answers, and the secret store's name of each. */
export const SECRET_FIELDS = { ellucianPassword: "ellucian-password", ellucianSecret: "ellucian-secret", ellucianToken: "ellucian-token" } as const;
export type SecretField = keyof typeof SECRET_FIELDS;

interface SettingsRecord {
  _id: string;
  _version: number;
  tenant: string;
  settings: IntegrationSettings;
  updatedAt: string;
  updatedBy: string;
}

const collection = (services: Pick<Services, "store">) => services.store.collection<SettingsRecord>("integrationSettings");

export async function storedSettings(services: Pick<Services, "store">, tenant: string): Promise<IntegrationSettings> {
  return (await collection(services).findOne({ _id: tenant }))?.settings ?? {};
}

export async function storeSettings(services: Pick<Services, "store" | "clock">, tenant: string, settings: IntegrationSettings, by: string): Promise<void> {
  const record = { tenant, settings, updatedAt: services.clock().toISOString(), updatedBy: by };
  if (!(await collection(services).updateOne({ _id: tenant }, { $set: record }))) await collection(services).insertOne({ _id: tenant, ...record });
}

/** The API's address: the base URL and its base path, joined with one slash. */
export const apiBase = (settings: IntegrationSettings) => `${(settings.ellucianUrl ?? "").replace(/\/+$/, "")}/${(settings.ellucianUrlBasePath ?? "").replace(/^\/+|\/+$/g, "")}`.replace(/\/+$/, "");

/** The settings, and how to reach the API with them (or why it cannot be reached: a catalogue key). */
export async function integrationOf(services: Pick<Services, "store" | "env">, tenant: string): Promise<{ settings: IntegrationSettings; connection: EthosConnection | null; problem?: string }> {
  const settings = await storedSettings(services, tenant);
  if (!settings.ellucianEnabled || !settings.ellucianUrl) return { settings, connection: null, problem: "studentRecords.error.notConfigured" };
  const secret = async (field: SecretField) => (await getSecret(services, tenant, SECRET_FIELDS[field]).catch(() => null)) ?? "";
  const baseUrl = apiBase(settings);
  switch (settings.ellucianAuthMethod) {
    case "Basic":
      return { settings, connection: { baseUrl, auth: { method: "Basic", username: settings.ellucianUserName ?? "", password: await secret("ellucianPassword") } } };
    case "OAuth":
      return { settings, connection: { baseUrl, auth: { method: "OAuth", clientId: settings.ellucianClientId ?? "", secret: await secret("ellucianSecret"), scope: settings.ellucianOAuthScope ?? "" } } };
    case "SecretToken":
      return { settings, connection: { baseUrl, auth: { method: "SecretToken", token: await secret("ellucianToken") } } };
    default:
      return { settings, connection: null, problem: "studentRecords.error.notConfigured" };
  }
}
