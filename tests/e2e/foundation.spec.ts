import { expect, test } from "@playwright/test";

test("an unknown page shows the 404 page and leads back home", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveTitle("Not Found - CAS Shield");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not Found");
  await expect(page.getByText("The page you are trying to open cannot be found")).toBeVisible();
  await expect(page.getByRole("link", { name: "support@casshield.example" })).toHaveAttribute("href", "mailto:support@casshield.example");
  await page.getByRole("link", { name: "Go to homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/ - CAS Shield$/);
});

test("the health check reports the embedded store", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(await response.json()).toEqual({ status: "ok", store: "embedded" });
});
