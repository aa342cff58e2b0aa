// Pulling a university's files over SFTP (issue 18 item 6; decision 0826): each new file that
// matches the feed's pattern is claimed once, by a record whose id is the file's identity
// (feed, name, size, modification time) so two app instances or two overlapping ticks cannot
// both take it; then downloaded and imported like an upload. A claim left running by a process
// that died is taken over after a lease; the import is idempotent, so finishing it imports
// every row once. The server is reached through the outbound guard (decision 0016): its name is
// resolved and checked, and SSH runs over a socket to the checked address, so a feed cannot reach
// this machine or a private network unless the operator allows that host; what fails is said in
// words, the same for an open port and a closed one on an address the guard refuses.
import { createHash } from "node:crypto";
import SftpClient from "ssh2-sftp-client";
import type { ImportFeed } from "../../rules/types";
import { linearPattern } from "../../rules/patterns/configured-pattern";
import type { SignedInUser } from "../auth/permissions";
import { connectGuarded, OutboundError, outboundOptions, type OutboundFailure } from "../http/outbound";
import { getSecret, SecretsUnavailableError } from "../secrets/secret-store";
import type { Services } from "../services";
import { DuplicateKeyError, VersionConflictError } from "../store/port";
import { finishImport, importFileKind, type ImportFileKind } from "./import-jobs";
import { saveImportFile } from "./import-files";
import { usedThenClosed } from "./used-then-closed";
import { insertRecord, updateRecord } from "../records/write-path";

/** How long a claimed file may stay "running" before another tick takes it over. */
const LEASE_MS = 10 * 60 * 1000;

export interface FeedFileOutcome {
  name: string;
  importId: string;
  outcome: "imported" | "skipped" | "failed";
}

const FEED_USER = (tenant: string): SignedInUser => ({ id: "import-feed", email: "import-feed@localhost", role: "UniAdmin", tenant, name: "Import feed" });

const CONNECT_TIMEOUT_MS = 10_000;

/** Why the SFTP server could not be used: the connection (the guard's failure), the stored key (unreadable), the sign-in, or the SSH handshake. */
export class FeedConnectionError extends Error {
  constructor(
    readonly failed: "connect" | "secret" | "signIn" | "handshake",
    readonly outbound: OutboundFailure,
  ) {
    super(`${failed}: ${outbound.reason} ${outbound.host}:${outbound.port ?? ""}`);
  }
}

async function connect(services: Services, tenant: string, feed: ImportFeed): Promise<SftpClient> {
  const secret = await getSecret(services, tenant, feed.secretName);
  if (!secret) throw new Error(`No secret "${feed.secretName}" is stored for the feed "${feed.id}"`);
  let socket;
  try {
    socket = await connectGuarded(feed.host, feed.port, { ...outboundOptions(services.env), timeoutMs: CONNECT_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof OutboundError) throw new FeedConnectionError("connect", error.failure);
    throw error;
  }
  const client = new SftpClient(`import-feed-${tenant}-${feed.id}`);
  // ssh2's own error says which stage failed (its `level`); the wrapper's copy loses it.
  let sshError: (Error & { level?: string }) | null = null;
  const capture = (error: Error & { level?: string }) => {
    sshError ??= error;
  };
  client.on("error", capture);
  try {
    // The host is passed for what ssh2 reports; the connection is the guarded socket's.
    await client.connect({ sock: socket, host: feed.host, port: feed.port, username: feed.username, ...(feed.auth === "key" ? { privateKey: secret } : { password: secret }), readyTimeout: CONNECT_TIMEOUT_MS });
  } catch (error) {
    socket.destroy();
    const level = (sshError as (Error & { level?: string }) | null)?.level;
    // ssh2 refuses a key it cannot parse before it sends anything.
    const unreadableKey = !sshError && error instanceof Error && error.message.startsWith("Cannot parse privateKey");
    throw new FeedConnectionError(unreadableKey ? "secret" : level === "client-authentication" ? "signIn" : "handshake", { reason: "failed", host: feed.host, port: feed.port });
  } finally {
    client.removeListener("error", capture);
  }
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
  | { ok: false; failed: "secret" | "folder" }
  | { ok: false; failed: Exclude<FeedConnectionError["failed"], "secret">; outbound: OutboundFailure };

/** What a data officer checks before switching a feed on: the secret, the sign-in, the folder and what would be imported. Nothing is claimed or downloaded. */
export async function checkFeedConnection(services: Services, tenant: string, feed: ImportFeed): Promise<ConnectionCheck> {
  let client: SftpClient;
  try {
    if (!(await getSecret(services, tenant, feed.secretName))) return { ok: false, failed: "secret" };
    client = await connect(services, tenant, feed);
  } catch (error) {
    if (error instanceof SecretsUnavailableError) return { ok: false, failed: "secret" };
    if (error instanceof FeedConnectionError) return error.failed === "secret" ? { ok: false, failed: "secret" } : { ok: false, failed: error.failed, outbound: error.outbound };
    throw error;
  }
  try {
    const pattern = linearPattern(feed.filePattern); // on RE2 (decision 0107); a published feed's pattern passed its checks
    const files = (await client.list(feed.remoteFolder)).filter((entry) => entry.type === "-" && pattern.test(entry.name)).map((entry) => entry.name).sort();
    return { ok: true, files };
  } catch {
    // The server's words for it are not shown: the folder's name and the user's rights are what to check.
    return { ok: false, failed: "folder" };
  } finally {
    await client.end();
  }
}

/** One pass over the feed's folder: every new matching file imported once, oldest name first. */
export async function pullFeed(services: Services, tenant: string, feed: ImportFeed): Promise<FeedFileOutcome[]> {
  const pattern = linearPattern(feed.filePattern); // on RE2 (decision 0107); a published feed's pattern passed its checks
  const client = await connect(services, tenant, feed);
  const outcomes: FeedFileOutcome[] = [];
  try {
    const listing = (await client.list(feed.remoteFolder)).filter((entry) => entry.type === "-" && pattern.test(entry.name)).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of listing) {
      const kind = importFileKind(entry.name) ?? "csv";
      const id = claimId(tenant, feed, entry.name, entry.size, entry.modifyTime);
      if (!(await claim(services, tenant, id, feed, entry.name, kind))) {
        outcomes.push({ name: entry.name, importId: id, outcome: "skipped" });
        continue;
      }
      // Streamed into the file storage, which every instance reads (decision 0032); the remote
      // file is closed before the connection can end.
      const remote = client.createReadStream(`${feed.remoteFolder.replace(/\/+$/, "")}/${entry.name}`);
      await usedThenClosed(remote, (source) => saveImportFile(services, id, kind, source));
      const job = await finishImport(services, FEED_USER(tenant), tenant, id, kind, feed.source);
      outcomes.push({ name: entry.name, importId: id, outcome: job.status === "done" ? "imported" : "failed" });
    }
  } finally {
    await client.end();
  }
  return outcomes;
}
