// The browser-support gate (000 §2, §9): browsers older than the minimum versions in
// settings.json (browserSupport) see "Sorry, we don't support your browser!". Decided on the
// server from the User-Agent with bowser. Unknown agents (tools, new browsers) are let through.
import Bowser from "bowser";
import { authSettings } from "./settings";

function compareVersions(a: string, b: string): number {
  const left = a.split(".").map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split(".").map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isSupportedBrowser(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? "";
  const version = parsed.browser.version ?? "";
  const engine = parsed.engine.name ?? "";
  const { minimumVersions, unsupported } = authSettings.browserSupport;
  if (unsupported.includes(browser)) return false;
  for (const rule of minimumVersions) {
    if (rule.os) {
      if (parsed.os.name !== rule.os) continue;
      return compareVersions(parsed.os.version ?? "0", rule.minimum) >= 0;
    }
    if (rule.browser !== browser || (rule.engine && rule.engine !== engine)) continue;
    return compareVersions(version || "0", rule.minimum) >= 0;
  }
  return true;
}
