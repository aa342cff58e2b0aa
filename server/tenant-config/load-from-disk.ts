// Reads tenant-configs/ from disk. The layout is generic: a file `x.json` becomes the member
// `x` of the configuration and a folder `forms/` becomes the object `forms` keyed by file
// name. A university's folder mirrors `_defaults/` and each of its files is a JSON Merge Patch
// of the default file at the same place; `tenant.json` names the university.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { applyMergePatch, type Json } from "./merge-patch";
import { loadSchemasFromDisk } from "./schemas-from-disk";
import { SCHEMAS_DIR } from "../paths";

export const DEFAULTS_FOLDER = "_defaults";
export const IDENTITY_FILE = "tenant.json";

export class ConfigFileError extends Error {
  constructor(readonly file: string, detail: string) {
    super(`${file}: ${detail}`);
  }
}

export interface TenantIdentity {
  key: string;
  name: string;
  code: string;
}

export interface TenantOnDisk {
  identity: TenantIdentity;
  patch: { [key: string]: Json };
}

export interface ConfigsOnDisk {
  defaults: { [key: string]: Json };
  tenants: TenantOnDisk[];
  /** The entity schemas of schemas/, by key; every composed configuration carries them. */
  schemas: { [key: string]: Json };
}

async function readJsonFile(file: string): Promise<Json> {
  const text = await readFile(file, "utf8");
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new ConfigFileError(file, `Invalid JSON format. (${(error as Error).message})`);
  }
}

/**
 * Reads a folder into an object: `a.json` -> member `a`, `sub/` -> member `sub` (recursively).
 * A file and a folder of the same name (`messages.json` beside `messages/`) make one object:
 * the folder's members are added to the file's, and a member in both is an error.
 */
async function readTree(folder: string, skip: (name: string) => boolean = () => false): Promise<{ [key: string]: Json }> {
  const tree: { [key: string]: Json } = {};
  const names = (await readdir(folder)).sort();
  for (const name of names) {
    if (name.startsWith(".") || skip(name)) continue;
    const full = path.join(folder, name);
    const isFolder = (await stat(full)).isDirectory();
    if (!isFolder && !name.endsWith(".json")) continue;
    const member = isFolder ? name : name.slice(0, -".json".length);
    const value = isFolder ? await readTree(full) : await readJsonFile(full);
    tree[member] = member in tree ? mergeFileAndFolder(tree[member], value, path.join(folder, member)) : value;
  }
  return tree;
}

function mergeFileAndFolder(first: Json, second: Json, where: string): Json {
  const isObject = (value: Json): value is { [key: string]: Json } => typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject(first) || !isObject(second)) throw new ConfigFileError(`${where}.json`, `cannot be combined with the folder ${where}/`);
  for (const key of Object.keys(second)) {
    if (key in first) throw new ConfigFileError(`${where}.json`, `"${key}" is defined both here and in the folder ${where}/`);
  }
  return { ...first, ...second };
}

function parseIdentity(value: Json, file: string, folderName: string): TenantIdentity {
  const identity = value as Partial<TenantIdentity> | null;
  if (!identity || typeof identity !== "object" || Array.isArray(identity)) throw new ConfigFileError(file, "must be an object");
  for (const member of ["key", "name", "code"] as const) {
    if (typeof identity[member] !== "string" || identity[member] === "") throw new ConfigFileError(file, `"${member}" must be a non-empty string`);
  }
  if (identity.key !== folderName) throw new ConfigFileError(file, `"key" must equal the folder name "${folderName}"`);
  if (!/^[a-z][a-z0-9-]{1,39}$/.test(folderName)) throw new ConfigFileError(file, "the key must be lower-case letters, digits and hyphens");
  return identity as TenantIdentity;
}

export async function loadConfigsFromDisk(root: string, schemasRoot: string = SCHEMAS_DIR): Promise<ConfigsOnDisk> {
  const defaults = await readTree(path.join(root, DEFAULTS_FOLDER));
  const schemas = await loadSchemasFromDisk(schemasRoot);
  const tenants: TenantOnDisk[] = [];
  for (const name of (await readdir(root)).sort()) {
    if (name.startsWith("_") || name.startsWith(".")) continue;
    const folder = path.join(root, name);
    if (!(await stat(folder)).isDirectory()) continue;
    const identityFile = path.join(folder, IDENTITY_FILE);
    const identity = parseIdentity(await readJsonFile(identityFile), identityFile, name);
    const patch = await readTree(folder, (file) => file === IDENTITY_FILE);
    tenants.push({ identity, patch });
  }
  return { defaults, tenants, schemas };
}

/** The full configuration a university runs: the defaults with its patch applied, and the schemas. */
export function composeTenantConfig(onDisk: Pick<ConfigsOnDisk, "defaults" | "schemas">, tenant: TenantOnDisk): { [key: string]: Json } {
  const composed = applyMergePatch({ ...onDisk.defaults, schemas: onDisk.schemas }, tenant.patch) as { [key: string]: Json };
  return { ...composed, tenant: tenant.identity.key, identity: tenant.identity as unknown as Json };
}
