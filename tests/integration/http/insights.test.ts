// Insights over HTTP (issue 22; decision 0832), on the demo data: every funnel figure equals an
// independent count of the records in this test; the compliance rates and the stuck students
// likewise; a breakdown's rows add up to the funnel; every count links to its list; the charts
// are SVG with a title and description; each table downloads as CSV; an agent's figures count
// only their own students; students and applicants are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InsightsSummary } from "../../../server/insights/summary";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;

async function summaryOf(browser: TestBrowser, query = ""): Promise<InsightsSummary> {
  const answer = await browser.get(`/insights/summary.data${query}`);
  const data = (await decodeRemixData(answer.text)) as Record<string, { data?: { summary: InsightsSummary } }>;
  return data["routes/insights.summary"].data!.summary;
}

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uniadmin", TENANT));
});
afterAll(async () => {
  await server?.close();
});

describe("the funnel", () => {
  it("counts each step as an independent count of the records does, with the conversion between steps", async () => {
    const { repositories } = server.services;
    const applications = await repositories.applications.find(TENANT, {});
    const offers = await repositories.offers.find(TENANT, {});
    const students = await repositories.students.find(TENANT, {});
    const summary = await summaryOf(staff);
    const byKey = Object.fromEntries(summary.funnel.map((step) => [step.key, step]));
    expect(byKey.leads.count).toBe(applications.length);
    expect(byKey.applied.count).toBe(offers.length);
    expect(byKey.conditional.count).toBe(offers.filter((offer) => offer.conditionType === "Conditional" || ["Conditional", "Unconditional", "Completed"].includes(String(offer.status))).length);
    expect(byKey.unconditional.count).toBe(offers.filter((offer) => ["Unconditional", "Completed"].includes(String(offer.status))).length);
    expect(byKey.accepted.count).toBe(offers.filter((offer) => offer.applicantStatus === "Accepted").length);
    expect(byKey.casIssued.count).toBe(students.filter((student) => ["CAS Issued", "Visa Issued", "Visa Refused"].includes(String(student.stage))).length);
    expect(byKey.applied.conversion).toBe(Math.round((offers.length / applications.length) * 1000) / 10);
    expect(byKey.conditional.href).toBe("/students?tab=conditional");
  });

  it("narrows to an intake, and breaks down by nationality with rows that add up to each step", async () => {
    const { repositories } = server.services;
    const intake = "2027-09";
    const summary = await summaryOf(staff, `?intake=${intake}&breakdown=nationality`);
    expect(summary.request).toEqual({ intake, breakdown: "nationality", from: "", to: "" });
    const leads = summary.funnel.find((step) => step.key === "leads")!;
    expect(leads.count).toBe(await repositories.applications.count(TENANT, { intakeId: intake }));
    expect(leads.href).toBe(`/students?tab=leads&intakeId=${intake}`);
    summary.funnel.forEach((step, i) => expect(summary.breakdown!.rows.reduce((sum, row) => sum + row.cells[i].count, 0), step.key).toBe(step.count));
    const indian = summary.breakdown!.rows.find((row) => row.value === "Indian");
    if (indian) expect(indian.cells[0].href).toBe(`/students?tab=leads&intakeId=${intake}&nationality=Indian`);
  });
});

