// Toast notices (000 §2, §9): top-right, gone after the configured time (8000 ms by default),
// announced politely to screen readers. A page can ask for a toast once the next page shows,
// e.g. 'Your answers have been saved' after Save & Continue.
import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

interface Toast {
  id: number;
  message: string;
}

interface ToastApi {
  show(message: string): void;
  /** Shows the message when the page changes (and forgets it if the page does not change). */
  showAfterNavigation(message: string | null): void;
}

const ToastContext = createContext<ToastApi>({ show: () => {}, showAfterNavigation: () => {} });

export function useToasts(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ durationMs, children }: { durationMs: number; children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const pending = useRef<string | null>(null);
  const next = useRef(1);
  // Every navigation has its own key, also one back to the same page (a saved decision).
  const { key } = useLocation();

  const show = useCallback(
    (message: string) => {
      if (!(durationMs > 0)) return; // no settings (an error page before the root loader): no toasts
      const id = next.current++;
      setToasts((current) => [...current, { id, message }]);
      setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), durationMs);
    },
    [durationMs],
  );
  useEffect(() => {
    if (pending.current) show(pending.current);
    pending.current = null;
  }, [key, show]);

  const api = useMemo<ToastApi>(() => ({ show, showAfterNavigation: (message) => (pending.current = message) }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className="toast">
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
