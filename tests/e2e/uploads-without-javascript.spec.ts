// Every upload works without JavaScript (issue 40 item 9, decision 0069): an upload question in a
// section, a task's document and an offer's condition each take a file through a plain file input
// and its "Upload file" button, through the same checks as the script's upload; the file then
// shows, a refused one says why, a stored one can be removed, and nothing typed is lost. "Add another" and dates typed as the
// hints show ("5 3 2021") work without JavaScript too.
import { expect, test, type Page } from "@playwright/test";
import { PDF_SCAN, date, group, signIn, yesNo } from "./form-steps";

test.use({ javaScriptEnabled: false });

const NOT_A_DOCUMENT = { name: "notes.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ not a document") };
const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });

test("an applicant uploads a passport in the Identity section, typed answers kept, a refused file said in words", async ({ page }) => {
  // An application no other browser test touches.
  await signIn(page, "applicant1@pennine.example.ac.uk");
  await page.goto("/applications");
  await page.getByRole("link", { name: /Application 1/ }).click();
  await page.getByRole("link", { name: "Identity", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identity");

  await page.getByLabel(/^Title/).selectOption({ label: "Mr" });
  await page.getByLabel(/^Given name/).fill("Ayodele");
  await page.getByLabel(/^Family name/).fill("Bankole");
  await group(page, /Which identity document/).getByLabel("Passport", { exact: true }).check();
  // The passport question shows once the answer that asks it has been sent.
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(problem(page)).toBeVisible();
  await page.getByLabel(/^Passport number/).fill("A01234567");
  // Typed as the hint shows, without leading zeros.
  await date(page, /^Date of issue/, "5", "3", "2021");
  await date(page, /^Date of expiry/, "1", "2", "2032");
  await page.getByLabel(/^Issuing authority/).fill("Nigeria Immigration Service");
  await yesNo(page, /known by another name/, "No");

  // A file of a type the university does not take: refused in words, nothing typed lost.
  await page.getByLabel("Upload your passport").setInputFiles(NOT_A_DOCUMENT);
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(problem(page)).toContainText("Unsupported file type!");
  await expect(page.getByLabel(/^Given name/)).toHaveValue("Ayodele");
  await expect(page.getByLabel(/^Passport number/)).toHaveValue("A01234567");
  await expect(page.getByRole("link", { name: "notes.exe" })).toHaveCount(0);

  await page.getByLabel("Upload your passport").setInputFiles({ name: "passport-scan.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByRole("link", { name: "passport-scan.pdf" })).toBeVisible();
  await expect(problem(page)).toHaveCount(0);
  await expect(page.getByLabel(/^Issuing authority/)).toHaveValue("Nigeria Immigration Service");
  await expect(group(page, /^Date of issue/).getByLabel("Day")).toHaveValue("05");

  // A file given by mistake is removed with its own button, which asks first; nothing typed lost (decision 0087).
  await page.getByLabel("Upload your passport").setInputFiles({ name: "wrong-page.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByRole("link", { name: "wrong-page.pdf" })).toBeVisible();
  await page.getByLabel(/^Passport number/).fill("A01234568");
  await page.getByRole("button", { name: "Remove wrong-page.pdf" }).click();
  const question = page.getByRole("group", { name: "Permanently Delete File?" });
  await expect(question).toBeFocused();
  await expect(question).toContainText("wrong-page.pdf");
  await expect(page.getByRole("link", { name: "wrong-page.pdf" })).toBeVisible();
  await expect(page.getByLabel(/^Passport number/)).toHaveValue("A01234568");
  // Keep file: the page as it was, the file still there.
  await question.getByRole("button", { name: "Keep file wrong-page.pdf" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("link", { name: "wrong-page.pdf" })).toBeVisible();
  await expect(page.getByLabel(/^Passport number/)).toHaveValue("A01234568");
  // Asked again, and Delete: the file gone.
  await page.getByRole("button", { name: "Remove wrong-page.pdf" }).click();
  await question.getByRole("button", { name: "Delete wrong-page.pdf" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("link", { name: "wrong-page.pdf" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "passport-scan.pdf" })).toBeVisible();
  await expect(page.getByLabel(/^Passport number/)).toHaveValue("A01234568");

  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Identity");

  // Stored with the answers: the section shows the file and the date as saved.
  await page.goto("/applications");
  await page.getByRole("link", { name: /Application 1/ }).click();
  await expect(page.getByRole("row", { name: /Identity/ }).or(page.getByRole("listitem").filter({ hasText: "Identity" })).first()).toContainText(/Done|Completed/);
  await page.getByRole("link", { name: "Identity", exact: true }).click();
  await expect(page.getByRole("link", { name: "passport-scan.pdf" })).toBeVisible();
  await expect(group(page, /^Date of issue/).getByLabel("Month")).toHaveValue("03");
  await expect(group(page, /^Date of expiry/).getByLabel("Month")).toHaveValue("02");
});

test("a student uploads a task's document: the file listed after, a refused one said in words", async ({ page }) => {
  await signIn(page, "student5@pennine.example.ac.uk");
  await page.goto("/tasks");
  await page.getByRole("link", { name: "General Documents" }).click();
  await page.getByRole("link", { name: "Passport", exact: true }).click();
  await expect(page).toHaveTitle("Passport - Upload - CAS Shield");
  // The demo student has given one scan already: the summary, and a link to give another.
  await expect(page.getByText("1 file(s) successfully uploaded")).toBeVisible();
  await page.getByRole("link", { name: "Upload additional files?" }).click();

  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(problem(page)).toContainText("Select a file to upload");

  await page.getByLabel("Passport").setInputFiles(NOT_A_DOCUMENT);
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(problem(page)).toContainText("Unsupported file type!");

  await page.getByLabel("Passport").setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByText("2 file(s) successfully uploaded")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^passport\.pdf$/ })).toBeVisible();
  await page.getByRole("link", { name: "Return to document upload", exact: true }).last().click();
  await expect(page.locator('[id="generalDocuments.passport-status"]')).toHaveText("Done");
});

test("an applicant uploads a condition's document: it shows, awaiting review", async ({ page }) => {
  await signIn(page, "applicant3@pennine.example.ac.uk");
  await page.goto("/offers");
  await page.getByRole("link", { name: /View your offer/ }).click();
  await page.getByRole("link", { name: "English language results" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("English language results");

  await page.locator("input[type=file]").setInputFiles(NOT_A_DOCUMENT);
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(problem(page)).toContainText("Unsupported file type!");

  await page.locator("input[type=file]").setInputFiles({ name: "ielts.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await page.getByRole("button", { name: "Upload file" }).click();
  await expect(page.getByRole("link", { name: "ielts.pdf" })).toBeVisible();
  await expect(problem(page)).toHaveCount(0);
  await expect(page.getByText("Status: Awaiting review")).toBeVisible();
  // The offer page says the same.
  await page.getByRole("link", { name: "Back to your offer" }).first().click();
  await expect(page.getByText("Awaiting review")).toBeVisible();
});

test("a student adds a dependant with Add another, the date typed as the hint shows", async ({ page }) => {
  await signIn(page, "student7@pennine.example.ac.uk");
  await page.goto("/checklist/travellers-and-dependants");
  await yesNo(page, /Will any dependants travel with you/, "Yes");
  await page.getByRole("button", { name: "Save & Continue" }).click();
  // The list shows once "Yes" has been sent; its add button is a plain submit.
  await page.getByRole("button", { name: /^Add/ }).first().click();
  const relationship = page.getByRole("group", { name: /Relationship to you/ }).first();
  await expect(relationship).toBeVisible();
  await relationship.getByRole("radio").first().check();
  await page.getByLabel(/^Given name\(s\)/).first().fill("Tobi");
  await page.getByLabel(/^Family name/).first().fill("Bankole");
  await date(page, /^Date of birth/, "5", "3", "2021");
  await page.getByRole("button", { name: /^Add/ }).first().click();
  // A second item, the first kept as typed.
  await expect(page.getByLabel(/^Given name\(s\)/)).toHaveCount(2);
  await expect(page.getByLabel(/^Given name\(s\)/).first()).toHaveValue("Tobi");
  await expect(group(page, /^Date of birth/).first().getByLabel("Day")).toHaveValue("05");
  await page.getByRole("button", { name: /^Remove/ }).last().click();
  await expect(page.getByLabel(/^Given name\(s\)/)).toHaveCount(1);
  await page.getByRole("button", { name: "Save & Continue" }).click();
  // The date is accepted as typed: whatever else the page still asks, not the date.
  await expect(page.getByText(/Enter a real date|Date of birth must be a real date/)).toHaveCount(0);
});
