// Child process for the crash tests (issue 37 item 2): opens the data folder as the server does
// and writes through the real server modules until it is killed with SIGKILL. "saves": a burst of
// saves (new students, tags, stage moves, section saves), printing "saved" after each one the
// write path has answered. "import": an import of ROWS rows confirmed and run in the background,
// printing "progress <rows done>" as its record says.
import { readEnv } from "../../../server/config/env";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { seed } from "../../../server/seed";
import { createServices } from "../../../server/services";
import { insertRecord, updateRecord } from "../../../server/records/write-path";
import { tagStudents } from "../../../server/tags/tags";
import { savePage, viewOf } from "../../../server/records/record-page";
import { confirmImport, createImport, previewImport } from "../../../server/import/import-jobs";
import { saveImportFile } from "../../../server/import/import-files";
import type { SignedInUser } from "../../../server/auth/permissions";
import { CRASH_TENANT, IMPORT_ID, importCsv } from "./crash-data";

const [dataDir, mode] = process.argv.slice(2);
const services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk" }), { owner: "crash-writer" });
await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: false });
const officer: SignedInUser = { id: "officer-1", email: "officer@example.ac.uk", role: "UniAdmin", tenant: CRASH_TENANT, name: "Officer" };
const at = () => services.clock().toISOString();

if (mode === "import") {
  await saveImportFile(services, IMPORT_ID, "csv", Buffer.from(importCsv()));
  await createImport(services, officer, CRASH_TENANT, IMPORT_ID, "offer-holders.csv", "csv");
  await previewImport(services, CRASH_TENANT, IMPORT_ID, "csv");
  await confirmImport(services, officer, CRASH_TENANT, IMPORT_ID);
  process.stdout.write("ready\n");
  for (;;) {
    const job = await services.repositories.imports.findById(CRASH_TENANT, IMPORT_ID);
    process.stdout.write(`progress ${String(job?.done ?? 0)}\n`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
} else {
  const student = (n: number) => ({ givenName: `Crash${n}`, familyName: "Tester", email: `crash${n}@example.test`, userId: `crash-user-${n}`, stage: "Post-Deposit", sections: {}, createdAt: at(), updatedAt: at() });
  const ids: string[] = [];
  for (let n = 0; n < 20; n += 1) ids.push((await insertRecord(services, CRASH_TENANT, "students", student(n), { actor: officer.id, action: "test.create" }))._id);
  process.stdout.write("ready\n");
  const config = (await services.configs.current(CRASH_TENANT)).prepared;
  const formId = config.areas.casStages.enrolment.form;
  // Four people saving at once, each on students of their own, as requests arrive at a server: whenever the kill lands, saves are mid-way.
  const worker = async (lane: number) => {
    const mine = ids.filter((_, index) => index % 4 === lane);
    for (let n = 0; ; n += 1) {
      const id = mine[n % mine.length];
      const current = (await services.repositories.students.findById(CRASH_TENANT, id))!;
      switch (n % 4) {
        case 0:
          await tagStudents(services, officer, CRASH_TENANT, [id], "Priority", !(current.tags as string[] | undefined)?.includes("Priority"));
          break;
        case 1:
          await updateRecord(services, CRASH_TENANT, "students", id, { $set: { stage: current.stage === "Post-Deposit" ? "Ready for CAS" : "Post-Deposit", updatedAt: at() } }, { actor: officer.id, action: "stage.move", reason: "A burst of saves", expectedVersion: current._version });
          break;
        case 2:
          await savePage(services, await viewOf(services, officer, "students", current), formId, { arrivalStatus: n % 8 === 2 ? "Arrived" : "Not arrived" }, current._version);
          break;
        default:
          mine.push((await insertRecord(services, CRASH_TENANT, "students", student(1000 * (lane + 1) + n), { actor: officer.id, action: "test.create" }))._id);
      }
      process.stdout.write("saved\n");
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
}
