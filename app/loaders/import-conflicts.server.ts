// Import conflicts on a student's record (issue 18 item 5): what the page lists, and settling one.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { settleImportConflict } from "../../server/import/conflicts";
import { staffAccess } from "../../server/staff/access";
import { VersionConflictError } from "../../server/store/port";
import { readForm } from "../../server/http/form-body";
import { studentOfPerson } from "../../server/records/person-records";

export async function settleConflictAction(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, "update:student:tenant");
  if (!userId || !access.tenant) throw notFound();
  const student = await studentOfPerson(context.services, access.tenant, userId);
  if (!student) throw notFound();
  const form = await readForm(request);
  const choice = form.get("choice");
  const field = String(form.get("field") ?? "");
  if (choice !== "keep" && choice !== "take") throw notFound();
  try {
    await settleImportConflict(context.services, access.user, access.tenant, student, field, choice);
  } catch (error) {
    // Someone changed the record meanwhile: the page shows it as it now is.
    if (!(error instanceof VersionConflictError)) throw error;
  }
  return redirect(`/students/${encodeURIComponent(userId)}#import-conflicts`, 303);
}
