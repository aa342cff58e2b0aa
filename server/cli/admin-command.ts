// `npm run cli -- admin create --email E [--given-name G] [--family-name F]`: the first platform
// Admin of an instance (and any later one), with a single-use link to set the password printed
// here, since a new instance may have no email set up (decision 0013). Run again for an Admin who
// has not set a password yet, it prints a new link and the old one stops working.
import { parseArgs } from "node:util";
import { isEmailShaped } from "../auth/reset";
import { createPlatformAdmin } from "../users/platform-admin";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

const BAD_EMAIL = "--email must be an email address, such as admin@university.ac.uk";

export async function adminCreateCommand(args: string[]): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, options: { email: { type: "string" }, "given-name": { type: "string" }, "family-name": { type: "string" } }, strict: true }).values;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
  const email = requireOption(values, "email");
  // Checked before the data folder is opened: a typo needs no server stopped.
  if (!isEmailShaped(email.trim())) throw new CliInputError(BAD_EMAIL);
  const givenName = typeof values["given-name"] === "string" ? values["given-name"].trim() : undefined;
  const familyName = typeof values["family-name"] === "string" ? values["family-name"].trim() : undefined;
  return withServices({ writes: "admin create" }, async (services) => {
    const result = await createPlatformAdmin(services, { email, givenName, familyName });
    if (result.kind === "bad-email") throw new CliInputError(BAD_EMAIL);
    if (result.kind === "taken") throw new CliInputError(`An account with the email ${result.email} already exists`);
    console.log(
      result.kind === "created"
        ? `Created the platform Admin ${result.email}.`
        : `The platform Admin ${result.email} has not set a password yet: here is a new link (the earlier one no longer works).`,
    );
    console.log(`Open this link within ${result.minutes} minutes to set the password. It works once:`);
    console.log(`  ${result.link}`);
    console.log("At the first sign-in the Admin must set up MFA (an authenticator app or text messages) before anything else.");
    if (services.env.NODE_ENV === "production" && !services.env.PUBLIC_URL) console.log("PUBLIC_URL is not set, so the link names localhost: set it to the site's address.");
    return 0;
  });
}
