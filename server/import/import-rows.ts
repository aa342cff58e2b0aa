// Importing a university's file of offer-holders (issue 18; 001 §3, §5 'Import'; decision 0825):
// the CSV is read as a stream, each row mapped and checked by rules/import, and each good row
// written as one upsert of the student by (university, student number), their offers merged by
// offer id. A dry run counts what would happen and writes nothing. Re-importing the same file
// changes nothing. Memory stays bounded: rows are handled one at a time, and only the first
// failures are kept (all are counted; the caller may stream every one elsewhere).
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { PreparedConfig } from "../../rules";
import { mergeImported, same } from "../../rules/import/conflicts";
import { mapRow, missingColumns, type RowProblem } from "../../rules/import/map-row";
import { countries } from "../../schemas/reference";
import type { Services } from "../services";
import { insertRecord, updateRecord, type ChangeMeta } from "../records/write-path";
import { universityToday } from "../time";
import { RECORD_ACCOUNT_STATUS } from "../auth/account-status-on-records";

export interface RowFailure extends RowProblem {
  /** The row's line in the file (the header is row 1). */
  row: number;
}

export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** Mandatory columns the header lacks: nothing is imported until the file has them. */
  missingColumns: string[];
  /** The first failures (row, column, message). */
  failures: RowFailure[];
  /** The first students the import created or updated (none in a dry run), for the result page to list and link. */
  records?: ImportedRecord[];
}

/** A student an import wrote: whose record, and what it did. */
export interface ImportedRecord {
  /** The student's account: their person page is `/students/<userId>`. */
  userId: string;
  studentNo: string;
  name: string;
  outcome: "created" | "updated";
}

/** How many written students a summary lists: the rest are counted, and found in the lists. */
export const RECORDS_LISTED = 100;

export interface ImportOptions {
  dryRun: boolean;
  source: string;
  /** Who imports (the audit log); "system" for a feed. */
  by: string;
  failureLimit?: number;
  /** The import job the rows belong to (named in each row's change). */
  importId?: string;
  /** Going on with an import a stopped process left: the rows already done are passed over, and the counts so far carried on. */
  resume?: { skip: number; partial: ImportSummary };
  /** Told every few hundred rows, and at the end, with the counts so far. */
  onProgress?: (done: number, partial: ImportSummary) => Promise<void> | void;
  /** Told of every failure (a failures file). */
  onFailure?: (failure: RowFailure) => Promise<void> | void;
}

const PROGRESS_EVERY = 250;

type Outcome = "created" | "updated" | "unchanged" | { problem: string };
type Written = { outcome: Outcome; userId?: string };

/** The student's offers with the imported one put in place of the one with its offer id. */
function mergeOffers(existing: unknown, imported: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>> {
  const offers = Array.isArray(existing) ? (existing as Array<Record<string, unknown>>).map((offer) => ({ ...offer })) : [];
  for (const offer of imported) {
    const at = offers.findIndex((candidate) => candidate.offerId === offer.offerId);
    if (at < 0) offers.push(offer);
    else offers[at] = { ...offers[at], ...offer };
  }
  return offers;
}

async function accountFor(services: Services, config: PreparedConfig, tenant: string, record: Record<string, unknown>, at: string, dryRun: boolean): Promise<{ id: string; status: string } | { problem: string } | null> {
  const email = String(record.email).trim().toLowerCase();
  const account = await services.repositories.users.findByEmailForSignIn(email);
  if (account && account.tenant !== tenant) return { problem: config.text("staff.import.emailElsewhere") };
  if (account) return { id: account._id, status: account.status };
  if (dryRun) return null;
  const created = await services.repositories.users.insertUser({ email, tenant, role: config.document["import-field-mapping"].onCreate.role, passwordHash: "", status: "NEW", disabled: false, createdAt: at, givenName: String(record.givenName ?? ""), familyName: String(record.familyName ?? "") });
  return { id: created._id, status: created.status };
}

async function upsertStudent(services: Services, config: PreparedConfig, tenant: string, record: Record<string, unknown>, extra: Record<string, unknown>, options: ImportOptions): Promise<Written> {
  const { offers, uni: _uni, source, ...fields } = record as Record<string, unknown> & { offers?: Array<Record<string, unknown>> };
  const at = services.clock().toISOString();
  const existing = await services.repositories.students.findOne(tenant, { studentNo: fields.studentNo });
  const account = await accountFor(services, config, tenant, record, at, options.dryRun);
  if (account && "problem" in account) return { outcome: { problem: account.problem } };
  const merge = mergeImported(existing, fields);
  const imported = { ...(existing?.imported as Record<string, unknown> | undefined), ...extra };
  const mergedOffers = mergeOffers(existing?.offers, offers ?? []);
  const meta: ChangeMeta = { actor: options.by, action: "import.row", details: { source: options.source, ...(options.importId ? { import: options.importId } : {}) }, config };
  if (!existing) {
    if (!options.dryRun) {
      await insertRecord(services, tenant, "students", {
        ...merge.set, offers: mergedOffers, imported, importedValues: merge.importedValues,
        ...(account ? { userId: account.id, [RECORD_ACCOUNT_STATUS]: account.status } : {}), ...Object.fromEntries((config.document["import-field-mapping"].onCreate.stamp ?? []).map((field) => [field, at])), stage: config.document["import-field-mapping"].onCreate.stage, importSource: source, importedAt: at, createdAt: at, updatedAt: at,
      }, meta);
    }
    return { outcome: "created", ...(account ? { userId: account.id } : {}) };
  }
  // A standing conflict ends when the import now agrees with what stands.
  const standing = existing.importConflicts && typeof existing.importConflicts === "object" ? (existing.importConflicts as Record<string, Record<string, unknown>>) : {};
  const kept = Object.fromEntries(Object.entries(standing).filter(([field]) => !(field in fields) || field in merge.conflicts));
  const conflicts = { ...kept, ...Object.fromEntries(Object.entries(merge.conflicts).map(([field, conflict]) => [field, { ...conflict, at: standing[field]?.at ?? at }])) };
  const candidate: Record<string, unknown> = { ...merge.set, offers: mergedOffers, imported, importedValues: merge.importedValues, importConflicts: conflictsWithoutTime(conflicts) };
  const changed = Object.fromEntries(
    Object.entries(candidate).filter(([key, value]) => (key === "importConflicts" ? !same(conflictsWithoutTime(existing.importConflicts), value) : !same(existing[key], value))),
  );
  if (Object.keys(changed).length === 0) return { outcome: "unchanged" };
  if ("importConflicts" in changed) changed.importConflicts = conflicts;
  if (!options.dryRun) {
    await updateRecord(services, tenant, "students", existing._id, { $set: { ...changed, importSource: source, importedAt: at, updatedAt: at } }, meta);
  }
  const userId = typeof existing.userId === "string" ? existing.userId : account?.id;
  return { outcome: "updated", ...(userId ? { userId } : {}) };
}

/** Conflicts as compared between imports: what is imported and what stands, not when. */
function conflictsWithoutTime(value: unknown): Record<string, unknown> {
  const conflicts = value && typeof value === "object" ? (value as Record<string, { imported: unknown; current: unknown }>) : {};
  return Object.fromEntries(Object.entries(conflicts).map(([field, conflict]) => [field, { imported: conflict.imported, current: conflict.current }]));
}

/** The rows of a file, each keyed by its column names, and the header once read. */
export interface RowSource {
  rows: AsyncIterable<Record<string, string>>;
  header(): readonly string[] | null;
}

/** A CSV file's rows, streamed through csv-parse. */
export function csvRows(input: Readable): RowSource {
  let header: string[] | null = null;
  const rows = input.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
    }),
  ) as AsyncIterable<Record<string, string>>;
  return { rows, header: () => header };
}

