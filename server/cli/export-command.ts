// `npm run cli -- export --tenant T [--tab TAB] [--query "nationality=Indian&course=X"] [--role ROLE] [--out FILE]`:
// the staff list as CSV, exactly as /students/export answers it for a user of that role.
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { isRole, type SignedInUser } from "../auth/permissions";
import { exportList } from "../lists/export";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

export async function exportCommand(args: string[]): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, options: { tenant: { type: "string" }, tab: { type: "string" }, query: { type: "string" }, role: { type: "string" }, out: { type: "string" } }, strict: true }).values;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
  const tenant = requireOption(values, "tenant");
  const role = typeof values.role === "string" ? values.role : "UniAdmin";
  if (!isRole(role)) throw new CliInputError(`Unknown role "${role}"`);
  const params = new URLSearchParams(typeof values.query === "string" ? values.query : "");
  if (typeof values.tab === "string") params.set("tab", values.tab);
  const query: Record<string, string[]> = {};
  for (const [name, value] of params) (query[name] ??= []).push(value);
  // Only reads: runs beside the server, on what is stored at that moment.
  return withServices("reads", async (services) => {
    if (!(await services.repositories.tenants.findByKey(tenant))) throw new CliInputError(`Unknown tenant "${tenant}"`);
    const config = (await services.configs.current(tenant)).prepared;
    const user: SignedInUser = { id: "cli", email: "cli@localhost", role, tenant, name: "Command line" };
    const { stream } = await exportList(services, user, tenant, config, query);
    await pipeline(stream, typeof values.out === "string" ? createWriteStream(values.out) : process.stdout);
    return 0;
  });
}
