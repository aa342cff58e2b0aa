// An import as the staff pages run it (issue 18 item 4; decision 0825): the uploaded file kept in
// the file storage (server/import/import-files.ts), a preview (a dry run) stored on the import's record, then, once confirmed, the import
// itself in the background with its progress on the record (rows done of total) and every
// failure written to a CSV the officer downloads. Confirming is a versioned claim, so a double
// click or a second app instance runs an import once.
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { CsvError } from "csv-parse";
import type { SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";
import { csvRows, importRows, type ImportSummary, type RowFailure } from "./import-rows";
import { insertRecord, updateRecord } from "../records/write-path";
import type { ChangeMeta } from "../records/write-path";
import { xlsxRows } from "./xlsx-rows";
import { failureParts, importFileThere, openImportFile, type ImportFileKind } from "./import-files";

export type { ImportFileKind };

export type ImportStatus = "previewing" | "previewed" | "running" | "done" | "failed";

export interface ImportJob {
  id: string;
  fileName: string;
  status: ImportStatus;
  createdAt: string;
  by: string;
  preview: ImportSummary | null;
  result: ImportSummary | null;
  done: number;
  total: number;
  error: string | null;
}

const kindOf = (record: EntityRecord | null): ImportFileKind => (record?.kind === "xlsx" ? "xlsx" : "csv");
/** What a file name says it holds, or null for a kind the import does not read. */
export const importFileKind = (fileName: string): ImportFileKind | null => (/\.csv$/i.test(fileName) ? "csv" : /\.xlsx$/i.test(fileName) ? "xlsx" : null);

/** The rows of a file of either kind, as it streams. */
export function rowsOf(input: Readable, kind: ImportFileKind) {
  return kind === "xlsx" ? xlsxRows(input) : csvRows(input);
}

/** The rows of a file on this machine's disk (the command line's). */
export function fileRows(file: string, kind: ImportFileKind) {
  return rowsOf(createReadStream(file), kind);
}

/** The rows of an import's stored file. */
const storedRows = async (services: Services, id: string, kind: ImportFileKind) => rowsOf(await openImportFile(services, id, kind), kind);

export function jobOf(record: EntityRecord): ImportJob {
  return {
    id: record._id,
    fileName: String(record.fileName ?? ""),
    status: (record.status as ImportStatus) ?? "previewing",
    createdAt: String(record.createdAt ?? ""),
    by: String(record.by ?? ""),
    preview: (record.preview as ImportSummary | undefined) ?? null,
    result: (record.result as ImportSummary | undefined) ?? null,
    done: Number(record.done ?? 0),
    total: Number(record.total ?? 0),
    error: typeof record.error === "string" ? record.error : null,
  };
}

/** The latest imports, newest first. */
export function recentImports(services: Services, tenant: string, limit: number): Promise<EntityRecord[]> {
  return services.repositories.imports.find(tenant, {}, { sort: { createdAt: -1 }, limit });
}

export function findImport(services: Services, tenant: string, id: string): Promise<EntityRecord | null> {
  return services.repositories.imports.findById(tenant, id);
}

/** The import of a file already saved with saveImportFile (server/import/import-files.ts). */
export async function createImport(services: Services, user: SignedInUser, tenant: string, id: string, fileName: string, kind: ImportFileKind): Promise<string> {
  const record = await insertRecord(services, tenant, "imports", { _id: id, fileName, kind, status: "previewing", by: user.id, byName: user.name, source: "CSV", createdAt: services.clock().toISOString(), startedAt: services.clock().toISOString() }, { actor: user.id, action: "import.upload" });
  return record._id;
}

/** The dry run of the stored file, kept on the import's record. */
export async function previewImport(services: Services, tenant: string, id: string, kind: ImportFileKind, actor = "system"): Promise<ImportJob> {
  const meta = { actor, action: "import.preview" };
  try {
    const preview = await importRows(services, tenant, await storedRows(services, id, kind), { dryRun: true, source: "CSV", by: "preview" });
    const saved = await updateRecord(services, tenant, "imports", id, { $set: { status: "previewed", preview, total: preview.total } }, meta);
    return jobOf(saved!);
  } catch (error) {
    const saved = await updateRecord(services, tenant, "imports", id, { $set: { status: "failed", error: logFailure(services, tenant, id, error, "preview") } }, meta);
    return jobOf(saved!);
  }
}

/** Runs the import in the background once; false when it is not waiting for confirmation (or someone else confirmed it). */
export async function confirmImport(services: Services, user: SignedInUser, tenant: string, id: string): Promise<boolean> {
  const record = await services.repositories.imports.findById(tenant, id);
  if (!record || record.status !== "previewed" || (record.preview as ImportSummary | undefined)?.missingColumns.length) return false;
  try {
    await updateRecord(services, tenant, "imports", id, { $set: { status: "running", done: 0, confirmedBy: user.id, heartbeatAt: services.clock().toISOString() } }, { actor: user.id, action: "import.confirm", expectedVersion: record._version });
  } catch (error) {
    if (error instanceof VersionConflictError) return false;
    throw error;
  }
  void finishImport(services, user, tenant, id, kindOf(record), String(record.source ?? "CSV"));
  return true;
}

/** Where a resumed import goes on from: the rows done, the counts and the failures' parts kept with them at the last progress. */
export interface ImportResume {
  skip: number;
  partial: ImportSummary;
  failureParts: number;
}

/**
 * Imports a claimed file to the end: the result on the record, every failure in its CSV. The
 * counts so far are kept with each progress, so an import a stopped process left can go on from
 * its last stored row (rows are upserts by student number: one done twice is "unchanged").
 */
export async function finishImport(services: Services, user: SignedInUser, tenant: string, id: string, kind: ImportFileKind, source: string, resume?: ImportResume): Promise<ImportJob> {
  const meta = (action: string): ChangeMeta => ({ actor: user.id, action });
  const failures = failureParts(services, id, resume?.failureParts ?? 0);
  try {
    const result = await importRows(services, tenant, await storedRows(services, id, kind), {
      dryRun: false,
      source,
      by: user.id,
      importId: id,
      ...(resume ? { resume: { skip: resume.skip, partial: resume.partial } } : {}),
      onProgress: async (done, partial) => {
        const parts = await failures.save();
        await updateRecord(services, tenant, "imports", id, { $set: { done, partial, failureParts: parts, heartbeatAt: services.clock().toISOString() } }, meta("import.progress"));
      },
      onFailure: (failure: RowFailure) => failures.add(failure),
    });
    const parts = await failures.save();
    const at = services.clock().toISOString();
    // A file without a Mandatory column imported nothing: it is reported, not done.
    const status = result.missingColumns.length ? "failed" : "done";
    const saved = await updateRecord(services, tenant, "imports", id, { $set: { status, result, done: result.total, total: result.total, failureParts: parts, finishedAt: at, ...(status === "failed" ? { error: "missingColumns" } : {}) }, $unset: { partial: "" } }, {
      ...meta("import.run"),
      details: { created: result.created, updated: result.updated, unchanged: result.unchanged, failed: result.failed },
    });
    return jobOf(saved!);
  } catch (error) {
    const saved = await updateRecord(services, tenant, "imports", id, { $set: { status: "failed", error: logFailure(services, tenant, id, error, "import") } }, meta("import.fail"));
    return jobOf(saved!);
  }
}

/** A file that is not what its name says: csv-parse's errors (INVALID_OPENING_QUOTE too), or a zip that is not a workbook. */
export function isUnreadable(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const message = String((error as Error | null)?.message ?? "");
  return error instanceof CsvError || code.startsWith("CSV_") || code === "INVALID_OPENING_QUOTE" || /zip|end of central directory|invalid signature|FILE_ENDED/i.test(message);
}

/**
 * Where and why an unreadable file stopped, for a log line or the command line: csv-parse's code
 * and line. Never its message or context, which quote the cell (decision 0511).
 */
export function unreadableDetail(error: unknown): { errorCode?: string; line?: number } {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown };
  return { ...(typeof code === "string" && /^[A-Z_]{1,64}$/.test(code) ? { errorCode: code } : {}), ...(typeof lines === "number" ? { line: lines } : {}) };
}