describe("sponsor compliance and operations", () => {
  it("rates refusals over the last 12 months against the threshold in force, and counts students stuck for over 30 days", async () => {
    const { repositories } = server.services;
    const refused = (await repositories.students.find(TENANT, {}, { sort: { studentNo: 1 }, limit: 1 }))[0];
    await testRecords(server.services).students.update(TENANT, refused._id, { $set: { stage: "Visa Refused", stageChangedAt: "2026-11-01T09:00:00.000Z" } });
    const students = await repositories.students.find(TENANT, {});
    const summary = await summaryOf(staff);
    expect(summary.compliance.from).toBe("2025-11-22");
    expect(summary.compliance.source).toContain("Basic Compliance Assessment");
    const refusal = summary.compliance.measures.find((measure) => measure.key === "refusal")!;
    const decided = students.filter((student) => ["Visa Issued", "Visa Refused"].includes(String(student.stage)) || ["Visa received", "Visa refusal"].includes(String(student.visaStatus)));
    expect(refusal.of).toBe(decided.length);
    expect(refusal.limit).toBe(10);
    expect(refusal.direction).toBe("atMost");
    // The students behind the figure: those refused in the window, each to their record.
    expect(refusal.counted).toBe(decided.filter((student) => student.stage === "Visa Refused" || student.visaStatus === "Visa refusal").length);
    expect(refusal.students.map((student) => student.href)).toContain(`/students/${String(refused.userId)}`);
    expect(refusal.students).toHaveLength(refusal.counted);
    const stuck = summary.operations.find((figure) => figure.key === "stuck")!;
    const open = students.filter((student) => !["Closed Lost", "Closed Other", "Deferred", "Visa Refused", "Visa Issued"].includes(String(student.stage)));
    expect(stuck.value).toBe(open.filter((student) => String(student.stageChangedAt ?? student.updatedAt).slice(0, 10) < "2026-10-23").length);
    expect(summary.operations.map((figure) => figure.key)).toEqual(["stuck", "offerToCas", "casToVisa", "awaitingReview", "remindersSent", "remindersFailed"]);
  });
});

