// Keeping each record's list row beside it (decision 0710): after every write to an application,
// an offer or a CAS student record, its row (and, for an application, its offers' rows) is worked
// out by rules/ from the university's configuration and stored in `listRows`, so the staff lists
// are filtered, sorted, paged and counted by the store.
import type { PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { listRowOf, type ListRowScope } from "../../rules/lists/list-row";
import type { EntityRecord, ListRowRecord, Repositories } from "../repositories";
import type { PublishedConfigs } from "../tenant-config/published";

export const rowIdOf = (kind: ListKind, recordId: string): string => `${kind}:${recordId}`;

type RowRepositories = Pick<Repositories, "applications" | "offers" | "students" | "listRows">;

async function writeRow(repositories: RowRepositories, tenant: string, kind: ListKind, record: EntityRecord, scope: ListRowScope, config: PreparedConfig, now: string): Promise<void> {
  const row = listRowOf(config, kind, scope);
  const id = rowIdOf(kind, record._id);
  const meta = { kind, recordId: record._id, userId: String(record.userId ?? ""), assignedTo: row.assignedTo, search: row.search, updatedAt: now };
  const existing = await repositories.listRows.findById(tenant, id);
  if (!existing) {
    await repositories.listRows.insert(tenant, { _id: id, ...row.fields, ...meta } as Omit<ListRowRecord, "_version" | "tenant">);
    return;
  }
  const kept = new Set([...Object.keys(row.fields), ...Object.keys(meta), "_id", "_version", "tenant"]);
  const gone = Object.keys(existing).filter((key) => !kept.has(key));
  await repositories.listRows.update(tenant, id, { $set: { ...row.fields, ...meta }, ...(gone.length ? { $unset: Object.fromEntries(gone.map((key) => [key, ""])) } : {}) });
}

export class ListRowProjector {
  constructor(
    private readonly repositories: RowRepositories,
    private readonly configs: Pick<PublishedConfigs<PreparedConfig>, "current">,
    private readonly clock: () => Date,
  ) {}

  /** Subscribes to the record repositories: every write keeps the rows in step. */
  attach(): void {
    this.repositories.applications.onChange((tenant, ids) => this.refresh(tenant, "applications", ids));
    this.repositories.offers.onChange((tenant, ids) => this.refresh(tenant, "offers", ids));
    this.repositories.students.onChange((tenant, ids) => this.refresh(tenant, "students", ids));
  }

  async refresh(tenant: string, kind: ListKind, ids: readonly string[]): Promise<void> {
    const config = (await this.configs.current(tenant)).prepared;
    const now = this.clock().toISOString();
    const { repositories } = this;
    const records = await repositories[kind].find(tenant, { _id: { $in: [...ids] } });
    const found = new Set(records.map((record) => record._id));
    for (const id of ids) if (!found.has(id)) await repositories.listRows.delete(tenant, rowIdOf(kind, id));
    if (kind === "students") {
      for (const student of records) await writeRow(repositories, tenant, kind, student, { student }, config, now);
      return;
    }
    if (kind === "applications") {
      for (const application of records) await writeRow(repositories, tenant, kind, application, { application }, config, now);
      // An offer's row shows its application's answers (names, nationality).
      const offers = await repositories.offers.find(tenant, { applicationId: { $in: records.map((record) => record._id) } });
      const byId = new Map(records.map((record) => [record._id, record]));
      for (const offer of offers) await writeRow(repositories, tenant, "offers", offer, { offer, application: byId.get(String(offer.applicationId)) ?? {} }, config, now);
      return;
    }
    const applicationIds = [...new Set(records.map((offer) => String(offer.applicationId ?? "")).filter(Boolean))];
    const applications = new Map((await repositories.applications.find(tenant, { _id: { $in: applicationIds } })).map((record) => [record._id, record]));
    for (const offer of records) await writeRow(repositories, tenant, kind, offer, { offer, application: applications.get(String(offer.applicationId)) ?? {} }, config, now);
  }
}
