// What start-up says about who can sign in (decision 0013): with no account at all, how to make
// the first platform Admin; in production, that the data folder holds the demo accounts, whose
// password is public (a folder used by `npm run demo` or `npm run seed`).
import { verifyPassword } from "../auth/password";
import { TENANT_CONFIGS_DIR } from "../paths";
import { readDemoData } from "../seed/demo-data";
import type { Services } from "../services";

export const FIRST_ADMIN_COMMAND = "npm run cli -- admin create --email <address>";

export async function noteAccounts(services: Services): Promise<void> {
  const { logger, env } = services;
  if (!(await services.repositories.users.anyAccount())) {
    const stopFirst = services.store.kind === "embedded" ? " (stop this server first: the command writes to the data folder)" : "";
    logger.warn({ firstAdmin: FIRST_ADMIN_COMMAND }, `No users yet. Create the first platform Admin with ${FIRST_ADMIN_COMMAND}${stopFirst}; it prints a single-use link to set the password, and MFA is set up at the first sign-in.`);
    return;
  }
  if (env.NODE_ENV === "production" && (await holdsDemoAccounts(services))) {
    logger.warn(`This data folder holds the demo accounts, whose password is public (made by npm run demo or npm run seed). Run production on a data folder of its own.`);
  }
}

async function holdsDemoAccounts(services: Services): Promise<boolean> {
  let demo;
  try {
    demo = await readDemoData(TENANT_CONFIGS_DIR);
  } catch {
    return false; // No demo cast on this machine: none of its accounts can be here.
  }
  const admin = await services.repositories.users.findByEmailForSignIn(demo.platformAdmin.email);
  return admin !== null && (await verifyPassword(admin.passwordHash, demo.password));
}