describe("enrolment and completion (decision 0833)", () => {
  type Errors = Array<{ path: string; message: string }>;
  async function recordEnrolment(student: { userId?: unknown; _id: string }, data: Record<string, unknown>) {
    const version = (await server.services.repositories.students.findById(TENANT, student._id))!._version;
    const answer = await staff.postJson(`/students/${String(student.userId)}/cas/enrolment.data`, { data, version });
    const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
    return { status: answer.status, errors: body.page?.errors ?? [] };
  }

  it("records a student's arrival, enrolment and completion on their record, saying what to fix and storing nothing until it is right", async () => {
    const student = (await server.services.repositories.students.find(TENANT, {}, { sort: { studentNo: -1 }, limit: 1 }))[0];
    expect(visibleText((await staff.get(`/students/${String(student.userId)}`)).text)).toContain("Record arrival and enrolment");
    expect((await recordEnrolment(student, {})).errors).toEqual([{ path: "arrivalStatus", message: "Select whether the student has arrived and enrolled" }]);
    expect((await recordEnrolment(student, { arrivalStatus: "Completed" })).errors).toEqual([
      { path: "enrolledDate", message: "Enter the date the student enrolled" },
      { path: "leftDate", message: "Enter the date the student completed their course or withdrew" },
    ]);
    expect((await recordEnrolment(student, { arrivalStatus: "Completed", enrolledDate: "2026-09-20", leftDate: "2026-09-01" })).errors).toEqual([
      { path: "leftDate", message: "Date the student completed their course or withdrew must be the same as or after the date they enrolled" },
    ]);
    expect((await recordEnrolment(student, { arrivalStatus: "Enrolled", enrolledDate: "2026-12-01" })).errors).toEqual([{ path: "enrolledDate", message: "Date the student enrolled must be today or in the past" }]);
    expect((await server.services.repositories.students.findById(TENANT, student._id))!.arrivalStatus).toBeUndefined();
    expect((await recordEnrolment(student, { arrivalStatus: "Enrolled", enrolledDate: "2026-09-20" })).status).toBe(202);
    expect(await server.services.repositories.students.findById(TENANT, student._id)).toMatchObject({ arrivalStatus: "Enrolled", enrolledDate: "2026-09-20", arrivalStatusUpdatedAt: "2026-11-22T10:00:00.000Z" });
    const page = visibleText((await staff.get(`/students/${String(student.userId)}`)).text);
    expect(page).toContain("Arrival and enrolment");
    expect(page).toContain("Enrolled");
  });

  it("rates enrolment over the students granted a visa, and completion over those who completed or withdrew, as the records count them", async () => {
    const { repositories } = server.services;
    const four = await repositories.students.find(TENANT, {}, { sort: { studentNo: 1 }, skip: 3, limit: 4 });
    for (const student of four) await testRecords(server.services).students.update(TENANT, student._id, { $set: { stage: "Visa Issued", stageChangedAt: "2026-08-01T09:00:00.000Z" } });
    expect((await recordEnrolment(four[0], { arrivalStatus: "Enrolled", enrolledDate: "2026-09-20" })).status).toBe(202);
    expect((await recordEnrolment(four[1], { arrivalStatus: "Did not enrol" })).status).toBe(202);
    expect((await recordEnrolment(four[2], { arrivalStatus: "Completed", enrolledDate: "2025-09-20", leftDate: "2026-06-30" })).status).toBe(202);
    expect((await recordEnrolment(four[3], { arrivalStatus: "Withdrawn", enrolledDate: "2025-09-20", leftDate: "2026-03-01" })).status).toBe(202);
    const students = await repositories.students.find(TENANT, {});
    const day = (value: unknown) => String(value ?? "").slice(0, 10);
    const inWindow = (value: unknown) => day(value) >= "2025-11-22" && day(value) <= "2026-11-22";
    const enrolled = (student: Record<string, unknown>) => ["Enrolled", "Withdrawn", "Completed"].includes(String(student.arrivalStatus));
    const granted = students.filter((student) => (student.stage === "Visa Issued" || student.visaStatus === "Visa received") && inWindow(student.stageChangedAt ?? student.updatedAt));
    const finished = students.filter((student) => ["Withdrawn", "Completed"].includes(String(student.arrivalStatus)) && inWindow(student.leftDate));
    const summary = await summaryOf(staff);
    const enrolment = summary.compliance.measures.find((measure) => measure.key === "enrolment")!;
    expect(enrolment.of).toBe(granted.length);
    expect(enrolment.counted).toBe(granted.filter(enrolled).length);
    expect(enrolment.counted).toBeGreaterThanOrEqual(3);
    const completion = summary.compliance.measures.find((measure) => measure.key === "completion")!;
    expect({ of: completion.of, counted: completion.counted, rate: completion.rate }).toEqual({ of: finished.length, counted: 1, rate: 50 });
    expect(completion.students.map((student) => student.href)).toEqual([`/students/${String(four[2].userId)}`]);
    expect(summary.funnel.find((step) => step.key === "enrolled")!.count).toBe(students.filter(enrolled).length);
  });
});

