// The signed-in student's own CAS record: the tenant comes from the user, the record is found by
// its owner, and the permission is checked against it (read or update of their own record).
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import type { SignedInUser } from "../auth/permissions";
import { contextFor } from "../forms/evaluate-record";
import type { EntityRecord } from "../repositories";
import type { PreparedConfig } from "../tenant-config/prepared";
import { todayIn } from "../time";
import type { EvaluationContext } from "../../rules";

export interface StudentContext {
  user: SignedInUser;
  tenant: string;
  student: EntityRecord;
  config: PreparedConfig;
  today: string;
}

export async function loadStudent(request: Request, context: AppLoadContext, action: "read" | "update"): Promise<StudentContext> {
  const user = await requireUser(request, context);
  if (!user.tenant) throw notFound();
  const { services } = context;
  const student = await services.repositories.students.findOne(user.tenant, { userId: user.id });
  if (!student) throw notFound();
  requirePermission(user, `${action}:student:own`, { tenant: user.tenant, ownerId: String(student.userId ?? "") });
  const config = (await services.configs.current(user.tenant)).prepared;
  const timeZone = String(config.rules.settings.timeZone ?? "Europe/London");
  return { user, tenant: user.tenant, student, config, today: todayIn(services.clock(), timeZone) };
}

/** What the student's forms' conditions see: the whole record as `application` (its sections too). */
export function evaluationOf(loaded: Pick<StudentContext, "config" | "student" | "today" | "user">, student: Record<string, unknown> = loaded.student): EvaluationContext {
  return contextFor(loaded.config, student, { today: loaded.today, role: loaded.user.role });
}

export function sectionsOf(student: Record<string, unknown>): Record<string, unknown> {
  return student.sections && typeof student.sections === "object" ? (student.sections as Record<string, unknown>) : {};
}
