// The applicant's own lists: /applications (their applications, 000 §2 'Application') and
// /offers (their offers, 000 §2 'Offers'), each with its status.
import type { AppLoadContext } from "@remix-run/node";
import { notFound, requirePermission, requireUser } from "../../server/auth/guards";
import { catalogueFor } from "../../server/auth/texts";
import { textsWithPrefix } from "../../server/messages";

const TEXT_PREFIXES = ["applicant.", "nav.", "list.column."];

async function applicant(request: Request, context: AppLoadContext, permission: "read:application:own" | "read:offer:own") {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  if (!user.tenant) throw notFound();
  return { user, tenant: user.tenant, texts: textsWithPrefix(await catalogueFor(context.services, user.tenant), ...TEXT_PREFIXES) };
}

export async function loadMyApplications(request: Request, context: AppLoadContext) {
  const { user, tenant, texts } = await applicant(request, context, "read:application:own");
  const applications = await context.services.repositories.applications.find(tenant, { userId: user.id }, { sort: { createdAt: 1 } });
  return {
    applications: applications.map((application) => ({
      id: application._id,
      status: String(application.applicationStatus ?? ""),
      course: String(application.courseName ?? ""),
      updatedAt: String(application.updatedAt ?? ""),
    })),
    texts,
  };
}

export async function loadMyOffers(request: Request, context: AppLoadContext) {
  const { user, tenant, texts } = await applicant(request, context, "read:offer:own");
  const offers = await context.services.repositories.offers.find(tenant, { userId: user.id }, { sort: { createdAt: 1 } });
  return {
    offers: offers.map((offer) => ({
      id: offer._id,
      status: String(offer.status ?? ""),
      course: String(offer.courseName ?? ""),
      intakeId: String(offer.intakeId ?? ""),
      conditionType: String(offer.conditionType ?? ""),
    })),
    texts,
  };
}
