// An applicant of Northbridge completes the whole application in the browser: every section
// drawn from configuration, the rules' messages met on the way, a passport scan uploaded, and
// every task 'Done' at the end, checks the answers, changes one and submits, after which nothing
// can change. axe-core checks the task list, three section pages and check answers.
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD as PASSWORD, PDF_SCAN as PASSPORT_SCAN, choose as chooseCountry, date, expectNoAxeViolations, answerEmploymentToReferral, expectProblem, group, monthYear, saveAndContinue, yesNo } from "./form-steps";

const EMAIL = "applicant2@northbridge.example.ac.uk";

test("an applicant completes the whole application and sees every task done", async ({ page }) => {
  test.setTimeout(240_000);
  const messagesMet = new Set<string>();
  const meet = async (message: string) => {
    await expectProblem(page, message);
    messagesMet.add(message);
  };

  await page.goto("/login");
  await page.getByLabel("Email address").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.getByRole("link", { name: "Your application" }).click();
  await expect(page).toHaveTitle("Your application - CAS Shield");
  await expect(page.getByText("You have completed 0 of 18 sections.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Identity: the rules first, then a passport scan.
  await page.getByRole("link", { name: "Identity" }).click();
  await expect(page).toHaveTitle("Identity - CAS Shield");
  // The names the applicant already gave are there (issue 40 item 12): not typed twice.
  await expect(page.getByLabel(/^Given name/)).toHaveValue("Wei");
  await expect(page.getByLabel(/^Family name/)).toHaveValue("Zhang");
  await meet("Select title");
  await page.getByLabel("Title").selectOption({ label: "Mr" });
  await group(page, /Which identity document/).getByLabel("Passport", { exact: true }).check();
  await page.getByLabel(/^Passport number/).fill("E12345678");
  await date(page, /^Date of issue/, "01", "01", "2027");
  await date(page, /^Date of expiry/, "01", "01", "2030");
  await page.getByLabel(/^Issuing authority/).fill("Ministry of Public Security");
  await yesNo(page, /known by another name/, "No");
  await meet("Date of issue should be earlier than today");
  await date(page, /^Date of issue/, "15", "03", "2021");
  // A passport must be valid today; one ending within 6 months of the September 2027 intake is warned about (002 §5.2).
  await date(page, /^Date of expiry/, "14", "03", "2026");
  await meet("Date of expiry must be today or in the future");
  const warning = page.getByText("A passport expiring within 6 months of course start triggers a later request for a new copy.");
  await date(page, /^Date of expiry/, "01", "01", "2028");
  await expect(warning).toBeVisible();
  await date(page, /^Date of expiry/, "14", "03", "2031");
  await expect(warning).toHaveCount(0);
  await meet("Upload your passport");
  await page.getByLabel("Upload your passport").setInputFiles({ name: "passport-scan.pdf", mimeType: "application/pdf", buffer: PASSPORT_SCAN });
  await expect(page.getByText("1 file(s) successfully uploaded")).toBeVisible();
  await expect(page.getByRole("link", { name: "passport-scan.pdf" })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveAndContinue(page, "Nationality and residence");
  await expect(page.locator(".toasts").getByText("Your answers have been saved")).toBeVisible();
  // 001 §9: toasts top-right.
  const toast = (await page.locator(".toasts").boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(toast.y).toBeLessThan(viewport.height / 4);
  expect(toast.x + toast.width).toBeGreaterThan(viewport.width * 0.75);

  await chooseCountry(page, /Which country are you applying from/, "China");
  await chooseCountry(page, /Country of birth/, "China");
  await page.getByRole("combobox", { name: /Which nationality/ }).fill("Chinese");
  await page.getByRole("option", { name: "Chinese", exact: true }).click();
  await yesNo(page, /Is this your only nationality/, "Yes");
  await chooseCountry(page, /Country where you normally live/, "China");
  await yesNo(page, /Have you lived in any other country/, "No");
  await page.getByLabel(/I confirm that the information about my nationality/).check();
  await saveAndContinue(page, "Contact details");

  await page.getByLabel(/^Address line 1/).first().fill("88 Nanjing Road");
  await page.getByLabel(/^Town or city/).first().fill("Shanghai");
  await page.getByLabel(/^Postcode or ZIP code/).first().fill("200000-ABCDEFGHIJKLMNOPQRST");
  const phone = group(page, /^Phone number/);
  await phone.getByLabel("Country code").fill("86");
  await phone.getByLabel("Phone number").fill("13812345678");
  await yesNo(page, /correspondence address the same/, "Yes");
  await yesNo(page, /term-time address be the same/, "Yes");
  await yesNo(page, /arranged somewhere to live in the UK/, "No");
  await meet("Postcode is too long.");
  await page.getByLabel(/^Postcode or ZIP code/).first().fill("200000");
  await expectNoAxeViolations(page);
  await saveAndContinue(page, "Education history");

  await chooseCountry(page, /Country of study/, "China");
  await page.getByLabel(/^Name of school, college or university/).fill("Fudan University");
  await saveAndContinue(page, "English language");

  await yesNo(page, /Have you taken an English language test/, "Yes");
  await page.getByLabel(/Which English test did you take/).selectOption({ label: "IELTS for UKVI" });
  await page.getByLabel(/^Test reference number/).fill("23CN001234ZHAW001A");
  await page.getByLabel(/^Overall score/).fill("7.5");
  await monthYear(page, /^Test date/, "June", "2025");
  await monthYear(page, /^Valid until/, "May", "2025");
  await meet("The Valid Until date cannot be earlier than the Test Date.");
  await monthYear(page, /^Valid until/, "June", "2027");
  await expectNoAxeViolations(page);
  await saveAndContinue(page, "Employment");

  await answerEmploymentToReferral(page);
  await group(page, /applied to or studied at this university before/).getByRole("radio").first().check();
  await page.getByLabel(/How did you hear about us/).selectOption({ index: 1 });
  await saveAndContinue(page, "Declarations");
  await yesNo(page, /education ever been interrupted/, "No");
  await yesNo(page, /relevant criminal convictions/, "No");
  await saveAndContinue(page, "Information processing");

  await meet("You must agree to the information processing consent.");
  await page.getByLabel(/I agree that the university may process/).check();
  await saveAndContinue(page, "Privacy policy");
  await page.getByLabel(/I have read and agree to the privacy policy/).check();
  await saveAndContinue(page, "Terms and conditions");
  await page.getByLabel(/I have read and agree to the terms and conditions/).check();
  await saveAndContinue(page, "Accuracy of data");
  await page.getByLabel(/I confirm that the information I have given is true/).check();
  await saveAndContinue(page, "Your application");

  await expect(page.getByText("You have completed 18 of 18 sections.")).toBeVisible();
  await expect(page.getByText(/^Last saved \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  const badges = page.locator(".task-list__item .tag");
  await expect(badges).toHaveCount(18);
  for (const badge of await badges.all()) await expect(badge).toHaveText("Done");
  expect(messagesMet.size).toBeGreaterThanOrEqual(5);
  await expect(page.getByText("Application status: Completed")).toBeVisible();

  // Check your answers (issue 16): change one answer, come back, submit; then nothing can change.
  await page.getByRole("link", { name: "Check your answers and submit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your answers before submitting your application");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Change Identity" }).click();
  await expect(page).toHaveTitle("Identity - CAS Shield");
  await page.getByLabel(/^Issuing authority/).fill("National Immigration Administration");
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your answers before submitting your application");
  // A summary list (issue 40 item 11): each question with its answer and a Change link to it, fitting a phone.
  const identity = page.locator("section", { has: page.locator("#answers-identity") });
  await expect(identity.locator(".summary-list__row", { hasText: /^Issuing authority/ }).locator(".summary-list__value")).toHaveText("National Immigration Administration");
  await expect(identity.getByRole("link", { name: /^Change Issuing authority/ })).toBeVisible();
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application submitted");
  await expect(page.getByRole("button", { name: "Submit application" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(page.url().replace("/check-answers", "/identity"));
  await expect(page.getByText("Your application has been submitted. You can no longer change it.").first()).toBeVisible();
  // Read-only once submitted (issue 40 item 8): the answers shown, nothing to change or save.
  await expect(page.getByLabel(/^Issuing authority/)).toBeDisabled();
  await expect(page.getByLabel(/^Issuing authority/)).toHaveValue("National Immigration Administration");
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
