// The repositories over the store, one per collection. Tenant-scoped ones refuse to run
// without a tenant key; the few global reads (sign-in by email, the tenant list) are named.
import { isRole } from "../../rules/auth/permissions";
import { isPlatformRole } from "../../rules/auth/role-ceiling";
import type { Collection, Store, Update } from "../store/port";
import { TenantScopedReader, TenantScopedRepository } from "./tenant-scoped";
import type { AuditRecord, AutomationEventRecord, AutomationRunRecord, ConfigVersionRecord, ConversationMessageRecord, EntityRecord, ListRowRecord, StaffTaskRecord, TenantRecord, UploadRecord, UserRecord } from "./records";

export * from "./records";
export { TenantScopedReader } from "./tenant-scoped";

export class TenantsRepository {
  constructor(private readonly collection: Collection<TenantRecord>) {}
  list(): Promise<TenantRecord[]> {
    return this.collection.find({}, { sort: { key: 1 } });
  }
  findByKey(key: string): Promise<TenantRecord | null> {
    return this.collection.findOne({ key });
  }
  insert(tenant: Omit<TenantRecord, "_id" | "_version">): Promise<TenantRecord> {
    return this.collection.insertOne({ ...tenant, _id: tenant.key });
  }
  setActive(key: string, active: boolean, change: { at: string; by: string }): Promise<TenantRecord | null> {
    return this.collection.updateOne({ key }, { $set: { active, activeChangedAt: change.at, activeChangedBy: change.by } });
  }
}

/** A platform role written to a university's user: every caller checks first, so this is a bug (decision 0508). */
export class RoleCeilingError extends Error {
  constructor(role: string) {
    super(`A university's user cannot be given the platform role "${role}"`);
    this.name = "RoleCeilingError";
  }
}

/** The last line of the role ceiling: the store never holds a university's user with a platform role. */
function refusePlatformRole(role: unknown): void {
  if (isRole(role) && isPlatformRole(role)) throw new RoleCeilingError(role);
}

export class UsersRepository extends TenantScopedRepository<UserRecord & { tenant: string }> {
  /** Sign-in looks a user up by email before any tenant is known; emails are unique platform-wide. */
  findByEmailForSignIn(email: string): Promise<UserRecord | null> {
    return this.collection.findOne({ email: email.trim().toLowerCase() });
  }
  /** Whether any account exists, in any university (a new instance has none until its first Admin). */
  async anyAccount(): Promise<boolean> {
    return (await this.collection.findOne({}, { projection: { _id: 1 } })) !== null;
  }
  findByIdForSession(id: string): Promise<UserRecord | null> {
    return this.collection.findOne({ _id: id });
  }
  /** A user's own settings (theme, the list to come back to): the user is known from the session. */
  setPreferences(id: string, preferences: Partial<NonNullable<UserRecord["preferences"]>>): Promise<UserRecord | null> {
    const entries = Object.entries(preferences);
    const $set = Object.fromEntries(entries.filter(([, value]) => value !== undefined).map(([key, value]) => [`preferences.${key}`, value]));
    const $unset = Object.fromEntries(entries.filter(([, value]) => value === undefined).map(([key]) => [`preferences.${key}`, "" as const]));
    return this.collection.updateOne({ _id: id }, { ...(Object.keys($set).length ? { $set } : {}), ...(Object.keys($unset).length ? { $unset } : {}) });
  }
  /** The account's role, changed by the workflow (an applicant handed over to the CAS pipeline becomes a student). */
  async setRole(id: string, role: string): Promise<UserRecord | null> {
    refusePlatformRole(role);
    return this.collection.updateOne({ _id: id }, { $set: { role } });
  }
  async insertUser(user: Omit<UserRecord, "_id" | "_version">): Promise<UserRecord> {
    if (user.tenant) refusePlatformRole(user.role);
    return this.collection.insertOne({ ...user, email: user.email.trim().toLowerCase() } as never);
  }
  override async update(tenant: string, id: string, update: Update, expectedVersion?: number): Promise<(UserRecord & { tenant: string }) | null> {
    refusePlatformRole(update.$set?.role);
    return super.update(tenant, id, update, expectedVersion);
  }
}

export class ConfigVersionsRepository extends TenantScopedRepository<ConfigVersionRecord> {
  latest(tenant: string): Promise<ConfigVersionRecord | null> {
    return this.findOne(tenant, {}, { sort: { version: -1 } });
  }
  /** The newest version number only: checked on every request, so it reads no configuration. */
  async latestVersionNumber(tenant: string): Promise<number | null> {
    const latest = await this.findOne(tenant, {}, { sort: { version: -1 }, projection: { version: 1 } });
    return latest?.version ?? null;
  }
  byNumber(tenant: string, version: number): Promise<ConfigVersionRecord | null> {
    return this.findOne(tenant, { version });
  }
}

/** The repositories. The records the write path owns are handed out to read only (decision 0019). */
export function createRepositories(store: Store) {
  return {
    tenants: new TenantsRepository(store.collection<TenantRecord>("tenants")),
    users: new UsersRepository(store.collection("users")),
    configVersions: new ConfigVersionsRepository(store.collection<ConfigVersionRecord>("configVersions")),
    auditLog: new TenantScopedRepository<AuditRecord>(store.collection<AuditRecord>("auditLog")),
    applications: new TenantScopedReader<EntityRecord>(store.collection<EntityRecord>("applications")),
    offers: new TenantScopedReader<EntityRecord>(store.collection<EntityRecord>("offers")),
    students: new TenantScopedReader<EntityRecord>(store.collection<EntityRecord>("students")),
    courses: new TenantScopedRepository<EntityRecord>(store.collection<EntityRecord>("courses")),
    documents: new TenantScopedReader<EntityRecord>(store.collection<EntityRecord>("documents")),
    uploads: new TenantScopedReader<UploadRecord>(store.collection<UploadRecord>("uploads")),
    reminders: new TenantScopedRepository<EntityRecord>(store.collection<EntityRecord>("reminders")),
    outbox: new TenantScopedRepository<EntityRecord>(store.collection<EntityRecord>("outbox")),
    imports: new TenantScopedReader<EntityRecord>(store.collection<EntityRecord>("imports")),
    listRows: new TenantScopedRepository<ListRowRecord>(store.collection<ListRowRecord>("listRows")),
    feedback: new TenantScopedRepository<EntityRecord>(store.collection<EntityRecord>("feedback")),
    conversationMessages: new TenantScopedReader<ConversationMessageRecord>(store.collection<ConversationMessageRecord>("conversationMessages")),
    automationEvents: new TenantScopedRepository<AutomationEventRecord>(store.collection<AutomationEventRecord>("automationEvents")),
    automationRuns: new TenantScopedRepository<AutomationRunRecord>(store.collection<AutomationRunRecord>("automationRuns")),
    staffTasks: new TenantScopedRepository<StaffTaskRecord>(store.collection<StaffTaskRecord>("staffTasks")),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
