// The parts of the system the tests drive for real but npm cannot install: Debian's Chromium for
// the browser tests and OpenSSH's server and key tool for the SFTP feed tests (decision 0022).
// One lookup, used by `npm run test:system` (which installs what it can), by the SFTP tests'
// sshd and by playwright.config.ts, so they all agree on what is there and on what to run if not.
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

export interface SystemPart {
  /** What a person calls it. */
  title: string;
  /** Which tests stop without it. */
  neededBy: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** The program's names, looked for in these folders after the PATH. */
  names: string[];
  folders: string[];
  /** An environment variable that names the program, checked instead of looking. */
  override?: string;
}

export const CHROMIUM: SystemPart = {
  title: "Chromium",
  neededBy: "the browser tests (Playwright)",
  aptPackage: "chromium",
  names: ["chromium"],
  folders: ["/usr/bin"],
  override: "CHROMIUM_PATH",
};

export const SSHD: SystemPart = {
  title: "OpenSSH server (sshd)",
  neededBy: "the SFTP feed tests",
  aptPackage: "openssh-server",
  names: ["sshd"],
  folders: ["/usr/sbin", "/usr/local/sbin", "/sbin"],
  override: "SSHD_PATH",
};

export const SSH_KEYGEN: SystemPart = {
  title: "ssh-keygen (OpenSSH client)",
  neededBy: "the SFTP feed tests",
  aptPackage: "openssh-client",
  names: ["ssh-keygen"],
  folders: ["/usr/bin", "/usr/local/bin"],
};

export const SYSTEM_PARTS = [CHROMIUM, SSHD, SSH_KEYGEN];

/** Debian's package tool: whether the install command applies here. */
export const APT_GET: SystemPart = { title: "apt-get", neededBy: "installing the others", aptPackage: "apt", names: ["apt-get"], folders: ["/usr/bin"] };

type Env = Record<string, string | undefined>;

export type Lookup = { part: SystemPart; found: string } | Missing;
export type Missing = { part: SystemPart; missing: string; badOverride: boolean };

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where the part's program is: the override when it is set, else the first on the PATH or in the part's folders. */
export function lookUp(part: SystemPart, env: Env = process.env): Lookup {
  const override = part.override ? env[part.override] : undefined;
  if (override) {
    return isExecutableFile(override)
      ? { part, found: override }
      : { part, missing: `${part.override} is ${override}, which is not an executable file: correct it or unset it`, badOverride: true };
  }
  const folders = [...new Set([...(env.PATH ?? "").split(path.delimiter).filter(Boolean), ...part.folders])];
  for (const folder of folders) {
    for (const name of part.names) {
      const candidate = path.join(folder, name);
      if (isExecutableFile(candidate)) return { part, found: candidate };
    }
  }
  const elsewhere = part.override ? ` (${part.override} names it if it is elsewhere)` : "";
  return { part, missing: `not on the PATH, nor in ${part.folders.join(", ")}${elsewhere}`, badOverride: false };
}

/** The one command that installs the parts, for a person to run. */
export function installCommand(parts: SystemPart[]): string {
  return `sudo apt-get install -y ${[...new Set(parts.map((part) => part.aptPackage))].join(" ")}`;
}

/** What to tell a person whose machine lacks these parts: each one, why, and the command to run. */
export function missingPartsMessage(missing: Missing[], options: { hasApt: boolean }): string {
  const lines = missing.map(({ part, missing: why }) => `  - ${part.title}, for ${part.neededBy}: ${why}`);
  const installable = missing.filter((lookup) => !lookup.badOverride).map((lookup) => lookup.part);
  const todo = installable.length === 0
    ? []
    : options.hasApt
      ? [`Install ${installable.length === 1 ? "it" : "them"} with:`, `  ${installCommand(installable)}`]
      : [`Install ${installable.map((part) => part.title).join(" and ")} with your system's package manager (Debian's packages: ${installable.map((part) => part.aptPackage).join(", ")}).`];
  return ["The tests cannot find parts of the system they run:", ...lines, ...todo].join("\n");
}

/** The path of a part a test cannot run without, or an error that says what to install. */
export function requirePart(part: SystemPart, env: Env = process.env): string {
  const lookup = lookUp(part, env);
  if ("found" in lookup) return lookup.found;
  throw new Error(missingPartsMessage([lookup], { hasApt: "found" in lookUp(APT_GET, env) }));
}
