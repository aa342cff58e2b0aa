// The platform's universities (issue 20 item 7; decision 0838): added from the template (the
// defaults in tenant-configs/_defaults with the new university's name, code, sponsor licence,
// campuses, faculties and intakes), which publishes its configuration version 1; deactivated and
// reactivated, never deleted. A deactivated university's users cannot sign in, and their open
// sessions end on their next request.
import { z } from "zod";
import type { Services } from "../services";
import type { TenantRecord } from "../repositories";
import { composeTenantConfig, loadConfigsFromDisk } from "../tenant-config/load-from-disk";
import type { Json } from "../tenant-config/merge-patch";
import { validateConfiguration } from "../tenant-config/validate";
import { TENANT_CONFIGS_DIR } from "../paths";
import { ORDER_STEP } from "../../rules/config/upgrade-keyed-areas";
import { formatMessage } from "../../rules/forms/messages";
import { defaultCatalogue } from "../default-catalogue";

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/** The form's answers, checked; each message key says what to do with that field. */
export const newUniversitySchema = z.object({
  name: z.string().trim().min(1, "admin.universities.error.name").max(200, "admin.universities.error.nameLong"),
  key: z.string().trim().regex(/^[a-z][a-z0-9-]{1,39}$/, "admin.universities.error.key"),
  code: z.string().trim().regex(/^[A-Za-z0-9]{2,10}$/, "admin.universities.error.code"),
  licenceNumber: z.string().trim().regex(/^[A-Za-z0-9]{6,20}$/, "admin.universities.error.licenceNumber"),
  schoolName: z.string().trim().min(1, "admin.universities.error.schoolName").max(200, "admin.universities.error.schoolName"),
  address: z.string().trim().max(500, "admin.universities.error.address"),
  city: z.string().trim().max(100, "admin.universities.error.city"),
  postcode: z.string().trim().max(10, "admin.universities.error.postcode"),
  campuses: z.string().max(5000, "admin.universities.error.campuses"),
  faculties: z.string().max(5000, "admin.universities.error.faculties"),
  intakes: z.string().refine((text) => lines(text).every((line) => /^\d{4}-(0[1-9]|1[0-2])$/.test(line)), "admin.universities.error.intakes"),
});

export type NewUniversity = z.infer<typeof newUniversitySchema>;

export class UniversityExistsError extends Error {}

/** An intake's label ("September 2027") in the catalogue's words: the month as forms name it, in the label's own order. */
function intakeLabel(id: string): string {
  const text = (key: string) => defaultCatalogue[key]?.text ?? key;
  return formatMessage(text("admin.universities.intakeLabel"), { month: text(`form.month.${id.slice(5, 7)}`), year: id.slice(0, 4) });
}

function intakesOf(text: string) {
  return [...new Set(lines(text))].sort().map((id, index) => ({ id, order: (index + 1) * ORDER_STEP, label: intakeLabel(id), status: "Future" as const }));
}

/**
 * The university's intakes keyed by id (decision 0035), the defaults' example intakes it did not
 * give nulled: a university runs its own intakes, not the examples as well (decision 0095).
 */
function intakesPatch(intakes: ReturnType<typeof intakesOf>, defaults: unknown): { [id: string]: Json } {
  const examples = typeof defaults === "object" && defaults !== null ? Object.keys(defaults) : [];
  return { ...Object.fromEntries(examples.map((id) => [id, null])), ...Object.fromEntries(intakes.map((intake) => [intake.id, intake])) };
}

