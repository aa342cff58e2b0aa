// What the Config screen edits: the university's draft when there is one, otherwise its
// published configuration (from which the first save starts a draft).
import type { Services } from "../services";
import type { PublishedConfig } from "../tenant-config/published";
import type { PreparedConfig } from "../../rules";
import { ConfigDrafts, type ConfigDraftRecord } from "./drafts";
import { readStoredConfig } from "../tenant-config/stored-config";

export interface WorkingCopy {
  tenant: string;
  /** A private copy: edits may change it freely. */
  config: Record<string, unknown>;
  /** The draft's store version; 0 when there is no draft yet. */
  draftVersion: number;
  /** The draft's identity: a discarded draft's successor starts again at version 1. */
  draftId: string | null;
  /** The published version the draft started from (the current one when there is no draft). */
  basedOnVersion: number;
  draft: Pick<ConfigDraftRecord, "createdAt" | "createdBy" | "updatedAt" | "updatedBy"> | null;
  /** The earlier version the draft was made from to roll back to it; null for any other draft. */
  rollbackTo: number | null;
  published: PublishedConfig<PreparedConfig>;
}

export function drafts(services: Pick<Services, "store">): ConfigDrafts {
  return new ConfigDrafts(services.store);
}

export async function loadWorkingCopy(services: Pick<Services, "store" | "configs">, tenant: string): Promise<WorkingCopy> {
  const [published, draft] = await Promise.all([services.configs.current(tenant), drafts(services).get(tenant)]);
  if (!draft) {
    return { tenant, config: structuredClone(published.config), draftVersion: 0, draftId: null, basedOnVersion: published.version, draft: null, rollbackTo: null, published };
  }
  return {
    tenant,
    config: readStoredConfig(draft.configJson),
    draftVersion: draft._version,
    draftId: draft._id,
    basedOnVersion: draft.basedOnVersion,
    draft: { createdAt: draft.createdAt, createdBy: draft.createdBy, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy },
    rollbackTo: draft.rollbackTo ?? null,
    published,
  };
}
