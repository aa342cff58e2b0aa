// Process configuration, validated once at start-up: a missing or malformed variable stops the
// process with a message naming it, instead of failing later on a request.
import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(1).max(65_535);
/** One allow-list entry: a name or IPv4 address, or an IPv6 address in brackets, each with an optional port. */
const ALLOW_HOST = "(?:\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.-]+)(?::\\d{1,5})?";
const ALLOW_HOSTS = new RegExp(`^\\s*${ALLOW_HOST}\\s*(?:,\\s*${ALLOW_HOST}\\s*)*,?\\s*$`);

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
  /** Seeding on start (demo universities and accounts): on by default outside production, never in production (decision 0013). */
  SEED_ON_START: z.enum(["true", "false"]).optional(),
  /** A demonstration (npm run demo): the production build served with the demo data, outside NODE_ENV=production. */
  DEMO: z.enum(["1", "true", "0", "false"]).optional(),
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
  /** When the retention sweep ticks (node-cron; decision 0050): hourly by default, each university swept once a day; "off" to not run it in this process. */
  RETENTION_TICK: z
    .string()
    .regex(/^(off|\S+( \S+){4,5})$/, 'must be a cron expression such as "0 * * * *", or "off"')
    .default("0 * * * *"),
  /** When the automations' sweep ticks (node-cron; decision 0851): taken-over runs, unrun changes, the daily run. */
  AUTOMATION_TICK: z
    .string()
    .regex(/^(off|\S+( \S+){4,5})$/, 'must be a cron expression such as "* * * * *", or "off"')
    .default("* * * * *"),
  /** The site's address in links sent by email (password reset). Never taken from a request's Host header. */
  PUBLIC_URL: z.string().url().regex(/^https?:\/\//, "must start with http:// or https://").optional(),
  /**
   * Hosts a university's settings may reach although their address is on a private network or
   * the connection is plain http (decision 0016): `host` or `host:port`, comma-separated, e.g.
   * `127.0.0.1:8443,ethos.internal.example.ac.uk`, `[::1]:2222` for IPv6. Unset: only https to
   * public addresses (and SFTP to public addresses).
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .regex(ALLOW_HOSTS, "must be host or host:port entries separated by commas, e.g. 127.0.0.1:8443,sftp.internal.example")
    .optional(),
  /** How many reverse proxies of ours stand in front of the app (decision 0509): 0 = the socket's address is the client's. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
}).superRefine((env, context) => {
  // Demo accounts share a password printed in the README: a production process never makes them.
  if (env.NODE_ENV !== "production") return;
  if (env.DEMO === "1" || env.DEMO === "true") {
    context.addIssue({ code: "custom", path: ["DEMO"], message: "a demonstration creates accounts whose password is public, so it never runs with NODE_ENV=production (npm run demo runs without it)" });
  }
  if (env.SEED_ON_START === "true") {
    context.addIssue({ code: "custom", path: ["SEED_ON_START"], message: "a production start never seeds; to publish the universities in tenant-configs/, run npm run seed -- --no-demo against the data folder" });
  }
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  uploadDir: string;
  publicUrl: string;
  /** DEMO=1: the production build is served though NODE_ENV is not production. */
  demo: boolean;
  /** Whether start-up seeds the demo universities and accounts: never in production. */
  seedOnStart: boolean;
  /** OUTBOUND_ALLOW_HOSTS as entries, lower case, IPv6 without brackets: `{ host, port? }`. */
  outboundAllowHosts: readonly AllowedHost[];
};

export interface AllowedHost {
  host: string;
  /** Only this port of the host; every port when absent. */
  port?: number;
}

/** OUTBOUND_ALLOW_HOSTS's entries (already checked against ALLOW_HOSTS). */
function allowedHosts(value: string | undefined): AllowedHost[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d+))?$/.exec(entry);
      const host = match?.[1] ?? match?.[2] ?? entry;
      return match?.[3] ? { host, port: Number(match[3]) } : { host };
    });
}

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
    outboundAllowHosts: allowedHosts(parsed.data.OUTBOUND_ALLOW_HOSTS),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ""),
    demo: parsed.data.DEMO === "1" || parsed.data.DEMO === "true",
    seedOnStart: parsed.data.NODE_ENV !== "production" && parsed.data.SEED_ON_START !== "false",
  };
}
