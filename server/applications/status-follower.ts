// An application's status follows its offers (000 §4, 001 §4; issue 16 item 1): after any write
// to an offer (a staff decision, the applicant accepting or declining, an import), the
// university's rule (application.submission.statusFromOffer) says the application's status, and
// the change is stored and audited. Subscribed to the offers repository, so no path forgets it.
import type { PreparedConfig } from "../../rules";
import { statusAfterOfferChange } from "../../rules/applications/submission";
import type { Repositories } from "../repositories";
import type { PublishedConfigs } from "../tenant-config/published";

type FollowerRepositories = Pick<Repositories, "applications" | "offers" | "auditLog">;

export class ApplicationStatusFollower {
  constructor(
    private readonly repositories: FollowerRepositories,
    private readonly configs: Pick<PublishedConfigs<PreparedConfig>, "current">,
    private readonly clock: () => Date,
  ) {}

  attach(): void {
    this.repositories.offers.onChange((tenant, ids) => this.follow(tenant, ids));
  }

  async follow(tenant: string, offerIds: readonly string[]): Promise<void> {
    const { repositories } = this;
    const offers = await repositories.offers.find(tenant, { _id: { $in: [...offerIds] } });
    if (offers.length === 0) return;
    const config = (await this.configs.current(tenant)).prepared;
    for (const offer of offers) {
      const applicationId = String(offer.applicationId ?? "");
      const application = applicationId ? await repositories.applications.findById(tenant, applicationId) : null;
      if (!application) continue;
      const status = statusAfterOfferChange(config, application, offer);
      if (!status) continue;
      const at = this.clock().toISOString();
      // The offer that set it is kept: a list shows an application its offer closed once, as the offer.
      await repositories.applications.update(tenant, application._id, { $set: { applicationStatus: status, statusFromOffer: offer._id, updatedAt: at } });
      await repositories.auditLog.insert(tenant, { at, actorId: "system", action: "application.status", entity: "applications", entityId: application._id, details: { from: String(application.applicationStatus ?? ""), to: status, offer: offer._id } });
    }
  }
}
