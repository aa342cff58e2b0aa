// /imports: upload a CSV of offer-holders, check it, confirm it, watch it run, download the rows
// with problems (issue 18 items 1 and 4; decision 0825). UniAdmin (and the platform Admin for a
// chosen university). The file is streamed into the file storage as it arrives, never held in
// memory (decision 0032: the disk, or GridFS that every app instance reads).
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect, unstable_parseMultipartFormData as parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { confirmImport, createImport, findImport, importFileKind, jobOf, previewImport, recentImports, type ImportFileKind } from "../../server/import/import-jobs";
import { discardImportFile, openFailures, saveImportFile } from "../../server/import/import-files";
import { FileRefused } from "../../server/files/port";
import { staffAccess, universityChoices, withChosenUniversity } from "../../server/staff/access";
import { platformCatalogue, textsWithPrefix } from "../../server/messages";
import { universityDateTime } from "../../server/time";
import { BodyTooLargeError } from "../../server/http/body-limits";
import { fileBodyProblem, readForm } from "../../server/http/form-body";
import { pipelineTabOfStage } from "../../rules/lists/list-query";
import { RECORDS_LISTED } from "../../server/import/import-rows";

const PERMISSION = "create:import:tenant" as const;
const TEXT_PREFIXES = ["imports.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];
const CHOOSER_TEXTS = ["list.university."];

async function access(request: Request, context: AppLoadContext) {
  const found = await staffAccess(request, context, PERMISSION);
  if (!found.tenant || !found.config) throw notFound();
  return { ...found, tenant: found.tenant, config: found.config };
}

export async function loadImports(request: Request, context: AppLoadContext) {
  const found = await staffAccess(request, context, PERMISSION);
  // The platform Admin imports for one university at a time: asked which first (issue 39: the link answered 404).
  if (!found.tenant || !found.config) {
    if (!found.namesTenant) throw notFound();
    return { chooser: { universities: await universityChoices(context) }, maxMb: 0, imports: [], texts: textsWithPrefix(platformCatalogue, ...TEXT_PREFIXES, ...CHOOSER_TEXTS) };
  }
  const { tenant, config } = found;
  const records = await recentImports(context.services, tenant, 20);
  return {
    chooser: null,
    maxMb: config.document["import-field-mapping"].maxFileMb ?? 500,
    imports: records.map(jobOf).map((job) => ({ id: job.id, href: withChosenUniversity(found, `/imports/${job.id}`), fileName: job.fileName, status: job.status, when: universityDateTime(job.createdAt, config) })),
    texts: config.texts(...TEXT_PREFIXES),
  };
}

const MB = 1024 * 1024;

/** The name as the user's file has it: browsers send `"`, CR and LF in a file name as %22, %0D and %0A. */
function browserFileName(sent: string): string {
  return sent.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

async function skip(chunks: AsyncIterable<Uint8Array>): Promise<undefined> {
  for await (const _chunk of chunks) void _chunk;
  return undefined;
}

/** Saves the file part as it arrives, when its name says a kind the import reads; refused over the limit or empty. */
function storageHandler(context: AppLoadContext, id: string, maxMb: number, seen: { name: string; kind: ImportFileKind | null }): UploadHandler {
  return async ({ name, filename, data: chunks }) => {
    if (name !== "file" || !filename) return skip(chunks);
    seen.name = browserFileName(filename);
    seen.kind = importFileKind(seen.name);
    if (!seen.kind) return skip(chunks);
    await saveImportFile(context.services, id, seen.kind, chunks, maxMb);
    return filename;
  };
}

export async function uploadImport(request: Request, context: AppLoadContext) {
  const found = await access(request, context);
  const { user, tenant, config } = found;
  const maxMb = config.document["import-field-mapping"].maxFileMb ?? 500;
  const id = randomUUID();
  const seen: { name: string; kind: ImportFileKind | null } = { name: "", kind: null };
  // Nothing refused was kept: the storage saves only a file that passed.
  const refuse = (key: string, status = 422) => data({ errors: [{ field: "file", message: config.text(key, { max: maxMb }) }] }, { status });
  // The body's size, from its Content-Length, is held to the university's limit before a byte is read.
  const sizeProblem = fileBodyProblem(request, maxMb * MB);
  if (sizeProblem === "tooLarge") return refuse("imports.fileTooBig", 413);
  if (sizeProblem) return refuse("imports.uploadUnreadable", 411);
  try {
    await parseMultipartFormData(request, storageHandler(context, id, maxMb, seen));
  } catch (error) {
    // A file saved before a later part failed goes too: no import will read it.
    if (seen.kind) await discardImportFile(context.services, id, seen.kind);
    if (error instanceof BodyTooLargeError) return refuse("imports.fileTooBig", 413);
    if (error instanceof FileRefused) return refuse(error.problem.messageKey, error.problem.messageKey === "imports.fileTooBig" ? 413 : 422);
    // Not a form, cut short, or a part the parser cannot read (a `;` or `=` in the file's name).
    return refuse("imports.uploadUnreadable", 400);
  }
  if (!seen.name) return refuse("imports.fileRequired");
  const kind = seen.kind;
  if (!kind) return refuse("imports.fileType");
  await createImport(context.services, user, tenant, id, seen.name.slice(0, 200), kind);
  await previewImport(context.services, tenant, id, kind);
  return redirect(withChosenUniversity(found, `/imports/${id}`), 303);
}

async function openJob(request: Request, context: AppLoadContext, id: string | undefined) {
  const found = await access(request, context);
  const record = id ? await findImport(context.services, found.tenant, id) : null;
  if (!record) throw notFound();
  return { ...found, job: jobOf(record), failureParts: typeof record.failureParts === "number" ? record.failureParts : undefined };
}

export async function loadImport(request: Request, context: AppLoadContext, id: string | undefined) {
  const { job, config, user, tenant, namesTenant } = await openJob(request, context, id);
  // Where the students new to the university are listed for this user (the stage an import gives them).
  const tab = pipelineTabOfStage(config, user.role, config.document["import-field-mapping"].onCreate.stage);
  return {
    job: { ...job, when: universityDateTime(job.createdAt, config) },
    newStudentsUrl: tab ? `/cas?tab=${encodeURIComponent(tab)}${namesTenant ? `&uni=${encodeURIComponent(tenant)}` : ""}` : null,
    university: namesTenant ? tenant : null,
    recordsListed: RECORDS_LISTED,
    texts: config.texts(...TEXT_PREFIXES),
  };
}

export async function importAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const opened = await openJob(request, context, id);
  const { user, tenant, job } = opened;
  const form = await readForm(request);
  if (form.get("intent") === "confirm") await confirmImport(context.services, user, tenant, job.id);
  return redirect(withChosenUniversity(opened, `/imports/${job.id}`), 303);
}

/** GET /imports/:id/failures.csv */
export async function downloadFailures(request: Request, context: AppLoadContext, id: string | undefined) {
  const { job, failureParts } = await openJob(request, context, id);
  if (job.status !== "done") throw notFound();
  const stream = await openFailures(context.services, job.id, failureParts);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="import-problems-${job.id.slice(0, 8)}.csv"` },
  });
}
