// What the offer letter states that the offer does not hold (issue 40 item 3; decision 0048):
// the student number of the application the offer answers.
import type { OfferLetterContext } from "../../rules/offers/offer-view";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";

export async function letterContextOf(services: Services, tenant: string, offer: EntityRecord): Promise<OfferLetterContext> {
  const applicationId = offer.applicationId;
  const application = typeof applicationId === "string" ? await services.repositories.applications.findById(tenant, applicationId) : null;
  const studentNumber = application?.studentNo;
  return typeof studentNumber === "string" && studentNumber ? { studentNumber } : {};
}
