// npm run bench:import — a 50,000-row CSV (one offer and one course per row) through mapping,
// validation and upsert on the embedded store (issue 18 'Performance'): rows per second and peak
// memory, against a baseline measured in the same run (reading the same file through the CSV
// parser alone). Targets: under 60 s; peak RSS growth under 300 MB; BENCH_IMPORT_ROWS=500000
// for the larger file under the same memory bound. The preview (mapping and validation, nothing
// stored) shows the pipeline's own memory: on the embedded store, which keeps every record in
// memory, the import's growth beyond it is the data stored. BENCH_IMPORT_PREVIEW_ONLY=1 stops
// after the preview (for 500,000 rows on a machine without MongoDB).
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse";
import { readEnv } from "../../server/config/env";
import { importCsv } from "../../server/import/import-rows";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,nationality,gender,phone,withAgent,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";

async function writeFile(file: string) {
  const out = createWriteStream(file);
  out.write(`${HEADER}\n`);
  for (let n = 0; n < ROWS; n++) {
    const line = `S${String(n).padStart(8, "0")},bench${n}@import.example,Family${n % 997},Given${n},2005-0${(n % 9) + 1}-1${n % 10},2027-09,OFF-${n},${["IND", "CHN", "NGA", "PAK"][n % 4]},${["M", "F"][n % 2]},+44 7700 ${String(n).padStart(6, "0")},false,MSc Subject ${n % 50},2027-09-20,2028-09-19,${15000 + (n % 100) * 10},0,false\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "close");
}

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-import-"));
  const services = await createServices(readEnv({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" }));
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
    const tenant = (await services.repositories.tenants.list())[0].key;
    const file = path.join(dir, "offer-holders.csv");
    await writeFile(file);

    let started = performance.now();
    let parsed = 0;
    for await (const _row of createReadStream(file).pipe(parse({ columns: true, bom: true }))) parsed += 1;
    const parseSeconds = (performance.now() - started) / 1000;
    console.log(`baseline: the CSV parser alone reads ${parsed.toLocaleString("en-GB")} rows in ${parseSeconds.toFixed(1)} s (${Math.round(parsed / parseSeconds).toLocaleString("en-GB")} rows/s)`);

    let rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    started = performance.now();
    const preview = await importCsv(services, tenant, createReadStream(file), { dryRun: true, source: "CSV", by: "bench" });
    const previewSeconds = (performance.now() - started) / 1000;
    console.log(`preview (mapped and checked, nothing stored): ${preview.total.toLocaleString("en-GB")} rows in ${previewSeconds.toFixed(1)} s (${Math.round(preview.total / previewSeconds).toLocaleString("en-GB")} rows/s); peak RSS growth ${Math.round((peakRss - rssBefore) / 1024 / 1024)} MB`);
    if (process.env.BENCH_IMPORT_PREVIEW_ONLY) return;

    rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    started = performance.now();
    const summary = await importCsv(services, tenant, createReadStream(file), { dryRun: false, source: "CSV", by: "bench" });
    const seconds = (performance.now() - started) / 1000;
    console.log(`import: ${summary.total.toLocaleString("en-GB")} rows (${summary.created.toLocaleString("en-GB")} created, ${summary.failed} with problems) in ${seconds.toFixed(1)} s (target < 60 s for 50,000); ${Math.round(summary.total / seconds).toLocaleString("en-GB")} rows/s, ${(seconds / parseSeconds).toFixed(1)}x the parser alone`);
    const storedMb = Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024);
    console.log(`peak RSS growth: ${Math.round((peakRss - rssBefore) / 1024 / 1024)} MB (target < 300 MB), of which ${storedMb} MB still held afterwards by the embedded store's records`);

    started = performance.now();
    const again = await importCsv(services, tenant, createReadStream(file), { dryRun: false, source: "CSV", by: "bench" });
    console.log(`the same file again: ${again.unchanged.toLocaleString("en-GB")} unchanged, ${again.created} created, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    clearInterval(sampler);
    await services.store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
