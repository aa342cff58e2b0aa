// /feedback: the 'Give feedback' form. Without JavaScript it posts, shows what to fix, keeps what
// was typed, and thanks the sender.
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { requirePermission, requireUser } from "../../server/auth/guards";
import { catalogueFor } from "../../server/auth/texts";
import { textsWithPrefix } from "../../server/messages";
import { checkFeedback, saveFeedback } from "../../server/staff/feedback";
import { formatMessage } from "../../rules/forms/messages";
import { readForm } from "../../server/http/form-body";

const TEXT_PREFIXES = ["feedback.", "form.errorSummary", "form.errorPrefix", "form.titleErrorPrefix"];

async function textsFor(context: AppLoadContext, tenant: string | null) {
  return textsWithPrefix(await catalogueFor(context.services, tenant), ...TEXT_PREFIXES);
}

export async function loadFeedback(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "create:feedback:own");
  const url = new URL(request.url);
  return { sent: url.searchParams.get("sent") === "1", from: url.searchParams.get("from") ?? request.headers.get("referer") ?? "", texts: await textsFor(context, user.tenant) };
}

export async function sendFeedback(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "create:feedback:own");
  const form = await readForm(request);
  const text = String(form.get("feedback") ?? "");
  const from = String(form.get("from") ?? "");
  const problem = checkFeedback(text);
  if (problem) {
    const texts = await textsFor(context, user.tenant);
    const message = formatMessage(texts[problem.messageKey] ?? problem.messageKey, "params" in problem ? problem.params : {});
    return data({ errors: [{ field: "feedback", message }], values: { feedback: text } }, { status: 422 });
  }
  await saveFeedback(context.services, user, text, from.startsWith("http") ? new URL(from).pathname : from);
  return redirect("/feedback?sent=1");
}
