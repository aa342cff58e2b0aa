// A person's offer opened for a staff page (a status change, a requirement's assessment, a
// document's or a payment's review).
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import type { Permission } from "../auth/permissions";
import { openRecord, type OpenedRecord } from "../records/record-page";

/** Staff with `permission` at their university only (an applicant holds the offer but not this), and the offer must be the person's. */
export async function openStaffOffer(request: Request, context: AppLoadContext, permission: Permission, userId: string | undefined, offerId: string | undefined): Promise<OpenedRecord> {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  const opened = await openRecord(request, context, "offers", { id: offerId }, "update");
  if (String(opened.record.userId ?? "") !== userId) throw notFound();
  return opened;
}
