// One process owns an embedded store's data folder (decision 0014): two processes appending to and
// compacting the same files lose each other's writes. The owner holds a lock file naming its pid;
// a second process is refused with that name, and a lock whose process has gone is cleared.
import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { link, readFile, rename, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { StoreError } from "./port";

export const LOCK_FILE = "cas-shield.lock";

/** Who holds the folder: written once, when the lock is taken. */
export interface LockHolder {
  pid: number;
  /** What the process is: "server", or the CLI command ("npm run cli -- seed"). */
  owner: string;
  host: string;
  since: string;
}

export class DataDirLockedError extends StoreError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const who = holder.owner === "server" ? "the CAS Shield server" : `"${holder.owner}"`;
    const where = holder.host === os.hostname() ? "" : ` on ${holder.host}`;
    const stop = holder.owner === "server" ? "Stop the server first" : "Stop it first";
    super(
      `The data folder ${dataDir} is in use by ${who} (pid ${holder.pid}${where}, since ${holder.since}). ${stop}, then try again. ` +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  /** A lock left by a process that is no longer running, cleared to take this one. */
  readonly clearedStale: LockHolder | null;
  release(): Promise<void>;
}

/** Folders this process holds: a second open in the same process is refused too. */
const heldHere = new Map<string, string>();
let releaseAtExit = false;

/** Whether the process a lock names still runs (a process of another user counts: EPERM). */
function isRunning(holder: LockHolder): boolean {
  // Another machine's process cannot be checked from here: it is taken as running.
  if (holder.host !== os.hostname()) return true;
  // This process's own pid in a lock it does not hold: left by an earlier process that had the
  // same pid (a container's server is pid 1 after every restart).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.owner !== "string" || typeof value.host !== "string" || typeof value.since !== "string") return null;
    return value as LockHolder;
  } catch {
    return null;
  }
}

async function readHolder(file: string): Promise<LockHolder | null | "missing"> {
  try {
    return parseHolder(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

/**
 * Takes the data folder's lock, or throws DataDirLockedError naming the process that holds it.
 * The lock file appears whole (written aside, then hard-linked into place, which fails when one
 * exists), so a reader never sees half a lock.
 */
export async function lockDataDir(dataDir: string, owner: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const held = heldHere.get(file);
  if (held !== undefined) throw new DataDirLockedError(dataDir, { pid: process.pid, owner: held, host: os.hostname(), since: "earlier in this process" });
  const mine: LockHolder = { pid: process.pid, owner, host: os.hostname(), since: new Date().toISOString() };
  const content = JSON.stringify(mine);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(draft, content, { mode: 0o600 });
  let clearedStale: LockHolder | null = null;
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(draft, file);
        heldHere.set(file, owner);
        watchExit();
        return { clearedStale, release: () => release(file, content) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = await readHolder(file);
      if (holder === "missing") continue; // released meanwhile
      if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
      clearedStale = holder ?? clearedStale;
      await clearStale(file, holder);
    }
    throw new StoreError(`The data folder ${dataDir} could not be locked: other processes keep taking ${LOCK_FILE}. Try again.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

/**
 * Moves a stale lock aside. Another process may have cleared it and taken the lock between our
 * read and the move: then what was moved is its live lock, which is put back.
 */
async function clearStale(file: string, stale: LockHolder | null): Promise<void> {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const moved = parseHolder(await readFile(aside, "utf8").catch(() => ""));
  const sameAsRead = stale === null ? moved === null : moved !== null && moved.pid === stale.pid && moved.since === stale.since;
  if (!sameAsRead) await link(aside, file).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

async function release(file: string, content: string): Promise<void> {
  if (!heldHere.has(file)) return;
  heldHere.delete(file);
  // Only our own lock is removed (never one someone cleared as stale and retook).
  if ((await readFile(file, "utf8").catch(() => null)) === content) await unlink(file).catch(() => undefined);
}

/** A process that exits without closing its store (an error at start-up) leaves no lock behind. */
function watchExit(): void {
  if (releaseAtExit) return;
  releaseAtExit = true;
  process.on("exit", () => {
    for (const file of heldHere.keys()) {
      try {
        const holder = parseHolder(readFileSync(file, "utf8"));
        if (holder?.pid === process.pid) unlinkSync(file);
      } catch {
        // Nothing to release.
      }
    }
  });
}
