// Form pages respond at once and work without JavaScript (issue 13 items 8 and 9): with it, a
// conditional question appears the moment its answer is chosen, with no request to the server;
// without it, a section and a checklist page still save, show what to fix, and keep what was typed.
import { expect, test } from "@playwright/test";
import { signIn } from "./form-steps";

async function openSection(page: import("@playwright/test").Page, name: string, options: { rulesInBrowser?: boolean } = {}) {
  await page.goto("/applications");
  await page.getByRole("link", { name: /Application 1/ }).click();
  // With JavaScript, the page's rules come in the form's module, loaded once the page is drawn.
  const formModule = options.rulesInBrowser ? page.waitForResponse((response) => response.url().includes("/validators/")) : null;
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await formModule;
}

test("a conditional question appears at once, with no request to the server", async ({ page }) => {
  await signIn(page, "applicant2@thamesgate.example.ac.uk");
  await openSection(page, "Referral", { rulesInBrowser: true });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await expect(page.getByLabel("How did you hear about us?")).toHaveCount(0);
  await page.getByLabel("No, this is my first application").check();
  // No waiting for a debounce or a round trip: the question is there as soon as the answer is.
  await expect(page.getByLabel("How did you hear about us?")).toBeVisible({ timeout: 200 });
  await page.getByLabel("I have applied before").check();
  await expect(page.getByLabel("Your previous application number")).toBeVisible({ timeout: 200 });
  await expect(page.getByLabel("How did you hear about us?")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
});

test("a value the browser can tell is wrong is said at once, by the form's precompiled validator, with no request", async ({ page }) => {
  await signIn(page, "applicant3@thamesgate.example.ac.uk");
  const validators: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/validators/")) validators.push(`${response.status()} ${response.headers()["content-type"]}`);
  });
  await openSection(page, "Referral", { rulesInBrowser: true });
  await page.getByLabel("No, this is my first application").check();
  await page.getByLabel("How did you hear about us?").selectOption({ label: "University website" });
  await page.getByLabel("UCAS Personal ID (optional)").fill("123-456-7890-123-456-7890");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText("UCAS Personal ID must be 20 characters or fewer");
  await expect(page).toHaveTitle(/^Error: /);
  expect(posts).toEqual([]);
  expect(validators).toEqual([expect.stringMatching(/^200 text\/javascript/)]);
  // Put right, the save goes to the server and on.
  await page.getByLabel("UCAS Personal ID (optional)").fill("123-456-7890");
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Referral");
  expect(posts.length).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an application section saves, says what to fix and keeps what was typed", async ({ page }) => {
    // A draft application no other browser test touches.
    await signIn(page, "applicant2@caledonia.example.ac.uk");
    await openSection(page, "Referral");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);

    // The follow-up question shows once the answer that asks it has been sent.
    await page.getByLabel("No, this is my first application").check();
    await page.getByLabel("UCAS Personal ID (optional)").fill("123-456-7890");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByLabel("How did you hear about us?")).toBeVisible();
    await expect(page.getByLabel("UCAS Personal ID (optional)")).toHaveValue("123-456-7890");
    await expect(page.getByLabel("No, this is my first application")).toBeChecked();

    await page.getByLabel("How did you hear about us?").selectOption({ label: "University website" });
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Referral");

    await openSection(page, "Referral");
    await expect(page.getByLabel("UCAS Personal ID (optional)")).toHaveValue("123-456-7890");
    await expect(page.getByLabel("How did you hear about us?")).toHaveValue("UniversityWebsite");
  });

  test("a checklist page saves, says what to fix and keeps what was typed", async ({ page }) => {
    await signIn(page, "student2@northbridge.example.ac.uk");
    await page.goto("/checklist/whatsapp");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await page.getByRole("group", { name: "Would you like the university to contact you on WhatsApp?" }).getByLabel("No", { exact: true }).check();
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page).not.toHaveURL(/\/checklist\/whatsapp$/);
    await page.goto("/checklist/whatsapp");
    await expect(page.getByRole("group", { name: "Would you like the university to contact you on WhatsApp?" }).getByLabel("No", { exact: true })).toBeChecked();
  });
});
