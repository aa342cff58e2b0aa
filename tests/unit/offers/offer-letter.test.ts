// The offer letter as the applicant reads it and the PDF draws it (issue 15 item 1): the
// university's heading template, the offer's own start and end text around the template's
// opening and closing, and the fee lines (a percentage scholarship rounded, 001 §5).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { offerView } from "../../../rules/offers/offer-view";
import { offerLetterPdf } from "../../../server/offers/letter-pdf";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const offer = {
  status: "Conditional",
  conditionType: "Conditional",
  courseName: "MSc Data Science",
  intakeId: "2027-09",
  bannerText: { startText: "Your place is held until 1 March.", endText: "Bring your passport to enrolment." },
  courses: [{ fee: 1650050, feeTotal: 1281545, scholarships: [{ name: "Merit award", type: "FIXED", amount: "2000" }, { name: "Third off", type: "PERCENTAGE", percentage: 33.3 }] }],
  conditions: [{ requirementId: "Passport", requirementText: "Passport", status: "Condition", conditionText: "Upload your passport" }],
};

describe("the offer letter", () => {
  it("fills the heading template and puts the offer's own text inside the template's", () => {
    const view = offerView(config, offer, "Amara Okafor");
    expect(view.heading).toBe("Conditional offer to study MSc Data Science starting September 2027");
    expect(view.letterStart[0]).toBe("Dear Amara,");
    expect(view.letterStart.at(-1)).toBe("Your place is held until 1 March.");
    expect(view.letterEnd[0]).toBe("Bring your passport to enrolment.");
    expect(view.signedBy).toBe(config.settings.offerLetter?.signedBy ?? config.settings.teamName);
  });

  it("lists the fee, each scholarship (a percentage rounded to the penny) and the fee after them", () => {
    expect(offerView(config, offer, "Amara Okafor").fees).toEqual([
      { label: "Tuition fee", amount: "16,500.50" },
      { label: "Merit award", amount: "2,000.00" },
      { label: "Third off", amount: "5,494.67" },
      { label: "Fee after scholarships", amount: "12,815.45" },
    ]);
    expect(offerView(config, { ...offer, courses: [] }, "Amara").fees).toEqual([]);
    // A scholarship of 0 (an amount or a percentage) is left off the letter (issue 39).
    const nothing = [{ name: "Zero award", type: "FIXED", amount: "0" }, { name: "No percent", type: "PERCENTAGE", percentage: 0 }];
    const labels = offerView(config, { ...offer, courses: [{ fee: 1650050, feeTotal: 1650050, scholarships: nothing }] }, "Amara").fees.map((line) => line.label);
    expect(labels).toEqual(["Tuition fee", "Fee after scholarships"]);
  });

  it("is drawn as a PDF", async () => {
    const pdf = await offerLetterPdf(offerView(config, offer, "Amara Okafor"), { factsHeading: "Your course", requirementsHeading: "Conditions", feesHeading: "Fees", statusOf: (status) => status });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
