// Moving CAS students between stages (issue 17 item 2; decision 0819) over HTTP: the stage picker
// lists the student's stages with the university's labels, says what to fix, records who, when,
// from, to and why, and the CAS tracker follows; the pipeline's bulk move of 200 students moves
// each on its own with a result per student. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

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

type Errors = Array<{ path: string; message: string }>;
const studentOf = async (local: string) => {
  const account = (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;
  return (await server.services.repositories.students.findOne(TENANT, { userId: account._id }))!;
};

async function move(browser: TestBrowser, userId: string, data: Record<string, unknown>, version: number) {
  const answer = await browser.postJson(`/students/${userId}/cas/stage.data`, { data, version });
  const refused = [302, 403, 404].includes(answer.status) || answer.status === 202;
  const body = answer.text && !refused ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

describe("the stage picker on a student's record", () => {
  it("lists the student's stages with the university's labels: 'Uni Processing', and no 'Uni Review' for a student not on a pathway", async () => {
    const student = await studentOf("student5");
    expect(visibleText((await staff.get(`/students/${student.userId}`)).text)).toContain("Move to another stage");
    const page = visibleText((await staff.get(`/students/${student.userId}/cas/stage`)).text);
    expect(page).toContain("Move to another stage");
    expect(page).toContain("Stage: Post-Deposit");
    expect(page).toContain("Uni Processing");
    expect(page).not.toContain("Uni Review");
  });

  it("says what to fix, and refuses a stage the student cannot have, storing nothing", async () => {
    const student = await studentOf("student5");
    expect((await move(staff, String(student.userId), {}, student._version)).errors).toEqual([
      { path: "stage", message: "Select the stage to move the student to" },
      { path: "reason", message: "Enter why the student is moving" },
    ]);
    expect((await move(staff, String(student.userId), { stage: "Pathway Review", reason: "Check" }, student._version)).errors).toEqual([{ path: "stage", message: "Uni Review is not a stage this student can be moved to" }]);
    expect((await move(staff, String(student.userId), { stage: "Post-Deposit", reason: "Check" }, student._version)).errors).toEqual([{ path: "stage", message: "The student is at Post-Deposit already" }]);
    expect((await server.services.repositories.students.findById(TENANT, student._id))!._version).toBe(student._version);
  });

  it("moves the student, records who, when, from, to and why, and the tracker shows processing", async () => {
    const student = await studentOf("student5");
    expect((await move(staff, String(student.userId), { stage: "Ready for CAS", reason: "Deposit and documents checked" }, student._version)).status).toBe(202);
    const moved = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect(moved).toMatchObject({ stage: "Ready for CAS", stageUpdatedAt: "2026-11-22T10:00:00.000Z" });
    expect((moved.casTracker as Record<string, unknown>).readyForCASUpdatedAt).toBe("2026-11-22T10:00:00.000Z");
    const uni = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("uni", TENANT)))!;
    const [entry] = await server.services.repositories.auditLog.find(TENANT, { entityId: student._id, action: "stage.move" });
    expect(entry).toMatchObject({ actorId: uni._id, at: "2026-11-22T10:00:00.000Z", details: { from: "Post-Deposit", to: "Ready for CAS", reason: "Deposit and documents checked" } });
    // The student's own tracker is at processing.
    const student5 = new TestBrowser(server);
    await student5.signIn(demoEmail("student5", TENANT));
    expect(visibleText((await student5.get("/")).text)).toMatch(/processing|Processing/);
  });

  it("is refused to roles that may not move students", async () => {
    const student = await studentOf("student6");
    for (const local of ["unilite", "agent", "partner"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get(`/students/${student.userId}/cas/stage`)).status);
      expect([403, 404], local).toContain((await browser.post("/cas/move", { studentId: student._id, stage: "Deferred", reason: "x" })).status);
    }
    expect((await server.services.repositories.students.findById(TENANT, student._id))!.stage).toBe("Draft CAS");
  });
});

