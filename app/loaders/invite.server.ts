// POST /students/:userId/invite: invite a student the university imported (issue 39; decision 0058).
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { inviteStudent } from "../../server/cas/invite";
import { visibleStudents } from "../../server/cas/stage-move";
import { studentOfPerson } from "../../server/records/person-records";
import { staffAccess } from "../../server/staff/access";
import { personUrl } from "./staff-form.server";

export async function inviteAction(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, "move:stage:assigned");
  if (!userId || !access.tenant || !access.config) throw notFound();
  const found = await studentOfPerson(context.services, access.tenant, userId);
  const student = found ? (await visibleStudents(context.services, access.user, access.tenant, [found._id])).get(found._id) : undefined;
  if (!student) throw notFound();
  // One already invited (a second click, or someone else) is shown as it now is.
  await inviteStudent(context.services, access.config, access.tenant, access.user, student);
  const uni = access.namesTenant ? `?uni=${encodeURIComponent(access.tenant)}` : "";
  return redirect(`${personUrl(userId)}${uni}#cas-heading`, 303);
}
