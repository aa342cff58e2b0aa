// /config/import-mapping: the draft's import field mapping tried on the first rows of a sample
// file (issue 18 item 2): each row's mapped values as the import record holds them and its
// problems, before the mapping is published. Nothing is written.
import { Readable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { entriesFor, mapRow, missingColumns } from "../../rules/import/map-row";
import { countries } from "../../schemas/reference";
import { csvRows } from "../../server/import/import-rows";
import { fileBodyProblem, readForm } from "../../server/http/form-body";
import { configPage, todayFor, workingConfig, type ConfigPage } from "./config-common.server";

const RECORD_FORM = (config: PreparedConfig) => config.document["import-field-mapping"].recordForm;

const ROWS = 5;
const MAX_BYTES = 1024 * 1024;

const texts = (config: PreparedConfig) => config.texts("imports.", "config.importPreview.", "config.importFeeds.link", "config.importFields.link", "config.importMapping.importLink", "form.errorSummary", "form.errorPrefix");

/** The staff workspace's import page for this university (the platform Admin names it). */
const importsHref = (page: ConfigPage) => (page.access.namesTenant ? `/imports?uni=${encodeURIComponent(page.access.tenant)}` : "/imports");

/** How a file can be read: the university's own mapping, or a preset's (a SITS or APPLY export, decision 0829). */
function readings(config: PreparedConfig): Array<{ value: string; label: string }> {
  const presets = config.document["import-field-mapping"].presets ?? {};
  return [{ value: "CSV", label: config.text("config.importPreview.readAsOwn") }, ...Object.entries(presets).map(([source, preset]) => ({ value: source, label: config.text(preset.labelKey) }))];
}

export async function loadImportPreview(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const config = workingConfig(page, RECORD_FORM);
  return { texts: texts(config), back: page.access.href("/config/areas/import-field-mapping"), fields: page.access.href("/config/import-mapping/fields"), feeds: page.access.href("/config/import-feeds"), imports: importsHref(page), readings: readings(config), readAs: "CSV", rows: null, missing: [] as string[] };
}

/** Flattens the mapped record for the table: "offers.0.courses.0.title" and its value as text. */
function flatten(value: unknown, prefix = ""): Array<[string, string]> {
  if (value && typeof value === "object") return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  return [[prefix, typeof value === "boolean" ? (value ? "true" : "false") : String(value)]];
}

export async function previewMapping(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const config = workingConfig(page, RECORD_FORM);
  const back = page.access.href("/config/areas/import-field-mapping");
  const shown = { texts: texts(config), back, fields: page.access.href("/config/import-mapping/fields"), feeds: page.access.href("/config/import-feeds"), imports: importsHref(page), readings: readings(config) };
  const refuse = (key: string, status: number) => data({ ...shown, readAs: "CSV", rows: null, missing: [] as string[], errors: [{ field: "file", message: config.text(key) }] }, { status });
  // The body's size, from its Content-Length, is held to the sample's limit before a byte is read.
  const sizeProblem = fileBodyProblem(request, MAX_BYTES);
  if (sizeProblem === "tooLarge") return refuse("config.importPreview.tooBig", 413);
  if (sizeProblem) return refuse("imports.uploadUnreadable", 411);
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (refused) {
    return refused instanceof Response && refused.status === 413 ? refuse("config.importPreview.tooBig", 413) : refuse("imports.uploadUnreadable", 400);
  }
  const sample = form.get("file");
  if (sample instanceof File && sample.size > MAX_BYTES) return refuse("config.importPreview.tooBig", 413);
  const asked = String(form.get("readAs") ?? "CSV");
  const readAs = shown.readings.some((reading) => reading.value === asked) ? asked : "CSV";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data({ ...shown, readAs, rows: null, missing: [] as string[], errors: [{ field: "file", message: config.text("config.importPreview.fileRequired") }] }, { status: 422 });
  const source = csvRows(Readable.from([Buffer.from(await file.arrayBuffer())]));
  const today = todayFor(context, config);
  const columnOf = new Map(entriesFor(config.document["import-field-mapping"], readAs).filter((entry) => entry.target).map((entry) => [entry.target as string, entry.universityField || entry.field]));
  const rows: Array<{ row: number; values: Array<{ column: string; target: string; value: string }>; problems: Array<{ column: string; message: string }> }> = [];
  try {
    for await (const row of source.rows) {
      const mapped = mapRow(config, row, { tenant: page.access.tenant, source: readAs, countries, today });
      const values = flatten(mapped.record).filter(([target]) => columnOf.has(target)).map(([target, value]) => ({ column: columnOf.get(target) ?? "", target, value }));
      rows.push({ row: rows.length + 2, values, problems: mapped.problems });
      if (rows.length >= ROWS) break;
    }
  } catch {
    return data({ ...shown, readAs, rows: null, missing: [] as string[], errors: [{ field: "file", message: config.text("imports.unreadable") }] }, { status: 422 });
  }
  return { ...shown, readAs, rows, missing: missingColumns(config, source.header() ?? [], readAs), errors: null };
}
