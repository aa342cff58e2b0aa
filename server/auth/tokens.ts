// Random secrets and their stored digests. Only digests are stored: a leaked store gives no
// usable session id, reset link or sent code.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session ids and reset codes. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A numeric code of `length` digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let code = "";
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function digest(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** A sent code's digest, bound to what it is for (a session or an account), so equal codes differ. */
export function codeDigest(purpose: string, code: string): string {
  return digest(`${purpose}\u0000${code}`);
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random token (randomToken's shape) held in the named cookie of the request, or null. */
export function readTokenCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}
