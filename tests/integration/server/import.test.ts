// Importing a university's CSV (issue 18 items 1-4, 8; decision 0825) on the embedded store:
// every kind of bad row named by row, column and the specs' message; a dry run writes nothing;
// the import creates the students (new accounts, the configured stage, their list rows); the
// same file again changes nothing; a changed cell updates one student; a header without a
// Mandatory column imports nothing; an import cut off half-way and run again imports every row
// exactly once; the command line prints the same summary; an import resumed after a stop has
// the failures file an uninterrupted one has (decision 0032). "Today" is 22 November 2026.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { importCsv, type ImportSummary } from "../../../server/import/import-rows";
import { createImport, finishImport, resumeStalledImports } from "../../../server/import/import-jobs";
import { failureParts, openFailures, saveImportFile } from "../../../server/import/import-files";
import { getSecret } from "../../../server/secrets/secret-store";
import { createServices, type Services } from "../../../server/services";
import { copySeededStore } from "../../support/seeded-store";
import { testRecords } from "../../support/records";
import { toolArgs } from "../../support/tools";

const TENANT = "northbridge";
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,nationality,withAgent,agentName,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const good = (n: number) => `S${String(n).padStart(7, "0")},student${n}@import.example,Family${n},Given${n},2005-01-${String((n % 28) + 1).padStart(2, "0")},2027-09,OFF-${n},IND,false,,MSc Data Science,2027-09-20,2028-09-19,21500,0,false`;
const BAD = [
  ",nostudentno@import.example,Family,Given,2005-01-01,2027-09,OFF-x,IND,false,,MSc,2027-09-20,2028-09-19,100,0,false",
  "S9000001,not-an-email,Family,Given,2005-01-01,2027-09,OFF-x,IND,false,,MSc,2027-09-20,2028-09-19,100,0,false",
  "S9000002,bad.date@import.example,Family,Given,01/02/2005,2027-09,OFF-x,IND,false,,MSc,2027-09-20,2028-09-19,100,0,false",
  "S9000003,agent@import.example,Family,Given,2005-01-01,2027-09,OFF-x,IND,true,,MSc,2027-09-20,2028-09-19,100,0,false",
  "S9000004,ends@import.example,Family,Given,2005-01-01,2027-09,OFF-x,IND,false,,MSc,2027-09-20,2027-01-01,-5,0,false",
];
const csv = (rows: string[]) => [HEADER, ...rows].join("\n") + "\n";
const GOOD_ROWS = Array.from({ length: 30 }, (_, i) => good(i + 1));
const FILE = csv([...GOOD_ROWS.slice(0, 10), ...BAD, ...GOOD_ROWS.slice(10)]);

let services: Services;
let dir: string;
const run = (text: string, dryRun = false): Promise<ImportSummary> => importCsv(services, TENANT, Readable.from([text]), { dryRun, source: "CSV", by: "test" });
const importedCount = () => services.repositories.students.count(TENANT, { importSource: "CSV" });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-import-"));
  await copySeededStore(dir, { demo: false });
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => new Date("2026-11-22T10:00:00.000Z") });
});
afterAll(async () => {
  await services?.store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a dry run", () => {
  it("counts what would happen, names every bad row by row, column and message, and writes nothing", async () => {
    const summary = await run(FILE, true);
    expect(summary).toMatchObject({ total: 35, created: 30, updated: 0, unchanged: 0, failed: 5, missingColumns: [] });
    expect(summary.failures.map((failure) => [failure.row, failure.column, failure.message])).toEqual([
      [12, "studentNo", "Enter the student number"],
      [13, "email", "Enter an email address in the correct format, like name@example.com"],
      [14, "dob", "Date of birth must be in YYYY-MM-DD format"],
      [15, "agentName", "Enter the agent name for an applicant with an agent"],
      [16, "offers_courses_end_date", "End date must be after start date"],
      [16, "offers_courses_fee", "Course fee cannot be negative"],
    ]);
    expect(await importedCount()).toBe(0);
  });
});

