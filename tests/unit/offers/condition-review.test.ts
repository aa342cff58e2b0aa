// Progress shows after each action (issue 40 item 12, decision 0070): a condition still to meet
// whose document the person gave reads "Awaiting review" at once, until the university reviews the
// document or changes the condition.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { AWAITING_REVIEW, conditionDocument, withReviewsAwaited, type OfferRequirementView } from "../../../rules/offers/offer-view";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
let englishType: string;
beforeAll(async () => {
  config = await defaultConfig();
  englishType = conditionDocument(config, "EnglishLanguageResults")!.documentType;
});

const requirement = (status: string): OfferRequirementView => ({ id: "EnglishLanguageResults", text: "English language results", status, conditionText: null, slug: "english-language-results" });

describe("a condition's status as the person follows it", () => {
  it("reads Awaiting review once a document for it is given and not yet reviewed", () => {
    const [shown] = withReviewsAwaited(config, [requirement("Condition")], [{ documentType: englishType }]);
    expect(shown.status).toBe(AWAITING_REVIEW);
    expect(config.text(`applicant.offer.requirement.${AWAITING_REVIEW}`)).toBe("Awaiting review");
  });

  it("stays To do with no document, or only documents the university has reviewed", () => {
    expect(withReviewsAwaited(config, [requirement("Condition")], [])[0].status).toBe("Condition");
    expect(withReviewsAwaited(config, [requirement("Condition")], [{ documentType: englishType, review: { status: "REJECTED" } }])[0].status).toBe("Condition");
    expect(withReviewsAwaited(config, [requirement("Condition")], [{ documentType: "passport" }])[0].status).toBe("Condition");
  });

  it("keeps a status the university set (met, being checked)", () => {
    expect(withReviewsAwaited(config, [requirement("Satisfied")], [{ documentType: englishType }])[0].status).toBe("Satisfied");
    expect(withReviewsAwaited(config, [requirement("Assess")], [{ documentType: englishType }])[0].status).toBe("Assess");
  });
});