function logFailure(services: Services, tenant: string, id: string, error: unknown, what: "preview" | "import"): "unreadable" | "error" {
  if (isUnreadable(error)) {
    services.logger.warn({ tenant, importId: id, ...unreadableDetail(error) }, "import file could not be read");
    return "unreadable";
  }
  services.logger.error({ tenant, importId: id, err: error }, `import ${what} failed`);
  return "error";
}

/** An import with no sign of life for this long was left by a process that stopped. */
export const STALLED_MS = 2 * 60 * 1000;
/** An import resumed this many times (each a process stopping under it) is stopped in words instead: it may be what stops them. */
const MAX_RESUMES = 3;

const SYSTEM_USER = (tenant: string): SignedInUser => ({ id: "import-recovery", email: "import-recovery@localhost", role: "UniAdmin", tenant, name: "Import recovery" });

export interface RecoveredImport {
  id: string;
  tenant: string;
  outcome: "resumed" | "stopped";
  /** The run going on in the background (resumed ones). */
  finished?: Promise<ImportJob>;
}

const lastSign = (record: EntityRecord) => Date.parse(String(record.heartbeatAt ?? record.claimedAt ?? record.createdAt ?? ""));

/**
 * The imports a stopped process left "running" (issue 37 item 2; decision 0020): each is taken
 * over with a versioned write (so one instance does it) and goes on from its last stored row in
 * the background, or, when its file is gone or it was resumed too often already, is marked failed
 * with what was stored, in words. `all` takes every running import as stopped (start-up on the
 * embedded store, whose folder is this process's alone); otherwise only those silent for
 * STALLED_MS. `feeds` includes the SFTP feeds' imports (their own lease takes them over otherwise).
 * `tenant`: one university's only (verify's repair).
 */
