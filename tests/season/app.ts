// The application as the season drives it: the real services (embedded store in the season's data
// folder, the published configurations, the projectors) with "now" pinned to the simulated
// instant, the universities' staff, and the one way a staff or applicant form is submitted
// (evaluated by the form's rules, the workflow's checks, then saved), as the pages do it.
import { evaluatePage, type PreparedConfig } from "../../rules";
import type { PageEvaluation } from "../../rules";
import { readEnv } from "../../server/config/env";
import { toSignedInUser } from "../../server/auth/guards";
import type { AccountRecord } from "../../server/auth/accounts";
import type { SignedInUser } from "../../server/auth/permissions";
import { TENANT_CONFIGS_DIR } from "../../server/paths";
import type { EntityRecord } from "../../server/repositories";
import { viewOf, type OpenedRecord, type RecordCollection } from "../../server/records/record-page";
import { composeTenantConfig, loadConfigsFromDisk } from "../../server/tenant-config/load-from-disk";
import { validateConfiguration } from "../../server/tenant-config/validate";
import { createServices, type Services } from "../../server/services";
import type { StaffForm, StaffFormScope } from "../../server/forms/staff-form";
import { VersionConflictError } from "../../server/store/port";
import { universityToday } from "../../server/time";
import demo from "../../tenant-configs/_demo/demo.json";

/** The two universities of the season: different courses, intakes, verification modes and reminder timings. */
export const SEASON_TENANTS = ["northbridge", "pennine"] as const;
export type SeasonTenant = (typeof SEASON_TENANTS)[number];

/** The staff of each university, by the demo's local part (uniadmin, uni, unisecure, unilite, enroly, agent, agencyadmin, agent2, partner, immigration). */
export type StaffKey = (typeof demo.staff)[number]["local"];
export const STAFF_KEYS = demo.staff.map((person) => person.local) as StaffKey[];

export interface Clock {
  now(): Date;
  set(at: Date): void;
}

export interface SeasonApp {
  services: Services;
  clock: Clock;
  staff: Record<string, Record<string, SignedInUser>>;
  /** The platform Admin (no university). */
  admin: SignedInUser;
  /** The season's one password, hashed once (staff and applicants who sign in over HTTP). */
  passwordHash: string;
  close(): Promise<void>;
}

export const staffEmail = (local: string, tenant: string) => `${local}@${tenant}.season.example`;
export const ADMIN_EMAIL = "admin@season.example";

export function settableClock(start: Date): Clock {
  let current = new Date(start);
  return { now: () => new Date(current), set: (at) => (current = new Date(at)) };
}

/** Opens the application on the data folder (a killed process's lock is stale and cleared by the store). */
export async function openApp(dataDir: string, clock: Clock): Promise<Services> {
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", REMINDER_TICK: "off", AUTOMATION_TICK: "off", RETENTION_TICK: "off", PUBLIC_URL: "http://season.example" });
  return createServices(env, { clock: () => clock.now(), owner: "season simulation" });
}

/** First start on an empty folder: the two universities' configurations published (as the seed publishes them), the staff accounts made. */
export async function setUpUniversities(services: Services): Promise<void> {
  const onDisk = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  const at = services.clock().toISOString();
  for (const tenant of onDisk.tenants.filter((candidate) => (SEASON_TENANTS as readonly string[]).includes(candidate.identity.key))) {
    const { key, name, code } = tenant.identity;
    if (!(await services.repositories.tenants.findByKey(key))) await services.repositories.tenants.insert({ key, name, code, createdAt: at });
    if ((await services.repositories.configVersions.latestVersionNumber(key)) !== null) continue;
    const config = composeTenantConfig(onDisk, tenant) as Record<string, unknown>;
    const problems = validateConfiguration(config);
    if (problems.length) throw new Error(`season: ${key}'s configuration has problems: ${problems.slice(0, 5).map((problem) => `${problem.location}: ${problem.problem}`).join("; ")}`);
    await services.configs.publish(key, config, { by: "seed", note: "Initial configuration from tenant-configs/", basedOn: null });
  }
  const existing = await services.repositories.users.findByEmailForSignIn(ADMIN_EMAIL);
  if (!existing) await services.repositories.users.insertUser({ email: ADMIN_EMAIL, role: "Admin", passwordHash: "", status: "CONFIRMED", disabled: false, givenName: "Platform", familyName: "Admin", createdAt: at });
  for (const tenant of SEASON_TENANTS) {
    for (const person of demo.staff) {
      const email = staffEmail(person.local, tenant);
      if (await services.repositories.users.findByEmailForSignIn(email)) continue;
      await services.repositories.users.insertUser({
        tenant, email, role: person.role, passwordHash: "", status: "CONFIRMED", disabled: false,
        givenName: person.givenName, familyName: person.familyName, createdAt: at,
        ...("organisationId" in person && person.organisationId ? { organisationId: person.organisationId } : {}),
      });
    }
  }
}

