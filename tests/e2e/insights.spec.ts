// Issue 22 in Chromium: an admissions director opens Insights, picks an intake and a breakdown,
// reads the funnel and the compliance rates (charts and tables), and follows the visa refusal
// figure to the list it counts. axe on the page, charts included.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

test("a director reads Insights for an intake and follows a figure to its list", async ({ page }) => {
  await signIn(page, "uniadmin@thamesgate.example.ac.uk");
  await page.getByRole("link", { name: "Insights", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights");
  await expect(page.getByRole("img", { name: /Admissions funnel for All intakes/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Intake", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Break down by").selectOption({ label: "Nationality" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/intake=.+&breakdown=nationality/);
  await expect(page.getByRole("heading", { name: /The funnel by Nationality/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Leads \d+/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Visa refusal rate/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // At 320 px the page reflows; the wide tables (the compliance rates too) scroll inside their own regions (issue 39).
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByRole("region", { name: "Compliance rates against the Home Office thresholds" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("row", { name: /Visa refusal rate/ }).getByRole("link").click();
  await expect(page).toHaveURL(/\/cas\?intakeId=/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
