// The platform Admin's universities over HTTP (issue 20 item 7; decision 0838): the list, a new
// university from the template with its configuration version 1 (and what to fix first), and a
// deactivated university whose users cannot sign in and whose open sessions end; only the
// platform Admin may.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { demoEmail, titleOf, signedInWithTotp, TestBrowser, visibleText } from "../../support/http-client";

let server: TestServer;
let admin: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInWithTotp(server, "admin@casshield.example");
});
afterAll(async () => {
  await server?.close();
});

const RIVERSIDE = {
  name: "Riverside University",
  key: "riverside",
  code: "rsu",
  licenceNumber: "rsu1234ab",
  schoolName: "Riverside University",
  address: "1 River Street",
  city: "Riverton",
  postcode: "rv1 1aa",
  campuses: "City campus\nRiverside campus\n",
  faculties: "Science\nArts",
  intakes: "2027-09\n2028-01",
};

describe("universities", () => {
  it("lists every university with its status, configuration version and users, and is the Admin's alone", async () => {
    const page = await admin.get("/admin/universities");
    expect(titleOf(page.text)).toBe("Universities - CAS Shield");
    const text = visibleText(page.text);
    for (const name of ["Northbridge University", "Thamesgate", "Westhaven College"]) expect(text).toContain(name);
    expect((await admin.get("/")).text).toContain('href="/admin/universities"');
    const uniAdmin = new TestBrowser(server);
    await uniAdmin.signIn(demoEmail("uniadmin"));
    expect((await uniAdmin.get("/admin/universities")).status).toBe(403);
    expect((await uniAdmin.post("/admin/universities/new", RIVERSIDE)).status).toBe(403);
    expect((await uniAdmin.post("/admin/universities", { key: "westhaven", intent: "deactivate" })).status).toBe(403);
  });

  it("says what to fix, storing nothing", async () => {
    const answer = await admin.post("/admin/universities/new", { ...RIVERSIDE, name: "", key: "River Side", licenceNumber: "", intakes: "September 2027" });
    expect(answer.status).toBe(422);
    const text = visibleText(answer.text);
    expect(text).toContain("Enter the university's name");
    expect(text).toContain("Enter a key of 2 to 40 lower-case letters, numbers and hyphens, starting with a letter, for example riverside");
    expect(text).toContain("Enter the sponsor licence number as 6 to 20 letters and numbers, for example ABC1234DE");
    expect(text).toContain("Enter each intake on its own line as a year and month, for example 2027-09");
    expect(answer.text).toContain('value="River Side"');
    expect(await server.services.repositories.tenants.findByKey("riverside")).toBeNull();
    const taken = await admin.post("/admin/universities/new", { ...RIVERSIDE, key: "northbridge" });
    expect(visibleText(taken.text)).toContain("A university with this key already exists. Enter a different key");
  });

  it("adds one from the template: configuration version 1 with its name, sponsor licence, campuses, faculties and intakes", async () => {
    const answer = await admin.post("/admin/universities/new", RIVERSIDE);
    expect(answer.location).toBe("/admin/universities?added=riverside");
    expect(visibleText((await admin.get(answer.location!)).text)).toContain("Riverside University has been added. Its configuration version 1 is published.");
    const published = await server.services.configs.current("riverside");
    expect(published.version).toBe(1);
    expect(published.config.settings).toMatchObject({
      universityName: "Riverside University",
      universityCode: "RSU",
      sponsor: { licenceNumber: "RSU1234AB", schoolName: "Riverside University", address: "1 River Street", city: "Riverton", postcode: "RV1 1AA" },
      campuses: ["City campus", "Riverside campus"],
      faculties: ["Science", "Arts"],
    });
    // Its own intakes only, not the defaults' examples as well (decision 0095).
    expect(published.prepared.settings.intakes).toEqual([
      { id: "2027-09", order: 10, label: "September 2027", status: "Future" },
      { id: "2028-01", order: 20, label: "January 2028", status: "Future" },
    ]);
    const [audit] = await server.services.repositories.auditLog.find("riverside", { action: "university.create" });
    expect(audit?.details).toEqual({ name: "Riverside University" });
    expect(visibleText((await admin.get("/config?tenant=riverside")).text)).toContain("Configuring Riverside University");
  });

  it("deactivated, its users cannot sign in and their open sessions end; reactivated, they can; nothing is deleted", async () => {
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni", "westhaven"));
    await staff.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    expect((await staff.get("/students")).status).toBe(200);
    const users = await server.services.repositories.users.count("westhaven", {});

    const off = await admin.post("/admin/universities", { key: "westhaven", intent: "deactivate" });
    expect(off.location).toBe("/admin/universities?changed=westhaven");
    expect(visibleText((await admin.get(off.location!)).text)).toContain("Westhaven College has been deactivated. Its users cannot sign in. Nothing has been deleted.");
    // The open session ends on its next request.
    expect((await staff.get("/students")).location).toMatch(/^\/login/);
    const refused = await new TestBrowser(server).signIn(demoEmail("uni", "westhaven"));
    expect(visibleText(refused.text)).toContain("Your account is disabled - Please contact your administrator.");
    expect(await server.services.repositories.users.count("westhaven", {})).toBe(users);
    // Other universities are untouched.
    expect((await new TestBrowser(server).signIn(demoEmail("uni", "caledonia"))).location).toMatch(/^\/(mfa\/setup|$)/);

    await admin.post("/admin/universities", { key: "westhaven", intent: "reactivate" });
    expect((await new TestBrowser(server).signIn(demoEmail("uni", "westhaven"))).status).toBe(302);
    const trail = await server.services.repositories.auditLog.find("westhaven", { entity: "tenants" });
    expect(trail.map((entry) => entry.action).sort()).toEqual(["university.deactivate", "university.reactivate"]);
  });
});
