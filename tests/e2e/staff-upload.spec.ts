// A university officer uploads a document on a student's behalf (issue 39; 001 §2 upload controls
// for staff), with JavaScript and without: from the record's Documents section, choose which
// document it is and the file; a refusal says what to do; the record then shows it under its task
// area, as uploaded by the officer, awaiting review. axe on the upload page; at 320 px nothing
// overflows.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, PDF_SCAN, signIn } from "./form-steps";

async function openUploadPage(page: Page) {
  await signIn(page, "uni@westhaven.example.ac.uk");
  await page.goto("/cas?tab=post-deposit&search=Fatima");
  await page.getByRole("row", { name: /Fatima Khan/ }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fatima Khan");
  await page.getByRole("link", { name: "Upload a document for this person" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload a document");
}

async function uploadsAndSeesIt(page: Page, fileName: string, document: string, area: string, axe = true) {
  // Nothing chosen: the form says what to do.
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("Select which document it is");
  await expect(page.getByRole("alert")).toContainText("Select a file to upload");
  await expect(page).toHaveTitle(/^Error: Upload a document/);
  // axe runs in the page, so only where it has JavaScript.
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("Which document is it?").selectOption({ label: document });
  await page.getByLabel("Upload a file").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF_SCAN });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fatima Khan");
  const item = page.getByRole("listitem").filter({ hasText: `File: ${fileName}` });
  await expect(item).toContainText(`${document} Awaiting review`);
  await expect(item).toContainText(/Uploaded by \S+ \S+ on /);
  await expect(item).not.toContainText("the applicant");
  // Under its task area's heading.
  const heading = await item.evaluate((element) => element.closest("div")?.querySelector("h3")?.textContent ?? "");
  expect(heading).toBe(area);
}

test("an officer uploads a student's document for them, with JavaScript", async ({ page }) => {
  await openUploadPage(page);
  await expectNoAxeViolations(page);
  await uploadsAndSeesIt(page, "bank-statement-by-post.pdf", "Bank statement", "Financial Documents");
});

test("the upload page fits a 320 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openUploadPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an officer uploads a student's document for them", async ({ page }) => {
    await openUploadPage(page);
    await uploadsAndSeesIt(page, "passport-by-post.pdf", "Passport", "General Documents", false);
  });
});
