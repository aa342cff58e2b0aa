// `npm run cli -- import --tenant T --file F [--dry-run]` (issue 18 item 8): the same import as
// the staff pages; prints the summary as JSON and exits 0, or 2 for a file it cannot read.
import { access, constants } from "node:fs/promises";
import { parseArgs } from "node:util";
import { fileRows, importFileKind, isUnreadable, unreadableDetail } from "../import/import-jobs";
import { importRows } from "../import/import-rows";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

export async function importCommand(args: string[]): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, options: { tenant: { type: "string" }, file: { type: "string" }, "dry-run": { type: "boolean", default: false } }, strict: true }).values;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
  const tenant = requireOption(values, "tenant");
  const file = requireOption(values, "file");
  const kind = importFileKind(file);
  if (!kind) throw new CliInputError(`The file "${file}" must be a CSV or XLSX file`);
  try {
    await access(file, constants.R_OK);
  } catch {
    throw new CliInputError(`Cannot read the file "${file}"`);
  }
  const dryRun = values["dry-run"] === true;
  // A dry run only reads (it runs beside the server); an import writes.
  return withServices(dryRun ? "reads" : { writes: "import" }, async (services) => {
    if (!(await services.repositories.tenants.findByKey(tenant))) throw new CliInputError(`Unknown tenant "${tenant}"`);
    let summary;
    try {
      summary = await importRows(services, tenant, fileRows(file, kind), { dryRun, source: "CSV", by: "cli" });
    } catch (error) {
      // Where csv-parse stopped, by code and line; never its message, which quotes the cell (decision 0511).
      if (isUnreadable(error)) {
        const { errorCode, line } = unreadableDetail(error);
        throw new CliInputError(`Cannot read the file "${file}" as ${kind.toUpperCase()}${errorCode ? ` (${errorCode}${line ? ` at line ${line}` : ""})` : ""}`);
      }
      throw error;
    }
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  });
}
