// The applicant's and the student's journeys end to end with JavaScript off (issue 40 item 9, "Done
// when"): every section to submission with a passport uploaded through the plain file input, an
// offer accepted; every checklist page to the CAS request, documents uploaded. Then the key pages
// of both journeys at 320 px and 1280 px, each checked by axe, none scrolling sideways at 320 px.
import { expect, test, type Page } from "@playwright/test";
import { PDF_SCAN, answerEmploymentToReferral, answerStudiesToResponsibilities, date, expectNoAxeViolations, group, monthYear, signIn, yesNo } from "./form-steps";

const problem = (page: Page) => page.getByRole("alert").filter({ hasText: "There is a problem" });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Without JavaScript a question that depends on an answer shows once the page has been sent: Save & Continue, and the same page comes back with it. */
async function reveal(page: Page, title: string) {
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(heading(page)).toHaveText(title);
}

async function saveAndContinue(page: Page, next: string | RegExp) {
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(problem(page)).toHaveCount(0);
  await expect(heading(page)).toHaveText(next);
}

/** A country or nationality typed as it is on the list: without JavaScript the suggestion box is a plain text box. */
async function typeExactly(page: Page, label: RegExp, value: string) {
  await page.getByLabel(label).fill(value);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an applicant completes every section, uploads a passport, checks the answers and submits", async ({ page }) => {
    test.setTimeout(150_000);
    // A new application no other browser test touches.
    await signIn(page, "applicant1@caledonia.example.ac.uk");
    await page.goto("/applications");
    await page.getByRole("link", { name: /Application 1/ }).click();
    const taskList = page.url();

    await page.getByRole("link", { name: "Identity", exact: true }).click();
    await expect(heading(page)).toHaveText("Identity");
    // The names the applicant gave when they signed up (issue 40 item 12).
    await expect(page.getByLabel(/^Given name/)).toHaveValue("Amara");
    await expect(page.getByLabel(/^Family name/)).toHaveValue("Okafor");
    await page.getByLabel(/^Title/).selectOption({ label: "Ms" });
    await group(page, /Which identity document/).getByLabel("Passport", { exact: true }).check();
    await yesNo(page, /known by another name/, "No");
    await reveal(page, "Identity");
    await page.getByLabel(/^Passport number/).fill("A01234567");
    await date(page, /^Date of issue/, "5", "3", "2021");
    await date(page, /^Date of expiry/, "4", "3", "2031");
    await page.getByLabel(/^Issuing authority/).fill("Nigeria Immigration Service");
    // A file over the university's 5 MB: the page comes back with the reason at the question, nothing typed lost (decision 0087).
    await page.getByLabel("Upload your passport").setInputFiles({ name: "passport-photo.pdf", mimeType: "application/pdf", buffer: Buffer.concat([PDF_SCAN, Buffer.alloc(6 * 1024 * 1024, 32)]) });
    await page.getByRole("button", { name: "Upload file" }).click();
    await expect(problem(page).getByRole("link", { name: "The selected file must be smaller than 5 MB" })).toBeVisible();
    await expect(page.getByLabel(/^Issuing authority/)).toHaveValue("Nigeria Immigration Service");
    await page.getByLabel("Upload your passport").setInputFiles({ name: "passport-scan.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
    await page.getByRole("button", { name: "Upload file" }).click();
    await expect(page.getByRole("link", { name: "passport-scan.pdf" })).toBeVisible();
    await expect(page.getByLabel(/^Passport number/)).toHaveValue("A01234567");
    await saveAndContinue(page, "Nationality and residence");

    await typeExactly(page, /Which country are you applying from/, "Nigeria");
    await typeExactly(page, /Country of birth/, "Nigeria");
    await typeExactly(page, /Which nationality/, "Nigerian");
    await yesNo(page, /Is this your only nationality/, "Yes");
    await typeExactly(page, /Country where you normally live/, "Nigeria");
    await yesNo(page, /Have you lived in any other country/, "No");
    await page.getByLabel(/I confirm that the information about my nationality/).check();
    await saveAndContinue(page, "Contact details");

    await page.getByLabel(/^Address line 1/).first().fill("12 Marina Road");
    await page.getByLabel(/^Town or city/).first().fill("Lagos");
    await page.getByLabel(/^Postcode or ZIP code/).first().fill("101001");
    const phone = group(page, /^Phone number/);
    await phone.getByLabel("Country code").fill("234");
    await phone.getByLabel("Phone number").fill("8031234567");
    await yesNo(page, /correspondence address the same/, "Yes");
    await yesNo(page, /term-time address be the same/, "Yes");
    await yesNo(page, /arranged somewhere to live in the UK/, "No");
    await saveAndContinue(page, "Education history");

    await typeExactly(page, /Country of study/, "Nigeria");
    await page.getByLabel(/^Name of school, college or university/).fill("University of Lagos");
    await saveAndContinue(page, "English language");

    await yesNo(page, /Have you taken an English language test/, "Yes");
    await reveal(page, "English language");
    await page.getByLabel(/Which English test did you take/).selectOption({ label: "IELTS for UKVI" });
    await page.getByLabel(/^Test reference number/).fill("23NG001234OKAA001A");
    await page.getByLabel(/^Overall score/).fill("7.5");
    await monthYear(page, /^Test date/, "June", "2025");
    await monthYear(page, /^Valid until/, "June", "2027");
    await saveAndContinue(page, "Employment");

    await answerEmploymentToReferral(page, saveAndContinue);
    await page.getByLabel("No, this is my first application").check();
    await reveal(page, "Referral");
    await page.getByLabel("How did you hear about us?").selectOption({ label: "University website" });
    await saveAndContinue(page, "Declarations");
    await yesNo(page, /education ever been interrupted/, "No");
    await yesNo(page, /relevant criminal convictions/, "No");
    await saveAndContinue(page, "Information processing");

    await page.getByLabel(/I agree that the university may process/).check();
    await saveAndContinue(page, "Privacy policy");
    await page.getByLabel(/I have read and agree to the privacy policy/).check();
    await saveAndContinue(page, "Terms and conditions");
    await page.getByLabel(/I have read and agree to the terms and conditions/).check();
    await saveAndContinue(page, "Accuracy of data");
    await page.getByLabel(/I confirm that the information I have given is true/).check();
    await saveAndContinue(page, "Your application");

    const completed = page.getByText(/^You have completed (\d+) of (\d+) sections\.$/);
    await expect(completed).toBeVisible();
    const [, done, all] = /(\d+) of (\d+)/.exec((await completed.textContent()) ?? "") ?? [];
    expect(done).toBe(all);
    expect(page.url()).toBe(taskList);

    await page.getByRole("link", { name: "Check your answers and submit" }).click();
    await expect(heading(page)).toHaveText("Check your answers before submitting your application");
    // The file given is among the answers (issue 40 item 11).
    await expect(page.getByText("passport-scan.pdf")).toBeVisible();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(heading(page)).toHaveText("Application submitted");
  });

  test("a student completes every checklist page to the CAS request, then uploads a document", async ({ page }) => {
    test.setTimeout(150_000);
    // A student no other browser test touches, at a university on the default checklist.
    await signIn(page, "student1@westhaven.example.ac.uk");
    await page.goto("/checklist");
    await page.getByRole("link", { name: "Start your checklist" }).click();

    await expect(heading(page)).toHaveText("Processing of Information");
    await page.getByLabel(/I agree that the university may process the information/).check();
    await saveAndContinue(page, "Names and Aliases");

    // Facts the university holds are there already (issue 40 item 12).
    await expect(page.getByLabel(/^Family name/)).toHaveValue("Okafor");
    await expect(page.getByLabel(/^Given name\(s\)/)).toHaveValue("Amara");
    await yesNo(page, /known by any other names/, "No");
    await saveAndContinue(page, "Gender, Birth and Nationality");

    await group(page, /^Gender/).getByLabel("Female", { exact: true }).check();
    await expect(group(page, /^Date of birth/).getByLabel("Year")).toHaveValue("1999");
    await typeExactly(page, /^Country of birth/, "Nigeria");
    await typeExactly(page, /^Nationality/, "Nigerian");
    await yesNo(page, /any other nationality/, "No");
    await yesNo(page, /apply for your visa in your country of nationality/, "Yes");
    await yesNo(page, /lived in the UK at any time in the last 12 months/, "No");
    await saveAndContinue(page, "Contact and Address");

    await page.getByLabel(/^Home address/).fill("12 Marina Road");
    await page.getByLabel(/^Town or city/).fill("Lagos");
    await typeExactly(page, /^Country(?! code)/, "Nigeria");
    const phone = group(page, /^Phone number/);
    await phone.getByLabel("Country code").fill("234");
    await phone.getByLabel("Phone number").fill("8031234567");
    await saveAndContinue(page, "Criminal Convictions");

    await yesNo(page, /criminal convictions/, "No");
    await saveAndContinue(page, "Student Number and Course");
    await expect(page.getByLabel(/^Student number/)).toHaveValue("S1000");
    await saveAndContinue(page, "Course Details");

    await typeExactly(page, /^Course name/, "BA Marine Tourism");
    await page.getByLabel(/^Course level/).selectOption({ index: 1 });
    await page.getByLabel(/^Tuition fee for the first year/).fill("17500");
    await date(page, /^Course start date/, "20", "9", "2027");
    await date(page, /^Course end date/, "10", "6", "2028");
    await yesNo(page, /work placement/, "No");
    await saveAndContinue(page, "English Test");

    await yesNo(page, /English language test/, "Yes");
    await reveal(page, "English Test");
    await page.getByLabel(/^English test/).selectOption({ label: "IELTS for UKVI" });
    await page.getByLabel(/^Overall score/).fill("7.0");
    await date(page, /^Test date/, "14", "6", "2026");
    await page.getByLabel(/^Test reference number/).fill("26NG001234OKAA001A");
    await saveAndContinue(page, "Passport Details");

    await group(page, /^Passport status/).getByLabel(/I have a valid passport/).check();
    await reveal(page, "Passport Details");
    await page.getByLabel(/^Passport number/).fill("A12345678");
    await date(page, /^Passport expiry date/, "1", "5", "2031");
    await saveAndContinue(page, "Enrolment Support");
    await yesNo(page, /education agent/, "No");
    await saveAndContinue(page, "Visa Support");
    await yesNo(page, /help with your student visa application/, "Yes");
    await saveAndContinue(page, "WhatsApp");
    await yesNo(page, /WhatsApp/, "No");
    await saveAndContinue(page, "Prior Study and Travel");

    await answerStudiesToResponsibilities(page, "Senior Secondary Certificate", saveAndContinue);

    await yesNo(page, /paid a deposit towards your tuition fee/, "No");
    await yesNo(page, /more than the standard amount/, "No");
    await reveal(page, "Source of Funds and Calculator");
    await page.getByLabel(/Why have you not paid a deposit/).fill("The university has not asked me for one yet.");
    // "Add Bank Account" without JavaScript: the page comes back with an account to fill in, what was typed kept.
    await page.getByRole("button", { name: "Add Bank Account" }).click();
    await expect(page.getByLabel(/Why have you not paid a deposit/)).toHaveValue("The university has not asked me for one yet.");
    await page.getByLabel(/^Name of the account holder/).fill("Amara Okafor");
    await group(page, /Whose account is it/).getByLabel("Myself", { exact: true }).check();
    await typeExactly(page, /^Country of the bank/, "Nigeria");
    await page.getByLabel(/^Name of the bank/).fill("First Bank of Nigeria");
    await group(page, /What will this money pay for/).getByLabel("Course fees and living costs", { exact: true }).check();
    await page.getByLabel(/^Amount in the account/).fill("40000");
    await yesNo(page, /at least 28 consecutive days/, "Yes");
    await saveAndContinue(page, "CAS Checklist Complete");

    await page.getByRole("link", { name: "Go to the task list" }).click();
    await expect(page.locator("#checklist-status")).toHaveText("Done");
    await page.getByRole("link", { name: "General Documents" }).click();
    await page.getByRole("link", { name: "Passport", exact: true }).click();
    await expect(page).toHaveTitle("Passport - Upload - CAS Shield");
    await page.getByLabel("Passport").setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
    await page.getByRole("button", { name: "Upload file" }).click();
    await expect(page.getByText("1 file(s) successfully uploaded")).toBeVisible();
    await page.getByRole("link", { name: "Return to document upload", exact: true }).last().click();
    await expect(page.locator('[id="generalDocuments.passport-status"]')).toHaveText("Done");
  });

  test("an applicant accepts an offer", async ({ page }) => {
    await signIn(page, "applicant3@northbridge.example.ac.uk");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Offers" }).click();
    await page.getByRole("link", { name: /View your offer/ }).click();
    await expect(heading(page)).toHaveText(/^Conditional offer to study .+ starting September 2027$/);
    await page.getByRole("button", { name: "Send your decision" }).click();
    await expect(problem(page)).toContainText("Please accept or decline this offer");
    await page.getByLabel("Yes, I accept this offer").check();
    await page.getByRole("button", { name: "Send your decision" }).click();
    await expect(page.getByText(/^You accepted this offer on \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send your decision" })).toHaveCount(0);
  });
});

/** axe finds nothing on the page, and at a phone's 320 px nothing scrolls sideways (WCAG 1.4.10 reflow). */
async function checkPage(page: Page, path: string, width: number) {
  await page.goto(path);
  await expect(heading(page)).toBeVisible();
  await expectNoAxeViolations(page);
  if (width === 320) expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
}

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the applicant's key pages pass axe", async ({ page }) => {
      // A submitted application with an offer: every page of the journey has something to show.
      await signIn(page, "applicant4@westhaven.example.ac.uk");
      await page.goto("/applications");
      const application = (await page.getByRole("link", { name: /Application 1/ }).getAttribute("href")) ?? "";
      expect(application).toMatch(/^\/applications\/[^/]+$/);
      await page.goto("/offers");
      const offer = (await page.getByRole("link", { name: /View your offer/ }).first().getAttribute("href")) ?? "";
      expect(offer).toMatch(/^\/offers\/[^/]+$/);
      for (const path of ["/", "/applications", application, `${application}/identity`, `${application}/check-answers`, "/offers", offer]) await checkPage(page, path, width);
    });

    test("the student's key pages pass axe", async ({ page }) => {
      await signIn(page, "student3@westhaven.example.ac.uk");
      for (const path of ["/", "/checklist", "/checklist/names-and-aliases", "/checklist/course-details", "/checklist/source-of-funds", "/checklist/summary", "/tasks", "/tasks/generalDocuments", "/tasks/generalDocuments/generalDocuments.passport"]) await checkPage(page, path, width);
    });
  });
}
