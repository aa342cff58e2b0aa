// Structured logs. Records are never logged: a line names ids, field names and counts, never a
// value (decision 0511). An error is logged as its kind, its code and where it was thrown, never
// its message, which can quote a value (csv-parse quotes the cell it stopped at, a store's
// duplicate-key message the key, a mail server the recipient). The redaction list is a safety
// net for personal data (names, emails, passport numbers, secrets) that slips into a line's fields.
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

const REDACTED_FIELDS = [
  "email", "password", "passwordHash", "givenName", "familyName", "middleName", "name",
  "passportNo", "passportNumber", "phone", "phoneNumber", "dob", "address", "code", "secret", "token",
  "cookie", "authorization",
];

// A code names a kind of failure (ENOENT, CSV_QUOTE_NOT_CLOSED, 11000); anything else is not one.
const ERROR_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_CAUSES = 3;

/** What a log line keeps of an error: its kind, its code and the stack's frames, never the message or other fields. */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: error === null ? "null" : typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor?.name || error.name,
    ...((typeof code === "string" && ERROR_CODE.test(code)) || typeof code === "number" ? { errorCode: code } : {}),
    stack: frames.join("\n"),
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    base: { service: "cas-shield" },
    serializers: { err: (error: unknown) => errorForLog(error), error: (error: unknown) => errorForLog(error) },
    hooks: {
      // `logger.error(error)` would make the error's message the line's text: it becomes a field instead.
      logMethod(args, method) {
        const [first, text] = args as unknown[];
        if (first instanceof Error) return method.call(this, { err: first }, typeof text === "string" ? text : "error");
        return method.apply(this, args);
      },
    },
    redact: {
      paths: [...REDACTED_FIELDS, ...REDACTED_FIELDS.map((field) => `*.${field}`), "req.headers.cookie", "req.headers.authorization"],
      censor: "[redacted]",
    },
    },
    destination,
  );
}
