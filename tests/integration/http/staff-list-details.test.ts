// What staff read on the lists and the record (issue 39, "Words, navigation, lists"): chips only for
// chosen filters, the Post-Deposit tab's Stage column, flags in words, the requirement templates
// under their question, an "Assess" link only where an assessment can be made, and staff assigning a
// CAS student to a partner or immigration provider, whose pipelines then list the student
// (decision 0064). "Today" is the test server's pinned 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, signedInSkippingMfa, signedInWithTotp, visibleText } from "../../support/http-client";
import { postPage } from "../../support/staff-offer";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let uni: TestBrowser;

const userOf = async (local: string) => (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
const casOf = async (local: string) => (await server.services.repositories.students.findOne(TENANT, { userId: (await userOf(local))._id }))!;
// The demo's CAS student at Post-Deposit itself (the tab also holds Interview, Compliance Check and Awaiting Info), with their funding page done.
const postDeposit = async () => (await server.services.repositories.students.findOne(TENANT, { stage: "Post-Deposit" }))!;
const casById = async (id: string) => (await server.services.repositories.students.findById(TENANT, id))!;
const text = async (browser: TestBrowser, path: string) => visibleText((await browser.get(path)).text);

beforeAll(async () => {
  server = await startTestServer();
  uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the lists", () => {
  it("shows a chip only for a filter that was chosen, not for the choices a plain form posts empty", async () => {
    const page = await text(uni, "/students?agent=&course=&intakeId=&nationality=&feeStatus=OVERSEAS");
    expect(page).toContain("Selected filters");
    expect(page).toContain("Fee status: Overseas (International)");
    expect(page).not.toMatch(/Remove filter Agent:/);
    expect(page).not.toMatch(/Remove filter Course:/);
    const none = await text(uni, "/students?agent=&course=");
    expect(none).not.toContain("Selected filters");
  });

  it("names each student's stage on the Post-Deposit tab, which holds several stages, and says Funds in words", async () => {
    const page = await text(uni, "/cas?tab=post-deposit");
    expect(page).toMatch(/Intake Stage Last changed/);
    const four = await postDeposit();
    expect(page).toMatch(new RegExp(`${four.givenName} ${four.familyName} September 2027 Post-Deposit 2\\d Nov 2026 \\d+ Yes`));
    expect(page).toContain(" Interview ");
    expect(page).toContain(" Awaiting Info ");
    expect(page).not.toMatch(/\byes\b/);
  });
});

describe("the offer form", () => {
  it("asks for the requirement templates under their question, with its hint", async () => {
    const applicant = await userOf("applicant1");
    const page = (await uni.get(`/students/${applicant._id}/offers/new`)).text;
    expect(page).toMatch(/<legend[^>]*>Requirements<\/legend>/);
    expect(visibleText(page)).toMatch(/Requirements Select the documents the applicant must provide\. Passport Photo ID/);
  });
});

describe("assessing an offer's requirements", () => {
  it("offers Assess on an offer that can still move, and neither the link nor the page once it is withdrawn", async () => {
    const offer = (await server.services.repositories.offers.find(TENANT, { status: "Conditional" })).find((candidate) => Array.isArray(candidate.conditions) && candidate.conditions.length > 0)!;
    const requirementId = String((offer.conditions as Array<{ requirementId: string }>)[0]!.requirementId);
    const personUrl = `/students/${String(offer.userId)}`;
    const assessUrl = `${personUrl}/offers/${offer._id}/requirements/${encodeURIComponent(requirementId)}`;
    expect((await uni.get(personUrl)).text).toContain(`href="${assessUrl}"`);
    expect((await uni.get(assessUrl)).status).toBe(200);

    await testRecords(server.services).offers.update(TENANT, offer._id, { $set: { status: "Withdrawn" } });
    expect((await uni.get(personUrl)).text).not.toContain(`href="${assessUrl}"`);
    expect((await uni.get(assessUrl)).status).toBe(404);
  });
});

describe("assigning a CAS student to a partner or immigration provider (decision 0064)", () => {
  it("puts the student on the partner's and the immigration provider's pipelines, and takes them off again", async () => {
    const student = await postDeposit();
    const name = `${student.givenName} ${student.familyName}`;
    const assignUrl = `/students/${String(student.userId)}/cas/assign`;
    const partner = await signedInSkippingMfa(server, demoEmail("partner", TENANT));
    const immigration = await signedInSkippingMfa(server, demoEmail("immigration", TENANT));
    expect(await text(partner, "/cas?tab=post-deposit-partner")).not.toContain(name);
    expect(await text(immigration, "/cas?tab=post-deposit-partner")).not.toContain(name);

    const record = await text(uni, `/students/${String(student.userId)}`);
    expect(record).toContain("Assign to a partner or immigration provider");
    const form = await text(uni, assignUrl);
    expect(form).toContain("Partner and immigration provider");
    expect(form).toContain("Bridge Pathways");
    expect(form).toContain("ClearPath Immigration Advice");

    const saved = await postPage(uni, assignUrl, { partnerId: "partner-bridge-pathways", immigrationProviderId: "immigration-clearpath" }, student._version);
    expect(saved.errors).toEqual([]);
    expect(saved.status).toBeLessThan(400);
    expect(await casById(student._id)).toMatchObject({ partnerId: "partner-bridge-pathways", immigrationProviderId: "immigration-clearpath" });
    expect(await text(partner, "/cas?tab=post-deposit-partner")).toContain(name);
    expect(await text(immigration, "/cas?tab=post-deposit-partner")).toContain(name);
    expect(await text(uni, `/students/${String(student.userId)}`)).toContain("Partner or immigration provider changed");

    const again = await casById(student._id);
    await postPage(uni, assignUrl, { immigrationProviderId: "immigration-clearpath" }, again._version);
    const after = await casById(student._id);
    expect(after.partnerId).toBeUndefined();
    expect(await text(partner, "/cas?tab=post-deposit-partner")).not.toContain(name);
    expect(await text(immigration, "/cas?tab=post-deposit-partner")).toContain(name);
  });

  it("refuses an organisation the university does not list, in words", async () => {
    const student = await casOf("student5");
    const saved = await postPage(uni, `/students/${String(student.userId)}/cas/assign`, { partnerId: "someone-else" }, student._version);
    expect(saved.status).toBe(422);
    expect(JSON.stringify(saved.errors)).not.toContain("partnerId");
    expect((await casOf("student5")).partnerId).toBeUndefined();
  });

  it("is the university's own staff's to do: not a read-only user's, a partner's or an immigration provider's", async () => {
    const student = await postDeposit();
    const assignUrl = `/students/${String(student.userId)}/cas/assign`;
    for (const local of ["unilite", "partner", "immigration", "enroly"]) {
      const browser = await signedInSkippingMfa(server, demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get(assignUrl)).status);
      expect([403, 404], local).toContain((await browser.postJson(`${assignUrl}.data`, { data: { partnerId: "partner-bridge-pathways" }, version: student._version })).status);
      expect(await text(browser, `/students/${String(student.userId)}`)).not.toContain("Assign to a partner or immigration provider");
    }
  });
});

