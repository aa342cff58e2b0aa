// The import pages over HTTP (issue 18 items 1 and 4; decision 0825): a UniAdmin uploads a CSV,
// reads the preview (counts and the first problems by row, column and message), confirms it, the
// progress reaches the end, and the rows with problems download as CSV; what to fix for no file,
// a file that is not CSV and an empty one; university staff without the right are refused.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const row = (n: number, dob = "2005-01-01") => `N${n},page${n}@import.example,Family${n},Given${n},${dob},2027-09,OFF-${n},MSc,2027-09-20,2028-09-19,100,0,false`;
const FILE = [HEADER, row(1), row(2), row(3, "01/01/2005"), row(4), row(5, "2005-02-30")].join("\n");

let server: TestServer;
let admin: TestBrowser;

const upload = (browser: TestBrowser, name: string, text: string, type = "text/csv") => {
  const form = new FormData();
  if (name) form.append("file", new Blob([text], { type }), name);
  return browser.post("/imports", form);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
});
afterAll(async () => {
  await server?.close();
});

describe("uploading", () => {
  it("says what to fix for no file, a file that is not CSV and an empty one", async () => {
    expect(visibleText((await admin.get("/imports")).text)).toContain("There are no imports yet.");
    for (const [name, text, message] of [
      ["", "", "Choose a CSV or XLSX file to import"],
      ["students.pdf", "%PDF-1.4", "The selected file must be a CSV or XLSX"],
      ["empty.csv", "", "The selected file is empty"],
    ]) {
      const answer = await upload(admin, name, text);
      expect(answer.status, name).toBe(422);
      expect(visibleText(answer.text)).toContain(message);
    }
    expect(await server.services.repositories.imports.count(TENANT, {})).toBe(0);
  });

  it("previews, imports on confirmation with its progress, and offers the rows with problems", async () => {
    const answer = await upload(admin, "offer-holders.csv", FILE);
    expect(answer.status).toBe(303);
    const page = visibleText((await admin.get(answer.location!)).text);
    expect(page).toContain("Check the import");
    expect(page).toMatch(/Rows in the file\s*5/);
    expect(page).toMatch(/Students to create\s*3/);
    expect(page).toMatch(/Rows with problems\s*2/);
    expect(page).toMatch(/4\s*dob\s*Date of birth must be in YYYY-MM-DD format/);
    expect(page).toMatch(/6\s*dob\s*Date of birth must be a real date/);
    expect(page).toContain("Import 3 rows");
    expect(await server.services.repositories.students.count(TENANT, { importSource: "CSV" })).toBe(0);

    expect((await admin.post(answer.location!, { intent: "confirm" })).status).toBe(303);
    let text = "";
    for (let i = 0; i < 50 && !text.includes("Import finished"); i++) {
      text = visibleText((await admin.get(answer.location!)).text);
      if (!text.includes("Import finished")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toContain("3 created, 0 updated, 0 unchanged, 2 with problems.");
    expect(await server.services.repositories.students.count(TENANT, { importSource: "CSV" })).toBe(3);
    // A second confirmation does nothing.
    await admin.post(answer.location!, { intent: "confirm" });
    expect(await server.services.repositories.students.count(TENANT, { importSource: "CSV" })).toBe(3);

    const failures = await admin.get(`${answer.location!}/failures.csv`);
    expect(failures.status).toBe(200);
    expect(failures.headers.get("content-type")).toContain("text/csv");
    expect(failures.text.trim().split("\n")).toEqual(["row,column,message", "4,dob,Date of birth must be in YYYY-MM-DD format", "6,dob,Date of birth must be a real date"]);
    expect(visibleText((await admin.get("/imports")).text)).toContain("offer-holders.csv");
  });

  it("tells a header without a Mandatory column, and offers nothing to import", async () => {
    const answer = await upload(admin, "no-dob.csv", [HEADER.replace("dob,", ""), row(9).replace(",2005-01-01", "")].join("\n"));
    const page = visibleText((await admin.get(answer.location!)).text);
    expect(page).toContain('The file has no column "dob", which your field mapping needs.');
    expect(page).not.toContain("Import 1 rows");
  });
});

describe("the rows with problems", () => {
  it("come out with a column a spreadsheet would run as a formula defused (decision 0025)", async () => {
    // A university names its own columns (import-field-mapping's universityField); this one's date of birth column is formula-like.
    const tenant = "pennine";
    const column = '=HYPERLINK("http://evil.example")';
    const current = await server.services.configs.current(tenant);
    const mapping = structuredClone(current.config["import-field-mapping"]) as { entries: Record<string, { universityField: string }> };
    mapping.entries.dob.universityField = column;
    await server.services.configs.publish(tenant, { ...current.config, "import-field-mapping": mapping }, { by: "test", note: "formula-like column", basedOn: current.version });
    const officer = new TestBrowser(server);
    await officer.signIn(demoEmail("uniadmin", tenant));
    const header = HEADER.replace("dob,", `"${column.replace(/"/g, '""')}",`);
    const answer = await upload(officer, "pennine.csv", [header, row(31), row(32, "2005-02-30")].join("\n"));
    expect(answer.status).toBe(303);
    expect((await officer.post(answer.location!, { intent: "confirm" })).status).toBe(303);
    let text = "";
    for (let i = 0; i < 50 && !text.includes("Import finished"); i++) {
      text = visibleText((await officer.get(answer.location!)).text);
      if (!text.includes("Import finished")) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const failures = await officer.get(`${answer.location!}/failures.csv`);
    expect(failures.status).toBe(200);
    expect(failures.text.trim().split("\n")).toEqual(["row,column,message", `3,"'=HYPERLINK(""http://evil.example"")",Date of birth must be a real date`]);
  });
});

describe("an Excel workbook", () => {
  it("is read like the CSV: the first sheet's first row names the columns, dates as dates", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Offer-holders");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(row(20).split(","));
    const dated = row(21).split(",");
    sheet.addRow(dated.map((cell, i) => (i === 4 ? new Date(Date.UTC(2005, 5, 7)) : cell)));
    sheet.addRow(row(22, "2005-02-30").split(","));
    const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), "offer-holders.xlsx");
    const answer = await admin.post("/imports", form);
    expect(answer.status).toBe(303);
    const page = visibleText((await admin.get(answer.location!)).text);
    expect(page).toMatch(/Rows in the file\s*3/);
    expect(page).toMatch(/Students to create\s*2/);
    expect(page).toMatch(/4\s*dob\s*Date of birth must be a real date/);
  });

  it("that is not a workbook says the file could not be read", async () => {
    const form = new FormData();
    form.append("file", new Blob(["not a zip at all"]), "broken.xlsx");
    const answer = await admin.post("/imports", form);
    expect(visibleText((await admin.get(answer.location!)).text)).toContain("The file could not be read.");
  });
});

