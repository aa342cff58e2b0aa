// The list as CSV (001 §3 export columns: label, type general/offer/course): the same tab, filters
// and visibility as the page, every row, in the list's order, streamed in batches so memory stays
// bounded whatever the list's size. Cells a spreadsheet would run as a formula are defused by the
// CSV writer.
import { csvWriter } from "../csv-writer";
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../auth/permissions";
import type { ListRowRecord } from "../repositories";
import type { Services } from "../services";
import { listQueries, type TabSet } from "./dashboard";
import { exportValueLabel } from "./value-labels";
import type { QueryValues } from "../../rules/lists/list-query";

const BATCH = 500;

// A number stays a number (so a negative one is not defused); a list is one cell of its items.
function cellOf(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  if (Array.isArray(value)) return value.map(String).join("; ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** The records behind a batch of rows (offers, applications or CAS records), for columns that read them. */
async function recordsOf(services: Services, tenant: string, rows: readonly ListRowRecord[]): Promise<Map<string, Record<string, unknown>>> {
  const records = new Map<string, Record<string, unknown>>();
  for (const kind of ["applications", "offers", "students"] as const) {
    const ids = rows.filter((row) => row.kind === kind).map((row) => row.recordId);
    if (!ids.length) continue;
    for (const record of await services.repositories[kind].find(tenant, { _id: { $in: ids } })) records.set(`${kind}:${record._id}`, record);
  }
  return records;
}

/**
 * The export's header and rows, as a stream of CSV text. `onPeople` hears each batch's people
 * before their rows are written (the access log, decision 0039).
 */
export async function exportList(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, query: QueryValues, tabSet: TabSet = "dashboard", onPeople?: (personIds: string[]) => Promise<void>) {
  const plan = await listQueries(services, user, tenant, config, query, tabSet);
  const columns = tabSet === "pipeline" ? config.areas.casStages.exportColumns : config.areas.dashboard.exportColumns;
  const header = columns.map((column) => config.text(column.labelKey, column.labelParams));
  const csv = csvWriter({ header: true, columns: header, bom: true });
  (async () => {
    try {
      for (const filter of plan.filters) {
        for (let skip = 0; ; skip += BATCH) {
          const rows = await services.repositories.listRows.find(tenant, filter, { sort: plan.sort, skip, limit: BATCH });
          if (!rows.length) break;
          const records = await recordsOf(services, tenant, rows);
          await onPeople?.(rows.map((row) => row.userId));
          for (const row of rows) {
            const scope = { row, record: records.get(row._id) ?? {} };
            // Waits when the reader is slower, so only one batch is ever held.
            // Codes in the configuration's words, as the list page shows them (issue 39).
            const cells = columns.map((column) => cellOf(exportValueLabel(config, column.shows, row.kind, column.value(scope))));
            if (!csv.write(cells)) await new Promise((resolve) => csv.once("drain", resolve));
          }
          if (rows.length < BATCH) break;
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return { stream: csv, tabLabel: plan.tab?.label ?? "" };
}
