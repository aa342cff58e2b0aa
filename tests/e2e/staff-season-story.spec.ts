// Issue 39's "Done when" story in Chromium: a Uni officer issues a conditional offer with a new
// condition (and again with JavaScript off), the applicant accepts, the officer edits the fee, the
// applicant sees the change and accepts again, uploads the condition's document and a payment;
// the officer finds the document awaiting review by its type, rejects it with a reason, approves
// the replacement, reviews the payment seeing its amount, date and proof, and reads the history
// with every reason. axe runs on every page the story visits, and at 320 px nothing scrolls
// sideways.
import { expect, test, type Page } from "@playwright/test";
import { PDF_SCAN, date, expectNoAxeViolations, signIn } from "./form-steps";

const TENANT = "pennine";
const APPLICANT = `applicant1@${TENANT}.example.ac.uk`;
const OFFICER = `uni@${TENANT}.example.ac.uk`;
const REQUIREMENT = "English language results";
const CONDITION = "IELTS for UKVI 6.5 overall, no band below 6.0";
const INTERNAL_NOTE = "Agreed with the admissions tutor on the phone";
const REJECTION = "The test report is cut off: upload every page";

/** Pages of a browser without JavaScript: axe and the width check run in the page, so the same pages are checked with it instead. */
const withoutScripts = new WeakSet<Page>();

