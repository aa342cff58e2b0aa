// Issue 17's CAS officer story in Chromium, across two browser contexts: a Thamesgate CAS officer
// filters Post-Deposit, moves two students to Ready for CAS in bulk, opens one, rejects a document
// with a reason, records a booked interview, sends the student a message and writes an internal
// note; the student sees the reason, the message (not the note), the interview and the tracker
// moved. axe on the pipeline, the record and both conversations.
import { expect, test } from "@playwright/test";
import { date, expectNoAxeViolations, signIn } from "./form-steps";

const MESSAGE = "Your bank statement is too old: please upload one from the last 31 days.";
const NOTE = "Sponsor letter looks genuine; second check not needed.";
const REASON = "The bank statement is older than 31 days: upload a current one";

test("a CAS officer moves, reviews, books and messages; the student sees what is theirs", async ({ browser }) => {
  test.setTimeout(150_000);
  const officer = await (await browser.newContext()).newPage();
  await signIn(officer, "uni@thamesgate.example.ac.uk");

  // Post-Deposit, without pathway students.
  await officer.goto("/cas");
  await officer.getByRole("link", { name: /^Post-Deposit/ }).click();
  await officer.getByText("Filter", { exact: true }).click();
  await officer.getByLabel("Pathway visibility").selectOption({ label: "Hide pathway students" });
  await officer.getByRole("button", { name: "Apply filters" }).click();
  await expect(officer).toHaveURL(/pathwayVisibility=no/);
  await expect(officer.getByRole("checkbox", { name: "Select Fatima Khan" })).toBeVisible();
  await expectNoAxeViolations(officer);

  // Two of them to Ready for CAS in one go.
  await officer.getByRole("checkbox", { name: "Select Fatima Khan" }).check();
  await officer.getByRole("checkbox", { name: "Select Hana Kim" }).check();
  await officer.getByLabel("Move to").selectOption({ label: "Ready for CAS" });
  await officer.getByLabel("Why are they moving?").fill("Deposits and documents checked");
  await officer.getByRole("button", { name: "Move selected students" }).click();
  await expect(officer.getByRole("status")).toHaveText("2 of 2 students moved to Ready for CAS.");

  // Fatima's record: reject a document with a reason.
  await officer.goto("/cas?tab=ready-for-cas");
  await officer.getByRole("row", { name: /Fatima Khan/ }).getByRole("link").first().click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText("Fatima Khan");
  await expectNoAxeViolations(officer);
  // Each document is named by its type; its review page is headed by it (issue 39).
  const reviewLink = officer.getByRole("link", { name: /^Review / }).first();
  const documentType = ((await reviewLink.textContent()) ?? "").replace(/^Review\s*/, "").trim();
  await reviewLink.click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText(documentType);
  await officer.getByLabel("Reject: the applicant uploads another").check();
  await officer.getByLabel(/^Reason for document rejection/).fill(REASON);
  await officer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText("Fatima Khan");
  await expect(officer.getByText("Rejected", { exact: true }).first()).toBeVisible();

  // Book her interview.
  await officer.getByRole("link", { name: "Record the interview" }).click();
  await officer.getByRole("group", { name: /^Booking status/ }).getByLabel("Booked").check();
  await officer.getByLabel(/^Event name/).fill("Credibility interview");
  await date(officer, /^Date/, "1", "12", "2026");
  await officer.getByLabel(/^Start time/).fill("14:30");
  await officer.getByRole("group", { name: /^Where is the interview/ }).getByLabel("Microsoft Teams").check();
  await officer.getByLabel(/^Link to join/).fill("https://teams.example/join/abc");
  await expectNoAxeViolations(officer);
  await officer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText("Fatima Khan");

  // A message to her, and a note for the team.
  await officer.getByRole("main").getByRole("link", { name: "Messages", exact: true }).click();
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText("Messages with Fatima Khan");
  await expect(officer.getByText("There are no messages yet.")).toBeVisible();
  await officer.getByRole("button", { name: "Send message" }).click();
  await expect(officer.getByRole("alert").getByRole("link", { name: "Select who the message is for" })).toBeVisible();
  await officer.getByLabel("Student", { exact: true }).check();
  await officer.getByLabel(/^Message/).fill(MESSAGE);
  await officer.getByRole("button", { name: "Send message" }).click();
  // Faded while it is saved, then in the conversation.
  await expect(officer.locator(".bubble--outgoing:not(.bubble--sending)", { hasText: MESSAGE })).toBeVisible();
  await officer.getByLabel("Internal note", { exact: true }).check();
  await officer.getByLabel(/^Message/).fill(NOTE);
  await officer.getByRole("button", { name: "Send message" }).click();
  await expect(officer.locator(".bubble--internal:not(.bubble--sending)", { hasText: NOTE })).toBeVisible();
  await expect(officer.getByLabel(/^Message/)).toHaveValue("");
  await expectNoAxeViolations(officer);

  // The student.
  const student = await (await browser.newContext()).newPage();
  await signIn(student, "student5@thamesgate.example.ac.uk");
  await student.goto("/tasks");
  await expect(student.getByRole("link", { name: /^Messages/ })).toContainText("1");
  await expect(student.getByText(/processing/i).first()).toBeVisible();

  // The rejected document's reason, on its page.
  await student.locator(".task-list__item", { hasText: "Rejected" }).getByRole("link").click();
  await expect(student).toHaveURL(/\/tasks\/[^/]+$/);
  await student.locator(".document-list li", { hasText: "Rejected" }).getByRole("link").first().click();
  await expect(student).toHaveURL(/\/tasks\/[^/]+\/[^/]+$/);
  await student.getByText("Reason for document rejection", { exact: false }).first().click();
  await expect(student.getByText(REASON)).toBeVisible();

  // The interview, booked.
  await student.goto("/tasks");
  await student.getByRole("link", { name: /Scheduled Interviews/ }).click();
  await expect(student.getByRole("heading", { level: 1 })).toHaveText("Interview details");
  await expect(student.getByText("Credibility interview")).toBeVisible();
  await expect(student.getByRole("link", { name: "Join the interview" })).toHaveAttribute("href", "https://teams.example/join/abc");
  await expectNoAxeViolations(student);

  // The message, not the note; a reply reaches the officer without a reload.
  await student.getByRole("link", { name: /^Messages/ }).click();
  await expect(student.locator(".bubble--incoming", { hasText: MESSAGE })).toBeVisible();
  await expect(student.getByText(NOTE)).toHaveCount(0);
  await expectNoAxeViolations(student);
  await student.getByLabel(/^Message/).fill("I will upload a new statement today.");
  await student.getByRole("button", { name: "Send message" }).click();
  await expect(student.locator(".bubble--outgoing:not(.bubble--sending)", { hasText: "I will upload a new statement today." })).toBeVisible();
  await expect(officer.locator(".bubble--incoming", { hasText: "I will upload a new statement today." })).toBeVisible({ timeout: 20_000 });
});
