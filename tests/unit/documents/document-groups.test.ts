// The record's documents grouped by the configuration's document tasks (issue 39, decision 0062).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { documentGroupOf, documentGroups } from "../../../rules/documents/document-groups";
import { preparedConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;

beforeAll(async () => {
  config = await preparedConfig("thamesgate");
});

describe("the record's document groups", () => {
  it("are the document tasks (Receive CAS's CAS statement among them) in the configuration's order, then offer conditions, application and other documents", () => {
    expect(documentGroups(config).map((group) => config.text(group.labelKey))).toEqual([
      "Financial Documents",
      "General Documents",
      "Receive CAS Document",
      "Follow-up Documents",
      "Offer conditions",
      "Application documents",
      "Other documents",
    ]);
  });

  it("put the CAS statement under Receive CAS Document", () => {
    expect(documentGroupOf(config, { recordKind: "students", documentType: "casDocuments.casStatement" }).id).toBe("receiveCas");
  });

  it("put a checklist document under the task that lists its area, by key or by its own name", () => {
    expect(documentGroupOf(config, { recordKind: "students", documentType: "generalDocuments.passport" }).id).toBe("generalDocuments");
    expect(documentGroupOf(config, { recordKind: "students", documentType: "deposit" }).id).toBe("financialDocuments");
    expect(documentGroupOf(config, { recordKind: "students", documentType: "afterArrivalDocuments.biometricResidencePermit" }).id).toBe("followUpDocuments");
  });

  it("put an offer's and an application's documents under their own headings, and an unknown type under other", () => {
    expect(documentGroupOf(config, { recordKind: "offers", documentType: "englishTest" }).id).toBe("offerConditions");
    expect(documentGroupOf(config, { recordKind: "applications", documentType: "passport" }).id).toBe("application");
    expect(documentGroupOf(config, { recordKind: "students", documentType: "notADocument" }).id).toBe("other");
  });
});
