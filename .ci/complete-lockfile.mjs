#!/usr/bin/env node
// The npm registry reachable from these machines serves packages for this platform only, so
// `npm install` leaves other platforms' optional packages (rollup, esbuild, argon2 binaries...)
// out of package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds the
// missing entries with their os/cpu, which `npm ci` skips on other platforms without fetching.
// Run after adding a dependency: node .ci/complete-lockfile.mjs  (docs/decisions/0011)
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const OS = new Set(["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"]);
const CPU = { arm: "arm", arm64: "arm64", x64: "x64", ia32: "ia32", loong64: "loong64", ppc64: "ppc64", riscv64: "riscv64", s390x: "s390x", mips64el: "mips64el", arm64ec: "arm64", x86: "ia32", ppc64le: "ppc64" };

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const parts = name.split("/").pop().split(/[-_]/);
    const wasm = parts.includes("wasm32") || parts.includes("wasi");
    const os = wasm ? undefined : parts.find((part) => OS.has(part));
    const cpu = wasm ? "wasm32" : parts.map((part) => CPU[part]).find(Boolean);
    const version = String(range).replace(/^[\^~=]/, "");
    const added_entry = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    if (os) added_entry.os = [os];
    if (cpu) added_entry.cpu = [cpu];
    if (parts.includes("musl")) added_entry.libc = ["musl"];
    else if (parts.includes("gnu") || parts.includes("gnueabihf")) added_entry.libc = ["glibc"];
    packages[`node_modules/${name}`] = added_entry;
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform entries added`);
