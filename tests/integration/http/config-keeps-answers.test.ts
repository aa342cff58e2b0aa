// No configuration change loses a stored answer (issue 38, item 1), told as it happened: an
// officer publishes a question, an applicant answers it, the officer rolls back to before the
// question, the applicant saves the page again, the officer rolls forward: the answer is there.
// And the same for a question configuration hides and then shows again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, fieldIndex, fieldsForm } from "../../support/config-pages";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;
let applicant: TestBrowser;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
  applicant = await signedInSkippingMfa(server, demoEmail("applicant1"));
  applicationId = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1") }))!._id;
});
afterAll(async () => {
  await server?.close();
});

const identityPath = () => `/applications/${applicationId}/identity`;
const storedIdentity = async () => {
  const application = await server.services.repositories.applications.findById(TENANT, applicationId);
  return { version: application!._version, answers: ((application!.sections ?? {}) as Record<string, Record<string, unknown>>).identity ?? {} };
};
const latest = async () => (await server.services.configs.current(TENANT)).version;

/** The officer shows or hides the identity page's middle name question and publishes it. */
async function publishMiddleName(mode: "yes" | "no", note: string, beforePublishing: () => Promise<void> = async () => {}): Promise<number> {
  const page = await officer.get("/config/forms/identity");
  expect((await officer.post("/config/forms/identity", fieldsForm(page.text, { [`f${fieldIndex(page.text, "middleName")}.visible.mode`]: mode }))).status).toBe(302);
  await beforePublishing();
  const published = await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn((await officer.get("/config")).text), note });
  expect(published.status).toBe(302);
  return latest();
}

/** The officer rolls back to `version` through the draft, and publishes it. */
async function rollBackTo(version: number): Promise<void> {
  const started = await officer.post("/config/history", { intent: "rollback", version: String(version), expectedLatest: String(await latest()) });
  expect(started.location).toBe(`/config?rollback=${version}`);
  const published = await officer.post("/config", { intent: "publish", draftVersion: draftVersionIn((await officer.get("/config")).text), note: `Rollback to version ${version}` });
  expect(published.location).toMatch(/^\/config\/history\?rolledBack=\d+$/);
}

const identityAnswers = { title: "Ms", givenName: "Amara", familyName: "Okafor", idType: "None", hasOtherName: false };

/** The applicant saves the identity page; `middleName` only when the page shows it. */
async function applicantSaves(answers: Record<string, unknown>): Promise<void> {
  const saved = await applicant.postJson(`${identityPath()}.data`, { data: answers, version: (await storedIdentity()).version });
  expect(saved.status).toBe(202);
}

const middleNameInput = (html: string) => /<input[^>]*id="root_middleName"[^>]*>/.exec(html)?.[0] ?? null;

describe("a configuration change never loses a stored answer", () => {
  it("publish a question, answer it, roll back to before it, save, roll forward: the answer is there", async () => {
    const withoutQuestion = await publishMiddleName("no", "No middle names");
    await publishMiddleName("yes", "Middle names asked");
    await applicantSaves({ ...identityAnswers, middleName: "Grace" });
    expect((await storedIdentity()).answers.middleName).toBe("Grace");

    await rollBackTo(withoutQuestion);
    expect(middleNameInput((await applicant.get(identityPath())).text)).toBeNull();
    await applicantSaves({ ...identityAnswers, givenName: "Amarachi" });
    expect((await storedIdentity()).answers).toMatchObject({ givenName: "Amarachi", middleName: "Grace" });

    await rollBackTo(withoutQuestion + 1);
    expect(middleNameInput((await applicant.get(identityPath())).text)).toContain('value="Grace"');
  }, 120_000);

  it("hide a question by configuration, save, show it again: the answer is there", async () => {
    await applicantSaves({ ...identityAnswers, middleName: "Ngozi" });
    await publishMiddleName("no", "Hide middle names", async () => {
      // The impact page says whose answers the draft would hide, and that they are kept.
      const impact = visibleText((await officer.get("/config/impact")).text);
      expect(impact).toContain("Answers that would be hidden");
      expect(impact).toMatch(/\d+ applications?: Identity, Middle names/);
      expect(impact).toContain("The answers are kept and come back if the question is shown again.");
    });
    // Sent anyway, a hidden question's answer is not taken: the stored one stays.
    await applicantSaves({ ...identityAnswers, middleName: "Changed while hidden" });
    expect((await storedIdentity()).answers.middleName).toBe("Ngozi");
    await publishMiddleName("yes", "Show middle names");
    expect(middleNameInput((await applicant.get(identityPath())).text)).toContain('value="Ngozi"');
  }, 120_000);

  it("a save still removes what the applicant's own answers hid", async () => {
    await applicantSaves({ ...identityAnswers, hasOtherName: true, otherNames: [{ givenName: "Ama", familyName: "Okafor", reason: "Known by it at school" }] });
    expect((await storedIdentity()).answers.otherNames).toBeDefined();
    await applicantSaves({ ...identityAnswers, hasOtherName: false });
    expect((await storedIdentity()).answers).not.toHaveProperty("otherNames");
  }, 60_000);
});
