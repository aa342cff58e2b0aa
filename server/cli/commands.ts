// The CLI's commands, each a function of its arguments returning an exit code.
import { parseArgs } from "node:util";
import { readEnv } from "../config/env";
import { TENANT_CONFIGS_DIR } from "../paths";
import { CliInputError } from "./cli-input";

export type Command = (args: string[]) => Promise<number>;

async function seedCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { "no-demo": { type: "boolean", default: false } } });
  // Demo accounts share a public password: never made with NODE_ENV=production (decision 0013).
  if (!values["no-demo"] && readEnv().NODE_ENV === "production") {
    throw new CliInputError("Demo data is never created with NODE_ENV=production. Run npm run seed without it for a demo or tests, or add --no-demo to publish only the universities' configurations.");
  }
  const [{ withServices }, { seed }] = await Promise.all([import("./open-services"), import("../seed")]);
  const report = await withServices({ writes: "seed" }, (services) => seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: !values["no-demo"] }));
  console.log(JSON.stringify(report, null, 2));
  return 0;
}

async function demoUsersCommand(): Promise<number> {
  if (readEnv().NODE_ENV === "production") {
    console.error("Demo sign-ins are not listed in production.");
    return 2;
  }
  const [{ demoSignIns, readDemoData }, { loadConfigsFromDisk }] = await Promise.all([import("../seed/demo-data"), import("../tenant-config/load-from-disk")]);
  const demo = await readDemoData(TENANT_CONFIGS_DIR);
  const { tenants } = await loadConfigsFromDisk(TENANT_CONFIGS_DIR);
  console.log(JSON.stringify(demoSignIns(demo, tenants.map((tenant) => tenant.identity.key)), null, 2));
  return 0;
}

// Each command's module is loaded when it runs: a command loads only what it uses (the whole
// server took 2 s of CPU before a command could refuse its first argument).
export const commands: Record<string, Command> = {
  seed: seedCommand,
  "admin create": (args) => import("./admin-command").then((module) => module.adminCreateCommand(args)),
  "demo users": demoUsersCommand,
  "config validate": (args) => import("./config-commands").then((module) => module.configValidate(args)),
  export: (args) => import("./export-command").then((module) => module.exportCommand(args)),
  import: (args) => import("./import-command").then((module) => module.importCommand(args)),
  "secret set": (args) => import("./secret-command").then((module) => module.secretSetCommand(args)),
  "form evaluate": (args) => import("./config-commands").then((module) => module.formEvaluate(args)),
  "reminders timeline": (args) => import("./config-commands").then((module) => module.remindersTimeline(args)),
  "reminders run": (args) => import("./reminder-commands").then((module) => module.remindersRun(args)),
  "reminders due": (args) => import("./reminder-commands").then((module) => module.remindersDue(args)),
  "retention run": (args) => import("./retention-commands").then((module) => module.retentionRun(args)),
  verify: (args) => import("./verify-commands").then((module) => module.verifyCommand(args)),
  "rows rebuild": (args) => import("./verify-commands").then((module) => module.rowsRebuildCommand(args)),
};