/** The new university's configuration: the defaults, with what the form gave. */
export async function templateConfiguration(university: NewUniversity, configRoot = TENANT_CONFIGS_DIR): Promise<Record<string, unknown>> {
  const onDisk = await loadConfigsFromDisk(configRoot);
  const intakes = intakesOf(university.intakes);
  const settings = {
    universityName: university.name,
    universityCode: university.code.toUpperCase(),
    sponsor: { licenceNumber: university.licenceNumber.toUpperCase(), schoolName: university.schoolName, address: university.address, city: university.city, postcode: university.postcode.toUpperCase() },
    campuses: lines(university.campuses),
    faculties: lines(university.faculties),
    ...(intakes.length ? { intakes: intakesPatch(intakes, (onDisk.defaults.settings as { intakes?: unknown } | undefined)?.intakes), defaultIntake: intakes[0].id } : {}),
  };
  const identity = { key: university.key, name: university.name, code: university.code.toUpperCase() };
  return composeTenantConfig(onDisk, { identity, patch: { settings } }) as Record<string, unknown>;
}

/** Adds the university and publishes its version 1; problems (none expected of the template) refuse it. */
export async function addUniversity(services: Services, university: NewUniversity, by: string): Promise<{ problems: string[] }> {
  const { repositories, configs } = services;
  if (await repositories.tenants.findByKey(university.key)) throw new UniversityExistsError(university.key);
  const config = await templateConfiguration(university);
  const problems = validateConfiguration(config);
  if (problems.length) return { problems: problems.map((problem) => `${problem.location}: ${problem.problem}`) };
  const at = services.clock().toISOString();
  await repositories.tenants.insert({ key: university.key, name: university.name, code: university.code.toUpperCase(), createdAt: at });
  await configs.publish(university.key, config, { by, note: "Created from the template", basedOn: null });
  await repositories.auditLog.insert(university.key, { at, actorId: by, action: "university.create", entity: "tenants", entityId: university.key, details: { name: university.name } });
  forgetTenantStatus(services, university.key);
  return { problems: [] };
}

/** Deactivates or reactivates a university (nothing is deleted). */
export async function setUniversityActive(services: Services, key: string, active: boolean, by: string): Promise<TenantRecord | null> {
  const at = services.clock().toISOString();
  const updated = await services.repositories.tenants.setActive(key, active, { at, by });
  if (updated) await services.repositories.auditLog.insert(key, { at, actorId: by, action: active ? "university.reactivate" : "university.deactivate", entity: "tenants", entityId: key });
  forgetTenantStatus(services, key);
  return updated;
}

// Whether a university is active is asked on every signed-in request: kept for a few seconds, so
// another app instance sees a deactivation within that time (this one at once).
const STATUS_SECONDS = 5;
const statuses = new WeakMap<object, Map<string, { active: boolean; readAt: number }>>();

function statusCache(services: Pick<Services, "store">) {
  let cache = statuses.get(services.store);
  if (!cache) {
    cache = new Map();
    statuses.set(services.store, cache);
  }
  return cache;
}

function forgetTenantStatus(services: Pick<Services, "store">, key: string): void {
  statusCache(services).delete(key);
}

export async function universityActive(services: Pick<Services, "store" | "repositories">, key: string): Promise<boolean> {
  const cache = statusCache(services);
  // Wall-clock time: how fresh a cached answer is, not the platform's "today".
  const now = Date.now();
  const known = cache.get(key);
  if (known && now - known.readAt < STATUS_SECONDS * 1000) return known.active;
  const tenant = await services.repositories.tenants.findByKey(key);
  const active = tenant !== null && tenant.active !== false;
  cache.set(key, { active, readAt: now });
  return active;
}

export function listUniversities(services: Pick<Services, "repositories">): Promise<TenantRecord[]> {
  return services.repositories.tenants.list();
}

export function findUniversity(services: Pick<Services, "repositories">, key: string): Promise<TenantRecord | null> {
  return services.repositories.tenants.findByKey(key);
}

/** Each university with its configuration's version in force and how many accounts it has. */
export async function universitySummaries(services: Pick<Services, "repositories">) {
  const tenants = await listUniversities(services);
  return Promise.all(
    tenants.map(async (tenant) => ({
      key: tenant.key,
      name: tenant.name,
      code: tenant.code,
      active: tenant.active !== false,
      version: await services.repositories.configVersions.latestVersionNumber(tenant.key),
      users: await services.repositories.users.count(tenant.key, {}),
    })),
  );
}
