// npm run bench:impact — the Config screen's impact check on 10,000 applications of one
// university (embedded store): the draft relabels Given name, hides Middle names and makes
// Gender mandatory on the identity page, so every applicant who saved that page without a
// gender becomes incomplete. Target: under 2 s for 10,000 records, store read included.
// Then the impact on people over a large university (BENCH_STUDENTS, default 5,000 CAS students
// with 4 uploads each): a draft that adds a required document and changes a reminder's days,
// reported as a ratio of the time to read the students once, measured in the same run.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openEmbeddedStore } from "../../server/store/embedded";
import { INDEXES } from "../../server/repositories/indexes";
import { createRepositories } from "../../server/repositories";
import { PublishedConfigs } from "../../server/tenant-config/published";
import { prepareDraft } from "../../rules";
import { prepareConfiguration } from "../../server/tenant-config/validate";
import { composedConfigs } from "../../server/cli/config-source";
import { editFields } from "../../server/config-admin/edits";
import { computeImpact } from "../../server/config-admin/impact";
import { peopleImpact } from "../../server/config-admin/impact-people";
import type { Services } from "../../server/services";
import { textsOf } from "../../server/config-admin/texts";
import { flattenCatalogue } from "../../server/messages";

const TOTAL = Number(process.env.BENCH_RECORDS ?? 10_000);
const TENANT = "northbridge";
const TARGET_MS = 2_000;
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5_000);
const UPLOADED = ["passport", "academicTranscript", "academicCertificate", "tbTest"];

function identity(n: number): Record<string, unknown> {
  return {
    title: "Ms",
    givenName: `Given${n}`,
    ...(n % 3 === 0 ? { middleName: "M" } : {}),
    familyName: `Family${n}`,
    ...(n % 2 === 0 ? { gender: "Female" } : {}),
    idType: "Passport",
    passport: { passportNo: `P${n}`, dateOfIssue: "2020-01-01", dateOfExpiry: "2030-01-01", passportIssuingAuthority: "HMPO" },
    passportDocument: { sKey: `upload-${n}`, s3Keys: [`upload-${n}`] },
    hasOtherName: false,
  };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-bench-impact-"));
  const store = await openEmbeddedStore({ dataDir: dir });
  try {
    await store.ensureIndexes(INDEXES);
    const repositories = createRepositories(store);
    const configs = new PublishedConfigs(repositories, prepareConfiguration, () => new Date("2026-11-22T10:00:00Z"));
    const [{ config }] = await composedConfigs(TENANT);
    await configs.publish(TENANT, config, { by: "bench", note: "bench", basedOn: null });

    for (let start = 0; start < TOTAL; start += 1_000) {
      const docs = Array.from({ length: Math.min(1_000, TOTAL - start) }, (_, i) => {
        const n = start + i;
        return {
          userId: `user-${n}`, applicationStatus: "InProgress", feeStatus: n % 4 === 0 ? "HOME" : "OVERSEAS", nationality: "Indian",
          givenName: `Given${n}`, familyName: `Family${n}`, email: `applicant${n}@example.test`,
          createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
          sections: { identity: identity(n) },
        };
      });
      // The bare store: the impact count reads records, not their rows or history.
      await store.collection("applications").insertMany(docs.map((doc) => ({ ...doc, tenant: TENANT })));
    }

    const published = (await configs.current(TENANT)).prepared;
    const draftConfig = editFields(published.document as unknown as Record<string, unknown>, "identity", [
      { path: "givenName", property: "label", value: "First name" },
      { path: "middleName", property: "visible", value: false },
      { path: "gender", property: "mandatory", value: true },
    ]);
    const texts = textsOf(flattenCatalogue(draftConfig.messages as Record<string, unknown>));

    const runs: number[] = [];
    let report;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      // The draft is compiled as a whole each run (the app keeps it per draft version).
      const draft = prepareDraft(draftConfig).prepared;
      if (!draft) throw new Error("the draft does not compile");
      report = await computeImpact({ repositories }, { tenant: TENANT, published, draft, today: "2026-11-22", texts });
      runs.push(performance.now() - started);
    }
    const best = Math.min(...runs);
    console.log(`impact over ${TOTAL.toLocaleString("en-GB")} applications: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (best ${best.toFixed(0)} ms; target < ${TARGET_MS} ms)`);
    for (const group of report?.groups ?? []) {
      console.log(`  ${group.count} ${group.collection}: ${group.formTitle} ${group.from} -> ${group.to} (${group.reasons.map((reason) => `${reason.text} x${reason.count}`).join("; ")})`);
    }
    if (best >= TARGET_MS) process.exitCode = 1;

    // The impact on people over a large university.
    for (let start = 0; start < STUDENTS; start += 1_000) {
      const ids = Array.from({ length: Math.min(1_000, STUDENTS - start) }, (_, i) => `student-${start + i}`);
      await store.collection("students").insertMany(ids.map((id, i) => ({
        _id: id, tenant: TENANT, userId: `user-${id}`, givenName: `Given${start + i}`, familyName: "Student", email: `${id}@example.test`,
        stage: i % 2 === 0 ? "Pre-Deposit" : "Ready for CAS", intakeId: "2027-09", invitedAt: "2026-11-19T09:00:00.000Z", sections: {},
        createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
      })));
      await store.collection("uploads").insertMany(ids.flatMap((id) => UPLOADED.map((documentType) => ({
        tenant: TENANT, recordId: id, documentType: `generalDocuments.${documentType}`, status: "UPLOADED_OK", uploadedBy: `user-${id}`, createdAt: "2026-10-01T00:00:00.000Z",
      }))));
    }
    const peopleDraft = structuredClone(published.document) as unknown as Record<string, Record<string, unknown>>;
    ((peopleDraft.documents.areas as Record<string, Record<string, unknown>>).generalDocuments).healthInsurance = { required: true, label: "Proof of health insurance" };
    (peopleDraft.reminders.studentDetails as Record<string, unknown>).offsets = [3, 10];
    const draftForPeople = prepareDraft(peopleDraft).prepared;
    if (!draftForPeople) throw new Error("the people draft does not compile");
    // The impact on people reads only the repositories of the services.
    const services = { repositories } as unknown as Services;
    const readOnce: number[] = [];
    const people: number[] = [];
    let lines = 0;
    for (let run = 0; run < 3; run++) {
      let started = performance.now();
      await repositories.students.find(TENANT, {}, { sort: { _id: 1 } });
      readOnce.push(performance.now() - started);
      started = performance.now();
      const impact = await peopleImpact(services, { tenant: TENANT, published, draft: draftForPeople, today: "2026-11-22", texts });
      people.push(performance.now() - started);
      lines = (impact.newDocuments?.length ?? 0) + (impact.reopenedTasks?.length ?? 0) + (impact.reminders?.length ?? 0);
    }
    const baseline = Math.min(...readOnce);
    const bestPeople = Math.min(...people);
    console.log(`reading ${STUDENTS.toLocaleString("en-GB")} students once: ${readOnce.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (best ${baseline.toFixed(0)} ms)`);
    console.log(`impact on people over ${STUDENTS.toLocaleString("en-GB")} students (${(STUDENTS * UPLOADED.length).toLocaleString("en-GB")} uploads): ${people.map((ms) => `${ms.toFixed(0)} ms`).join(", ")} (best ${bestPeople.toFixed(0)} ms, ${(bestPeople / baseline).toFixed(1)}x the read; ${lines} lines)`);
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
