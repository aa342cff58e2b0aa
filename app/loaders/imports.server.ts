// /imports: upload a CSV of offer-holders, check it, confirm it, watch it run, download the rows
// with problems (issue 18 items 1 and 4; decision 0825). UniAdmin (and the platform Admin for a
// chosen university). The file is streamed to disk as it arrives, never held in memory.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { Readable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect, unstable_parseMultipartFormData as parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { confirmImport, createImport, failuresFilePath, findImport, importFileKind, importFilePath, importsFolder, jobOf, previewImport, recentImports } from "../../server/import/import-jobs";
import { staffAccess } from "../../server/staff/access";
import { universityDateTime } from "../../server/time";
import { BodyTooLargeError } from "../../server/http/body-limits";
import { fileBodyProblem, readForm } from "../../server/http/form-body";

const PERMISSION = "create:import:tenant" as const;
const TEXT_PREFIXES = ["imports.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];

async function access(request: Request, context: AppLoadContext) {
  const found = await staffAccess(request, context, PERMISSION);
  if (!found.tenant || !found.config) throw notFound();
  return { ...found, tenant: found.tenant, config: found.config };
}

export async function loadImports(request: Request, context: AppLoadContext) {
  const { tenant, config } = await access(request, context);
  const records = await recentImports(context.services, tenant, 20);
  return {
    maxMb: config.document["import-field-mapping"].maxFileMb ?? 500,
    imports: records.map(jobOf).map((job) => ({ id: job.id, fileName: job.fileName, status: job.status, when: universityDateTime(job.createdAt, config) })),
    texts: config.texts(...TEXT_PREFIXES),
  };
}

class TooBig extends Error {}

const MB = 1024 * 1024;

/** The name as the user's file has it: browsers send `"`, CR and LF in a file name as %22, %0D and %0A. */
function browserFileName(sent: string): string {
  return sent.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

/** Writes the file part to disk as it arrives, refusing one over the limit. */
function diskHandler(file: string, maxBytes: number, seen: { name: string; bytes: number }): UploadHandler {
  return async ({ name, filename, data: chunks }) => {
    if (name !== "file" || !filename) {
      for await (const _chunk of chunks) void _chunk;
      return undefined;
    }
    seen.name = browserFileName(filename);
    const out = createWriteStream(file);
    try {
      for await (const chunk of chunks) {
        seen.bytes += chunk.byteLength;
        if (seen.bytes > maxBytes) throw new TooBig();
        if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      out.end();
      await once(out, "close");
    }
    return filename;
  };
}

export async function uploadImport(request: Request, context: AppLoadContext) {
  const { user, tenant, config } = await access(request, context);
  const maxMb = config.document["import-field-mapping"].maxFileMb ?? 500;
  const id = randomUUID();
  // Written under a neutral name first: what the file holds is known only from its name, once read.
  const upload = path.join(await importsFolder(context.services), `${id}.upload`);
  const seen = { name: "", bytes: 0 };
  const refuse = async (key: string, status = 422) => {
    await rm(upload, { force: true });
    return data({ errors: [{ field: "file", message: config.text(key, { max: maxMb }) }] }, { status });
  };
  // The body's size, from its Content-Length, is held to the university's limit before a byte is read.
  const sizeProblem = fileBodyProblem(request, maxMb * MB);
  if (sizeProblem === "tooLarge") return refuse("imports.fileTooBig", 413);
  if (sizeProblem) return refuse("imports.uploadUnreadable", 411);
  try {
    await parseMultipartFormData(request, diskHandler(upload, maxMb * MB, seen));
  } catch (error) {
    if (error instanceof TooBig || error instanceof BodyTooLargeError) return refuse("imports.fileTooBig", 413);
    // Not a form, cut short, or a part the parser cannot read (a `;` or `=` in the file's name).
    return refuse("imports.uploadUnreadable", 400);
  }
  if (!seen.name) return refuse("imports.fileRequired");
  const kind = importFileKind(seen.name);
  if (!kind) return refuse("imports.fileType");
  if (seen.bytes === 0 || (await stat(upload)).size === 0) return refuse("imports.fileEmpty");
  await rename(upload, importFilePath(context.services, id, kind));
  await createImport(context.services, user, tenant, id, seen.name.slice(0, 200), kind);
  await previewImport(context.services, tenant, id, kind);
  return redirect(`/imports/${id}`, 303);
}

async function openJob(request: Request, context: AppLoadContext, id: string | undefined) {
  const found = await access(request, context);
  const record = id ? await findImport(context.services, found.tenant, id) : null;
  if (!record) throw notFound();
  return { ...found, job: jobOf(record) };
}

export async function loadImport(request: Request, context: AppLoadContext, id: string | undefined) {
  const { job, config } = await openJob(request, context, id);
  return { job: { ...job, when: universityDateTime(job.createdAt, config) }, texts: config.texts(...TEXT_PREFIXES) };
}

export async function importAction(request: Request, context: AppLoadContext, id: string | undefined) {
  const { user, tenant, job } = await openJob(request, context, id);
  const form = await readForm(request);
  if (form.get("intent") === "confirm") await confirmImport(context.services, user, tenant, job.id);
  return redirect(`/imports/${job.id}`, 303);
}

/** GET /imports/:id/failures.csv */
export async function downloadFailures(request: Request, context: AppLoadContext, id: string | undefined) {
  const { job } = await openJob(request, context, id);
  if (job.status !== "done") throw notFound();
  const stream = createReadStream(failuresFilePath(context.services, job.id));
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="import-problems-${job.id.slice(0, 8)}.csv"` },
  });
}
