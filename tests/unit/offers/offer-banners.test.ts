// The staff view's banners on an offer (001 §2), from the offer record alone.
import { describe, expect, it } from "vitest";
import { offerBanners } from "../../../rules/offers/offer-banners";

describe("offer banners", () => {
  it("say what the applicant decided and what changed", () => {
    expect(offerBanners({ applicantStatus: "Accepted" }).map((banner) => banner.key)).toEqual(["offers.banner.accepted"]);
    expect(offerBanners({ applicantStatus: "Declined", editedSinceIssue: true }).map((banner) => banner.key)).toEqual(["offers.banner.declined", "offers.banner.edited"]);
    expect(offerBanners({ pendingChanges: true, newUpdatesCount: 3 })).toEqual([
      { key: "offers.banner.newInformation", params: {} },
      { key: "offers.banner.newUpdates", params: { n: 3 } },
    ]);
  });

  it("show nothing for an offer with no news, or a count that is not a whole number", () => {
    expect(offerBanners({ status: "Conditional", newUpdatesCount: 0 })).toEqual([]);
    expect(offerBanners({ newUpdatesCount: "3" })).toEqual([]);
  });
});
