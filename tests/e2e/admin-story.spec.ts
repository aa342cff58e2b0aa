// The platform's administration in Chromium (issue 20 items 7-9): the platform Admin sets up
// two-factor authentication (and is shown recovery codes), adds a sixth university from the
// template and invites its university admin; the invitation arrives over SMTP (a real SMTP server);
// the new admin sets a password, signs in and finds the university's configuration version 1.
// axe checks every page on the way.
import AxeBuilder from "@axe-core/playwright";
import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import { readMail } from "../support/mail-catcher";

const DEMO_PASSWORD = "CasShield-Demo-2026!";
const NEW_ADMIN = "uniadmin@riverside.example.ac.uk";
const PASSWORD = "Quiet-Lantern-58!";
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? "";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function invitationLink(): Promise<string> {
  let link = "";
  await expect(async () => {
    const mail = (await readMail(MAIL_DIR)).filter((message) => message.to.includes(NEW_ADMIN));
    link = /https?:\/\/\S+resetPassword\S+/.exec(mail.at(-1)?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 10_000 });
  return new URL(link).pathname + new URL(link).search;
}

test("the platform Admin adds a sixth university and invites its admin, who signs in and finds version 1", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/login");
  await admin.getByLabel("Email address").fill("admin@casshield.example");
  await admin.getByLabel("Password").fill(DEMO_PASSWORD);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await admin.getByLabel("Authenticator app").check();
  await admin.getByRole("button", { name: "Continue" }).click();
  const secret = (await admin.getByTestId("setup-key").innerText()).replace(/\s/g, "");
  await admin.getByLabel("Enter the 6-digit code the app shows").fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
  await admin.getByRole("button", { name: "Continue" }).click();
  await expect(admin).toHaveTitle("Your recovery codes - CAS Shield");
  await expectNoAxeViolations(admin);
  await admin.getByRole("link", { name: "Continue" }).click();

  // A new university from the template.
  await admin.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Universities" }).click();
  await expect(admin).toHaveTitle("Universities - CAS Shield");
  await expectNoAxeViolations(admin);
  await admin.getByRole("link", { name: "Add a university" }).click();
  await admin.getByRole("button", { name: "Add university" }).click();
  await expect(admin.getByRole("link", { name: "Enter the university's name" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByLabel("University name").fill("Riverside University");
  await admin.getByLabel("Key").fill("riverside");
  await admin.getByLabel("University code").fill("RSU");
  await admin.getByLabel("Sponsor licence number").fill("RSU1234AB");
  await admin.getByLabel("Name on the sponsor licence").fill("Riverside University");
  await admin.getByLabel("Campuses (optional)").fill("City campus");
  await admin.getByLabel("Intakes (optional)").fill("2027-09");
  await admin.getByRole("button", { name: "Add university" }).click();
  await expect(admin.getByText("Riverside University has been added. Its configuration version 1 is published.")).toBeVisible();

  // Its first admin, invited.
  await admin.goto("/admin/users?uni=riverside");
  await expect(admin.getByText("There are no staff users yet. Invite the first one.")).toBeVisible();
  await admin.getByRole("link", { name: "Invite a user" }).click();
  await admin.getByLabel("Given name").fill("Rowan");
  await admin.getByLabel("Family name").fill("Blake");
  await admin.getByLabel("Email address").fill(NEW_ADMIN);
  await admin.getByLabel("Role").selectOption({ label: "University admin" });
  await admin.getByRole("group", { name: "Access level" }).getByLabel("Full access").check();
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(`We have sent an invitation to ${NEW_ADMIN}.`)).toBeVisible();
  await expect(admin.getByRole("link", { name: "Rowan Blake" })).toBeVisible();
  await expectNoAxeViolations(admin);

  // The new admin takes the invitation, signs in and finds the university's configuration.
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(await invitationLink());
  await invited.getByLabel(/^New password/).fill(PASSWORD);
  await invited.getByLabel(/^Confirm/).fill(PASSWORD);
  await invited.getByRole("button", { name: "Set password" }).click();
  await invited.getByLabel("Email address").fill(NEW_ADMIN);
  await invited.getByLabel("Password").fill(PASSWORD);
  await invited.getByRole("button", { name: "Sign in" }).click();
  await invited.getByRole("button", { name: "Skip for now" }).click();
  await invited.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Config" }).click();
  await expect(invited.getByText("Configuring Riverside University")).toBeVisible();
  await expect(invited.getByText(/Version 1, published/)).toBeVisible();
});
