// The privacy policy and terms an applicant agrees to are the university's own (issue 40 item 4;
// decision 0073): the consent page links to the document (or shows its text), agreeing stores the
// version and the day beside the tick, staff read that on the application in words, and a new
// version of the document leaves a consent already given as it was agreed (the applicant is not
// asked again; agreeing again, by saving the page, records the new version).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const POLICY = "https://www.northbridge.example.ac.uk/privacy-notice";
let server: TestServer;
let applicant: TestBrowser;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  applicant = new TestBrowser(server);
  await applicant.signIn(demoEmail("applicant1", TENANT));
  applicationId = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const sectionOf = async (form: string) => ((await server.services.repositories.applications.findById(TENANT, applicationId))!.sections as Record<string, Record<string, unknown>>)[form];
const agree = async (form: string, answer: Record<string, unknown>) => {
  const version = (await server.services.repositories.applications.findById(TENANT, applicationId))!._version;
  return applicant.postJson(`/applications/${applicationId}/${form}.data`, { data: answer, version });
};
const today = () => server.now().toISOString().slice(0, 10);

describe("the university's privacy policy and terms on the consent pages", () => {
  it("links to the university's privacy notice, with its version, opening beside the form", async () => {
    const page = await applicant.get(`/applications/${applicationId}/privacy-policy`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<a href="${POLICY.replace(/\./g, "\\.")}" target="_blank" rel="noreferrer noopener">`));
    expect(visibleText(page.text)).toContain("Read the privacy notice for applicants (version 2026-02, opens in new tab)");
    expect(visibleText(page.text)).toContain("I have read and agree to the privacy policy");
  });

  it("stores the version agreed to and the day with the consent", async () => {
    expect((await agree("privacy-policy", { privacyPolicyConsent: true })).status).toBe(202);
    expect(await sectionOf("privacy-policy")).toEqual({ privacyPolicyConsent: true, privacyPolicyVersion: "2026-02", privacyPolicyAgreedOn: today() });
    // A version typed into the request is not what the applicant agreed to: the university's is stored.
    await agree("terms-conditions", { termsAndConditionsConsent: true, termsAndConditionsVersion: "0.1" });
    expect(await sectionOf("terms-conditions")).toMatchObject({ termsAndConditionsVersion: "2026-02", termsAndConditionsAgreedOn: today() });
  });

  it("shows staff what was agreed to, in words; the applicant is not shown it as a question", async () => {
    const staff = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
    const page = visibleText((await staff.get(`/applications/${applicationId}/privacy-policy`)).text);
    expect(page).toContain(`Agreed to version 2026-02 on ${today()}`);
    expect(visibleText((await applicant.get(`/applications/${applicationId}/privacy-policy`)).text)).not.toContain("Agreed to version");
  });

  it("keeps a consent as it was agreed when the university publishes a new version, and links the new one", async () => {
    const current = await server.services.configs.current(TENANT);
    const config = structuredClone(current.config) as { settings: { consentDocuments: Record<string, Record<string, string>> } };
    config.settings.consentDocuments.privacyPolicy.version = "2026-06";
    await server.services.configs.publish(TENANT, config as unknown as Record<string, unknown>, { by: "test", note: "a new privacy notice", basedOn: current.version });

    expect(await sectionOf("privacy-policy")).toMatchObject({ privacyPolicyVersion: "2026-02" });
    const page = visibleText((await applicant.get(`/applications/${applicationId}/privacy-policy`)).text);
    expect(page).toContain("(version 2026-06, opens in new tab)");
    // Not asked again: the task stays done.
    expect(visibleText((await applicant.get(`/applications/${applicationId}`)).text)).toMatch(/Privacy policy\s*Done/);
    // Agreeing again records the new version.
    await agree("privacy-policy", { privacyPolicyConsent: true });
    expect(await sectionOf("privacy-policy")).toMatchObject({ privacyPolicyVersion: "2026-06" });
  });
});
