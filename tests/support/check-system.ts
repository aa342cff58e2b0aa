// `npm run test:system`, the first step of `npm test` and of .ci/run (decision 0022): finds the
// system parts the tests drive for real (tests/support/system-parts.ts). What is missing is
// installed where this process may do it (root with apt-get; `--sudo`: passwordless sudo too,
// for CI runners); otherwise it stops, exit 1, with the one command that installs them.
import { spawnSync } from "node:child_process";
import { APT_GET, lookUp, missingPartsMessage, SYSTEM_PARTS, type Missing } from "./system-parts";

const missingNow = (): Missing[] => SYSTEM_PARTS.map((part) => lookUp(part)).filter((lookup): lookup is Missing => "missing" in lookup);

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

function canInstall(): string[] | null {
  if (!("found" in lookUp(APT_GET))) return null;
  if (process.getuid?.() === 0) return [];
  const sudoAllowed = process.argv.includes("--sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0;
  return sudoAllowed ? ["sudo"] : null;
}

function aptGet(prefix: string[], args: string[]): void {
  const [command, ...rest] = [...prefix, "apt-get", ...args];
  const result = spawnSync(command, rest, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) stop(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
}

const missing = missingNow();
const badOverrides = missing.filter((lookup) => lookup.badOverride);
if (badOverrides.length > 0) stop(missingPartsMessage(badOverrides, { hasApt: false }));

if (missing.length > 0) {
  const prefix = canInstall();
  if (!prefix) stop(missingPartsMessage(missing, { hasApt: "found" in lookUp(APT_GET) }));
  const packages = [...new Set(missing.map((lookup) => lookup.part.aptPackage))];
  console.log(`Installing ${packages.join(", ")} for ${[...new Set(missing.map((lookup) => lookup.part.neededBy))].join(" and ")} (apt-get)`);
  aptGet(prefix, ["update", "-qq"]);
  aptGet(prefix, ["install", "-y", "-qq", ...packages]);
  const stillMissing = missingNow();
  if (stillMissing.length > 0) stop(missingPartsMessage(stillMissing, { hasApt: true }));
}

const found = SYSTEM_PARTS.map((part) => lookUp(part)).flatMap((lookup) => ("found" in lookup ? [`${lookup.part.title} ${lookup.found}`] : []));
console.log(`The tests' system parts: ${found.join("; ")}`);
