// The configuration each university runs is the newest published version in the store. Every
// request asks the store for the newest version number (one small indexed read, shared by the
// requests asking at the same moment) and reuses the prepared (compiled) configuration while that
// number is unchanged, so a publish reaches users on their next request without a restart, and
// evaluating a record never recompiles.
import { DuplicateKeyError } from "../store/port";
import type { ConfigVersionRecord, Repositories } from "../repositories";
import { readStoredConfig } from "./stored-config";

export interface PublishedConfig<Prepared> {
  tenant: string;
  version: number;
  config: Record<string, unknown>;
  prepared: Prepared;
}

/**
 * What a university keeps as records but rules read as configuration (its course catalogue,
 * decision 0828): `revision` is one small read whose answer changes whenever the records do, so
 * the overlaid configuration is rebuilt only then.
 */
export interface LiveOverlay<Prepared> {
  revision(tenant: string): Promise<string>;
  apply(tenant: string, prepared: Prepared): Promise<Prepared>;
}

export class ConfigNotPublishedError extends Error {}
export class PublishConflictError extends Error {}

export class PublishedConfigs<Prepared> {
  private readonly cache = new Map<string, PublishedConfig<Prepared>>();
  private readonly overlaid = new Map<string, { version: number; revision: string; entry: PublishedConfig<Prepared> }>();
  /** Reads of a university's newest version number under way: callers meanwhile share the answer. */
  private readonly latestReads = new Map<string, Promise<number | null>>();

  constructor(
    private readonly repositories: Pick<Repositories, "configVersions" | "auditLog">,
    private readonly prepare: (config: Record<string, unknown>, version: number) => Prepared,
    private readonly now: () => Date,
    private readonly overlay?: LiveOverlay<Prepared>,
  ) {}

  async current(tenant: string): Promise<PublishedConfig<Prepared>> {
    if (!this.overlay) return this.published(tenant);
    const [entry, revision] = await Promise.all([this.published(tenant), this.overlay.revision(tenant)]);
    const known = this.overlaid.get(tenant);
    if (known && known.version === entry.version && known.revision === revision) return known.entry;
    const overlaid = { ...entry, prepared: await this.overlay.apply(tenant, entry.prepared) };
    this.overlaid.set(tenant, { version: entry.version, revision, entry: overlaid });
    return overlaid;
  }

  /** The newest published version as published, without the live overlay. */
  private async published(tenant: string): Promise<PublishedConfig<Prepared>> {
    const latest = await this.latestVersionNumber(tenant);
    if (latest === null) throw new ConfigNotPublishedError(`No configuration has been published for ${tenant}`);
    const cached = this.cache.get(tenant);
    if (cached && cached.version === latest) return cached;
    const record = await this.repositories.configVersions.byNumber(tenant, latest);
    if (!record) throw new ConfigNotPublishedError(`Configuration version ${latest} of ${tenant} is missing`);
    return this.remember(record);
  }

  /**
   * A page asks for its university's configuration several times (layout, page, navigation), and
   * many pages are drawn at once: one read of the newest version number serves every caller that
   * asks while it is under way. A publish here ends the sharing, so whoever asks after it reads anew.
   */
  private latestVersionNumber(tenant: string): Promise<number | null> {
    let read = this.latestReads.get(tenant);
    if (!read) {
      read = this.repositories.configVersions.latestVersionNumber(tenant).finally(() => {
        if (this.latestReads.get(tenant) === read) this.latestReads.delete(tenant);
      });
      this.latestReads.set(tenant, read);
    }
    return read;
  }

  private remember(record: ConfigVersionRecord): PublishedConfig<Prepared> {
    const config = readStoredConfig(record.configJson);
    const entry = { tenant: record.tenant, version: record.version, config, prepared: this.prepare(config, record.version) };
    this.cache.set(record.tenant, entry);
    return entry;
  }

  /**
   * Publishes a new version. The caller has validated the configuration. `basedOn` is the
   * version the author started from: if someone published since, the publish is refused.
   */
  async publish(
    tenant: string,
    config: Record<string, unknown>,
    meta: { by: string; note: string; basedOn?: number | null; action?: string; details?: Record<string, unknown> },
  ): Promise<ConfigVersionRecord> {
    const latest = await this.repositories.configVersions.latestVersionNumber(tenant);
    if (meta.basedOn !== undefined && meta.basedOn !== latest) {
      throw new PublishConflictError(`Version ${latest} was published after you started; review it before publishing again`);
    }
    const version = (latest ?? 0) + 1;
    const at = this.now().toISOString();
    let record: ConfigVersionRecord;
    try {
      record = await this.repositories.configVersions.insert(tenant, { version, configJson: JSON.stringify(config), publishedAt: at, publishedBy: meta.by, note: meta.note });
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw new PublishConflictError(`Version ${version} was published by someone else a moment ago`);
      throw error;
    }
    this.latestReads.delete(tenant);
    await this.repositories.auditLog.insert(tenant, {
      at,
      actorId: meta.by,
      action: meta.action ?? "config.publish",
      entity: "configVersions",
      entityId: String(version),
      details: { note: meta.note, ...(meta.details ?? {}) },
    });
    return record;
  }
}