/** Every page the story visits: no axe violation, and at 320 px nothing scrolls sideways. */
async function checkPage(page: Page) {
  if (withoutScripts.has(page)) return;
  await expectNoAxeViolations(page);
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 320, height: 900 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize(size);
  expect(sideways, `${page.url()} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
}

async function openPerson(uni: Page, applicant: string) {
  await uni.goto(`/students?search=${encodeURIComponent(applicant)}`);
  await uni.locator("tbody tr").first().getByRole("link").first().click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

async function editFee(uni: Page, applicant: string, pounds: string) {
  await openPerson(uni, applicant);
  await uni.getByRole("link", { name: "Edit offer details" }).last().click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Offer details");
  await checkPage(uni);
  await uni.getByLabel(/^Tuition fee/).fill(pounds);
  const start = uni.getByLabel("Offer letter start text");
  if (!(await start.inputValue())) await start.fill("We are pleased to offer you a place.");
  await save(uni);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

/** Makes the offer conditional with a condition added on the status form ("Add conditions"). */
async function issueWithNewCondition(uni: Page, applicant: string) {
  await openPerson(uni, applicant);
  await uni.getByRole("link", { name: "Change offer status" }).last().click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Change offer status");
  await checkPage(uni);
  await uni.getByRole("combobox", { name: /^New status/ }).selectOption("Conditional");
  if (withoutScripts.has(uni)) {
    // Without JavaScript the conditions show once the chosen status has been sent (and said to need one).
    await save(uni);
    await expect(uni.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  }
  await uni.getByRole("button", { name: /^Add (conditions|another)/ }).first().click();
  const requirement = uni.getByRole("textbox", { name: /^Requirement/ }).last();
  await expect(requirement).toBeVisible();
  await requirement.fill(REQUIREMENT);
  await uni.getByRole("combobox", { name: /^Status/ }).last().selectOption("Condition");
  await uni.getByRole("textbox", { name: /^Condition/ }).last().fill(CONDITION);
  await uni.getByLabel(/^Internal note/).fill(INTERNAL_NOTE);
  const notify = uni.getByRole("group", { name: /^Notify the applicant/ });
  if (await notify.count()) await notify.getByLabel("No", { exact: true }).check();
  await save(uni);
  await expect(uni.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
  await expect(uni.getByText(`${REQUIREMENT}: ${CONDITION}`).or(uni.getByText(CONDITION)).first()).toBeVisible();
}

async function uploadFor(applicant: Page, condition: string, fileName: string) {
  await applicant.getByRole("link", { name: condition }).first().click();
  await expect(applicant.getByRole("heading", { level: 1 })).toContainText(condition);
  await applicant.locator("input[type=file]").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByRole("link", { name: fileName })).toBeVisible();
  await checkPage(applicant);
  await applicant.getByRole("link", { name: "Back to your offer" }).first().click();
}

test("a season's offer, documents and payment, as the officer acts on them and the history tells it", async ({ browser }) => {
  test.setTimeout(300_000);
  const uni = await (await browser.newContext()).newPage();
  const applicant = await (await browser.newContext()).newPage();
  await signIn(uni, OFFICER);
  await signIn(applicant, APPLICANT);

  // The officer sets the fee and issues a conditional offer with a condition added there and then.
  await editFee(uni, APPLICANT, "15000");
  await issueWithNewCondition(uni, APPLICANT);
  await checkPage(uni);

  // The applicant accepts it.
  await applicant.goto("/offers");
  await applicant.getByRole("link", { name: /View your offer/ }).last().click();
  await expect(applicant.getByText(CONDITION).first()).toBeVisible();
  await checkPage(applicant);
  await applicant.getByLabel("Yes, I accept this offer").check();
  await applicant.getByRole("button", { name: "Send your decision" }).click();
  await expect(applicant.getByText(/^You accepted this offer on/)).toBeVisible();
  const offerUrl = applicant.url();

  // The officer edits the fee; the applicant sees the change and accepts again.
  await editFee(uni, APPLICANT, "16000");
  await expect(uni.getByText("Tuition fee: £15,000.00 → £16,000.00").first()).toBeVisible();
  await applicant.goto(offerUrl);
  await expect(applicant.getByText("Tuition fee: £15,000.00 to £16,000.00")).toBeVisible();
  await checkPage(applicant);
  await applicant.getByRole("button", { name: "Accept the changed offer" }).click();
  await expect(applicant.getByRole("heading", { name: "The university has changed this offer" })).toHaveCount(0);

  // The applicant uploads the condition's document, and pays a deposit with its proof.
  await uploadFor(applicant, REQUIREMENT, "ielts-page-1.pdf");
  await applicant.getByRole("link", { name: "Tell us how you will pay your deposit or fees" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Payment");
  await checkPage(applicant);
  await applicant.getByLabel("Deposit", { exact: true }).check();
  await applicant.getByLabel(/^Amount paid/).fill("3000.00");
  await date(applicant, /^Date of payment/, "20", "11", "2026");
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Proof of payment");
  await applicant.locator("input[type=file]").setInputFiles({ name: "deposit-receipt.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByRole("link", { name: "deposit-receipt.pdf" })).toBeVisible();
  await checkPage(applicant);
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { name: "Payment", level: 2 })).toBeVisible();

  // The officer finds the applicant among those with documents awaiting review, and the document by its type.
  await uni.goto("/students?tab=conditional");
  await uni.getByText("Filter", { exact: true }).click();
  await uni.getByLabel("Documents", { exact: true }).selectOption({ label: "With documents awaiting review" });
  await uni.getByLabel("Search", { exact: true }).fill(APPLICANT);
  await uni.getByRole("button", { name: "Apply filters" }).click();
  await expect(uni.getByRole("link", { name: /Remove filter Documents: With documents awaiting review/ })).toBeVisible();
  await expect(uni.locator("tbody tr")).toHaveCount(1);
  await checkPage(uni);
  await uni.locator("tbody tr").first().getByRole("link").first().click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
  // A condition written on the status page is named by its own words (it has no type in the configuration).
  const documentType = `Offer condition: ${REQUIREMENT}`;
  const awaiting = uni.getByRole("listitem").filter({ hasText: documentType }).filter({ hasText: "Awaiting review" });
  await expect(awaiting.getByRole("link", { name: "File: ielts-page-1.pdf" })).toBeVisible();
  await checkPage(uni);

  // It is rejected with a reason; the applicant uploads another, which is approved.
  await awaiting.getByRole("link", { name: `Review ${documentType}` }).click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText(documentType);
  await checkPage(uni);
  await uni.getByLabel("Reject: the applicant uploads another").check();
  await uni.getByLabel(/^Reason for document rejection/).fill(REJECTION);
  await save(uni);
  await expect(uni.getByText("Rejected", { exact: true }).first()).toBeVisible();
  await applicant.goto(offerUrl);
  await uploadFor(applicant, REQUIREMENT, "ielts-all-pages.pdf");
  await openPerson(uni, APPLICANT);
  const replacement = uni.getByRole("listitem").filter({ hasText: documentType }).filter({ hasText: "ielts-all-pages.pdf" });
  await expect(replacement).toContainText("Awaiting review");
  await replacement.getByRole("link", { name: `Review ${documentType}` }).click();
  await checkPage(uni);
  await uni.getByLabel(/^Approve/).check();
  await save(uni);
  await expect(uni.getByText("Approved", { exact: true }).first()).toBeVisible();

  // The payment: amount, date and proof, then approved.
  await openPerson(uni, APPLICANT);
  await uni.getByRole("link", { name: "Review payment" }).last().click();
  const submitted = uni.locator("section", { has: uni.getByRole("heading", { name: "What the applicant submitted" }) });
  await expect(submitted).toContainText("£3,000.00");
  await expect(submitted).toContainText("20 Nov 2026");
  await expect(submitted.getByRole("link", { name: /deposit-receipt\.pdf/ })).toBeVisible();
  await checkPage(uni);
  await uni.getByLabel("Review status").selectOption("Approved");
  await save(uni);
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();

  // The history: who did what, in words, with every reason and note.
  const history = uni.locator("section", { has: uni.getByRole("heading", { name: "History", exact: true }) });
  await expect(history).toContainText("Offer status changed from Applied to Conditional");
  await expect(history).toContainText(`Internal note: ${INTERNAL_NOTE}`);
  await expect(history).toContainText("Tuition fee: £15,000.00 → £16,000.00");
  await expect(history).toContainText(`${documentType} reviewed: Rejected`);
  await expect(history).toContainText(`Reason: ${REJECTION}`);
  await expect(history).toContainText(`${documentType} reviewed: Approved`);
  await expect(history).toContainText("Amount paid: (empty) → £3,000.00");
  await expect(history).toContainText("Date of payment: (empty) → 20 November 2026");
  await expect(history).toContainText("Review status: Review → Approved");
  await expect(history).not.toContainText(/\{"|fee pence|Record updated/);
  await checkPage(uni);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the officer issues a conditional offer with a new condition", async ({ page }) => {
    const applicant = `applicant2@westhaven.example.ac.uk`;
    withoutScripts.add(page);
    await signIn(page, "uni@westhaven.example.ac.uk");
    await editFee(page, applicant, "14000");
    await issueWithNewCondition(page, applicant);
    const history = page.locator("section", { has: page.getByRole("heading", { name: "History", exact: true }) });
    await expect(history).toContainText("Offer status changed from Draft to Conditional");
    await expect(history).toContainText(`Internal note: ${INTERNAL_NOTE}`);
  });
});