/** Reads, checks and (unless a dry run) writes every row of a CSV file. */
export function importCsv(services: Services, tenant: string, input: Readable, options: ImportOptions): Promise<ImportSummary> {
  return importRows(services, tenant, csvRows(input), options);
}

/** Reads, checks and (unless a dry run) writes every row of a file (CSV or XLSX). */
export async function importRows(services: Services, tenant: string, source: RowSource, options: ImportOptions): Promise<ImportSummary> {
  const config = (await services.configs.current(tenant)).prepared;
  const today = universityToday(services.clock(), config);
  const limit = options.failureLimit ?? config.document["import-field-mapping"].previewFailures ?? 20;
  const summary: ImportSummary = options.resume ? structuredClone(options.resume.partial) : { total: 0, created: 0, updated: 0, unchanged: 0, failed: 0, missingColumns: [], failures: [], records: [] };
  const records = (summary.records ??= []);
  const skip = options.resume ? options.resume.skip : 0;
  let seen = 0;
  const fail = async (failure: RowFailure) => {
    if (summary.failures.length < limit) summary.failures.push(failure);
    await options.onFailure?.(failure);
  };
  for await (const row of source.rows) {
    seen += 1;
    // Rows a stopped run stored (and counted) before its last progress are passed over.
    if (seen <= skip) continue;
    const header = source.header();
    if (header && summary.total === 0) {
      summary.missingColumns = missingColumns(config, header, options.source);
      if (summary.missingColumns.length) break;
    }
    summary.total += 1;
    const line = summary.total + 1;
    const mapped = mapRow(config, row, { tenant, source: options.source, countries, today });
    if (mapped.problems.length) {
      summary.failed += 1;
      for (const problem of mapped.problems) await fail({ row: line, ...problem });
    } else {
      const { outcome, userId } = await upsertStudent(services, config, tenant, mapped.record, mapped.extra, options);
      if (typeof outcome === "string") {
        summary[outcome] += 1;
        if (outcome !== "unchanged" && userId && !options.dryRun && records.length < RECORDS_LISTED) {
          records.push({ userId, studentNo: String(mapped.record.studentNo ?? ""), name: [mapped.record.givenName, mapped.record.familyName].filter(Boolean).join(" "), outcome });
        }
      } else {
        summary.failed += 1;
        await fail({ row: line, column: "email", message: outcome.problem });
      }
    }
    if (summary.total % PROGRESS_EVERY === 0) await options.onProgress?.(summary.total, summary);
  }
  const header = source.header();
  if (header && summary.total === 0) summary.missingColumns = missingColumns(config, header, options.source);
  await options.onProgress?.(summary.total, summary);
  return summary;
}