describe("date ranges, agents and durations", () => {
  it("narrows each kind to its own dates, and says so when the range is not one", async () => {
    const { repositories } = server.services;
    const offers = await repositories.offers.find(TENANT, {});
    // An offer's date is when it was applied for, or made.
    const dates = offers.map((offer) => String(offer.appliedAt ?? offer.createdAt ?? "").slice(0, 10)).filter(Boolean).sort();
    const from = dates[Math.floor(dates.length / 2)];
    const summary = await summaryOf(staff, `?from=${from}`);
    expect(summary.request.from).toBe(from);
    expect(summary.funnel.find((step) => step.key === "applied")!.count).toBe(dates.filter((date) => date >= from).length);
    const refused = await summaryOf(staff, "?from=2026-12-01&to=2026-01-01");
    expect(refused.rangeInvalid).toBe(true);
    expect(refused.request).toMatchObject({ from: "", to: "" });
    expect(visibleText((await staff.get("/insights/summary?from=31/12/2026")).text)).toContain("Enter dates as YYYY-MM-DD, the first on or before the second");
  });

  it("breaks down by agent, named", async () => {
    const summary = await summaryOf(staff, "?breakdown=agent");
    const agent = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!;
    const row = summary.breakdown!.rows.find((candidate) => candidate.value === agent._id)!;
    expect(row.label).toBe(`${agent.givenName} ${agent.familyName}`);
    expect(row.cells[0].count).toBe(await server.services.repositories.applications.count(TENANT, { agentId: agent._id }));
    expect(summary.breakdown!.rows.some((candidate) => candidate.label === "No agent")).toBe(true);
    expect(row.cells[0].href).toBe(`/students?tab=leads&agent=${agent._id}`);
  });

  it("gives the median days from offer to CAS and from CAS to visa decision, from the dates the stage moves keep", async () => {
    const { repositories } = server.services;
    const students = (await repositories.students.find(TENANT, {}, { sort: { studentNo: 1 } })).slice(0, 3);
    const visaAfter = [20, 5, 9];
    for (const [i, student] of students.entries()) {
      await testRecords(server.services).students.update(TENANT, student._id, {
        $set: {
          offerIssuedAt: `2026-0${i + 1}-01T09:00:00.000Z`,
          "stagesEnteredAt.CAS Issued": `2026-0${i + 4}-01T09:00:00.000Z`,
          "stagesEnteredAt.Visa Issued": `2026-0${i + 4}-${String(1 + visaAfter[i]).padStart(2, "0")}T09:00:00.000Z`,
        },
      });
    }
    const summary = await summaryOf(staff);
    const offerToCas = summary.operations.find((figure) => figure.key === "offerToCas")!;
    const casToVisa = summary.operations.find((figure) => figure.key === "casToVisa")!;
    // Offers issued on 1 January, February, March; CAS on 1 April, May, June: 90, 89 and 92 days.
    expect(offerToCas.value).toBe(90);
    expect(casToVisa.value).toBe(9);
  });
});

describe("the page", () => {
  it("draws each chart as SVG with its title and description, a table beside it, and CSV of each table", async () => {
    const html = (await staff.get("/insights/summary?breakdown=feeStatus")).text;
    expect(html).toContain('<svg role="img" aria-labelledby="funnel-chart-title funnel-chart-desc"');
    expect(html).toContain('<title id="funnel-chart-title">Admissions funnel for All intakes</title>');
    expect(html).toContain('aria-labelledby="compliance-chart-title compliance-chart-desc"');
    const text = visibleText(html);
    expect(text).toContain("Admissions funnel");
    expect(text).toContain("Sponsor compliance (Basic Compliance Assessment)");
    const csv = await staff.get("/insights/summary.csv?table=funnel");
    expect(csv.status).toBe(200);
    expect(csv.text.split("\n")[0]).toBe("Step,People,From the step before");
    expect(csv.text).toContain("Leads,");
    expect((await staff.get("/insights/summary.csv?table=breakdown&breakdown=feeStatus")).text.split("\n")[0]).toContain("Fee status");
    expect((await staff.get("/insights/summary.csv?table=nothing")).status).toBe(404);
  });

  it("shows an agent only their own students' figures, and refuses students", async () => {
    const agent = new TestBrowser(server);
    await agent.signIn(demoEmail("agent", TENANT));
    const theirs = await summaryOf(agent);
    const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!;
    const own = await server.services.repositories.applications.count(TENANT, { agentId: user._id });
    expect(theirs.funnel[0].count).toBe(own);
    expect(theirs.funnel[0].count).toBeLessThan((await summaryOf(staff)).funnel[0].count);
    expect(theirs.operations.map((figure) => figure.key)).toEqual(["stuck", "offerToCas", "casToVisa"]);
    // Agents are not offered a breakdown by the other agents.
    expect(theirs.breakdowns.map((breakdown) => breakdown.value)).toEqual(["nationality", "course", "feeStatus"]);
    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student2", TENANT));
    expect([403, 404]).toContain((await student.get("/insights/summary")).status);
  });
});
