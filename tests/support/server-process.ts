// The real server (server/main.ts) and CLI (server/cli/index.ts) as separate processes, the way an
// operator runs them: start-up, the data folder's lock and the first Admin are about processes.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { PROJECT_ROOT } from "../../server/paths";
import { TEST_BUILD_DIR } from "./global-setup";
import { toolArgs } from "./tools";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment every spawned process gets: the tests' build, no schedulers, info-level logs. */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const merged: Record<string, string | undefined> = { ...process.env, BUILD_DIR: TEST_BUILD_DIR, HOST: "127.0.0.1", LOG_LEVEL: "info", REMINDER_TICK: "off", AUTOMATION_TICK: "off", RETENTION_TICK: "off" };
  // The caller says which mode; nothing inherited decides it.
  for (const name of ["NODE_ENV", "SEED_ON_START", "DEMO"]) delete merged[name];
  // Through unknown: the project's types make NODE_ENV a required member of ProcessEnv, and here it may be absent on purpose.
  return { ...merged, ...env } as unknown as NodeJS.ProcessEnv;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process has written so far (its JSON log lines and any message). */
  output(): string;
  /** SIGTERM, as an operator's Ctrl+C or a service manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server and waits until /healthz answers (or the process ends, which throws with its output). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "server/main.ts")], {
    env: processEnv({ PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server stopped during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`The server did not answer /healthz within two minutes:\n${output}`);
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    async stop() {
      if (!ended) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Runs the server expecting it to stop at start-up (a refusal); its exit code and what it printed. */
export function serverRefusal(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "server/main.ts")], { env: processEnv(env), encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs one CLI command to its end. */
export function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [...toolArgs("cli"), ...args], { env: processEnv(env), encoding: "utf8", timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
