// A person's own records, found by their account (the student record, applications and offers
// that carry their `userId`), for pages that start from the person rather than a record.
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";

/** The person's student record, if they have one at this university. */
export function studentOfPerson(services: Services, tenant: string, userId: string): Promise<EntityRecord | null> {
  return services.repositories.students.findOne(tenant, { userId });
}

/** Whether a student record with this id is at this university. */
export async function studentExists(services: Services, tenant: string, studentId: string): Promise<boolean> {
  return (await services.repositories.students.findById(tenant, studentId)) !== null;
}

/** The person's applications, oldest first. */
export function applicationsOfPerson(services: Services, tenant: string, userId: string): Promise<EntityRecord[]> {
  return services.repositories.applications.find(tenant, { userId }, { sort: { createdAt: 1 } });
}

/** The person's first application. */
export function firstApplicationOfPerson(services: Services, tenant: string, userId: string): Promise<EntityRecord | null> {
  return services.repositories.applications.findOne(tenant, { userId }, { sort: { createdAt: 1 } });
}

/** The person's offers, oldest first. */
export function offersOfPerson(services: Services, tenant: string, userId: string): Promise<EntityRecord[]> {
  return services.repositories.offers.find(tenant, { userId }, { sort: { createdAt: 1 } });
}

export async function hasOffers(services: Services, tenant: string, userId: string): Promise<boolean> {
  return (await services.repositories.offers.count(tenant, { userId })) > 0;
}

/** A student (else an applicant) found by email address or student number, as staff type one in. */
export async function personRecordBy(services: Services, tenant: string, emailOrStudentNo: string): Promise<EntityRecord | null> {
  const who = emailOrStudentNo.trim();
  const query = who.includes("@") ? { email: who.toLowerCase() } : { studentNo: who };
  return (await services.repositories.students.findOne(tenant, query)) ?? (await services.repositories.applications.findOne(tenant, query));
}
