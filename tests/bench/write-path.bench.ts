// npm run bench:write-path — what a save costs through the write path (issue 37; decisions 0019
// and 0029): the change entry, the record's write and its projections (history entry, list row,
// the automations' check), against the bare store write of the same update, in the same run on the
// embedded store. Target: a save with its projections at most 3x the bare write.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readEnv } from "../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { describeSaveCost, measureSaveCost } from "./save-cost";

const TENANT = "northbridge";

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-write-path-"));
  const services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }));
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const cost = await measureSaveCost(services, TENANT, { records: Number(process.env.BENCH_RECORDS ?? 2_000), saves: Number(process.env.BENCH_SAVES ?? 2_000) });
    const [heading, ...rows] = describeSaveCost(cost);
    console.log(`Embedded store, ${heading}\n`);
    for (const row of rows) console.log(row);
  } finally {
    await services.store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
