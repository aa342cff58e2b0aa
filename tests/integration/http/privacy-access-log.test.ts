// The access log and the legal hold on a person's record (issue 42 items 5 and 1; decision 0039):
// staff opening a record, a document or an export that lists the person are recorded, shown to
// UniAdmins only; UniAdmins and Uni staff hold a record with a reason and release it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";

const TENANT = "northbridge";
let server: TestServer;
let personId = "";
let personName = "";
let upload = { _id: "", originalName: "" };

const userIdOf = async (local: string, tenant = TENANT) => String((await server.services.store.collection("users").findOne({ email: demoEmail(local, tenant) }))?._id);
const accessLog = (id: string) => server.services.store.collection("accessLog").find({ tenant: TENANT, personId: id }, { sort: { at: -1 } });

beforeAll(async () => {
  server = await startTestServer();
  const student = await server.services.store.collection("users").findOne({ email: demoEmail("student4", TENANT) });
  personId = String(student?._id);
  personName = `${student?.givenName} ${student?.familyName}`;
  const found = await server.services.store.collection("uploads").findOne({ tenant: TENANT, ownerId: personId, status: "UPLOADED_OK" });
  upload = { _id: String(found?._id), originalName: String(found?.originalName) };
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("the access log", () => {
  it("records a member of staff opening the record, a document and an export that lists the person", async () => {
    expect(upload._id).not.toBe("undefined");
    server.setNow(new Date("2026-11-23T09:00:00Z"));
    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    const uniId = await userIdOf("uni");
    const before = (await accessLog(personId)).length;
    expect((await uni.get(`/students/${personId}`)).status).toBe(200);
    server.setNow(new Date("2026-11-23T09:05:00Z"));
    expect((await uni.get(`/uploads/${upload._id}/view`)).status).toBe(200);
    server.setNow(new Date("2026-11-23T09:10:00Z"));
    // The pipeline tab the person is on (the first tab is now the university's Not invited one, decision 0058).
    const exported = await uni.get("/cas/export?tab=pre-deposit");
    expect(exported.status).toBe(200);
    const entries = await accessLog(personId);
    expect(entries.length).toBeGreaterThanOrEqual(before + 3);
    const mine = entries.filter((entry) => entry.actorId === uniId);
    expect(mine.map((entry) => entry.what)).toEqual(expect.arrayContaining([{ kind: "record" }, { kind: "document", documentId: upload._id, name: upload.originalName }, { kind: "export", export: "cas" }]));
    expect(mine.every((entry) => entry.actorRole === "Uni" && typeof entry.at === "string")).toBe(true);
    expect(mine.find((entry) => (entry.what as { kind: string }).kind === "record")?.at).toBe("2026-11-23T09:00:00.000Z");
    // Everyone the export listed (a student of the pipeline's first tab) has their entry, the exporter's own account excepted.
    const listed = await server.services.store.collection("accessLog").find({ tenant: TENANT, actorId: uniId, "what.kind": "export" });
    expect(new Set(listed.map((entry) => entry.personId)).size).toBeGreaterThan(1);
  });

  it("records the students list's export for each person it lists, and the document review page", async () => {
    server.setNow(new Date("2026-11-23T09:20:00Z"));
    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    const applicant = String((await server.services.store.collection("users").findOne({ email: demoEmail("applicant3", TENANT) }))?._id);
    expect((await uni.get("/students/export")).status).toBe(200);
    expect((await accessLog(applicant)).map((entry) => entry.what)).toContainEqual({ kind: "export", export: "students" });
    const before = (await accessLog(personId)).length;
    expect((await uni.get(`/students/${personId}/documents/${upload._id}`)).status).toBe(200);
    expect((await accessLog(personId))[0]).toMatchObject({ what: { kind: "document", documentId: upload._id }, at: "2026-11-23T09:20:00.000Z" });
    expect((await accessLog(personId)).length).toBe(before + 1);
  });

  it("does not record the person reading their own document", async () => {
    const student = await signedInSkippingMfa(server, demoEmail("student4", TENANT));
    const before = (await accessLog(personId)).length;
    expect((await student.get(`/uploads/${upload._id}/view`)).status).toBe(200);
    expect((await accessLog(personId)).length).toBe(before);
  });

  it("is shown on the record to a UniAdmin, newest first, in words, and not to Uni or UniLite staff", async () => {
    server.setNow(new Date("2026-11-23T10:00:00Z"));
    const admin = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
    const page = visibleText((await admin.get(`/students/${personId}`)).text);
    expect(page).toContain("Who has looked at this record");
    expect(page).toContain(`Viewed a document: ${upload.originalName}`);
    expect(page).toContain("Exported in the CAS pipeline list (CSV)");
    expect(page).toMatch(/Opened the record by [^()]+ \(University admin\)/);
    // Newest first: the UniAdmin's own opening just now heads the log, the Uni user's export before the document.
    const log = page.slice(page.indexOf("Who has looked at this record"));
    expect(log.indexOf("23 Nov 2026, 10:00")).toBeLessThan(log.indexOf("23 Nov 2026, 09:10"));
    expect(log.indexOf("23 Nov 2026, 09:10")).toBeLessThan(log.indexOf("23 Nov 2026, 09:05"));
    for (const local of ["uni", "unilite"]) {
      const text = visibleText((await (await signedInSkippingMfa(server, demoEmail(local, TENANT))).get(`/students/${personId}`)).text);
      expect(text, local).toContain(personName);
      expect(text, local).not.toContain("Who has looked at this record");
      expect(text, local).not.toContain("Opened the record");
    }
  });

  it("is not reachable by another university's UniAdmin, whose attempt records nothing", async () => {
    const before = (await accessLog(personId)).length;
    const other = await signedInSkippingMfa(server, demoEmail("uniadmin", "caledonia"));
    expect((await other.get(`/students/${personId}`)).status).toBe(404);
    expect((await accessLog(personId)).length).toBe(before);
  });
});

describe("the legal hold", () => {
  it("asks for a reason, places the hold with who, when and why, and releases it with a reason", async () => {
    server.setNow(new Date("2026-11-24T11:30:00Z"));
    const uni = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
    const record = visibleText((await uni.get(`/students/${personId}`)).text);
    expect(record).toContain("This record is not held");
    expect(record).toContain("Hold the record");

    const empty = await uni.post(`/students/${personId}/hold`, { intent: "hold", reason: "  " });
    expect(empty.status).toBe(422);
    expect(visibleText(empty.text)).toContain("There is a problem");
    expect(visibleText(empty.text)).toContain("Enter why the record is held");
    expect(await server.services.store.collection("legalHolds").count({ tenant: TENANT, personId })).toBe(0);

    const placed = await uni.post(`/students/${personId}/hold`, { intent: "hold", reason: "Home Office compliance inspection" });
    expect(placed.status).toBe(302);
    expect(placed.location).toBe(`/students/${personId}#legal-hold`);
    const held = visibleText((await uni.get(`/students/${personId}`)).text);
    expect(held).toContain("This record is held");
    expect(held).toMatch(/Held by [^:]+ on 24 Nov 2026, 11:30: Home Office compliance inspection/);
    const hold = await server.services.store.collection("legalHolds").findOne({ tenant: TENANT, personId });
    expect(hold).toMatchObject({ heldBy: await userIdOf("uni"), reason: "Home Office compliance inspection", heldAt: "2026-11-24T11:30:00.000Z" });

    const noReason = await uni.post(`/students/${personId}/hold`, { intent: "release", releaseReason: "" });
    expect(noReason.status).toBe(422);
    expect(visibleText(noReason.text)).toContain("Enter why the hold is released");

    server.setNow(new Date("2026-11-24T11:40:00Z"));
    const admin = await signedInSkippingMfa(server, demoEmail("uniadmin", TENANT));
    expect((await admin.post(`/students/${personId}/hold`, { intent: "release", releaseReason: "The inspection is over" })).status).toBe(302);
    const released = visibleText((await admin.get(`/students/${personId}`)).text);
    expect(released).toContain("This record is not held");
    expect(released).toMatch(/released by [^:]+ on 24 Nov 2026, 11:40: The inspection is over/);
    expect(await server.services.store.collection("legalHolds").findOne({ tenant: TENANT, personId })).toMatchObject({ releasedBy: await userIdOf("uniadmin"), releaseReason: "The inspection is over" });
  });

  it("is not offered to UniLite staff, who may not post one", async () => {
    const lite = await signedInSkippingMfa(server, demoEmail("unilite", TENANT));
    expect(visibleText((await lite.get(`/students/${personId}`)).text)).not.toContain("Hold the record");
    expect((await lite.post(`/students/${personId}/hold`, { intent: "hold", reason: "Mine" })).status).toBe(403);
    expect(await server.services.store.collection("legalHolds").count({ tenant: TENANT, personId, reason: "Mine" })).toBe(0);
  });
});
