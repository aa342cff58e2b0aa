// A Northbridge student completes the CAS checklist in the browser: every page drawn from the
// university's configuration, stopped on the way by the rules (consent, course date, deposit
// minimum, funds held 28 days, remaining amount), and 'CAS Checklist Complete' at the end. A
// Thamesgate student sees Thamesgate's field set. axe-core checks the summary and section pages.
import { expect, test } from "@playwright/test";
import { PDF_SCAN as SCAN, answerStudiesToResponsibilities, choose, date, expectNoAxeViolations, expectProblem, group, saveAndContinue, signIn, yesNo } from "./form-steps";

test("a Northbridge student completes the checklist, stopped by the rules on the way", async ({ page }) => {
  test.setTimeout(240_000);
  const rulesMet = new Set<string>();
  const meet = async (message: string) => {
    await expectProblem(page, message);
    rulesMet.add(message);
  };

  await signIn(page, "student1@northbridge.example.ac.uk");
  await page.getByRole("link", { name: "Your CAS checklist" }).click();
  await expect(page).toHaveTitle("Welcome - CAS Shield");
  await expect(page.getByText("Section 4: Your Financial Plan")).toBeVisible();
  await page.getByRole("link", { name: "Start your checklist" }).click();

  await expect(page).toHaveTitle("Processing of Information - CAS Shield");
  await meet("You must agree to the processing of your information to continue");
  await page.getByLabel(/I agree that the university may process the information/).check();
  await saveAndContinue(page, "Names and Aliases");

  // Northbridge shows the middle name (tenant-configs/northbridge/forms/names-and-aliases.json).
  await expect(page.getByText("Section 1: Personal Information")).toBeVisible();
  await expect(page.getByLabel(/^Middle name\(s\)/)).toBeVisible();
  await page.getByLabel(/^Family name/).fill("Okafor");
  await page.getByLabel(/^Given name\(s\)/).fill("Amara");
  await yesNo(page, /known by any other names/, "No");
  await expectNoAxeViolations(page);
  await saveAndContinue(page, "Gender, Birth and Nationality");

  await group(page, /^Gender/).getByLabel("Female", { exact: true }).check();
  await date(page, /^Date of birth/, "12", "04", "1999");
  await choose(page, /^Country of birth/, "Nigeria");
  await choose(page, /^Nationality/, "Nigerian");
  await yesNo(page, /any other nationality/, "No");
  await yesNo(page, /apply for your visa in your country of nationality/, "Yes");
  await yesNo(page, /lived in the UK at any time in the last 12 months/, "No");
  await saveAndContinue(page, "Contact and Address");

  await page.getByLabel(/^Home address/).fill("12 Marina Road");
  await page.getByLabel(/^Town or city/).fill("Lagos");
  await choose(page, /^Country/, "Nigeria");
  const phone = group(page, /^Phone number/);
  await phone.getByLabel("Country code").fill("234");
  await phone.getByLabel("Phone number").fill("8031234567");
  await saveAndContinue(page, "Criminal Convictions");

  await yesNo(page, /criminal convictions/, "No");
  await saveAndContinue(page, "Student Number and Course");

  await expect(page.getByLabel(/^Campus/)).toBeVisible();
  await page.getByLabel(/^Student number/).fill("S1000");
  await saveAndContinue(page, "Course Details");

  // The course by auto-suggest from Northbridge's courses; the fee after scholarship follows.
  await choose(page, /^Course name/, "MSc Data Science");
  await page.getByLabel(/^Course level/).selectOption({ label: "Master's Degree" });
  await page.getByLabel(/^Tuition fee for the first year/).fill("16500");
  await page.getByLabel(/^Scholarship or discount/).fill("1500");
  await expect(page.getByLabel(/^Fee after scholarship/)).toHaveValue("15000");
  await date(page, /^Course start date/, "30", "02", "2027");
  await date(page, /^Course end date/, "10", "01", "2028");
  await yesNo(page, /work placement/, "No");
  await meet("Doesn't look like a valid date");
  await date(page, /^Course start date/, "11", "01", "2027");
  await date(page, /^Course end date/, "11", "01", "2027");
  await meet("Course end date must be after the course start date");
  await date(page, /^Course end date/, "10", "01", "2028");
  // Pence are refused in words, never read as more pounds (issue 40 item 2).
  await page.getByLabel(/^Tuition fee for the first year/).fill("16500.50");
  await meet("Enter tuition fee for the first year in whole pounds, without pence, for example 18500");
  await page.getByLabel(/^Tuition fee for the first year/).fill("16500");
  // Where the course is taught is the course's campus, shown with what it means (issue 40 item 1).
  await expect(page.getByLabel(/^Where you will study/)).toHaveValue("City Campus");
  await expect(page.getByText("You will study outside London, so UK Visas and Immigration's living costs for study outside London apply")).toBeVisible();
  await expectNoAxeViolations(page);
  await saveAndContinue(page, "English Test");

  await yesNo(page, /English language test/, "Yes");
  await page.getByLabel(/^English test/).selectOption({ label: "IELTS for UKVI" });
  await page.getByLabel(/^Overall score/).fill("7.0");
  await date(page, /^Test date/, "14", "06", "2026");
  await page.getByLabel(/^Test reference number/).fill("26NG001234OKAA001A");
  await saveAndContinue(page, "Passport Details");

  await group(page, /^Passport status/).getByLabel(/I have a valid passport/).check();
  await page.getByLabel(/^Passport number/).fill("A12345678");
  await date(page, /^Passport expiry date/, "01", "05", "2026");
  await meet("Passport expiry date must be today or in the future");
  await date(page, /^Passport expiry date/, "01", "05", "2031");
  await saveAndContinue(page, "Enrolment Support");
  await yesNo(page, /education agent/, "No");
  await saveAndContinue(page, "Visa Support");
  await yesNo(page, /help with your student visa application/, "Yes");
  await saveAndContinue(page, "WhatsApp");
  await yesNo(page, /WhatsApp/, "No");
  await saveAndContinue(page, "Prior Study and Travel");

  await expect(page.getByText("Section 2: Your History")).toBeVisible();
  await answerStudiesToResponsibilities(page, "BSc Computer Science");

  // The calculator: 15,000 of fees (after the scholarship) and 9 months of living costs outside London.
  await expect(page.getByText("Section 4: Your Financial Plan")).toBeVisible();
  await yesNo(page, /paid a deposit towards your tuition fee/, "Yes");
  await page.getByLabel(/^Deposit amount/).fill("1000");
  await date(page, /^Date you paid the deposit/, "01", "10", "2026");
  await yesNo(page, /more than the standard amount/, "No");
  await meet("The minimum course fee deposit is £3,000. A CAS cannot be issued until it is met.");
  await expect(page.getByRole("alert").getByRole("link", { name: "You cannot continue until the remaining amount to prove is covered" })).toBeVisible();
  rulesMet.add("You cannot continue until the remaining amount to prove is covered");
  await page.getByLabel(/^Deposit amount/).fill("5000");
  // A partial answer is kept (issue 40 item 5): Save & Continue stores it and refuses to go on, saying what is still to
  // prove; back on the page, what was typed is there with what is still to do.
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "You cannot continue until the remaining amount to prove is covered" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Deposit amount/)).toHaveValue("5000");
  await expect(page.getByText("You cannot continue until the remaining amount to prove is covered")).toBeVisible();

  await page.getByRole("button", { name: "Add Bank Account" }).click();
  await page.getByLabel(/^Name of the account holder/).fill("Amara Okafor");
  await group(page, /Whose account is it/).getByLabel("Myself", { exact: true }).check();
  // An Indian bank UK Visas and Immigration does not accept stops the page (issue 23 item 6); an accepted one does not.
  await choose(page, /^Country of the bank/, "India");
  await choose(page, /^Name of the bank/, "Axis Bank Ltd");
  await meet("UK Visas and Immigration does not accept statements from Axis Bank Ltd. Add an account at another bank.");
  // An accepted bank of the list: the page saves below.
  await choose(page, /^Name of the bank/, "State Bank of India");
  await group(page, /What will this money pay for/).getByLabel("Course fees and living costs", { exact: true }).check();
  await page.getByLabel(/^Amount in the account/).fill("30000");
  await yesNo(page, /at least 28 consecutive days/, "No");
  await date(page, /On what date will the money have been in the account/, "10", "12", "2026");
  await meet("Funds must have been held for 28 days");
  await yesNo(page, /at least 28 consecutive days/, "Yes");
  await expect(page.getByText("Remaining amount to prove: £0")).toBeVisible();
  await expect(page.getByText("You will study outside London, so living costs are £1,171 a month for up to 9 months")).toBeVisible();
  await expectNoAxeViolations(page);
  // At 320 px the page reflows; the calculator's table scrolls inside its own region.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
  await saveAndContinue(page, "CAS Checklist Complete");

  await expect(page).toHaveTitle("Checklist Summary - CAS Shield");
  await expectNoAxeViolations(page);
  expect(rulesMet.size).toBeGreaterThanOrEqual(3);

  await page.getByRole("link", { name: "Go to the task list" }).click();
  await expect(page).toHaveTitle("Your tasks - CAS Shield");
  await expect(page.locator("#receiveCas-status")).toHaveText("Locked");
  await expect(page.locator("#checklist-status")).toHaveText("Done");

  // Documents: the TB exemption marks its item Done (002 §5.6); a passport scan, then the upload summary (002 §2.11).
  await page.getByRole("link", { name: "General Documents" }).click();
  await page.getByRole("link", { name: "TB test certificate" }).click();
  await expect(page).toHaveTitle("TB test certificate - Upload - CAS Shield");
  await yesNo(page, /returning UK resident/, "Yes");
  await yesNo(page, /away from the UK for more than 2 years/, "No");
  const exemption = "Your responses indicated you do not require a TB test. This item will be marked as Done. You may be contacted for more information.";
  await expect(page.getByText(exemption)).toBeVisible();
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText(exemption)).toBeVisible();
  await page.getByRole("link", { name: "Return to document upload", exact: true }).last().click();
  await expect(page.locator('[id="generalDocuments.tbTest-status"]')).toHaveText("Done");
  await page.getByRole("link", { name: "Passport" }).click();
  await expect(page).toHaveTitle("Passport - Upload - CAS Shield");
  await page.locator('input[type="file"]').setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: SCAN });
  await expect(page.getByRole("link", { name: "passport.pdf" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("1 file(s) successfully uploaded")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload additional files?" })).toBeVisible();
  await page.getByRole("link", { name: "Return to document upload", exact: true }).last().click();
  await expect(page.locator('[id="generalDocuments.passport-status"]')).toHaveText("Done");
});

test("a Thamesgate student sees Thamesgate's field set, and an incomplete summary says what is missing", async ({ page }) => {
  await signIn(page, "student2@thamesgate.example.ac.uk");
  await page.goto("/checklist/names-and-aliases");
  await expect(page.getByLabel(/^Family name/)).toBeVisible();
  // No middle name at Thamesgate (Northbridge shows it).
  await expect(page.getByLabel(/^Middle name/)).toHaveCount(0);
  // An unanswered yes/no question is shown unanswered.
  await expect(group(page, /known by any other names/).getByLabel("No", { exact: true })).not.toBeChecked();
  await expect(group(page, /known by any other names/).getByLabel("Yes", { exact: true })).not.toBeChecked();
  await page.goto("/checklist/contact-and-address");
  // Thamesgate requires the postcode.
  await page.getByLabel(/^Home address/).fill("1 Bund Road");
  await page.getByLabel(/^Town or city/).fill("Shanghai");
  await choose(page, /^Country/, "China");
  const phone = group(page, /^Phone number/);
  await phone.getByLabel("Country code").fill("86");
  await phone.getByLabel("Phone number").fill("13812345678");
  await expectProblem(page, "Enter postcode");
  await page.getByLabel(/^Postcode/).fill("200000");
  await saveAndContinue(page, "Criminal Convictions");

  await page.goto("/checklist/summary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CAS Checklist Incomplete");
  const stillToAnswer = page.getByRole("list", { name: "CAS Checklist Incomplete" });
  await expect(stillToAnswer.getByRole("link", { name: "Names and Aliases" })).toBeVisible();
  await expect(stillToAnswer.getByRole("link", { name: "Contact and Address" })).toHaveCount(0);
  // Check your answers shows what was answered, with a way back to change it.
  await expect(page.getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change Home address" })).toHaveAttribute("href", /\/checklist\/contact-and-address\?from=summary#/);
  await expectNoAxeViolations(page);
});

test("the CAS tracker shows on a student's home page at the computed step", async ({ page }) => {
  await signIn(page, "student8@northbridge.example.ac.uk");
  const bar = page.getByRole("progressbar", { name: "CAS request progress" });
  await expect(bar).toBeVisible();
  await expect(page.getByText("Step 3 of 4: Processing")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the course page saves a second time with the optional scholarship left empty (issue 40 item 6)", async ({ page }) => {
  await signIn(page, "student4@northbridge.example.ac.uk");
  await page.goto("/checklist/course-details");
  await choose(page, /^Course name/, "MSc Data Science");
  await page.getByLabel(/^Course level/).selectOption({ label: "Master's Degree" });
  await page.getByLabel(/^Tuition fee for the first year/).fill("16500");
  await date(page, /^Course start date/, "11", "01", "2027");
  await date(page, /^Course end date/, "10", "01", "2028");
  await yesNo(page, /work placement/, "No");
  for (const round of [1, 2]) {
    if (round === 2) await page.goto("/checklist/course-details");
    await expect(page.getByLabel(/^Scholarship or discount/)).toHaveValue("");
    await page.getByRole("button", { name: "Save & Continue" }).click();
    await expect(page).not.toHaveURL(/\/checklist\/course-details/);
    await expect(page.getByText("Enter scholarship or discount in the correct format")).toHaveCount(0);
  }
});
