// The platform's sign-in constants, read from tenant-configs/_defaults/settings.json so they are
// data, not code. Universities cannot override them: a tenant patch may change wording, never
// loosen a session or brute-force limit (docs/decisions/0500).
import defaults from "../../tenant-configs/_defaults/settings.json";

export interface RateLimitRule {
  limit: number;
  windowMinutes: number;
}

export interface BrowserMinimum {
  label: string;
  browser?: string;
  engine?: string;
  os?: string;
  minimum: string;
}

export interface AuthSettings {
  session: {
    idleTimeoutMinutes: number;
    idleWarningMinutes: number;
    activityThrottleMs: number;
    crossTabSyncMs: number;
    heartbeatMinutes: number;
    absoluteLifetimeHours: number;
    touchEverySeconds: number;
  };
  auth: {
    passwordMinLength: number;
    passwordMaxLength: number;
    mfaCodeLength: number;
    mfaSentCodeMinutes: number;
    totpIssuer: string;
    totpPeriodSeconds: number;
    totpWindow: number;
    resetCodeMinutes: number;
    mfaRequiredRoles: string[];
    mfaAskEverySignInRoles: string[];
    rateLimits: Record<
      | "signInPerAccount"
      | "signInPerAddress"
      | "codePerAccount"
      | "codePerAddress"
      | "codeSendPerAccount"
      | "resetPerAccount"
      | "resetPerAddress",
      RateLimitRule
    >;
  };
  browserSupport: { minimumVersions: BrowserMinimum[]; unsupported: string[] };
}

export const authSettings: AuthSettings = defaults as unknown as AuthSettings;

/** What the browser needs for the idle-logout dialog (000 §4, §9). */
export function idleSettingsForBrowser() {
  const s = authSettings.session;
  return {
    idleTimeoutMs: s.idleTimeoutMinutes * 60_000,
    warningMs: s.idleWarningMinutes * 60_000,
    throttleMs: s.activityThrottleMs,
    syncMs: s.crossTabSyncMs,
    heartbeatMs: s.heartbeatMinutes * 60_000,
  };
}
