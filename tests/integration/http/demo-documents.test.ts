// The demo's documents are PDFs a reader can read (issue 39: the viewer drew a blank page): the
// file a student's record links to, as staff download it, says what it is (its type in the
// configuration's words) and that it is demo data, on the first of its two pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../support/test-server";
import { demoEmail, signedInSkippingMfa } from "../../support/http-client";
import { pdfPages, pdfText } from "../../support/pdf-text";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("the demo documents", () => {
  it("show their type and that they are demo data", async () => {
    const student = await server.services.store.collection("users").findOne({ email: demoEmail("student9", "caledonia") });
    const uploads = await server.services.store.collection("uploads").find({ ownerId: student?._id, documentType: "generalDocuments.passport" });
    expect(uploads).toHaveLength(1);
    const officer = await signedInSkippingMfa(server, demoEmail("uni", "caledonia"));
    const file = await officer.download(`/uploads/${String(uploads[0]._id)}`);
    expect(file.status).toBe(200);
    const text = await pdfText(new Uint8Array(file.bytes));
    expect(text).toContain("Passport");
    expect(text).toContain("A demo document of the CAS Shield demo data.");
    expect(text).toContain("It is not a real document.");
    expect(await pdfPages(new Uint8Array(file.bytes))).toHaveLength(2);
  });

  it("name each document by its own type", async () => {
    const student = await server.services.store.collection("users").findOne({ email: demoEmail("student9", "caledonia") });
    const upload = await server.services.store.collection("uploads").findOne({ ownerId: student?._id, documentType: "financeDocuments.deposit" });
    const officer = await signedInSkippingMfa(server, demoEmail("uni", "caledonia"));
    const text = await pdfText(new Uint8Array((await officer.download(`/uploads/${String(upload?._id)}`)).bytes));
    expect(text).not.toContain("Passport");
    expect(text.length).toBeGreaterThan(40);
  });
});
