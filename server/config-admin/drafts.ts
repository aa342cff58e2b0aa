// The Config screen's drafts: one per university (`configDrafts`, unique by tenant), holding the
// whole draft configuration as JSON text (its keys contain dots; docs/decisions/0007), the
// published version it started from and the store's `_version`. Every save names the draft
// version it was based on; a save based on an older one is refused (DraftConflictError), never
// merged. Before the first save there is no draft: the published version is what is shown.
import type { Store } from "../store/port";
import { DuplicateKeyError, VersionConflictError } from "../store/port";
import { TenantScopedRepository, type TenantDocument } from "../repositories/tenant-scoped";

export interface ConfigDraftRecord extends TenantDocument {
  configJson: string;
  /** The published version the draft started from. */
  basedOnVersion: number;
  /** Set when the draft was made from an earlier version to roll back to it (its number). */
  rollbackTo?: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
}

/** The draft moved on (or was published or discarded) since the editor loaded it. Nothing was written. */
export class DraftConflictError extends Error {
  constructor(readonly currentVersion: number) {
    super(`The draft is at version ${currentVersion}; this change was based on an earlier one and was not saved`);
  }
}

export class ConfigDrafts {
  private readonly repository: TenantScopedRepository<ConfigDraftRecord>;

  constructor(private readonly store: Store) {
    this.repository = new TenantScopedRepository<ConfigDraftRecord>(store.collection<ConfigDraftRecord>("configDrafts"));
  }

  get(tenant: string): Promise<ConfigDraftRecord | null> {
    return this.repository.findOne(tenant, {});
  }

  /**
   * Saves the whole draft. `expectedVersion` is the draft version the edit was made on: 0 when
   * there was no draft (the edit started from published version `basedOnVersion`).
   */
  async save(
    tenant: string,
    config: Record<string, unknown>,
    meta: { by: string; at: string; expectedVersion: number; basedOnVersion: number; rollbackTo?: number },
  ): Promise<ConfigDraftRecord> {
    const configJson = JSON.stringify(config);
    if (meta.expectedVersion === 0) {
      try {
        return await this.repository.insert(tenant, {
          configJson,
          basedOnVersion: meta.basedOnVersion,
          ...(meta.rollbackTo === undefined ? {} : { rollbackTo: meta.rollbackTo }),
          createdAt: meta.at,
          createdBy: meta.by,
          updatedAt: meta.at,
          updatedBy: meta.by,
        });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        throw new DraftConflictError((await this.get(tenant))?._version ?? 0);
      }
    }
    const current = await this.get(tenant);
    if (!current) throw new DraftConflictError(0);
    try {
      const saved = await this.repository.update(tenant, current._id, { $set: { configJson, updatedAt: meta.at, updatedBy: meta.by } }, meta.expectedVersion);
      if (!saved) throw new DraftConflictError(0);
      return saved;
    } catch (error) {
      if (error instanceof VersionConflictError) throw new DraftConflictError(error.actualVersion);
      throw error;
    }
  }

  /** Removes the draft if it is still at `expectedVersion` (after publishing it, or on 'Discard'). */
  async discard(tenant: string, expectedVersion: number): Promise<boolean> {
    const current = await this.get(tenant);
    if (!current) return false;
    if (current._version !== expectedVersion) throw new DraftConflictError(current._version);
    return this.repository.deleteWhere(tenant, { _id: current._id, _version: expectedVersion }).then((count) => count > 0);
  }
}
