// The import field mapping editor (issue 39; decision 0061): a table with one row per field,
// named by its label and grouped by section, its format chosen from the catalogue; a row saved by
// a plain form post changes the draft and nothing else; a bad row says what to fix and saves
// nothing. The generic area editor no longer lists the fields as "Item 1 ... Item 119".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainFormOf } from "../../support/html-form";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const PAGE = "/config/import-mapping/fields";
let server: TestServer;
let admin: TestBrowser;

const draftMapping = async () => {
  const draft = await server.services.store.collection("configDrafts").findOne({ tenant: TENANT });
  return draft ? (JSON.parse(String(draft.configJson))["import-field-mapping"] as { entries: Record<string, Record<string, unknown>> }) : null;
};
const draftVersion = async () => ((await server.services.store.collection("configDrafts").findOne({ tenant: TENANT })) as { _version?: number } | null)?._version ?? 0;

/** The headings of the sections and the row headers under each, in order. */
function sectionsOf(html: string): Array<{ heading: string; rows: string[] }> {
  return html
    .split(/<section aria-labelledby="group-/)
    .slice(1)
    .map((part) => ({
      heading: visibleText(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(part)?.[1] ?? "").trim(),
      rows: [...part.matchAll(/<th scope="row">([\s\S]*?)<\/th>/g)].map((match) => visibleText(match[1]).trim()),
    }));
}

/** What a row posts, as a browser sends its section's form when the row's Save button is pressed. */
async function rowPost(field: string, change: Record<string, string>) {
  const html = (await admin.get(PAGE)).text;
  const section = html.split(/<section aria-labelledby="group-/).find((part) => part.includes(`id="row-${field}"`))!;
  const form = plainFormOf(`<section aria-labelledby="group-${section}`, "form");
  expect(form.buttons).toContainEqual(expect.objectContaining({ name: "row", value: field }));
  return form.post(change, { name: "row", value: field });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe("the import field mapping table (issue 39)", () => {
  it("lists every field once by its label, grouped by section, with its column, its format in words and whether the file needs it", async () => {
    const page = await admin.get(PAGE);
    expect(page.status).toBe(200);
    const sections = sectionsOf(page.text);
    expect(sections.map((section) => section.heading)).toEqual(["Offer", "Student", "Course"]);
    expect(sections.reduce((total, section) => total + section.rows.length, 0)).toBe(119);
    expect(sections.find((section) => section.heading === "Student")!.rows.slice(0, 5)).toEqual(["Email address", "Student number", "Family name", "Given name", "Date of birth"]);
    expect(sections.find((section) => section.heading === "Course")!.rows).toContain("Course fee for the first year");
    const text = visibleText(page.text);
    expect(text).not.toMatch(/Item \d+/);
    expect(text).not.toContain("offers_courses_");
    // Date of birth offers the date formats only, by their names, its own chosen.
    const dob = /<select[^>]*id="format-dob"[\s\S]*?<\/select>/.exec(page.text)![0];
    expect([...dob.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1])).toEqual(["Date YYYY-MM-DD", "Date DD/MM/YYYY", "Date MM/DD/YYYY", "Date DD-MMM-YYYY", "Date YYYYMMDD"]);
    expect(dob).toMatch(/<option selected="" value="date:YYYY-MM-DD">|<option value="date:YYYY-MM-DD" selected="">/);
    expect(text).toContain("Must be in the file");
    expect(text).toContain("Imported when the file has it");
    // The area's typed editor no longer draws the 119 fields as a list of items (its 24 formats stay there).
    const editor = visibleText((await admin.get("/config/areas/import-field-mapping/edit")).text);
    expect(editor).not.toContain("University's column name");
    expect(editor).not.toMatch(/Item 25\b/);
    // The area's page leads to the table.
    expect((await admin.get("/config/areas/import-field-mapping")).text).toContain(`href="${PAGE}"`);
  });

  it("saves one row into the draft with a plain form post, and shows it saved", async () => {
    expect(await draftMapping()).toBeNull();
    const answer = await admin.post(PAGE, await rowPost("dob", { "column:dob": "STU_DOB", "format:dob": "date:DD/MM/YYYY", "setupLevel:dob": "Mandatory" }));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${PAGE}?saved=dob#row-dob`);
    const draft = (await draftMapping())!;
    expect(draft.entries.dob).toMatchObject({ field: "dob", universityField: "STU_DOB", format: "date:DD/MM/YYYY", setupLevel: "Mandatory", label: "Date of birth" });
    // Only that row changed: the other rows posted with the section are as they were.
    const published = (await server.services.configs.current(TENANT)).config["import-field-mapping"] as { entries: Record<string, unknown> };
    for (const [field, entry] of Object.entries(published.entries)) if (field !== "dob") expect(draft.entries[field], field).toEqual(entry);
    const page = await admin.get(answer.location!);
    expect(visibleText(page.text)).toContain("Date of birth is saved to the draft.");
    expect(page.text).toMatch(/id="column-dob"[^>]*value="STU_DOB"|value="STU_DOB"[^>]*id="column-dob"/);
  });

  it("refuses a row it cannot take, saying what to fix against the field's label, and keeps the draft", async () => {
    const before = await draftMapping();
    const version = await draftVersion();
    const answer = await admin.post(PAGE, await rowPost("phone", { "column:phone": "  ", "format:phone": "date:DD/MM/YYYY", "setupLevel:phone": "Sometimes" }));
    expect(answer.status).toBe(422);
    const text = visibleText(answer.text);
    expect(text).toContain("There is a problem");
    expect(text).toContain("Enter the column name for Phone number");
    expect(text).toContain("Choose how Phone number is written from the list");
    expect(text).toContain("Choose whether your file must have Phone number");
    expect(answer.text).toContain('href="#column-phone"');
    expect(await draftMapping()).toEqual(before);
    expect(await draftVersion()).toBe(version);
  });

  it("refuses a stale draft version in words, saving nothing", async () => {
    const values = await rowPost("gender", { "column:gender": "SEX" });
    expect((await admin.post(PAGE, await rowPost("email", { "column:email": "EMAIL_ADDR" }))).status).toBe(302);
    const stale = await admin.post(PAGE, values);
    expect(stale.status).toBe(409);
    expect((await draftMapping())!.entries.gender.universityField).toBe("gender");
  });

  it("is not open to staff who cannot change the configuration", async () => {
    const uni = new TestBrowser(server);
    await uni.signIn(demoEmail("uni", TENANT));
    expect([403, 404]).toContain((await uni.get(PAGE)).status);
  });
});
