// The CLI reads configurations from tenant-configs/ on disk (what a configuration author edits),
// composed exactly as seeding publishes them.
import { readFile } from "node:fs/promises";
import { TENANT_CONFIGS_DIR } from "../paths";
import { composeTenantConfig, loadConfigsFromDisk } from "../tenant-config/load-from-disk";
import type { PreparedConfig } from "../../rules";
import { prepareConfiguration } from "../tenant-config/validate";
import { CliInputError } from "./cli-input";

export async function composedConfigs(tenant?: string): Promise<Array<{ key: string; config: Record<string, unknown> }>> {
  const onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  const selected = tenant ? onDisk.tenants.filter((candidate) => candidate.identity.key === tenant) : onDisk.tenants;
  if (tenant && selected.length === 0) {
    throw new CliInputError(`Unknown tenant "${tenant}". Known: ${onDisk.tenants.map((candidate) => candidate.identity.key).join(", ")}`);
  }
  return selected.map((candidate) => ({ key: candidate.identity.key, config: composeTenantConfig(onDisk, candidate) as Record<string, unknown> }));
}

/** The default configuration on its own, as a university with no differences would run it (ProblemsError when it does not compile). */
export async function defaultConfig(): Promise<PreparedConfig> {
  const onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  const identity = { key: "defaults", name: "Default configuration", code: "STG" };
  return prepareConfiguration(composeTenantConfig(onDisk, { identity, patch: {} }) as Record<string, unknown>, 0);
}

export async function preparedConfig(tenant: string): Promise<PreparedConfig> {
  const [{ config }] = await composedConfigs(tenant);
  return prepareConfiguration(config, 0);
}

export async function readJsonArgument(file: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new CliInputError(`Cannot read the file ${file}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliInputError("Invalid JSON format.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new CliInputError(`${file} must hold a JSON object`);
  return value as Record<string, unknown>;
}

