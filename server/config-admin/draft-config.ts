// The draft made ready for the same evaluation users get (rules/pages), compiled as a whole like a
// publish but tolerant: a form with problems is unavailable (with its problems) while the rest
// can be previewed. Kept per draft and version, so a preview or impact check after an edit compiles
// the draft once and later requests reuse it.
import { prepareDraft, type PreparedConfig, type Problem } from "../../rules";
import { createLruCache } from "../../rules/lru-cache";
import type { WorkingCopy } from "./working-copy";

export interface DraftPreparation {
  /** Null when the draft's shape is wrong (see problems): nothing can be evaluated. */
  config: PreparedConfig | null;
  problems: readonly Problem[];
}

const prepared = createLruCache<DraftPreparation>(16);

export function draftConfig(copy: Pick<WorkingCopy, "tenant" | "config" | "draftVersion" | "draftId" | "basedOnVersion" | "published">): DraftPreparation {
  if (copy.draftVersion === 0) return { config: copy.published.prepared, problems: [] };
  return prepared.getOrCreate(`${copy.tenant}\u0000${copy.draftId}\u0000${copy.basedOnVersion}\u0000${copy.draftVersion}`, () => {
    const { prepared: config, problems } = prepareDraft(copy.config, { version: copy.basedOnVersion });
    return { config, problems };
  });
}
