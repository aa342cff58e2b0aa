// Secrets a university gives the platform (an import feed's SFTP key or password; issue 18 item
// 6; decision 0826), kept encrypted at rest with AES-256-GCM under SECRETS_KEY from the
// environment, never in the configuration (which is versioned and shown in the Config screen).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Services } from "../services";

interface SecretRecord {
  _id: string;
  _version: number;
  tenant: string;
  name: string;
  iv: string;
  tag: string;
  data: string;
  updatedAt: string;
}

export class SecretsUnavailableError extends Error {
  constructor() {
    super("SECRETS_KEY is not set: secrets cannot be stored or read");
  }
}

function keyOf(services: Pick<Services, "env">): Buffer {
  if (!services.env.SECRETS_KEY) throw new SecretsUnavailableError();
  return Buffer.from(services.env.SECRETS_KEY, "base64");
}

const collection = (services: Pick<Services, "store">) => services.store.collection<SecretRecord>("secrets");
const idOf = (tenant: string, name: string) => `${tenant}:${name}`;

export async function putSecret(services: Pick<Services, "env" | "store" | "clock">, tenant: string, name: string, value: string): Promise<void> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(services), iv);
  cipher.setAAD(Buffer.from(idOf(tenant, name)));
  const data = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  const record = { tenant, name, iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64"), updatedAt: services.clock().toISOString() };
  const id = idOf(tenant, name);
  const updated = await collection(services).updateOne({ _id: id }, { $set: record });
  if (!updated) await collection(services).insertOne({ _id: id, ...record });
}

export async function getSecret(services: Pick<Services, "env" | "store">, tenant: string, name: string): Promise<string | null> {
  const record = await collection(services).findOne({ _id: idOf(tenant, name) });
  if (!record) return null;
  const decipher = createDecipheriv("aes-256-gcm", keyOf(services), Buffer.from(record.iv, "base64"));
  decipher.setAAD(Buffer.from(idOf(tenant, name)));
  decipher.setAuthTag(Buffer.from(record.tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(record.data, "base64")), decipher.final()]).toString("utf8");
}

/** Whether a secret is stored under the name (without reading it). */
export async function hasSecret(services: Pick<Services, "store">, tenant: string, name: string): Promise<boolean> {
  return (await collection(services).findOne({ _id: idOf(tenant, name) })) !== null;
}
