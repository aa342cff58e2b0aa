// Password hashing with Argon2id (@node-rs/argon2 ships prebuilt binaries, so a fresh machine
// needs no compiler). Parameters follow OWASP's minimum for Argon2id: 19 MiB, 2 passes, 1 lane.
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
