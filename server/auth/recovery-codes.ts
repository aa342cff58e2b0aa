// MFA recovery codes (issue 20 item 9; decision 0837): ten single-use codes made when MFA is set
// up (or made again), shown once, stored only as Argon2id hashes, each usable once at the
// sign-in challenge in place of the security code.
import { randomInt, randomUUID } from "node:crypto";
import { accounts, type AccountRecord } from "./accounts";
import { hashPassword, verifyPassword } from "./password";
import type { Services } from "../services";

export const RECOVERY_CODE_COUNT = 10;
// Letters and digits that cannot be mistaken for one another when copied by hand.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const HALF = 5;

export type RecoveryCodes = NonNullable<NonNullable<AccountRecord["mfa"]>["recoveryCodes"]>;

function newCode(): string {
  const pick = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${pick()}-${pick()}`;
}

/** What was typed, as the code was made: lower case, without spaces or the hyphen. */
export function normaliseRecoveryCode(typed: unknown): string {
  return typeof typed === "string" ? typed.toLowerCase().replace(/[\s-]/g, "") : "";
}

/** Ten new codes: the text to show once, and the hashes to keep. */
export async function makeRecoveryCodes(): Promise<{ shown: string[]; stored: RecoveryCodes }> {
  const shown = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(shown.map((code) => hashPassword(normaliseRecoveryCode(code))));
  return { shown, stored: Object.fromEntries(hashes.map((hash) => [randomUUID().slice(0, 8), { hash }])) };
}

export function remainingRecoveryCodes(account: Pick<AccountRecord, "mfa">): number {
  return Object.values(account.mfa?.recoveryCodes ?? {}).filter((code) => !code.usedAt).length;
}

/** Replaces the account's codes with ten new ones; returns the codes to show. */
export async function regenerateRecoveryCodes(services: Pick<Services, "store" | "clock">, account: AccountRecord): Promise<string[]> {
  const { shown, stored } = await makeRecoveryCodes();
  await accounts(services).update(account._id, { $set: { "mfa.recoveryCodes": stored, "mfa.recoveryCodesMadeAt": services.clock().toISOString() } });
  return shown;
}

/** Uses a code: true when it matched one not used before (marked used, so it never works again). */
export async function useRecoveryCode(services: Pick<Services, "store" | "clock">, account: AccountRecord, typed: string): Promise<boolean> {
  const code = normaliseRecoveryCode(typed);
  if (code.length !== HALF * 2) return false;
  for (const [id, entry] of Object.entries(account.mfa?.recoveryCodes ?? {})) {
    if (entry.usedAt || !(await verifyPassword(entry.hash, code))) continue;
    // Only the first of two requests racing with the same code succeeds.
    const path = `mfa.recoveryCodes.${id}.usedAt`;
    return (await accounts(services).updateIf(account._id, { [path]: { $exists: false } }, { $set: { [path]: services.clock().toISOString() } })) !== null;
  }
  return false;
}
