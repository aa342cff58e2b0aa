// An accepted offer cannot change under the applicant (issue 39; decision 0045), over HTTP against
// the real server on the embedded store: an officer issues an offer, the applicant accepts it, the
// officer edits the fee. The applicant's page and letter keep the fee they accepted beside "You
// accepted this offer", with a notice of what changed (old -> new) and "Accept the changed offer";
// each version has its own PDF; accepting again makes the new fee stand; the history lists both
// versions; withdrawing the offer is no new version; staff acknowledge the applicant's news.
// "Today" is pinned (22 November 2026).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { OFFER_CONDITIONS, OFFER_DETAILS, postPage } from "../../support/staff-offer";
import { plainFormOf } from "../../support/html-form";
import { pdfText } from "../../support/pdf-text";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;
let applicant: TestBrowser;
let userId: string;
let offerId: string;
let base: string;

const details = OFFER_DETAILS;
const conditions = OFFER_CONDITIONS;

const storedOffer = async () => (await server.services.repositories.offers.findById(TENANT, offerId))!;

const send = async (browser: TestBrowser, url: string, data: Record<string, unknown>) => postPage(browser, url, data, (await storedOffer())._version);

/** The PDF as the browser downloads it (its bytes, not text). */
async function letter(browser: TestBrowser, query = "") {
  const response = await fetch(`${server.url}/offers/${offerId}/letter.pdf${query}`, { headers: { Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } });
  return { status: response.status, text: response.status === 200 ? await pdfText(new Uint8Array(await response.arrayBuffer())) : "" };
}

/** The letter section of the applicant's page, as read. */
const letterOf = (html: string) => visibleText(html.slice(html.indexOf('id="letter-heading"'), html.indexOf('id="decision-heading"')));

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  applicant = new TestBrowser(server);
  await applicant.signIn(demoEmail("applicant2", TENANT));
  const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("applicant2", TENANT)))!;
  userId = user._id;
  offerId = (await server.services.repositories.offers.findOne(TENANT, { userId }))!._id;
  base = `/students/${userId}/offers/${offerId}`;
});
afterAll(async () => {
  await server?.close();
});

