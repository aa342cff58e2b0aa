// Issue 23 in Chromium: Thamesgate's CAS team lead writes 'when a deposit is approved, move the
// student to Post-Deposit and tag them Deposit paid' in the Config screen's form (the condition in
// the builder, no JSON typed), reads on the impact page how many students it would act on now,
// and publishes; a staff member then approves Oliver Hughes's deposit receipt and finds him moved
// and tagged, the automation's run in his history. axe checks the pages.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

const NAME = "When deposit approved, move to Post-Deposit and tag Deposit paid";

test("a team lead's automation moves and tags a student when staff approve the deposit", async ({ browser }) => {
  test.setTimeout(150_000);
  const lead = await (await browser.newContext()).newPage();
  await signIn(lead, "uniadmin@thamesgate.example.ac.uk");
  await lead.goto("/config/areas/automations");
  await lead.getByRole("link", { name: "Change Automations with a form" }).click();
  await expect(lead.getByRole("heading", { level: 1, name: "Automations" })).toBeVisible();
  await lead.getByRole("button", { name: "Add automations" }).click();
  const item = lead.locator(".repeatable__item").last();
  await item.getByLabel(/^Automation identifier/).fill("deposit-paid");
  // Automations are keyed by id, each with its position (decision 0091).
  await item.getByLabel(/^Position/).fill("10");
  await item.getByLabel(/^Name/).fill(NAME);
  await item.getByRole("group", { name: /^Switched on/ }).getByLabel("Yes").check();
  await item.getByLabel(/^Runs when/).selectOption({ label: "A document is reviewed" });
  await item.getByLabel("Records it acts on").selectOption({ label: "CAS students" });

  // The condition in the builder: the deposit receipt, approved.
  const builder = item.getByRole("form", { name: /^Acts when \(Item \d+\): conditions$/ });
  await builder.getByRole("button", { name: "Add a condition" }).click();
  await builder.getByTitle("Question").selectOption({ label: "Document uploaded or reviewed" });
  await builder.getByTitle("Value").fill("deposit");
  await builder.getByRole("button", { name: "Add a condition" }).click();
  await builder.getByTitle("Question").nth(1).selectOption({ label: "The document's review" });
  await builder.getByTitle("Value").nth(1).selectOption("APPROVED");
  await expect(item.locator("[id$='when-summary']")).toContainText("Document uploaded or reviewed");

  await item.getByLabel("Tags it adds").fill("Deposit paid");
  await item.getByLabel("CAS stage it moves the student to").selectOption({ label: "Post-Deposit" });
  // Stages and roles are picked from the university's own lists, not typed.
  await expect(item.getByLabel("Assigns the record to a staff member with the role").getByRole("option", { name: "University staff (secure)" })).toHaveCount(1);
  await item.getByLabel("When you publish it").selectOption({ label: "Act only on changes from now" });
  await expectNoAxeViolations(lead);
  await lead.getByRole("button", { name: "Save", exact: true }).click();
  // Saved, the officer stays on the form (issue 38 item 7).
  await expect(lead.getByText("Your changes have been saved to the draft.")).toBeVisible();

  // The impact check: how many students it would act on now, and that publishing leaves them.
  await lead.goto("/config/impact");
  const automations = lead.getByRole("region", { name: "Automations" });
  await expect(automations).toContainText(`‘${NAME}’ would act on 0 students now. It acts only on changes from now: publishing leaves them as they are.`);
  await expectNoAxeViolations(lead);
  await lead.goto("/config");
  await lead.getByLabel("What has changed?").fill("Deposit approved: Post-Deposit and tagged");
  await lead.getByRole("button", { name: "Publish" }).click();
  await expect(lead).toHaveTitle("Published versions - CAS Shield");

  // A staff member approves Oliver's deposit receipt.
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, "uni@thamesgate.example.ac.uk");
  await staff.goto("/cas");
  await staff.getByRole("link", { name: /^Pre-Deposit/ }).first().click();
  await staff.getByRole("row", { name: /Oliver Hughes/ }).getByRole("link").first().click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Oliver Hughes");
  await staff.getByRole("link", { name: "Review Deposit receipt" }).click();
  await staff.getByLabel("Approve").check();
  await staff.getByRole("button", { name: "Save", exact: true }).click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Oliver Hughes");

  // Moved and tagged by the automation, which the history names.
  await expect(staff.getByText("Approved", { exact: true }).first()).toBeVisible();
  const history = staff.getByRole("region", { name: "History" });
  await expect(history).toContainText(`Automation ‘${NAME}’ ran by an automation`);
  const run = history.getByRole("listitem").filter({ hasText: `Automation ‘${NAME}’ ran` });
  await expect(run.getByRole("listitem")).toHaveText(["CAS stage: Pre-Deposit → Post-Deposit", "Tags: (empty) → Deposit paid"]);
  await expect(history).toContainText("Deposit receipt reviewed: Approved by");
  await expect(staff.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText(["Deposit paid"]);
  await expectNoAxeViolations(staff);
});
