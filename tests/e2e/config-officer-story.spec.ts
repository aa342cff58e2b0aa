// Issue 38's "Done when" as one story in Chromium (decision 0085): Westhaven's config officer
// (UniAdmin), typing no JSON anywhere, adds a yes/no question with a follow-up shown on Yes and
// messages of her own; adds an "Awaiting deposit" tab of conditional offers with no approved
// deposit and sees its count on the impact page; makes a document required for September
// starters of any year; reads the impact of each; previews the calculator under a draft funding
// change; publishes; checks what a student, an applicant, staff and another university's users
// see; rolls back through the impact page and the publish confirmation, and finds the stored
// answers still there when the question returns. axe checks the main Config pages it visits.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

const UNI = "westhaven";
const at = (local: string, tenant = UNI) => `${local}@${tenant}.example.ac.uk`;
const YES_NO = "Have you lived in the UK before?";
const FOLLOW_UP = "Tell us where and when you lived in the UK";
const YES_NO_MESSAGE = "Select yes if you have lived anywhere in the UK before";
const FOLLOW_UP_MESSAGE = "Enter the town and the years you lived in the UK";
const TAB = "Awaiting deposit";
const DOCUMENT = "Previous CAS";
// Students whose course starts in September (the demo's 2027-09 intake): the first has not
// opened the documents tasks yet (so the impact page lists the document as new to them), the
// second has every document of the General Documents task uploaded.
const STUDENT = "student1";
const STUDENT_WITH_DOCUMENTS = "student8";
// A student whose course details are answered, so the funds calculator works out a figure. Picked
// by name: the list is newest first, and the demo's students are seeded within a millisecond or
// two of each other (the first was once one whose course fee is not known).
const PREVIEWED_STUDENT = "student17";

async function personPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function saveArea(admin: Page) {
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  // The documents and tabs forms are long: their save takes longer than a page.
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible({ timeout: 30_000 });
}

/** The preview's record picker set to one student, found by their email in the option's name. */
async function showFormFor(admin: Page, local: string) {
  const pick = admin.getByLabel("Show the form for");
  const value = await pick.locator("option", { hasText: `(${at(local)})` }).getAttribute("value");
  await pick.selectOption(value ?? "");
}

/** The document's line on the student's General Documents task page. */
const documentRow = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name: DOCUMENT, exact: true }) });

async function openIdentity(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Your application" }).click();
  await page.getByRole("link", { name: "Identity", exact: true }).click();
  await expect(page).toHaveTitle("Identity - CAS Shield");
}

/** The identity page's own mandatory questions, answered as the demo applicant. */
async function fillIdentity(page: Page) {
  await page.getByLabel("Title").selectOption({ label: "Ms" });
  await page.getByLabel(/^Given name/).fill("Amara");
  await page.getByLabel(/^Family name/).fill("Okafor");
  await page.getByRole("group", { name: /Which identity document/ }).getByLabel("I do not have either").check();
  await page.getByRole("group", { name: /known by another name/ }).getByLabel("No", { exact: true }).check();
}

/** Publishes the draft from the Overview with a note (the confirmation is the publish form itself). */
async function publish(admin: Page, note: string) {
  await admin.goto("/config");
  await admin.getByRole("button", { name: "Validate" }).click();
  // Validate and publish check every form and area of the university: slower than a page.
  await expect(admin.getByText("No problems found. The draft can be published.")).toBeVisible({ timeout: 45_000 });
  await admin.getByLabel("What has changed?").fill(note);
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield", { timeout: 45_000 });
}

