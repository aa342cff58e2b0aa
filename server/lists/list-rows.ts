// Keeping each record's list row beside it (decision 0710): after every write to an application,
// an offer or a CAS student record, its row (and, for an application, its offers' rows) is worked
// out by rules/ from the university's configuration and stored in `listRows`, so the staff lists
// are filtered, sorted, paged and counted by the store.
import type { PreparedConfig } from "../../rules";
import type { ListKind } from "../../rules/config/areas/lists";
import { listRowOf, type ListRowScope } from "../../rules/lists/list-row";
import { unreadCounts, type UnreadCounts } from "../../rules/conversations/conversation";
import type { EntityRecord, ListRowRecord, Repositories } from "../repositories";
import type { PublishedConfigs } from "../tenant-config/published";

export const rowIdOf = (kind: ListKind, recordId: string): string => `${kind}:${recordId}`;

type RowRepositories = Pick<Repositories, "applications" | "offers" | "students" | "listRows" | "conversationMessages">;

interface PendingRow {
  kind: ListKind;
  record: EntityRecord;
  scope: ListRowScope;
}

/** Writes the rows of a batch of records: new rows in one insert, changed ones one by one. */
async function writeRows(repositories: RowRepositories, tenant: string, config: PreparedConfig, pending: readonly PendingRow[], now: string): Promise<void> {
  if (!pending.length) return;
  const ids = pending.map(({ kind, record }) => rowIdOf(kind, record._id));
  const existing = new Map((await repositories.listRows.find(tenant, { _id: { $in: ids } })).map((row) => [row._id, row]));
  const inserts: Array<Omit<ListRowRecord, "_version" | "tenant">> = [];
  for (const { kind, record, scope } of pending) {
    const row = listRowOf(config, kind, scope);
    const id = rowIdOf(kind, record._id);
    const meta = { kind, recordId: record._id, userId: String(record.userId ?? ""), assignedTo: row.assignedTo, search: row.search, updatedAt: now };
    const stored = existing.get(id);
    if (!stored) {
      inserts.push({ _id: id, ...row.fields, ...meta } as Omit<ListRowRecord, "_version" | "tenant">);
      continue;
    }
    const kept = new Set([...Object.keys(row.fields), ...Object.keys(meta), "_id", "_version", "tenant"]);
    const gone = Object.keys(stored).filter((key) => !kept.has(key));
    await repositories.listRows.update(tenant, id, { $set: { ...row.fields, ...meta }, ...(gone.length ? { $unset: Object.fromEntries(gone.map((key) => [key, ""])) } : {}) });
  }
  if (inserts.length) await repositories.listRows.insertMany(tenant, inserts);
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
    // A student's row counts their unread messages (decision 0822).
    this.repositories.conversationMessages.onChange(async (tenant, ids) => {
      const messages = await this.repositories.conversationMessages.find(tenant, { _id: { $in: [...ids] } }, { projection: { personId: 1 } });
      const students = await this.repositories.students.find(tenant, { userId: { $in: [...new Set(messages.map((message) => message.personId))] } }, { projection: { _id: 1 } });
      if (students.length) await this.refresh(tenant, "students", students.map((student) => student._id));
    });
  }

  /** Unread messages per person, audience and side. */
  private async unreadByPerson(tenant: string, personIds: readonly string[]): Promise<Map<string, UnreadCounts>> {
    const waiting = await this.repositories.conversationMessages.find(tenant, { personId: { $in: [...personIds] }, unreadBy: { $in: ["team", "outside"] } }, { projection: { personId: 1, audience: 1, unreadBy: 1 } });
    const byPerson = new Map<string, typeof waiting>();
    for (const message of waiting) byPerson.set(message.personId, [...(byPerson.get(message.personId) ?? []), message]);
    return new Map([...byPerson].map(([personId, messages]) => [personId, unreadCounts(messages)]));
  }

  async refresh(tenant: string, kind: ListKind, ids: readonly string[]): Promise<void> {
    const config = (await this.configs.current(tenant)).prepared;
    const now = this.clock().toISOString();
    const { repositories } = this;
    const records = await repositories[kind].find(tenant, { _id: { $in: [...ids] } });
    const found = new Set(records.map((record) => record._id));
    for (const id of ids) if (!found.has(id)) await repositories.listRows.delete(tenant, rowIdOf(kind, id));
    if (kind === "students") {
      const unread = await this.unreadByPerson(tenant, records.map((student) => String(student.userId ?? "")));
      await writeRows(repositories, tenant, config, records.map((student) => ({ kind, record: student, scope: { student, messages: { unread: unread.get(String(student.userId ?? "")) ?? {} } } })), now);
      return;
    }
    if (kind === "applications") {
      // An offer's row shows its application's answers (names, nationality): they follow it.
      const offers = await repositories.offers.find(tenant, { applicationId: { $in: records.map((record) => record._id) } });
      const byId = new Map(records.map((record) => [record._id, record]));
      await writeRows(
        repositories,
        tenant,
        config,
        [
          ...records.map((application) => ({ kind, record: application, scope: { application } })),
          ...offers.map((offer) => ({ kind: "offers" as const, record: offer, scope: { offer, application: byId.get(String(offer.applicationId)) ?? {} } })),
        ],
        now,
      );
      return;
    }
    const applicationIds = [...new Set(records.map((offer) => String(offer.applicationId ?? "")).filter(Boolean))];
    const applications = new Map((await repositories.applications.find(tenant, { _id: { $in: applicationIds } })).map((record) => [record._id, record]));
    await writeRows(repositories, tenant, config, records.map((offer) => ({ kind, record: offer, scope: { offer, application: applications.get(String(offer.applicationId)) ?? {} } })), now);
  }
}
