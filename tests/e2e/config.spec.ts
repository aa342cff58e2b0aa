// The Config screen in Chromium: Northbridge's admin relabels a field of the application's
// identity page, makes an optional field mandatory, hides another and publishes; Northbridge's
// applicant sees the change on their next page and is stopped until the now-mandatory field is
// filled, Thamesgate's applicant sees the page unchanged; a rollback restores it. axe-core
// checks the screen's main pages; the form page is usable at 320 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

const PASSWORD = "CasShield-Demo-2026!";
const ADMIN = "uniadmin@northbridge.example.ac.uk";
const APPLICANT = "applicant1@northbridge.example.ac.uk";
const OTHER_APPLICANT = "applicant1@thamesgate.example.ac.uk";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Signs in (in a browser context of its own) and skips the MFA offer, as demo users may. */
async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();
  return page;
}

async function openIdentity(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Your application" }).click();
  await page.getByRole("link", { name: "Identity", exact: true }).click();
  await expect(page).toHaveTitle("Identity - CAS Shield");
}

test("a university's admin changes the identity page, publishes, and rolls back; only that university's applicants see it", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signIn(browser, ADMIN);
  await admin.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Config" }).click();
  await expect(admin).toHaveTitle("Configuration - CAS Shield");
  await expect(admin.getByText("Configuring Northbridge University")).toBeVisible();
  await expectNoAxeViolations(admin);

  // The fields table of the identity page.
  await admin.locator('a[href="/config/forms/identity"]').first().click();
  await expect(admin).toHaveTitle("Form: Identity - CAS Shield");
  // A condition is shown with its summary.
  await expect(admin.locator("#field-" + (await rowIndex(admin, "passport")) + " td").nth(4)).toContainText("when Which identity document do you have? is Passport");
  await admin.getByLabel("Label of givenName", { exact: true }).fill("First name");
  await admin.getByLabel("Mandatory of gender", { exact: true }).selectOption("yes");
  await admin.getByLabel("Visible of middleName", { exact: true }).selectOption("no");
  await admin.getByRole("button", { name: "Save fields" }).click();
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();
  await expect(admin.getByLabel("Label of givenName", { exact: true })).toHaveValue("First name");
  await expectNoAxeViolations(admin);

  // At 320 px the page reflows; the wide table scrolls inside its own region.
  await admin.setViewportSize({ width: 320, height: 800 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await admin.setViewportSize({ width: 1280, height: 800 });

  // The live preview draws the draft exactly as the student will see it.
  await admin.getByRole("link", { name: "Preview this form" }).click();
  await expect(admin).toHaveTitle("Preview: Identity - CAS Shield");
  const frame = admin.getByRole("region", { name: "Preview" });
  await expect(frame.getByLabel(/^First name/)).toBeVisible();
  await expect(frame.getByLabel(/^Middle names/)).toHaveCount(0);
  await expect(frame.getByRole("group", { name: /^Gender/ })).toContainText("(required)");
  await expectNoAxeViolations(admin);

  // Validate and publish.
  await admin.getByRole("link", { name: "Overview" }).click();
  await expect(admin.getByText('Identity, Given name: label "Given name" -> "First name"')).toBeVisible();
  await admin.getByRole("button", { name: "Validate" }).click();
  await expect(admin.getByText("No problems found. The draft can be published.")).toBeVisible();
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Error: Configuration - CAS Shield");
  await expect(admin.getByRole("link", { name: "Enter a note saying what has changed" })).toBeVisible();
  await admin.getByLabel("What has changed?").fill("Identity page: First name, gender required, no middle names");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield");
  await expect(admin.getByText("Version 2 has been published.")).toBeVisible();

  // Northbridge's applicant gets the new version on their next page.
  const applicant = await signIn(browser, APPLICANT);
  await openIdentity(applicant);
  await expect(applicant.getByLabel(/^First name/)).toBeVisible();
  await expect(applicant.getByLabel(/^Given name/)).toHaveCount(0);
  await expect(applicant.getByText("Middle names (optional)")).toHaveCount(0);
  await applicant.getByLabel("Title").selectOption({ label: "Ms" });
  await applicant.getByLabel(/^First name/).fill("Amara");
  await applicant.getByLabel(/^Family name/).fill("Okafor");
  await applicant.getByRole("group", { name: /Which identity document/ }).getByLabel("I do not have either").check();
  await applicant.getByRole("group", { name: /known by another name/ }).getByLabel("No", { exact: true }).check();
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant).toHaveTitle("Error: Identity - CAS Shield");
  await expect(applicant.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("link", { name: "Select gender" })).toBeVisible();
  await applicant.getByRole("group", { name: /^Gender/ }).getByLabel("Female").check();
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).not.toHaveText("Identity");

  // Thamesgate's applicant sees the page unchanged.
  const other = await signIn(browser, OTHER_APPLICANT);
  await openIdentity(other);
  await expect(other.getByLabel(/^Given name/)).toBeVisible();
  await expect(other.getByLabel(/^Middle names \(optional\)/)).toBeVisible();
  await expect(other.getByRole("group", { name: /^Gender/ })).not.toContainText("(required)");

  // The history compares the versions in words; a rollback restores the earlier behaviour.
  await admin.getByRole("link", { name: "History" }).click();
  await expect(admin.getByText("Identity, Gender: mandatory false -> true")).toBeVisible();
  await expectNoAxeViolations(admin);
  // The rollback is a draft to review first: what it undoes, its changes, then Publish.
  await admin.getByRole("button", { name: "Roll back to version 1" }).click();
  await expect(admin.getByText("A draft has been made from the earlier version.")).toBeVisible();
  await expect(admin.getByRole("heading", { name: "This draft rolls back to version 1" })).toBeVisible();
  await expect(admin.getByRole("list", { name: "This draft rolls back to version 1" })).toContainText("Version 2, published");
  await expect(admin.getByText("Identity, Gender: mandatory true -> false")).toBeVisible();
  await expectNoAxeViolations(admin);
  await expect(admin.getByLabel("What has changed?")).toHaveValue("Rollback to version 1");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Version 3 has been published with the earlier configuration.")).toBeVisible();

  await openIdentity(applicant);
  await expect(applicant.getByLabel(/^Given name/)).toBeVisible();
  await expect(applicant.getByLabel(/^Middle names \(optional\)/)).toBeVisible();
  await expect(applicant.getByRole("group", { name: /^Gender/ })).not.toContainText("(required)");
});

