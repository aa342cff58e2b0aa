// "Add a question" in Chromium (issue 38 item 2; decision 0038): Caledonia's admin adds a yes/no
// question and a follow-up shown on Yes, building the condition with the builder and reading the
// messages written from the question before saving; no JSON typed. axe checks the form.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

const PASSWORD = "CasShield-Demo-2026!";
const ADMIN = "uniadmin@caledonia.example.ac.uk";
const YES_NO = "Have you studied in the UK before?";
const FOLLOW_UP = "Tell us where and when you studied in the UK";

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

test("an admin adds a yes/no question and a follow-up shown on Yes without JSON, and publishes", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signIn(browser, ADMIN);
  await admin.goto("/config/forms/identity");
  await admin.getByRole("button", { name: "Add a question" }).click();
  await expect(admin).toHaveTitle("Add a question to Identity - CAS Shield");

  await admin.getByRole("radio", { name: "Yes or no" }).check();
  await admin.getByLabel("Question", { exact: true }).fill(YES_NO);
  await admin.getByRole("button", { name: "Fill in the messages" }).click();
  await expect(admin.getByLabel("When the question is not answered")).toHaveValue("Select yes if you have studied in the UK before");
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Save question" }).click();
  await expect(admin.getByText("The question has been saved to the draft.")).toBeVisible();
  await expect(admin.getByRole("region", { name: "Questions" }).getByText(YES_NO, { exact: true })).toBeVisible();

  await admin.getByRole("button", { name: "Add a question" }).click();
  await admin.getByRole("radio", { name: "Long text (several lines)" }).check();
  await admin.getByLabel("Question", { exact: true }).fill(FOLLOW_UP);
  await admin.getByLabel("Where does it go on the page ‘Identity’?").selectOption({ label: YES_NO });
  await admin.getByRole("radio", { name: "When a condition is met" }).check();
  const builder = admin.getByRole("form", { name: "When a condition is met: conditions" });
  await builder.getByRole("button", { name: "Add a condition" }).click();
  await builder.getByTitle("Question").selectOption({ label: YES_NO });
  await builder.getByTitle("How it compares").selectOption({ label: "is" });
  await builder.getByTitle("Value").selectOption({ label: "Yes" });
  await admin.getByLabel("When the question is not answered").fill("Enter the town and the years you studied in the UK");
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Save question" }).click();
  await expect(admin.getByText("The question has been saved to the draft.")).toBeVisible();

  // Opened again: the condition is in the builder as saved, the message as written.
  await admin.getByRole("link", { name: `Change the question ‘${FOLLOW_UP}’` }).click();
  await expect(admin.getByRole("form", { name: "When a condition is met: conditions" }).getByTitle("Question")).toHaveValue(/^record\./);
  await expect(admin.getByLabel("When the question is not answered")).toHaveValue("Enter the town and the years you studied in the UK");

  await admin.getByRole("link", { name: "Overview" }).click();
  await admin.getByLabel("What has changed?").fill("Studied in the UK, and where");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield");

  // Caledonia's forms are the default ones later browser tests walk through: roll the question back.
  await admin.goto("/config/history");
  await admin.getByRole("button", { name: "Roll back to version 1" }).click();
  await expect(admin.getByText("A draft has been made from the earlier version.")).toBeVisible();
  await admin.goto("/config");
  await admin.getByLabel("What has changed?").fill("Rollback to version 1");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield");
});
