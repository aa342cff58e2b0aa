// A stored document type in the configuration's words (issue 39, decision 0053).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { documentTypeName } from "../../../rules/documents/document-type";
import { preparedConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;

beforeAll(async () => {
  config = await preparedConfig("thamesgate");
});

describe("a document type's name", () => {
  it("is the documents area's label for a checklist document", () => {
    expect(documentTypeName(config, "generalDocuments.passport")).toEqual({ label: "Passport", offerCondition: false });
    expect(documentTypeName(config, "financeDocuments.deposit")).toEqual({ label: "Deposit receipt", offerCondition: false });
  });

  it("is an offer condition's label for an offer document, and the custom label for a custom requirement's", () => {
    expect(documentTypeName(config, "englishTest")).toEqual({ label: "English language results", offerCondition: true });
    expect(documentTypeName(config, "customRequirement.PortfolioReview")).toEqual({ label: "Additional document", offerCondition: true });
  });

  it("reads a type stored by its document's own name, and names no type the configuration does not", () => {
    expect(documentTypeName(config, "deposit")).toEqual({ label: "Deposit receipt", offerCondition: false });
    expect(documentTypeName(config, "notADocument")).toBeNull();
  });
});
