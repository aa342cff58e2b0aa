// An SFTP feed against a real OpenSSH server started by the test on a loopback port (issue 18
// item 6; decision 0826): a new file is imported, the same file is not imported again (also by
// two pulls at once), a changed file is, a bad file is reported, a secret is stored encrypted,
// and a claim left running by a process that died is finished after its lease. The server is
// reached through the outbound guard (decision 0016), allowed by the environment as an operator
// would allow an on-premise server; a feed to an address the guard refuses connects nowhere and
// says so the same way whether anything listens there or not.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../../server/config/env";
import { checkFeedConnection, FeedConnectionError, pullFeed } from "../../../server/import/sftp-feed";
import { FeedScheduler } from "../../../server/import/feed-scheduler";
import { compileConfiguration } from "../../../rules";
import { getSecret, putSecret } from "../../../server/secrets/secret-store";
import { createServices, type Services } from "../../../server/services";
import type { ImportFeed } from "../../../rules/types";
import { freePort } from "../../support/free-port";
import { copySeededStore } from "../../support/seeded-store";
import { startSshd, type TestSshd } from "../../support/sshd";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const row = (n: number, family = `Family${n}`) => `F${n},feed${n}@import.example,${family},Given${n},2004-05-06,2027-09,OFF-${n},MSc,2027-09-20,2028-09-19,100,0,false`;

let sshd: TestSshd;
let services: Services;
let dir: string;
let now = new Date("2026-11-22T10:00:00.000Z");
let feed: ImportFeed;

beforeAll(async () => {
  sshd = await startSshd();
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-feed-"));
  await copySeededStore(dir, { demo: false });
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test", SECRETS_KEY: randomBytes(32).toString("base64"), OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${sshd.port}` }), { clock: () => now });
  await putSecret(services, TENANT, "sits-sftp-key", sshd.privateKey);
  feed = { id: "sits", enabled: true, source: "SFTP", host: "127.0.0.1", port: sshd.port, username: sshd.username, auth: "key", secretName: "sits-sftp-key", remoteFolder: sshd.folder, filePattern: "^offer-holders-.*\\.csv$", schedule: "*/15 * * * *" };
}, 30_000);
afterAll(async () => {
  await services?.store.close();
  await sshd?.stop();
  // Set only once sshd started: a machine without it fails in beforeAll with what to install.
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the secret", () => {
  it("is stored encrypted and read back", async () => {
    const stored = await services.store.collection("secrets").findOne({ _id: `${TENANT}:sits-sftp-key` });
    expect(JSON.stringify(stored)).not.toContain("OPENSSH PRIVATE KEY");
    expect(await getSecret(services, TENANT, "sits-sftp-key")).toBe(sshd.privateKey);
  });
});

describe("pulling the feed", () => {
  it("imports a new matching file, ignores others, and does not import it again", async () => {
    await writeFile(path.join(sshd.folder, "offer-holders-2026-11-22.csv"), [HEADER, row(1), row(2)].join("\n"));
    await writeFile(path.join(sshd.folder, "readme.txt"), "not for import");
    const first = await pullFeed(services, TENANT, feed);
    expect(first.map((file) => [file.name, file.outcome])).toEqual([["offer-holders-2026-11-22.csv", "imported"]]);
    expect(await services.repositories.students.count(TENANT, { importSource: "SFTP" })).toBe(2);
    const again = await pullFeed(services, TENANT, feed);
    expect(again.map((file) => file.outcome)).toEqual(["skipped"]);
    expect(await services.repositories.imports.count(TENANT, { feedId: "sits" })).toBe(1);
  });

  it("imports a file once when two pulls run at the same time", async () => {
    await writeFile(path.join(sshd.folder, "offer-holders-2026-11-23.csv"), [HEADER, row(3), row(4)].join("\n"));
    const [a, b] = await Promise.all([pullFeed(services, TENANT, feed), pullFeed(services, TENANT, feed)]);
    const imported = [...a, ...b].filter((file) => file.name === "offer-holders-2026-11-23.csv" && file.outcome === "imported");
    expect(imported).toHaveLength(1);
    expect(await services.repositories.students.count(TENANT, { importSource: "SFTP" })).toBe(4);
  });

  it("reports a bad file, and imports nothing from it", async () => {
    await writeFile(path.join(sshd.folder, "offer-holders-2026-11-24.csv"), ["studentNo,email", "F9,feed9@import.example"].join("\n"));
    const outcomes = await pullFeed(services, TENANT, feed);
    expect(outcomes.find((file) => file.name === "offer-holders-2026-11-24.csv")?.outcome).toBe("failed");
    const record = (await services.repositories.imports.findOne(TENANT, { fileName: "offer-holders-2026-11-24.csv" }))!;
    expect(record).toMatchObject({ status: "failed", error: "missingColumns" });
    expect(await services.repositories.students.findOne(TENANT, { studentNo: "F9" })).toBeNull();
  });

  it("finishes a file whose import was left running by a process that died, after the lease", async () => {
    await writeFile(path.join(sshd.folder, "offer-holders-2026-11-25.csv"), [HEADER, row(5), row(6)].join("\n"));
    // Stands for an instance that claimed the file and died before importing it: its claim says
    // running, and nothing of the file is in the store.
    const claimed = (await pullFeed(services, TENANT, feed)).find((file) => file.name === "offer-holders-2026-11-25.csv")!;
    await testRecords(services).imports.update(TENANT, claimed.importId, { $set: { status: "running", result: null, claimedAt: now.toISOString() } });
    await testRecords(services).students.deleteWhere(TENANT, { studentNo: { $in: ["F5", "F6"] } });
    expect((await pullFeed(services, TENANT, feed)).find((file) => file.name === "offer-holders-2026-11-25.csv")?.outcome).toBe("skipped");
    now = new Date(now.getTime() + 11 * 60 * 1000);
    expect((await pullFeed(services, TENANT, feed)).find((file) => file.name === "offer-holders-2026-11-25.csv")?.outcome).toBe("imported");
    expect(await services.repositories.students.count(TENANT, { studentNo: { $in: ["F5", "F6"] } })).toBe(2);
  });

  it("reads a SITS export with the SITS preset's columns and formats (decision 0829)", async () => {
    const header = "STU_CODE,STU_HAEM,STU_SURN,STU_FNM1,STU_DOB,STU_GEND,intakeId,CAP_SEQN,CRS_NAME,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
    await writeFile(path.join(sshd.folder, "sits-2026-11-26.csv"), [header, "S100,sits100@import.example,Okoro,Ada,06/05/2004,F,2027-09,1,MSc Robotics,20/09/2027,19/09/2028,100,0,false"].join("\n"));
    const outcomes = await pullFeed(services, TENANT, { ...feed, id: "sits-export", source: "SITS", filePattern: "^sits-.*\\.csv$" });
    expect(outcomes.map((file) => [file.name, file.outcome])).toEqual([["sits-2026-11-26.csv", "imported"]]);
    const student = (await services.repositories.students.findOne(TENANT, { studentNo: "S100" }))!;
    expect(student).toMatchObject({ importSource: "SITS", email: "sits100@import.example", familyName: "Okoro", givenName: "Ada", dob: "2004-05-06", gender: "Female" });
    expect((student.offers as Array<{ courses: Array<{ title: string; startDate: string }> }>)[0].courses[0]).toMatchObject({ title: "MSc Robotics", startDate: "2027-09-20" });
  });

  it("says when the server refuses the key, and when the stored key cannot be read", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs1", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
    await putSecret(services, TENANT, "wrong-key", privateKey);
    await expect(pullFeed(services, TENANT, { ...feed, secretName: "wrong-key" })).rejects.toThrow(FeedConnectionError);
    expect(await checkFeedConnection(services, TENANT, { ...feed, secretName: "wrong-key" })).toEqual({ ok: false, failed: "signIn", outbound: { reason: "failed", host: "127.0.0.1", port: sshd.port } });
    await putSecret(services, TENANT, "broken-key", "-----BEGIN OPENSSH PRIVATE KEY-----\nnot a key\n-----END OPENSSH PRIVATE KEY-----\n");
    expect(await checkFeedConnection(services, TENANT, { ...feed, secretName: "broken-key" })).toEqual({ ok: false, failed: "secret" });
  });
});

