// A real OpenSSH server for the SFTP feed tests (issue 18 item 6): Debian's sshd started on a
// loopback port with its own host key, accepting one client key the test makes, for the user
// running the tests, and serving SFTP from its internal server. Stopped by the test. Where sshd
// and ssh-keygen are: tests/support/system-parts.ts (SSHD_PATH overrides); a machine without
// them fails here, before anything starts, with the command that installs them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, writeFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { requirePart, SSH_KEYGEN, SSHD } from "./system-parts";

export interface TestSshd {
  port: number;
  username: string;
  /** The client's private key (OpenSSH format). */
  privateKey: string;
  /** A folder on the server the feed reads. */
  folder: string;
  stop(): Promise<void>;
}

function keygen(program: string, file: string): void {
  const result = spawnSync(program, ["-q", "-t", "ed25519", "-N", "", "-f", file]);
  if (result.status !== 0) throw new Error(`ssh-keygen failed: ${result.stderr}`);
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`sshd exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sshd did not listen on ${port}: ${log()}`);
}

export async function startSshd(): Promise<TestSshd> {
  const sshd = requirePart(SSHD);
  const sshKeygen = requirePart(SSH_KEYGEN);
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-sshd-"));
  const folder = path.join(dir, "outbox");
  await mkdir(folder);
  // sshd's privilege separation directory (Debian's package creates it at boot).
  await mkdir("/run/sshd", { recursive: true }).catch(() => undefined);
  keygen(sshKeygen, path.join(dir, "host_ed25519"));
  keygen(sshKeygen, path.join(dir, "client_ed25519"));
  await writeFile(path.join(dir, "authorized_keys"), await readFile(path.join(dir, "client_ed25519.pub")));
  const port = await freePort();
  const username = os.userInfo().username;
  await writeFile(
    path.join(dir, "sshd_config"),
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${path.join(dir, "host_ed25519")}`,
      `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
      `PidFile ${path.join(dir, "sshd.pid")}`,
      "StrictModes no",
      "PermitRootLogin prohibit-password",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "UsePAM no",
      `AllowUsers ${username}`,
      "Subsystem sftp internal-sftp",
    ].join("\n") + "\n",
  );
  let output = "";
  const child = spawn(sshd, ["-D", "-e", "-f", path.join(dir, "sshd_config")], { stdio: ["ignore", "pipe", "pipe"] });
  child.on("error", (error) => (output += `${error.message}\n`));
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    username,
    privateKey: await readFile(path.join(dir, "client_ed25519"), "utf8"),
    folder,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
