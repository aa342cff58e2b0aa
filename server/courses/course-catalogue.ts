// The university's course records as the courses applicants choose from (decision 0828): the
// published configuration read with its settings' courses joined by the stored ones, rebuilt
// only when a course is added or changed (the revision: how many there are, the newest change, and
// the changes this process made). A change made by
// this process is seen at once; one made by another app instance within RECHECK_MS, so a request
// does not ask the store for the revision every time.
import { courseCatalogue } from "../../rules/courses/catalogue";
import type { PreparedConfig } from "../../rules/config/prepared-config";
import type { Repositories } from "../repositories";
import type { LiveOverlay } from "../tenant-config/published";

const RECHECK_MS = 5_000;

export function courseCatalogueOverlay(repositories: Pick<Repositories, "courses">, clock: () => Date): LiveOverlay<PreparedConfig> {
  const known = new Map<string, { revision: string; at: number }>();
  // Changes made here count on their own: two saved within one clock tick share their updatedAt.
  const changes = new Map<string, number>();
  repositories.courses.onChange(async (tenant) => {
    known.delete(tenant);
    changes.set(tenant, (changes.get(tenant) ?? 0) + 1);
  });
  return {
    async revision(tenant) {
      const now = clock().getTime();
      const cached = known.get(tenant);
      if (cached && now - cached.at < RECHECK_MS) return cached.revision;
      const newest = await repositories.courses.findOne(tenant, {}, { sort: { updatedAt: -1 }, projection: { updatedAt: 1, _version: 1 } });
      const count = await repositories.courses.count(tenant, {});
      const revision = newest ? `${changes.get(tenant) ?? 0}/${count}/${String(newest.updatedAt)}/${newest._id}/${String(newest._version)}` : "";
      known.set(tenant, { revision, at: now });
      return revision;
    },
    async apply(tenant, prepared) {
      const stored = await repositories.courses.find(tenant, {});
      if (stored.length === 0) return prepared;
      return prepared.withCourses(courseCatalogue(prepared.areas.courses.compiledCatalogue, prepared.settings.courses ?? [], stored));
    },
  };
}
