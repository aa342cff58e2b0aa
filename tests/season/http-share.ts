// The small share of the season that goes through the HTTP pages (issue 37 item 5: "a small share
// through HTTP to prove the two agree"): the process serves the real app (production build) on a
// loopback port over the same services, and some applicants' saves, submissions and decisions and
// some staff status changes are posted as a browser posts them. Each day the dashboard's tab
// counts are also read over HTTP for a role of each university and compared with what the server
// module returned.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { yourInformationPathOf } from "../../rules/applications/paths";
import type { SignedInUser } from "../../server/auth/permissions";
import { sessionCookieName, sessions } from "../../server/auth/sessions";
import { createHttpApp } from "../../server/http/app";
import type { EntityRecord } from "../../server/repositories";
import type { Services } from "../../server/services";
import { TestBrowser } from "../support/http-client";
import { decodeRemixData } from "../support/remix-data";
import type { Outcome } from "./actions/index";
import { configOf } from "./app";
import type { Person } from "./world";

type Errors = Array<{ path: string; message: string }>;

export class HttpDriver {
  private readonly browsers = new Map<string, { browser: TestBrowser; day: string; at: number }>();
  /** Requests made, for the report. */
  requests = 0;

  private constructor(
    private readonly services: Services,
    private readonly server: Server,
    readonly url: string,
    private readonly password: string,
  ) {}

  static async start(services: Services, password: string): Promise<HttpDriver> {
    const app = await createHttpApp(services, { production: true });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    return new HttpDriver(services, server, `http://127.0.0.1:${port}`, password);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * A browser signed in as the user. The first time through the sign-in page (skipping the second
   * factor's set-up, as a person may); on a later simulated day (a session ends after 55 idle
   * minutes, and the season's clock moves by days) with a new session made as that page makes it,
   * without checking the password again.
   */
  private async as(user: SignedInUser): Promise<TestBrowser> {
    // A session is reused within the half hour it was last given (the product logs out after 55
    // idle minutes: a morning's session is gone by the evening's comparison); later, a new one.
    const now = this.services.clock().getTime();
    const day = new Date(now).toISOString().slice(0, 10);
    const known = this.browsers.get(user.id);
    if (known && known.day === day && now - known.at < 30 * 60_000) return known.browser;
    if (known) {
      const { id } = await sessions(this.services).create({ userId: user.id, tenant: user.tenant, state: "active" });
      known.browser.cookies.set(sessionCookieName(this.services), id);
      known.day = day;
      known.at = now;
      return known.browser;
    }
    const browser = new TestBrowser({ url: this.url });
    const answer = await browser.signIn(user.email, this.password);
    this.requests += 1;
    if (answer.status !== 302) throw new Error(`season: ${user.email} could not sign in over HTTP (${answer.status})`);
    if (answer.location?.startsWith("/mfa/setup")) {
      const skipped = await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
      this.requests += 1;
      if (skipped.status !== 302) throw new Error(`season: ${user.email} could not skip the second factor's set-up (${skipped.status})`);
    }
    this.browsers.set(user.id, { browser, day, at: now });
    return browser;
  }

  /** A form page's POST as the renderer sends it: 202 saved (a redirect), 422 with errors, 409 stale or read-only. */
  private async postForm(user: SignedInUser, path: string, data: Record<string, unknown>, version: number): Promise<Outcome> {
    const browser = await this.as(user);
    const answer = await browser.postJson(`${path}.data`, { data, version });
    this.requests += 1;
    if (answer.status === 202 || answer.status === 200 || answer.status === 204) {
      const body = answer.text ? ((await decodeRemixData(answer.text).catch(() => ({}))) as { page?: { errors?: Errors }; conflict?: string; redirect?: string }) : {};
      if (body.conflict) return { status: "refused", detail: `${answer.status}: ${body.conflict}` };
      // A save answers with where to go next; being sent to sign in again is no save.
      if (typeof body.redirect === "string" && /^\/(login|mfa)/.test(body.redirect)) return { status: "refused", detail: `HTTP ${answer.status}: sent to ${body.redirect}` };
      return { status: "done", data: {} };
    }
    const body = answer.text ? ((await decodeRemixData(answer.text).catch(() => ({}))) as { page?: { errors?: Errors }; conflict?: string; problem?: string }) : {};
    const errors = body.page?.errors?.map((error) => `${error.path}: ${error.message}`).join("; ");
    return { status: "refused", detail: `HTTP ${answer.status}: ${errors || body.conflict || body.problem || answer.text.slice(0, 200)}` };
  }

  async saveSection(person: Person, user: SignedInUser, record: EntityRecord, area: "application" | "your-information", formId: string, data: Record<string, unknown>): Promise<Outcome> {
    const config = await configOf(this.services, person.tenant);
    const path = area === "application" ? `/applications/${record._id}/${formId}` : `/your-information/${yourInformationPathOf(config, formId)}`;
    return this.postForm(user, path, data, record._version);
  }

  async submit(_person: Person, user: SignedInUser, record: EntityRecord): Promise<Outcome> {
    const browser = await this.as(user);
    const answer = await browser.post(`/applications/${record._id}/check-answers`, { _version: String(record._version) });
    this.requests += 1;
    if (answer.status === 302 && answer.location === `/applications/${record._id}/check-answers`) return { status: "done", data: {} };
    return { status: "refused", detail: `HTTP ${answer.status} to ${answer.location ?? ""}: ${answer.text.slice(0, 200)}` };
  }

  decide(_person: Person, user: SignedInUser, record: EntityRecord, answer: string): Promise<Outcome> {
    return this.postForm(user, `/offers/${record._id}`, { applicantStatus: answer }, record._version);
  }

  staffForm(_person: Person, user: SignedInUser, path: string, answers: Record<string, unknown>, version: number): Promise<Outcome> {
    return this.postForm(user, path, answers, version);
  }

  /** The tabs and counts a list page shows the user (the route's data over HTTP). */
  async tabCounts(user: SignedInUser, list: "students" | "cas", tenant: string): Promise<Array<{ key: string; count: number }>> {
    const browser = await this.as(user);
    const route = list === "students" ? "routes/students._index" : "routes/cas._index";
    const query = new URLSearchParams({ ...(user.tenant ? {} : { uni: tenant }), _routes: route });
    const answer = await browser.get(`/${list}.data?${query.toString()}`);
    this.requests += 1;
    if (answer.status !== 200) throw new Error(`season: /${list} answered ${answer.status} for ${user.email}: ${answer.text.slice(0, 200)}`);
    const decoded = (await decodeRemixData(answer.text)) as Record<string, { data: { list: { tabs: Array<{ key: string; count: number }> } | null } }>;
    return decoded[route]?.data.list?.tabs.map((tab) => ({ key: tab.key, count: tab.count })) ?? [];
  }
}
