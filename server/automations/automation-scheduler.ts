// The automations' scheduler (decisions 0851, 0020): on each tick (AUTOMATION_TICK, every minute
// by default) every university's unfinished changes are replayed (projections that failed, writes
// another instance left mid-way) and its automations swept (runs a stopped process left taken
// over, changes left unrun run, the daily run once a day).
import type { Services } from "../services";
import { TenantTicker } from "../scheduling/tenant-ticker";
import { sweepAutomations } from "./automation-sweep";
import { replayChanges } from "../records/replay";
import { INTENT_LEASE_MS } from "../records/write-path";

export function automationScheduler(services: Services): TenantTicker {
  return new TenantTicker(services, {
    name: "automations",
    schedule: services.env.AUTOMATION_TICK,
    async run(tenant, now) {
      // Changes whose projections did not all finish (a projector failed, or another instance stopped mid-write), then the automations.
      const replayed = await replayChanges(services, tenant, { before: new Date(now.getTime() - INTENT_LEASE_MS) });
      const swept = await sweepAutomations(services, tenant, now);
      const changes = { landed: replayed.landed.length, dropped: replayed.dropped.length, finished: replayed.finished.length, stillPending: replayed.stillPending.length };
      return { report: { swept, changes }, didSomething: !!(swept.resumed || swept.givenUp || swept.changesRun || swept.dailyMatches || changes.landed || changes.dropped || changes.finished) };
    },
  });
}
