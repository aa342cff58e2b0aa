// Tags on CAS records (issue 23 item 5; decision 0847): a CAS officer tags two students from the
// pipeline and takes one off again, each in the history and in the students' list rows (which the
// tag filter reads); a tag only some roles may assign is refused to others in words; a record is
// tagged from its page; another university's student is never touched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

const TENANT = "northbridge";
let server: TestServer;
let officer: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  officer = new TestBrowser(server);
  expect((await officer.signIn(demoEmail("uni"))).status).toBe(302);
  await officer.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function studentOf(local: string, tenant = TENANT) {
  const user = await server.services.store.collection("users").findOne({ email: demoEmail(local, tenant) });
  const student = await server.services.store.collection("students").findOne({ userId: user?._id });
  return { userId: String(user?._id), studentId: String(student?._id) };
}

function bulk(ids: string[], tag: string, tagAction: "add" | "remove") {
  const form = new FormData();
  for (const id of ids) form.append("studentId", id);
  form.set("tag", tag);
  form.set("tagAction", tagAction);
  return officer.post("/cas/tag", form);
}

const tagsOf = async (studentId: string) => (await server.services.store.collection("students").findOne({ _id: studentId }))?.tags;

describe("tagging from the pipeline", () => {
  it("puts a tag on the ticked students and takes it off, each change in the history and the list rows", async () => {
    const pipeline = visibleText((await officer.get("/cas")).text);
    expect(pipeline).toContain("Tag the chosen students");
    const [first, second] = [await studentOf("student1"), await studentOf("student2")];
    const other = await studentOf("student1", "thamesgate");

    const added = await bulk([first.studentId, second.studentId, other.studentId], "Priority", "add");
    expect(added.status).toBe(200);
    expect(visibleText(added.text)).toContain("Priority added to 2 of 2 students.");
    expect(await tagsOf(first.studentId)).toEqual(["Priority"]);
    expect(await tagsOf(second.studentId)).toEqual(["Priority"]);
    expect(await tagsOf(other.studentId)).toBeUndefined();
    const row = await server.services.store.collection("listRows").findOne({ recordId: first.studentId });
    expect(row?.tags).toEqual(["Priority"]);

    const removed = await bulk([second.studentId], "Priority", "remove");
    expect(visibleText(removed.text)).toContain("Priority taken off 1 of 1 students.");
    expect(await tagsOf(second.studentId)).toEqual([]);
    const history = await server.services.repositories.auditLog.find(TENANT, { entity: "students", entityId: second.studentId, action: "student.tags" });
    expect(history.map((entry) => entry.details)).toEqual(expect.arrayContaining([{ from: [], to: ["Priority"] }, { from: ["Priority"], to: [] }]));

    const page = visibleText((await officer.get(`/students/${first.userId}`)).text);
    expect(page).toContain("Tags Priority");
    expect(page).toContain("Tags changed");
  });

  it("refuses a tag the role may not assign, and nothing ticked, saying what to do", async () => {
    const { studentId } = await studentOf("student3");
    const refused = await bulk([studentId], "Compliance review", "add");
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("Select a tag you may assign");
    expect(await tagsOf(studentId)).toBeUndefined();
    const none = visibleText((await bulk([], "Priority", "add")).text);
    expect(none, none).toContain("Select at least one student to tag");
  });
});

describe("tagging a record", () => {
  it("puts a tag on from the record's page", async () => {
    const { userId, studentId } = await studentOf("student4");
    const answer = await officer.post(`/students/${userId}/tags`, { tag: "Scholarship", tagAction: "add" });
    expect(answer.location).toBe(`/students/${userId}`);
    expect(await tagsOf(studentId)).toEqual(["Scholarship"]);
  });
});
