// Marking changes done, a batch at a time (decision 0019). A change whose projections have all
// run is bookkeeping away from "done": until its mark is written it is still an intent whose
// record landed, which replay (decision 0020) would only project again, harmlessly (projectors
// are idempotent). So the marks of the changes finished within a few milliseconds go to the store
// in one write, and the change stays "in flight" for this process (the sweep leaves it alone)
// until then. Closing the store writes what is left.
import type { Logger } from "../logger";
import type { Store } from "../store/port";
import type { ChangeEntry } from "./change-entries";

const FLUSH_AFTER_MS = 20;
const MAX_BATCH = 500;

export class DoneMarks {
  private ids: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private written: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    /** Told when a change's mark is written (or could not be: the change is then replay's). */
    private readonly settled: (id: string) => void,
  ) {}

  add(id: string): void {
    this.ids.push(id);
    if (this.ids.length >= MAX_BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_AFTER_MS);
      this.timer.unref();
    }
  }

  /** Writes the marks waiting now; resolves when every mark asked for so far is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const ids = this.ids;
    this.ids = [];
    if (ids.length) {
      this.written = this.written.then(async () => {
        try {
          await this.store.collection<ChangeEntry>("changes").updateMany({ _id: { $in: ids }, status: "intent" }, { $set: { status: "done", pending: [] } });
        } catch (error) {
          // Left as intents: replay finds their records landed and projects them again.
          this.logger.warn({ changes: ids.length, error: error instanceof Error ? error.name : "unknown" }, "changes could not be marked done; replay will finish them");
        } finally {
          for (const id of ids) this.settled(id);
        }
      });
    }
    return this.written;
  }
}
