// The document viewer's page and its inline file (issue 23 item 7): only for those who may see the
// file (its owner, their university's staff), the PDF sent inline only to the viewer, any other
// request a download.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";

let server: TestServer;
let uploadId = "";

beforeAll(async () => {
  server = await startTestServer();
  const student = await server.services.store.collection("users").findOne({ email: demoEmail("student9", "caledonia") });
  const upload = await server.services.store.collection("uploads").findOne({ ownerId: student?._id, mimeType: "application/pdf" });
  uploadId = String(upload?._id);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function signedIn(email: string) {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(email)).status).toBe(302);
  await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  return browser;
}

describe("the document viewer", () => {
  it("opens for the file's owner and their university's staff, with the file inline only for it", async () => {
    for (const email of [demoEmail("student9", "caledonia"), demoEmail("uni", "caledonia")]) {
      const browser = await signedIn(email);
      const page = await browser.get(`/uploads/${uploadId}/view`);
      expect(page.status, email).toBe(200);
      expect(visibleText(page.text)).toContain("Download the file");
      expect((await browser.get(`/uploads/${uploadId}?inline=1`)).headers.get("content-disposition")).toMatch(/^inline;/);
      expect((await browser.get(`/uploads/${uploadId}`)).headers.get("content-disposition")).toMatch(/^attachment;/);
    }
  });

  it("is not found for another university's staff or another student, nor signed out", async () => {
    for (const email of [demoEmail("uni", "northbridge"), demoEmail("student8", "caledonia")]) {
      expect((await (await signedIn(email)).get(`/uploads/${uploadId}/view`)).status, email).toBe(404);
    }
    expect((await new TestBrowser(server).get(`/uploads/${uploadId}/view`)).location).toMatch(/^\/login/);
  });
});
