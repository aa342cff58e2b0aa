// Second factors (002 §2.9, §4.6): an authenticator app (TOTP, RFC 6238, with otpauth) or a
// 6-digit code sent by text message or email. A TOTP is accepted once: the time-step it was
// used in is stored and that step or an earlier one is refused afterwards. Sent codes live at
// most 10 minutes and are stored as digests.
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { authSettings } from "./settings";
import { codeDigest, randomDigits, sameDigest } from "./tokens";

export type MfaMethod = "totp" | "sms" | "email";

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totp(secret: string, label: string): OTPAuth.TOTP {
  const { totpIssuer, mfaCodeLength, totpPeriodSeconds } = authSettings.auth;
  return new OTPAuth.TOTP({
    issuer: totpIssuer,
    label,
    algorithm: "SHA1",
    digits: mfaCodeLength,
    period: totpPeriodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The otpauth:// provisioning link (app label and secret, 002 §7) and its QR code as a data URL. */
export async function provisioning(secret: string, label: string): Promise<{ uri: string; qrDataUrl: string; key: string }> {
  const uri = totp(secret, label).toString();
  const qrDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 220 });
  return { uri, qrDataUrl, key: secret.replace(/(.{4})/g, "$1 ").trim() };
}

export function isCodeShaped(code: string): boolean {
  return new RegExp(`^\\d{${authSettings.auth.mfaCodeLength}}$`).test(code);
}

/** Digits only: people type spaces or dashes from their app's display. */
export function normaliseCode(value: unknown): string {
  return typeof value === "string" ? value.replace(/[\s-]/g, "") : "";
}

/**
 * Checks a TOTP at `now`. Returns the time-step it belongs to, or null when it is wrong, outside
 * the window, or from a step at or before `lastUsedStep` (a replay).
 */
export function verifyTotp(secret: string, label: string, code: string, now: Date, lastUsedStep?: number): number | null {
  if (!isCodeShaped(code)) return null;
  const { totpPeriodSeconds, totpWindow } = authSettings.auth;
  const delta = totp(secret, label).validate({ token: code, timestamp: now.getTime(), window: totpWindow });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / totpPeriodSeconds) + delta;
  if (lastUsedStep !== undefined && step <= lastUsedStep) return null;
  return step;
}

export interface IssuedCode {
  code: string;
  codeDigest: string;
  expiresAt: string;
}

/** A new code to send, bound to `purpose` (e.g. the session it is for). */
export function issueCode(purpose: string, now: Date, minutes = authSettings.auth.mfaSentCodeMinutes): IssuedCode {
  const code = randomDigits(authSettings.auth.mfaCodeLength);
  return { code, codeDigest: codeDigest(purpose, code), expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString() };
}

export function verifySentCode(purpose: string, code: string, stored: { codeDigest?: string; expiresAt?: string } | undefined, now: Date): boolean {
  if (!stored?.codeDigest || !stored.expiresAt || !isCodeShaped(code)) return false;
  if (now.getTime() >= Date.parse(stored.expiresAt)) return false;
  return sameDigest(codeDigest(purpose, code), stored.codeDigest);
}

/** A phone number in E.164 (+447700900123), or null. UK numbers may be typed without +44. */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  const parsed = parsePhoneNumberFromString(value.trim(), "GB");
  return parsed?.isValid() ? parsed.number : null;
}

/** "ending 0123": enough for a person to recognise their phone, not enough to learn it. */
export function maskedPhone(phone: string): string {
  return phone.slice(-4);
}

export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
