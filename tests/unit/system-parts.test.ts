// The tests' system parts (decision 0022): found on the PATH, in the usual folders or where an
// environment variable says; a machine without them is told the one command that installs them.
import { spawnSync } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../server/paths";
import { CHROMIUM, installCommand, lookUp, missingPartsMessage, requirePart, SSHD, SSH_KEYGEN, type Missing, type SystemPart } from "../support/system-parts";

let root: string;
let onPath: string;
let sbin: string;
let part: SystemPart;

async function program(folder: string, name: string, mode = 0o755): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, "#!/bin/sh\n");
  await chmod(file, mode);
  return file;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-system-parts-"));
  onPath = await mkdtemp(path.join(root, "bin-"));
  sbin = await mkdtemp(path.join(root, "sbin-"));
  part = { ...SSHD, names: ["fake-sshd"], folders: [sbin] };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("looking for a program", () => {
  it("is not found when neither the PATH nor the usual folders have it, and says where it looked", () => {
    expect(lookUp(part, { PATH: onPath })).toEqual({ part, missing: `not on the PATH, nor in ${sbin} (SSHD_PATH names it if it is elsewhere)`, badOverride: false });
  });

  it("finds it in the usual folders when the PATH lacks them, and on the PATH first", async () => {
    const inSbin = await program(sbin, "fake-sshd");
    expect(lookUp(part, { PATH: onPath })).toEqual({ part, found: inSbin });
    const inBin = await program(onPath, "fake-sshd");
    expect(lookUp(part, { PATH: onPath })).toEqual({ part, found: inBin });
  });

  it("passes over a file that is not executable", async () => {
    const other = { ...part, names: ["not-executable"] };
    await program(onPath, "not-executable", 0o644);
    expect(lookUp(other, { PATH: onPath })).toMatchObject({ badOverride: false, missing: expect.stringContaining("not on the PATH") });
  });

  it("takes the environment's override instead of looking, and says when it names nothing runnable", async () => {
    const elsewhere = await program(root, "my-sshd");
    expect(lookUp(part, { PATH: onPath, SSHD_PATH: elsewhere })).toEqual({ part, found: elsewhere });
    expect(lookUp(part, { PATH: onPath, SSHD_PATH: path.join(root, "nothing") })).toEqual({ part, missing: `SSHD_PATH is ${path.join(root, "nothing")}, which is not an executable file: correct it or unset it`, badOverride: true });
  });
});

describe("what a machine without them is told", () => {
  const missing = (from: SystemPart, why = "not on the PATH"): Missing => ({ part: from, missing: why, badOverride: false });

  it("names each part, the tests that need it, and one command that installs them all", () => {
    const message = missingPartsMessage([missing(CHROMIUM), missing(SSHD), missing(SSH_KEYGEN)], { hasApt: true });
    expect(message.split("\n")).toEqual([
      "The tests cannot find parts of the system they run:",
      "  - Chromium, for the browser tests (Playwright): not on the PATH",
      "  - OpenSSH server (sshd), for the SFTP feed tests: not on the PATH",
      "  - ssh-keygen (OpenSSH client), for the SFTP feed tests: not on the PATH",
      "Install them with:",
      "  sudo apt-get install -y chromium openssh-server openssh-client",
    ]);
  });

  it("installs only what is missing, and without apt-get names Debian's packages for another package manager", () => {
    expect(installCommand([SSHD])).toBe("sudo apt-get install -y openssh-server");
    expect(missingPartsMessage([missing(SSHD)], { hasApt: false })).toContain("Install OpenSSH server (sshd) with your system's package manager (Debian's packages: openssh-server).");
  });

  it("offers no install command for an override set wrongly", () => {
    const message = missingPartsMessage([{ part: CHROMIUM, missing: "CHROMIUM_PATH is /nowhere, which is not an executable file: correct it or unset it", badOverride: true }], { hasApt: true });
    expect(message).toContain("CHROMIUM_PATH is /nowhere");
    expect(message).not.toContain("apt-get");
  });

  it("is what a test that needs the part fails with", () => {
    expect(() => requirePart(part, { PATH: onPath, SSHD_PATH: path.join(root, "nothing") })).toThrow(`SSHD_PATH is ${path.join(root, "nothing")}, which is not an executable file`);
  });
});

describe("npm run test:system", () => {
  it("stops with exit 1 and says what is wrong, installing nothing, when an override names nothing", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "tests/support/check-system.ts")], {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, CHROMIUM_PATH: path.join(root, "no-chromium") },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Chromium, for the browser tests (Playwright): CHROMIUM_PATH is ${path.join(root, "no-chromium")}, which is not an executable file: correct it or unset it`);
    expect(result.stdout).not.toContain("Installing");
  });
});
