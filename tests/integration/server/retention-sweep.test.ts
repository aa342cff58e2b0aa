// The retention sweep (issue 42 item 2; decision 0050) over a seeded store: run at a day past
// the periods, exactly the expired import files, failures CSVs and messages go (files from the
// file storage too), a held person's messages stay, a dry run changes nothing, and a second run
// on the same day does nothing.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../../server/auth/permissions";
import { readEnv } from "../../../server/config/env";
import { createImport, finishImport, previewImport } from "../../../server/import/import-jobs";
import { importFileThere, openFailures, saveImportFile } from "../../../server/import/import-files";
import { placeLegalHold, releaseLegalHold } from "../../../server/retention/legal-holds";
import { runRetention } from "../../../server/retention/sweep";
import { createServices, type Services } from "../../../server/services";
import { insertRecord } from "../../../server/records/write-path";
import { copySeededStore } from "../../support/seeded-store";

const TENANT = "northbridge";
const HEADER = ["studentNo", "email", "familyName", "givenName", "dob", "intakeId", "offerId", "nationality", "withAgent", "agentName", "offers_courses_title", "offers_courses_start_date", "offers_courses_end_date", "offers_courses_fee", "courseFeePaidToDate", "isPSEnglish"];
const good = ["S900001", "retention.one@import.example", "Khan", "Amira", "2005-01-02", "2027-09", "OFF-RET-1", "IND", "false", "", "MSc Data", "2027-09-20", "2028-09-19", "21500", "0", "false"];
const bad = HEADER.map((_, column) => `not-valid-${column}`);
const csv = [HEADER, good, bad].map((row) => row.join(",")).join("\n");

let clock = new Date("2026-11-22T10:00:00.000Z");
let services: Services;
let dir: string;
const officer: SignedInUser = { id: "officer-1", email: "officer@northbridge.example.ac.uk", role: "UniAdmin", tenant: TENANT, name: "Officer" };
let importId: string;

const messageAt = (personId: string, at: string) => ({ _id: randomUUID(), personId, audience: "student", authorId: officer.id, authorName: "Officer", authorGroup: "university", side: "university", body: "Please send your passport", at, assignedTo: [] });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cas-retention-"));
  await copySeededStore(dir, { demo: false });
  services = await createServices(readEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", NODE_ENV: "test" }), { clock: () => clock });
  importId = randomUUID();
  await saveImportFile(services, importId, "csv", Buffer.from(csv));
  await createImport(services, officer, TENANT, importId, "offer-holders.csv", "csv");
  await previewImport(services, TENANT, importId, "csv");
  await finishImport(services, officer, TENANT, importId, "csv", "CSV");
  for (const [personId, at] of [["person-old", "2025-12-01T09:00:00.000Z"], ["person-held", "2025-12-01T09:00:00.000Z"], ["person-recent", "2027-12-20T09:00:00.000Z"]] as const) {
    await insertRecord(services, TENANT, "conversationMessages", messageAt(personId, at) as never, { actor: officer.id, action: "conversation.message" });
  }
});
afterAll(async () => {
  await services?.store.close();
  await rm(dir, { recursive: true, force: true });
});

const messagesOf = async (personId: string) => (await services.repositories.conversationMessages.find(TENANT, { personId })).length;
const failuresText = async (parts: unknown) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await openFailures(services, importId, parts as number)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
};

describe("the retention sweep", () => {
  it("lists in a dry run what would go and why, and changes nothing", async () => {
    const hold = await placeLegalHold(services, TENANT, { personId: "person-held", reason: "UKVI compliance inspection", by: officer.id });
    expect(hold).toMatchObject({ personId: "person-held", reason: "UKVI compliance inspection", heldBy: officer.id, heldAt: clock.toISOString() });
    const record = await services.repositories.imports.findById(TENANT, importId);
    expect(record?.failureParts).toBeGreaterThan(0);
    clock = new Date("2028-01-10T12:00:00.000Z");
    const dry = await runRetention(services, TENANT, { today: "2028-01-10", dryRun: true });
    const plan = Object.fromEntries(dry.plans.map((kind) => [kind.kind, kind.expired]));
    expect(plan.importFiles.map((expiry) => expiry.id)).toContain(importId);
    expect(plan.importFiles.find((expiry) => expiry.id === importId)).toMatchObject({ action: "delete", expiredOn: "2026-12-23", reason: { keepDays: 30, from: "created", eventDay: "2026-11-22" } });
    expect(plan.failuresCsvs.map((expiry) => expiry.id)).toContain(importId);
    const messageIds = (await services.repositories.conversationMessages.find(TENANT, { personId: { $in: ["person-old", "person-held", "person-recent"] } })).map((message) => [message.personId, message._id]);
    const expiredMessages = plan.messages.map((expiry) => expiry.id);
    expect(messageIds.filter(([, id]) => expiredMessages.includes(id)).map(([person]) => person)).toEqual(["person-old"]);
    expect(await importFileThere(services, importId, "csv")).toBe(true);
    expect(await messagesOf("person-old")).toBe(1);
    expect(await services.store.collection("retentionRuns").find({})).toEqual([]);
  });

  it("removes what expired, files included, keeps the held person's and the recent, and records counts only", async () => {
    const failuresBefore = await failuresText((await services.repositories.imports.findById(TENANT, importId))?.failureParts);
    expect(failuresBefore).toContain("row,column,message");
    const result = await runRetention(services, TENANT, { today: "2028-01-10" });
    expect(result.ran).toBe(true);
    expect(await importFileThere(services, importId, "csv")).toBe(false);
    const record = await services.repositories.imports.findById(TENANT, importId);
    expect(record).toMatchObject({ fileDiscardedAt: clock.toISOString(), failuresDiscardedAt: clock.toISOString(), status: "done" });
    await expect(failuresText(record?.failureParts)).rejects.toThrow();
    expect([await messagesOf("person-old"), await messagesOf("person-held"), await messagesOf("person-recent")]).toEqual([0, 1, 1]);
    const [run] = await services.store.collection("retentionRuns").find({ tenant: TENANT });
    expect(run).toMatchObject({ day: "2028-01-10", status: "done" });
    expect(Object.keys(run.counts as object).sort()).toEqual(["auditEntries", "casStudents", "closedOffers", "failuresCsvs", "importFiles", "messages", "sessions", "unsubmittedApplications", "unsuccessfulApplications"]);
    expect(JSON.stringify(run)).not.toContain("person-old");
  });

  it("does nothing a second time the same day, and sweeps a released hold's records the next day", async () => {
    expect((await runRetention(services, TENANT, { today: "2028-01-10" })).ran).toBe(false);
    const [hold] = await services.store.collection("legalHolds").find({ tenant: TENANT, personId: "person-held" });
    await releaseLegalHold(services, TENANT, hold._id, { by: officer.id, reason: "Inspection closed" });
    clock = new Date("2028-01-11T12:00:00.000Z");
    const next = await runRetention(services, TENANT, { today: "2028-01-11" });
    expect(next.ran).toBe(true);
    expect([await messagesOf("person-held"), await messagesOf("person-recent")]).toEqual([0, 1]);
  });
});
