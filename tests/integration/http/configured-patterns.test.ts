// Issue 36 item 6: a regular expression a university configures can no longer freeze the server.
// Patterns run on RE2 (decision 0107); one RE2 cannot run is refused at validate, and one the
// browser would run in more than linear time is refused at publish, each naming its field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

let server: TestServer;
let admin: TestBrowser;
const TENANT = "northbridge";

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  expect((await admin.signIn(demoEmail("uniadmin"))).status).toBe(302);
  await admin.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
});
afterAll(async () => {
  await server?.close();
});

const draftVersionIn = (html: string): string => /name="draftVersion" value="(\d+)"/.exec(html)?.[1] ?? "missing";

function textareaIn(html: string, id: string): string {
  const raw = new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? "";
  return raw.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

const latestVersion = () => server.services.repositories.configVersions.latestVersionNumber(TENANT);

async function discardDraft(): Promise<void> {
  const version = draftVersionIn((await admin.get("/config")).text);
  if (version !== "0") expect((await admin.post("/config", { intent: "discard", draftVersion: version })).status).toBe(302);
}

/** Saves a draft whose identity schema gives the given name this pattern. */
async function draftGivenNamePattern(pattern: string): Promise<string> {
  const page = await admin.get("/config/areas/schemas");
  const schemas = JSON.parse(textareaIn(page.text, "json")) as Record<string, { properties: Record<string, unknown> }>;
  schemas["application/identity"].properties.givenName = { type: "string", maxLength: 100, pattern };
  expect((await admin.post("/config/areas/schemas", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(schemas) })).status).toBe(302);
  return draftVersionIn((await admin.get("/config")).text);
}

describe("a configured pattern", () => {
  it("that RE2 cannot run (a back-reference, a look-ahead) is refused at validate, naming the field", async () => {
    for (const pattern of ["^(\\w)\\1$", "^(?=[A-Z])\\w+$"]) {
      const draftVersion = await draftGivenNamePattern(pattern);
      const validated = await admin.post("/config", { intent: "validate", draftVersion });
      expect(validated.status).toBe(200);
      expect(visibleText(validated.text)).toContain('the pattern of "givenName" cannot run in linear time (look-arounds and back-references are not supported)');
      const before = await latestVersion();
      expect((await admin.post("/config", { intent: "publish", draftVersion, note: "Names" })).status).toBe(422);
      expect(await latestVersion()).toBe(before);
      await discardDraft();
    }
  });

  it("that the browser would run in more than linear time is refused at publish, naming the field", async () => {
    for (const [pattern, growth] of [
      ["^(a|aa)+$", "exponentially"],
      ["^(\\w|\\d)+$", "exponentially"],
      ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "as the answer's length to the power 2"],
    ]) {
      const draftVersion = await draftGivenNamePattern(pattern);
      const before = await latestVersion();
      const refused = await admin.post("/config", { intent: "publish", draftVersion, note: "Names" });
      expect(refused.status).toBe(422);
      expect(visibleText(refused.text)).toMatch(/The draft has \d+ problems? and cannot be published/);
      expect(visibleText(refused.text)).toContain(`the pattern of "givenName" can take time growing ${growth} with the answer's length in a browser`);
      expect(await latestVersion()).toBe(before);
      await discardDraft();
    }
  });

  it("that runs in linear time everywhere is published", async () => {
    const draftVersion = await draftGivenNamePattern("^[\\p{L}' -]+$");
    const before = (await latestVersion()) ?? 0;
    const published = await admin.post("/config", { intent: "publish", draftVersion, note: "Letters only in given names" });
    expect(published.status).toBe(302);
    expect(await latestVersion()).toBe(before + 1);
  });

  it("freezes nothing: the rule that stalled the server for 9 s answers at once, and /healthz with it", async () => {
    // `matches` runs on RE2 on the server and in the browser, so this pattern is accepted; on a
    // backtracking engine a 45-character name took 9 s and held every request meanwhile.
    const page = await admin.get("/config/forms/identity");
    const form = JSON.parse(textareaIn(page.text, "raw-json")) as { rules: Record<string, unknown> };
    form.rules["given-name-evil"] = { id: "given-name-evil", order: 1000, path: "givenName", failsWhen: { "!": [{ matches: [{ var: "record.givenName" }, "^(a|aa)+$"] }] }, message: "common.invalidDate" };
    expect((await admin.post("/config/forms/identity", { intent: "raw", draftVersion: draftVersionIn(page.text), definitionJson: JSON.stringify(form) })).status).toBe(302);
    const published = await admin.post("/config", { intent: "publish", draftVersion: draftVersionIn((await admin.get("/config")).text), note: "Evil pattern" });
    expect(published.status).toBe(302);

    const applicant = new TestBrowser(server);
    await applicant.signIn(demoEmail("applicant1", TENANT));
    const application = await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) });
    const started = performance.now();
    const [saved, health] = await Promise.all([
      applicant.postJson(`/applications/${application!._id}/identity.data`, { data: { givenName: `${"a".repeat(44)}!` }, version: application!._version }),
      fetch(`${server.url}/healthz`),
    ]);
    const elapsed = performance.now() - started;
    expect(saved.status).toBe(422);
    const { page: answered } = (await decodeRemixData(saved.text)) as { page: { errors: Array<{ path: string }> } };
    expect(answered.errors.map((error) => error.path)).toContain("givenName"); // the rule ran and refused the name
    expect(health.status).toBe(200);
    // Generous: the same request took 9 s on the backtracking engine.
    expect(elapsed).toBeLessThan(3_000);
  });
});