describe("who may import", () => {
  it("is refused to university staff and agents", async () => {
    for (const local of ["uni", "agent"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get("/imports")).status);
      expect([403, 404], local).toContain((await upload(browser, "x.csv", FILE)).status);
    }
  });
});

describe("settling an import conflict on the record", () => {
  it("shows the conflict with the specs' warning; 'Keep Value' keeps it, 'Use imported value' takes it", async () => {
    const students = server.services.repositories.students;
    const account = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student5", TENANT)))!;
    const record = (await students.findOne(TENANT, { userId: account._id }))!;
    await testRecords(server.services).students.update(TENANT, record._id, { $set: { importConflicts: { familyName: { imported: "Imported-Name", current: record.familyName, at: "2026-11-22T10:00:00.000Z" }, givenName: { imported: "Imported-Given", current: record.givenName, at: "2026-11-22T10:00:00.000Z" } } } });
    const page = visibleText((await admin.get(`/students/${account._id}`)).text);
    expect(page).toContain("Imported values that differ");
    expect(page).toContain("This action does not update your university system. Please ensure your central records are up to date.");
    expect(page).toMatch(/Family name\s*\S+.*Imported-Name/);
    expect((await admin.post(`/students/${account._id}/import-conflicts`, { field: "familyName", choice: "keep" })).status).toBe(303);
    expect((await admin.post(`/students/${account._id}/import-conflicts`, { field: "givenName", choice: "take" })).status).toBe(303);
    const after = (await students.findById(TENANT, record._id))!;
    expect(after.familyName).toBe(record.familyName);
    expect(after.givenName).toBe("Imported-Given");
    expect(after.importConflicts).toEqual({});
    expect(after.importedValues).toMatchObject({ familyName: "Imported-Name", givenName: "Imported-Given" });
    expect(visibleText((await admin.get(`/students/${account._id}`)).text)).not.toContain("Imported values that differ");
    const uni = new TestBrowser(server);
    await uni.signIn(demoEmail("agent", TENANT));
    expect([403, 404]).toContain((await uni.post(`/students/${account._id}/import-conflicts`, { field: "familyName", choice: "take" })).status);
  });
});

describe("trying the mapping in the Config screen", () => {
  it("shows the first rows as the draft's mapping reads them, with each row's problems, and writes nothing", async () => {
    expect(visibleText((await admin.get("/config/areas/import-field-mapping")).text)).toBeTruthy();
    const page = await admin.get("/config/import-mapping");
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toContain("Try the import mapping");
    // The Config screen leads to the import itself and to the feeds.
    expect(page.text).toContain('href="/imports"');
    expect(page.text).toContain('href="/config/import-feeds"');
    const form = new FormData();
    form.append("file", new Blob([[HEADER + ",nationality", row(31) + ",IND", row(32, "2005-02-30") + ",GBR"].join("\n")], { type: "text/csv" }), "sample.csv");
    const answer = await admin.post("/config/import-mapping", form);
    expect(answer.status).toBe(200);
    const text = visibleText(answer.text);
    expect(text).toMatch(/Row 2[\s\S]*nationality\s*Indian[\s\S]*No problems/);
    expect(text).toMatch(/Row 3[\s\S]*dob: Date of birth must be a real date/);
    expect(await server.services.repositories.students.findOne(TENANT, { studentNo: "N31" })).toBeNull();
    const empty = new FormData();
    expect(visibleText((await admin.post("/config/import-mapping", empty)).text)).toContain("Choose a sample CSV file");
  });
});
