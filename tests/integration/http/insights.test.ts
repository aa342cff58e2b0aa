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

type Stored = Record<string, unknown>;

/** The funnel's steps as the configuration means them (insights.json), each a predicate over one kind of record. */
const PAST_DEPOSIT = ["Post-Deposit", "Draft CAS", "Pathway Review", "Ready for CAS", "CAS Issued", "Visa Issued", "Interview", "Compliance Check", "Awaiting Info", "Visa Refused"];
const STEPS_OF: Record<"applications" | "offers" | "students", Array<[number, (record: Stored) => boolean]>> = {
  applications: [[0, () => true]],
  offers: [
    [1, () => true],
    [2, (offer) => ["Conditional", "Unconditional", "Completed"].includes(String(offer.status))],
    [3, (offer) => ["Unconditional", "Completed"].includes(String(offer.status))],
    [4, (offer) => offer.applicantStatus === "Accepted"],
  ],
  students: [
    [5, (student) => Boolean(student.depositPaidAt) || PAST_DEPOSIT.includes(String(student.stage))],
    [6, (student) => ["CAS Issued", "Visa Issued", "Visa Refused"].includes(String(student.stage))],
    [7, (student) => student.stage === "Visa Issued" || student.visaStatus === "Visa received"],
    [8, (student) => ["Enrolled", "Withdrawn", "Completed"].includes(String(student.arrivalStatus))],
  ],
};

/** An independent count of the funnel from the records: each person at the furthest step any of their records reached, and at every step before it. */
async function expectedFunnel(keep: (kind: keyof typeof STEPS_OF, record: Stored) => boolean = () => true): Promise<number[]> {
  const furthest = new Map<string, number>();
  for (const kind of ["applications", "offers", "students"] as const) {
    for (const record of await server.services.repositories[kind].find(TENANT, {})) {
      if (!keep(kind, record)) continue;
      const reached = STEPS_OF[kind].filter(([, matches]) => matches(record)).map(([step]) => step);
      if (!reached.length) continue;
      const person = String(record.userId);
      furthest.set(person, Math.max(furthest.get(person) ?? -1, ...reached));
    }
  }
  return Array.from({ length: 9 }, (_, step) => [...furthest.values()].filter((value) => value >= step).length);
}

/** Every row the list a link opens shows, page after page, as the page's own loader gives it. */
async function listed(browser: TestBrowser, href: string): Promise<{ total: number; people: string[]; reached: { text: string } | null }> {
  const url = new URL(href, "http://insights.test");
  const route = url.pathname === "/cas" ? "routes/cas._index" : "routes/students._index";
  const people: string[] = [];
  let total = 0;
  let reached = null;
  for (let page = 1; ; page++) {
    const query = new URLSearchParams(url.search);
    query.set("pageSize", "25");
    query.set("page", String(page));
    query.set("_routes", route);
    const answer = await browser.get(`${url.pathname}.data?${query.toString()}`);
    expect(answer.status, href).toBe(200);
    const list = ((await decodeRemixData(answer.text)) as Record<string, { data: { list: { total: number; pageCount: number; rows: Array<{ personId: string }>; reached: { text: string } | null } } }>)[route].data.list;
    people.push(...list.rows.map((row) => row.personId));
    total = list.total;
    reached = list.reached;
    if (page >= list.pageCount) break;
  }
  return { total, people, reached };
}

