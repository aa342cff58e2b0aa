// Tagging CAS records (issue 23 item 5; decision 0847): a selection from the pipeline, or one
// record from its page. Only the tags the user's role may assign; a student they may not see is left out.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { staffAccess } from "../../server/staff/access";
import { assignableTags, tagStudents, type TagOutcome } from "../../server/tags/tags";
import { readForm } from "../../server/http/form-body";
import { studentOfPerson } from "../../server/records/person-records";

const PERMISSION = "update:student:assigned";

export interface TagResult {
  errors: Array<{ field: string; message: string }> | null;
  outcomes: TagOutcome[] | null;
  summary: string | null;
}

async function tagRequest(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, PERMISSION);
  if (!access.tenant || !access.config) throw notFound();
  const form = await readForm(request);
  const tag = String(form.get("tag") ?? "");
  const add = String(form.get("tagAction") ?? "add") !== "remove";
  const known = assignableTags(access.config, access.user).find((candidate) => candidate.value === tag);
  return { access, config: access.config, tenant: access.tenant, form, tag, add, known };
}

export async function loadTagResults(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, PERMISSION);
  if (!access.config) throw notFound();
  return { texts: access.config.texts("tags.", "cas.bulk.back", "form.") };
}

/** POST /cas/tag: the tag put on (or taken off) the ticked students, with each one's result. */
export async function bulkTagAction(request: Request, context: AppLoadContext) {
  const { access, config, tenant, form, tag, add, known } = await tagRequest(request, context);
  const ids = form.getAll("studentId").map(String).filter(Boolean);
  const errors = [...(ids.length === 0 ? [{ field: "", message: config.text("tags.error.noneSelected") }] : []), ...(known ? [] : [{ field: "bulk-tag", message: config.text("tags.error.choose") }])];
  if (errors.length || !known) return Response.json({ errors, outcomes: null, summary: null } satisfies TagResult, { status: 422 });
  const outcomes = await tagStudents(context.services, access.user, tenant, ids, tag, add);
  const summary = config.text(add ? "tags.bulk.added" : "tags.bulk.removed", { tag: known.label, changed: outcomes.filter((outcome) => outcome.changed).length, total: outcomes.length });
  return Response.json({ errors: null, outcomes, summary } satisfies TagResult);
}

/** POST /students/:userId/tags: one record's tag, then back to the record. */
export async function recordTagAction(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { access, tenant, tag, add, known } = await tagRequest(request, context);
  const student = userId ? await studentOfPerson(context.services, tenant, userId) : null;
  if (!student || !userId) throw notFound();
  if (!known) return new Response(null, { status: 422 });
  await tagStudents(context.services, access.user, tenant, [student._id], tag, add);
  return redirect(`/students/${encodeURIComponent(userId)}`);
}

/** GET of the record's tag address: back to the record, for one who may tag it. */
export async function recordTagPage(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, PERMISSION);
  const student = userId && access.tenant ? await studentOfPerson(context.services, access.tenant, userId) : null;
  if (!student || !userId) throw notFound();
  return redirect(`/students/${encodeURIComponent(userId)}`);
}
