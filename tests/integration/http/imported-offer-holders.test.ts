// Offer-holders a university imports are the university's to see and act on (issue 39 'Imports
// and courses'; decision 0058): the import's result lists and links the students it created or
// updated; the university's staff find the new ones in the pipeline's Not invited tab (flagged
// not invited; another university's staff do not); their course, intake and first-year fee reach
// the record, the pipeline row and the funds calculator, which says in words when the fee is not
// known and never shows £0 for it; Invite the student moves them on with a reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const row = (no: string, given: string, family: string, fee: string) =>
  `${no},${given.toLowerCase()}.${family.toLowerCase()}@import.example,${family},${given},2005-01-01,2027-09,OFF-${no},MSc Data Science,2027-09-20,2028-09-19,${fee},0,false`;

let server: TestServer;
let admin: TestBrowser;
let officer: TestBrowser;

async function importFile(text: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "offer-holders.csv");
  const answer = await admin.post("/imports", form);
  expect(answer.status).toBe(303);
  expect((await admin.post(answer.location!, { intent: "confirm" })).status).toBe(303);
  let page = "";
  const finished = () => visibleText(page).includes("Import finished");
  for (let i = 0; i < 100 && !finished(); i++) {
    page = (await admin.get(answer.location!)).text;
    if (!finished()) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return page;
}

const student = async (studentNo: string) => (await server.services.repositories.students.findOne(TENANT, { studentNo }))!;
/** The calculator's part of a record page. */
const calculatorOf = (page: string) => {
  const text = visibleText(page);
  const start = text.indexOf("Your funds calculator");
  expect(start, "the record shows the funds calculator").toBeGreaterThan(-1);
  return text.slice(start, text.indexOf("Pre-CAS questionnaire", start));
};

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestBrowser(server);
  await admin.signIn(demoEmail("uniadmin", TENANT));
  officer = new TestBrowser(server);
  await officer.signIn(demoEmail("uni", TENANT));
  await importFile([HEADER, row("IMP1", "Amara", "Obi", "18500"), row("IMP2", "Jun", "Li", "")].join("\n"));
});
afterAll(async () => {
  await server?.close();
});

describe("the import's result", () => {
  it("lists the students it created or updated, each linked to their record, and where new students wait", async () => {
    const page = await importFile([HEADER, row("IMP1", "Amara", "Obi-Okafor", "18500"), row("IMP3", "Sofia", "Rossi", "17000")].join("\n"));
    const text = visibleText(page);
    expect(text).toContain("1 created, 1 updated, 0 unchanged, 0 with problems.");
    expect(text).toMatch(/Students this import created or updated[\s\S]*Amara Obi-Okafor\s*IMP1\s*Updated\s*Sofia Rossi\s*IMP3\s*Created/);
    for (const no of ["IMP1", "IMP3"]) expect(page).toContain(`href="/students/${(await student(no)).userId}"`);
    expect(text).toContain("Students new to the university wait in the CAS pipeline's Not invited tab until they are invited.");
    expect(page).toContain('href="/cas?tab=not-invited"');
  });
});

describe("the university's staff", () => {
  it("find the imported students in the Not invited tab, flagged not invited, with course, intake and fee", async () => {
    const text = visibleText((await officer.get("/cas?tab=not-invited")).text);
    expect(text).toMatch(/Not invited \(\d+\)\s*not invited/);
    expect(text).toContain("First-year fee (£)");
    expect(text).toMatch(/IMP1\s*Amara\s*Obi-Okafor\s*MSc Data Science\s*September 2027\s*18,500/);
    // No fee imported: the cell is empty, never 0.
    expect(text).toMatch(/IMP2\s*Jun\s*Li\s*MSc Data Science\s*September 2027\s*22 Nov 2026/);
  });

  it("are the only ones who see them: another university's staff find neither the rows nor the records", async () => {
    const other = new TestBrowser(server);
    await other.signIn(demoEmail("uni", "pennine"));
    const list = visibleText((await other.get("/cas?tab=not-invited")).text);
    expect(list).not.toContain("IMP1");
    expect(list).not.toContain("Obi-Okafor");
    expect([403, 404]).toContain((await other.get(`/students/${(await student("IMP1")).userId}`)).status);
  });

  it("read the course, intake and first-year fee on the record, and the funds calculator works from them", async () => {
    const page = await officer.get(`/students/${(await student("IMP1")).userId}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.text);
    expect(text).toMatch(/CAS record\s*Stage\s*Not Triggered\s*Course\s*MSc Data Science\s*Intake\s*September 2027\s*Tuition fee for the first year\s*£18,500/);
    expect(text).toContain("Not invited yet. This student was imported and is waiting for the university to invite them.");
    expect(calculatorOf(page.text)).toMatch(/Course fees: MSc Data Science\s*£18,500/);
  });

  it("are told the fee is not known, in words, and never shown £0, when the import had no fee", async () => {
    const page = await officer.get(`/students/${(await student("IMP2")).userId}`);
    const text = visibleText(page.text);
    expect(text).toMatch(/Tuition fee for the first year\s*Not known/);
    const calculator = calculatorOf(page.text);
    expect(calculator).toContain("The funds this student must show cannot be worked out yet:");
    expect(calculator).toContain("The tuition fee for the first year is not known, so the funds to show are not worked out.");
    expect(calculator).not.toContain("£0");
    expect(calculator).not.toContain("Remaining amount to prove");
  });

  it("invite a student: they move on with the reason in the history and leave the Not invited tab", async () => {
    const { userId, _id } = await student("IMP3");
    const lite = new TestBrowser(server);
    await lite.signIn(demoEmail("unilite", TENANT));
    expect(visibleText((await lite.get(`/students/${userId}`)).text)).not.toContain("Invite the student");
    expect([403, 404]).toContain((await lite.post(`/students/${userId}/invite`, {})).status);
    expect((await student("IMP3")).stage).toBe("Not-Triggered");

    expect((await officer.post(`/students/${userId}/invite`, {})).status).toBe(303);
    expect((await server.services.repositories.students.findById(TENANT, _id))!.stage).toBe("Pre-Deposit");
    const text = visibleText((await officer.get(`/students/${userId}`)).text);
    expect(text).toMatch(/Stage\s*Pre-Deposit/);
    expect(text).not.toContain("Invite the student");
    expect(text).toMatch(/Moved from Not Triggered to Pre-Deposit by Umar Staff/);
    // The move says why, for the history to tell.
    const moves = await server.services.repositories.auditLog.find(TENANT, { entityId: _id, action: "stage.move" });
    expect(moves.map((entry) => entry.details?.reason)).toEqual(["Invited by the university after importing them"]);
    expect(visibleText((await officer.get("/cas?tab=not-invited")).text)).not.toContain("IMP3");
    expect(visibleText((await officer.get("/cas?tab=pre-deposit")).text)).toMatch(/IMP3\s*Sofia\s*Rossi/);
    // A second click changes nothing.
    expect((await officer.post(`/students/${userId}/invite`, {})).status).toBe(303);
    expect((await server.services.repositories.students.findById(TENANT, _id))!.stage).toBe("Pre-Deposit");
  });
});
