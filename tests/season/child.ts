// The season's writing process: started by the parent (run.ts) on the season's folder, it runs the
// season from where the folder says it stands, and when it reaches a kill instant it stops writing
// and asks the parent to SIGKILL it. Its options come in SEASON_CHILD (JSON).
import type { CrashPoint } from "./crash";
import { SeasonRun, type SeasonOptions } from "./season";

interface ChildOptions extends Omit<SeasonOptions, "crashes" | "onStep"> {
  crashes: CrashPoint[];
}

const options = JSON.parse(process.env.SEASON_CHILD ?? "null") as ChildOptions | null;
if (!options || !process.send) {
  console.error("tests/season/child.ts is started by tests/season/run.ts (SEASON_CHILD and an IPC channel)");
  process.exit(2);
}
const send = (message: unknown) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
const run = new SeasonRun({
  ...options,
  crashes: {
    points: options.crashes,
    askToBeKilled: (point, collection, step) => {
      void send({ t: "kill", id: point.id, collection, step });
      // The parent kills at once; a process still here long after was never heard: it ends rather than hang the season.
      setTimeout(() => {
        console.error(`season: asked to be killed (${step}) and was not`);
        process.exit(3);
      }, 60_000).unref();
    },
  },
});
run
  .run()
  .then(async ({ stopped }) => {
    await send({ t: "done", stopped: stopped !== null });
    process.exit(0);
  })
  .catch(async (error: unknown) => {
    await send({ t: "error", message: (error as Error).stack ?? String(error) });
    process.exit(1);
  });