describe("the outbound guard", () => {
  it("refuses this machine under another name, the same whether the SSH server listens there or not", async () => {
    const closed = await freePort();
    const open = await checkFeedConnection(services, TENANT, { ...feed, host: "localhost" });
    const shut = await checkFeedConnection(services, TENANT, { ...feed, host: "localhost", port: closed });
    expect(open).toEqual({ ok: false, failed: "connect", outbound: { reason: "refused", host: "localhost", port: sshd.port, kind: "loopback" } });
    expect(shut).toEqual({ ok: false, failed: "connect", outbound: { reason: "refused", host: "localhost", port: closed, kind: "loopback" } });
    // The allowed address, on a port the operator did not allow, is refused too.
    expect(await checkFeedConnection(services, TENANT, { ...feed, port: closed })).toMatchObject({ failed: "connect", outbound: { reason: "refused", kind: "loopback" } });
  });

  it("refuses private, metadata and unique-local addresses before connecting, and a pull imports nothing from them", async () => {
    for (const [host, kind] of [
      ["10.0.0.1", "private"],
      ["192.168.0.10", "private"],
      ["169.254.169.254", "metadata"],
      ["fd12:3456::1", "uniqueLocal"],
      ["::ffff:127.0.0.1", "loopback"],
    ] as const) {
      expect(await checkFeedConnection(services, TENANT, { ...feed, host }), host).toMatchObject({ ok: false, failed: "connect", outbound: { reason: "refused", kind } });
      await expect(pullFeed(services, TENANT, { ...feed, host }), host).rejects.toThrow(FeedConnectionError);
    }
  });
});

describe("the schedule (node-cron)", () => {
  it("runs each enabled feed of the published configuration on its schedule, and follows changes", async () => {
    const published = (await services.configs.current(TENANT)).prepared;
    const withFeeds = (feeds: ImportFeed[]) => {
      const document = structuredClone(published.document);
      document["import-field-mapping"].feeds = feeds;
      return compileConfiguration(document);
    };
    let current = withFeeds([{ ...feed, schedule: "* * * * * *" }]);
    const scheduled = { ...services, configs: { ...services.configs, current: async (tenant: string) => (tenant === TENANT ? { prepared: current } : services.configs.current(tenant)) } } as unknown as Services;
    const scheduler = new FeedScheduler(scheduled);
    try {
      await scheduler.sync();
      expect(scheduler.scheduled()).toEqual([`${TENANT}/sits`]);
      await writeFile(path.join(sshd.folder, "offer-holders-2026-11-26.csv"), [HEADER, row(7)].join("\n"));
      await expect.poll(() => services.repositories.students.count(TENANT, { studentNo: "F7" }), { timeout: 10_000 }).toBe(1);
      current = withFeeds([{ ...feed, enabled: false }]);
      await scheduler.sync();
      expect(scheduler.scheduled()).toEqual([]);
    } finally {
      await scheduler.stop();
    }
  }, 20_000);
});
