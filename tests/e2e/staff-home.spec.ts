// Issue 39 in Chromium: a Uni officer's home says what needs doing today, each figure a link to
// its list; the UniAdmin's import field mapping is a table of labelled fields, a row saved into
// the draft. axe on each page; at 320 px the mapping table scrolls inside its container.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

test("a Uni officer's home lists today's work, and a figure opens the list it counts", async ({ page }) => {
  await signIn(page, "uni@westhaven.example.ac.uk");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "What needs doing today" })).toBeVisible();
  const documents = page.getByRole("region", { name: "Students with documents awaiting review" });
  const first = documents.getByRole("link").first();
  const [, count, tab] = /^(\d+) in (.+)$/.exec((await first.textContent()) ?? "") ?? [];
  expect(Number(count)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await first.click();
  await expect(page).toHaveURL(/\/cas\?tab=.*documentsAwaitingReview=yes/);
  await expect(page.getByText(`Showing 1 to ${count} of ${count} results`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(tab).toBeTruthy();
});

test("a UniAdmin changes how a field is read in the mapping table", async ({ page }) => {
  await signIn(page, "uniadmin@westhaven.example.ac.uk");
  await page.goto("/config/areas/import-field-mapping");
  await page.locator('a[href="/config/import-mapping/fields"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import field mapping");
  await expect(page.getByRole("heading", { level: 2, name: "Student" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Column in your file for Date of birth").fill("STU_DOB");
  await page.getByLabel("How Date of birth is written").selectOption({ label: "Date DD/MM/YYYY" });
  await page.getByRole("button", { name: "Save Date of birth" }).click();
  await expect(page.getByText("Date of birth is saved to the draft.")).toBeVisible();
  await expect(page.getByLabel("Column in your file for Date of birth")).toHaveValue("STU_DOB");
  await expect(page.getByLabel("How Date of birth is written")).toHaveValue("date:DD/MM/YYYY");
  await expectNoAxeViolations(page);
  // At 320 px the page does not overflow: the tables scroll inside their regions.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
