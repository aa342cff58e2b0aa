// A browser-like HTTP client for tests against startTestServer: keeps cookies, sends the Origin
// header on POSTs (as browsers do), never follows redirects (tests assert them).
import * as OTPAuth from "otpauth";
import type { TestServer } from "./test-server";

export interface HttpAnswer {
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly server: Pick<TestServer, "url">,
    private readonly options: { userAgent?: string; origin?: string | null; headers?: Record<string, string> } = {},
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A body object is sent url-encoded, like a plain form; FormData is sent as multipart; a JsonBody as JSON. */
  async request(method: string, path: string, body?: Record<string, string> | FormData | JsonBody): Promise<HttpAnswer> {
    const headers: Record<string, string> = { "User-Agent": this.options.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", ...this.options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    if (method !== "GET" && method !== "HEAD") {
      const origin = this.options.origin === undefined ? this.server.url : this.options.origin;
      if (origin !== null) headers.Origin = origin;
      if (body instanceof JsonBody) headers["Content-Type"] = "application/json";
      else if (!(body instanceof FormData)) headers["Content-Type"] = "application/x-www-form-urlencoded";
    }
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers,
      body: body instanceof FormData ? body : body instanceof JsonBody ? body.text : body ? new URLSearchParams(body).toString() : undefined,
      redirect: "manual",
    });
    this.remember(response.headers);
    return { status: response.status, location: response.headers.get("location"), headers: response.headers, text: await response.text() };
  }

  get(path: string) {
    return this.request("GET", path);
  }

  /** GETs a download's bytes (a PDF), as the browser saves them. */
  async download(path: string): Promise<{ status: number; bytes: Buffer }> {
    const response = await fetch(`${this.server.url}${path}`, { headers: this.cookies.size ? { Cookie: this.cookieHeader() } : {}, redirect: "manual" });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  post(path: string, body: Record<string, string> | FormData = {}) {
    return this.request("POST", path, body);
  }

  /** POSTs JSON, as the form renderer's pages submit (Remix answers on the route's `.data` URL). */
  postJson(path: string, value: unknown) {
    return this.request("POST", path, new JsonBody(value));
  }

  /** Signs in with email and password; returns the answer to the form post. */
  signIn(email: string, password = DEMO_PASSWORD, redirectTo?: string) {
    return this.post("/login", { email, password, ...(redirectTo ? { redirectTo } : {}) });
  }
}

/** A body to send as JSON. */
export class JsonBody {
  readonly text: string;
  constructor(value: unknown) {
    this.text = typeof value === "string" ? value : JSON.stringify(value);
  }
}

export const DEMO_PASSWORD = "CasShield-Demo-2026!";

export function demoEmail(local: string, tenant = "northbridge"): string {
  return `${local}@${tenant}.example.ac.uk`;
}

/** The <title> of an HTML page. */
export function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&") ?? "";
}

/** Text of the page with tags removed and entities decoded, for "the user sees" assertions. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** A browser signed in as a demo user who chose to set up two-factor sign-in later. */
export async function signedInSkippingMfa(server: Pick<TestServer, "url">, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  const answer = await browser.signIn(email);
  if (answer.status !== 302) throw new Error(`signing in as ${email} answered ${answer.status}`);
  await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  return browser;
}

/** A browser signed in with two-factor authentication set up, as the platform Admin must (it may not skip it). */
export async function signedInWithTotp(server: Pick<TestServer, "url" | "now">, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  const answer = await browser.signIn(email);
  if (answer.status !== 302) throw new Error(`signing in as ${email} answered ${answer.status}`);
  await browser.post("/mfa/setup", { method: "totp", redirectTo: "/" });
  const setup = await browser.get("/mfa/setup/app?redirectTo=%2F");
  const secret = (/data-testid="setup-key">([^<]+)</.exec(setup.text)?.[1] ?? "").replace(/\s/g, "");
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: server.now().getTime() });
  const done = await browser.post("/mfa/setup/app?redirectTo=%2F", { code, redirectTo: "/" });
  if (done.status !== 302) throw new Error(`setting up two-factor sign-in for ${email} answered ${done.status}`);
  return browser;
}
