// Uploads posted without JavaScript (issue 40 item 9, decision 0069), over real HTTP: a section's
// upload question takes the file with the page's own multipart form (its "Upload file" button
// redraws the page with the file, a Save stores the answers with the same reference the upload
// control gives), a task's document and an offer's condition take it from their own form; each
// through POST /uploads' checks, refused in words with what was typed kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_SCAN } from "../../e2e/form-steps";
import { demoEmail, signedInSkippingMfa, TestBrowser, visibleText } from "../../support/http-client";
import { uploadLimits } from "../../../server/uploads/limits";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "northbridge";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const pdf = (name: string, padding = 0) => new File([PDF_SCAN, new Uint8Array(padding).fill(32)], name, { type: "application/pdf" });
const notADocument = () => new File([Buffer.from("MZ not a document")], "notes.exe", { type: "application/octet-stream" });
const uploadsOf = (recordId: string, documentType: string) => server.services.repositories.uploads.find(TENANT, { recordId, documentType, status: "UPLOADED_OK" });

describe("an upload question in an application section", () => {
  let browser: TestBrowser;
  let applicationId: string;
  const url = () => `/applications/${applicationId}/identity`;
  const stored = async () => (await server.services.repositories.applications.findById(TENANT, applicationId))!;

  beforeAll(async () => {
    browser = await signedInSkippingMfa(server, demoEmail("applicant1", TENANT));
    applicationId = (await server.services.repositories.applications.findOne(TENANT, { email: demoEmail("applicant1", TENANT) }))!._id;
  });

  /** The section's form as the browser posts it without JavaScript, the passport typed as the hint shows ("5 3 2022"). */
  async function sectionForm(file: File | null, button: Record<string, string> = {}) {
    const form = new FormData();
    const fields: Record<string, string> = {
      _version: String((await stored())._version),
      root_title: "Ms",
      root_givenName: "Amara",
      root_familyName: "Okafor",
      root_idType: "Passport",
      root_passport_passportNo: "A12345678",
      "root_passport_dateOfIssue-day": "5",
      "root_passport_dateOfIssue-month": "3",
      "root_passport_dateOfIssue-year": "2022",
      "root_passport_dateOfExpiry-day": "4",
      "root_passport_dateOfExpiry-month": "3",
      "root_passport_dateOfExpiry-year": "2032",
      root_passport_passportIssuingAuthority: "Nigeria Immigration Service",
      root_hasOtherName: "false",
      ...button,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // A browser sends an empty, unnamed file part when no file was chosen.
    form.append("root_passportDocument", file ?? new File([], ""));
    return form;
  }

  it("is a multipart form, so a file chosen goes with it", async () => {
    const page = await browser.get(url());
    expect(page.text).toMatch(/<form class="rjsf" method="post" enctype="multipart\/form-data"/i);
  });

  it("refuses a file of a type the university does not take, in words, keeping what was typed and storing nothing", async () => {
    const before = (await uploadsOf(applicationId, "passport")).length;
    const answer = await browser.post(url(), await sectionForm(notADocument(), { _upload: "passportDocument" }));
    expect(answer.status).toBe(422);
    const text = visibleText(answer.text);
    expect(text).toContain("There is a problem Unsupported file type!");
    expect(answer.text).toContain('value="Nigeria Immigration Service"');
    expect(await uploadsOf(applicationId, "passport")).toHaveLength(before);
  });

  it("stores the file with Upload file and draws the page again with it, the answers kept and not yet saved", async () => {
    const sectionBefore = ((await stored()).sections as Record<string, unknown> | undefined)?.identity;
    const answer = await browser.post(url(), await sectionForm(pdf("passport-scan.pdf"), { _upload: "passportDocument" }));
    expect(answer.status).toBe(200);
    const [upload] = await uploadsOf(applicationId, "passport");
    const account = await server.services.store.collection("users").findOne({ email: demoEmail("applicant1", TENANT) });
    // Stored exactly as POST /uploads stores the upload control's file.
    expect(upload).toMatchObject({ recordKind: "applications", recordId: applicationId, ownerId: account?._id, documentType: "passport", originalName: "passport-scan.pdf", mimeType: "application/pdf", uploadedBy: account?._id });
    expect(answer.text).toContain(`href="/uploads/${upload._id}"`);
    // The question's file input and its own button, for the next file.
    expect(answer.text).toMatch(/<input[^>]*type="file"[^>]*name="root_passportDocument"/);
    expect(answer.text).toMatch(/<button type="submit"[^>]*name="_upload" value="passportDocument"[^>]*>Upload file<\/button>/);
    expect(answer.text).toContain('value="A12345678"');
    // Padded as the boxes pad it with JavaScript.
    expect(answer.text).toMatch(/id="root_passport_dateOfIssue-day"[^>]*value="05"|value="05"[^>]*id="root_passport_dateOfIssue-day"/);
    expect(((await stored()).sections as Record<string, unknown> | undefined)?.identity).toEqual(sectionBefore);
  });

  it("saves the section with the reference to the stored file, as the upload control gives it", async () => {
    const answer = await browser.post(url(), await sectionForm(null));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/applications/${applicationId}/nationality-and-residence`);
    const [upload] = await uploadsOf(applicationId, "passport");
    const identity = ((await stored()).sections as Record<string, Record<string, unknown>>).identity;
    expect(identity.passportDocument).toEqual({ sKey: upload._id, s3Keys: [upload._id], urls: [`/uploads/${upload._id}`], linkText: "passport-scan.pdf" });
    expect(identity.passport).toMatchObject({ dateOfIssue: "2022-03-05", dateOfExpiry: "2032-03-04" });
  });

  it("lists each stored file with a Remove button that posts the page's form", async () => {
    const page = await browser.get(url());
    const [upload] = await uploadsOf(applicationId, "passport");
    expect(page.text).toMatch(new RegExp(`<button type="submit"[^>]*name="_removeUpload" value="${upload._id}"[^>]*>Remove(<!-- -->)? <span class="visually-hidden">passport-scan.pdf</span></button>`));
  });

  describe("Remove, which asks 'Permanently Delete File?' first", () => {
    const sectionNow = async () => ((await stored()).sections as Record<string, unknown> | undefined)?.identity;
    const oldScan = async () => (await uploadsOf(applicationId, "passport")).find((upload) => upload.originalName === "passport-old.pdf")!;
    /** The section's form with one button pressed and one answer typed just now. */
    async function typed(button: Record<string, string>, authority: string) {
      const form = await sectionForm(null, button);
      form.set("root_passport_passportIssuingAuthority", authority);
      return form;
    }
    /** The confirmation drawn at a file: its question, its name, and its two buttons. */
    const confirmationOf = (html: string) => /<div class="upload__confirm"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? "";

    it("draws the page again asking at that file, with Delete and Keep file; nothing deleted, nothing saved, what was typed kept", async () => {
      const extra = await browser.post(url(), await sectionForm(pdf("passport-old.pdf"), { _upload: "passportDocument" }));
      expect(extra.status).toBe(200);
      const old = await oldScan();
      const sectionBefore = await sectionNow();
      const answer = await browser.post(url(), await typed({ _removeUpload: old._id }, "Typed before Remove"));
      expect(answer.status).toBe(200);
      expect((await server.services.repositories.uploads.findById(TENANT, old._id))?.status).toBe("UPLOADED_OK");
      expect(await sectionNow()).toEqual(sectionBefore);
      expect(answer.text).toContain('value="Typed before Remove"');
      const confirmation = confirmationOf(answer.text);
      expect(visibleText(confirmation).trim()).toBe("Permanently Delete File? passport-old.pdf Delete passport-old.pdf Keep file passport-old.pdf");
      expect(confirmation).toMatch(/autofocus=""/);
      expect(confirmation).toMatch(new RegExp(`<button type="submit"[^>]*name="_confirmRemoveUpload" value="${old._id}"`));
      expect(confirmation).toMatch(new RegExp(`<button type="submit"[^>]*name="_keepUpload" value="${old._id}"`));
      // Asked at that file only: the other keeps its Remove, and the asked one has none beside its question.
      const [scan] = await uploadsOf(applicationId, "passport");
      expect(answer.text).toMatch(new RegExp(`name="_removeUpload" value="${scan._id}"`));
      expect(answer.text).not.toMatch(new RegExp(`name="_removeUpload" value="${old._id}"`));
    });

    it("keeps the file with Keep file: the page again as it was, what was typed kept", async () => {
      const old = await oldScan();
      const sectionBefore = await sectionNow();
      const answer = await browser.post(url(), await typed({ _keepUpload: old._id }, "Typed before Keep file"));
      expect(answer.status).toBe(200);
      expect((await server.services.repositories.uploads.findById(TENANT, old._id))?.status).toBe("UPLOADED_OK");
      expect(confirmationOf(answer.text)).toBe("");
      expect(answer.text).toContain(`href="/uploads/${old._id}"`);
      expect(answer.text).toMatch(new RegExp(`name="_removeUpload" value="${old._id}"`));
      expect(answer.text).toContain('value="Typed before Keep file"');
      expect(await sectionNow()).toEqual(sectionBefore);
    });

    it("removes the file with Delete: the page again without it, what was typed kept and nothing else stored", async () => {
      const old = await oldScan();
      const sectionBefore = await sectionNow();
      expect(confirmationOf((await browser.post(url(), await typed({ _removeUpload: old._id }, "Typed before Delete"))).text)).not.toBe("");
      const answer = await browser.post(url(), await typed({ _confirmRemoveUpload: old._id }, "Typed before Delete"));
      expect(answer.status).toBe(200);
      // Removed through the write path, as the script's Delete removes it: kept as a record, marked deleted.
      expect((await server.services.repositories.uploads.findById(TENANT, old._id))?.status).toBe("DELETED");
      expect(confirmationOf(answer.text)).toBe("");
      expect(answer.text).not.toContain("passport-old.pdf");
      expect(answer.text).toContain("passport-scan.pdf");
      expect(answer.text).toContain('value="Typed before Delete"');
      expect(await sectionNow()).toEqual(sectionBefore);
    });
  });

  it("keeps what was typed when the file chosen is over the university's limit, the error at the file question", async () => {
    const before = (await uploadsOf(applicationId, "passport")).length;
    const sectionBefore = ((await stored()).sections as Record<string, unknown> | undefined)?.identity;
    const limitMb = uploadLimits((await server.services.configs.current(TENANT)).prepared).maxFileSizeMb;
    // Over the university's limit, well within what the door takes: the page comes back, not a 413 page.
    const form = await sectionForm(pdf("passport-huge.pdf", (limitMb + 1) * 1024 * 1024));
    form.set("root_passport_passportIssuingAuthority", "Typed beside a large file");
    const answer = await browser.post(url(), form);
    expect(answer.status).toBe(422);
    const text = visibleText(answer.text);
    expect(text).toContain(`There is a problem The selected file must be smaller than ${limitMb} MB`);
    // Said twice: in the error summary and at the file question itself.
    expect(text.split(`The selected file must be smaller than ${limitMb} MB`)).toHaveLength(3);
    expect(answer.text).toMatch(/<a href="#root_passportDocument">The selected file must be smaller than/);
    expect(answer.text).toContain('value="Typed beside a large file"');
    expect(answer.text).toContain('value="A12345678"');
    expect(await uploadsOf(applicationId, "passport")).toHaveLength(before);
    expect(((await stored()).sections as Record<string, unknown> | undefined)?.identity).toEqual(sectionBefore);
  });

  it("takes a file larger than a form's own limit, held to the university's file limit instead", async () => {
    // 2 MB: over the 1 MB a form page takes, within the university's file size.
    const answer = await browser.post(url(), await sectionForm(pdf("passport-back.pdf", 2 * 1024 * 1024), { _upload: "passportDocument" }));
    expect(answer.status).toBe(200);
    expect((await uploadsOf(applicationId, "passport")).map((upload) => upload.originalName)).toContain("passport-back.pdf");
    // Text posted as an ordinary form is still held to the form limit.
    const tooLong = await browser.post(url(), { _version: "1", root_givenName: "x".repeat(2 * 1024 * 1024) });
    expect(tooLong.status).toBe(413);
  });
});

describe("a submitted application", () => {
  it("takes no file posted with a section and removes none", async () => {
    const email = demoEmail("applicant4", TENANT);
    const submitted = (await server.services.repositories.applications.findOne(TENANT, { email }))!;
    const browser = await signedInSkippingMfa(server, email);
    const url = `/applications/${submitted._id}/identity`;
    expect(visibleText((await browser.get(url)).text)).toContain("Your application has been submitted. You can no longer change it.");
    // A file the university holds for it (given before it was submitted, as the script gives it).
    const given = new FormData();
    for (const [name, value] of Object.entries({ recordKind: "applications", recordId: submitted._id, documentType: "passport" })) given.append(name, value);
    given.append("file", pdf("given-before.pdf"));
    expect((await browser.post("/uploads", given)).status).toBe(201);
    const before = await uploadsOf(submitted._id, "passport");

    const late = new FormData();
    late.append("_version", String(submitted._version));
    late.append("_upload", "passportDocument");
    late.append("root_passportDocument", pdf("late-passport.pdf"));
    await browser.post(url, late);
    const remove = new FormData();
    remove.append("_version", String(submitted._version));
    remove.append("_confirmRemoveUpload", before[0]._id);
    await browser.post(url, remove);
    expect(await uploadsOf(submitted._id, "passport")).toEqual(before);
  });
});

describe("a task's document page", () => {
  const page = "/tasks/generalDocuments/generalDocuments.birthCertificate";

  it("stores a file posted from its own form, back to the page that lists it; a refused one said in words", async () => {
    const browser = await signedInSkippingMfa(server, demoEmail("student5", TENANT));
    const userId = String((await server.services.store.collection("users").findOne({ email: demoEmail("student5", TENANT) }))?._id);
    const casId = (await server.services.repositories.students.findOne(TENANT, { userId }))!._id;
    // The demo student has given one already: "Upload additional files?" leads to the form.
    const drawn = await browser.get(`${page}?step=upload`);
    expect(drawn.status).toBe(200);
    expect(drawn.text).toMatch(/<form method="post" enctype="multipart\/form-data"/i);

    const none = new FormData();
    none.append("file", new File([], ""));
    const empty = await browser.post(page, none);
    expect(empty.status).toBe(422);
    expect(visibleText(empty.text)).toContain("Select a file to upload");

    const before = await uploadsOf(casId, "generalDocuments.birthCertificate");
    const wrong = new FormData();
    wrong.append("file", notADocument());
    const refused = await browser.post(page, wrong);
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("Unsupported file type!");
    expect(await uploadsOf(casId, "generalDocuments.birthCertificate")).toEqual(before);

    const good = new FormData();
    good.append("file", pdf("birth-certificate.pdf"));
    const stored = await browser.post(page, good);
    expect(stored.status).toBe(303);
    expect(stored.location).toBe(page);
    expect((await uploadsOf(casId, "generalDocuments.birthCertificate")).map((upload) => upload.originalName)).toEqual([...before.map((upload) => upload.originalName), "birth-certificate.pdf"]);
    expect(visibleText((await browser.get(page)).text)).toContain("birth-certificate.pdf");

    // Its Remove button posts the same form and asks first: the page again with the question at the file.
    const added = (await uploadsOf(casId, "generalDocuments.birthCertificate")).find((upload) => upload.originalName === "birth-certificate.pdf")!;
    expect((await browser.get(`${page}?step=upload`)).text).toMatch(new RegExp(`name="_removeUpload" value="${added._id}"`));
    const press = (button: string) => {
      const form = new FormData();
      form.append(button, added._id);
      return browser.post(page, form);
    };
    const asked = await press("_removeUpload");
    expect(asked.status).toBe(200);
    expect(visibleText(asked.text)).toContain("Permanently Delete File? birth-certificate.pdf Delete birth-certificate.pdf Keep file birth-certificate.pdf");
    expect((await server.services.repositories.uploads.findById(TENANT, added._id))?.status).toBe("UPLOADED_OK");
    // Keep file: back to the page, the file kept.
    const kept = await press("_keepUpload");
    expect(kept.status).toBe(303);
    expect(kept.location).toBe(page);
    expect((await server.services.repositories.uploads.findById(TENANT, added._id))?.status).toBe("UPLOADED_OK");
    expect(visibleText((await browser.get(page)).text)).toContain("birth-certificate.pdf");
    // Delete: the file removed, back to the page without it.
    const removed = await press("_confirmRemoveUpload");
    expect(removed.status).toBe(303);
    expect(removed.location).toBe(page);
    expect((await server.services.repositories.uploads.findById(TENANT, added._id))?.status).toBe("DELETED");
    expect(visibleText((await browser.get(page)).text)).not.toContain("birth-certificate.pdf");
  });
});

describe("an offer's condition page", () => {
  it("stores the condition's document from its own form, and the condition reads Awaiting review at once", async () => {
    const browser = await signedInSkippingMfa(server, demoEmail("applicant3", TENANT));
    const userId = String((await server.services.store.collection("users").findOne({ email: demoEmail("applicant3", TENANT) }))?._id);
    const offer = (await server.services.repositories.offers.findOne(TENANT, { userId }))!;
    const offerPage = await browser.get(`/offers/${offer._id}`);
    const conditionUrl = new RegExp(`href="(/offers/${offer._id}/[^"]+)"[^>]*>English language results`).exec(offerPage.text)?.[1] ?? "";
    expect(conditionUrl).not.toBe("");
    expect(visibleText((await browser.get(conditionUrl)).text)).toMatch(/Status ?: To do/);

    const wrong = new FormData();
    wrong.append("file", notADocument());
    const refused = await browser.post(conditionUrl, wrong);
    expect(refused.status).toBe(422);
    expect(visibleText(refused.text)).toContain("There is a problem Unsupported file type!");

    const good = new FormData();
    good.append("file", pdf("ielts.pdf"));
    const answer = await browser.post(conditionUrl, good);
    expect(answer.status).toBe(303);
    const uploads = await server.services.repositories.uploads.find(TENANT, { recordId: offer._id, status: "UPLOADED_OK" });
    expect(uploads.map((upload) => [upload.recordKind, upload.originalName])).toContainEqual(["offers", "ielts.pdf"]);
    const after = visibleText((await browser.get(conditionUrl)).text);
    expect(after).toMatch(/Status ?: Awaiting review/);
    expect(after).toContain("ielts.pdf");
    expect(visibleText((await browser.get(`/offers/${offer._id}`)).text)).toMatch(/English language results .*Awaiting review/);
  });
});