test("a config officer tailors Westhaven without JSON, checks each change as the people it reaches, and rolls back losing no answer", async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await personPage(browser, at("uniadmin"));
  await admin.goto("/config");
  await expect(admin.getByText("Configuring Westhaven College")).toBeVisible();
  await expectNoAxeViolations(admin);

  // 1. A yes/no question and a follow-up shown on Yes, each with its own message.
  await admin.goto("/config/forms/identity");
  await admin.getByRole("button", { name: "Add a question" }).click();
  await admin.getByRole("radio", { name: "Yes or no" }).check();
  await admin.getByLabel("Question", { exact: true }).fill(YES_NO);
  await admin.getByRole("button", { name: "Fill in the messages" }).click();
  await expect(admin.getByLabel("When the question is not answered")).toHaveValue("Select yes if you have lived in the UK before");
  await admin.getByLabel("When the question is not answered").fill(YES_NO_MESSAGE);
  await admin.getByRole("button", { name: "Save question" }).click();
  await expect(admin.getByText("The question has been saved to the draft.")).toBeVisible();

  await admin.getByRole("button", { name: "Add a question" }).click();
  await admin.getByRole("radio", { name: "Long text (several lines)" }).check();
  await admin.getByLabel("Question", { exact: true }).fill(FOLLOW_UP);
  await admin.getByLabel("Where does it go on the page ‘Identity’?").selectOption({ label: YES_NO });
  await admin.getByRole("radio", { name: "When a condition is met" }).check();
  const shownWhen = admin.getByRole("form", { name: "When a condition is met: conditions" });
  await shownWhen.getByRole("button", { name: "Add a condition" }).click();
  await shownWhen.getByTitle("Question").selectOption({ label: YES_NO });
  await shownWhen.getByTitle("How it compares").selectOption({ label: "is" });
  await shownWhen.getByTitle("Value").selectOption({ label: "Yes" });
  await admin.getByLabel("When the question is not answered").fill(FOLLOW_UP_MESSAGE);
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Save question" }).click();
  await expect(admin.getByText("The question has been saved to the draft.")).toBeVisible();

  // 2. The "Awaiting deposit" tab: conditional offers whose deposit is not approved.
  await admin.goto("/config/areas/tabs/items");
  await admin.getByRole("link", { name: "Add Tabs" }).click();
  await admin.getByLabel("Tab identifier").fill("awaiting-deposit");
  await admin.getByLabel("Position").fill("55");
  await admin.getByLabel("Tab name").fill(TAB);
  // Roles and columns are picked by their names, never typed as codes.
  const roles = admin.getByRole("group", { name: "Roles that see the tab" });
  for (const role of ["University admin", "University staff", "University staff (lite)", "University staff (secure)"]) await roles.getByRole("checkbox", { name: role, exact: true }).check();
  await admin.getByLabel("Records listed").selectOption({ label: "Offers" });
  const rows = admin.getByRole("form", { name: /^Records shown when/ });
  await rows.getByRole("button", { name: "Add a condition" }).click();
  await rows.getByTitle("Question").last().selectOption({ label: "Offer status" });
  await rows.getByTitle("How it compares").last().selectOption({ label: "is" });
  await rows.getByTitle("Value").last().selectOption({ label: "Conditional" });
  await rows.getByRole("button", { name: "Add a condition" }).click();
  await rows.getByTitle("Question").last().selectOption({ label: "Deposit payment" });
  await rows.getByTitle("How it compares").last().selectOption({ label: "is not" });
  await rows.getByTitle("Value").last().fill("Approved");
  await expect(admin.getByText("when Offer status is Conditional and Deposit payment is not Approved")).toBeVisible();
  const columns = admin.getByRole("group", { name: "Columns" });
  for (const column of ["Given name", "Family name", "Email", "Course", "Intake (Applications, Offers, CAS students)", "Offer status", "Deposit payment"]) await columns.getByRole("checkbox", { name: column, exact: true }).check();
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();
  await expect(admin.getByRole("table", { name: "Tabs" }).getByRole("rowheader", { name: TAB })).toBeVisible();

  await admin.goto("/config/impact");
  const tabImpact = admin.locator("section", { has: admin.locator("#tabs-impact-heading") });
  await expect(tabImpact).toContainText(`Dashboard tabs, ‘${TAB}’ (new tab):`);
  const tabCount = Number(/‘Awaiting deposit’ \(new tab\): (\d+) records?/.exec(await tabImpact.innerText())?.[1]);
  expect(tabCount).toBeGreaterThan(0);

  // 3. A document required for September starters of any year.
  await admin.goto("/config/areas/documents/edit");
  const document = admin.locator(".repeatable__item .repeatable__item").filter({ has: admin.locator(`input[value="${DOCUMENT}"]`) }).last();
  await expect(document.getByLabel("Document identifier")).toHaveValue("cas");
  await document.getByRole("group", { name: "Must be provided" }).getByLabel("Yes", { exact: true }).check();
  const askedFor = document.getByRole("form", { name: /^Asked for when/ });
  await askedFor.getByRole("button", { name: "Add a condition" }).click();
  await askedFor.getByTitle("Question").selectOption({ label: "Intake (when the course starts)" });
  await askedFor.getByTitle("How it compares").selectOption({ label: "is in the month of" });
  await askedFor.getByTitle("Value").selectOption(["September"]);
  await expect(document.getByText("Summary: when Intake (when the course starts) is in September")).toBeVisible();
  await saveArea(admin);

  // 4. A draft funding change, and the calculator previewed under it.
  await admin.goto("/config/forms/source-of-funds/preview");
  await showFormFor(admin, PREVIEWED_STUDENT);
  await admin.getByRole("button", { name: "Show", exact: true }).click();
  const calculator = admin.locator("section", { has: admin.locator("#draft-funding-heading") });
  await expect(calculator).toBeVisible();
  const published = await calculator.innerText();

  await admin.goto("/config/areas/funding/edit");
  // The figures in force today are the first row (the newest first).
  const figures = admin.locator(".repeatable__item").filter({ has: admin.getByLabel("Monthly figure in London (£)") }).first();
  const london = figures.getByLabel("Monthly figure in London (£)");
  const elsewhere = figures.getByLabel("Monthly figure elsewhere in the UK (£)");
  const raised = Number(await elsewhere.inputValue()) + 100;
  await london.fill(String(Number(await london.inputValue()) + 100));
  await elsewhere.fill(String(raised));
  await saveArea(admin);

  await admin.goto("/config/forms/source-of-funds/preview");
  await showFormFor(admin, PREVIEWED_STUDENT);
  await admin.getByRole("button", { name: "Show", exact: true }).click();
  await expect(calculator).toBeVisible();
  // The draft's figure, waited for (the page reloads on Show), then the whole calculator differs.
  await expect(calculator).toContainText(`£${raised.toLocaleString("en-GB")} a month`);
  expect(await calculator.innerText()).not.toEqual(published);
  await expectNoAxeViolations(admin);

  // 5. The impact of each change.
  await admin.goto("/config/impact");
  await expect(admin.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
  const documents = admin.locator("section", { has: admin.locator("#documents-impact-heading") });
  await expect(documents).toContainText(DOCUMENT);
  await expect(documents).toContainText(`Amara Okafor (${at(STUDENT)}) (CAS stage: Waiting for Intake) would be asked for: ${DOCUMENT}`);
  await expect(admin.locator("section", { has: admin.locator("#funding-impact-heading") })).toContainText("more");
  await expect(tabImpact).toContainText(`‘${TAB}’ (new tab): ${tabCount} record`);
  await expectNoAxeViolations(admin);

  // 6. Publish.
  await publish(admin, "Lived in the UK; Awaiting deposit tab; Previous CAS for September starters; funding figures");
  await expectNoAxeViolations(admin);

  // 7a. The applicant gets the question, its follow-up on Yes, and the officer's messages.
  const applicant = await personPage(browser, at("applicant1"));
  await openIdentity(applicant);
  const livedHere = applicant.getByRole("group", { name: YES_NO });
  await expect(livedHere).toBeVisible();
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("alert").getByRole("link", { name: YES_NO_MESSAGE })).toBeVisible();
  await livedHere.getByLabel("Yes", { exact: true }).check();
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("alert").getByRole("link", { name: FOLLOW_UP_MESSAGE })).toBeVisible();
  await applicant.getByLabel(FOLLOW_UP).fill("Leeds, 2019 to 2021");
  await fillIdentity(applicant);
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).not.toHaveText("Identity");

  // 7b. The September student is asked for the document: it is no longer optional.
  const student = await personPage(browser, at(STUDENT_WITH_DOCUMENTS));
  await student.goto("/tasks/generalDocuments");
  await expect(documentRow(student)).toBeVisible();
  await expect(documentRow(student)).not.toContainText("(optional)");

  // 7c. Staff see the tab with its count.
  const staff = await personPage(browser, at("uni"));
  await staff.goto("/students");
  await staff.getByRole("link", { name: `${TAB} (${tabCount})` }).click();
  await expect(staff.getByText(`${TAB}: ${tabCount} results`)).toBeVisible();
  await expect(staff.getByRole("columnheader", { name: "Deposit payment" })).toBeVisible();

  // 7d. Another university's applicant, student and staff see none of it.
  const otherApplicant = await personPage(browser, at("applicant1", "caledonia"));
  await openIdentity(otherApplicant);
  await expect(otherApplicant.getByRole("group", { name: YES_NO })).toHaveCount(0);
  const otherStaff = await personPage(browser, at("uni", "caledonia"));
  await otherStaff.goto("/students");
  await expect(otherStaff.getByRole("link", { name: /^Conditional \(/ })).toBeVisible();
  await expect(otherStaff.getByRole("link", { name: new RegExp(`^${TAB}`) })).toHaveCount(0);
  const otherStudent = await personPage(browser, at(STUDENT_WITH_DOCUMENTS, "caledonia"));
  await otherStudent.goto("/tasks/generalDocuments");
  await expect(documentRow(otherStudent)).toContainText("(optional)");

  // 8. Roll back: a draft naming what it undoes, its impact, then the publish confirmation.
  await admin.goto("/config/history");
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Roll back to version 1" }).click();
  await expect(admin.getByText("A draft has been made from the earlier version.")).toBeVisible();
  await expect(admin.getByRole("list", { name: "This draft rolls back to version 1" })).toContainText("Version 2, published");
  await admin.getByRole("link", { name: /impact/i }).first().click();
  await expect(admin.locator("section", { has: admin.locator("#tabs-impact-heading") })).toContainText(TAB);
  await publish(admin, "Rollback to version 1");

  // The question is gone; saving the page without it keeps the stored answers (dormant).
  await openIdentity(applicant);
  await expect(applicant.getByRole("group", { name: YES_NO })).toHaveCount(0);
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).not.toHaveText("Identity");

  // Rolled forward to version 2, the question returns with both answers.
  await admin.goto("/config/history");
  await admin.getByRole("button", { name: "Roll back to version 2" }).click();
  await publish(admin, "Back to version 2");
  await openIdentity(applicant);
  await expect(applicant.getByRole("group", { name: YES_NO }).getByLabel("Yes", { exact: true })).toBeChecked();
  await expect(applicant.getByLabel(FOLLOW_UP)).toHaveValue("Leeds, 2019 to 2021");
});
