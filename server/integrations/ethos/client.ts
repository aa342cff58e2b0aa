// A client for the Ellucian Ethos Integration API (issue 21 item 6; decision 0845): the resources
// the student-records link needs, each with its versioned vendor media type; the three ways a
// university authenticates (Basic; OAuth client credentials; a secret token exchanged at /auth for
// a short-lived bearer token, as Ethos Integration does); paging by offset and limit up to the
// server's x-max-page-size, counted by x-total-count; a 429 waited out (Retry-After) and a
// 502/503/504 or a lost connection tried again with growing waits (002 §7: 3 retries, 3 s, x1.8);
// every call timed out after 60 s (002 §9). Every request goes through the outbound guard
// (decision 0016): https to a public address, or a host the operator allows. An error answer's
// body is never kept, except the `errors` of a 4xx answer in Ethos's own error format: the API's
// words for what in the request it refused, which staff need to fix it (001 §4).
import { guardedFetch, OutboundError, outboundFailure, type OutboundFailure, type OutboundFetch, type OutboundOptions } from "../../http/outbound";

/** How the university's Ethos API is reached and signed in to (001 §3 integration settings). */
export type EthosAuth =
  | { method: "Basic"; username: string; password: string }
  | { method: "OAuth"; clientId: string; secret: string; scope: string }
  | { method: "SecretToken"; token: string };

export interface EthosConnection {
  /** The API's address: the base URL and base path joined. */
  baseUrl: string;
  auth: EthosAuth;
}

export interface EthosClientOptions {
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  retryFactor?: number;
  /** How waiting is done (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** One error as Ethos answers it ({ errors: [{ code, message, description }] }). */
export interface EthosProblem {
  code?: string;
  message: string;
  description?: string;
}

/**
 * What a call could not do: the connection's failure or the answer's status (`failure`, in the
 * guard's words), or a catalogue key of ours; with the API's own validation `problems` where it
 * gave them.
 */
export class EthosError extends Error {
  constructor(
    readonly status: number,
    readonly problems: EthosProblem[],
    readonly resource: string,
    readonly failure: OutboundFailure,
    readonly key?: string,
  ) {
    super(`${resource}: ${key ?? failure.reason}${status ? ` ${status}` : ""}`);
  }
}

/** Refusals a retry cannot change. */
const FINAL_REASONS = new Set(["refused", "notHttps", "badAddress", "secure", "tooLarge"]);
/** At most this many of the API's problems, each at most this long, are kept. */
const MAX_PROBLEMS = 5;
const MAX_PROBLEM_LENGTH = 300;

/** The Ethos resources the link uses and the version of each it speaks. */
export const ETHOS_RESOURCES = {
  "person-matching-requests": "1",
  persons: "12",
  "admission-applications": "16",
  "academic-periods": "16",
  "academic-programs": "15",
  sites: "6",
  "citizenship-statuses": "6",
  "residency-types": "7",
} as const;

export type EthosResource = keyof typeof ETHOS_RESOURCES;

export const mediaType = (resource: EthosResource, variant?: string) => `application/vnd.hedtech.integration.${variant ? `${variant}.` : ""}v${ETHOS_RESOURCES[resource]}+json`;

const ERRORS_MEDIA_TYPE = "application/vnd.hedtech.errors.v2+json";
const DEFAULTS = { timeoutMs: 60_000, retries: 3, retryDelayMs: 3_000, retryFactor: 1.8 };
const RETRIED = new Set([429, 502, 503, 504]);

export class EthosClient {
  private bearer: { value: string; until: number } | null = null;
  private readonly options: Required<EthosClientOptions>;
  private readonly fetch: OutboundFetch;

  constructor(
    private readonly connection: EthosConnection,
    outbound: OutboundOptions,
    options: EthosClientOptions = {},
  ) {
    this.options = { ...DEFAULTS, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: () => Date.now(), ...options };
    this.fetch = guardedFetch({ ...outbound, timeoutMs: this.options.timeoutMs });
  }

