import { describe, expect, it } from "vitest";
import { isSupportedBrowser } from "../../../server/auth/browser-support";
import { isSameOrigin } from "../../../server/http/origin-check";
import { idlePhase, latestActivity, minutesLeft, shouldHeartbeat, shouldRecordActivity } from "../../../app/components/IdleLogoutTimer";
import { idleSettingsForBrowser } from "../../../server/auth/settings";

describe("the browser-support gate (000 §9 minimum versions)", () => {
  it.each([
    ["IE 11", "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko", false],
    ["Edge 15", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063", false],
    ["Edge 16", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36 Edge/16.16299", true],
    ["Edge Chromium 78", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36 Edg/78.0.276.19", false],
    ["Edge Chromium 79", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.74 Safari/537.36 Edg/79.0.309.43", true],
    ["Chrome 56", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36", false],
    ["Chrome 57", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36", true],
    ["Firefox 51", "Mozilla/5.0 (Windows NT 10.0; WOW64; rv:51.0) Gecko/20100101 Firefox/51.0", false],
    ["Firefox 52", "Mozilla/5.0 (Windows NT 10.0; WOW64; rv:52.0) Gecko/20100101 Firefox/52.0", true],
    ["iOS 10.2", "Mozilla/5.0 (iPhone; CPU iPhone OS 10_2 like Mac OS X) AppleWebKit/602.3.12 (KHTML, like Gecko) Version/10.0 Mobile/14C92 Safari/602.1", false],
    ["iOS 10.3", "Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E277 Safari/602.1", true],
    ["Safari 10.0", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12) AppleWebKit/602.1.50 (KHTML, like Gecko) Version/10.0 Safari/602.1.50", false],
    ["Safari 10.1", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_4) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.1 Safari/603.1.30", true],
    ["Samsung 6.2", "Mozilla/5.0 (Linux; Android 7.0; SAMSUNG SM-G930F Build/NRD90M) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/6.2 Chrome/56.0.2924.87 Mobile Safari/537.36", false],
    ["Android 4.4 browser", "Mozilla/5.0 (Linux; U; Android 4.4.2; en-us; Nexus 5 Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30", false],
    ["Opera 43", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56.0.2924.87 Safari/537.36 OPR/43.0.2442.991", false],
    ["Opera 44", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/57.0.2987.133 Safari/537.36 OPR/44.0.2510.857", true],
    ["a tool", "curl/8.5.0", true],
    ["no agent", "", true],
  ] as const)("%s -> supported %s", (_name, agent, expected) => {
    expect(isSupportedBrowser(agent)).toBe(expected);
  });
});

describe("the idle-logout clock (000 §4, §9)", () => {
  const settings = idleSettingsForBrowser();
  it("reads its constants from settings: 55 minutes, warning 2 before, 500 ms throttle, 200 ms sync", () => {
    expect(settings).toMatchObject({ idleTimeoutMs: 55 * 60_000, warningMs: 2 * 60_000, throttleMs: 500, syncMs: 200 });
  });
  it("warns 2 minutes before and expires at 55 minutes", () => {
    expect(idlePhase(0, 52 * 60_000, settings)).toBe("active");
    expect(idlePhase(0, 53 * 60_000, settings)).toBe("warning");
    expect(idlePhase(0, 55 * 60_000 - 1, settings)).toBe("warning");
    expect(idlePhase(0, 55 * 60_000, settings)).toBe("expired");
    expect(minutesLeft(0, 53 * 60_000, settings.idleTimeoutMs)).toBe(2);
  });
  it("throttles activity, heartbeats rarely, and takes the newest activity of any tab", () => {
    expect(shouldRecordActivity(1_000, 1_499, 500)).toBe(false);
    expect(shouldRecordActivity(1_000, 1_500, 500)).toBe(true);
    expect(shouldHeartbeat(0, 4 * 60_000, settings.heartbeatMs)).toBe(false);
    expect(shouldHeartbeat(0, 5 * 60_000, settings.heartbeatMs)).toBe(true);
    expect(latestActivity(100, "250")).toBe(250);
    expect(latestActivity(300, "250")).toBe(300);
    expect(latestActivity(300, null)).toBe(300);
    expect(latestActivity(300, "garbage")).toBe(300);
  });
});

describe("the Origin check", () => {
  const request = (host: string, protocol = "http") => ({ protocol, get: (name: string) => (name.toLowerCase() === "host" ? host : undefined) });
  it("accepts only this site's origin", () => {
    expect(isSameOrigin("http://127.0.0.1:3000", request("127.0.0.1:3000") as never)).toBe(true);
    expect(isSameOrigin("https://127.0.0.1:3000", request("127.0.0.1:3000") as never)).toBe(false);
    expect(isSameOrigin("http://evil.example", request("127.0.0.1:3000") as never)).toBe(false);
    expect(isSameOrigin(undefined, request("127.0.0.1:3000") as never)).toBe(false);
    expect(isSameOrigin("null", request("127.0.0.1:3000") as never)).toBe(false);
  });
});
