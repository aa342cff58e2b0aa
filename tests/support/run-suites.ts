// `npm test`'s two suites side by side (decision 0023): the unit and integration tests (vitest, a
// worker per core) and the browser tests (Playwright: one Chromium and one server, mostly waiting
// on each other, about half a core). Run one after the other, the browser tests added their whole
// time to the run; beside vitest they use what its workers leave. The tests' build is made once
// first, so the two never build it at the same time. Vitest's output is shown as it comes; the
// browser tests' is held while vitest runs, so neither's lines are cut into the other's, then
// shown and followed as it comes.
import { spawn } from "node:child_process";
import buildIfStale from "./global-setup";

interface Suite {
  name: string;
  command: string[];
  /** Printed as it comes; the other's is held until this one ends. */
  live: boolean;
}

const SUITES: Suite[] = [
  { name: "Unit and integration tests (vitest)", command: ["vitest", "run"], live: true },
  { name: "Browser tests (Playwright)", command: ["playwright", "test"], live: false },
];

/** Where a held suite's output goes: kept until the live suite ends, then written as it comes. */
class HeldOutput {
  private held: Buffer[] | null = [];
  write(chunk: Buffer) {
    if (this.held) this.held.push(chunk);
    else process.stdout.write(chunk);
  }
  release() {
    if (!this.held) return;
    process.stdout.write(Buffer.concat(this.held));
    this.held = null;
  }
}

function run(suite: Suite, held: HeldOutput): Promise<number> {
  const child = spawn("npx", suite.command, { stdio: suite.live ? "inherit" : ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => held.write(chunk));
  child.stderr?.on("data", (chunk: Buffer) => held.write(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      process.stderr.write(`${suite.name} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

buildIfStale();
const held = new HeldOutput();
const codes = await Promise.all(
  SUITES.map(async (suite) => {
    const code = await run(suite, held);
    if (suite.live) {
      process.stdout.write(`\n${SUITES.filter((other) => !other.live).map((other) => other.name).join(", ")}, run beside it:\n`);
      held.release();
    }
    return code;
  }),
);
SUITES.forEach((suite, index) => process.stdout.write(`${suite.name}: ${codes[index] === 0 ? "passed" : `failed (exit code ${codes[index]})`}\n`));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
