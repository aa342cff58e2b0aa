// A local server that answers as Ellucian's Ethos Integration API does, for the student-records
// tests (issue 21 item 8): /auth exchanging a secret token for a bearer token, Basic and OAuth
// client credentials, /api/<resource> with versioned vendor media types, offset/limit paging with
// x-total-count and x-max-page-size, { errors: [...] } answers, 429 with Retry-After on demand, and
// the Errors API (/errors) an application publishes its errors to.
// Its answers are the fixtures in tests/fixtures/ethos (each names where its shape comes from).
// Every create is counted, so a test can see that a rerun creates nothing twice.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/ethos");
const fixture = <T>(name: string): T => {
  const { _source: _ignored, ...content } = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), "utf8")) as Record<string, unknown>;
  return content as T;
};

export interface TestEthos {
  url: string;
  credentials: { token: string; username: string; password: string; clientId: string; secret: string; scope: string };
  /** People the institution already knows, by email (matched, not created). */
  known: Map<string, { id: string; bannerId: string }>;
  created: { persons: number; applications: number };
  /** The admission applications and person-matching requests as they were sent. */
  applications: Array<Record<string, unknown>>;
  matchingRequests: Array<Record<string, unknown>>;
  /** What was published to the Errors API (/errors). */
  errorsReported: Array<Record<string, unknown>>;
  /** Requests to answer 429 before serving. */
  throttleNext(count: number): void;
  /** The next request (to `path`, when given) is answered with this status and body instead (a string is sent as text, anything else as JSON). */
  failNext(status: number, body: unknown, path?: string): void;
  /** The academic periods' codes the API knows; an application for another is refused. */
  periods: string[];
  requests: Array<{ method: string; path: string; accept: string | null; contentType: string | null; authorization: string | null }>;
  stop(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  return request.headers["content-type"]?.includes("x-www-form-urlencoded") ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": typeof body === "string" ? "text/plain" : "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

const errors = (status: number, code: string, message: string, description: string) => ({ status, body: { errors: [{ code, message, description }] } });

export async function startTestEthos(): Promise<TestEthos> {
  const credentials = { token: "11111111-2222-4333-8444-555555555555", username: "casshield", password: "ethos-password", clientId: "cas-shield", secret: "ethos-client-secret", scope: "ethos.read ethos.write" };
  const bearers = new Set<string>();
  const known = new Map<string, { id: string; bannerId: string }>();
  const persons = new Map<string, Record<string, unknown>>();
  const created = { persons: 0, applications: 0 };
  const applications: Array<Record<string, unknown>> = [];
  const matchingRequests: Array<Record<string, unknown>> = [];
  const errorsReported: Array<Record<string, unknown>> = [];
  let throttled = 0;
  let failure: { status: number; body: unknown; path?: string } | null = null;
  const periods = (fixture<{ periods: Array<{ code: string }> }>("academic-periods").periods ?? []).map((period) => period.code);
  const requests: TestEthos["requests"] = [];
  let counter = 100_000;

  const authorised = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? "";
    if (header === `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`) return true;
    return header.startsWith("Bearer ") && bearers.has(header.slice(7));
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push({ method: request.method ?? "", path: url.pathname, accept: request.headers.accept ?? null, contentType: request.headers["content-type"] ?? null, authorization: request.headers.authorization ?? null });
    try {
      if (failure && (failure.path === undefined || failure.path === url.pathname)) {
        const { status, body } = failure;
        failure = null;
        return send(response, status, body);
      }
      if (throttled > 0) {
        throttled--;
        return send(response, 429, { errors: [{ code: "Rate.Limit", message: "Too many requests" }] }, { "Retry-After": "0" });
      }
      if (request.method === "POST" && url.pathname === "/auth") {
        if (request.headers.authorization !== `Bearer ${credentials.token}`) return send(response, 401, "Unauthorized");
        const bearer = `jwt-${randomUUID()}`;
        bearers.add(bearer);
        return send(response, 200, bearer);
      }
      if (request.method === "POST" && url.pathname === "/oauth/token") {
        const form = (await bodyOf(request)) as Record<string, string>;
        if (form.client_id !== credentials.clientId || form.client_secret !== credentials.secret || form.grant_type !== "client_credentials") return send(response, 401, { error: "invalid_client" });
        const bearer = `oauth-${randomUUID()}`;
        bearers.add(bearer);
        return send(response, 200, { access_token: bearer, token_type: "Bearer", expires_in: 3600, scope: form.scope });
      }
      if (request.method === "POST" && url.pathname === "/errors") {
        if (!authorised(request)) return send(response, 401, { errors: [{ code: "Authentication.Required", message: "Unauthorized" }] });
        if (request.headers["content-type"] !== "application/vnd.hedtech.errors.v2+json") return send(response, 415, { errors: [{ code: "Global.MediaType", message: "Unsupported media type" }] });
        const reported = { ...((await bodyOf(request)) as Record<string, unknown>), id: randomUUID() };
        errorsReported.push(reported);
        return send(response, 201, reported);
      }
      if (!url.pathname.startsWith("/api/")) return send(response, 404, "Not found");
      if (!authorised(request)) return send(response, 401, { errors: [{ code: "Authentication.Required", message: "Unauthorized" }] });
      const [, , resource, id] = url.pathname.split("/");
      const accept = request.headers.accept ?? "";
      if (!/^application\/vnd\.hedtech\.integration\.v\d+(\.\d+\.\d+)?\+json$/.test(accept)) return send(response, 406, { errors: [{ code: "Global.MediaType", message: `Unsupported media type ${accept}` }] });

      if (request.method === "GET" && !id && ["academic-periods", "sites", "residency-types", "citizenship-statuses", "academic-programs"].includes(resource)) {
        const all = fixture<Record<string, unknown[]>>(resource)[Object.keys(fixture<Record<string, unknown[]>>(resource))[0]] ?? [];
        const maxPage = 2;
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const limit = Math.min(Number(url.searchParams.get("limit") ?? maxPage), maxPage);
        return send(response, 200, all.slice(offset, offset + limit), { "x-total-count": String(all.length), "x-max-page-size": String(maxPage), "x-hedtech-media-type": accept });
      }
      if (request.method === "POST" && resource === "person-matching-requests") {
        const asked = (await bodyOf(request)) as { names?: { legal?: { firstName?: string; lastName?: string } }; email?: { address?: string }; matchingCriteria?: { dateOfBirth?: string } };
        matchingRequests.push(asked as Record<string, unknown>);
        const email = asked.email?.address?.toLowerCase() ?? "";
        if (!asked.names?.legal?.lastName) {
          const refused = errors(400, "Validation.Exception", "The last name is required", "names.legal.lastName is required for person matching");
          return send(response, refused.status, refused.body);
        }
        let person = known.get(email);
        let outcome = "matched";
        if (!person) {
          person = { id: randomUUID(), bannerId: `B${counter++}` };
          known.set(email, person);
          created.persons++;
          outcome = "unmatched";
        }
        persons.set(person.id, { id: person.id, credentials: [{ type: "bannerId", value: person.bannerId }], emails: [{ address: email }] });
        return send(response, 201, { ...fixture<Record<string, unknown>>("person-matching-request"), id: randomUUID(), person: { id: person.id }, outcomes: [{ type: "initial", status: outcome, date: new Date().toISOString() }] }, { "x-hedtech-media-type": "application/vnd.hedtech.integration.v1+json" });
      }
      if (request.method === "GET" && resource === "persons" && id) {
        const person = persons.get(id) ?? [...known.values()].filter((candidate) => candidate.id === id).map((candidate) => ({ id: candidate.id, credentials: [{ type: "bannerId", value: candidate.bannerId }] }))[0];
        if (!person) {
          const missing = errors(404, "Global.NotFound", "Person not found", `No person was found for id ${id}`);
          return send(response, missing.status, missing.body);
        }
        return send(response, 200, { ...fixture<Record<string, unknown>>("person"), ...person });
      }
      if (request.method === "POST" && resource === "admission-applications") {
        const asked = (await bodyOf(request)) as { applicant?: { id?: string }; academicPeriod?: { id?: string } };
        const period = fixture<{ periods: Array<{ id: string; code: string }> }>("academic-periods").periods.find((candidate) => candidate.id === asked.academicPeriod?.id);
        // Autumn 2025 has closed for admission: the API refuses it as Ethos refuses invalid data.
        if (!period || period.code === "202509") {
          const refused = errors(400, "Validation.Exception", "The academic period is not valid", `The academic period ${asked.academicPeriod?.id ?? "(none)"} is not open for admission`);
          return send(response, refused.status, refused.body);
        }
        created.applications++;
        applications.push(asked as Record<string, unknown>);
        return send(response, 201, { ...fixture<Record<string, unknown>>("admission-application"), id: randomUUID(), applicant: asked.applicant, academicPeriod: asked.academicPeriod });
      }
      return send(response, 404, { errors: [{ code: "Global.NotFound", message: `No resource ${resource}` }] });
    } catch (error) {
      return send(response, 500, { errors: [{ code: "Global.Internal.Error", message: error instanceof Error ? error.message : String(error) }] });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials,
    known,
    created,
    applications,
    matchingRequests,
    errorsReported,
    periods,
    requests,
    throttleNext(count) {
      throttled = count;
    },
    failNext(status, body, path) {
      failure = { status, body, path };
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
