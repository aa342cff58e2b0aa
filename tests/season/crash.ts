// Where the season's kill -9 lands: at a seeded instant, after the w-th store write of a chosen
// step (a status change, a stage move, a submission, an import...), before whatever the
// application would write next. The writing process stops there (its next write never starts) and
// asks its parent to SIGKILL it; the parent restarts it on the same data folder. The store is the
// real one: only its write methods are watched, to know where a step is.
import type { Services } from "../../server/services";
import { Prng } from "./prng";

/** A kill: on day `day` or the first day after with a step of one of these kinds at or after `fraction` of the day, after its `write`-th store write. */
export interface CrashPoint {
  id: number;
  day: number;
  fraction: number;
  kinds: readonly string[];
  write: number;
}

/** Steps whose interruption leaves what the lists show in question (a record written, what follows it not yet). */
const ROW_CHANGING = ["offerStatus", "stageMove", "bulkStageMove", "submit", "decide", "reviewPayment", "recordCas", "recordVisa"];

/** The season's kill instants: `count` of them spread over the season, one of them during an import. */
export function crashPoints(seed: number, days: number, count: number, importDays: readonly number[]): CrashPoint[] {
  const rng = new Prng(seed).fork("crashes");
  const points: CrashPoint[] = [];
  const span = Math.max(1, days - 10);
  for (let i = 0; i < count; i++) {
    const duringImport = i === 1 && importDays.length > 1;
    const day = duringImport ? importDays[1] : 5 + Math.floor(((i + rng.float()) / count) * span);
    points.push({ id: i + 1, day, fraction: duringImport ? 0 : rng.float() * 0.7, kinds: duringImport ? ["import"] : ROW_CHANGING, write: duringImport ? rng.int(3, 8) : 1 });
  }
  return points.sort((a, b) => a.day - b.day);
}

const WRITES = ["insertMany", "updateOne", "updateMany", "deleteOne", "deleteMany"] as const;

/** Watches the store's writes; `armed` says after how many more writes the process stops and asks to be killed. */
export class CrashHook {
  private remaining: number | null = null;
  private point: CrashPoint | null = null;
  private step = "";

  constructor(
    services: Services,
    private readonly askToBeKilled: (point: CrashPoint, collection: string, step: string) => void,
  ) {
    activeHook = this;
    // Every collection of the store shares its class: its write methods are wrapped once.
    const prototype = Object.getPrototypeOf(services.store.collection("applications")) as Record<string, (...args: unknown[]) => Promise<unknown>> & { __seasonHooked?: boolean };
    if (prototype.__seasonHooked) return;
    prototype.__seasonHooked = true;
    for (const method of WRITES) {
      const original = prototype[method];
      if (typeof original !== "function") continue;
      prototype[method] = async function (this: { name?: string }, ...args: unknown[]) {
        const result = await original.apply(this, args);
        await activeHook?.afterWrite(String(this.name ?? "?"));
        return result;
      };
    }
  }

  arm(point: CrashPoint, step: string): void {
    this.point = point;
    this.step = step;
    this.remaining = point.write;
  }

  disarm(): void {
    this.point = null;
    this.remaining = null;
  }

  async afterWrite(collection: string): Promise<void> {
    if (this.remaining === null || this.point === null) return;
    this.remaining -= 1;
    if (this.remaining > 0) return;
    const point = this.point;
    this.disarm();
    this.askToBeKilled(point, collection, this.step);
    // Nothing more is written: this step waits here until the parent's SIGKILL ends the process.
    await new Promise(() => undefined);
  }
}

/** The hook of this process (a prototype is wrapped once; a later hook takes over). */
let activeHook: CrashHook | null = null;
