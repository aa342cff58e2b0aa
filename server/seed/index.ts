// Seeding: each university in tenant-configs/ gets its first published configuration version,
// and (for demos) users and records. Running it again changes nothing that exists.
import type { Services } from "../services";
import { composeTenantConfig, loadConfigsFromDisk } from "../tenant-config/load-from-disk";
import { hashPassword } from "../auth/password";
import { cohortMembers } from "./cohort";
import { SEED_CHANGE, completeDemoTasks, demoUpload, readCompleteAnswers, seededUpload } from "./complete-tasks";
import { insertRecord } from "../records/write-path";
import { demoParams, fillPlaceholders } from "./placeholders";
import { demoEmail, readDemoData } from "./demo-data";
import { validateConfiguration } from "../tenant-config/validate";
import { APPLICATION_ANSWERS_FILE, completeDemoApplication } from "./complete-application";

export class SeedError extends Error {}

export interface SeedReport {
  tenantsCreated: string[];
  configsPublished: string[];
  usersCreated: number;
  recordsCreated: number;
}

export async function seed(services: Services, options: { configRoot: string; schemasRoot?: string; demo: boolean }): Promise<SeedReport> {
  const { repositories, configs } = services;
  const now = () => services.clock().toISOString();
  const report: SeedReport = { tenantsCreated: [], configsPublished: [], usersCreated: 0, recordsCreated: 0 };
  const onDisk = await loadConfigsFromDisk(options.configRoot, options.schemasRoot);

  for (const tenant of onDisk.tenants) {
    const { key, name, code } = tenant.identity;
    if (!(await repositories.tenants.findByKey(key))) {
      await repositories.tenants.insert({ key, name, code, createdAt: now() });
      report.tenantsCreated.push(key);
    }
    if ((await repositories.configVersions.latestVersionNumber(key)) === null) {
      const config = composeTenantConfig(onDisk, tenant) as Record<string, unknown>;
      // The same checks as publishing from the Config screen: a broken file never goes live.
      const problems = validateConfiguration(config);
      if (problems.length > 0) {
        throw new SeedError(`The configuration of ${key} in tenant-configs/ has problems (npm run cli -- config validate --tenant ${key}):\n  ${problems.slice(0, 20).map((problem) => `${problem.location}: ${problem.problem}`).join("\n  ")}`);
      }
      await configs.publish(key, config, { by: "seed", note: "Initial configuration from tenant-configs/", basedOn: null });
      report.configsPublished.push(key);
    }
  }
  if (!options.demo) return report;

  const demo = await readDemoData(options.configRoot);
  let completeAnswers: Awaited<ReturnType<typeof readCompleteAnswers>> | undefined;
  const applicationAnswers = await readCompleteAnswers(options.configRoot, APPLICATION_ANSWERS_FILE);
  const passwordHash = await hashPassword(demo.password); // one hash: every demo user shares the password
  const ensureUser = async (email: string, role: string, person: { givenName: string; familyName: string; organisationId?: string }, tenant?: string) => {
    const existing = await repositories.users.findByEmailForSignIn(email);
    if (existing) return { user: existing, created: false };
    const user = await repositories.users.insertUser({
      tenant, email, role, passwordHash, status: "CONFIRMED", disabled: false,
      givenName: person.givenName, familyName: person.familyName, createdAt: now(),
      ...(person.organisationId ? { organisationId: person.organisationId } : {}),
    });
    report.usersCreated += 1;
    return { user, created: true };
  };

  await ensureUser(demo.platformAdmin.email, demo.platformAdmin.role, demo.platformAdmin);
  for (const { identity } of onDisk.tenants) {
    const tenant = identity.key;
    // The write path is handed the university's configuration once, not read again for every record.
    const seedChange = { ...SEED_CHANGE, config: (await services.configs.current(tenant)).prepared };
    const staff = new Map<string, { id: string; organisationId?: string }>();
    for (const person of demo.staff) {
      const { user } = await ensureUser(demoEmail(demo, person.local, tenant), person.role, person, tenant);
      staff.set(person.local, { id: user._id, organisationId: user.organisationId });
    }

    const applicationIds = new Map<string, { applicationId: string; userId: string }>();
    for (const person of demo.applicants) {
      const email = demoEmail(demo, person.local, tenant);
      const { user } = await ensureUser(email, person.role, person, tenant);
      let application = await repositories.applications.findOne(tenant, { userId: user._id });
      if (!application) {
        application = await insertRecord(services, tenant, "applications", {
          ...person.application, userId: user._id, email, givenName: person.givenName, familyName: person.familyName,
          createdAt: now(), updatedAt: now(),
        }, seedChange);
        report.recordsCreated += 1;
        await completeDemoApplication(services, tenant, seedChange.config, application, applicationAnswers);
      }
      applicationIds.set(person.local, { applicationId: application._id, userId: user._id });
    }

    // Demo offers name the university's first course ({courseId}, {courseName} in demo.json).
    const firstCourse = (await services.configs.current(tenant)).prepared.settings.courses?.[0];
    for (const { applicant, ...offer } of demo.offers) {
      const owner = applicationIds.get(applicant);
      if (!owner) throw new Error(`demo.json: offer for unknown applicant "${applicant}"`);
      if (await repositories.offers.findOne(tenant, { applicationId: owner.applicationId })) continue;
      const filled = fillPlaceholders(offer, demoParams({}, firstCourse as Record<string, unknown> | undefined)) as Record<string, unknown>;
      await insertRecord(services, tenant, "offers", { ...filled, ...owner, createdAt: now(), updatedAt: now() }, seedChange);
      report.recordsCreated += 1;
    }

    const courses = (await services.configs.current(tenant)).prepared.settings.courses ?? [];
    for (const member of cohortMembers(demo.cohort, courses)) {
      const email = demoEmail(demo, member.local, tenant);
      const { user } = await ensureUser(email, "Applicant", member, tenant);
      if (await repositories.applications.findOne(tenant, { userId: user._id })) continue;
      const agent = member.agent ? staff.get(member.agent) : undefined;
      const partner = member.partner ? staff.get(member.partner) : undefined;
      const assigned = {
        ...(agent ? { agentId: agent.id, ...(agent.organisationId ? { agencyId: agent.organisationId } : {}), hasAgent: true } : {}),
        ...(partner?.organisationId ? { partnerId: partner.organisationId } : {}),
      };
      const at = String(member.application.submittedAt ?? now());
      const application = await insertRecord(services, tenant, "applications", {
        ...member.application, ...assigned, userId: user._id, email, givenName: member.givenName, familyName: member.familyName, createdAt: at, updatedAt: at,
      }, seedChange);
      report.recordsCreated += 1;
      await completeDemoApplication(services, tenant, seedChange.config, application, applicationAnswers);
      if (member.offer) {
        await insertRecord(services, tenant, "offers", { ...member.offer, ...assigned, applicationId: application._id, userId: user._id, createdAt: at, updatedAt: at }, seedChange);
        report.recordsCreated += 1;
      }
    }

    for (const person of demo.students) {
      const email = demoEmail(demo, person.local, tenant);
      const { user } = await ensureUser(email, person.role, person, tenant);
      if (await repositories.students.findOne(tenant, { userId: user._id })) continue;
      const student = await insertRecord(services, tenant, "students", {
        // Demo students were handed over when the demo was seeded.
        ...Object.fromEntries((await services.configs.current(tenant)).prepared.areas.offerWorkflow.handover.stamp.map((field) => [field, now()])),
        ...person.student, userId: user._id, email, givenName: person.givenName, familyName: person.familyName,
        createdAt: now(), updatedAt: now(),
      }, seedChange);
      report.recordsCreated += 1;
      for (const documentType of person.uploads ?? []) await insertRecord(services, tenant, "uploads", { ...(await demoUpload(services, seedChange.config, student, documentType)), createdAt: now() }, { ...seededUpload(documentType), config: seedChange.config });
      // A tracker that says the tasks are complete is made true, so every page agrees with it.
      if ((person.student.casTracker as { isTasksComplete?: unknown } | undefined)?.isTasksComplete === true) {
        completeAnswers ??= await readCompleteAnswers(options.configRoot);
        await completeDemoTasks(services, tenant, student._id, completeAnswers);
      }
    }
  }
  return report;
}
