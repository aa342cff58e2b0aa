// The student-records link against a local server that answers as Ellucian's Ethos Integration
// API does (issue 21 items 5-8; decision 0845): the settings page with every message of 001 §5
// and 'Test connection' for each way of signing in; a student found or created as a person, given
// an admission application and their student number brought back, through the stages of 001 §4;
// a 429 waited out; the API's own validation error shown to staff on the record; a rerun that
// creates nothing twice; several students sent at once from the list. The API is reached through
// the outbound guard (issue 36 item 4; decision 0016): the test's server only because the
// environment allows its host and port; an address the guard refuses is refused in words at save
// and at connection, and no answer's body, from anything at that address, is ever shown.
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEthos, type TestEthos } from "../../support/ethos-server";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
let server: TestServer;
let ethos: TestEthos;
let admin: TestBrowser;
/** What an internal service would answer, which must never reach a page. */
const MARKER = "INTERNAL-SERVICE-MARKER-7f3a";
let internal: Server;
let internalRequests = 0;
let internalPort: number;

beforeAll(async () => {
  ethos = await startTestEthos();
  internal = createServer((_request, response) => {
    internalRequests++;
    response.writeHead(200, { "Content-Type": "text/plain" });
    response.end(MARKER);
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  internalPort = (internal.address() as AddressInfo).port;
  server = await startTestServer({ env: { SECRETS_KEY: randomBytes(32).toString("base64"), OUTBOUND_ALLOW_HOSTS: new URL(ethos.url).host } });
  admin = new TestBrowser(server);
  expect((await admin.signIn(demoEmail("uniadmin"))).status).toBe(302);
  await admin.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (internal ? internal.close(() => resolve()) : resolve()));
  await ethos?.stop();
  await server?.close();
});

/** The settings form's answers as the page posts them (JSON, as the form renderer submits). */
function settings(auth: Record<string, unknown>, period = "202609") {
  return {
    integrationSystem: "ellucian",
    ellucianEnabled: true,
    ellucianUrl: ethos.url,
    ellucianUrlBasePath: "/",
    ...auth,
    ellucianValueMappings: [
      { fieldType: "academicPeriod", mappings: [{ source: "2027-09", target: period }] },
      { fieldType: "residencyType", mappings: [{ source: "OVERSEAS", target: "O" }] },
      { fieldType: "site", mappings: [{ source: "default", target: "CITY" }] },
      { fieldType: "citizenshipStatus", mappings: [{ source: "GBR", target: "C" }, { source: "default", target: "NC" }] },
      { fieldType: "academicProgram", mappings: [{ source: "course-msc-data", target: "MSC-DATA" }] },
    ],
  };
}

const settingsVersion = async () => ((await server.services.store.collection("integrationSettings").findOne({ _id: TENANT })) as { _version?: number } | null)?._version ?? 0;
/** Saves the settings as the page's script does; the answer's text holds the messages of a refused save. */
async function save(answers: Record<string, unknown>) {
  const answer = await admin.postJson("/config/student-records.data", { data: answers, version: await settingsVersion() });
  const body = answer.status === 422 ? ((await decodeRemixData(answer.text)) as { page?: { errors: Array<{ message: string }> } }) : {};
  return { status: answer.status, text: (body.page?.errors ?? []).map((error) => error.message).join(" ") };
}
const secretToken = () => ({ ellucianAuthMethod: "SecretToken", ellucianToken: ethos.credentials.token });

async function studentOf(local: string) {
  const user = await server.services.store.collection("users").findOne({ email: demoEmail(local) });
  const student = await server.services.store.collection("students").findOne({ userId: user?._id });
  return { userId: String(user?._id), studentId: String(student?._id) };
}

describe("the student-records settings", () => {
  it("say what each way of signing in needs, with 001 §5's messages, and keep nothing of a refused save", async () => {
    for (const [auth, message] of [
      [{ ellucianAuthMethod: "Basic" }, "Enter the username for Basic authentication"],
      [{ ellucianAuthMethod: "Basic", ellucianUserName: "u" }, "Enter the password for Basic authentication"],
      [{ ellucianAuthMethod: "OAuth", ellucianSecret: "s", ellucianOAuthScope: "x" }, "Enter the client ID for OAuth authentication"],
      [{ ellucianAuthMethod: "OAuth", ellucianClientId: "c", ellucianOAuthScope: "x" }, "Enter the secret for OAuth authentication"],
      [{ ellucianAuthMethod: "OAuth", ellucianClientId: "c", ellucianSecret: "s" }, "Enter the OAuth scope"],
      [{ ellucianAuthMethod: "SecretToken" }, "Enter the Ellucian secret token"],
    ] as const) {
      const refused = await save(settings(auth));
      expect(refused.text, message).toContain(message);
    }
    const noUrl = await save({ ...settings(secretToken()), ellucianUrl: "" });
    expect(noUrl.text).toContain("Enter the Ellucian base URL");
    const noPath = await save({ ...settings(secretToken()), ellucianUrlBasePath: "" });
    expect(noPath.text).toContain("Enter the Ellucian URL base path");
    const badUrl = await save({ ...settings(secretToken()), ellucianUrl: "not a url" });
    expect(badUrl.text).toContain("Enter a URL in the correct format, like https://example.com");
    expect(await server.services.store.collection("integrationSettings").findOne({ _id: TENANT })).toBeNull();
  });

  it("test the connection with each way of signing in, and keep secrets only encrypted", async () => {
    for (const auth of [
      { ellucianAuthMethod: "Basic", ellucianUserName: ethos.credentials.username, ellucianPassword: ethos.credentials.password },
      { ellucianAuthMethod: "OAuth", ellucianClientId: ethos.credentials.clientId, ellucianSecret: ethos.credentials.secret, ellucianOAuthScope: ethos.credentials.scope },
      secretToken(),
    ]) {
      expect((await save(settings(auth))).status, String(auth.ellucianAuthMethod)).toBe(202);
      const testedAnswer = await admin.post("/config/student-records/connection-test");
      expect(testedAnswer.status, testedAnswer.location ?? "").toBe(200);
      const tested = visibleText(testedAnswer.text);
      expect(tested, String(auth.ellucianAuthMethod)).toContain(`Worked: signed in to the student-records system (${auth.ellucianAuthMethod}).`);
      expect(tested).toContain("Worked: read 5 academic periods.");
    }
    const stored = JSON.stringify(await server.services.store.collection("integrationSettings").findOne({ _id: TENANT }));
    expect(stored).not.toContain(ethos.credentials.token);
    expect(stored).not.toContain(ethos.credentials.password);
    // The page never shows a stored secret again.
    expect((await admin.get("/config/student-records")).text).not.toContain(ethos.credentials.token);
    const wrong = await save(settings({ ellucianAuthMethod: "SecretToken", ellucianToken: "not-the-token" }));
    expect(wrong.status).toBe(202);
    expect(visibleText((await admin.post("/config/student-records/connection-test")).text)).toContain("Did not work: signing in to the student-records system");
    await save(settings(secretToken()));
  });
});

describe("the connection's guard", () => {
  const testPage = async () => {
    const answer = await admin.post("/config/student-records/connection-test");
    expect(answer.status).toBe(200);
    return answer.text;
  };

  it("refuses at save an address that is not https, or is a metadata or private one, saying what to enter", async () => {
    const before = await settingsVersion();
    expect((await save({ ...settings(secretToken()), ellucianUrl: "http://ethos.example.ac.uk" })).text).toContain("Enter an address that starts with https://");
    expect((await save({ ...settings(secretToken()), ellucianUrl: "https://169.254.169.254/latest/meta-data" })).text).toContain(
      "Enter the address of a server on the internet: 169.254.169.254 is a cloud provider's metadata service, which CAS Shield does not connect to",
    );
    expect((await save({ ...settings(secretToken()), ellucianUrl: "https://10.0.0.8" })).text).toContain("10.0.0.8 is on a private network");
    expect(await settingsVersion()).toBe(before);
  });

  it("refuses at connection a name that resolves to this machine, in words, and shows nothing of what answers there", async () => {
    // A name, so nothing at save can know where it leads: the connection resolves it, and refuses.
    expect((await save({ ...settings(secretToken()), ellucianUrl: `https://localhost:${internalPort}` })).status).toBe(202);
    const page = await testPage();
    expect(visibleText(page)).toContain("Did not work: signing in to the student-records system (SecretToken): Could not connect to localhost: the address is this server's own (loopback) address, which CAS Shield does not connect to.");
    expect(page).not.toContain(MARKER);
    expect(internalRequests).toBe(0);
    await save(settings(secretToken()));
  });

  it("says the status an allowed server answered with, never its body", async () => {
    const host = new URL(ethos.url).hostname;
    for (const [status, body] of [
      [500, `<h1>${MARKER}</h1> stack trace`],
      [500, { errors: [{ code: "Global.Internal.Error", message: MARKER }] }],
      [401, { errors: [{ code: "Authentication.Required", message: MARKER }] }],
      [200, `${MARKER} is not JSON`],
    ] as const) {
      // A refused sign-in at the token exchange; the rest where the academic periods are read.
      ethos.failNext(status, body, status === 401 ? "/auth" : "/api/academic-periods");
      const page = await testPage();
      expect(page, `${status}`).not.toContain(MARKER);
      expect(visibleText(page), `${status}`).toContain(
        status === 200 ? "Did not work: reading the academic periods: The student-records system's answer could not be read (it was not JSON)." : status === 401 ? `Did not work: signing in to the student-records system (SecretToken): ${host} answered with status 401.` : `Did not work: reading the academic periods: ${host} answered with status ${status}.`,
      );
    }
  });

  it("keeps the API's own validation words for staff, but no other answer's body, on a student's record", async () => {
    const { userId, studentId } = await studentOf("student6");
    ethos.failNext(500, `${MARKER} internal error page`);
    await admin.post(`/students/${userId}/student-records`, {});
    const record = await server.services.store.collection("studentRecordsLinks").findOne({ _id: `${TENANT}:${studentId}` });
    expect(JSON.stringify(record)).not.toContain(MARKER);
    const page = await admin.get(`/students/${userId}`);
    expect(page.text).not.toContain(MARKER);
    expect(visibleText(page.text)).toContain(`${new URL(ethos.url).hostname} answered with status 500.`);
  });
});

describe("linking a student", () => {
  it("goes through every stage, waits out a 429, and brings back the student number", async () => {
    const { userId, studentId } = await studentOf("student1");
    // The student holds an offer for the course the academic program is mapped from.
    const offer = await testRecords(server.services).offers.insert(TENANT, { userId, courseId: "course-msc-data", status: "Unconditional" });
    await testRecords(server.services).students.update(TENANT, studentId, { $set: { offers: [{ offerId: offer._id, intakeId: "2027-09" }] } });
    ethos.throttleNext(2);
    const sent = await admin.post(`/students/${userId}/student-records`, {});
    expect(sent.location).toBe(`/students/${userId}`);
    const link = await server.services.store.collection("studentRecordsLinks").findOne({ _id: `${TENANT}:${studentId}` });
    expect((link?.history as Array<{ stage: string }>).map((step) => step.stage), JSON.stringify(link?.errors)).toEqual(["NEW", "IN_PROGRESS", "VALIDATION_DONE", "MATCHING", "MATCHING_DONE", "VERIFYING", "VERIFIED", "COMPLETED"]);
    const student = await server.services.store.collection("students").findOne({ _id: studentId });
    expect(student?.studentNo).toBe(link?.studentNumber);
    expect(String(link?.studentNumber)).toMatch(/^B\d+$/);
    const page = visibleText((await admin.get(`/students/${userId}`)).text);
    expect(page).toContain("Student records");
    expect(page).toContain(`Completed`);
    expect(page).toContain(String(link?.studentNumber));
    expect(ethos.requests.some((request) => request.contentType === "application/vnd.hedtech.integration.person-matching-requests-initiations-prospects.v1+json")).toBe(true);
    expect(ethos.requests.some((request) => request.accept === "application/vnd.hedtech.integration.v16+json")).toBe(true);
    // The mapped residency type (from the fee status) and site go with the application, by their ids.
    expect(ethos.applications.at(-1)).toMatchObject({ residencyType: { id: "c1a0b0d0-0000-4000-8000-0000000resO" }, site: { id: "8a4f2a1e-0000-4000-8000-0000000city" }, program: { id: "e3c0d0f0-0000-4000-8000-0000msc-data" } });
    // A Nigerian student is not a citizen: the mapping's default.
    expect(ethos.matchingRequests.at(-1)).toMatchObject({ citizenshipStatus: { detail: { id: "d2b0c0e0-0000-4000-8000-0000000ncitz" } } });
  });

  it("shows the API's validation error to staff, and a rerun after the fix creates nothing twice", async () => {
    const { userId, studentId } = await studentOf("student2");
    await save(settings(secretToken(), "202509"));
    const before = { ...ethos.created };
    await admin.post(`/students/${userId}/student-records`, {});
    const page = visibleText((await admin.get(`/students/${userId}`)).text);
    expect(page).toContain("The academic period is not valid: The academic period");
    expect(page).toContain("is not open for admission");
    // The integration team sees it in the integration's own error list too.
    expect(ethos.errorsReported.at(-1)).toMatchObject({ severity: "error", responseCode: 400, resource: { name: "admission-applications" } });
    expect(String(ethos.errorsReported.at(-1)?.description)).toContain("is not open for admission");
    expect(ethos.created.persons).toBe(before.persons + 1);

    await save(settings(secretToken()));
    await admin.post(`/students/${userId}/student-records`, {});
    await admin.post(`/students/${userId}/student-records`, {});
    const link = await server.services.store.collection("studentRecordsLinks").findOne({ _id: `${TENANT}:${studentId}` });
    expect(link?.stage).toBe("COMPLETED");
    expect(ethos.created).toEqual({ persons: before.persons + 1, applications: before.applications + 1 });
  });

  it("sends several students from the list, each with its stage", async () => {
    const chosen = [await studentOf("student3"), await studentOf("student4")];
    const form = new FormData();
    for (const { studentId } of chosen) form.append("studentId", studentId);
    const sent = await admin.post("/student-records", form);
    expect(sent.status).toBe(302);
    const list = visibleText((await admin.get("/student-records")).text);
    expect(list).toContain("Completed");
    for (const { studentId } of chosen) expect((await server.services.store.collection("studentRecordsLinks").findOne({ _id: `${TENANT}:${studentId}` }))?.stage).toBe("COMPLETED");
  });

  it("is not for staff without the right, nor another university's students", async () => {
    const { userId } = await studentOf("student5");
    const lite = new TestBrowser(server);
    await lite.signIn(demoEmail("agent"));
    await lite.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    expect([403, 404]).toContain((await lite.post(`/students/${userId}/student-records`, {})).status);
  });
});
