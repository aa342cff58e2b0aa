// Interviews over HTTP (issue 17 item 5; decision 0823): staff record a student's interview with
// the university's form (what to fix said in words, nothing stored), the record shows the score
// ring and the poor-audio badge, the student's Scheduled Interviews task leads to the interview
// details instead of a permanent 'Waiting', and the recorded-interview settings page keeps the
// 001 §9 limits. "Today" is 22 November 2026.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;
let staff: TestBrowser;
let userId: string;

type Errors = Array<{ path: string; message: string }>;
const studentRecord = async () => (await server.services.repositories.students.findOne(TENANT, { userId }))!;

async function record(data: Record<string, unknown>, version: number, browser = staff) {
  const answer = await browser.postJson(`/students/${userId}/cas/interview.data`, { data, version });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Errors } }) : {};
  return { status: answer.status, errors: (body.page?.errors ?? []).map((error) => [error.path, error.message]) };
}

beforeAll(async () => {
  server = await startTestServer();
  staff = new TestBrowser(server);
  await staff.signIn(demoEmail("uni", TENANT));
  userId = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student5", TENANT)))!._id;
});
afterAll(async () => {
  await server?.close();
});

describe("recording a student's interview", () => {
  it("starts with none, and the record links to the form", async () => {
    const page = visibleText((await staff.get(`/students/${userId}`)).text);
    expect(page).toContain("No interview has been recorded.");
    expect(page).toContain("Record the interview");
    const form = visibleText((await staff.get(`/students/${userId}/cas/interview`)).text);
    for (const words of ["Booking status", "Requested", "Booked", "Canceled", "Result", "Passed", "Resit", "Score"]) expect(form).toContain(words);
  });

  it("says what a booked interview still needs, and refuses bad links, times and scores, storing nothing", async () => {
    const before = await studentRecord();
    expect((await record({}, before._version)).errors).toEqual([["bookingStatus", "Select the booking status"]]);
    expect((await record({ bookingStatus: "Booked" }, before._version)).errors).toEqual([
      ["name", "Enter the event name"],
      ["date", "Enter the date of the interview"],
      ["startTime", "Enter the start time"],
      ["locationType", "Select where the interview is"],
    ]);
    const bad = await record(
      { bookingStatus: "Booked", name: "Credibility interview", date: "2026-12-01", startTime: "14:30", endTime: "14:00", locationType: "zoom", joinUrl: "zoom.example/j/1", result: "NONE", score: 11 },
      before._version,
    );
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        ["score", "Score must be a number from 0 to 10"],
        ["joinUrl", "Enter a link starting https://"],
        ["endTime", "End time must be after the start time"],
      ]),
    );
    expect((await record({ bookingStatus: "Booked", name: "x", date: "2026-12-01", startTime: "25:00", locationType: "phone" }, before._version)).errors).toEqual([["startTime", "Enter a time in the 24-hour clock, like 14:30"]]);
    expect((await record({ bookingStatus: "Requested", result: "INVITED", score: 5 }, before._version)).errors).toEqual([["score", "Select the result before giving a score"]]);
    expect((await studentRecord())._version).toBe(before._version);
  });

  it("before booking, the student's task leads to a page saying what happens next", async () => {
    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student5", TENANT));
    const tasks = (await student.get("/tasks")).text;
    expect(tasks).toContain('href="/interview"');
    expect(visibleText((await student.get("/interview")).text)).toContain("Your university has not booked your interview yet.");
  });

  it("stores a booked interview; the student reads its details and the staff record its result, ring and audio badge", async () => {
    const before = await studentRecord();
    const saved = await record(
      {
        bookingStatus: "Booked",
        result: "PASSED",
        score: 7.5,
        poorAudio: true,
        name: "Credibility interview",
        description: "A short talk about your course and plans",
        date: "2026-12-01",
        startTime: "14:30",
        endTime: "15:00",
        locationType: "teams",
        joinUrl: "https://teams.example/join/abc",
        conferenceId: "123 456 789",
        password: "k3y",
        additionalQuestions: [{ question: "Bring your passport", answer: "Yes" }],
      },
      before._version,
    );
    expect(saved.status).toBe(202);
    expect(await studentRecord()).toMatchObject({ interviewBookingStatus: "Booked", interviewResult: "PASSED", interviewScore: 7.5, interviewPoorAudio: true });
    const page = (await staff.get(`/students/${userId}`)).text;
    expect(page).toContain('aria-label="Score 7.5 out of 10 (high)"');
    expect(page).toContain("score-ring--green");
    expect(visibleText(page)).toContain("Poor audio quality");
    expect(visibleText(page)).toContain("Passed");

    const student = new TestBrowser(server);
    await student.signIn(demoEmail("student5", TENANT));
    expect(visibleText((await student.get("/tasks")).text)).toMatch(/Scheduled Interviews\s*Done/);
    const details = visibleText((await student.get("/interview")).text);
    for (const words of ["Credibility interview", "A short talk about your course and plans", "1 Dec 2026, 2:30pm to 3:00pm (UK time)", "Microsoft Teams", "123 456 789", "k3y", "Bring your passport", "Join the interview"]) expect(details).toContain(words);
    expect((await student.get("/interview")).text).toContain('href="https://teams.example/join/abc"');
  });

  it("is not for agents, partners or lite staff", async () => {
    for (const local of ["agent", "partner", "unilite"]) {
      const browser = new TestBrowser(server);
      await browser.signIn(demoEmail(local, TENANT));
      expect([403, 404], local).toContain((await browser.get(`/students/${userId}/cas/interview`)).status);
    }
  });
});

