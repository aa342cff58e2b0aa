// Course setup over HTTP (issue 18 item 7; decision 0827): the university's course list, a course
// added with the course-setup form (001 §5's messages for dates, HECoS proportions and limited
// availability; a code already used refused), shown in the list, changed; agents refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { plainFormOf } from "../../support/html-form";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;

type Errors = Array<{ path: string; message: string }>;
async function save(path: string, data: Record<string, unknown>, version = 0) {
  const [pathname, query] = path.split("?");
  const answer = await staff.postJson(`${pathname}.data${query ? `?${query}` : ""}`, { data, version });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
  return { status: answer.status, messages: (body.page?.errors ?? []).map((error) => error.message) };
}

const COURSE = { name: "MSc Data Science", shortId: "NBU-DS1", award: "MSc", mode: "Full-time", startDateHome: "2027-09-20", endDateHome: "2028-09-19", hecos: [{ code: "100366", percentage: 100 }], availability: { type: "all" } };

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uniadmin", TENANT));
});
afterAll(async () => {
  await server?.close();
});

describe("the course list and course setup", () => {
  it("starts with the settings' courses only, and the form says what to fix in 001 §5's words, storing nothing", async () => {
    const list = visibleText((await staff.get("/courses")).text);
    expect(list).not.toContain("There are no courses yet.");
    expect(list).toMatch(/MBA Global Business\s*From the settings\s*NBU-102/);
    expect((await staff.get("/courses/new")).status).toBe(200);
    const refused = await save("/courses/new", { ...COURSE, startDateHome: "2028-10-01", hecos: [{ code: "100366", percentage: 60 }], availability: { type: "limited_partners" } });
    expect(refused.status).toBe(422);
    expect(refused.messages).toEqual(expect.arrayContaining(["Start date must be before or on the end date.", "HECoS code proportions must sum to 100%", "At least one partner must be selected when limiting availability"]));
    expect(await server.services.repositories.courses.count(TENANT, {})).toBe(0);
  });

  it("adds a course, lists it, refuses its code for another, and changes it", async () => {
    expect((await save("/courses/new", COURSE)).status).toBe(202);
    const list = visibleText((await staff.get("/courses")).text);
    expect(list).toContain("MSc Data Science");
    expect(list).toContain("NBU-DS1");
    expect(list).toContain("Full-time");
    expect((await save("/courses/new", { ...COURSE, name: "MSc Other" })).messages).toEqual(["A course with the code NBU-DS1 already exists"]);
    const stored = (await server.services.repositories.courses.findOne(TENANT, { code: "NBU-DS1" }))!;
    expect((await save(`/courses/${stored._id}`, { ...COURSE, name: "MSc Data Science (renamed)" }, stored._version)).status).toBe(202);
    expect(visibleText((await staff.get("/courses")).text)).toContain("MSc Data Science (renamed)");
    expect(await server.services.repositories.auditLog.count(TENANT, { entity: "courses" })).toBe(2);
  });

  it("lists the courses the settings hold, and one changed there is stored and replaces the listed one (decision 0059)", async () => {
    const page = await staff.get("/courses");
    expect(visibleText(page.text)).toContain("Courses marked 'From the settings' are listed in the university's settings.");
    expect(page.text).toContain('href="/courses/new?listed=NBU-102"');
    // The form opens with what the settings say.
    const form = await staff.get("/courses/new?listed=NBU-102");
    expect(form.status).toBe(200);
    const shown = visibleText(form.text);
    expect(shown).toContain("MBA Global Business");
    expect(form.text).toContain('value="NBU-102"');
    expect(form.text).toContain('value="18500"');
    expect(shown).toMatch(/Available to overseas students\s*Yes/);
    expect((await staff.get("/courses/new?listed=NOT-LISTED")).status).toBe(404);
    // What the settings do not say the officer answers; the saved course replaces the listed one.
    const changed = { ...COURSE, name: "MBA Global Business", shortId: "NBU-102", award: "MBA", mode: "Part-time", availableOverseas: true, feeOverseas: 19000, campus: ["Riverside Campus"] };
    expect((await save("/courses/new?listed=NBU-102", changed)).status).toBe(202);
    const stored = (await server.services.repositories.courses.findOne(TENANT, { code: "NBU-102" }))!;
    expect(stored).toMatchObject({ name: "MBA Global Business", shortId: "NBU-102", feeOverseas: 19000, campus: ["Riverside Campus"] });
    const after = await staff.get("/courses");
    // One row, set up here now (its name is said again, hidden, in its Change link).
    expect(visibleText(after.text).match(/MBA Global Business\s*(From the settings\s*)?NBU-102/g)).toEqual(["MBA Global Business NBU-102"]);
    expect(after.text).not.toContain('href="/courses/new?listed=NBU-102"');
    expect(after.text).toContain(`href="/courses/${stored._id}"`);
    const offered = (await server.services.configs.current(TENANT)).prepared.settings.courses ?? [];
    expect(offered.filter((course) => course.id === "NBU-102")).toEqual([expect.objectContaining({ name: "MBA Global Business", fee: 19000, campus: "Riverside Campus" })]);
  });

  it("offers a stored course to applicants choosing their programme, beside the configuration's courses, and drops one not offered overseas", async () => {
    const listed = (await server.services.configs.current(TENANT)).prepared.settings.courses ?? [];
    expect(listed.map((course) => course.id)).toEqual(expect.arrayContaining(["NBU-100", "NBU-DS1"]));
    expect(listed.find((course) => course.id === "NBU-DS1")).toEqual({ id: "NBU-DS1", code: "NBU-DS1", name: "MSc Data Science (renamed)", level: "Postgraduate", mode: "Full-time", intakes: ["2027-09"] });
    expect((await save("/courses/new", { ...COURSE, shortId: "NBU-HOME", name: "BSc Home Only", award: "BSc", availableOverseas: false })).status).toBe(202);

    const applicant = new TestBrowser(server);
    await applicant.signIn(demoEmail("applicant1", TENANT));
    const application = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) }))!;
    const choice = { programmeChoices: [{ intakeId: "2027-09", intendedLevelOfStudy: "Postgraduate", mode: "Full-time", courseId: "NBU-DS1" }] };
    const saved = await applicant.postJson("/your-information/programme-choices.data", { data: choice, version: application._version });
    expect(saved.status).toBe(202);
    const page = visibleText((await applicant.get("/your-information/programme-choices")).text);
    expect(page).toContain("MSc Data Science (renamed)");
    // The options fit the answers beside them: the configuration's MSc and the stored one.
    expect(page).toContain("Course * (required) Select an option MSc Data Science MSc Data Science (renamed) Entry point");
    expect(page).not.toContain("BSc Home Only");
    const wrongLevel = await applicant.postJson("/your-information/programme-choices.data", { data: { programmeChoices: [{ ...choice.programmeChoices[0], intendedLevelOfStudy: "Undergraduate" }] }, version: application._version + 1 });
    expect(wrongLevel.status).toBe(422);
  });

  it("limits a course to partners chosen from the university's list, and refuses one not on it", async () => {
    const page = visibleText((await staff.get("/courses/new")).text);
    expect(page).toContain("Who can offer this course Every applicant, agent and partner Only the partners chosen below");
    expect(page).toContain("Back to courses");
    const limited = { ...COURSE, shortId: "NBU-PW1", name: "Pathway Diploma", availability: { type: "limited_partners", allowedPartners: ["partner-bridge-pathways"] } };
    const unknown = await save("/courses/new", { ...limited, availability: { type: "limited_partners", allowedPartners: ["partner-made-up"] } });
    expect(unknown.status).toBe(422);
    expect(unknown.messages).toEqual(["Select partners from the university’s list of partners"]);
    // Drawn with limited availability, the partners question offers the university's partners by name.
    const redrawn = (await decodeRemixData((await staff.postJson("/courses/new.data", { data: { ...limited, availability: { type: "limited_partners" } }, version: 0 })).text)) as { page: { schema: { properties: Record<string, { properties: Record<string, { items: { enum: string[] } }> }> }; uiSchema: Record<string, Record<string, { items: Record<string, unknown> }>> } };
    expect(redrawn.page.schema.properties.availability.properties.allowedPartners.items.enum).toEqual(["partner-bridge-pathways"]);
    expect(redrawn.page.uiSchema.availability.allowedPartners.items["ui:enumNames"]).toEqual(["Bridge Pathways"]);
    expect((await save("/courses/new", limited)).status).toBe(202);
    expect((await server.services.repositories.courses.findOne(TENANT, { code: "NBU-PW1" }))?.availability).toEqual({ type: "limited_partners", allowedPartners: ["partner-bridge-pathways"] });
    const listed = (await server.services.configs.current(TENANT)).prepared.settings.courses ?? [];
    expect(listed.find((course) => course.id === "NBU-PW1")).toMatchObject({ availability: "limited_partners", partners: ["partner-bridge-pathways"] });
    expect(listed.find((course) => course.id === "NBU-DS1")).not.toHaveProperty("availability");
  });

  it("lets only the chosen partners' applicants choose a course limited to partners", async () => {
    const choice = { programmeChoices: [{ intakeId: "2027-09", intendedLevelOfStudy: "Postgraduate", mode: "Full-time", courseId: "NBU-PW1" }] };
    const direct = new TestBrowser(server);
    await direct.signIn(demoEmail("applicant1", TENANT));
    const own = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) }))!;
    const refused = await direct.postJson("/your-information/programme-choices.data", { data: choice, version: own._version });
    expect(refused.status).toBe(422);
    const errors = ((await decodeRemixData(refused.text)) as { page: { errors: Errors } }).page.errors;
    expect(errors.map((error) => error.message)).toEqual(["This course is offered only through some of the university’s partners. Select another course"]);

    const throughPartner = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant2", TENANT) }))!;
    await testRecords(server.services).applications.update(TENANT, throughPartner._id, { $set: { partnerId: "partner-bridge-pathways" } });
    const partnered = new TestBrowser(server);
    await partnered.signIn(demoEmail("applicant2", TENANT));
    const version = (await server.services.repositories.applications.findById(TENANT, throughPartner._id))!._version;
    expect((await partnered.postJson("/your-information/programme-choices.data", { data: choice, version })).status).toBe(202);
  });

  it("offers the whole HECoS vocabulary by code and name, and saves a subject chosen without JavaScript", async () => {
    const html = (await staff.get("/courses/new")).text;
    // The subject picker's choices are the full vocabulary, each shown as "<code> <subject>".
    const drawn = (await decodeRemixData((await staff.get("/courses/new.data")).text)) as Record<string, { data: { page: { uiSchema: { hecos?: { items?: { code?: Record<string, unknown> } } } } } }>;
    const names = drawn["routes/courses.new"].data.page.uiSchema.hecos?.items?.code?.["ui:enumNames"] as string[] | undefined;
    expect(names?.length).toBeGreaterThan(1000);
    expect(names).toContain("100366 Computer science");
    const form = plainFormOf(html);
    const typed = { root_name: "BSc Computer Science", root_shortId: "NBU-CS1", root_award: "BSc", root_mode: "Full-time", "root_startDateHome-day": "21", "root_startDateHome-month": "9", "root_startDateHome-year": "2027", "root_endDateHome-day": "20", "root_endDateHome-month": "6", "root_endDateHome-year": "2030", root_hecos_0_code: "100366 Computer science", root_hecos_0_percentage: "100", "root_availability_type": "all" };
    const saved = await staff.post("/courses/new", form.post(typed));
    expect(saved.status, visibleText(saved.text).slice(0, 400)).toBeLessThan(400);
    expect((await server.services.repositories.courses.findOne(TENANT, { code: "NBU-CS1" }))?.hecos).toEqual([{ code: "100366", percentage: 100 }]);
    const unknown = await save("/courses/new", { ...COURSE, shortId: "NBU-XX1", hecos: [{ code: "999999", percentage: 100 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.messages).toEqual(["Select HECoS code from the list"]);
  });

  it("is not for agents or partners", async () => {
    for (const local of ["agent", "partner"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get("/courses")).status);
      expect([403, 404], local).toContain((await browser.get("/courses/new")).status);
    }
  });
});
