// "Add another" on staff forms with and without JavaScript (issue 39, Offers), over HTTP against
// the real server on the embedded store: an officer issues a conditional offer with a condition
// they add on the status page. Without JavaScript the add button posts the page and it comes back
// with a new item and everything typed kept; the new requirement's id is the server's to give
// (no error points at a hidden field); a requirement set to Condition without its text is refused
// in words on every form. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { plainFormOf } from "../../support/html-form";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
});
afterAll(async () => {
  await server?.close();
});

type Requirement = Record<string, unknown>;

async function offerOf(local: string) {
  const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
  const offer = (await server.services.repositories.offers.findOne(TENANT, { userId: user._id }))!;
  return { userId: user._id, offer, base: `/students/${user._id}/offers/${offer._id}` };
}

const stored = async (offerId: string) => (await server.services.repositories.offers.findById(TENANT, offerId))!;

async function sendJson(url: string, data: Record<string, unknown>, version: number) {
  const answer = await staff.postJson(`${url}.data`, { data, version });
  const body = answer.text ? ((await decodeRemixData(answer.text)) as { page?: { errors: Array<{ path: string; message: string }> } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

/** Every requirement the offer already has, set so that the offer may be issued (each a condition with its text). */
function allConditions(conditions: Requirement[]): Record<string, string> {
  return Object.fromEntries(
    conditions.flatMap((_, index) => [
      [`root_conditions_${index}_status`, "Condition"],
      [`root_conditions_${index}_conditionText`, `Condition ${index + 1}`],
    ]),
  );
}

describe("issuing a conditional offer with a condition added on the page, without JavaScript", () => {
  it("adds an item by a round trip that keeps what was typed, then issues the offer with the new condition", async () => {
    // An issued offer, re-issued: its conditions are on the page from the start.
    const { offer, base } = await offerOf("applicant3");
    const existing = (offer.conditions as Requirement[]) ?? [];
    expect(offer.status).toBe("Conditional");
    const first = await staff.get(`${base}/status`);
    expect(first.status).toBe(200);
    const form = plainFormOf(first.text);
    const add = form.buttons.find((button) => button.name === "_addItem" && button.value === "conditions");
    expect(add?.text).toMatch(/^Add/);
    // The officer chooses the status, types a note, and presses "Add another".
    const typed = { root_status: "Conditional", root_statusInternalNote: "Strong application", ...allConditions(existing) };
    const added = await staff.post(`${base}/status`, form.post(typed, add));
    expect(added.status).toBe(200);
    expect((await stored(offer._id))._version).toBe(offer._version);
    const page = plainFormOf(added.text);
    const n = existing.length;
    expect(page.names).toContain(`root_conditions_${n}_requirementText`);
    expect(visibleText(added.text)).toContain(`Item ${n + 1}`);
    expect(added.text).toContain("Strong application");
    expect(visibleText(added.text)).not.toContain("There is a problem");
    // The existing requirements keep their ids through the round trip (hidden inputs).
    expect(page.names).toContain("root_conditions_0_requirementId");

    // Saved with the new condition's status set to Condition but no text: refused in words, at the text box.
    const fresh = { ...typed, [`root_conditions_${n}_requirementText`]: "A reference from your employer", [`root_conditions_${n}_status`]: "Condition" };
    const untold = await staff.post(`${base}/status`, page.post(fresh));
    expect(untold.status).toBe(422);
    const words = visibleText(untold.text);
    expect(words).toContain("There is a problem");
    expect(words).toContain("Enter the condition the applicant must meet");
    expect(words).not.toContain("Enter an answer");
    expect(untold.text).toContain(`href="#root_conditions_${n}_conditionText"`);
    expect(untold.text).toContain("A reference from your employer");
    expect((await stored(offer._id)).status).toBe(offer.status);

    const issued = await staff.post(`${base}/status`, plainFormOf(untold.text).post({ ...fresh, [`root_conditions_${n}_conditionText`]: "A signed reference from your current employer" }));
    expect(issued.status).toBe(302);
    const after = await stored(offer._id);
    expect(after.status).toBe("Conditional");
    expect(after.statusInternalNote).toBe("Strong application");
    const conditions = after.conditions as Requirement[];
    expect(conditions).toHaveLength(n + 1);
    expect(conditions[n]).toMatchObject({ requirementText: "A reference from your employer", status: "Condition", conditionText: "A signed reference from your current employer" });
    expect(String(conditions[n].requirementId)).toMatch(/^Custom\d+$/);
    expect(conditions.slice(0, n).map((condition) => condition.requirementId)).toEqual(existing.map((condition) => condition.requirementId));
    expect(new Set(conditions.map((condition) => condition.requirementId)).size).toBe(n + 1);
  });

  it("removes an item by a round trip, storing nothing until saved", async () => {
    const { offer, base } = await offerOf("applicant3");
    const conditions = offer.conditions as Requirement[];
    const form = plainFormOf((await staff.get(`${base}/status`)).text);
    const last = conditions.length - 1;
    const remove = form.buttons.find((button) => button.name === "_removeItem" && button.value === `conditions.${last}`);
    expect(remove).toBeDefined();
    const removed = await staff.post(`${base}/status`, form.post({}, remove));
    expect(removed.status).toBe(200);
    const names = plainFormOf(removed.text).names;
    expect(names).not.toContain(`root_conditions_${last}_requirementText`);
    expect(names).toContain(`root_conditions_${last - 1}_requirementText`);
    expect((await stored(offer._id)).conditions).toEqual(conditions);
  });
});

describe("the record says why an offer cannot be issued (001 §2 banner)", () => {
  it("shows the banner on the person's record, not only as a form error", async () => {
    const { userId, offer, base } = await offerOf("applicant2");
    expect(offer.status).toBe("Draft");
    // The draft offer gets a requirement, still to assess, on its details page.
    const details = { courseId: "NBU-101", intakeId: "2027-09", conditionType: "Conditional", fee: "16500.00", customRequirements: [{ requirementText: "A reference from your employer" }], startText: "Welcome." };
    const saved = await sendJson(`${base}/edit`, details, offer._version);
    expect(saved.status).toBe(202);
    const page = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(page).toContain("Offer cannot be issued as 1 requirement(s) is/are not satisfied");
  });
});

describe("the same with JavaScript (the page posts JSON)", () => {
  it("stores a new condition without an id, giving it one; refuses a Condition without its text", async () => {
    const { offer, base } = await offerOf("applicant1");
    const existing = ((offer.conditions as Requirement[]) ?? []).map((condition, index) => ({ ...condition, status: "Condition", conditionText: `Condition ${index + 1}` }));
    const untold = await sendJson(`${base}/status`, { status: "Conditional", conditions: [...existing, { requirementText: "Proof of address", status: "Condition" }] }, offer._version);
    expect(untold.status).toBe(422);
    expect(untold.errors).toEqual([{ path: `conditions.${existing.length}.conditionText`, message: "Enter the condition the applicant must meet" }]);
    const saved = await sendJson(`${base}/status`, { status: "Conditional", conditions: [...existing, { requirementText: "Proof of address", status: "Condition", conditionText: "A utility bill from the last 3 months" }] }, offer._version);
    expect(saved.errors).toEqual([]);
    expect(saved.status).toBe(202);
    const added = (await stored(offer._id)).conditions as Requirement[];
    expect(added[existing.length]).toMatchObject({ requirementText: "Proof of address", conditionText: "A utility bill from the last 3 months" });
    expect(String(added[existing.length].requirementId)).toMatch(/^Custom\d+$/);
  });

  it("refuses a requirement assessed as Condition without its text on the requirement's own page", async () => {
    const { offer, base } = await offerOf("applicant4");
    const requirement = (offer.conditions as Requirement[])[0];
    const untold = await sendJson(`${base}/requirements/${requirement.requirementId}`, { status: "Condition", conditionText: "   " }, offer._version);
    expect(untold.status).toBe(422);
    expect(untold.errors.map((error) => error.path)).toEqual(["conditionText"]);
    expect((await stored(offer._id)).conditions).toEqual(offer.conditions);
  });
});
