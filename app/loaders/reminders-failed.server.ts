// /reminders/failed: the university's reminders that could not be delivered (issue 19 item 5;
// decision 0831), with their last error, and 'Try again' for one or all.
import type { AppLoadContext } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { can } from "../../server/auth/permissions";
import { failedReminders, retryFailed } from "../../server/reminders/deliver";
import { staffAccess } from "../../server/staff/access";
import { universityDateTime } from "../../server/time";
import { field } from "./config-common.server";
import { readForm } from "../../server/http/form-body";

const SHOWN = 200;

async function access(request: Request, context: AppLoadContext, permission: "read:reminder:tenant" | "update:reminder:tenant") {
  const found = await staffAccess(request, context, permission);
  if (!found.tenant || !found.config) throw notFound();
  return { ...found, tenant: found.tenant, config: found.config };
}

export async function loadFailedReminders(request: Request, context: AppLoadContext, retried: number | null = null) {
  const { user, tenant, config } = await access(request, context, "read:reminder:tenant");
  const failed = await failedReminders(context.services, tenant, SHOWN);
  const about = (key: string) => String(config.areas.reminders.find((reminder) => reminder.key === key)?.definition.about ?? key);
  return {
    failed: failed.map((claim) => ({ id: claim._id, to: claim.to ?? "", which: about(claim.key), when: universityDateTime(claim.createdAt, config), attempts: claim.attempts, error: claim.lastError ?? "", person: claim.personId })),
    mayRetry: can(user, "update:reminder:tenant"),
    retried,
    texts: config.texts("reminders.failed.", "reminders.record.", "reminders.status."),
  };
}

export async function retryFailedReminders(request: Request, context: AppLoadContext) {
  const { tenant } = await access(request, context, "update:reminder:tenant");
  const form = await readForm(request);
  const id = field(form, "id");
  const retried = await retryFailed(context.services, tenant, id ? [id] : null);
  return loadFailedReminders(request, context, retried);
}