export async function recoverImports(services: Services, options: { all: boolean; feeds: boolean; tenant?: string }): Promise<RecoveredImport[]> {
  const recovered: RecoveredImport[] = [];
  const now = services.clock();
  for (const { key: tenant } of await services.repositories.tenants.list()) {
    if (options.tenant && tenant !== options.tenant) continue;
    const running = await services.repositories.imports.find(tenant, { status: "running", ...(options.feeds ? {} : { feedId: { $exists: false } }) });
    for (const record of running) {
      const seen = lastSign(record);
      if (!options.all && Number.isFinite(seen) && now.getTime() - seen < STALLED_MS) continue;
      const kind = kindOf(record);
      const resumes = Number(record.resumes ?? 0);
      const fileThere = await importFileThere(services, record._id, kind);
      const stop = !fileThere || resumes >= MAX_RESUMES;
      try {
        const update = stop
          ? { $set: { status: "failed", error: "interrupted", stoppedAt: now.toISOString() } }
          : { $set: { heartbeatAt: now.toISOString(), resumedAt: now.toISOString(), resumes: resumes + 1 } };
        await updateRecord(services, tenant, "imports", record._id, update, { actor: SYSTEM_USER(tenant).id, action: stop ? "import.stopped" : "import.resume", expectedVersion: record._version });
      } catch (error) {
        if (error instanceof VersionConflictError) continue;
        throw error;
      }
      if (stop) {
        recovered.push({ id: record._id, tenant, outcome: "stopped" });
        continue;
      }
      const partial = record.partial as ImportSummary | undefined;
      const resume = partial ? { skip: Number(record.done ?? 0), partial, failureParts: Number(record.failureParts ?? 0) } : undefined;
      const user = typeof record.confirmedBy === "string" ? { ...SYSTEM_USER(tenant), id: record.confirmedBy } : SYSTEM_USER(tenant);
      recovered.push({ id: record._id, tenant, outcome: "resumed", finished: finishImport(services, user, tenant, record._id, kind, String(record.source ?? "CSV"), resume) });
    }
  }
  return recovered;
}

/**
 * Finishes the uploads' imports a stopped process left running (a restart, a crash) once they are
 * stalled: the supervisor's minute check. Feeds have their own lease.
 */
export async function resumeStalledImports(services: Services): Promise<string[]> {
  const recovered = await recoverImports(services, { all: false, feeds: false });
  await Promise.all(recovered.map((entry) => entry.finished));
  return recovered.map((entry) => entry.id);
}
