// The applicant's names are facts already held (issue 40 item 12; decisions 0071, 0088): the
// account's names, copied to the application when it was started, are Identity's answers until the
// page is first saved, so the applicant does not type them twice. Over real HTTP, as a browser
// without JavaScript posts the page back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInSkippingMfa, TestBrowser } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The value a text input is drawn with, as a browser would post it. */
const drawnValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find((value) => value !== undefined);

describe("Identity, never saved", () => {
  let browser: TestBrowser;
  let application: { _id: string; givenName: string; familyName: string; _version: number };

  beforeAll(async () => {
    const applications = await server.services.repositories.applications.find(TENANT, {});
    // An applicant's application whose Identity page was never saved (the demo has such applicants).
    const fresh = applications.find((candidate) => !(candidate.sections as Record<string, unknown> | undefined)?.identity && typeof candidate.email === "string" && candidate.givenName && candidate.familyName);
    expect(fresh).toBeDefined();
    application = fresh as unknown as typeof application;
    browser = await signedInSkippingMfa(server, String(fresh?.email));
  });

  it("shows the names the applicant already gave as the answers", async () => {
    const page = await browser.get(`/applications/${application._id}/identity`);
    expect(page.status).toBe(200);
    expect(drawnValue(page.text, "root_givenName")).toBe(application.givenName);
    expect(drawnValue(page.text, "root_familyName")).toBe(application.familyName);
  });

  it("saves them as posted back, the applicant having typed only the rest", async () => {
    const page = await browser.get(`/applications/${application._id}/identity`);
    const version = (await server.services.repositories.applications.findById(TENANT, application._id))!._version;
    const form = new FormData();
    const typed: Record<string, string> = {
      _version: String(version),
      root_title: "Ms",
      root_idType: "None",
      root_hasOtherName: "false",
    };
    // What the browser sends back: the drawn names untouched.
    typed.root_givenName = drawnValue(page.text, "root_givenName") ?? "";
    typed.root_familyName = drawnValue(page.text, "root_familyName") ?? "";
    for (const [name, value] of Object.entries(typed)) form.append(name, value);
    form.append("root_passportDocument", new File([], ""));
    const answer = await browser.post(`/applications/${application._id}/identity`, form);
    expect(answer.status).toBe(302);
    const identity = ((await server.services.repositories.applications.findById(TENANT, application._id))!.sections as Record<string, Record<string, unknown>>).identity;
    expect(identity).toMatchObject({ givenName: application.givenName, familyName: application.familyName });
  });
});
