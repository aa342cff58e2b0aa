// Every application section and your-information page over HTTP, as the form renderer submits
// it: a bad body is answered 422 with the rules' messages and stores nothing; a good body is
// stored (hidden and unknown answers dropped) and leads to the next task.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fixture from "../../fixtures/complete-application.json";
import { TestBrowser, demoEmail, titleOf, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

interface PageAnswer {
  page?: { errors: Array<{ path: string; message: string }> };
  conflict?: string;
}

let server: TestServer;
let browser: TestBrowser;
let applicationId: string;
const TENANT = "northbridge";

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  await browser.signIn(demoEmail("applicant1", TENANT));
  const application = await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) });
  applicationId = application!._id;
});
afterAll(async () => {
  await server?.close();
});

const stored = async () => (await server.services.repositories.applications.findById(TENANT, applicationId))!;
const sectionsOf = async () => ((await stored()).sections ?? {}) as Record<string, unknown>;

const APPLICATION_SECTIONS = [
  "identity", "nationality-and-residence", "contact-details", "education-history", "english-language", "employment",
  "references", "personal-statement", "funding", "immigration-history", "diversity-inclusion", "representation",
  "referral", "declarations", "information-processing", "privacy-policy", "terms-conditions", "accuracy-of-data",
];
const YOUR_INFORMATION = ["fee-status", "your-contact-details", "programme-choices", "your-highest-education", "your-highest-qualification"];
const urlOf = (form: string) => (YOUR_INFORMATION.includes(form) ? `/your-information/${form}` : `/applications/${applicationId}/${form}`);
const answers = fixture.sections as Record<string, Record<string, unknown>>;

async function save(form: string, data: unknown, version?: number) {
  const answer = await browser.postJson(`${urlOf(form)}.data`, { data, version: version ?? (await stored())._version });
  return { ...answer, body: answer.text ? ((await decodeRemixData(answer.text)) as PageAnswer) : {} };
}

describe.each([...YOUR_INFORMATION, ...APPLICATION_SECTIONS])("the %s page", (form) => {
  it("is drawn from configuration with its title", async () => {
    const page = await browser.get(urlOf(form));
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toMatch(/ - CAS Shield$/);
  });

  it("answers an empty submission with the rules' messages and stores nothing", async () => {
    const before = await sectionsOf();
    const { status, body } = await save(form, {});
    expect(status).toBe(422);
    expect(body.page?.errors.length).toBeGreaterThan(0);
    // Messages are the catalogue's wording, never a bare message key.
    for (const error of body.page?.errors ?? []) expect(error.message).not.toMatch(/^[a-z][\w-]*(\.[\w-]+)+$/);
    expect((await sectionsOf())[form]).toEqual(before[form]);
  });

  it("stores good answers", async () => {
    // On the `.data` URL Remix answers a redirect with 202 and the target in the body.
    const { status } = await save(form, answers[form]);
    expect(status).toBe(202);
    expect((await sectionsOf())[form]).toEqual({ ...answers[form], ...consentRecordOf(form) });
  });
});

/** What agreeing to a university's document stores beside the tick: its version and the day (issue 40 item 4; decision 0073). */
function consentRecordOf(form: string): Record<string, string> {
  const today = server.now().toISOString().slice(0, 10);
  if (form === "privacy-policy") return { privacyPolicyVersion: "2026-02", privacyPolicyAgreedOn: today };
  if (form === "terms-conditions") return { termsAndConditionsVersion: "2026-02", termsAndConditionsAgreedOn: today };
  return {};
}

