// The published versions of a university, newest first, with who published them.
import type { Services } from "../services";

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The publisher's name or email; the raw id when the account is gone ("seed" for seeding). */
  publisher: string;
  note: string;
}

export async function listVersions(services: Pick<Services, "repositories">, tenant: string): Promise<VersionSummary[]> {
  const versions = await services.repositories.configVersions.find(
    tenant,
    {},
    { sort: { version: -1 }, projection: { version: 1, publishedAt: 1, publishedBy: 1, note: 1 } },
  );
  const names = new Map<string, string>();
  for (const id of new Set(versions.map((version) => version.publishedBy))) {
    const user = await services.repositories.users.findByIdForSession(id);
    if (user) names.set(id, [user.givenName, user.familyName].filter(Boolean).join(" ") || user.email);
  }
  return versions.map((version) => ({
    version: version.version,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
    publisher: names.get(version.publishedBy) ?? version.publishedBy,
    note: version.note,
  }));
}

/** A user's display name for "saved by" lines. */
export async function userName(services: Pick<Services, "repositories">, id: string): Promise<string> {
  const user = await services.repositories.users.findByIdForSession(id);
  return user ? [user.givenName, user.familyName].filter(Boolean).join(" ") || user.email : id;
}

/** The version in force: the latest published. */
export function latestVersion(services: Pick<Services, "repositories">, tenant: string) {
  return services.repositories.configVersions.latest(tenant);
}
