import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";

const PASSWORD = "CasShield-Demo-2026!";

function codeFor(secret: string, offsetMs = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });
}

test("a staff member signs in, sets up an authenticator app, and signs in again with a code", async ({ page }) => {
  // An account no other browser test signs in with: its authenticator app stays set up for the rest of the run.
  const email = "unisecure@westhaven.example.ac.uk";
  await page.goto("/login");
  await expect(page).toHaveTitle("Sign in - CAS Shield");

  // Errors first: the GOV.UK error summary and the title prefix.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveTitle("Error: Sign in - CAS Shield");
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  await expect(page.getByRole("link", { name: "Enter your email address" })).toBeVisible();

  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveTitle("Set up MFA on your account - CAS Shield");
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();
  await page.getByLabel("Authenticator app").check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveTitle("Set up an authenticator app - CAS Shield");
  await expect(page.getByRole("img", { name: "QR code that adds CAS Shield to your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("setup-key").innerText()).replace(/\s/g, "");
  await page.getByLabel("Enter the 6-digit code the app shows").fill(codeFor(secret));
  await page.getByRole("button", { name: "Continue" }).click();

  // Ten recovery codes, shown once, before going on.
  await expect(page).toHaveTitle("Your recovery codes - CAS Shield");
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed in as Sasha Secure")).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveTitle("Sign in - CAS Shield");
  await expect(page.getByText("You have been logged out")).toBeVisible();

  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveTitle("Enter your security code - CAS Shield");
  await page.getByLabel("Security code").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("link", { name: "The code is invalid or expired." })).toBeVisible();
  // The set-up code's time-step is used up: the app's next code (30 s later) is accepted.
  await page.getByLabel("Security code").fill(codeFor(secret, 30_000));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed in as Sasha Secure")).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "__Host-cas_session");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

  // Without the app: a recovery code signs in once, and the page says how many are left.
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await expect(page).toHaveTitle("Enter a recovery code - CAS Shield");
  await page.getByLabel("Recovery code").fill(codes[0].trim());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Recovery codes left: 9.")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByText("Signed in as Sasha Secure")).toBeVisible();
});

test("the idle dialog warns 2 minutes before logout, 'Stay logged in' resets the timer, and 55 idle minutes log out", async ({ page }) => {
  await page.clock.install();
  await page.goto("/login");
  await page.getByLabel("Email address").fill("applicant5@westhaven.example.ac.uk");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByText("Signed in as")).toBeVisible();

  await page.clock.fastForward("53:01");
  const dialog = page.getByRole("alertdialog", { name: "You will be logged out soon" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay logged in" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Log out" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Stay logged in" })).toBeFocused();
  await dialog.getByRole("button", { name: "Stay logged in" }).click();
  await expect(dialog).toBeHidden();

  await page.clock.fastForward("55:01");
  await expect(page).toHaveTitle("Sign in - CAS Shield");
  await expect(page.getByText("You were logged out because you were inactive for 55 minutes")).toBeVisible();
});

test("old browsers see the unsupported-browser page with a contact link", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko" });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page).toHaveURL(/\/unsupported-browser$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we don't support your browser!");
  await expect(page.getByRole("link", { name: "support@casshield.example" })).toHaveAttribute("href", "mailto:support@casshield.example");
  await context.close();
});

test("the development outbox does not exist in production", async ({ request }) => {
  expect((await request.get("/dev/outbox")).status()).toBe(404);
});
