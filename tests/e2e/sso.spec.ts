// Single sign-on in Chromium (issue 21 item 4; decision 0844): a real OpenID Connect provider
// (oidc-provider) runs on a loopback port; Caledonia's admin turns single sign-on on with the typed
// settings form, publishes, stores the client secret and tests the connection; a student then
// signs in through the provider's own login page and lands on their checklist. axe checks the
// Config page and the sign-in page with its university button.
import { expect, test } from "@playwright/test";
import { startTestIdp, type TestIdp } from "../support/oidc-idp";
import { expectNoAxeViolations, signIn, yesNo } from "./form-steps";

const ADMIN = "uniadmin@caledonia.example.ac.uk";
const STUDENT = "student1@caledonia.example.ac.uk";
let idp: TestIdp;

test.beforeAll(async ({}, info) => {
  const base = String(info.project.use.baseURL);
  // On the port the server's environment allows (playwright.config.ts): any other would be refused.
  idp = await startTestIdp({ redirectUris: [`${base}/auth/sso/callback`], postLogoutRedirectUris: [`${base}/login?reason=loggedOut`], port: Number(process.env.E2E_IDP_PORT) });
  idp.accounts.set("student-1", { sub: "student-1", email: STUDENT, emailVerified: true });
});

test.afterAll(async () => {
  await idp?.stop();
});

test("a university turns single sign-on on, and a student signs in through its provider's page", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.goto("/config/areas/sso/edit");
  await yesNo(admin, "Students and staff can sign in through the university's own sign-in service", "Yes");
  await admin.getByLabel("Issuer URL").fill(idp.issuer);
  await admin.getByLabel("Client ID").fill(idp.clientId);
  await admin.getByLabel("Name the client secret is stored under").fill("sso-client-secret");
  await yesNo(admin, "The university's sign-in service enforces two-factor authentication", "Yes");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  // Saved, the officer stays on the form (issue 38 item 7).
  await expect(admin.getByText("Your changes have been saved to the draft.")).toBeVisible();

  await admin.goto("/config");
  await admin.getByLabel("What has changed?").fill("Single sign-on through the university's provider");
  await admin.getByRole("button", { name: "Publish" }).click();
  await expect(admin).toHaveTitle("Published versions - CAS Shield");

  await admin.goto("/config/sso");
  await admin.getByLabel("New client secret").fill(idp.clientSecret);
  await admin.getByRole("button", { name: "Store the client secret" }).click();
  await expect(admin.getByText("Client secret stored", { exact: true })).toBeVisible();
  await admin.getByRole("button", { name: "Test connection" }).click();
  await expect(admin.getByText(/the provider's discovery document was read/)).toBeVisible();
  await expect(admin.getByText(/the provider's signing keys were fetched/)).toBeVisible();
  await expectNoAxeViolations(admin);

  const student = await (await browser.newContext()).newPage();
  await student.goto("/checklist");
  await expect(student.getByRole("heading", { name: "Sign in with your university" })).toBeVisible();
  await expectNoAxeViolations(student);
  await student.getByRole("link", { name: "Sign in with University of Caledonia" }).click();
  await expect(student.getByRole("heading", { name: "University sign-in" })).toBeVisible();
  await student.getByLabel("University email").fill(STUDENT);
  await student.getByRole("button", { name: "Sign in" }).click();
  await expect(student).toHaveURL(/\/checklist$/);
  await expect(student.getByRole("button", { name: "Log out" })).toBeVisible();
});
