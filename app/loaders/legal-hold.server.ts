// /students/:userId/hold: a person's legal hold (issue 42 item 1; decision 0039). The record page
// carries the form; a post with an error comes back to this page, which shows it with the form.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { readForm } from "../../server/http/form-body";
import { changeLegalHold, legalHoldLines } from "../../server/privacy/legal-hold-form";
import { staffAccess } from "../../server/staff/access";
import { visiblePersonName } from "../../server/privacy/names";
import { personUrl } from "./staff-form.server";

const PERMISSION = "update:legal-hold:tenant";

async function openHold(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, PERMISSION);
  if (!userId || !access.tenant || !access.config) throw notFound();
  const name = await visiblePersonName(context.services, access.user, access.tenant, userId);
  if (name === null) throw notFound();
  return { access, tenant: access.tenant, config: access.config, userId, name };
}

const TEXTS = ["privacy.hold.", "form."];

export async function loadHoldPage(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { config, tenant, name } = await openHold(request, context, userId);
  const id = userId ?? "";
  return { name, personUrl: personUrl(id), hold: await legalHoldLines(context.services, tenant, id), errors: [] as Array<{ field: string; message: string }>, texts: config.texts(...TEXTS) };
}

export async function submitHold(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { access, config, tenant, name } = await openHold(request, context, userId);
  const id = userId ?? "";
  const outcome = await changeLegalHold(context.services, config, access.user, tenant, id, await readForm(request));
  if ("done" in outcome) return redirect(`${personUrl(id)}#legal-hold`);
  return Response.json({ name, personUrl: personUrl(id), hold: await legalHoldLines(context.services, tenant, id), errors: outcome.errors, texts: config.texts(...TEXTS) }, { status: 422 });
}
