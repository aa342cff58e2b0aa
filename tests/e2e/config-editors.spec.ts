// A typed area editor in Chromium (issue 20 item 3): Pennine's admin adds next year's funding
// figures as a dated row with its source through the form (no JSON typed), saves it into the
// draft and finds the row there; the tabs editor shows each tab's count; a reminder's trigger opens
// in the builder on the student record's fields with their labels, and a document's on the checklist's
// questions. axe checks the pages.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

const ADMIN = "uniadmin@pennine.example.ac.uk";

test("an admin adds a dated row of funding figures with its source through the form", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  // The overview leads to the area's form (issue 38 item 7); its JSON is under "Advanced".
  await admin.goto("/config");
  await admin.locator("section", { has: admin.locator("#areas-heading") }).getByRole("link", { name: "Funding", exact: true }).click();
  // The dated rows are keyed (decision 0095), so the area opens as their table; the whole form is one link away.
  await admin.getByRole("link", { name: "Change all of Funding figures on one page" }).click();
  // The table page has the same heading: the form's address and its rows say the link was followed
  // (under load, the rows were counted, and axe run, on the table page still showing).
  await expect(admin).toHaveURL(/\/config\/areas\/funding\/edit$/);
  const rows = admin.locator(".repeatable__item");
  await expect(rows.first()).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Funding figures" })).toBeVisible();
  await expectNoAxeViolations(admin);

  const before = await rows.count();
  await admin.getByRole("button", { name: /^Add another/ }).first().click();
  await expect(rows).toHaveCount(before + 1);
  const row = rows.nth(before);
  await row.getByLabel("Day", { exact: true }).fill("1");
  await row.getByLabel("Month", { exact: true }).fill("1");
  await row.getByLabel("Year", { exact: true }).fill("2027");
  await row.getByLabel("Monthly figure in London (£)").fill("1600");
  await row.getByLabel("Monthly figure elsewhere in the UK (£)").fill("1230");
  await row.getByLabel("Most months counted").fill("9");
  await row.getByLabel("Source").fill("Home Office guidance, January 2027");
  await admin.getByRole("button", { name: "Save", exact: true }).click();

  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Funding figures" })).toBeVisible();
  await admin.getByText("Advanced: each area as JSON").click();
  await admin.getByRole("link", { name: "Edit Funding as JSON" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Configuration area: Funding" })).toBeVisible();
  const json = JSON.parse(await admin.getByLabel("Funding (JSON)").inputValue());
  // The rows are keyed by their date (decision 0095).
  expect(json.maintenance["2027-01-01"]).toEqual({ effectiveFrom: "2027-01-01", monthlyLondon: 1600, monthlyElsewhere: 1230, maxMonths: 9, source: "Home Office guidance, January 2027" });
  expect(Object.keys(json.maintenance)).toHaveLength(before + 1);

  await admin.goto("/config/areas/tabs/edit");
  await expect(admin.getByRole("heading", { name: "Records each tab lists now" })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The Conditional tab's condition opens in the builder on the list's own fields; widened to unconditional offers too.
  const conditional = admin.locator(".repeatable__item").filter({ has: admin.locator('input[value="conditional"]') }).first();
  const builder = conditional.getByRole("form", { name: /^Records shown when \(Item \d+\): conditions$/ });
  await expect(builder.getByTitle("Question")).toHaveValue("status");
  await builder.getByTitle("How it compares").selectOption({ label: "is one of" });
  await builder.getByTitle("Value").selectOption(["Conditional", "Unconditional"]);
  await expect(conditional.getByText("when offer status is one of Conditional, Unconditional")).toBeVisible();
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();
  await admin.getByText("Advanced: each area as JSON").click();
  await admin.getByRole("link", { name: "Edit Dashboard tabs as JSON" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Configuration area: Dashboard tabs" })).toBeVisible();
  const tabs = JSON.parse(await admin.getByLabel("Dashboard tabs (JSON)").inputValue()) as Record<string, { id: string; predicate: unknown }>;
  expect(tabs.conditional?.predicate).toEqual({ in: [{ var: "status" }, ["Conditional", "Unconditional"]] });
});

test("an admin copies records into the sandbox and opens a copy's forms", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "uniadmin@caledonia.example.ac.uk");
  await admin.goto("/config");
  await admin.getByRole("link", { name: "Sandbox" }).click();
  await expect(admin.getByText("The sandbox is empty.")).toBeVisible();
  await admin.getByLabel("How many records to copy").fill("20");
  await admin.getByRole("button", { name: "Copy records into the sandbox" }).click();
  await expect(admin.getByText(/^20 copies made on/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Open", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 3 })).toBeVisible();
  await expectNoAxeViolations(admin);
});

test("a reminder's trigger opens in the builder on the student record's own fields", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.goto("/config/areas/reminders/edit");
  const welcome = admin.locator(".repeatable__item").filter({ has: admin.locator('input[value="welcome"]') }).first();
  const builder = welcome.getByRole("form", { name: /^Sent when \(Item \d+\): conditions$/ });
  const questions = builder.getByTitle("Question");
  await expect(questions.first()).toHaveValue("invitedAt");
  await expect(questions.first().locator("option:checked")).toHaveText("Invited on");
  await expect(questions.nth(1).locator("option:checked")).toHaveText("Goes straight to the CAS tasks");
  await expect(welcome.locator("[id$='trigger-summary']")).toHaveText("Summary: when Invited on is given and Goes straight to the CAS tasks is not yes");
  await expectNoAxeViolations(admin);
});

test("a document's condition opens in the builder on the checklist's questions", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.goto("/config/areas/documents/edit");
  const visa = admin.locator(".repeatable__item .repeatable__item").filter({ has: admin.locator('input[value="studentVisa"]') }).first();
  await expect(visa.getByLabel("Group of documents")).toHaveValue("studentVisas");
  const builder = visa.getByRole("form", { name: /^Asked for when \(Item \d+, Item \d+\): conditions$/ });
  await expect(builder.getByTitle("Question").first().locator("option:checked")).toHaveText("Prior Study and Travel: Have you studied in the UK before?");
  await expectNoAxeViolations(admin);
});

test("the tabs are a table, each tab opening its own form with its roles ticked by their names (decision 0083)", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.goto("/config/areas/tabs/items");
  const table = admin.getByRole("table", { name: "Tabs" });
  await expect(table.getByRole("rowheader").first()).toHaveText("Leads");
  await expectNoAxeViolations(admin);
  await table.getByRole("link", { name: "Change Applied" }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: "Change Applied" })).toBeVisible();
  await expect(admin.getByRole("checkbox", { name: "University admin" })).toBeChecked();
  await expectNoAxeViolations(admin);
  // Saved with JavaScript: back to the table, the tab renamed in its row.
  await admin.getByLabel("Tab name").fill("Applied, all routes");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();
  await expect(admin.getByRole("table", { name: "Tabs" }).getByRole("rowheader", { name: "Applied, all routes" })).toBeVisible();
});
