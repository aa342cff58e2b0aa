// Progress shows after each action (issue 40 item 12, decision 0070): a document the university
// rejects is emailed to the person at once, through a real SMTP server, with the reason, and the
// reason shows beside the document on their page; an approval sends nothing.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { UploadRecord } from "../../../server/repositories";
import { freePort } from "../../support/free-port";
import { TestBrowser, demoEmail, signedInSkippingMfa, visibleText } from "../../support/http-client";
import { readMail, startMailCatcher } from "../../support/mail-catcher";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";

const TENANT = "caledonia";
let server: TestServer;
let smtp: SMTPServer;
let mailDir: string;
let staff: TestBrowser;
let userId = "";
let casId = "";

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), "cas-rejected-mail-"));
  const port = await freePort();
  smtp = await startMailCatcher(mailDir, port);
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  userId = (await server.services.repositories.users.findByEmailForSignIn(demoEmail("student9", TENANT)))!._id;
  casId = (await server.services.repositories.students.findOne(TENANT, { userId }))!._id;
  staff = await signedInSkippingMfa(server, demoEmail("uni", TENANT));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await rm(mailDir, { recursive: true, force: true });
});

const uploadOf = async (documentType: string) => (await server.services.repositories.uploads.findOne(TENANT, { recordId: casId, documentType, status: "UPLOADED_OK" }))!;

async function review(upload: UploadRecord, data: Record<string, unknown>) {
  const answer = await staff.postJson(`/students/${userId}/documents/${upload._id}.data`, { data, version: upload._version });
  const body = answer.status === 200 && answer.text ? ((await decodeRemixData(answer.text)) as { page?: { errors: unknown[] } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}

it("emails the person a rejected document with its reason, and shows the reason beside it", async () => {
  const student = await server.services.repositories.users.findByIdForSession(userId);
  expect((await review(await uploadOf("generalDocuments.passport"), { status: "REJECTED", reason: "The photo page is cut off" })).status).toBe(202);

  const mail = (await readMail(mailDir)).filter((message) => message.to === student?.email);
  expect(mail).toHaveLength(1);
  expect(mail[0].subject).toBe("University of Caledonia could not accept your document: Passport");
  expect(mail[0].text).toContain(`Dear ${student?.givenName},`);
  expect(mail[0].text).toContain("could not accept the document you uploaded for Passport (demo-document.pdf).");
  expect(mail[0].text).toContain("Reason: The photo page is cut off");

  const page = visibleText((await (await signedInSkippingMfa(server, demoEmail("student9", TENANT))).get("/tasks/generalDocuments/generalDocuments.passport")).text);
  expect(page).toContain("Reason for document rejection: The photo page is cut off");
});

it("sends nothing for an approved document", async () => {
  const before = (await readMail(mailDir)).length;
  expect((await review(await uploadOf("generalDocuments.birthCertificate"), { status: "APPROVED" })).status).toBe(202);
  expect(await readMail(mailDir)).toHaveLength(before);
});
