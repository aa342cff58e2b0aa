// The CLI's commands, each a function of its arguments returning an exit code.
import { parseArgs } from "node:util";
import { readEnv } from "../config/env";
import { seed } from "../seed";
import { demoSignIns, readDemoData } from "../seed/demo-data";
import { loadConfigsFromDisk } from "../tenant-config/load-from-disk";
import { TENANT_CONFIGS_DIR } from "../paths";
import { adminCreateCommand } from "./admin-command";
import { configValidate, formEvaluate, remindersTimeline } from "./config-commands";
import { exportCommand } from "./export-command";
import { importCommand } from "./import-command";
import { remindersDue, remindersRun } from "./reminder-commands";
import { retentionRun } from "./retention-commands";
import { secretSetCommand } from "./secret-command";
import { rowsRebuildCommand, verifyCommand } from "./verify-commands";
import { withServices } from "./open-services";
import { CliInputError } from "./config-source";

export type Command = (args: string[]) => Promise<number>;

async function seedCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { "no-demo": { type: "boolean", default: false } } });
  // Demo accounts share a public password: never made with NODE_ENV=production (decision 0013).
  if (!values["no-demo"] && readEnv().NODE_ENV === "production") {
    throw new CliInputError("Demo data is never created with NODE_ENV=production. Run npm run seed without it for a demo or tests, or add --no-demo to publish only the universities' configurations.");
  }
  const report = await withServices({ writes: "seed" }, (services) => seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: !values["no-demo"] }));
  console.log(JSON.stringify(report, null, 2));
  return 0;
}

async function demoUsersCommand(): Promise<number> {
  if (readEnv().NODE_ENV === "production") {
    console.error("Demo sign-ins are not listed in production.");
    return 2;
  }
  const demo = await readDemoData(TENANT_CONFIGS_DIR);
  const { tenants } = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  console.log(JSON.stringify(demoSignIns(demo, tenants.map((tenant) => tenant.identity.key)), null, 2));
  return 0;
}

export const commands: Record<string, Command> = {
  seed: seedCommand,
  "admin create": adminCreateCommand,
  "demo users": demoUsersCommand,
  "config validate": configValidate,
  export: exportCommand,
  import: importCommand,
  "secret set": secretSetCommand,
  "form evaluate": formEvaluate,
  "reminders timeline": remindersTimeline,
  "reminders run": remindersRun,
  "reminders due": remindersDue,
  "retention run": retentionRun,
  verify: verifyCommand,
  "rows rebuild": rowsRebuildCommand,
};
