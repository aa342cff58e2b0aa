// The idle-logout warning (000 §2, §4): after 55 minutes without activity the user is logged
// out; 2 minutes before, an alert dialog says 'You will be logged out soon' with 'Log out' and
// 'Stay logged in'. 'Stay logged in' resets the shared timer and touches the server's session.
// Focus moves into the dialog, Tab stays inside it, Escape means "stay", and focus returns to
// where it was when the dialog closes.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { textOf } from "../lib/format-message";
import {
  ACTIVITY_EVENTS,
  ACTIVITY_KEY,
  CHANNEL_NAME,
  idlePhase,
  latestActivity,
  minutesLeft,
  shouldHeartbeat,
  shouldRecordActivity,
  type IdlePhase,
  type IdleTimerSettings,
} from "./IdleLogoutTimer";
import { useTexts } from "../lib/texts";

export const LOGOUT_PATH = "/auth/logout";
export const KEEPALIVE_PATH = "/auth/keepalive";

export function IdleLogout({ settings }: { settings: IdleTimerSettings }) {
  const texts = useTexts();
  const [phase, setPhase] = useState<IdlePhase>("active");
  const phaseRef = useRef<IdlePhase>("active");
  const lastActivity = useRef(0);
  const lastHeartbeat = useRef(0);
  const channel = useRef<BroadcastChannel | null>(null);
  const logoutForm = useRef<HTMLFormElement>(null);
  const reasonInput = useRef<HTMLInputElement>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const logOutButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  // Read through a ref: new loader data (same values, new object) must not restart the clock.
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const record = useCallback((at: number) => {
    lastActivity.current = at;
    try {
      window.localStorage.setItem(ACTIVITY_KEY, String(at));
    } catch {
      // Storage may be unavailable (private mode): the BroadcastChannel still carries activity.
    }
    channel.current?.postMessage({ type: "activity", at });
  }, []);

  const logOut = useCallback((reason: "idle" | "loggedOut") => {
    if (reasonInput.current) reasonInput.current.value = reason;
    logoutForm.current?.submit();
  }, []);

  const keepAlive = useCallback(async () => {
    lastHeartbeat.current = Date.now();
    try {
      const response = await fetch(KEEPALIVE_PATH, { method: "POST", credentials: "same-origin" });
      if (response.status === 401) window.location.assign("/login?reason=idle");
    } catch {
      // Offline for a moment: the next heartbeat tries again.
    }
  }, []);

  useEffect(() => {
    channel.current = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel.current?.addEventListener("message", (event: MessageEvent<{ type: string; at: number }>) => {
      if (event.data?.type === "activity" && event.data.at > lastActivity.current) lastActivity.current = event.data.at;
    });
    const now = Date.now();
    lastHeartbeat.current = now; // the page load itself reached the server
    record(now);
    let lastRecorded = now;
    const onActivity = () => {
      if (phaseRef.current !== "active") return; // while warning, only the buttons count
      const at = Date.now();
      if (!shouldRecordActivity(lastRecorded, at, settingsRef.current.throttleMs)) return;
      lastRecorded = at;
      record(at);
      if (shouldHeartbeat(lastHeartbeat.current, at, settingsRef.current.heartbeatMs)) void keepAlive();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      let stored: string | null = null;
      try {
        stored = window.localStorage.getItem(ACTIVITY_KEY);
      } catch {
        stored = null;
      }
      lastActivity.current = latestActivity(lastActivity.current, stored);
      const next = idlePhase(lastActivity.current, Date.now(), settingsRef.current);
      if (next === "expired") {
        window.clearInterval(timer);
        logOut("idle");
      }
      if (next !== phaseRef.current) {
        phaseRef.current = next;
        setPhase(next);
      }
    }, settingsRef.current.syncMs);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      channel.current?.close();
    };
  }, [record, keepAlive, logOut]);

  useEffect(() => {
    if (phase === "warning") {
      returnFocus.current = document.activeElement;
      stayButton.current?.focus();
    }
  }, [phase]);

  const stay = () => {
    record(Date.now());
    void keepAlive();
    phaseRef.current = "active";
    setPhase("active");
    const previous = returnFocus.current;
    if (previous instanceof HTMLElement) previous.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      stay();
    } else if (event.key === "Tab") {
      const first = stayButton.current;
      const last = logOutButton.current;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  return (
    <>
      <form method="post" action={LOGOUT_PATH} ref={logoutForm} hidden>
        <input type="hidden" name="reason" defaultValue="idle" ref={reasonInput} />
      </form>
      {phase === "warning" ? (
        <div className="idle-overlay">
          <div className="idle-dialog" role="alertdialog" aria-modal="true" aria-labelledby="idle-title" aria-describedby="idle-text" onKeyDown={onKeyDown}>
            <h2 id="idle-title">{t("idle.title")}</h2>
            <p id="idle-text">{t("idle.text", { minutes: minutesLeft(lastActivity.current, Date.now(), settings.idleTimeoutMs) })}</p>
            <div className="button-group">
              <button type="button" className="button" ref={stayButton} onClick={stay}>
                {t("idle.stay")}
              </button>
              <button type="button" className="button button--secondary" ref={logOutButton} onClick={() => logOut("loggedOut")}>
                {t("idle.logOut")}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
