// What a person does on the product's form pages, as browser-test steps shared by the specs.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "CasShield-Demo-2026!";

/** A minimal one-page PDF: its first bytes say PDF, as the server checks. */
export const PDF_SCAN = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/**
 * axe's findings on the page, each as "rule: where". Every rule runs on every element; two options
 * spare only work nobody reads (decision 0023). The passes and the undecided keep one example
 * each, not a selector for every element that passed (resultTypes). A page without frames is
 * checked by axe.run in the page itself (legacy mode): the same rules as axe's per-frame run,
 * without copying every element's partial result to a blank page to be put together, which made
 * the longest Config page's check take 20 s instead of 7 s. A page with frames keeps the per-frame
 * run: legacy mode does not look inside a frame of another origin.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const framed = page.frames().length > 1;
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(!framed).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Signs a demo user in and skips the MFA set-up offered at a first sign-in. */
export async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The two-step prompt shows until the person has chosen; once skipped, sign-in goes straight in.
  const skip = page.getByRole("button", { name: "Skip for now" });
  await expect(skip.or(page.getByRole("button", { name: "Log out" })).first()).toBeVisible();
  if (await skip.isVisible()) await skip.click();
}

export const group = (page: Page, name: string | RegExp) => page.getByRole("group", { name });

export async function yesNo(page: Page, question: string | RegExp, answer: "Yes" | "No") {
  await group(page, question).getByLabel(answer, { exact: true }).check();
}

export async function date(page: Page, legend: string | RegExp, day: string, month: string, year: string) {
  const fields = group(page, legend);
  await fields.getByLabel("Day").fill(day);
  await fields.getByLabel("Month").fill(month);
  await fields.getByLabel("Year").fill(year);
}

export async function monthYear(page: Page, legend: string | RegExp, month: string, year: string) {
  const fields = group(page, legend);
  await fields.getByLabel("Month").selectOption({ label: month });
  await fields.getByLabel("Year").fill(year);
}

/** Types into an autosuggest and picks the exact option. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Saves the page and waits until the next page's heading shows. */
export async function saveAndContinue(page: Page, next: string | RegExp) {
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);
}

/** Saves and expects the error summary to list the message, with 'Error: ' in the title. */
export async function expectProblem(page: Page, message: string) {
  await page.getByRole("button", { name: "Save & Continue" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: message })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
}

/** How a journey moves to the next page: `saveAndContinue` here, or a journey's own (without JavaScript it also checks no problem was shown). */
export type SaveAndContinue = (page: Page, next: string | RegExp) => Promise<void>;

/** The default application from Employment to Referral, for an applicant with no work, referee, statement or visa history to give; self-funded. */
export async function answerEmploymentToReferral(page: Page, onward: SaveAndContinue = saveAndContinue) {
  await yesNo(page, /paid or unpaid work/, "No");
  await yesNo(page, /upload a CV/, "No");
  await onward(page, "References");
  await yesNo(page, /details of a referee/, "No");
  await onward(page, "Personal statement");
  await yesNo(page, /upload a personal statement/, "No");
  await onward(page, "Funding");
  await group(page, /How will you pay/).getByLabel(/Self-funded/).check();
  await onward(page, "Immigration history");

  await yesNo(page, /Do you need a visa to study in the UK/, "Yes");
  await yesNo(page, /Have you ever had a UK visa to study/, "No");
  await yesNo(page, /lived, worked or studied in the EU/, "No");
  await yesNo(page, /close family member who is a national/, "No");
  await yesNo(page, /UK visa or permit that was not for study/, "No");
  await yesNo(page, /refused a visa for the UK/, "No");
  await yesNo(page, /refused a visa for any other country/, "No");
  await onward(page, "Diversity and inclusion");

  await page.getByLabel(/What is your ethnic group/).selectOption({ index: 1 });
  await onward(page, "Representation");
  await yesNo(page, /Has anyone helped you/, "No");
  await onward(page, "Referral");
}

/** The default checklist from the last course studied to Your Responsibilities: no UK study, travel, refusals or travellers; every responsibility agreed. */
export async function answerStudiesToResponsibilities(page: Page, lastCourse: string, onward: SaveAndContinue = saveAndContinue) {
  await page.getByLabel(/most recent course you studied/).fill(lastCourse);
  await page.getByLabel(/In which year did you finish/).fill("2021");
  await yesNo(page, /studied in the UK before/, "No");
  await yesNo(page, /travelled to the UK for any other reason/, "No");
  await yesNo(page, /held any other UK visa/, "No");
  await onward(page, "Prior Travel and Refusals");
  await yesNo(page, /travelled outside your country of residence/, "No");
  await yesNo(page, /refused a visa for the UK/, "No");
  await yesNo(page, /refused a visa for any other country/, "No");
  await onward(page, "Travellers and Dependants");
  await yesNo(page, /dependants travel with you/, "No");
  await yesNo(page, /anyone else travel with you/, "No");
  await onward(page, "Your Responsibilities");

  await page.getByLabel(/I must attend my course/).check();
  await page.getByLabel(/conditions of my visa/).check();
  await page.getByLabel(/change to my circumstances/).check();
  await page.getByLabel(/information I have given is true and complete/).check();
  await onward(page, "Source of Funds and Calculator");
}