  private host(): string {
    try {
      return new URL(this.connection.baseUrl).hostname;
    } catch {
      return this.connection.baseUrl;
    }
  }

  private url(path: string, query: Record<string, string | number> = {}): string {
    const url = new URL(`${this.connection.baseUrl.replace(/\/+$/, "")}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url.href;
  }

  /** One request with the waits and retries of 002 §7: a 429 after its Retry-After, a 502-504 or a lost connection after growing waits. */
  private async send(url: string, init: { method: string; headers: Record<string, string>; body?: string | URLSearchParams }, resource: string): Promise<Response> {
    let wait = this.options.retryDelayMs;
    for (let attempt = 0; ; attempt++) {
      let answer: Response;
      try {
        answer = await this.fetch(url, init);
      } catch (error) {
        const failure = outboundFailure(error, this.host());
        if (attempt >= this.options.retries || (error instanceof OutboundError && FINAL_REASONS.has(failure.reason))) throw new EthosError(0, [], resource, failure);
        await this.options.sleep(wait);
        wait *= this.options.retryFactor;
        continue;
      }
      if (!RETRIED.has(answer.status) || attempt >= this.options.retries) return answer;
      const retryAfter = answer.headers.get("retry-after");
      await answer.body?.cancel();
      await this.options.sleep(answer.status === 429 && retryAfter !== null && Number.isFinite(Number(retryAfter)) ? Number(retryAfter) * 1000 : wait);
      wait *= this.options.retryFactor;
    }
  }

  /** The Authorization header, getting (and keeping until shortly before it runs out) a bearer token where the method needs one. */
  private async authorization(): Promise<string> {
    const auth = this.connection.auth;
    if (auth.method === "Basic") return `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
    if (this.bearer && this.bearer.until > this.options.now()) return `Bearer ${this.bearer.value}`;
    let token: string;
    let lifetimeSeconds: number;
    if (auth.method === "SecretToken") {
      const answer = await this.send(this.url("/auth", { expirationMinutes: 60 }), { method: "POST", headers: { Authorization: `Bearer ${auth.token}` } }, "auth");
      if (!answer.ok) throw await this.failure(answer, "auth");
      token = (await this.read(answer, "auth")).trim();
      lifetimeSeconds = 60 * 60;
    } else {
      const body = new URLSearchParams({ grant_type: "client_credentials", client_id: auth.clientId, client_secret: auth.secret, scope: auth.scope });
      const answer = await this.send(this.url("/oauth/token"), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" }, body }, "oauth");
      if (!answer.ok) throw await this.failure(answer, "oauth");
      const granted = this.json(await this.read(answer, "oauth"), answer, "oauth") as { access_token?: unknown; expires_in?: unknown } | null;
      if (typeof granted?.access_token !== "string" || !granted.access_token) throw new EthosError(answer.status, [], "oauth", this.answered(answer), "studentRecords.error.noToken");
      token = granted.access_token;
      lifetimeSeconds = typeof granted.expires_in === "number" ? granted.expires_in : 300;
    }
    // Renewed a minute early, so a token never runs out during a call.
    this.bearer = { value: token, until: this.options.now() + Math.max(lifetimeSeconds - 60, 1) * 1000 };
    return `Bearer ${token}`;
  }

  private answered(answer: Response): OutboundFailure {
    return { reason: "answered", host: this.host(), status: answer.status };
  }

  /** An answer's text; a connection lost while reading it fails in the guard's words. */
  private async read(answer: Response, resource: string): Promise<string> {
    try {
      return await answer.text();
    } catch (error) {
      throw new EthosError(answer.status, [], resource, outboundFailure(error, this.host()));
    }
  }

  /** JSON, or a failure in words (a parser's message would quote the answer). */
  private json(text: string, answer: Response, resource: string): unknown {
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new EthosError(answer.status, [], resource, this.answered(answer), "studentRecords.error.notJson");
    }
  }

  /**
   * A refused call: its status, and for a 4xx other than a refused sign-in, the problems Ethos
   * lists in its error format (strings only, bounded). Any other body is read and dropped.
   */
  private async failure(answer: Response, resource: string): Promise<EthosError> {
    const text = await answer.text().catch(() => "");
    let problems: EthosProblem[] = [];
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
      try {
        const parsed = JSON.parse(text) as { errors?: unknown } | unknown[];
        const list = Array.isArray(parsed) ? parsed : parsed.errors;
        if (Array.isArray(list)) {
          problems = list
            .filter((problem): problem is EthosProblem => typeof problem?.message === "string")
            .slice(0, MAX_PROBLEMS)
            .map((problem) => ({ message: problem.message.slice(0, MAX_PROBLEM_LENGTH), ...(typeof problem.description === "string" ? { description: problem.description.slice(0, MAX_PROBLEM_LENGTH) } : {}), ...(typeof problem.code === "string" ? { code: problem.code.slice(0, 100) } : {}) }));
        }
      } catch {
        // Not Ethos's error format: the status alone is said.
      }
    }
    return new EthosError(answer.status, problems, resource, this.answered(answer));
  }