describe("the import", () => {
  it("creates each good row's student with an account, the configured stage and a pipeline row", async () => {
    const summary = await run(FILE);
    expect(summary).toMatchObject({ created: 30, failed: 5 });
    expect(await importedCount()).toBe(30);
    const student = (await services.repositories.students.findOne(TENANT, { studentNo: "S0000001" }))!;
    expect(student).toMatchObject({ stage: "Not-Triggered", nationality: "Indian", offers: [{ offerId: "OFF-1", intakeId: "2027-09", courses: [{ title: "MSc Data Science", courseFeeFirstYear: 21500 }] }] });
    const account = (await services.repositories.users.findByEmailForSignIn("student1@import.example"))!;
    expect(account).toMatchObject({ tenant: TENANT, role: "Student", status: "NEW" });
    expect(student.userId).toBe(account._id);
    expect(await services.repositories.listRows.count(TENANT, { kind: "students", stage: "Not-Triggered", email: "student1@import.example" })).toBe(1);
  });

  it("changes nothing when the same file comes again", async () => {
    const summary = await run(FILE);
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 30, failed: 5 });
    expect(await importedCount()).toBe(30);
  });

  it("updates the one student whose cell changed, and adds a second offer beside the first", async () => {
    const changed = good(3).replace("Family3", "Family-Changed");
    const secondOffer = good(4).replace("OFF-4", "OFF-4b");
    const summary = await run(csv([changed, secondOffer, good(5)]));
    expect(summary).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    expect((await services.repositories.students.findOne(TENANT, { studentNo: "S0000003" }))!.familyName).toBe("Family-Changed");
    const four = (await services.repositories.students.findOne(TENANT, { studentNo: "S0000004" }))!;
    expect((four.offers as Array<{ offerId: string }>).map((offer) => offer.offerId)).toEqual(["OFF-4", "OFF-4b"]);
  });

  it("imports nothing from a file without a Mandatory column, and says which", async () => {
    const header = HEADER.replace("dob,", "");
    const rows = [good(99).replace(/,2005-01-\d\d,/, ",")];
    const summary = await run([header, ...rows].join("\n"));
    expect(summary.missingColumns).toEqual(["dob"]);
    expect(summary.created).toBe(0);
    expect(await services.repositories.students.findOne(TENANT, { studentNo: "S0000099" })).toBeNull();
  });

  it("imports every row exactly once when a run cut off half-way is run again", async () => {
    const rows = Array.from({ length: 40 }, (_, i) => good(200 + i));
    await run(csv(rows.slice(0, 17)));
    const again = await run(csv(rows));
    expect(again).toMatchObject({ created: 23, unchanged: 17 });
    for (const n of [200, 216, 217, 239]) expect(await services.repositories.students.count(TENANT, { studentNo: `S${String(n).padStart(7, "0")}` })).toBe(1);
  });

  it("refuses an email that belongs to another university's account", async () => {
    await services.repositories.users.insertUser({ email: "taken@import.example", tenant: "pennine", role: "Student", passwordHash: "", status: "NEW", disabled: false, createdAt: "2026-11-22T10:00:00.000Z" });
    const summary = await run(csv([good(300).replace("student300@import.example", "taken@import.example")]));
    expect(summary.failures.map((failure) => [failure.column, failure.message])).toEqual([["email", "This email address belongs to an account at another university"]]);
  });
});

