// An import as the staff pages run it (issue 18 item 4; decision 0825): the uploaded file kept on
// disk, a preview (a dry run) stored on the import's record, then, once confirmed, the import
// itself in the background with its progress on the record (rows done of total) and every
// failure written to a CSV the officer downloads. Confirming is a versioned claim, so a double
// click or a second app instance runs an import once.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { CsvError } from "csv-parse";
import { stringify } from "csv-stringify";
import type { SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";
import { csvRows, importRows, type ImportSummary, type RowFailure } from "./import-rows";
import { xlsxRows } from "./xlsx-rows";

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
const folderOf = (services: Services) => path.join(services.env.dataDir, "imports");
export type ImportFileKind = "csv" | "xlsx";
export const importFilePath = (services: Services, id: string, kind: ImportFileKind = "csv") => path.join(folderOf(services), `${id}.${kind}`);
/** What a file name says it holds, or null for a kind the import does not read. */
export const importFileKind = (fileName: string): ImportFileKind | null => (/\.csv$/i.test(fileName) ? "csv" : /\.xlsx$/i.test(fileName) ? "xlsx" : null);

/** The rows of a stored (or any) file of either kind. */
export function fileRows(file: string, kind: ImportFileKind) {
  return kind === "xlsx" ? xlsxRows(createReadStream(file)) : csvRows(createReadStream(file));
}
export const failuresFilePath = (services: Services, id: string) => path.join(folderOf(services), `${id}.failures.csv`);

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

/** Where an upload is written before its import is recorded. */
export async function importsFolder(services: Services): Promise<string> {
  await mkdir(folderOf(services), { recursive: true });
  return folderOf(services);
}

/** The import of a file already written to importFilePath(id). */
export async function createImport(services: Services, user: SignedInUser, tenant: string, id: string, fileName: string, kind: ImportFileKind): Promise<string> {
  const record = await services.repositories.imports.insert(tenant, { _id: id, fileName, kind, status: "previewing", by: user.id, byName: user.name, source: "CSV", createdAt: services.clock().toISOString(), startedAt: services.clock().toISOString() });
  return record._id;
}

/** The dry run of the stored file, kept on the import's record. */
export async function previewImport(services: Services, tenant: string, id: string, kind: ImportFileKind): Promise<ImportJob> {
  try {
    const preview = await importRows(services, tenant, fileRows(importFilePath(services, id, kind), kind), { dryRun: true, source: "CSV", by: "preview" });
    const saved = await services.repositories.imports.update(tenant, id, { $set: { status: "previewed", preview, total: preview.total } });
    return jobOf(saved!);
  } catch (error) {
    const saved = await services.repositories.imports.update(tenant, id, { $set: { status: "failed", error: logFailure(services, tenant, id, error, "preview") } });
    return jobOf(saved!);
  }
}

async function writeFailures(services: Services, id: string) {
  const stream = stringify({ header: true, columns: ["row", "column", "message"] });
  const file = createWriteStream(failuresFilePath(services, id));
  stream.pipe(file);
  return {
    async add(failure: RowFailure) {
      if (!stream.write({ row: failure.row, column: failure.column, message: failure.message })) await once(stream, "drain");
    },
    async close() {
      stream.end();
      await once(file, "close");
    },
  };
}

/** Runs the import in the background once; false when it is not waiting for confirmation (or someone else confirmed it). */
export async function confirmImport(services: Services, user: SignedInUser, tenant: string, id: string): Promise<boolean> {
  const record = await services.repositories.imports.findById(tenant, id);
  if (!record || record.status !== "previewed" || (record.preview as ImportSummary | undefined)?.missingColumns.length) return false;
  try {
    await services.repositories.imports.update(tenant, id, { $set: { status: "running", done: 0, confirmedBy: user.id, heartbeatAt: services.clock().toISOString() } }, record._version);
  } catch (error) {
    if (error instanceof VersionConflictError) return false;
    throw error;
  }
  void finishImport(services, user, tenant, id, kindOf(record), String(record.source ?? "CSV"));
  return true;
}

/** Imports a claimed file to the end: the result on the record, every failure in its CSV. */
export async function finishImport(services: Services, user: SignedInUser, tenant: string, id: string, kind: ImportFileKind, source: string): Promise<ImportJob> {
  const failures = await writeFailures(services, id);
  try {
    const result = await importRows(services, tenant, fileRows(importFilePath(services, id, kind), kind), {
      dryRun: false,
      source,
      by: user.id,
      onProgress: async (done) => {
        await services.repositories.imports.update(tenant, id, { $set: { done, heartbeatAt: services.clock().toISOString() } });
      },
      onFailure: (failure) => failures.add(failure),
    });
    await failures.close();
    const at = services.clock().toISOString();
    // A file without a Mandatory column imported nothing: it is reported, not done.
    const status = result.missingColumns.length ? "failed" : "done";
    const saved = await services.repositories.imports.update(tenant, id, { $set: { status, result, done: result.total, total: result.total, finishedAt: at, ...(status === "failed" ? { error: "missingColumns" } : {}) } });
    await services.repositories.auditLog.insert(tenant, { at, actorId: user.id, action: "import.run", entity: "imports", entityId: id, details: { created: result.created, updated: result.updated, unchanged: result.unchanged, failed: result.failed } });
    return jobOf(saved!);
  } catch (error) {
    await failures.close().catch(() => undefined);
    const saved = await services.repositories.imports.update(tenant, id, { $set: { status: "failed", error: logFailure(services, tenant, id, error, "import") } });
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

/** Removes a file that could not be previewed (nothing was imported from it). */
export async function discardFile(services: Services, id: string): Promise<void> {
  await rm(importFilePath(services, id), { force: true });
}

/** An upload's import with no sign of life for this long was left by a process that stopped. */
const STALLED_MS = 2 * 60 * 1000;

const SYSTEM_USER = (tenant: string): SignedInUser => ({ id: "import-recovery", email: "import-recovery@localhost", role: "UniAdmin", tenant, name: "Import recovery" });

/**
 * Finishes the uploads' imports a stopped process left running (a restart, a crash): each is
 * taken over with a versioned write, so one instance does it, and run again from the start;
 * the import is idempotent, so every row is imported once. Feeds have their own lease.
 */
export async function resumeStalledImports(services: Services): Promise<string[]> {
  const resumed: string[] = [];
  const now = services.clock();
  for (const { key: tenant } of await services.repositories.tenants.list()) {
    const running = await services.repositories.imports.find(tenant, { status: "running", feedId: { $exists: false } });
    for (const record of running) {
      const seen = Date.parse(String(record.heartbeatAt ?? record.createdAt ?? ""));
      if (Number.isFinite(seen) && now.getTime() - seen < STALLED_MS) continue;
      try {
        await services.repositories.imports.update(tenant, record._id, { $set: { heartbeatAt: now.toISOString(), resumedAt: now.toISOString() } }, record._version);
      } catch (error) {
        if (error instanceof VersionConflictError) continue;
        throw error;
      }
      resumed.push(record._id);
      await finishImport(services, SYSTEM_USER(tenant), tenant, record._id, kindOf(record), String(record.source ?? "CSV"));
    }
  }
  return resumed;
}
