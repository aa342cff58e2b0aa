import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { issueCode, maskedEmail, newTotpSecret, normaliseCode, normalisePhone, provisioning, verifySentCode, verifyTotp } from "../../../server/auth/mfa";
import { codeDigest, randomDigits, randomToken } from "../../../server/auth/tokens";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const code = (secret: string, at: Date) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe("TOTP", () => {
  const secret = newTotpSecret();

  it("accepts the current code and its neighbours, and says which step it was", () => {
    const step = Math.floor(NOW.getTime() / 30_000);
    expect(verifyTotp(secret, "a@b.example", code(secret, NOW), NOW)).toBe(step);
    expect(verifyTotp(secret, "a@b.example", code(secret, new Date(NOW.getTime() - 30_000)), NOW)).toBe(step - 1);
    expect(verifyTotp(secret, "a@b.example", code(secret, new Date(NOW.getTime() + 30_000)), NOW)).toBe(step + 1);
    expect(verifyTotp(secret, "a@b.example", code(secret, new Date(NOW.getTime() - 90_000)), NOW)).toBeNull();
  });

  it("refuses a code from a step already used (replay)", () => {
    const step = verifyTotp(secret, "a@b.example", code(secret, NOW), NOW) ?? 0;
    expect(verifyTotp(secret, "a@b.example", code(secret, NOW), NOW, step)).toBeNull();
    expect(verifyTotp(secret, "a@b.example", code(secret, new Date(NOW.getTime() - 30_000)), NOW, step)).toBeNull();
    expect(verifyTotp(secret, "a@b.example", code(secret, new Date(NOW.getTime() + 30_000)), NOW, step)).toBe(step + 1);
  });

  it("refuses anything that is not 6 digits", () => {
    expect(verifyTotp(secret, "a@b.example", "12345", NOW)).toBeNull();
    expect(verifyTotp(secret, "a@b.example", "abcdef", NOW)).toBeNull();
    expect(normaliseCode(" 123 456 ")).toBe("123456");
    expect(normaliseCode("123-456")).toBe("123456");
  });

  it("builds the provisioning link with the app label and the secret (002 §7)", async () => {
    const { uri, qrDataUrl, key } = await provisioning(secret, "uni@northbridge.example.ac.uk");
    expect(uri).toMatch(/^otpauth:\/\/totp\/CAS%20Shield:uni%40northbridge\.example\.ac\.uk\?issuer=CAS%20Shield&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(uri).toContain(secret);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(key.replace(/ /g, "")).toBe(secret);
  });
});

describe("sent codes", () => {
  it("are 6 digits, stored as a digest bound to their purpose, and live 10 minutes", () => {
    const issued = issueCode("mfa-challenge:s1", NOW);
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.codeDigest).not.toContain(issued.code);
    expect(issued.codeDigest).toBe(codeDigest("mfa-challenge:s1", issued.code));
    expect(issued.expiresAt).toBe("2026-11-22T10:10:00.000Z");
    expect(verifySentCode("mfa-challenge:s1", issued.code, issued, NOW)).toBe(true);
    expect(verifySentCode("mfa-challenge:s2", issued.code, issued, NOW)).toBe(false);
    expect(verifySentCode("mfa-challenge:s1", issued.code, issued, new Date("2026-11-22T10:10:00.000Z"))).toBe(false);
    expect(verifySentCode("mfa-challenge:s1", issued.code === "000000" ? "111111" : "000000", issued, NOW)).toBe(false);
    expect(verifySentCode("mfa-challenge:s1", issued.code, undefined, NOW)).toBe(false);
  });

  it("random values have the expected shape", () => {
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50);
  });
});

describe("phones and emails", () => {
  it("normalises phone numbers to E.164 and refuses invalid ones", () => {
    expect(normalisePhone("07911 123456")).toBe("+447911123456");
    expect(normalisePhone("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(normalisePhone("12")).toBeNull();
    expect(normalisePhone("")).toBeNull();
  });
  it("masks an email for the challenge page", () => {
    expect(maskedEmail("enroly@northbridge.example.ac.uk")).toBe("e***@northbridge.example.ac.uk");
  });
});
