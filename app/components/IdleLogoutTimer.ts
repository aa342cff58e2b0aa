// The idle-logout clock (000 §4, §9), kept apart from the dialog so it can be tested without a
// browser. The time of the last activity is shared by every tab of the browser through
// localStorage (read every 200 ms) and a BroadcastChannel, so activity in one tab keeps all
// of them signed in and all of them warn and log out together.
export const ACTIVITY_KEY = "cas-shield:last-activity";
export const CHANNEL_NAME = "cas-shield-idle";
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "touchstart", "wheel", "focusin"] as const;

export interface IdleTimerSettings {
  idleTimeoutMs: number;
  warningMs: number;
  throttleMs: number;
  syncMs: number;
  heartbeatMs: number;
}

export type IdlePhase = "active" | "warning" | "expired";

export function idlePhase(lastActivity: number, now: number, settings: Pick<IdleTimerSettings, "idleTimeoutMs" | "warningMs">): IdlePhase {
  const idle = now - lastActivity;
  if (idle >= settings.idleTimeoutMs) return "expired";
  if (idle >= settings.idleTimeoutMs - settings.warningMs) return "warning";
  return "active";
}

/** Activity is recorded at most once per throttle interval (500 ms). */
export function shouldRecordActivity(lastRecorded: number, now: number, throttleMs: number): boolean {
  return now - lastRecorded >= throttleMs;
}

/** The server's session is touched while the user is active, at most once per heartbeat. */
export function shouldHeartbeat(lastHeartbeat: number, now: number, heartbeatMs: number): boolean {
  return now - lastHeartbeat >= heartbeatMs;
}

/** The newest activity known to this tab: its own or the one another tab stored. */
export function latestActivity(own: number, stored: string | null): number {
  const shared = Number(stored);
  return Number.isFinite(shared) && shared > own ? shared : own;
}

/** Whole minutes left before logout, at least 1 (for the dialog's text). */
export function minutesLeft(lastActivity: number, now: number, idleTimeoutMs: number): number {
  return Math.max(1, Math.ceil((lastActivity + idleTimeoutMs - now) / 60_000));
}
