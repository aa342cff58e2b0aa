// Data protection on a person's record in Chromium (issue 42; decision 0039): a UniAdmin holds the
// record (the empty reason first), records a subject-access request and finds it on the list; axe
// checks the record, the hold's error page, the request form and the list.
import { expect, test } from "@playwright/test";
import { format, parseISO } from "date-fns";
import { expectNoAxeViolations, signIn } from "./form-steps";
import { subjectAccessDue } from "../../rules/privacy/subject-access";

// The e2e server runs on the real clock: the request is received today (UTC, the university's day here), due a month on.
const today = new Date().toISOString().slice(0, 10);
const shown = (day: string) => format(parseISO(day), "d MMM yyyy");

test("a UniAdmin holds a record, records a subject-access request and finds it listed", async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "uniadmin@caledonia.example.ac.uk");
  await admin.goto("/cas?tab=cas-issued&search=Yuki");
  await admin.getByRole("row", { name: /Yuki Tanaka/ }).getByRole("link").first().click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Yuki Tanaka");
  await expect(admin.getByRole("heading", { name: "Who has looked at this record" })).toBeVisible();
  await expect(admin.getByText(/Opened the record by .+ \(University admin\)/).first()).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin.getByRole("button", { name: "Hold the record" }).click();
  await expect(admin.getByRole("alert")).toContainText("Enter why the record is held");
  await expectNoAxeViolations(admin);
  await admin.getByLabel("Why is the record held?").fill("Home Office compliance inspection");
  await admin.getByRole("button", { name: "Hold the record" }).click();
  await expect(admin.getByText("This record is held")).toBeVisible();
  await expect(admin.getByText(/Held by .+: Home Office compliance inspection/)).toBeVisible();

  await admin.getByRole("link", { name: "Record a subject access request" }).click();
  // The request's own page (the record's read-only answers have date boxes too).
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Record a subject access request");
  const [year, month, day] = today.split("-");
  await admin.getByLabel("Day").fill(day);
  await admin.getByLabel("Month").fill(month);
  await admin.getByLabel("Year").fill(year);
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Record a subject access request" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Subject access requests");
  await expect(admin.getByRole("row", { name: new RegExp(`Yuki Tanaka ${shown(today)} ${shown(subjectAccessDue(today))} Open`) })).toBeVisible();
  await expectNoAxeViolations(admin);
});
