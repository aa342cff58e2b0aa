// Validating, publishing, discarding and rolling back. A draft with problems cannot be
// published; publishing creates the next version through PublishedConfigs (so users get it on
// their next request) and removes the draft; a rollback is a draft made from an earlier
// version's configuration, checked and published like any other, naming the versions it undoes. Both are in the audit log with the changes in words. A newly
// published automation that applies to existing records acts on them then (decision 0851). A version
// that changes what a projector reads (the list rows) has its outputs rebuilt in the background,
// with progress on the Config screen (decision 0027).
import type { Problem } from "../../rules";
import type { Services } from "../services";
import { PublishConflictError } from "../tenant-config/published";
import { checkBeforePublishing } from "../tenant-config/validate";
import { auditChanges, changesBetween } from "./changes";
import { DraftConflictError } from "./drafts";
import { drafts, loadWorkingCopy } from "./working-copy";
import { actOnExisting, automationsChangedBy } from "../automations/existing-records";
import { rebuildAfterPublish } from "../records/rebuild";
import { listVersions, type VersionSummary } from "./history";
import { readStoredConfig } from "../tenant-config/stored-config";
import { withDocumentsScope } from "./publish-scope";

type PublishServices = Pick<Services, "store" | "configs" | "repositories" | "clock">;

export type PublishOutcome =
  | { kind: "published"; version: number }
  | { kind: "problems"; problems: Problem[] }
  | { kind: "noDraft" }
  | { kind: "draftConflict"; savedBy: string; savedAt: string }
  | { kind: "publishConflict"; latest: number };

export function validateDraft(config: Record<string, unknown>): Promise<Problem[]> {
  return checkBeforePublishing(config);
}

/** Publishes the draft the author was looking at (`draftVersion`), if it has no problems. */
export async function publishDraft(
  services: Services,
  tenant: string,
  meta: { by: string; note: string; draftVersion: number; words: Record<string, string>; scope?: string },
): Promise<PublishOutcome> {
  const working = await loadWorkingCopy(services, tenant);
  if (working.draftVersion === 0) return { kind: "noDraft" };
  // Someone saved the draft after the author opened it: what would be published is not what they reviewed.
  if (working.draftVersion !== meta.draftVersion) return { kind: "draftConflict", savedBy: working.draft?.updatedBy ?? "", savedAt: working.draft?.updatedAt ?? "" };
  // "Apply to students who have not reached <stage>": the version carries the scope (decision 0075); without a choice the draft's stays.
  const copy = meta.scope === undefined ? working : { ...working, config: withDocumentsScope(working.config, working.published.config, working.published.version, meta.scope) };
  const problems = await validateDraft(copy.config);
  if (problems.length > 0) return { kind: "problems", problems };
  try {
    const record = await services.configs.publish(tenant, copy.config, {
      by: meta.by,
      note: meta.note,
      basedOn: copy.basedOnVersion,
      ...(copy.rollbackTo === null
        ? { action: "config.publish", details: { basedOn: copy.basedOnVersion, ...auditChanges(changesBetween(copy.published.config, copy.config, meta.words, copy.published.prepared)) } }
        : {
            action: "config.rollback",
            details: {
              rolledBackTo: copy.rollbackTo,
              undoes: (await versionsUndone(services, tenant, copy.rollbackTo, copy.basedOnVersion)).map(({ version, note, publisher }) => ({ version, note, publisher })),
              basedOn: copy.basedOnVersion,
              ...auditChanges(changesBetween(copy.published.config, copy.config, meta.words, copy.published.prepared)),
            },
          }),
    });
    try {
      await drafts(services).discard(tenant, meta.draftVersion);
    } catch (error) {
      // Someone saved the draft between the check and now: their later edits stay as a draft.
      if (!(error instanceof DraftConflictError)) throw error;
    }
    await rebuildAfterPublish(services, tenant, copy.published.config, copy.config);
    const acting = automationsChangedBy(copy.published.config, copy.config).filter((automation) => automation.enabled && automation.appliesTo === "existing").map((automation) => automation.id);
    if (acting.length) {
      const published = (await services.configs.current(tenant)).prepared;
      for (const automation of published.areas.automations.automations.filter((candidate) => acting.includes(candidate.id))) {
        // Published either way: runs a failure leaves half done are the sweep's to finish.
        await actOnExisting(services, tenant, published, automation, `publish:${record.version}`).catch((error: unknown) => services.logger.warn({ tenant, automation: automation.id, err: error }, "an automation could not act on existing records"));
      }
    }
    return { kind: "published", version: record.version };
  } catch (error) {
    if (error instanceof PublishConflictError) return { kind: "publishConflict", latest: copy.published.version };
    throw error;
  }
}

export async function discardDraft(services: PublishServices, tenant: string, draftVersion: number): Promise<"discarded" | "draftConflict" | "noDraft"> {
  try {
    return (await drafts(services).discard(tenant, draftVersion)) ? "discarded" : "noDraft";
  } catch (error) {
    if (error instanceof DraftConflictError) return "draftConflict";
    throw error;
  }
}

/** The configuration of one published version, or null. */
export async function versionConfig(services: Pick<Services, "repositories">, tenant: string, version: number): Promise<Record<string, unknown> | null> {
  const record = await services.repositories.configVersions.byNumber(tenant, version);
  return record ? readStoredConfig(record.configJson) : null;
}

export type RollbackOutcome =
  | { kind: "prepared" }
  | { kind: "unknownVersion" }
  | { kind: "draftExists" }
  | { kind: "publishConflict"; latest: number };

/**
 * Starts a rollback: a draft holding version `version`'s configuration, based on the newest
 * version, which then goes through the same changes list, validation, impact page and publish as
 * any draft. `expectedLatest` is the newest version the author saw: if another was published since,
 * nothing happens. A draft already being worked on is never replaced.
 */
export async function prepareRollback(
  services: Services,
  tenant: string,
  meta: { by: string; version: number; expectedLatest: number },
): Promise<RollbackOutcome> {
  const [target, current, draft] = await Promise.all([versionConfig(services, tenant, meta.version), services.configs.current(tenant), drafts(services).get(tenant)]);
  if (!target) return { kind: "unknownVersion" };
  if (current.version !== meta.expectedLatest) return { kind: "publishConflict", latest: current.version };
  if (draft) return { kind: "draftExists" };
  try {
    await drafts(services).save(tenant, target, { by: meta.by, at: services.clock().toISOString(), expectedVersion: 0, basedOnVersion: current.version, rollbackTo: meta.version });
  } catch (error) {
    if (error instanceof DraftConflictError) return { kind: "draftExists" };
    throw error;
  }
  return { kind: "prepared" };
}

/** The published versions a rollback to `to` undoes: every one after it, up to `latest`, oldest first. */
export async function versionsUndone(services: Pick<Services, "repositories">, tenant: string, to: number, latest: number): Promise<VersionSummary[]> {
  return (await listVersions(services, tenant)).filter((version) => version.version > to && version.version <= latest).reverse();
}
