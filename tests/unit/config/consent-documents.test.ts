// The university's own privacy policy and terms (issue 40 item 4; decision 0073): each demo
// university publishes its own, and publishing refuses one that is missing, not https, empty or
// without a version, naming the field.
import { beforeAll, describe, expect, it } from "vitest";
import { composedConfigs } from "../../../server/cli/config-source";
import { checkBeforePublishing } from "../../../server/tenant-config/validate";

type Documents = Record<string, Record<string, string>>;
let universities: Array<{ key: string; config: Record<string, unknown> }> = [];
beforeAll(async () => {
  universities = await composedConfigs();
});

const documentsOf = (config: Record<string, unknown>) => (config.settings as { consentDocuments: Documents }).consentDocuments;

function northbridgeWith(change: (documents: Documents) => void): Record<string, unknown> {
  const config = structuredClone(universities.find((university) => university.key === "northbridge")!.config);
  change(documentsOf(config));
  return config;
}

const problemsAt = async (config: Record<string, unknown>) => (await checkBeforePublishing(config)).filter((problem) => problem.location.startsWith("settings.consentDocuments"));

describe("the university's privacy policy and terms", () => {
  it("are each demo university's own, and publish", async () => {
    expect(universities.length).toBeGreaterThanOrEqual(5);
    const links = new Set<string>();
    for (const { key, config } of universities) {
      const { privacyPolicy, terms } = documentsOf(config);
      expect(privacyPolicy.url, key).toMatch(new RegExp(`^https://www\\.${key}\\.example\\.ac\\.uk/`));
      expect(privacyPolicy.version, key).not.toBe("");
      expect(terms.url ?? terms.text, key).toBeTruthy();
      links.add(privacyPolicy.url);
      expect(await problemsAt(config), key).toEqual([]);
    }
    expect(links.size).toBe(universities.length);
  });

  it("refuses a missing document, naming it", async () => {
    const problems = await problemsAt(northbridgeWith((documents) => delete documents.privacyPolicy));
    expect(problems.map((problem) => problem.location)).toEqual(["settings.consentDocuments.privacyPolicy"]);
    expect(problems[0].problem).toContain("privacy policy is missing");
  });

  it("refuses a link that is not https", async () => {
    const problems = await problemsAt(northbridgeWith((documents) => (documents.terms.url = "http://www.northbridge.example.ac.uk/terms")));
    expect(problems).toEqual([{ location: "settings.consentDocuments.terms.url", problem: '"http://www.northbridge.example.ac.uk/terms" is not a link starting https://' }]);
  });

  it("refuses a document with neither a link nor text, and one without a version or title", async () => {
    const problems = await problemsAt(
      northbridgeWith((documents) => {
        documents.terms = { title: "terms", text: "  ", version: "1" };
        documents.privacyPolicy = { title: "", url: "https://www.northbridge.example.ac.uk/privacy", version: "" };
      }),
    );
    expect(problems.map((problem) => problem.location).sort()).toEqual([
      "settings.consentDocuments.privacyPolicy.title",
      "settings.consentDocuments.privacyPolicy.version",
      "settings.consentDocuments.terms",
    ]);
  });

  it("takes a document given as text", async () => {
    expect(await problemsAt(northbridgeWith((documents) => (documents.terms = { title: "terms of study", text: "You agree to the rules for students.", version: "3" })))).toEqual([]);
  });
});
