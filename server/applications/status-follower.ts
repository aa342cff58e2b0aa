// An application's status follows its offers (000 §4, 001 §4; issue 16 item 1): after any change
// of an offer (a staff decision, the applicant accepting or declining, an import), the
// university's rule (application.submission.statusFromOffer) says the application's status, and
// the change is written through the write path (so it is in the history, in the lists, and wakes
// the automations), caused by the offer's change. A projector (decision 0019), so no path forgets
// it; running it again over the same change finds the status already set and writes nothing.
import { statusAfterOfferChange } from "../../rules/applications/submission";
import type { Projector } from "../records/projectors";
import { updateRecord } from "../records/write-path";

export const applicationStatusProjector: Projector = {
  name: "applicationStatus",
  collections: ["offers"],
  outputs: ["applications.applicationStatus", "applications.statusFromOffer"],
  async project(services, tenant, change, config) {
    const { repositories } = services;
    const offer = await repositories.offers.findById(tenant, change.recordId);
    const applicationId = String(offer?.applicationId ?? "");
    if (!offer || !applicationId) return;
    const application = await repositories.applications.findById(tenant, applicationId);
    if (!application) return;
    const status = statusAfterOfferChange(config, application, offer);
    if (!status) return;
    const at = services.clock().toISOString();
    // The offer that set it is kept: a list shows an application its offer closed once, as the offer.
    await updateRecord(services, tenant, "applications", application._id, { $set: { applicationStatus: status, statusFromOffer: offer._id, updatedAt: at } }, {
      actor: "system",
      action: "application.status",
      details: { from: String(application.applicationStatus ?? ""), to: status, offer: offer._id },
      causedBy: [change._id],
      ...(change.automationChain ? { automationChain: change.automationChain } : {}),
      expectedVersion: application._version,
      config,
    });
  },
};
