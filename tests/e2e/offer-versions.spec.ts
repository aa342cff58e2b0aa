// Issue 39's offer that cannot change under the applicant, in Chromium (decision 0045): a Uni
// officer sets the fee on an issued offer, the applicant accepts it, the officer edits the fee;
// the applicant still reads the fee they accepted, with what changed, and accepts the changed
// offer; the officer sees the versions and acknowledges the applicant's news. axe on every page.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

const APPLICANT = "applicant3@westhaven.example.ac.uk";

async function openPerson(uni: Page) {
  await uni.goto(`/students?search=${encodeURIComponent(APPLICANT)}`);
  await uni.locator("tbody tr").first().getByRole("link").first().click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

async function editFee(uni: Page, pounds: string) {
  await openPerson(uni);
  await uni.getByRole("link", { name: "Edit offer details" }).last().click();
  await expect(uni.getByRole("heading", { level: 1 })).toHaveText("Offer details");
  await uni.getByLabel(/^Tuition fee/).fill(pounds);
  const start = uni.getByLabel("Offer letter start text");
  if (!(await start.inputValue())) await start.fill("We are pleased to offer you a place.");
  await uni.getByRole("button", { name: "Save", exact: true }).click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
}

test("the officer changes an accepted offer's fee and the applicant accepts the change", async ({ browser }) => {
  test.setTimeout(120_000);
  const uni = await (await browser.newContext()).newPage();
  const applicant = await (await browser.newContext()).newPage();
  await signIn(uni, "uni@westhaven.example.ac.uk");
  await signIn(applicant, APPLICANT);

  // The issued offer gets its fee; the applicant accepts it.
  await editFee(uni, "15000");
  await applicant.goto("/offers");
  await applicant.getByRole("link", { name: /View your offer/ }).last().click();
  await expect(applicant.getByText(/Tuition fee/).first()).toBeVisible();
  await applicant.getByLabel("Yes, I accept this offer").check();
  await applicant.getByRole("button", { name: "Send your decision" }).click();
  await expect(applicant.getByText(/^You accepted this offer on/)).toBeVisible();
  const offerUrl = applicant.url();

  // The officer edits the fee: the applicant's acceptance of the change is awaited.
  await editFee(uni, "16000");
  await expect(uni.getByText(/Version \d+ is waiting for them to accept it/)).toBeVisible();
  await expect(uni.getByRole("heading", { name: "Versions of this offer" })).toBeVisible();
  await expect(uni.getByText("Tuition fee: £15,000.00 → £16,000.00").first()).toBeVisible();
  await expectNoAxeViolations(uni);

  // The applicant still reads the fee they accepted, sees what changed, and accepts the change.
  await applicant.goto(offerUrl);
  await expect(applicant.getByRole("heading", { name: "The university has changed this offer" })).toBeVisible();
  await expect(applicant.getByText("Tuition fee: £15,000.00 to £16,000.00")).toBeVisible();
  const fees = applicant.locator("dl[aria-labelledby=fees-heading]");
  await expect(fees).toContainText("15,000.00");
  await expect(fees).not.toContainText("16,000.00");
  await expect(applicant.getByText(/^You accepted this offer on/)).toBeVisible();
  await expectNoAxeViolations(applicant);
  await applicant.getByRole("button", { name: "Accept the changed offer" }).click();
  await expect(applicant.getByRole("heading", { name: "The university has changed this offer" })).toHaveCount(0);
  await expect(fees).toContainText("16,000.00");
  await expectNoAxeViolations(applicant);

  // The officer sees the change accepted and acknowledges the applicant's news.
  await openPerson(uni);
  await expect(uni.getByText(/is waiting for them to accept it/)).toHaveCount(0);
  await expect(uni.getByText("Applicant has provided new information").last()).toBeVisible();
  await uni.getByRole("button", { name: "Acknowledge" }).last().click();
  await expect(uni.getByRole("heading", { name: "Offers" })).toBeVisible();
  await expect(uni.getByText("Applicant's new information acknowledged").first()).toBeVisible();
  await expectNoAxeViolations(uni);
});