/** The signed-in view of every staff account (read from the store: ids are the store's). */
export async function loadStaff(services: Services): Promise<{ staff: SeasonApp["staff"]; admin: SignedInUser }> {
  const staff: SeasonApp["staff"] = {};
  for (const tenant of SEASON_TENANTS) {
    staff[tenant] = {};
    for (const local of STAFF_KEYS) {
      const account = await services.repositories.users.findByEmailForSignIn(staffEmail(local, tenant));
      if (!account) throw new Error(`season: staff account ${local}@${tenant} is missing`);
      staff[tenant][local] = toSignedInUser(account as AccountRecord);
    }
  }
  const admin = await services.repositories.users.findByEmailForSignIn(ADMIN_EMAIL);
  if (!admin) throw new Error("season: the platform Admin is missing");
  return { staff, admin: toSignedInUser(admin as AccountRecord) };
}

export async function signedIn(services: Services, userId: string): Promise<SignedInUser> {
  const account = await services.repositories.users.findByIdForSession(userId);
  if (!account) throw new Error(`season: no account ${userId}`);
  return toSignedInUser(account as AccountRecord);
}

export async function configOf(services: Services, tenant: string): Promise<PreparedConfig> {
  return (await services.configs.current(tenant)).prepared;
}

export async function todayOf(services: Services, tenant: string): Promise<string> {
  return universityToday(services.clock(), await configOf(services, tenant));
}

/** A record opened for a user, as a page opens it (the permission checks are the pages'; the season acts only as those allowed). */
export function open(services: Services, user: SignedInUser, collection: RecordCollection, record: EntityRecord): Promise<OpenedRecord> {
  return viewOf(services, user, collection, record);
}

export type FormOutcome = { kind: "saved"; next?: string } | { kind: "refused"; errors: Array<{ path: string; message: string }> } | { kind: "stale" };

function evaluate(scope: StaffFormScope, form: StaffForm, data: Record<string, unknown>): PageEvaluation {
  return evaluatePage(scope.config, form.formId, { record: form.subject, data, today: scope.today, role: scope.user.role, ...(form.lists ? { lists: form.lists } : {}) });
}

/** A staff form posted with these answers: the form's rules, the workflow's checks, the stored checks, then the save (as server/forms/staff-form.ts). */
export async function submitStaffForm(scope: StaffFormScope, form: StaffForm, answers: Record<string, unknown>, version: number): Promise<FormOutcome> {
  const evaluation = evaluate(scope, form, answers);
  const problems = evaluation.errors.length ? evaluation.errors : [...(form.check?.(evaluation.storable) ?? []), ...((await form.checkStored?.(evaluation.storable)) ?? [])];
  if (problems.length) return { kind: "refused", errors: problems.map((problem) => ({ path: problem.path, message: problem.message })) };
  try {
    const saved = await form.save(evaluation.storable, version);
    return { kind: "saved", ...(saved?.next ? { next: saved.next } : {}) };
  } catch (error) {
    if (error instanceof VersionConflictError) return { kind: "stale" };
    throw error;
  }
}