describe("the record's heading", () => {
  it("names the person as the record now does once an imported name is taken over an import conflict", async () => {
    const student = await casOf("student6");
    await testRecords(server.services).students.update(TENANT, student._id, { $set: { importConflicts: { givenName: { imported: "Imported-Given", current: student.givenName, at: "2026-11-22T10:00:00.000Z" } } } });
    const admin = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
    expect((await admin.post(`/students/${String(student.userId)}/import-conflicts`, { field: "givenName", choice: "take" })).status).toBe(303);
    const page = (await admin.get(`/students/${String(student.userId)}`)).text;
    expect(page).toMatch(new RegExp(`<h1>Imported-Given ${student.familyName}</h1>`));
  });
});

describe("an application's sections on the record", () => {
  it("lists them under the groups the applicant's pages use, so two sections of one name are told apart", async () => {
    const applicant = await userOf("applicant3");
    const page = (await uni.get(`/students/${applicant._id}`)).text;
    // The your-information pages' "Contact details" under "About you"; the application's under "Personal information".
    expect(visibleText(page)).toMatch(/About you Contact details .*Personal information Identity .*Contact details/);
    expect(page.match(/<h4>About you<\/h4>/g)).toHaveLength(1);
    expect(page.match(/<h4>Personal information<\/h4>/g)).toHaveLength(1);
  });
});

describe("read-only views", () => {
  it("give a read-only user no form that changes anything: the lists and a record post only sign-out and the theme", async () => {
    const lite = await signedInSkippingMfa(server, demoEmail("unilite", TENANT));
    const student = await postDeposit();
    for (const path of ["/students", "/cas?tab=post-deposit", `/students/${String(student.userId)}`]) {
      const page = (await lite.get(path)).text;
      const actions = [...page.matchAll(/<form[^>]*method="post"[^>]*>/g)].map((form) => /action="([^"]*)"/.exec(form[0])?.[1] ?? "(this page)");
      expect(new Set(actions), path).toEqual(new Set(["/auth/logout", "/preferences/theme"]));
    }
  });
});

describe("the platform Admin, who belongs to no university", () => {
  it("is asked which university on Import and Courses, works there with links that keep it, and follows a record's address to its university", async () => {
    const admin = await signedInWithTotp(server, "admin@casshield.example");
    for (const path of ["/imports", "/courses"]) {
      const page = await admin.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(new RegExp(`<form method="get" action="${path}" class="university-chooser">`));
    }
    const courses = (await admin.get(`/courses?uni=${TENANT}`)).text;
    expect(courses).toContain(`href="/courses/new?uni=${TENANT}"`);
    const courseLinks = [...courses.matchAll(/href="(\/courses\/[^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(courseLinks.length).toBeGreaterThan(1);
    for (const link of courseLinks) {
      expect(link).toContain(`uni=${TENANT}`);
      expect((await admin.get(link)).status, link).toBe(200);
    }

    const student = await postDeposit();
    const bare = await admin.get(`/students/${String(student.userId)}`);
    expect(bare.status).toBe(302);
    expect(bare.location).toBe(`/students/${String(student.userId)}?uni=${TENANT}`);
    expect(visibleText((await admin.get(bare.location!)).text)).toContain(`${student.givenName} ${student.familyName}`);
  });
});
