// /config/import-mapping/fields: the import field mapping as a table (issue 39; decision 0061):
// one row per field, named by its label and grouped by section, the column it is read from, the
// format chosen from the mapping's catalogue, and whether the file must have it. Each row saves
// on its own into the draft (a plain form post; no JavaScript needed), checked with words first.
import type { ImportFieldMappingArea } from "../../rules/types";
import { editedEntry, mappingTable, SETUP_LEVELS, type RowInput } from "../../rules/import/mapping-table";
import { replaceArea } from "../../server/config-admin/edits";
import { say } from "../../server/config-admin/texts";
import { readForm } from "../../server/http/form-body";
import { configPage, draftState, failure, field, saveDraft, submittedValues, type ConfigContext, type ConfigPage, type FieldError } from "./config-common.server";

const AREA = "import-field-mapping";
const PATH = "/config/import-mapping/fields";

const areaOf = (page: ConfigPage) => page.copy.config[AREA] as ImportFieldMappingArea;

/** The names a row's inputs post under, and the ids its error links point at. */
const inputName = (input: keyof RowInput, field: string) => `${input}:${field}`;
const inputId = (input: keyof RowInput, field: string) => `${input}-${field}`;

export async function loadImportFields(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const area = areaOf(page);
  const saved = new URL(request.url).searchParams.get("saved") ?? "";
  const savedEntry = Object.hasOwn(area.entries, saved) ? area.entries[saved] : null;
  return {
    texts: page.texts,
    state: draftState(page.copy),
    groups: mappingTable(area),
    levels: SETUP_LEVELS,
    saved: savedEntry ? say(page.texts, "config.importFields.saved", { label: savedEntry.label ?? savedEntry.field }) : null,
    links: {
      back: page.access.href(`/config/areas/${AREA}`),
      action: page.access.href(PATH),
      preview: page.access.href("/config/import-mapping"),
      feeds: page.access.href("/config/import-feeds"),
    },
  };
}

export async function saveImportField(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const area = areaOf(page);
  const form = await readForm(request);
  const values = submittedValues(form);
  const row = field(form, "row");
  if (!Object.hasOwn(area.entries, row)) return failure(400, "row", [{ field: "", message: say(page.texts, "config.importFields.unknownField") }], values);
  const label = area.entries[row].label ?? row;
  const input: RowInput = { column: field(form, inputName("column", row)), format: field(form, inputName("format", row)), setupLevel: field(form, inputName("setupLevel", row)) };
  const edited = editedEntry(area, row, input);
  if ("problems" in edited) {
    const errors: FieldError[] = edited.problems.map((problem) => ({ field: inputId(problem.input, row), message: say(page.texts, problem.messageKey, { label }) }));
    return failure(422, row, errors, values);
  }
  const entries = { ...area.entries, [row]: edited.entry };
  return saveDraft(context, page, replaceArea(page.copy.config, AREA, { ...area, entries }), { form, intent: row, by: page.access.user.id, redirectTo: `${page.access.href(PATH, { saved: row })}#row-${row}` });
}
