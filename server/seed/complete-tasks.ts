// A demo student whose CAS tracker says the tasks are complete gets tasks that are complete
// (issue 13 item 12): the checklist and questionnaire answers of _demo/complete-checklist.json
// (its {placeholders} filled from the student's record and the university's first course), each
// information-only document acknowledged and a demo PDF for each document the tasks require.
// Seeding checks the result with the same rules the task list uses and refuses demo data that
// would disagree with itself.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { documentAreas, documentRows } from "../../rules/checklist/documents";
import { casStatusOf, receiveCasStatus, studentTaskRows, tasksComplete } from "../../rules/checklist/tasks";
import { uploadsByType } from "../checklist/documents";
import type { EntityRecord as StudentRecord } from "../repositories";
import type { Services } from "../services";
import { universityToday } from "../time";
import { demoParams, fillPlaceholders } from "./placeholders";
import { insertRecord, updateRecord } from "../records/write-path";
import type { PreparedConfig } from "../../rules";
import { documentTypeLabel } from "../uploads/document-words";
import { demoDocumentPdf } from "./demo-pdf";

/** Demo data is written through the write path like everything else: in the lists and the history (one line, its fields not listed), made by "seed". */
export const SEED_CHANGE = { actor: "seed", action: "seed.demo", details: {} };
/** A demo document, in the history as any uploaded document is. */
export const seededUpload = (documentType: string) => ({ actor: "seed", action: "document.upload", details: { document: DEMO_FILE_NAME, documentType } });

const ANSWERS_FILE = path.join("_demo", "complete-checklist.json");
export const DEMO_FILE_NAME = "demo-document.pdf";

export type Sections = Record<string, Record<string, unknown>>;

/** The sections of a demo answers file under tenant-configs/ (the checklist's unless named). */
export async function readCompleteAnswers(configRoot: string, answersFile: string = ANSWERS_FILE): Promise<Sections> {
  const file = path.join(configRoot, answersFile);
  try {
    return (JSON.parse(await readFile(file, "utf8")) as { sections: Sections }).sections;
  } catch (error) {
    throw new Error(`${file}: Invalid JSON format. (${(error as Error).message})`);
  }
}

/** The demo PDF of each document type, drawn once per seeding (a few hundred demo documents share a few dozen types). */
const demoPdfs = new Map<string, Promise<Uint8Array>>();

function demoPdfOf(config: PreparedConfig, documentType: string): Promise<Uint8Array> {
  const type = documentTypeLabel(config, documentType);
  const words = { title: type, lines: [config.text("seed.demoDocument.about"), config.text("seed.demoDocument.notice", { type })], secondPage: config.text("seed.demoDocument.secondPage", { type }) };
  const key = JSON.stringify(words);
  let drawn = demoPdfs.get(key);
  if (!drawn) demoPdfs.set(key, (drawn = demoDocumentPdf(words)));
  return drawn;
}

/** A demo PDF uploaded by the person to their record (their CAS record unless said) as `documentType`, saying what it is (issue 39). */
export async function demoUpload(services: Services, config: PreparedConfig, student: { _id: string; userId?: unknown }, documentType: string, recordKind: "students" | "applications" = "students") {
  const bytes = await demoPdfOf(config, documentType);
  return {
    ownerId: String(student.userId),
    recordKind,
    recordId: student._id,
    documentType,
    originalName: DEMO_FILE_NAME,
    // The seed's own demo file: no limit to hold it to.
    storageKey: (await services.files.save("uploads", bytes, { maxBytes: Infinity, tooLarge: { messageKey: "uploads.maxSize" } })).key,
    size: bytes.byteLength,
    mimeType: "application/pdf",
    status: "UPLOADED_OK" as const,
    uploadedBy: String(student.userId),
  };
}

export async function completeDemoTasks(services: Services, tenant: string, studentId: string, answers: Sections): Promise<void> {
  const { repositories } = services;
  const config = (await services.configs.current(tenant)).prepared;
  const found = await repositories.students.findById(tenant, studentId);
  if (!found) return;
  const params = demoParams(found, config.settings.courses?.[0] as Record<string, unknown> | undefined);
  await updateRecord(services, tenant, "students", studentId, { $set: { sections: fillPlaceholders(answers, params) } }, { ...SEED_CHANGE, config });
  let student = (await repositories.students.findById(tenant, studentId)) as StudentRecord;

  // Each demo file a second apart, in the tasks' order: lists sorted by upload time show them in
  // that order every time (equal times would leave the order to the store).
  let order = 0;
  const uploadedAt = () => new Date(services.clock().getTime() - 3_600_000 + 1000 * order++).toISOString();
  for (const task of config.areas.tasks.tasks) {
    if (task.kind !== "documents") continue;
    const uploads = await uploadsByType(services, { tenant, record: student });
    for (const row of documentRows(config, documentAreas(config, task), student, uploads, universityToday(services.clock(), config))) {
      if (row.done) continue;
      if (row.infoOnly) {
        await updateRecord(services, tenant, "students", studentId, { $set: { [`documents.${row.key}`]: { status: "ACKNOWLEDGED" } } }, { ...SEED_CHANGE, config });
        continue;
      }
      await insertRecord(services, tenant, "uploads", { ...(await demoUpload(services, config, student, row.key)), createdAt: uploadedAt() }, { ...seededUpload(row.key), config });
    }
    student = (await repositories.students.findById(tenant, studentId)) as StudentRecord;
  }

  // An issued CAS comes with its CAS statement, from the university (issue 40 item 13: Receive CAS is Done only with it).
  for (const task of config.areas.tasks.tasks) {
    if (task.kind !== "receiveCas" || receiveCasStatus(casStatusOf(student)) !== "Complete") continue;
    const uploads = await uploadsByType(services, { tenant, record: student });
    for (const row of documentRows(config, documentAreas(config, task), student, uploads, universityToday(services.clock(), config))) {
      if (row.infoOnly || row.uploads.length > 0) continue;
      await insertRecord(services, tenant, "uploads", { ...(await demoUpload(services, config, student, row.key)), uploadedBy: SEED_CHANGE.actor, createdAt: uploadedAt() }, { ...seededUpload(row.key), config });
    }
    student = (await repositories.students.findById(tenant, studentId)) as StudentRecord;
  }

  const view = { config, student, today: universityToday(services.clock(), config), role: "Student" };
  const rows = studentTaskRows(view, await uploadsByType(services, { tenant, record: student }));
  if (!tasksComplete(rows)) {
    const open = rows.filter((row) => row.status !== "Complete" && row.kind !== "receiveCas").map((row) => `${row.id} (${row.status})`);
    throw new Error(`Demo student ${String(student.email)} at ${tenant}: the tracker says the tasks are complete, but ${open.join(", ")} ${open.length === 1 ? "is" : "are"} not; see ${ANSWERS_FILE}`);
  }
}