  /** One call to a resource; a 401 gets one new token. */
  async call(method: "GET" | "POST" | "PUT", resource: EthosResource, options: { id?: string; query?: Record<string, string | number>; body?: unknown; contentType?: string } = {}): Promise<{ status: number; headers: Headers; body: unknown }> {
    const path = `/api/${resource}${options.id ? `/${encodeURIComponent(options.id)}` : ""}`;
    for (let renewed = false; ; renewed = true) {
      const headers: Record<string, string> = { Authorization: await this.authorization(), Accept: mediaType(resource) };
      if (options.body !== undefined) headers["Content-Type"] = options.contentType ?? mediaType(resource);
      const answer = await this.send(this.url(path, options.query), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }, resource);
      if (answer.status === 401 && !renewed && this.connection.auth.method !== "Basic") {
        await answer.body?.cancel();
        this.bearer = null;
        continue;
      }
      if (!answer.ok) throw await this.failure(answer, resource);
      return { status: answer.status, headers: answer.headers, body: this.json(await this.read(answer, resource), answer, resource) };
    }
  }

  /**
   * Publishes an application error to the integration's Errors API, where the university's
   * integration team follows what failed (Ethos Integration's /errors, errors v2 media type).
   */
  async reportError(error: { description: string; resource: string; id?: string; status?: number }): Promise<void> {
    const answer = await this.send(
      this.url("/errors"),
      {
        method: "POST",
        headers: { Authorization: await this.authorization(), "Content-Type": ERRORS_MEDIA_TYPE, Accept: ERRORS_MEDIA_TYPE },
        body: JSON.stringify({ severity: "error", responseCode: error.status ?? 0, description: error.description, resource: { name: error.resource, ...(error.id ? { id: error.id } : {}) }, applicationName: "CAS Shield" }),
      },
      "errors",
    );
    if (!answer.ok) throw await this.failure(answer, "errors");
    await answer.body?.cancel();
  }

  async get<T>(resource: EthosResource, id: string): Promise<T> {
    return (await this.call("GET", resource, { id })).body as T;
  }

  async create<T>(resource: EthosResource, body: unknown, contentType?: string): Promise<T> {
    return (await this.call("POST", resource, { body, contentType })).body as T;
  }

  /** Every record of a resource, page by page (offset and limit, the server's page size, x-total-count). */
  async list<T>(resource: EthosResource, query: Record<string, string | number> = {}): Promise<T[]> {
    const found: T[] = [];
    let limit = 100;
    for (let offset = 0; ; ) {
      const answer = await this.call("GET", resource, { query: { ...query, offset, limit } });
      const page = Array.isArray(answer.body) ? (answer.body as T[]) : [];
      found.push(...page);
      const total = Number(answer.headers.get("x-total-count"));
      const maximum = Number(answer.headers.get("x-max-page-size"));
      if (Number.isFinite(maximum) && maximum > 0) limit = Math.min(limit, maximum);
      offset += page.length;
      if (page.length === 0 || (Number.isFinite(total) ? offset >= total : page.length < limit)) return found;
    }
  }
}
