// Issue 18's import story in Chromium: a Pennine UniAdmin uploads a CSV with three bad rows,
// reads the preview, confirms, watches the progress bar finish, downloads the rows with
// problems, and settles the conflict the import raised on an existing student ('Keep Value').
// axe on the import pages and the record.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./form-steps";

const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const row = (no: string, email: string, family: string, given: string, dob = "2004-05-06") => `${no},${email},${family},${given},${dob},2027-09,OFF-${no},MSc Finance,2027-09-20,2028-09-19,19500,0,false`;
const CSV = [
  HEADER,
  row("P2001", "amara.obi@import.example", "Obi", "Amara"),
  row("P2002", "jun.li@import.example", "Li", "Jun"),
  row("", "nonumber@import.example", "Nobody", "No"),
  row("P2003", "sofia.rossi@import.example", "Rossi", "Sofia"),
  row("P2004", "not-an-email", "Bad", "Email"),
  row("S1005", "student6@pennine.example.ac.uk", "Silva-Costa", "Lucas", "2002-03-14"),
  row("P2005", "late@import.example", "Late", "Date", "14/03/2002"),
].join("\n");

test("a UniAdmin imports offer-holders, downloads the problems and settles a conflict", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "uniadmin@pennine.example.ac.uk");
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import offer-holders");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Choose a CSV or XLSX file to import" })).toBeVisible();
  await page.getByLabel("CSV or XLSX file").setInputFiles({ name: "offer-holders.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
  await page.getByRole("button", { name: "Upload and check" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check the import");
  await expect(page.getByRole("definition").nth(0)).toHaveText("7");
  await expect(page.getByText("Students to create")).toBeVisible();
  await expect(page.getByRole("row", { name: /4 studentNo Enter the student number/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /6 email Enter an email address in the correct format/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /8 dob Date of birth must be in YYYY-MM-DD format/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Import 4 rows" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import finished", { timeout: 20_000 });
  await expect(page.getByRole("status")).toHaveText("3 created, 1 updated, 0 unchanged, 3 with problems.");
  // The students it wrote, each linked to their record (issue 39; decision 0058).
  await expect(page.getByRole("row", { name: /Lucas Silva-Costa S1005 Updated/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Amara Obi" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The new students wait in the university's Not invited tab, with their course and fee.
  await page.getByRole("link", { name: "See the students not invited yet" }).click();
  await expect(page.getByRole("row", { name: /P2001 Amara Obi MSc Finance September 2027 19,500/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the rows with problems (CSV)" }).click()]);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.trim().split("\n")).toEqual(["row,column,message", "4,studentNo,Enter the student number", '6,email,"Enter an email address in the correct format, like name@example.com"', "8,dob,Date of birth must be in YYYY-MM-DD format"]);

  // The existing student whose family name the file changes.
  await page.goto("/cas?tab=ready-for-cas");
  await page.getByRole("row", { name: /Lucas/ }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Imported values that differ" })).toBeVisible();
  await expect(page.getByText("This action does not update your university system. Please ensure your central records are up to date.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Family name Silva Silva-Costa/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Keep Value Family name" }).click();
  await expect(page.getByRole("heading", { name: "Imported values that differ" })).toHaveCount(0);
});

test("a UniAdmin sets up a SITS feed in the Config screen and is told its password is stored", async ({ page }) => {
  await signIn(page, "uniadmin@pennine.example.ac.uk");
  await page.goto("/config/import-feeds");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import feeds");
  await expect(page.getByText("There are no import feeds yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Add a feed" }).click();
  await page.getByLabel("Feed name").fill("sits-offer-holders");
  await page.getByLabel("A SITS export (the SITS mapping)").check();
  await page.getByLabel("Server address").fill("sftp.pennine.example.ac.uk");
  await page.getByLabel("User name").fill("casshield");
  await page.getByLabel("A password").check();
  await page.getByLabel("Folder on the server").fill("/exports");
  // The files by an example name and the schedule in words (issue 39; decision 0061).
  await page.getByLabel("An example file name").fill("offers-2026-11-22.csv");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: "Enter the private key or password" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Private key or password").fill("correct horse battery staple");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import feeds");
  await expect(page.getByRole("row", { name: /sits-offer-holders SITS casshield@sftp.pennine.example.ac.uk:22/ })).toContainText("Key or password stored");
  await expectNoAxeViolations(page);
});
