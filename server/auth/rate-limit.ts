// Fixed-window counters in the store (`rateLimits`, unique `key`), so a limit holds across
// several app instances sharing MongoDB. Keys carry digests, never an email or address in clear.
// An attempt is taken from the allowance BEFORE the password or code is checked, by one
// conditional update (`count < limit` in the live window, then +1), so N requests racing check
// at most `limit` guesses between them (decision 0509). An attempt that turns out not to be a
// guess (the right password) is given back.
import { DuplicateKeyError, type Collection } from "../store/port";
import type { Services } from "../services";
import type { RateLimitRule } from "./settings";
import { digest } from "./tokens";

interface CounterRecord {
  _id: string;
  _version: number;
  key: string;
  count: number;
  windowStart: string;
  expiresAt: string;
}

/** One attempt taken from one or more allowances. */
export interface Attempt {
  /** Returns the attempt to every allowance it was taken from (in the window it was taken in). */
  giveBack(): Promise<void>;
}

export interface LimitedKey {
  key: string;
  rule: RateLimitRule;
}

export function rateLimitKey(kind: string, subject: string): string {
  return `${kind}:${digest(subject.trim().toLowerCase())}`;
}

// Tries of the take loop when other requests keep creating or restarting the same window.
const MAX_TRIES = 8;

export function rateLimits(services: Pick<Services, "store" | "clock">) {
  const counters: Collection<CounterRecord> = services.store.collection<CounterRecord>("rateLimits");

  /** The window `windowStart` of the key the attempt was counted in, or null when the allowance is spent. */
  async function takeOne({ key, rule }: LimitedKey): Promise<string | null> {
    if (rule.limit < 1) return null;
    const now = services.clock();
    const nowIso = now.toISOString();
    const fresh = { count: 1, windowStart: nowIso, expiresAt: new Date(now.getTime() + rule.windowMinutes * 60_000).toISOString() };
    for (let tries = 0; tries < MAX_TRIES; tries += 1) {
      // The common case: a live window with room left, counted in one atomic step.
      const counted = await counters.updateOne({ key, expiresAt: { $gt: nowIso }, count: { $lt: rule.limit } }, { $inc: { count: 1 } });
      if (counted) return counted.windowStart;
      const record = await counters.findOne({ key });
      if (!record) {
        try {
          await counters.insertOne({ key, ...fresh });
          return fresh.windowStart;
        } catch (error) {
          if (error instanceof DuplicateKeyError) continue; // another request created it first: count in it
          throw error;
        }
      }
      if (record.expiresAt > nowIso) {
        if (record.count >= rule.limit) return null;
        continue; // an attempt was given back since the update above
      }
      // The window has ended: start a new one counting this attempt, unless another request already did.
      const restarted = await counters.updateOne({ key, windowStart: record.windowStart, expiresAt: { $lte: nowIso } }, { $set: fresh });
      if (restarted) return fresh.windowStart;
    }
    // Refused rather than unchecked: only a storm of requests on one key gets here.
    return null;
  }

  async function giveBackOne(key: string, windowStart: string): Promise<void> {
    await counters.updateOne({ key, windowStart, count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  return {
    /**
     * Takes one attempt from each allowance, before the guess is checked. Null when any of them
     * is spent; then nothing stays taken from the others.
     */
    async take(...limited: LimitedKey[]): Promise<Attempt | null> {
      const taken: Array<{ key: string; windowStart: string }> = [];
      const giveBack = async () => {
        for (const { key, windowStart } of taken) await giveBackOne(key, windowStart);
      };
      for (const entry of limited) {
        const windowStart = await takeOne(entry);
        if (windowStart === null) {
          await giveBack();
          return null;
        }
        taken.push({ key: entry.key, windowStart });
      }
      return { giveBack };
    },
  };
}
