// Uploads over HTTP: checked by extension and by content, stored outside the web root, served
// as attachments only to those who may see them, deleted softly.
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser, demoEmail } from "../../support/http-client";
import { startTestServer, type TestServer } from "../../support/test-server";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ff7f0000050001ff5c6b2a0000000049454e44ae426082", "hex");

let server: TestServer;
let owner: TestBrowser;
let applicationId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  await owner.signIn(demoEmail("applicant5"));
  applicationId = (await server.services.repositories.applications.findOne("northbridge", { email: demoEmail("applicant5") }))!._id;
});
afterAll(async () => {
  await server?.close();
});

function upload(browser: TestBrowser, name: string, bytes: Buffer, documentType = "passport") {
  const form = new FormData();
  form.append("recordKind", "applications");
  form.append("recordId", applicationId);
  form.append("documentType", documentType);
  form.append("file", new File([new Uint8Array(bytes)], name));
  return browser.post("/uploads", form);
}

describe("checking a file", () => {
  it.each([
    ["an unknown extension", "scan.docx", PDF, "Unsupported file type!"],
    ["no extension", "scan", PDF, "File must have an extension"],
    ["an empty file", "scan.pdf", Buffer.alloc(0), "File is empty"],
    ["content that is not an accepted type", "scan.pdf", Buffer.from("MZ\x90\x00 this is an executable"), "Unsupported file type!"],
    ["a file over the size limit", "scan.pdf", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), "The file size must not exceed 5 MB"],
  ])("refuses %s with the spec's message and stores nothing", async (_what, name, bytes, message) => {
    const before = await server.services.repositories.uploads.count("northbridge", {});
    const answer = await upload(owner, name, bytes);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(answer.text).error).toBe(message);
    expect(await server.services.repositories.uploads.count("northbridge", {})).toBe(before);
  });

  it("accepts a PNG named .jpg with a warning only", async () => {
    const answer = await upload(owner, "photo.jpg", PNG, "photoId");
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text).warning).toBe("The file's type does not match its extension");
  });
});

describe("a stored file", () => {
  it("is kept outside the web root under a generated name and served as an attachment to its owner", async () => {
    const answer = await upload(owner, "My Passport.pdf", PDF);
    expect(answer.status).toBe(201);
    const { upload: stored } = JSON.parse(answer.text) as { upload: { id: string; url: string; name: string } };
    expect(stored.name).toBe("My Passport.pdf");
    const files = (await readdir(server.services.env.uploadDir, { recursive: true })).map(String);
    expect(files.some((file) => file.includes("Passport"))).toBe(false);
    const download = await owner.get(stored.url);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''My%20Passport.pdf");
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("is streamed back whole from the file storage, and answers 'not found' when the storage no longer has it", async () => {
    const { upload: stored } = JSON.parse((await upload(owner, "offer.pdf", PDF)).text) as { upload: { id: string; url: string } };
    const download = await owner.get(stored.url);
    expect(download.headers.get("content-length")).toBe(String(PDF.byteLength));
    expect(download.text).toBe(PDF.toString());
    const record = (await server.services.repositories.uploads.findById("northbridge", stored.id))!;
    await server.services.files.delete("uploads", record.storageKey);
    expect((await owner.get(stored.url)).status).toBe(404);
  });

  it("is not found by another applicant, or by staff of another university, and is shown to its university's staff", async () => {
    const { upload: stored } = JSON.parse((await upload(owner, "passport.pdf", PDF)).text) as { upload: { url: string } };
    const other = new TestBrowser(server);
    await other.signIn(demoEmail("applicant6"));
    expect((await other.get(stored.url)).status).toBe(404);
    const foreignStaff = new TestBrowser(server);
    await foreignStaff.signIn(demoEmail("uni", "thamesgate"));
    expect((await foreignStaff.get(stored.url)).status).toBe(404);
    const staff = new TestBrowser(server);
    await staff.signIn(demoEmail("uni"));
    expect((await staff.get(stored.url)).status).toBe(200);
  });

  it("is deleted softly: the record stays as DELETED and the file is gone", async () => {
    const { upload: stored } = JSON.parse((await upload(owner, "old.pdf", PDF)).text) as { upload: { id: string; url: string } };
    const other = new TestBrowser(server);
    await other.signIn(demoEmail("applicant7"));
    const refused = new FormData();
    refused.append("intent", "delete");
    expect((await other.post(stored.url, refused)).status).toBe(404);
    const form = new FormData();
    form.append("intent", "delete");
    expect((await owner.post(stored.url, form)).status).toBe(200);
    expect((await server.services.repositories.uploads.findById("northbridge", stored.id))?.status).toBe("DELETED");
    expect((await owner.get(stored.url)).status).toBe(404);
  });
});

describe("the number of files", () => {
  it("stops at the configured maximum with 'Maximum 20 files allowed'", async () => {
    for (let n = 0; n < 20; n += 1) expect((await upload(owner, `page-${n}.pdf`, PDF, "cv")).status).toBe(201);
    const answer = await upload(owner, "page-21.pdf", PDF, "cv");
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).error).toBe("Maximum 20 files allowed");
  });
});
