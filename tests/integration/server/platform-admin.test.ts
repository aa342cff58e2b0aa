// `cli admin create`'s service (decision 0013): a new platform Admin has no password and no
// university; its link is single-use and stored only as a digest; an email already used by
// another account is refused, and an Admin still without a password gets a new link.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { accounts } from "../../../server/auth/accounts";
import { digest } from "../../../server/auth/tokens";
import { readEnv } from "../../../server/config/env";
import { createServices, type Services } from "../../../server/services";
import { createPlatformAdmin } from "../../../server/users/platform-admin";

const now = new Date("2026-11-22T10:00:00.000Z");
let dataDir: string;
let services: Services;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "cas-admin-"));
  services = await createServices(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_URL: "https://casshield.example.ac.uk" }), { clock: () => now });
});
afterEach(async () => {
  await services.store.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("creates an Admin of no university, without a password, with a link valid for an hour whose code is stored only as a digest", async () => {
  const result = await createPlatformAdmin(services, { email: " Ops@University.example.ac.uk ", givenName: "Ola", familyName: "Perez" });
  expect(result).toMatchObject({ kind: "created", email: "ops@university.example.ac.uk", expiresAt: "2026-11-22T11:00:00.000Z", minutes: 60 });
  const link = new URL(result.kind === "created" ? result.link : "");
  expect(`${link.origin}${link.pathname}`).toBe("https://casshield.example.ac.uk/resetPassword");
  const stored = await accounts(services).byEmail("ops@university.example.ac.uk");
  expect(stored).toMatchObject({ role: "Admin", status: "INVITED", passwordHash: "", givenName: "Ola", familyName: "Perez", reset: { codeDigest: digest(link.searchParams.get("code") ?? ""), purpose: "invitation" } });
  expect(stored?.tenant).toBeUndefined();
  expect(JSON.stringify(stored)).not.toContain(link.searchParams.get("code"));
});

it("refuses an email another account has, and a malformed one", async () => {
  await services.repositories.users.insertUser({ tenant: "northbridge", email: "uniadmin@northbridge.example.ac.uk", role: "UniAdmin", passwordHash: "x", status: "CONFIRMED", disabled: false, createdAt: now.toISOString() });
  expect(await createPlatformAdmin(services, { email: "UniAdmin@northbridge.example.ac.uk" })).toEqual({ kind: "taken", email: "uniadmin@northbridge.example.ac.uk" });
  expect(await createPlatformAdmin(services, { email: "not an email" })).toEqual({ kind: "bad-email" });
  // An Admin who has set a password is not given a new link either.
  const first = await createPlatformAdmin(services, { email: "ops@university.example.ac.uk" });
  expect(first.kind).toBe("created");
  await accounts(services).update((await accounts(services).byEmail("ops@university.example.ac.uk"))!._id, { $set: { passwordHash: "set", status: "CONFIRMED" }, $unset: { reset: "" } });
  expect(await createPlatformAdmin(services, { email: "ops@university.example.ac.uk" })).toEqual({ kind: "taken", email: "ops@university.example.ac.uk" });
  expect(await services.store.collection("users").count({})).toBe(2);
});
