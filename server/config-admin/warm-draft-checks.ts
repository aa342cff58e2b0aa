// The first draft check or publish after the server starts waited for the ReDoS checker to start
// and think about every schema pattern (about 8 s for a demo university). At start, the server asks
// it about every university's published patterns in the background, so a draft, which changes few
// of them, is checked from kept verdicts (decision 0107).
import type { Services } from "../services";
import { warmPatternVerdicts } from "../tenant-config/browser-patterns";
import { listUniversities } from "../tenants/universities";

/** Asks the pattern checker about each university's published configuration; how many patterns it asked about. */
export async function warmDraftChecks(services: Pick<Services, "repositories" | "configs">): Promise<number> {
  const configs: Array<Record<string, unknown>> = [];
  for (const university of await listUniversities(services)) {
    // A university whose configuration cannot be read now is checked when a draft of it is.
    const published = await services.configs.current(university.key).catch(() => null);
    if (published) configs.push(published.config);
  }
  return warmPatternVerdicts(configs);
}