describe("the recorded-interview settings", () => {
  let admin: TestBrowser;
  beforeAll(async () => {
    admin = new TestBrowser(server);
    await admin.signIn(demoEmail("uniadmin", TENANT));
  });

  it("lists the 10 standard and 13 trap questions, keeps the limits, and saves the draft", async () => {
    const page = await admin.get("/config/interviews");
    expect(page.status).toBe(200);
    type Loaded = { page: { formData: { questions: Array<Record<string, unknown>> } }; version: number };
    const data = (await decodeRemixData((await admin.get("/config/interviews.data")).text)) as Record<string, { data?: Loaded }>;
    const loaded = data["routes/config.interviews"].data!;
    const questions = loaded.page.formData.questions;
    expect(questions.filter((question) => question.questionType === "Standard")).toHaveLength(10);
    expect(questions.filter((question) => question.questionType === "Trap")).toHaveLength(13);
    const tooShort = questions.map((question, i) => (i === 0 ? { ...question, duration: 10, retakes: 6 } : question));
    const refused = await admin.postJson("/config/interviews.data", { data: { questions: tooShort }, version: loaded.version });
    expect(refused.status).toBe(422);
    const messages = ((await decodeRemixData(refused.text)) as { page: { errors: Errors } }).page.errors.map((error) => error.message);
    expect(messages.some((message) => /15 seconds/.test(message))).toBe(true);
    expect(messages.some((message) => /0 (and|to) 5/.test(message))).toBe(true);
    const unlimited = questions.map((question, i) => (i === 0 ? { ...question, duration: 0 } : question));
    const added = { question: "Where will you live while you study?", duration: 60, thinkingTime: 30, retakes: 1, questionType: "Standard" };
    expect((await admin.postJson("/config/interviews.data", { data: { questions: [...unlimited, added] }, version: loaded.version })).status).toBe(202);
    const draft = await server.services.store.collection("configDrafts").findOne({ tenant: TENANT });
    const config = JSON.parse(String(draft?.configJson)) as Record<string, { questions: Record<string, { id: string; order: number; duration: number; question: string }> }>;
    // Keyed by id (decision 0093): each question keeps its id and place, the new one comes last with an id of its own.
    const saved = config["interview-questions"].questions;
    expect(saved["standard-1"]).toMatchObject({ id: "standard-1", order: 10, duration: 0 });
    expect(saved["question-24"]).toEqual({ ...added, id: "question-24", order: 240 });
    expect(Object.values(saved).sort((a, b) => a.order - b.order).map((question) => question.question)).toEqual([...questions.map((question) => question.question), added.question]);
  });

  it("is not for university staff without configuration rights", async () => {
    expect([403, 404]).toContain((await staff.get("/config/interviews")).status);
  });
});
