// Process configuration, validated once at start-up: a missing or malformed variable stops the
// process with a message naming it, instead of failing later on a request.
import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65_535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  UPLOAD_DIR: z.string().min(1).optional(),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/.+/, "must start with mongodb:// or mongodb+srv://")
    .optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, "must be a database name").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("CAS Shield <no-reply@casshield.example>"),
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  /** 32 bytes, base64: encrypts stored secrets (import feeds' SFTP keys and passwords). Without it no secret can be kept. */
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64 (openssl rand -base64 32)")
    .optional(),
  /** When the reminder scheduler ticks (node-cron; decision 0830): every minute by default, "off" to not run it in this process. */
  REMINDER_TICK: z
    .string()
    .regex(/^(off|\S+( \S+){4,5})$/, 'must be a cron expression such as "* * * * *", or "off"')
    .default("* * * * *"),
  /** When the automations' sweep ticks (node-cron; decision 0851): taken-over runs, unrun changes, the daily run. */
  AUTOMATION_TICK: z
    .string()
    .regex(/^(off|\S+( \S+){4,5})$/, 'must be a cron expression such as "* * * * *", or "off"')
    .default("* * * * *"),
  /** The site's address in links sent by email (password reset). Never taken from a request's Host header. */
  PUBLIC_URL: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").optional(),
  /** How many reverse proxies of ours stand in front of the app (decision 0509): 0 = the socket's address is the client's. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; uploadDir: string; publicUrl: string };

export class EnvError extends Error {}

/** Reads the environment; empty strings count as unset so `PORT=` behaves like no PORT. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in the environment:\n  ${problems.join("\n  ")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    uploadDir: path.resolve(parsed.data.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ""),
  };
}
