// The university's course records as the courses applicants choose from (decision 0828): the
// published configuration read with its settings' courses joined by the stored ones, rebuilt
// only when a course is added or changed (the newest change is the revision).
import { courseCatalogue } from "../../rules/courses/catalogue";
import type { PreparedConfig } from "../../rules/config/prepared-config";
import type { Repositories } from "../repositories";
import type { LiveOverlay } from "../tenant-config/published";

export function courseCatalogueOverlay(repositories: Pick<Repositories, "courses">): LiveOverlay<PreparedConfig> {
  return {
    async revision(tenant) {
      const newest = await repositories.courses.findOne(tenant, {}, { sort: { updatedAt: -1 }, projection: { updatedAt: 1, _version: 1 } });
      return newest ? `${String(newest.updatedAt)}/${newest._id}/${String(newest._version)}` : "";
    },
    async apply(tenant, prepared) {
      const stored = await repositories.courses.find(tenant, {});
      if (stored.length === 0) return prepared;
      return prepared.withCourses(courseCatalogue(prepared.areas.courses.compiledCatalogue, prepared.settings.courses ?? [], stored));
    },
  };
}
