// The applicant's offer page in a browser (issue 15 item 6): from the navigation's Offers to the
// letter, a decision refused while empty, then accepted; axe on the page; it fits 320 px.
import { expect, test } from "@playwright/test";
import { PDF_SCAN, expectNoAxeViolations, signIn } from "./form-steps";

test("an applicant reads their conditional offer and accepts it", async ({ page }) => {
  await signIn(page, "applicant3@caledonia.example.ac.uk");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Offers" }).click();
  await page.getByRole("link", { name: /View your offer/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Conditional offer to study .+ starting September 2027$/);
  await expect(page.getByText("IELTS for UKVI 6.5 overall")).toBeVisible();
  // What a visa application needs from the letter (issue 40 item 3).
  await expect(page.getByRole("heading", { name: "Your course" })).toBeVisible();
  await expect(page.getByText("Where the course is taught")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send your decision" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("Please accept or decline this offer");

  await page.getByLabel("Yes, I accept this offer").check();
  await page.getByRole("button", { name: "Send your decision" }).click();
  await expect(page.getByText(/^You accepted this offer on \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your decision has been sent to the university" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send your decision" })).toHaveCount(0);

  // A condition's page takes the document that meets it.
  await page.getByRole("link", { name: "English language results" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("English language results");
  await page.locator("input[type=file]").setInputFiles({ name: "ielts.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(page.getByRole("link", { name: "ielts.pdf" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to your offer" }).first().click();

  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test("an applicant who declines is asked first, and the list shows the decline at once (issue 40 item 3)", async ({ page }) => {
  await signIn(page, "applicant4@caledonia.example.ac.uk");
  await page.goto("/offers");
  await page.getByRole("link", { name: /View your offer/ }).click();
  await page.getByLabel("No, I decline this offer").check();
  await page.getByRole("button", { name: "Send your decision" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Are you sure you want to decline this offer?");
  await expect(page.getByText(/you will not be able to accept it later/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your decision has been sent" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, decline this offer" }).click();
  await expect(page.getByText(/^You declined this offer on \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await page.getByRole("link", { name: "Back to your offers" }).click();
  await expect(page.getByText(/You declined this offer/)).toBeVisible();
});

test("a rejected applicant reads the outcome with the university's reason, never an invitation to accept", async ({ page }) => {
  await signIn(page, "applicant6@caledonia.example.ac.uk");
  await page.goto("/offers");
  await page.getByRole("link", { name: /View your offer/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/was not successful$/);
  await expect(page.getByText(/bachelor's degree in a related subject/)).toBeVisible();
  await expect(page.getByText(/We are delighted/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send your decision" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
