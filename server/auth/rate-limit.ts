// Fixed-window counters in the store (`rateLimits`, unique `key`), so a limit holds across
// several app instances sharing MongoDB. Keys carry digests, never an email or address in clear.
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

export type LimitName = string;

export function rateLimitKey(kind: string, subject: string): string {
  return `${kind}:${digest(subject.trim().toLowerCase())}`;
}

export function rateLimits(services: Pick<Services, "store" | "clock">) {
  const counters: Collection<CounterRecord> = services.store.collection<CounterRecord>("rateLimits");

  async function current(key: string): Promise<CounterRecord | null> {
    const record = await counters.findOne({ key });
    if (record && Date.parse(record.expiresAt) <= services.clock().getTime()) return null;
    return record;
  }

  return {
    /** True while the key has used up its allowance in the current window. */
    async isBlocked(key: string, rule: RateLimitRule): Promise<boolean> {
      const record = await current(key);
      return record !== null && record.count >= rule.limit;
    },

    /** Counts one more attempt; returns the count in the current window. */
    async hit(key: string, rule: RateLimitRule): Promise<number> {
      const now = services.clock();
      const fresh = { count: 1, windowStart: now.toISOString(), expiresAt: new Date(now.getTime() + rule.windowMinutes * 60_000).toISOString() };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const record = await counters.findOne({ key });
        if (!record) {
          try {
            await counters.insertOne({ key, ...fresh });
            return 1;
          } catch (error) {
            if (error instanceof DuplicateKeyError) continue; // another instance created it first
            throw error;
          }
        }
        if (Date.parse(record.expiresAt) <= now.getTime()) {
          // Start a new window, unless another instance already did.
          const reset = await counters.updateOne({ key, windowStart: record.windowStart }, { $set: fresh });
          if (reset) return 1;
          continue;
        }
        const updated = await counters.updateOne({ key, windowStart: record.windowStart }, { $inc: { count: 1 } });
        if (updated) return updated.count;
      }
      throw new Error("Rate limit counter kept changing under us");
    },

    async clear(key: string): Promise<void> {
      await counters.deleteOne({ key });
    },
  };
}
export type RateLimits = ReturnType<typeof rateLimits>;