describe("an offer the applicant accepted, then changed by the university", () => {
  it("is issued as version 1 and accepted", async () => {
    expect((await send(staff, `${base}/edit`, details)).status).toBe(202);
    expect(await send(staff, `${base}/status`, { status: "Conditional", conditions, notifyApplicant: false })).toMatchObject({ status: 202, errors: [] });
    let offer = await storedOffer();
    expect(offer).toMatchObject({ status: "Conditional", offerVersion: 1 });
    expect((offer.versions as unknown[]).length).toBe(1);
    expect((await applicant.postJson(`/offers/${offerId}.data`, { data: { applicantStatus: "Accepted" }, version: offer._version })).status).toBe(202);
    offer = await storedOffer();
    expect(offer).toMatchObject({ applicantStatus: "Accepted", acceptedVersion: 1 });
  });

  it("keeps the accepted fee on the applicant's page and letter when the officer edits it, saying what changed", async () => {
    // The officer is told before saving that a change is a new version.
    expect(visibleText((await staff.get(`${base}/edit`)).text)).toContain("The applicant accepted version 1 of this offer. If you change its course, intake, fee, scholarships or conditions, the change is a new version");
    expect((await send(staff, `${base}/edit`, { ...details, fee: "17250.00" })).status).toBe(202);
    const offer = await storedOffer();
    expect(offer).toMatchObject({ offerVersion: 2, acceptedVersion: 1, applicantStatus: "Accepted" });
    // The offer's own fields are the new version's: the lists and the staff see the new fee.
    expect(offer.feePence).toBe(1725000);

    const page = await applicant.get(`/offers/${offerId}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.text);
    expect(letterOf(page.text)).toMatch(/Tuition fee\s*£\s*16,500\.00/);
    expect(letterOf(page.text)).not.toContain("17,250.00");
    expect(text).toMatch(/You accepted this offer on/);
    expect(text).toContain("The university has changed this offer");
    expect(text).toContain("You accepted version 1 of this offer. It stands until you accept version 2.");
    expect(text).toContain("Tuition fee: £16,500.00 to £17,250.00");
    expect(text).toContain("Accept the changed offer");
  });

  it("gives each version's letter as a PDF, and the standing letter with the notice", async () => {
    const first = await letter(applicant, "?version=1");
    const second = await letter(applicant, "?version=2");
    expect(first.text).toContain("£16,500.00");
    expect(first.text).not.toContain("17,250.00");
    expect(second.text).toContain("£17,250.00");
    expect(second.text).not.toContain("16,500.00");
    const standing = await letter(applicant);
    expect(standing.text).toContain("The university has changed this offer");
    expect(standing.text).toContain("Tuition fee: £16,500.00 to £17,250.00");
    expect(standing.text).toContain("Tuition fee: £16,500.00 ");
    expect((await letter(applicant, "?version=3")).status).toBe(404);
    expect((await letter(applicant, "?version=first")).status).toBe(404);
    // Staff read every version's letter too.
    expect((await letter(staff, "?version=1")).text).toContain("£16,500.00");
  });

  it("shows staff both versions and that the applicant's acceptance is awaited", async () => {
    const record = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(record).toContain("The applicant accepted version 1. Version 2 is waiting for them to accept it");
    expect(record).toContain("Versions of this offer");
    expect(record).toMatch(/Version 1, made 22 Nov(ember)? 2026.*accepted by the applicant/);
    expect(record).toContain("Tuition fee: £16,500.00 → £17,250.00");
    expect(record).toContain("Offer changed: version 2");
  });

  it("makes the new fee stand once the applicant accepts the changed offer (without JavaScript)", async () => {
    const page = await applicant.get(`/offers/${offerId}`);
    const form = plainFormOf(page.text, `form[action="/offers/${offerId}"]`);
    expect(form.buttons.map((button) => button.text)).toEqual(["Accept the changed offer"]);
    const answer = await applicant.post(`/offers/${offerId}`, form.post());
    expect(answer.status).toBe(303);
    expect(await storedOffer()).toMatchObject({ acceptedVersion: 2, offerVersion: 2, applicantStatus: "Accepted" });
    const after = await applicant.get(`/offers/${offerId}`);
    expect(letterOf(after.text)).toMatch(/Tuition fee\s*£\s*17,250\.00/);
    expect(visibleText(after.text)).not.toContain("The university has changed this offer");
    expect((await letter(applicant)).text).toContain("£17,250.00");
    // Both versions in the history: issuing (version 1), the change (version 2) and its acceptance.
    // (Today is pinned, so every entry has the same time: they are compared by version, then action.)
    const history = await server.services.repositories.auditLog.find(TENANT, { entityId: offerId });
    const versioned = history
      .filter((entry) => typeof entry.details?.version === "number")
      .map((entry) => [entry.action, Number(entry.details?.version)] as const)
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
    expect(versioned).toEqual([
      ["offer.status", 1],
      ["offer.reaccept", 2],
      ["offer.version", 2],
    ]);
    const change = history.find((entry) => entry.action === "offer.version");
    expect(change?.details?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ label: "Tuition fee", from: "£16,500.00", to: "£17,250.00" })]));
    const record = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(record).toContain("Changed offer accepted by the applicant: version 2");
    expect(record).not.toContain("is waiting for them to accept it");
  });

  it("refuses an acceptance of a version the applicant was not shown", async () => {
    expect((await send(staff, `${base}/edit`, { ...details, fee: "18000.00" })).status).toBe(202);
    const answer = await applicant.post(`/offers/${offerId}`, { _intent: "reaccept", offerVersion: "2" });
    expect(answer.status).toBe(303);
    expect(await storedOffer()).toMatchObject({ acceptedVersion: 2, offerVersion: 3 });
  });

  it("lets staff acknowledge the applicant's new information, saying who", async () => {
    expect((await storedOffer()).pendingChanges).toBe(true);
    // The lists' "Pending changes" follows the offer through the write path.
    const rowOf = async () => (await server.services.repositories.listRows.findOne(TENANT, { recordId: offerId })) as Record<string, unknown> | null;
    expect((await rowOf())?.pending_changes).toBe(true);
    const before = await staff.get(`/students/${userId}`);
    expect(visibleText(before.text)).toContain("Applicant has provided new information");
    const form = plainFormOf(before.text, `form[action="${base}/acknowledge"]`);
    expect(form.buttons.map((button) => button.text)).toEqual(["Acknowledge"]);
    expect((await staff.post(`${base}/acknowledge`, form.post())).status).toBe(303);
    expect(await storedOffer()).toMatchObject({ pendingChanges: false, newUpdatesCount: 0 });
    expect((await rowOf())?.pending_changes).toBe(false);
    const staffUser = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("uni", TENANT)))!;
    const entries = await server.services.repositories.auditLog.find(TENANT, { entityId: offerId, action: "offer.acknowledge" });
    expect(entries.map((entry) => entry.actorId)).toEqual([staffUser._id]);
    const after = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(after).not.toContain("Applicant has provided new information");
    expect(after).toContain("Applicant's new information acknowledged");
    // The applicant cannot acknowledge for staff.
    expect([403, 404]).toContain((await applicant.post(`${base}/acknowledge`)).status);
  });

  it("makes no new version when a condition is met, or the offer is withdrawn", async () => {
    const issuedAs = await storedOffer();
    expect(await send(staff, `${base}/requirements/CV`, { status: "Satisfied", noteText: "Current CV received" })).toMatchObject({ status: 202, errors: [] });
    const before = await storedOffer();
    expect((before.conditions as Array<Record<string, unknown>>)[0]).toMatchObject({ requirementId: "CV", status: "Satisfied" });
    expect(before.offerVersion).toBe(issuedAs.offerVersion);
    expect(await send(staff, `${base}/status`, { status: "Withdrawn", statusReason: "EntryCriteriaNotMet", conditions: before.conditions, notifyApplicant: false })).toMatchObject({ status: 202, errors: [] });
    const after = await storedOffer();
    expect(after.status).toBe("Withdrawn");
    expect(after.offerVersion).toBe(before.offerVersion);
    expect((after.versions as unknown[]).length).toBe((before.versions as unknown[]).length);
    expect(await server.services.repositories.auditLog.count(TENANT, { entityId: offerId, action: "offer.version" })).toBe(2);
  });
});
