// The bank of a family account (issue 23 item 6; 002 §3.15; decision 0846): for a country the
// university lists banks for, the bank is one of them, and one UK Visas and Immigration does not
// accept stops the funding page with why; a country with no list takes any bank; the page offers
// the chosen country's banks as suggestions, any answer still typed.
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { preparedConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await preparedConfig("northbridge");
});

function bankErrors(bankCountry: string, bankName: string): string[] {
  const page = evaluatePage(config, "source-of-funds", { record: { sections: {} }, data: { familySponsorship: [{ bankCountry, bankName }] }, today: "2026-11-22", role: "Student" });
  return page.errors.filter((error) => error.path === "familySponsorship.0.bankName").map((error) => error.message);
}

describe("the bank of a family account", () => {
  it("is refused with why when UK Visas and Immigration does not accept it", () => {
    expect(bankErrors("India", "Axis Bank Ltd")).toEqual(["UK Visas and Immigration does not accept statements from Axis Bank Ltd. Add an account at another bank."]);
    expect(bankErrors("Bangladesh", config.settings.banks?.find((row) => row.country === "Bangladesh" && !row.isAccepted)?.bank ?? "")).toHaveLength(1);
  });

  it("is taken when accepted, or when its country has no list", () => {
    expect(bankErrors("India", "State Bank of India")).toEqual([]);
    expect(bankErrors("United Kingdom", "Barclays")).toEqual([]);
  });

  it("is one of the list's banks where the country has a list", () => {
    expect(bankErrors("India", "Bank of Somewhere")).toEqual(["Choose your bank from the list of banks in India"]);
  });

  it("is suggested from the chosen country's banks, and any text is still an answer", () => {
    const page = evaluatePage(config, "source-of-funds", { record: { sections: {} }, data: {}, today: "2026-11-22", role: "Student" });
    const bankName = (page.uiSchema.familySponsorship as { items: { bankName: { "ui:options": { suggestions: string[]; optionFilter: { where: Record<string, string> } } } } }).items.bankName["ui:options"];
    expect(bankName.suggestions).toContain("State Bank of India");
    expect(bankName.optionFilter.where).toEqual({ country: "bankCountry" });
    const item = ((page.schema.properties as Record<string, { items: { properties: Record<string, { enum?: unknown }> } }>).familySponsorship).items.properties.bankName;
    expect(item.enum).toBeUndefined();
  });
});
