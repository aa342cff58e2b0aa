// Issue 17 items 2-4 in Chromium: a Caledonia CAS officer ticks the two Pre-Deposit students on
// the pipeline and moves them to Ready for CAS in one go, reads a result per student, opens one,
// sees the stage picker with the university's labels and the student's checklist, and records
// the CAS number, after which the record shows it at CAS Issued. axe on every page.
import { expect, test } from "@playwright/test";
import { date, expectNoAxeViolations, signIn } from "./form-steps";

test("a CAS officer moves two students in bulk, then records one's CAS", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "uni@caledonia.example.ac.uk");
  await page.goto("/cas?tab=pre-deposit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CAS pipeline");
  const boxes = page.getByRole("checkbox", { name: /^Select / });
  await expect(boxes).toHaveCount(2);
  await expectNoAxeViolations(page);
  const names = await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-label")?.replace(/^Select /, "") ?? ""));
  for (const box of await boxes.all()) await box.check();
  await page.getByLabel("Move to").selectOption({ label: "Ready for CAS" });
  await page.getByLabel("Why are they moving?").fill("Deposits received");
  await page.getByRole("button", { name: "Move selected students" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stage moves");
  await expect(page.getByRole("status")).toHaveText("2 of 2 students moved to Ready for CAS.");
  for (const name of names) await expect(page.getByRole("row", { name: new RegExp(`${name}.*Moved from`) })).toBeVisible();
  await expectNoAxeViolations(page);

  // One of them, on their record.
  await page.goto("/cas?tab=ready-for-cas");
  await page.getByRole("row", { name: new RegExp(names[0].split(" ")[0]) }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "CAS checklist" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Move to another stage" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move to another stage");
  await expect(page.getByLabel(/^New stage/).locator("option", { hasText: "Uni Processing" })).toHaveCount(1);
  await expect(page.getByLabel(/^New stage/).locator("option", { hasText: "Uni Review" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goBack();

  await page.getByRole("link", { name: "Record CAS and visa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CAS and visa");
  await page.getByLabel(/^CAS number/).fill("E4G8HJ9K2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the CAS number as 14 letters and numbers, like E4G8HJ9K2L3M4N" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^CAS number/).fill("E4G8HJ9K2L3M4N");
  await date(page, /^Date the CAS was issued/, "20", "11", "2026");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { name: "CAS checklist" })).toBeVisible();
  await expect(page.getByText("E4G8HJ9K2L3M4N", { exact: true })).toBeVisible();
  await expect(page.getByText("CAS Issued", { exact: true }).first()).toBeVisible();
});
