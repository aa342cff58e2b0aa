// An application's status follows its offers (000 §4, 001 §4; issue 16 item 1): after any change
// of an offer (a staff decision, the applicant accepting or declining, an import), the
// university's rule (application.submission.statusFromOffer) says the application's status, and
// the change is written through the write path (so it is in the history, in the lists, and wakes
// the automations), caused by the offer's change. A projector (decision 0019), so no path forgets
// it; running it again over the same change finds the status already set and writes nothing.
import type { PreparedConfig } from "../../rules";
import { STATUS_CHANGED_AT, statusAfterOfferChange } from "../../rules/applications/submission";
import type { EntityRecord } from "../repositories/records";
import type { Expectation, Projector } from "../records/projectors";
import type { ChangeEntry } from "../records/change-entries";
import { changesOf, updateRecord } from "../records/write-path";
import type { Services } from "../services";

/** Sets the application's status from this offer when the university's rule says it changes (the projection, and verify's repair). */
async function followOffer(services: Services, tenant: string, config: PreparedConfig, offerId: string, cause: Pick<ChangeEntry, "automationChain"> & { causedBy: string[] }): Promise<void> {
  const { repositories } = services;
  const offer = await repositories.offers.findById(tenant, offerId);
  const applicationId = String(offer?.applicationId ?? "");
  if (!offer || !applicationId) return;
  const application = await repositories.applications.findById(tenant, applicationId);
  if (!application) return;
  const status = statusAfterOfferChange(config, application, offer);
  if (!status) return;
  const at = services.clock().toISOString();
  // The offer that set it is kept: a list shows an application its offer closed once, as the offer.
  await updateRecord(services, tenant, "applications", application._id, { $set: { applicationStatus: status, [STATUS_CHANGED_AT]: at, statusFromOffer: offer._id, updatedAt: at } }, {
    actor: "system",
    action: "application.status",
    details: { from: String(application.applicationStatus ?? ""), to: status, offer: offer._id },
    causedBy: cause.causedBy,
    ...(cause.automationChain ? { automationChain: cause.automationChain } : {}),
    expectedVersion: application._version,
    config,
  });
}

const lastAt = (changes: ReadonlyArray<{ at: string }>): string => changes.reduce((latest, change) => (change.at > latest ? change.at : latest), "");

/**
 * The status each application's offers give it now (verify, decision 0027): the rule applied to
 * the offer that changed last, as the projection applied it then. An application whose status
 * someone set after that offer's last change (a withdrawal, say) is as they left it; the status it
 * was made with does not count, as its offers come after it.
 */
async function expectedStatuses(services: Services, tenant: string, config: PreparedConfig, applications: readonly EntityRecord[]): Promise<Expectation[]> {
  const ids = applications.map((application) => application._id);
  const offers = await services.repositories.offers.find(tenant, { applicationId: { $in: ids } });
  if (!offers.length) return [];
  const changes = await changesOf(services).find({ tenant, $or: [{ collection: "offers", recordId: { $in: offers.map((offer) => offer._id) } }, { collection: "applications", recordId: { $in: ids } }] }, { projection: { collection: 1, recordId: 1, op: 1, at: 1, action: 1, diff: 1 } });
  const expectations: Expectation[] = [];
  for (const application of applications) {
    const own = offers.filter((offer) => offer.applicationId === application._id);
    if (!own.length) continue;
    // When each offer last changed: its change entries, or its own dates for a record from before them.
    const changedAt = new Map(own.map((offer) => [offer._id, lastAt(changes.filter((change) => change.collection === "offers" && change.recordId === offer._id)) || String(offer.updatedAt ?? offer.createdAt ?? "")]));
    const latest = [...changedAt.values()].reduce((max, at) => (at > max ? at : max), "");
    const setByHand = lastAt(changes.filter((change) => change.collection === "applications" && change.recordId === application._id && change.op === "update" && change.action !== "application.status" && change.diff.some((entry) => entry.path === "applicationStatus")));
    if (setByHand && setByHand >= latest) continue;
    const last = own.filter((offer) => changedAt.get(offer._id) === latest);
    // Offers changed at the same instant: the status stands when any of them leaves it as it is.
    const moves = last.map((offer) => ({ offer, status: statusAfterOfferChange(config, application, offer) }));
    const move = moves.every((candidate) => candidate.status) ? moves[0] : null;
    if (move?.status) expectations.push({ about: { collection: "applications", id: application._id }, output: { collection: "applications", id: application._id }, fields: { applicationStatus: move.status }, source: move.offer._id });
  }
  return expectations;
}

export const applicationStatusProjector: Projector = {
  name: "applicationStatus",
  collections: ["offers"],
  outputs: ["applications.applicationStatus", "applications.applicationStatusUpdatedAt", "applications.statusFromOffer"],
  project(services, tenant, change, config) {
    return followOffer(services, tenant, config, change.recordId, { causedBy: [change._id], automationChain: change.automationChain });
  },
  check: {
    over: { records: ["applications"] },
    expected: (services, tenant, config, subject) => ("records" in subject ? expectedStatuses(services, tenant, config, subject.records) : Promise.resolve([])),
    async repair(services, tenant, config, expectations) {
      for (const expectation of expectations) if (expectation.source) await followOffer(services, tenant, config, expectation.source, { causedBy: [] });
    },
  },
};
