// Issue 16's agent story in Chromium, across two browser contexts: a Northbridge agent adds an
// applicant and starts an application for them, filling two sections on their behalf; the
// applicant takes the invitation from their email (sent over SMTP to a real SMTP server), sets a
// password, completes the rest, checks the answers, changes one and submits, after which nothing
// can change. axe runs on the agent's pages, the invitation page and check answers.
import { expect, test, type Page } from "@playwright/test";
import { readMail } from "../support/mail-catcher";
import { readFileSync } from "node:fs";
import { PDF_SCAN, choose, date, expectNoAxeViolations, group, saveAndContinue, signIn, yesNo } from "./form-steps";

const EMAIL = "kwame.asante@example.com";
const PASSWORD = "Quiet-Lantern-58!";
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";
const YOUR_INFORMATION: Record<string, string> = {
  "fee-status": "fee-status",
  "your-contact-details": "contact-details",
  "programme-choices": "programme-choices",
  "your-highest-education": "your-highest-education",
  "your-highest-qualification": "your-highest-qualification",
};
const BY_AGENT = ["representation", "referral"];
const fixture = JSON.parse(readFileSync(new URL("../fixtures/complete-application.json", import.meta.url), "utf8")) as { sections: Record<string, unknown> };

async function invitationLink(): Promise<string> {
  let link = "";
  await expect(async () => {
    const mail = (await readMail(MAIL_DIR)).filter((message) => message.to.includes(EMAIL));
    link = /https?:\/\/\S+resetPassword\S+/.exec(mail.at(-1)?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname + new URL(link).search;
}

/** Saves a section's answers as its page does with JavaScript (the page's version from its no-JavaScript form). */
async function saveAnswers(page: Page, url: string, data: unknown) {
  const html = await (await page.request.get(url)).text();
  const version = Number(/name="_version" value="(\d+)"/.exec(html)?.[1] ?? "0");
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`${url}.data`, { data: { data, version }, headers: { Origin: origin } });
  expect(answer.status(), url).toBe(202);
}

test("an agent applies for an applicant, who accepts the invitation, completes and submits", async ({ browser }) => {
  test.setTimeout(120_000);
  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, "agent@northbridge.example.ac.uk");

  // The agent adds the applicant.
  await agent.goto("/students");
  await agent.getByRole("link", { name: "Add a new applicant" }).click();
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText("New applicant");
  await expectNoAxeViolations(agent);
  await agent.getByLabel(/^Given name/).fill("Kwame");
  await agent.getByLabel(/^Family name/).fill("Asante");
  await agent.getByLabel(/^Email address/).fill(EMAIL);
  await date(agent, /^Date of birth/, "14", "03", "2015");
  await agent.getByRole("button", { name: "Save", exact: true }).click();
  await expect(agent.getByRole("alert").getByRole("link", { name: "Must be older than 13 years old." })).toBeVisible();
  await date(agent, /^Date of birth/, "14", "03", "2004");
  await choose(agent, /^Nationality/, "Ghanaian");
  await agent.getByLabel(/^Highest qualification/).selectOption({ index: 1 });
  await expect(agent.getByLabel(/^Agent/)).toHaveValue(/.+/);
  await agent.getByRole("button", { name: "Save", exact: true }).click();

  // ... and starts their application: one programme choice, with consent.
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText("New application");
  await expect(agent.getByText("New application for Kwame Asante")).toBeVisible();
  await expect(agent.getByLabel(/^Applicant's email address/)).toHaveValue(EMAIL);
  await expectNoAxeViolations(agent);
  await agent.getByRole("button", { name: /^Add .*programme choice/i }).click();
  await agent.getByLabel(/^Intake/).selectOption({ label: "September 2027" });
  await agent.getByLabel(/^Intended level of study/).selectOption("Postgraduate");
  await agent.getByLabel(/^Study mode/).selectOption("Full-time");
  // Only the courses at that level, mode and intake are offered.
  await expect(agent.getByLabel(/^Course/).locator("option", { hasText: "BSc Computer Science" })).toHaveCount(0);
  await agent.getByLabel(/^Course/).selectOption({ label: "MSc Data Science" });
  await group(agent, /^Fee status/).getByLabel(/Overseas/).check();
  await agent.getByRole("button", { name: "Save", exact: true }).click();
  await expect(agent.getByRole("alert").getByRole("link", { name: "Confirm that the applicant agrees to their agent acting for them" })).toBeVisible();
  await agent.getByLabel(/I confirm the applicant has given me consent/).check();
  await agent.getByRole("button", { name: "Save", exact: true }).click();

  // The agent fills two sections on the applicant's behalf.
  // The agent reads whose application it is (issue 40 item 13).
  await expect(agent).toHaveTitle("Kwame Asante's application - CAS Shield");
  const applicationUrl = new URL(agent.url()).pathname;
  await expectNoAxeViolations(agent);
  await agent.getByRole("link", { name: "Representation" }).click();
  await yesNo(agent, /Has anyone helped you/, "No");
  await saveAndContinue(agent, "Referral");
  await group(agent, /applied to or studied at this university before/).getByRole("radio").first().check();
  await agent.getByLabel(/How did you hear about us/).selectOption({ index: 1 });
  await saveAndContinue(agent, "Declarations");

  // The applicant accepts the invitation and sets a password.
  const applicant = await (await browser.newContext()).newPage();
  await applicant.goto(await invitationLink());
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Set a password for your account");
  await expectNoAxeViolations(applicant);
  await applicant.getByLabel(/^New password/).fill(PASSWORD);
  await applicant.getByLabel(/^Confirm/).fill(PASSWORD);
  await applicant.getByRole("button", { name: "Set password" }).click();
  await applicant.getByLabel("Email address").fill(EMAIL);
  await applicant.getByLabel("Password").fill(PASSWORD);
  await applicant.getByRole("button", { name: "Sign in" }).click();
  const skip = applicant.getByRole("button", { name: "Skip for now" });
  await expect(skip.or(applicant.getByRole("button", { name: "Log out" })).first()).toBeVisible();
  if (await skip.isVisible()) await skip.click();

  // They complete the rest (the agent's two sections are Done already).
  await applicant.goto(applicationUrl);
  await expect(applicant.getByText("You have completed 2 of 18 sections.")).toBeVisible();
  const sections = fixture.sections as Record<string, unknown>;
  for (const [form, answers] of Object.entries(sections)) {
    if (BY_AGENT.includes(form)) continue;
    const url = form in YOUR_INFORMATION ? `/your-information/${YOUR_INFORMATION[form]}` : `${applicationUrl}/${form}`;
    await saveAnswers(applicant, url, answers);
  }
  await applicant.goto(applicationUrl);
  await expect(applicant.getByText("You have completed 18 of 18 sections.")).toBeVisible();

  // Check answers: change one, come back, submit; then nothing can change.
  await applicant.getByRole("link", { name: "Check your answers and submit" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Check your answers before submitting your application");
  await expectNoAxeViolations(applicant);
  await applicant.getByRole("link", { name: "Change Identity" }).click();
  await applicant.getByLabel(/^Issuing authority/).fill("Ghana Immigration Service");
  await applicant.getByLabel("Upload your passport").setInputFiles({ name: "passport-scan.pdf", mimeType: "application/pdf", buffer: PDF_SCAN });
  await expect(applicant.getByText("1 file(s) successfully uploaded")).toBeVisible();
  await applicant.getByRole("button", { name: "Save & Continue" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Check your answers before submitting your application");
  await expect(applicant.locator("section", { has: applicant.locator("#answers-identity") }).locator(".summary-list__row", { hasText: /^Issuing authority/ }).locator(".summary-list__value")).toHaveText("Ghana Immigration Service");
  await applicant.getByRole("button", { name: "Submit application" }).click();
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("Application submitted");
  await applicant.goto(`${applicationUrl}/identity`);
  await expect(applicant.getByText("Your application has been submitted. You can no longer change it.").first()).toBeVisible();

  // The agent sees the submitted application on the applicant's record.
  await agent.goto(`/students?tab=applied&search=${encodeURIComponent(EMAIL)}`);
  await agent.locator("tbody tr").first().getByRole("link").first().click();
  await expect(agent.getByRole("heading", { name: /Application 1: Submitted/ })).toBeVisible();
  await expectNoAxeViolations(agent);
});
