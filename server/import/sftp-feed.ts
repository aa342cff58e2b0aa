// Pulling a university's files over SFTP (issue 18 item 6; decision 0826): each new file that
// matches the feed's pattern is claimed once, by a record whose id is the file's identity
// (feed, name, size, modification time) so two app instances or two overlapping ticks cannot
// both take it; then downloaded and imported like an upload. A claim left running by a process
// that died is taken over after a lease; the import is idempotent, so finishing it imports
// every row once.
import { createHash } from "node:crypto";
import SftpClient from "ssh2-sftp-client";
import type { ImportFeed } from "../../rules/types";
import type { SignedInUser } from "../auth/permissions";
import { getSecret, SecretsUnavailableError } from "../secrets/secret-store";
import type { Services } from "../services";
import { DuplicateKeyError, VersionConflictError } from "../store/port";
import { finishImport, importFileKind, importFilePath, importsFolder, type ImportFileKind } from "./import-jobs";
import { insertRecord, updateRecord } from "../records/write-path";

/** How long a claimed file may stay "running" before another tick takes it over. */
const LEASE_MS = 10 * 60 * 1000;

export interface FeedFileOutcome {
  name: string;
  importId: string;
  outcome: "imported" | "skipped" | "failed";
}

const FEED_USER = (tenant: string): SignedInUser => ({ id: "import-feed", email: "import-feed@localhost", role: "UniAdmin", tenant, name: "Import feed" });

async function connect(services: Services, tenant: string, feed: ImportFeed): Promise<SftpClient> {
  const secret = await getSecret(services, tenant, feed.secretName);
  if (!secret) throw new Error(`No secret "${feed.secretName}" is stored for the feed "${feed.id}"`);
  const client = new SftpClient(`import-feed-${tenant}-${feed.id}`);
  await client.connect({ host: feed.host, port: feed.port, username: feed.username, ...(feed.auth === "key" ? { privateKey: secret } : { password: secret }), readyTimeout: 10_000, retries: 0 });
  return client;
}

/** The claim's id: the same file (name, size, modification time) always has the same one. */
const claimId = (tenant: string, feed: ImportFeed, name: string, size: number, modifyTime: number) =>
  createHash("sha256").update(`${tenant}\u0000${feed.id}\u0000${name}\u0000${size}\u0000${modifyTime}`).digest("hex").slice(0, 32);

/** Takes the file for this process, or says another has it (or had it, and finished). */
async function claim(services: Services, tenant: string, id: string, feed: ImportFeed, name: string, kind: ImportFileKind): Promise<boolean> {
  const now = services.clock();
  try {
    await insertRecord(services, tenant, "imports", { _id: id, fileName: name, kind, source: feed.source, feedId: feed.id, status: "running", done: 0, by: "import-feed", createdAt: now.toISOString(), claimedAt: now.toISOString() }, { actor: "import-feed", action: "import.claim" });
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const existing = await services.repositories.imports.findById(tenant, id);
  if (!existing || existing.status !== "running" || now.getTime() - Date.parse(String(existing.claimedAt)) < LEASE_MS) return false;
  try {
    await updateRecord(services, tenant, "imports", id, { $set: { claimedAt: now.toISOString() } }, { actor: "import-feed", action: "import.claim", expectedVersion: existing._version });
    return true;
  } catch (error) {
    if (error instanceof VersionConflictError) return false;
    throw error;
  }
}

export type ConnectionCheck =
  | { ok: true; files: string[] }
  | { ok: false; failed: "secret" | "connect" | "folder"; detail: string };

/** What a data officer checks before switching a feed on: the secret, the sign-in, the folder and what would be imported. Nothing is claimed or downloaded. */
export async function checkFeedConnection(services: Services, tenant: string, feed: ImportFeed): Promise<ConnectionCheck> {
  let client: SftpClient;
  try {
    if (!(await getSecret(services, tenant, feed.secretName))) return { ok: false, failed: "secret", detail: feed.secretName };
    client = await connect(services, tenant, feed);
  } catch (error) {
    return { ok: false, failed: error instanceof SecretsUnavailableError ? "secret" : "connect", detail: (error as Error).message };
  }
  try {
    const pattern = new RegExp(feed.filePattern);
    const files = (await client.list(feed.remoteFolder)).filter((entry) => entry.type === "-" && pattern.test(entry.name)).map((entry) => entry.name).sort();
    return { ok: true, files };
  } catch (error) {
    return { ok: false, failed: "folder", detail: (error as Error).message };
  } finally {
    await client.end();
  }
}

/** One pass over the feed's folder: every new matching file imported once, oldest name first. */
export async function pullFeed(services: Services, tenant: string, feed: ImportFeed): Promise<FeedFileOutcome[]> {
  const pattern = new RegExp(feed.filePattern);
  const client = await connect(services, tenant, feed);
  const outcomes: FeedFileOutcome[] = [];
  try {
    const listing = (await client.list(feed.remoteFolder)).filter((entry) => entry.type === "-" && pattern.test(entry.name)).sort((a, b) => a.name.localeCompare(b.name));
    await importsFolder(services);
    for (const entry of listing) {
      const kind = importFileKind(entry.name) ?? "csv";
      const id = claimId(tenant, feed, entry.name, entry.size, entry.modifyTime);
      if (!(await claim(services, tenant, id, feed, entry.name, kind))) {
        outcomes.push({ name: entry.name, importId: id, outcome: "skipped" });
        continue;
      }
      const local = importFilePath(services, id, kind);
      await client.fastGet(`${feed.remoteFolder.replace(/\/+$/, "")}/${entry.name}`, local);
      const job = await finishImport(services, FEED_USER(tenant), tenant, id, kind, feed.source);
      outcomes.push({ name: entry.name, importId: id, outcome: job.status === "done" ? "imported" : "failed" });
    }
  } finally {
    await client.end();
  }
  return outcomes;
}
