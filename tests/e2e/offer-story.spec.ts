// Issue 15's story in Chromium, across three browser contexts (the university user, the
// applicant, and the applicant signing in again): a Uni user makes a conditional offer with two
// requirements; the applicant accepts and uploads a document for each condition; the Uni user
// rejects one with a reason; the applicant reads it and uploads again; the Uni user satisfies
// both and makes the offer unconditional; the applicant pays a deposit and uploads proof; the Uni
// user approves it; the person is in the CAS pipeline at Post-Deposit and, signed in again, has
// the CAS checklist. axe runs on every new page.
import { expect, test, type Page } from "@playwright/test";
import { PDF_SCAN, date, expectNoAxeViolations, signIn } from "./form-steps";

const APPLICANT = "applicant1@westhaven.example.ac.uk";

async function openPerson(uni: Page) {
  await uni.goto(`/students?search=${encodeURIComponent(APPLICANT)}`);
  await uni.locator("tbody tr").first().getByRole("link").first().click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

async function assess(uni: Page, requirement: string, status: string, text?: { label: RegExp; value: string }) {
  await openPerson(uni);
  await uni.getByRole("link", { name: `Assess ${requirement}` }).last().click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Update requirement");
  await expectNoAxeViolations(uni);
  await uni.getByLabel(status, { exact: true }).check();
  if (text) await uni.getByRole("textbox", { name: text.label }).fill(text.value);
  await save(uni);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

async function changeStatus(uni: Page, status: string) {
  await openPerson(uni);
  await uni.getByRole("link", { name: "Change offer status" }).last().click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Change offer status");
  await expectNoAxeViolations(uni);
  await uni.getByRole("combobox", { name: /^New status/ }).selectOption(status);
  await save(uni);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

async function uploadFor(applicant: Page, condition: string, fileName: string) {
  await applicant.getByRole("link", { name: condition, exact: true }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText(condition);
  await applicant.locator("input[type=file]").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByRole("link", { name: fileName })).toBeVisible();
  await expectNoAxeViolations(applicant);
  await applicant.getByRole("link", { name: "Back to your offer" }).first().click();
}

test("an offer from making to the CAS pipeline, across the university and the applicant", async ({ browser }) => {
  test.setTimeout(180_000);
  const uni = await (await browser.newContext()).newPage();
  const applicant = await (await browser.newContext()).newPage();
  await signIn(uni, "uni@westhaven.example.ac.uk");
  await signIn(applicant, APPLICANT);

  // The Uni user makes a conditional offer with two requirements.
  await openPerson(uni);
  await uni.getByRole("link", { name: "Make an offer" }).click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Offer details");
  await expectNoAxeViolations(uni);
  await uni.getByRole("combobox", { name: /^Course/ }).selectOption({ index: 1 });
  await uni.getByRole("combobox", { name: /^Intake/ }).selectOption({ label: "September 2027" });
  await uni.getByLabel("Conditional", { exact: true }).check();
  await uni.getByLabel(/^Tuition fee/).fill("15000");
  await uni.getByLabel("Passport", { exact: true }).check();
  await uni.getByLabel("CV", { exact: true }).check();
  await uni.getByLabel("Offer letter start text").fill("We are pleased to offer you a place.");
  await save(uni);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
  await assess(uni, "Passport", "Condition", { label: /^Condition/, value: "Upload the photo page of your passport" });
  await assess(uni, "CV", "Condition", { label: /^Condition/, value: "Upload an up-to-date CV" });
  await changeStatus(uni, "Conditional");
  await expect(uni.getByText(/: Conditional$/).last()).toBeVisible();

  // The applicant sees it, accepts, and uploads a document for each condition.
  await applicant.goto("/offers");
  await applicant.getByRole("link", { name: /View your offer/ }).last().click();
  await expect(applicant.getByText("We are pleased to offer you a place.")).toBeVisible();
  await expectNoAxeViolations(applicant);
  await applicant.getByLabel("Yes, I accept this offer").check();
  await applicant.getByRole("button", { name: "Send your decision" }).click();
  await expect(applicant.getByText(/^You accepted this offer on/)).toBeVisible();
  await uploadFor(applicant, "Passport", "passport.pdf");
  await uploadFor(applicant, "CV", "cv-old.pdf");

  // The Uni user rejects the CV with a reason.
  await openPerson(uni);
  await uni.getByRole("link", { name: "Review Offer condition: CV" }).click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Offer condition: CV");
  await expectNoAxeViolations(uni);
  await uni.getByLabel("Reject: the applicant uploads another").check();
  await uni.getByLabel(/^Reason for document rejection/).fill("This CV is from 2019: upload your current one");
  await save(uni);
  await expect(uni.getByText("Rejected", { exact: true }).first()).toBeVisible();

  // The applicant reads the reason and uploads again.
  await applicant.reload();
  await applicant.getByRole("link", { name: "CV", exact: true }).click();
  await expect(applicant.getByText("This CV is from 2019: upload your current one")).toBeAttached();
  await expect(applicant.locator("s", { hasText: "cv-old.pdf" })).toBeVisible();
  await applicant.locator("input[type=file]").setInputFiles({ name: "cv-2026.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByRole("link", { name: "cv-2026.pdf" })).toBeVisible();
  await applicant.getByRole("link", { name: "Back to your offer" }).first().click();

  // The Uni user satisfies both and makes the offer unconditional.
  await assess(uni, "Passport", "Satisfied", { label: /^Note/, value: "Passport checked" });
  await assess(uni, "CV", "Satisfied", { label: /^Note/, value: "Current CV received" });
  await changeStatus(uni, "Unconditional");

  // The applicant pays a deposit and uploads proof.
  await applicant.reload();
  await applicant.getByRole("link", { name: "Tell us how you will pay your deposit or fees" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Payment");
  await expectNoAxeViolations(applicant);
  await applicant.getByLabel("Deposit", { exact: true }).check();
  await applicant.getByLabel(/^Amount paid/).fill("3000.00");
  await date(applicant, /^Date of payment/, "20", "11", "2026");
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Proof of payment");
  await applicant.locator("input[type=file]").setInputFiles({ name: "receipt.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByRole("link", { name: "receipt.pdf" })).toBeVisible();
  await expectNoAxeViolations(applicant);
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { name: "Payment", level: 2 })).toBeVisible();

  // The Uni user approves it; the person is handed over to the CAS pipeline.
  await openPerson(uni);
  await uni.getByRole("link", { name: "Review payment" }).last().click();
  await expectNoAxeViolations(uni);
  await uni.getByLabel("Review status").selectOption("Approved");
  await save(uni);
  const cas = uni.locator("section", { has: uni.getByRole("heading", { name: "CAS record" }) });
  await expect(cas).toContainText("Post-Deposit");
  await expectNoAxeViolations(uni);
  await uni.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "CAS pipeline" }).click();
  await expect(uni).toHaveTitle("CAS pipeline - CAS Shield");
  await uni.getByRole("navigation", { name: "Lists" }).getByRole("link", { name: /^Post-Deposit \(\d+\)$/ }).click();
  await uni.getByText("Filter", { exact: true }).click();
  await uni.getByLabel("Search", { exact: true }).fill(APPLICANT);
  await uni.getByRole("button", { name: "Apply filters" }).click();
  await expect(uni.locator("tbody tr")).toHaveCount(1);
  await expectNoAxeViolations(uni);

  // Signed in again, the person has the CAS checklist.
  const again = await (await browser.newContext()).newPage();
  await signIn(again, APPLICANT);
  await again.getByRole("link", { name: "Your CAS checklist" }).click();
  await expect(again).toHaveTitle("Welcome - CAS Shield");
  await expect(again.getByRole("link", { name: "Start your checklist" })).toBeVisible();
  await expectNoAxeViolations(again);
});