describe("the pipeline's bulk move", () => {
  it("offers a tick box per student and the stages to move them to", async () => {
    const page = (await staff.get("/cas?tab=post-deposit")).text;
    expect(page).toContain('name="studentId"');
    expect(visibleText(page)).toContain("Move selected students");
  });

  it("says what to fix when nothing is ticked or no stage or reason is given", async () => {
    const answer = await staff.post("/cas/move", {});
    expect(answer.status).toBe(422);
    const text = visibleText(answer.text);
    for (const message of ["Select at least one student to move", "Select the stage to move the student to", "Enter why the student is moving"]) expect(text).toContain(message);
  });

  it("moves 200 students each on their own, with a result per student; one already there is refused, the others moved", async () => {
    const { students } = testRecords(server.services);
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) {
      const created = await students.insert(TENANT, { givenName: `Bulk${n}`, familyName: "Student", email: `bulk${n}@example.com`, userId: `bulk-user-${n}`, stage: "Post-Deposit", sections: {}, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z" });
      ids.push(created._id);
    }
    const already = await students.insert(TENANT, { givenName: "Already", familyName: "Ready", userId: "bulk-user-ready", stage: "Ready for CAS", sections: {}, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z" });
    const elsewhere = await students.insert("thamesgate", { givenName: "Other", familyName: "University", userId: "bulk-user-other", stage: "Post-Deposit", sections: {}, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z" });
    const form = new FormData();
    for (const id of [...ids, already._id, elsewhere._id]) form.append("studentId", id);
    form.append("stage", "Ready for CAS");
    form.append("reason", "Deposits received");
    const answer = await staff.post("/cas/move", form);
    expect(answer.status).toBe(200);
    const text = visibleText(answer.text);
    expect(text).toContain("200 of 201 students moved to Ready for CAS.");
    expect(text).toContain("Bulk0 Student Moved from Post-Deposit");
    // One name per stage on the results page (issue 39): the summary's, not the stage picker's "Uni Processing".
    expect(text).toContain("Already Ready The student is at Ready for CAS already");
    expect(text).not.toContain("Uni Processing");
    expect(text).not.toContain("Other University");
    const after = await students.find(TENANT, { _id: { $in: ids } });
    expect(after.every((student) => student.stage === "Ready for CAS" && student._version === 2)).toBe(true);
    expect(await server.services.repositories.auditLog.count(TENANT, { action: "stage.move", entityId: { $in: ids } })).toBe(200);
    expect((await students.findById("thamesgate", elsewhere._id))!.stage).toBe("Post-Deposit");
  });
});

describe("recording the CAS and visa (issue 17 item 3)", () => {
  const details = (userId: unknown) => `/students/${String(userId)}/cas/details`;
  async function record(userId: unknown, data: Record<string, unknown>, version: number) {
    const answer = await staff.postJson(`${details(userId)}.data`, { data, version });
    const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
    return { status: answer.status, errors: body.page?.errors ?? [] };
  }

  it("checks the CAS number's format, the date it was issued and the share code, storing nothing", async () => {
    const student = await studentOf("student8");
    expect((await staff.get(details(student.userId))).status).toBe(200);
    const wrong = await record(student.userId, { casNumber: "E4G8-HJ9", shareCode: "W2X4" }, student._version);
    expect(wrong.errors).toEqual(
      expect.arrayContaining([
        { path: "casNumber", message: "Enter the CAS number as 14 letters and numbers, like E4G8HJ9K2L3M4N" },
        { path: "casIssuedDate", message: "Enter the date the CAS was issued" },
        { path: "shareCode", message: "Enter the share code as 9 letters and numbers, like W2X 4Y6 Z8A" },
      ]),
    );
    const future = await record(student.userId, { casNumber: "E4G8HJ9K2L3M4N", casIssuedDate: "2026-12-01" }, student._version);
    expect(future.errors).toEqual([{ path: "casIssuedDate", message: "Date the CAS was issued must be today or in the past" }]);
    expect((await server.services.repositories.students.findById(TENANT, student._id))!._version).toBe(student._version);
  });

  it("moves the student to CAS Issued with the number on their tracker, then to Visa Issued when the visa is received", async () => {
    const student = await studentOf("student8");
    expect((await record(student.userId, { casNumber: "E4G8HJ9K2L3M4N", casIssuedDate: "2026-11-20", visaStatus: "CAS received" }, student._version)).status).toBe(202);
    const issued = (await server.services.repositories.students.findById(TENANT, student._id))!;
    expect(issued).toMatchObject({ stage: "CAS Issued", casNumber: "E4G8HJ9K2L3M4N", casIssuedDate: "2026-11-20", visaStatus: "CAS received", visaStatusUpdatedAt: "2026-11-22T10:00:00.000Z" });
    const person = visibleText((await staff.get(`/students/${student.userId}`)).text);
    expect(person).toContain("E4G8HJ9K2L3M4N");
    const own = new TestBrowser(server);
    await own.signIn(demoEmail("student8", TENANT));
    expect(visibleText((await own.get("/")).text)).toContain("E4G8HJ9K2L3M4N");
    expect((await record(student.userId, { casNumber: "E4G8HJ9K2L3M4N", casIssuedDate: "2026-11-20", visaStatus: "Visa received", shareCode: "W2X 4Y6 Z8A" }, issued._version)).status).toBe(202);
    expect((await server.services.repositories.students.findById(TENANT, student._id))!).toMatchObject({ stage: "Visa Issued", visaStatus: "Visa received", shareCode: "W2X 4Y6 Z8A" });
    const moves = await server.services.repositories.auditLog.find(TENANT, { entityId: student._id, action: "stage.move" });
    expect(moves.map((entry) => `${entry.details?.from}->${entry.details?.to}`).sort()).toEqual(["CAS Issued->Visa Issued", "Ready for CAS->CAS Issued"]);
  });

  it("is refused to roles that may not change a student", async () => {
    const student = await studentOf("student9");
    for (const local of ["unilite", "agent"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get(details(student.userId))).status);
    }
  });
});

describe("the pipeline's export (issue 17 item 1)", () => {
  it("has a row per student of the tab, with the stage and visa status, and is refused without the export permission", async () => {
    const page = (await staff.get("/cas?tab=visa-issued")).text;
    const total = Number(/of (\d+) results/.exec(visibleText(page))?.[1] ?? (visibleText(page).match(/(\d+) results?/)?.[1] ?? "0"));
    expect(total).toBeGreaterThan(0);
    expect(page).toContain('href="/cas/export?tab=visa-issued"');
    const answer = await staff.get("/cas/export?tab=visa-issued");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/filename="northbridge-visa-issued-2026-11-22\.csv"/);
    const lines = answer.text.replace(/^\uFEFF/, "").trim().split("\n");
    expect(lines[0]).toContain("Stage");
    expect(lines[0]).toContain("Visa status");
    expect(lines.length - 1).toBe(total);
    expect(answer.text).toContain("Visa Issued");
    const lite = new TestBrowser(server);
    await lite.signIn(demoEmail("unilite", TENANT));
    expect((await lite.get("/cas/export?tab=visa-issued")).status).toBe(403);
  });
});

describe("the staff view of a student's checklist (issue 17 item 4)", () => {
  it("shows each checklist page with its status and answers, the funding summary, the questionnaire and the risk record", async () => {
    const student = await studentOf("student6");
    await testRecords(server.services).students.update(TENANT, student._id, { $set: { riskRating: "Medium", risk: { fundingRisk: ["Funds held for less than 28 days"], docsRisk: [] } } });
    const page = visibleText((await staff.get(`/students/${student.userId}`)).text);
    expect(page).toContain("CAS checklist");
    expect(page).toMatch(/\( ?Done ?\)/);
    expect(page).toContain("Your funds calculator");
    expect(page).toContain("Pre-CAS questionnaire");
    expect(page).toContain("Risk rating: Medium");
    expect(page).toContain("Funding Funds held for less than 28 days");
    expect(page).not.toContain("fundingRisk");
    // Agents do not see a student's checklist or risk record.
    const agent = new TestBrowser(server);
    await agent.signIn(demoEmail("agent", TENANT));
    const seen = await agent.get(`/students/${student.userId}`);
    expect(seen.status === 404 || !visibleText(seen.text).includes("Risk record")).toBe(true);
  });
});

describe("the pipeline's filter panel", () => {
  it("offers only filters on what the students' rows hold: no offer status on the pipeline, as on the dashboard", async () => {
    const pipeline = visibleText((await staff.get("/cas?tab=post-deposit")).text);
    expect(pipeline).toContain("Nationality");
    expect(pipeline).not.toContain("Offer status");
    expect(visibleText((await staff.get("/students?tab=conditional")).text)).toContain("Offer status");
  });
});

describe("the pipeline's own filters (001 §3 pathway, intakeId)", () => {
  it("narrows a stage tab to pathway students, and to an intake", async () => {
    const { students } = testRecords(server.services);
    await students.insert(TENANT, { givenName: "Pia", familyName: "Pathway", userId: "pathway-user", stage: "Deferred", pathway: true, intakeId: "2027-01", sections: {}, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z" });
    await students.insert(TENANT, { givenName: "Dan", familyName: "Direct", userId: "direct-user", stage: "Deferred", intakeId: "2026-09", sections: {}, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-01T09:00:00.000Z" });
    const pathway = visibleText((await staff.get("/cas?tab=deferred&pathway=yes")).text);
    expect(pathway).toContain("Pathway");
    expect(pathway).toContain("Pia");
    expect(pathway).not.toContain("Direct");
    const direct = visibleText((await staff.get("/cas?tab=deferred&pathway=no")).text);
    expect(direct).toContain("Direct");
    expect(direct).not.toContain("Pia");
    const intake = visibleText((await staff.get("/cas?tab=deferred&intakeId=2027-01")).text);
    expect(intake).toContain("Pia");
    expect(intake).not.toContain("Dan Direct");
    // The dashboard's applications and offers have no pathway: the filter is not offered there.
    expect(visibleText((await staff.get("/students?tab=conditional")).text)).not.toContain("Pathway students");
  });
});

describe("the pipeline's tabs (001 §2 widths, not invited)", () => {
  it("draws each tab at its configured width, and flags the not-invited tabs the CAS provider and the university see", async () => {
    const uni = (await staff.get("/cas")).text;
    expect(uni).toMatch(/<li class="list-tabs__item[^"]*" style="min-width:175px;max-width:100%">\s*<a[^>]*>Pre-Deposit/);
    // The university's own not-invited tab: the students it imported and has not invited (decision 0058).
    expect(visibleText(uni)).toMatch(/Not invited \(\d+\) not invited/);
    expect(visibleText(uni)).not.toContain("Not Triggered (");
    const enroly = new TestBrowser(server);
    await enroly.signIn(demoEmail("enroly", TENANT));
    const page = await enroly.get("/cas");
    expect(page.status).toBe(200);
    expect(visibleText(page.text)).toMatch(/Not Triggered \(\d+\) not invited/);
    expect(page.text).toContain('style="min-width:107px;max-width:100%"');
    // The CAS provider works the pipeline, not the university's dashboard.
    const menu = /<nav[^>]*aria-label="Main menu"[\s\S]*?<\/nav>/.exec(page.text)?.[0] ?? "";
    expect(visibleText(menu)).toContain("CAS pipeline");
    expect(visibleText(menu)).not.toContain("Students");
    expect((await enroly.get("/students")).status).toBe(403);
  });
});
