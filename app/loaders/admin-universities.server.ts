// /admin/universities (issue 20 item 7; decision 0838): the platform Admin lists the
// universities, adds one from the template (its configuration version 1 published) and
// deactivates or reactivates one. Nothing is deleted.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { requirePermission, requireUser } from "../../server/auth/guards";
import { catalogueFor } from "../../server/auth/texts";
import { textsWithPrefix } from "../../server/messages";
import { UniversityExistsError, addUniversity, newUniversitySchema, setUniversityActive, universitySummaries } from "../../server/tenants/universities";
import { formatMessage } from "../../rules/forms/messages";
import { readForm } from "../../server/http/form-body";

const TEXT_PREFIXES = ["admin.universities.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];
export const FIELDS = ["name", "key", "code", "licenceNumber", "schoolName", "address", "city", "postcode", "campuses", "faculties", "intakes"] as const;

async function admin(request: Request, context: AppLoadContext, permission: "read:university:any" | "update:university:any") {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  return { user, texts: textsWithPrefix(await catalogueFor(context.services, null), ...TEXT_PREFIXES) };
}

export async function loadUniversities(request: Request, context: AppLoadContext) {
  const { texts } = await admin(request, context, "read:university:any");
  const universities = await universitySummaries(context.services);
  const url = new URL(request.url);
  return { texts, universities, added: url.searchParams.get("added"), changed: url.searchParams.get("changed") };
}

export async function universitiesAction(request: Request, context: AppLoadContext) {
  const { user } = await admin(request, context, "update:university:any");
  const form = await readForm(request);
  const key = String(form.get("key") ?? "");
  const intent = String(form.get("intent") ?? "");
  if (intent !== "deactivate" && intent !== "reactivate") return new Response(null, { status: 400 });
  const updated = await setUniversityActive(context.services, key, intent === "reactivate", user.id);
  if (!updated) return new Response(null, { status: 404 });
  return redirect(`/admin/universities?changed=${encodeURIComponent(key)}`);
}

export async function loadNewUniversity(request: Request, context: AppLoadContext) {
  const { texts } = await admin(request, context, "update:university:any");
  return { texts };
}

export async function newUniversityAction(request: Request, context: AppLoadContext) {
  const { user, texts } = await admin(request, context, "update:university:any");
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as Record<(typeof FIELDS)[number], string>;
  const say = (key: string) => formatMessage(texts[key] ?? key, {});
  const parsed = newUniversitySchema.safeParse(values);
  if (!parsed.success) {
    const errors = FIELDS.flatMap((name) => {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === name);
      return issue ? [{ field: name, message: say(issue.message) }] : [];
    });
    return data({ errors, values }, { status: 422 });
  }
  try {
    const { problems } = await addUniversity(context.services, parsed.data, user.id);
    if (problems.length) return data({ errors: [{ field: "", message: say("admin.universities.error.template") }], values }, { status: 422 });
  } catch (error) {
    if (!(error instanceof UniversityExistsError)) throw error;
    return data({ errors: [{ field: "key", message: say("admin.universities.error.keyTaken") }], values }, { status: 422 });
  }
  return redirect(`/admin/universities?added=${encodeURIComponent(parsed.data.key)}`);
}
