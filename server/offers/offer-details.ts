// Making and editing an offer (issue 15 item 1): the university's offer details form (offer-
// workflow.detailsForm) on a person's record. A new offer is made on the person's first
// application at the configured status; an edit of an issued offer is flagged "edited since it
// was last issued". What the answers become is rules/offers/offer-details.ts.
import type { AppLoadContext } from "@remix-run/node";
import { sectionData } from "../../rules";
import { editStart, newOfferRecord, offerFieldsFromDetails } from "../../rules/offers/offer-details";
import { notFound, requirePermission, requireUser } from "../auth/guards";
import { changesBetween, openRecord, pageUpdate, saveRecord, type OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import { insertRecord } from "../records/write-path";
import type { StaffForm } from "../forms/staff-form";

/** The person's first application, opened for a staff member who may make offers. */
export async function openNewOffer(request: Request, context: AppLoadContext, userId: string | undefined): Promise<OpenedRecord> {
  const user = await requireUser(request, context);
  requirePermission(user, "create:offer:tenant");
  if (!user.tenant || !userId) throw notFound();
  const application = await context.services.repositories.applications.findOne(user.tenant, { userId }, { sort: { createdAt: 1 } });
  if (!application) throw notFound();
  return openRecord(request, context, "applications", { id: application._id }, "read");
}

/** Make an offer: inserted with the configured status, audited. */
export function newOfferForm(services: Services, opened: OpenedRecord): StaffForm {
  const application = opened.record;
  const formId = opened.config.areas.offerWorkflow.forms.details;
  return {
    formId,
    subject: application,
    start: {},
    async save(answers) {
      const at = services.clock().toISOString();
      const account = await services.repositories.users.findByIdForSession(String(application.userId));
      // The promoted answers only: the answers themselves go under `sections` below (a dotted key cannot be inserted).
      const promoted = Object.fromEntries(Object.entries(pageUpdate(opened.config, formId, answers).$set ?? {}).filter(([key]) => !key.includes(".")));
      await insertRecord(services, opened.tenant, "offers", {
        ...newOfferRecord(opened.config, application, account, opened.tenant),
        ...promoted,
        sections: { [formId]: answers },
        ...offerFieldsFromDetails(opened.config, [], answers),
        createdAt: at,
        updatedAt: at,
      }, { actor: opened.user.id, action: "offer.create", details: { section: formId } });
    },
  };
}

/** Edit an offer's details; an issued offer is then flagged as edited since issued. */
export function editOfferForm(services: Services, opened: OpenedRecord): StaffForm {
  const offer = opened.record;
  const formId = opened.config.areas.offerWorkflow.forms.details;
  const start = editStart(opened.config, offer, sectionData(offer, formId));
  return {
    formId,
    subject: offer,
    start,
    async save(answers, version) {
      const update = pageUpdate(opened.config, formId, answers);
      const $set = { ...update.$set, ...offerFieldsFromDetails(opened.config, offer.conditions, answers), ...(offer.lastIssuedAt ? { editedSinceIssue: true } : {}) };
      await saveRecord(services, opened, { ...update, $set }, version, { action: "section.save", details: { section: formId, changes: changesBetween(start, answers) } });
    },
  };
}