describe("npm run cli -- import", () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [...toolArgs("cli"), ...args], { encoding: "utf8", timeout: 90_000, env: { ...process.env, NODE_ENV: "test", DATA_DIR: path.join(dir, "cli"), SECRETS_KEY: "" } });

  it("prints the dry run's summary as JSON, and exits 2 for a file it cannot read", async () => {
    await copySeededStore(path.join(dir, "cli"), { demo: false });
    const file = path.join(dir, "offer-holders.csv");
    await writeFile(file, FILE);
    const result = cli("import", "--tenant", TENANT, "--file", file, "--dry-run");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ total: 35, created: 30, failed: 5 });
    const missing = cli("import", "--tenant", TENANT, "--file", path.join(dir, "nowhere.csv"));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Cannot read the file");
    // A file csv-parse cannot read is named by where it stopped, never by the cell (decision 0511).
    const broken = path.join(dir, "broken.csv");
    await writeFile(broken, `${HEADER}\nS1,zqxmarker"x"@import.example\n`);
    const unreadable = cli("import", "--tenant", TENANT, "--file", broken, "--dry-run");
    expect(unreadable.status).toBe(2);
    expect(unreadable.stderr).toContain(`Cannot read the file "${broken}" as CSV (INVALID_OPENING_QUOTE at line 2)`);
    expect(unreadable.stderr).not.toContain("zqxmarker");
  }, 120_000);
});

describe("conflicts (issue 18 item 5)", () => {
  it("keeps a value someone changed since the last import, notes the imported one, and overwrites only untouched fields", async () => {
    await run(csv([good(400)]));
    const student = (await services.repositories.students.findOne(TENANT, { studentNo: "S0000400" }))!;
    // Staff corrected the family name by hand.
    await testRecords(services).students.update(TENANT, student._id, { $set: { familyName: "Corrected" } });
    const summary = await run(csv([good(400).replace("Family400", "FromSits").replace("Given400", "NewGiven")]));
    expect(summary.updated).toBe(1);
    const after = (await services.repositories.students.findOne(TENANT, { studentNo: "S0000400" }))!;
    expect(after.familyName).toBe("Corrected");
    expect(after.givenName).toBe("NewGiven");
    expect(after.importConflicts).toMatchObject({ familyName: { imported: "FromSits", current: "Corrected" } });
    // The same file again is no change: the conflict stands once.
    expect((await run(csv([good(400).replace("Family400", "FromSits").replace("Given400", "NewGiven")]))).unchanged).toBe(1);
  });
});

describe("npm run cli -- secret set", () => {
  it("stores a feed's key encrypted under SECRETS_KEY, and refuses without the key", async () => {
    const key = randomBytes(32).toString("base64");
    const data = path.join(dir, "cli-secret");
    const run = (env: Record<string, string>, ...args: string[]) => spawnSync(process.execPath, [...toolArgs("cli"), ...args], { encoding: "utf8", timeout: 90_000, env: { ...process.env, NODE_ENV: "test", DATA_DIR: data, ...env } });
    await copySeededStore(data, { demo: false });
    const file = path.join(dir, "sftp-key");
    await writeFile(file, "-----BEGIN OPENSSH PRIVATE KEY-----\nexample\n-----END OPENSSH PRIVATE KEY-----\n");
    const refused = run({ SECRETS_KEY: "" }, "secret", "set", "--tenant", TENANT, "--name", "sits-key", "--file", file);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("Set SECRETS_KEY");
    const stored = run({ SECRETS_KEY: key }, "secret", "set", "--tenant", TENANT, "--name", "sits-key", "--file", file);
    expect(stored.status).toBe(0);
    const reader = await createServices(readEnv({ DATA_DIR: data, LOG_LEVEL: "silent", NODE_ENV: "test", SECRETS_KEY: key }));
    try {
      const record = await reader.store.collection("secrets").findOne({ _id: `${TENANT}:sits-key` });
      expect(JSON.stringify(record)).not.toContain("OPENSSH");
      expect(await getSecret(reader, TENANT, "sits-key")).toContain("example");
    } finally {
      await reader.store.close();
    }
  }, 120_000);
});

