// The applicant's own lists: /applications (their applications, 000 §2 'Application') and
// /offers (their offers, 000 §2 'Offers'), each with its status.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { mayStartAnotherApplication } from "../../rules/applications/agent-applications";
import { decisionOf, offerWasMade } from "../../rules/offers/offer-view";
import { startFurtherApplication } from "../../server/applications/further-application";
import { appliesForThemselves } from "../../server/auth/permissions";
import { forbidden, notFound, requirePermission, requireUser } from "../../server/auth/guards";
import { catalogueFor } from "../../server/auth/texts";
import { textsWithPrefix } from "../../server/messages";
import { applicationView, audienceOf, offerRecordView } from "../../server/views";
import { valueLabel } from "../../server/lists/value-labels";
import { applicationsOfPerson, offersOfPerson } from "../../server/records/person-records";

const TEXT_PREFIXES = ["applicant.", "nav.", "list.column.", "form.errorSummary"];

async function applicant(request: Request, context: AppLoadContext, permission: "read:application:own" | "read:offer:own") {
  const user = await requireUser(request, context);
  requirePermission(user, permission);
  if (!user.tenant) throw notFound();
  return { user, tenant: user.tenant, texts: textsWithPrefix(await catalogueFor(context.services, user.tenant), ...TEXT_PREFIXES) };
}

export async function loadMyApplications(request: Request, context: AppLoadContext) {
  const { user, tenant, texts } = await applicant(request, context, "read:application:own");
  const applications = await applicationsOfPerson(context.services, tenant, user.id);
  const config = (await context.services.configs.current(tenant)).prepared;
  return {
    // 'Start a new application' where the university accepts more than one (issue 16 item 3).
    mayStartNew: appliesForThemselves(user) && mayStartAnotherApplication(config, applications.length),
    // The status in the university's words ("Not started"), never its code (issue 40 item 10).
    applications: applications.map((application) => {
      const view = applicationView(audienceOf(user), application);
      return { ...view, status: valueLabel(config, "application.applicationStatus", view.status) ?? "" };
    }),
    texts,
  };
}

/** POST /applications: start another application and open it, or say why not. */
export async function startApplication(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "create:application:own");
  // Staff who may create applications (to give the agent's role) do not apply for themselves.
  if (!appliesForThemselves(user)) throw forbidden();
  if (!user.tenant) throw notFound();
  const config = (await context.services.configs.current(user.tenant)).prepared;
  const result = await startFurtherApplication(context.services, user, user.tenant, config);
  if (result.kind === "refused") return Response.json({ problem: result.message }, { status: 409 });
  return redirect(`/applications/${encodeURIComponent(result.applicationId)}`);
}

export async function loadMyOffers(request: Request, context: AppLoadContext) {
  const { user, tenant, texts } = await applicant(request, context, "read:offer:own");
  // An offer not yet made (Applied, Draft) is not listed (decision 0048).
  const offers = (await offersOfPerson(context.services, tenant, user.id)).filter(offerWasMade);
  const config = (await context.services.configs.current(tenant)).prepared;
  return {
    offers: offers.map((stored) => {
      const offer = offerRecordView(audienceOf(user), stored);
      return { id: offer._id, status: String(offer.status ?? ""), decision: decisionOf(offer), course: String(offer.courseName ?? ""), intakeId: valueLabel(config, "offer.intakeId", offer.intakeId) ?? "", conditionType: String(offer.conditionType ?? "") };
    }),
    texts,
  };
}