describe("saving", () => {
  it("goes from one section to the next, and from the last one back to the task list", async () => {
    const redirectOf = async (form: string) => {
      const answer = await browser.postJson(urlOf(form), { data: answers[form], version: (await stored())._version });
      return answer.location;
    };
    expect(await redirectOf("identity")).toBe(`/applications/${applicationId}/nationality-and-residence`);
    expect(await redirectOf("accuracy-of-data")).toBe(`/applications/${applicationId}`);
    expect(await redirectOf("fee-status")).toBe("/your-information/programme-choices");
  });

  it("shows every task 'Done' once every section is saved", async () => {
    const page = visibleText((await browser.get(`/applications/${applicationId}`)).text);
    expect(page).toContain("You have completed 18 of 18 sections.");
    expect(page).not.toContain("To do");
  });

  it("copies the fee status to the application, where other pages' conditions read it", async () => {
    await save("fee-status", { feeStatus: "HOME", nationality: "British" });
    expect(await stored()).toMatchObject({ feeStatus: "HOME", nationality: "British" });
    await save("fee-status", answers["fee-status"]);
    expect(await stored()).toMatchObject({ feeStatus: "OVERSEAS", nationality: "Nigerian" });
  });

  it("drops unknown answers and answers to questions that do not apply", async () => {
    const data = { ...answers.identity, hacker: true, idType: "None", passport: answers.identity.passport };
    await save("identity", data);
    const saved = (await sectionsOf()).identity as Record<string, unknown>;
    expect(saved).not.toHaveProperty("hacker");
    expect(saved).not.toHaveProperty("passport");
    expect(saved.idType).toBe("None");
    await save("identity", answers.identity);
  });

  it("refuses a save based on an old version and overwrites nothing", async () => {
    const current = await stored();
    const { status, body } = await save("referral", { firstApplicationStatus: "AppliedBefore", previousApplicationOrStudentNumber: "X1" }, current._version - 1);
    expect(status).toBe(409);
    expect(body.conflict).toContain("changed in another window");
    expect((await sectionsOf()).referral).toEqual(answers.referral);
    expect((await stored())._version).toBe(current._version);
  });

  it("says so when the store fails, keeps the answers on the page and stores nothing: 'We encountered an error saving your choices' on programme choices", async () => {
    const before = await stored();
    // The store refuses the application's own write (the write path's change entry is taken back).
    const repository = server.services.store.collection("applications");
    const update = repository.updateOne.bind(repository);
    repository.updateOne = async () => {
      throw new Error("the disk is full");
    };
    try {
      const choices = { programmeChoices: [{ intakeId: "2027-01", intendedLevelOfStudy: "Undergraduate", mode: "Full-time", courseId: "NBU-101" }] };
      const failed = await save("programme-choices", choices, before._version);
      expect(failed.status).toBe(503);
      expect(failed.body.conflict).toBe("We encountered an error saving your choices. Please try again.");
      expect((failed.body as { page?: { formData: unknown } }).page?.formData).toEqual(choices);
      const other = await save("referral", answers.referral, before._version);
      expect(other.body.conflict).toBe("Your answers could not be saved because of a problem on our side. Nothing was lost: try saving again.");
    } finally {
      repository.updateOne = update;
    }
    expect((await stored())._version).toBe(before._version);
  });

  it.each([
    ["a list instead of an object", "[1,2]"],
    ["a MongoDB operator", JSON.stringify({ data: { givenName: { $gt: "" } }, version: 1 })],
    ["a prototype key", '{"data":{"__proto__":{"admin":true}},"version":1}'],
    ["malformed JSON", "{ data: "],
  ])("refuses %s with 400 and stores nothing", async (_name, body) => {
    const before = await stored();
    const answer = await browser.postJson(`${urlOf("identity")}.data`, body);
    expect(answer.status).toBe(400);
    expect((await stored())._version).toBe(before._version);
  });
});

describe("the your-information contact page (000 §2; decision 0401)", () => {
  it("answers at /your-information/contact-details, linked from its task list", async () => {
    const page = await browser.get("/your-information/contact-details");
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toMatch(/contact details - CAS Shield$/i);
    expect((await browser.get("/your-information")).text).toContain('href="/your-information/contact-details"');
    const saved = await browser.postJson("/your-information/contact-details.data", { data: answers["your-contact-details"], version: (await stored())._version });
    expect(saved.status).toBe(202);
  });
});