describe("an upload's import left running by a process that stopped", () => {
  it("is finished by the next supervisor tick once stalled, each row once; a live one is left alone", async () => {
    const user = { id: "officer", email: "officer@example", role: "UniAdmin" as const, tenant: TENANT, name: "Officer" };
    const start = async (id: string, rows: string[], heartbeatAt: string) => {
      await saveImportFile(services, id, "csv", Buffer.from(csv(rows)));
      await createImport(services, user, TENANT, id, `${id}.csv`, "csv");
      await testRecords(services).imports.update(TENANT, id, { $set: { status: "running", done: 0, heartbeatAt } });
    };
    await start("00000000-0000-4000-8000-000000000001", [good(500), good(501)], "2026-11-22T09:50:00.000Z");
    await start("00000000-0000-4000-8000-000000000002", [good(502)], "2026-11-22T09:59:30.000Z");
    expect(await resumeStalledImports(services)).toEqual(["00000000-0000-4000-8000-000000000001"]);
    expect(await services.repositories.imports.findById(TENANT, "00000000-0000-4000-8000-000000000001")).toMatchObject({ status: "done", result: { created: 2 } });
    expect(await services.repositories.imports.findById(TENANT, "00000000-0000-4000-8000-000000000002")).toMatchObject({ status: "running" });
    expect(await services.repositories.students.count(TENANT, { studentNo: { $in: ["S0000500", "S0000501"] } })).toBe(2);
    expect(await resumeStalledImports(services)).toEqual([]);
  });
});

describe("the failures file of an import resumed after a stop", () => {
  const user = { id: "officer", email: "officer@example", role: "UniAdmin" as const, tenant: TENANT, name: "Officer" };
  const rows = Array.from({ length: 600 }, (_, i) => good(1000 + i));
  rows[9] = BAD[1];
  rows[299] = BAD[2];
  rows[549] = BAD[4];
  const text = async (stream: Readable) => {
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(Buffer.from(piece as Uint8Array));
    return Buffer.concat(pieces).toString();
  };

  it("holds every row with a problem once: those before the last progress, and those after it found again", async () => {
    // What a process stopped after its first progress (250 rows) leaves: the rows imported, the
    // progress with its one part of failures, and a part it saved after that progress but never recorded.
    const stopped = "00000000-0000-4000-8000-0000000000a1";
    await saveImportFile(services, stopped, "csv", Buffer.from(csv(rows)));
    await createImport(services, user, TENANT, stopped, "offer-holders.csv", "csv");
    const partial = await importCsv(services, TENANT, Readable.from([csv(rows.slice(0, 250))]), { dryRun: false, source: "CSV", by: user.id });
    const recorded = failureParts(services, stopped, 0);
    for (const failure of partial.failures) recorded.add(failure);
    expect(await recorded.save()).toBe(1);
    const unrecorded = failureParts(services, stopped, 1);
    unrecorded.add({ row: 260, column: "email", message: "a failure saved after the last progress" });
    await unrecorded.save();
    await testRecords(services).imports.update(TENANT, stopped, { $set: { status: "running", done: 250, partial, failureParts: 1, heartbeatAt: "2026-11-22T09:50:00.000Z" } });
    expect(await resumeStalledImports(services)).toEqual([stopped]);
    const resumed = await services.repositories.imports.findById(TENANT, stopped);
    expect(resumed).toMatchObject({ status: "done", result: { failed: 3 } });

    // The same file imported in one go names the same rows.
    const whole = "00000000-0000-4000-8000-0000000000a2";
    await saveImportFile(services, whole, "csv", Buffer.from(csv(rows)));
    await createImport(services, user, TENANT, whole, "offer-holders.csv", "csv");
    await finishImport(services, user, TENANT, whole, "csv", "CSV");
    const expected = await text(await openFailures(services, whole, Number((await services.repositories.imports.findById(TENANT, whole))?.failureParts)));
    expect(expected).toBe(
      "row,column,message\n11,email,\"Enter an email address in the correct format, like name@example.com\"\n301,dob,Date of birth must be in YYYY-MM-DD format\n551,offers_courses_end_date,End date must be after start date\n551,offers_courses_fee,Course fee cannot be negative\n",
    );
    expect(await text(await openFailures(services, stopped, Number(resumed?.failureParts)))).toBe(expected);
  });
});
