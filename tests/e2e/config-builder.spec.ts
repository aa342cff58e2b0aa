// The condition builder in Chromium (issue 20 item 1): Thamesgate's admin makes a checklist
// question visible only to students of two nationalities with the builder alone (no JSON typed),
// sees the condition in plain words, opens the page again and finds it in the builder as saved,
// previews the form as an Indian and a Chinese student, and publishes. axe checks the page with
// the builder open.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

const PASSWORD = "CasShield-Demo-2026!";
const ADMIN = "uniadmin@thamesgate.example.ac.uk";
const QUESTION = "Have you lived in the UK at any time in the last 12 months?";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function signIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();
  return page;
}

async function rowIndex(page: Page, path: string): Promise<number> {
  const name = await page.locator(`input[type="hidden"][value="${path}"]`).getAttribute("name");
  return Number(/^f(\d+)\.path$/.exec(name ?? "")?.[1] ?? -1);
}

/** Chooses the record the preview is drawn for, by the student's name. */
async function showFor(page: Page, name: string) {
  const picker = page.getByLabel("Show the form for");
  const value = await picker.locator("option", { hasText: name }).getAttribute("value");
  await picker.selectOption(value ?? "");
  await page.getByRole("button", { name: "Show", exact: true }).click();
}

test("an admin shows a checklist question only to students of some nationalities with the builder, previews it as two students and publishes", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signIn(browser, ADMIN);
  await admin.goto("/config/forms/gender-birth-nationality");
  await expect(admin).toHaveTitle("Form: Gender, Birth and Nationality - CAS Shield");

  // A condition the builder can show opens in it: 'Other nationality' is visible when the student holds another.
  const other = await rowIndex(admin, "otherNationality");
  const otherBuilder = admin.getByRole("form", { name: "Visible of otherNationality: conditions" });
  await expect(otherBuilder.getByTitle("Question")).toHaveValue("record.hasOtherNationality");
  await expect(admin.locator(`#f${other}-visible-json-summary`)).toContainText("when Do you hold, or have you ever held, any other nationality? is yes");

  // A condition the builder cannot show stays JSON, and says which part is why.
  await admin.getByLabel("How to edit the condition of rule dob-valid-past").selectOption("builder");
  await expect(admin.getByText("The builder cannot show this condition because of the part ‘the year of Date of birth is no more than 130 years before and 50 years after today’. Edit it as JSON.")).toBeVisible();
  await expect(admin.getByLabel("Condition of rule dob-valid-past as a condition (JSON)")).toBeVisible();

  // Build 'Nationality is one of Indian, Nigerian' for the last question, without typing JSON.
  const row = await rowIndex(admin, "livedInUKLast12Months");
  await admin.getByLabel("Visible of livedInUKLast12Months", { exact: true }).selectOption("builder");
  const builder = admin.getByRole("form", { name: "Visible of livedInUKLast12Months: conditions" });
  await builder.getByRole("button", { name: "Add a condition" }).click();
  await builder.getByTitle("Question").selectOption({ label: "Nationality" });
  await builder.getByTitle("How it compares").selectOption({ label: "is one of" });
  await builder.getByTitle("Value").selectOption(["Indian", "Nigerian"]);
  await expect(admin.locator(`#f${row}-visible-json-summary`)).toContainText("Nationality");
  if (process.env.SHOT) await admin.locator(`#field-${row}`).screenshot({ path: process.env.SHOT });
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Save fields" }).click();
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();

  // Opened again, the condition is in the builder as it was saved.
  const saved = admin.getByRole("form", { name: "Visible of livedInUKLast12Months: conditions" });
  await expect(saved.getByTitle("Question")).toHaveValue("record.nationality");
  await expect(saved.getByTitle("How it compares")).toHaveValue("oneOf");
  await expect(admin.locator(`#f${row}-visible-json-summary`)).toContainText("Nationality");

  // The preview as an Indian student shows the question; as a Chinese student it does not (their checklists' answers).
  await admin.getByRole("link", { name: "Preview this form" }).click();
  const preview = admin.getByRole("region", { name: "Preview" });
  await showFor(admin, "Ana Pereira");
  await expect(preview.getByRole("group", { name: QUESTION })).toBeVisible();
  await showFor(admin, "Yuki Tanaka");
  await expect(admin.getByText(/Showing the saved answers of Yuki Tanaka/)).toBeVisible();
  await expect(preview.getByRole("group", { name: QUESTION })).toHaveCount(0);

  // Publish.
  await admin.getByRole("link", { name: "Overview" }).click();
  await admin.getByLabel("What has changed?").fill("Lived in the UK: asked of Indian and Nigerian students only");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield");
});
