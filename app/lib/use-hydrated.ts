// True once the page's script runs: what needs JavaScript is drawn only then, and before it the
// page's plain HTML way (GOV.UK progressive enhancement).
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
