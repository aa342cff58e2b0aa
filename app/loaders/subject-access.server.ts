// Subject-access requests (issue 42 item 3; decision 0039): recorded on a person's record, listed
// for staff with their due dates, released, and the person's data produced as a ZIP. UniAdmins only
// (the permission matrix's `create:subject-access`).
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Readable } from "node:stream";
import { notFound } from "../../server/auth/guards";
import { readForm } from "../../server/http/form-body";
import { subjectAccessData } from "../../server/privacy/subject-access-data";
import { recordSubjectAccess, releaseSubjectAccess, subjectAccessRequest, subjectAccessRows } from "../../server/privacy/subject-access-requests";
import { subjectAccessZip } from "../../server/privacy/subject-access-zip";
import { staffAccess } from "../../server/staff/access";
import { universityName, visiblePersonName } from "../../server/privacy/names";
import { personUrl } from "./staff-form.server";

const PERMISSION = "create:subject-access:tenant";
const TEXTS = ["privacy.sar.", "privacy.hold.back", "form."];

async function openList(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, PERMISSION);
  if (!access.tenant || !access.config || !access.today) throw notFound();
  return { access, tenant: access.tenant, config: access.config, today: access.today };
}

/** GET /subject-access: open requests (overdue marked) and released ones. */
export async function loadSubjectAccessList(request: Request, context: AppLoadContext) {
  const { tenant, config, today } = await openList(request, context);
  return { ...(await subjectAccessRows(context.services, tenant, today)), texts: config.texts(...TEXTS) };
}

/** POST /subject-access: records a request's release (who, when). */
export async function releaseFromList(request: Request, context: AppLoadContext) {
  const { access, tenant } = await openList(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "release" || !(await releaseSubjectAccess(context.services, access.user, tenant, String(form.get("requestId") ?? "")))) throw notFound();
  return redirect("/subject-access");
}

async function openPerson(request: Request, context: AppLoadContext, userId: string | undefined) {
  const opened = await openList(request, context);
  const name = userId ? await visiblePersonName(context.services, opened.access.user, opened.tenant, userId) : null;
  if (!userId || name === null) throw notFound();
  return { ...opened, userId, name };
}

const noErrors: Array<{ field: string; message: string }> = [];

/** GET /students/:userId/subject-access: the form recording a request for the person. */
export async function loadRecordRequest(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { config, name, userId: id } = await openPerson(request, context, userId);
  return { name, personUrl: personUrl(id), errors: noErrors, values: { day: "", month: "", year: "" }, texts: config.texts(...TEXTS) };
}

/** POST /students/:userId/subject-access: records it, then the list; a bad date comes back with its error. */
export async function submitRecordRequest(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { access, tenant, config, today, name, userId: id } = await openPerson(request, context, userId);
  const form = await readForm(request);
  const outcome = await recordSubjectAccess(context.services, config, access.user, tenant, id, form, today);
  if ("request" in outcome) return redirect("/subject-access");
  const values = { day: String(form.get("received-day") ?? ""), month: String(form.get("received-month") ?? ""), year: String(form.get("received-year") ?? "") };
  return Response.json({ name, personUrl: personUrl(id), errors: outcome.errors, values, texts: config.texts(...TEXTS) }, { status: 422 });
}

/** GET /subject-access/:requestId/data.zip: everything held about the request's person, streamed. */
export async function downloadSubjectAccess(request: Request, context: AppLoadContext, requestId: string | undefined) {
  const { access, tenant, config, today } = await openList(request, context);
  const found = requestId ? await subjectAccessRequest(context.services, tenant, requestId) : null;
  if (!found) throw notFound();
  const data = await subjectAccessData(context.services, access.user, tenant, config, found.personId, today);
  if (!data) throw notFound();
  const university = await universityName(context.services, tenant);
  const stream = await subjectAccessZip(context.services, config, data, { university, today, receivedOn: found.receivedOn });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="subject-access-${today}-${found._id.slice(0, 8)}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}
