// `npm run cli -- secret set --tenant T --name N --file F`: stores an import feed's SFTP key or
// password (read from a file, so it never appears in the shell's history) encrypted under
// SECRETS_KEY (decision 0826). Exit 2 without the key, for an unknown university or an
// unreadable file.
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { readEnv } from "../config/env";
import { putSecret } from "../secrets/secret-store";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

export async function secretSetCommand(args: string[]): Promise<number> {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({ args, options: { tenant: { type: "string" }, name: { type: "string" }, file: { type: "string" } }, strict: true }).values;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
  const tenant = requireOption(values, "tenant");
  const name = requireOption(values, "name");
  const file = requireOption(values, "file");
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(name)) throw new CliInputError(`The secret's name "${name}" must be lower-case letters, digits and hyphens`);
  const env = readEnv();
  if (!env.SECRETS_KEY) throw new CliInputError("Set SECRETS_KEY (32 bytes in base64: openssl rand -base64 32) before storing a secret");
  let secret: string;
  try {
    secret = await readFile(file, "utf8");
  } catch {
    throw new CliInputError(`Cannot read the file "${file}"`);
  }
  return withServices({ writes: "secret set" }, async (services) => {
    if (!(await services.repositories.tenants.findByKey(tenant))) throw new CliInputError(`Unknown tenant "${tenant}"`);
    await putSecret(services, tenant, name, secret);
    console.log(`Stored the secret "${name}" for ${tenant}.`);
    return 0;
  });
}