describe("the funnel (decision 0028)", () => {
  it("counts people, each at the furthest step they reached and every step before it, so no step holds more than the one before", async () => {
    const summary = await summaryOf(staff);
    expect(summary.funnel.map((step) => step.count)).toEqual(await expectedFunnel());
    summary.funnel.forEach((step, i) => {
      if (i > 0) expect(step.count, step.key).toBeLessThanOrEqual(summary.funnel[i - 1].count);
      if (step.conversion !== null) expect(step.conversion, step.key).toBeLessThanOrEqual(100);
    });
    const byKey = Object.fromEntries(summary.funnel.map((step) => [step.key, step]));
    expect(byKey.applied.conversion).toBe(Math.round((byKey.applied.count / byKey.leads.count) * 1000) / 10);
    expect(byKey.conditional.href).toBe("/students?reached=conditional");
    expect(byKey.casIssued.href).toBe("/cas?reached=casIssued");
    // The demo's CAS students came straight into the pipeline: counted as leads, as they went further.
    expect(byKey.casIssued.count).toBeGreaterThan(0);
  });

  it("links each step to a list of exactly the people it counts, one row each, the filter named and removable", async () => {
    const summary = await summaryOf(staff);
    for (const step of summary.funnel) {
      const list = await listed(staff, step.href!);
      expect(list.total, step.key).toBe(step.count);
      expect(new Set(list.people).size, step.key).toBe(step.count);
      expect(list.people, step.key).toHaveLength(step.count);
      expect(list.reached?.text).toBe(`Reached: ${step.label}`);
    }
    const page = (await staff.get(summary.funnel[2].href!)).text;
    const text = visibleText(page);
    expect(text).toContain("Reached: Conditional offer");
    expect(text).toContain(`Reached Conditional offer: ${summary.funnel[2].count} results`);
    // The filter's own link takes it away, back to the list's tabs.
    expect(page).toContain('href="/students"');
  });

  it("keeps a step reached after the record moves on: an offer made and then withdrawn still counts, and is still listed", async () => {
    const before = await summaryOf(staff);
    const { repositories } = server.services;
    // A person whose one offer is their furthest step: withdrawing it, with no history, would take them off "Conditional offer".
    let made: Stored & { _id: string } = { _id: "" };
    for (const offer of await repositories.offers.find(TENANT, { status: "Conditional", applicantStatus: { $ne: "Accepted" } }, { sort: { _id: 1 } })) {
      const theirs = (await repositories.offers.count(TENANT, { userId: offer.userId })) + (await repositories.students.count(TENANT, { userId: offer.userId }));
      if (theirs === 1) {
        made = offer;
        break;
      }
    }
    expect(made._id).not.toBe("");
    const person = String(made.userId);
    await testRecords(server.services).offers.update(TENANT, made._id, { $set: { status: "Withdrawn", statusReason: "ClosedByApplicant" } });
    const after = await summaryOf(staff);
    expect(after.funnel.map((step) => step.count)).toEqual(before.funnel.map((step) => step.count));
    expect((await listed(staff, after.funnel[2].href!)).people).toContain(person);
  });

  it("narrows to an intake and breaks down by nationality, each cell's link listing exactly the people it counts", async () => {
    const intake = "2027-09";
    const summary = await summaryOf(staff, `?intake=${intake}&breakdown=nationality`);
    expect(summary.request).toEqual({ intake, breakdown: "nationality", from: "", to: "" });
    const leads = summary.funnel.find((step) => step.key === "leads")!;
    expect(leads.href).toBe(`/students?reached=leads&intakeId=${intake}`);
    expect(leads.count).toBe((await listed(staff, leads.href!)).total);
    const linked = summary.breakdown!.rows.flatMap((row) => row.cells.filter((cell) => cell.href && cell.count > 0)).slice(0, 6);
    expect(linked.length).toBeGreaterThan(0);
    for (const cell of linked) expect(new Set((await listed(staff, cell.href!)).people).size, cell.href!).toBe(cell.count);
    for (const row of summary.breakdown!.rows) row.cells.forEach((cell, i) => i > 0 && expect(cell.count).toBeLessThanOrEqual(row.cells[i - 1].count));
  });

  it("refuses a malformed date on the list's funnel filter, saying what to enter", async () => {
    const text = visibleText((await staff.get("/students?reached=leads&reachedFrom=31/12/2026")).text);
    expect(text).toContain("Enter the ‘from’ date for the funnel step's dates as a real date, for example 2026-09-30");
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
    const day = (value: unknown) => String(value ?? "").slice(0, 10);
    const onOrAfter = (kind: string, record: Stored) => day(kind === "students" ? (record.stageChangedAt ?? record.updatedAt) : kind === "offers" ? (record.appliedAt ?? record.createdAt) : (record.submittedAt ?? record.createdAt)) >= from;
    const applied = summary.funnel.find((step) => step.key === "applied")!;
    expect(applied.count).toBe((await expectedFunnel(onOrAfter))[1]);
    expect(applied.count).toBeLessThan((await summaryOf(staff)).funnel[1].count);
    // Its list counts the same dates.
    expect(applied.href).toBe(`/students?reached=applied&reachedFrom=${from}`);
    expect(new Set((await listed(staff, applied.href!)).people).size).toBe(applied.count);
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
    expect(summary.breakdown!.rows.some((candidate) => candidate.label === "No agent")).toBe(true);
    expect(row.cells[0].href).toBe(`/students?reached=leads&agent=${agent._id}`);
    expect(new Set((await listed(staff, row.cells[0].href!)).people).size).toBe(row.cells[0].count);
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

  it("defuses a stored value a spreadsheet would run as a formula in the CSV (decision 0025)", async () => {
    const application = (await server.services.repositories.applications.find(TENANT, {}))[0];
    const before = application.nationality;
    await testRecords(server.services).applications.update(TENANT, application._id, { $set: { nationality: '=HYPERLINK("http://evil.example")' } });
    try {
      const csv = await staff.get("/insights/summary.csv?table=breakdown&breakdown=nationality");
      expect(csv.status).toBe(200);
      expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"")",1,`);
      expect(csv.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    } finally {
      await testRecords(server.services).applications.update(TENANT, application._id, { $set: { nationality: before } });
    }
  });

  it("shows an agent only their own students' figures, and refuses students", async () => {
    const agent = new TestBrowser(server);
    await agent.signIn(demoEmail("agent", TENANT));
    const theirs = await summaryOf(agent);
    const user = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("agent", TENANT)))!;
    const own = await server.services.repositories.applications.count(TENANT, { agentId: user._id });
    expect(theirs.funnel[0].count).toBeGreaterThanOrEqual(own);
    expect(theirs.funnel[0].count).toBeLessThan((await summaryOf(staff)).funnel[0].count);
    // Each step's list, as the agent sees it, holds exactly the people counted for them.
    for (const step of theirs.funnel) expect(new Set((await listed(agent, step.href!)).people).size, step.key).toBe(step.count);
    expect(theirs.operations.map((figure) => figure.key)).toEqual(["stuck", "offerToCas", "casToVisa"]);
    // Agents are not offered a breakdown by the other agents.
    expect(theirs.breakdowns.map((breakdown) => breakdown.value)).toEqual(["nationality", "course", "feeStatus"]);
    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student2", TENANT));
    expect([403, 404]).toContain((await student.get("/insights/summary")).status);
  });
});
