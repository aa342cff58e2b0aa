// Erasure and retention on the pages (issue 42 items 2 and 4; decisions 0041 and 0044): a UniAdmin
// records a person's erasure request without JavaScript (errors in words), sees what goes now and
// what is kept, carries it out and the person's page is gone; another role is refused; and the
// Config screen's impact page says how many records the next retention run would remove under a
// draft that shortens a period, beside the published rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoEmail, signedInSkippingMfa, visibleText, type TestBrowser } from "../../support/http-client";
import { draftVersionIn, textareaIn } from "../../support/config-pages";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  officer = await signedInSkippingMfa(server, demoEmail("uniadmin"));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe("a person's erasure on the page", () => {
  it("records the request, shows what goes and what stays, and carries it out", async () => {
    const students = new Set((await server.services.repositories.students.find(TENANT, {})).map((student) => student.userId));
    const application = (await server.services.repositories.applications.find(TENANT, { applicationStatus: "Rejected" })).find((candidate) => !students.has(candidate.userId))!;
    const url = `/students/${application.userId}/erasure`;
    const name = `${application.givenName} ${application.familyName}`;

    // The person's record leads a UniAdmin to it.
    expect((await officer.get(`/students/${application.userId}`)).text).toContain(`href="${url}"`);
    const page = visibleText((await officer.get(url)).text);
    expect(page).toContain(`Erasure of ${name}'s personal data`);
    expect(page).toContain("Can be erased now");
    expect(page).toContain("Their account: 1");
    expect(page).toContain("Applications (anonymised): 1");
    expect(page).toContain("Nothing has to be kept: everything can be erased.");
    expect(page).toContain("No erasure request has been recorded.");

    const refused = await officer.post(url, { intent: "record", who: "representative", representative: "", requestedOn: "2026-13-40" });
    expect(refused.status).toBe(200);
    const refusedText = visibleText(refused.text);
    expect(refusedText).toContain("There is a problem");
    expect(refusedText).toContain("Enter the name of the person acting for them");
    expect(refusedText).toContain("Enter the date of the request as a real date, for example 2026-11-20");
    expect(await server.services.store.collection("erasures").count({ tenant: TENANT })).toBe(0);

    const recorded = visibleText((await officer.post(url, { intent: "record", who: "person", representative: "", requestedOn: "2026-11-20" })).text);
    expect(recorded).toMatch(/Asked for on 2026-11-20 by the person; received by .+ on .+\. Not yet carried out\./);
    expect(recorded).toContain("Erase the data now");

    const [request] = await server.services.store.collection("erasures").find({ tenant: TENANT });
    const erased = await officer.post(url, { intent: "erase", request: request._id });
    expect(erased.status).toBe(302);
    const done = visibleText((await officer.get(String(erased.location))).text);
    expect(done).toContain("Erasure carried out");
    expect(done).toContain(`Request ${request._id} is kept as a record of the erasure, with no personal data.`);
    expect(done).not.toContain(name);
    expect((await officer.get(url)).status).toBe(404);
    expect(await server.services.repositories.applications.findById(TENANT, application._id)).toMatchObject({ applicationStatus: "Rejected", userId: expect.stringMatching(/^anonymous-/) });
  }, 120_000);

  it("is refused to staff who are not UniAdmins", async () => {
    const uni = await signedInSkippingMfa(server, demoEmail("uni"));
    const [application] = await server.services.repositories.applications.find(TENANT, {});
    expect((await uni.get(`/students/${application.userId}/erasure`)).status).toBe(403);
    expect((await uni.get(`/students/${application.userId}`)).text).not.toContain("/erasure");
  });
});

describe("the impact of a retention change", () => {
  it("counts what the next run would remove under the draft beside the published rules", async () => {
    const page = await officer.get("/config/areas/retention");
    const retention = JSON.parse(textareaIn(page.text, "json")) as { kinds: Record<string, { keepDays: number }> };
    retention.kinds.unsuccessfulApplications.keepDays = 0;
    expect((await officer.post("/config/areas/retention", { intent: "save", draftVersion: draftVersionIn(page.text), json: JSON.stringify(retention) })).status).toBe(302);
    // Independently of the sweep: unsuccessful applications whose decision was before today (kept 0 days, gone the day after), not anonymised already (the erasure above).
    const unsuccessful = (await server.services.repositories.applications.find(TENANT, { applicationStatus: { $in: ["Rejected", "Withdrawn", "Cancelled"] }, anonymisedAt: { $exists: false } })).filter(
      (application) => String(application.applicationStatusUpdatedAt ?? application.updatedAt).slice(0, 10) < "2026-11-22",
    );
    expect(unsuccessful.length).toBeGreaterThan(0);
    const impact = visibleText((await officer.get("/config/impact")).text);
    expect(impact).toContain("Retention: the next run");
    expect(impact).toContain(`Unsuccessful applications: 0 now, ${unsuccessful.length} under the draft`);
    expect(impact).toContain("Import files: 0 now, 0 under the draft");
  }, 120_000);
});
