// Structured logs. Records are never logged; the redaction list is a safety net for personal
// data (names, emails, passport numbers, secrets) that slips into a log line's fields.
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

const REDACTED_FIELDS = [
  "email", "password", "passwordHash", "givenName", "familyName", "middleName", "name",
  "passportNo", "passportNumber", "phone", "phoneNumber", "dob", "address", "code", "secret", "token",
  "cookie", "authorization",
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    base: { service: "cas-shield" },
    redact: {
      paths: [...REDACTED_FIELDS, ...REDACTED_FIELDS.map((field) => `*.${field}`), "req.headers.cookie", "req.headers.authorization"],
      censor: "[redacted]",
    },
    },
    destination,
  );
}
