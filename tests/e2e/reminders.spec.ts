// Issue 19 in Chromium: a UniAdmin changes a reminder's email in the Config screen and previews
// it for a student; a CAS officer sees a student's reminders on their record and the failed
// deliveries page. axe on each page.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

test("a UniAdmin previews and saves a reminder's email", async ({ page }) => {
  await signIn(page, "uniadmin@thamesgate.example.ac.uk");
  await page.goto("/config/reminders");
  await page.getByRole("link", { name: "Change the email Invitation to start the CAS checklist" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email for: Invitation to start the CAS checklist");
  await expectNoAxeViolations(page);

  await page.getByLabel("Subject").fill("Start your CAS checklist, {givenName}");
  await page.getByLabel("Preview for student").fill("student2@thamesgate.example.ac.uk");
  await page.getByRole("button", { name: "Show the preview" }).click();
  await expect(page.getByRole("heading", { name: "The email student2@thamesgate.example.ac.uk would get" })).toBeVisible();
  await expect(page.locator(".email-preview dd")).toHaveText(/^Start your CAS checklist, \S+/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Subject").fill("");
  await page.getByRole("button", { name: "Save to draft" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the subject" })).toBeVisible();
  await page.getByLabel("Subject").fill("Start your CAS checklist, {givenName}");
  await page.getByRole("button", { name: "Save to draft" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("Start your CAS checklist, {givenName}");
  await expectNoAxeViolations(page);
});

test("a CAS officer sees a student's reminders and the failed deliveries", async ({ page }) => {
  await signIn(page, "uni@thamesgate.example.ac.uk");
  await page.getByRole("link", { name: "Reminders", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reminders that could not be sent");
  await expect(page.getByText("Every reminder has been delivered.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/cas");
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Reminders", level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next due", level: 3 })).toBeVisible();
  await expectNoAxeViolations(page);
});