test("malformed JSON in an area's editor says 'Invalid JSON format.' and keeps what was typed", async ({ browser }) => {
  const admin = await signIn(browser, ADMIN);
  await admin.goto("/config/areas/settings");
  await expect(admin).toHaveTitle("Configuration area: Settings - CAS Shield");
  const typed = '{ "universityName": "Northbridge University",';
  await admin.getByLabel("Settings (JSON)").fill(typed);
  await admin.getByRole("button", { name: "Save JSON" }).click();
  await expect(admin).toHaveTitle("Error: Configuration area: Settings - CAS Shield");
  await expect(admin.getByRole("link", { name: "Invalid JSON format." })).toBeVisible();
  await expect(admin.getByLabel("Settings (JSON)")).toHaveValue(typed);
});

test("every page of the Config screen passes axe and fits a 320 px screen", async ({ browser }) => {
  const admin = await signIn(browser, ADMIN);
  for (const path of ["/config", "/config/forms/identity/preview", "/config/reminders", "/config/impact", "/config/history", "/config/areas/tabs"]) {
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto(path);
    await expect(admin).toHaveTitle(/ - CAS Shield$/);
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 320, height: 800 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  // The reminder timeline says its days in words, not only as dots.
  await admin.goto("/config/reminders");
  await expect(admin.getByRole("list", { name: "Sends in the first 60 days" }).first().getByRole("listitem").first()).toHaveText("Day 7 (email 1)");
});

/** The table row index of a field (rows are `#field-<index>`). */
async function rowIndex(page: Page, path: string): Promise<number> {
  const name = await page.locator(`input[type="hidden"][value="${path}"]`).getAttribute("name");
  return Number(/^f(\d+)\.path$/.exec(name ?? "")?.[1] ?? -1);
}
