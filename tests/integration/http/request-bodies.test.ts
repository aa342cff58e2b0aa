// Request bodies (issue 36 items 7 and 8; decisions 0017 and 0018). Every route with an action,
// read from the build (so a route added later is covered), signed out and signed in as each kind
// of user, is posted no body, bodies of the wrong type and garbled bodies: none answers 5xx.
// Bodies over their limit answer 413 with a page in words, without being read: a 50 MB sign-in
// is answered before it has been sent, and ten of them leave the server's memory about where it
// was. Signing out ends the session whatever is sent; an import's file name with `"`, `<` or `;`
// and a rule nested 5,000 deep answer in words.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "../../../server/paths";
import { startTestServer, type TestServer } from "../../support/test-server";
import { demoEmail, titleOf, signedInWithTotp, TestBrowser, visibleText } from "../../support/http-client";
import { draftVersionIn } from "../../support/config-pages";

const MB = 1024 * 1024;
const BAD_REQUEST_TITLE = "Bad Request - CAS Shield";
const BAD_REQUEST_WORDS = "What was sent could not be read. Go back to the page, check what you entered and send it again";
const TOO_LARGE_TITLE = "Content Too Large - CAS Shield";
const TOO_LARGE_WORDS = "What was sent is larger than this page accepts. Go back to the page and send a smaller file or less text";

let server: TestServer;
let build: ServerBuild;

beforeAll(async () => {
  server = await startTestServer();
  build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
});
afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------------
// Posting raw bodies

interface RawBody {
  name: string;
  type?: string;
  body?: string | Blob;
}

/** Bytes no form or JSON reader can make sense of, including invalid UTF-8 and stray escapes. */
const JUNK = new Blob([new Uint8Array([0xff, 0xfe, 0x00, 0x25, 0x80, 0x3d, 0x26, 0xc3, 0x28, 0x0d, 0x0a, 0x2d, 0x2d, 0x25, 0x5a])]);

const BAD_BODIES: RawBody[] = [
  { name: "no body" },
  { name: "plain text", type: "text/plain", body: "email=someone@example.com" },
  { name: "JSON that is cut short", type: "application/json", body: '{"data": {"email": "a' },
  { name: "a form with invalid percent-escapes and a line break in redirectTo", type: "application/x-www-form-urlencoded", body: "email=%E0%A4%A&%ZZ=%&theme=dark&redirectTo=/%0Aevil.example&intent=%" },
  { name: "multipart cut short", type: "multipart/form-data; boundary=cut", body: '--cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndel' },
  { name: "binary junk said to be multipart", type: "multipart/form-data; boundary=junk", body: JUNK },
];

function cookieHeader(browser: TestBrowser | null): Record<string, string> {
  return browser?.cookies.size ? { Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ") } : {};
}

async function postRaw(url: string, body: RawBody, browser: TestBrowser | null): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { Origin: server.url, ...cookieHeader(browser) };
  // A browser posting a form asks for a page; Remix's scripts (the `.data` URLs) ask for anything.
  if (!/\.data(\?|$)/.test(url)) headers.Accept = "text/html,application/xhtml+xml,*/*;q=0.8";
  if (body.type) headers["Content-Type"] = body.type;
  const answer = await fetch(`${server.url}${url}`, { method: "POST", headers, body: body.body, redirect: "manual" });
  return { status: answer.status, text: await answer.text() };
}

interface StreamedAnswer {
  status: number;
  text: string;
  /** Bytes of the body written when the answer arrived. */
  sent: number;
}

/**
 * Sends a large body in 64 KB pieces, as a client on a fast line would, and stops when the answer
 * arrives: with its length declared up front (Content-Length), or in chunks with none.
 */
function postLarge(url: string, options: { total: number; declared: boolean; type: string; headers?: Record<string, string> }): Promise<StreamedAnswer> {
  const piece = Buffer.alloc(64 * 1024, "a");
  const target = new URL(url, server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(target, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": options.type, ...(options.declared ? { "Content-Length": String(options.total) } : { "Transfer-Encoding": "chunked" }), ...options.headers },
    });
    request.on("response", (response) => {
      answered = true;
      const seenWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), sent: seenWhenAnswered }));
      response.on("error", reject);
    });
    // The server closes the connection once it has answered; writing into it then fails, as expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < options.total) {
        const size = Math.min(piece.length, options.total - sent);
        sent += size;
        if (!request.write(size === piece.length ? piece : piece.subarray(0, size))) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in the users who post

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(email)).status, `sign-in of ${email}`).toBe(302);
  await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
  return browser;
}

/** The platform Admin must set up a second factor before anything else. */
async function platformAdmin(): Promise<TestBrowser> {
  const admin = await signedInWithTotp(server, "admin@casshield.example");
  return admin;
}

/** Whether the browser's session still opens a page that needs one. */
async function stillSignedIn(browser: TestBrowser): Promise<boolean> {
  return (await browser.get("/auth/logout")).status === 200;
}

// ---------------------------------------------------------------------------------------------
// The routes with an action, from the build

interface ActionRoute {
  id: string;
  path: string;
  index: boolean;
}

function fullPath(id: string): string {
  const route = build.routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

function actionRoutes(): ActionRoute[] {
  return Object.values(build.routes)
    .filter((route) => typeof route.module.action === "function")
    .map((route) => ({ id: route.id, path: fullPath(route.id), index: route.index === true }));
}

/**
 * Real records for the paths' parameters, so the actions get as far as reading the body: the
 * person pages are posted for an applicant with an offer (the offer steps) and for a student
 * (the CAS steps).
 */
async function parameterValues(): Promise<Array<Record<string, string>>> {
  const { repositories, store } = server.services;
  const applicant = await store.collection("users").findOne({ email: demoEmail("applicant1") });
  const application = await repositories.applications.findOne("northbridge", { userId: applicant?._id });
  const offer = await repositories.offers.findOne("northbridge", { userId: applicant?._id });
  const student = await repositories.students.findOne("northbridge", {});
  const common = { applicationId: application?._id ?? "missing", section: "identity", page: "contact-details", requirementId: "passport", form: "identity", area: "settings" };
  return [
    { ...common, userId: String(applicant?._id ?? "missing"), offerId: offer?._id ?? "missing" },
    { ...common, userId: String(student?.userId ?? "missing") },
  ];
}

/** The document URL of a route and the one Remix's scripts post to (`.data`). */
function urlsOf(route: ActionRoute, values: Record<string, string>): [string, string] {
  const pathname = `/${route.path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? encodeURIComponent(values[segment.slice(1).replace(/\?$/, "")] ?? "x") : segment === "*" ? "anything" : segment))
    .join("/")}`;
  const query = route.index ? "?index" : "";
  return [`${pathname}${query}`, `${pathname === "/" ? "/_root" : pathname}.data${query}`];
}

/** Posts every bad body to every action route (in small parallel batches); returns the 5xx answers. */
async function serverErrors(browser: TestBrowser | null, options: { dataUrls: boolean; skip?: Set<string> }): Promise<string[]> {
  const valueSets = await parameterValues();
  const posts: Array<{ url: string; body: RawBody; route: string }> = [];
  for (const route of actionRoutes()) {
    if (options.skip?.has(route.id)) continue;
    const urls = new Map(valueSets.map((values) => urlsOf(route, values)));
    for (const [document, data] of urls) {
      for (const body of BAD_BODIES) {
        posts.push({ url: document, body, route: route.id });
        if (options.dataUrls) posts.push({ url: data, body, route: route.id });
      }
    }
  }
  const failures: string[] = [];
  for (let start = 0; start < posts.length; start += 4) {
    await Promise.all(
      posts.slice(start, start + 4).map(async ({ url, body, route }) => {
        const answer = await postRaw(url, body, browser);
        if (answer.status >= 500) failures.push(`${answer.status} for ${body.name} to ${url} (${route})`);
      }),
    );
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------

describe("every action route, posted no body, the wrong type or a garbled body (item 8)", () => {
  const LOGOUT = new Set(["routes/auth.logout"]);

  it("has the routes it posts to, read from the build", () => {
    const ids = actionRoutes().map((route) => route.id);
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ["routes/login", "routes/login_.forgot", "routes/resetPassword", "routes/preferences.theme", "routes/cas.move", "routes/auth.logout", "routes/imports._index", "routes/config.forms.$form"]) expect(ids).toContain(id);
  });

  it("signed out: no answer is a server error", async () => {
    expect(await serverErrors(null, { dataUrls: true })).toEqual([]);
  }, 240_000);

  it("signed in as a university admin: no answer is a server error, and the session lives on", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    expect(await serverErrors(admin, { dataUrls: true, skip: LOGOUT })).toEqual([]);
    expect(await stillSignedIn(admin)).toBe(true);
  }, 240_000);

  it("signed in as a CAS officer, an agent, an applicant and a student: no answer is a server error", async () => {
    for (const email of [demoEmail("uni"), demoEmail("agent"), demoEmail("applicant1"), demoEmail("student1")]) {
      const browser = await signedIn(email);
      expect(await serverErrors(browser, { dataUrls: false, skip: LOGOUT }), email).toEqual([]);
      expect(await stillSignedIn(browser), email).toBe(true);
    }
  }, 240_000);

  it("signed in as the platform Admin: no answer is a server error", async () => {
    const admin = await platformAdmin();
    expect(await serverErrors(admin, { dataUrls: false, skip: LOGOUT })).toEqual([]);
    expect(await stillSignedIn(admin)).toBe(true);
  }, 240_000);

  it("the pages the issue names answer 400 with a page in words, not 500", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    for (const [url, browser] of [["/login", null], ["/login/forgot", null], ["/resetPassword", null], ["/preferences/theme", admin], ["/cas/move", admin]] as const) {
      for (const body of [BAD_BODIES[0], BAD_BODIES[1], BAD_BODIES[4]]) {
        const answer = await postRaw(url, body, browser);
        expect(answer.status, `${body.name} to ${url}`).toBe(400);
        expect(titleOf(answer.text), `${body.name} to ${url}`).toBe(BAD_REQUEST_TITLE);
        expect(visibleText(answer.text)).toContain(BAD_REQUEST_WORDS);
      }
    }
  });

  it("a script posting JSON where a form is expected is told in words", async () => {
    const answer = await postRaw("/login/forgot.data", { name: "JSON", type: "application/json", body: '{"email":"a@b.c"}' }, null);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(BAD_REQUEST_WORDS);
  });

  it("a redirectTo with a line break or a letter beyond Latin-1 never makes a 500", async () => {
    const browser = new TestBrowser(server);
    const signIn = await browser.signIn(demoEmail("uniadmin"), undefined, "/students\n/evil.example");
    expect(signIn.status).toBe(302);
    expect(signIn.location).not.toMatch(/[\r\n]/);
    await browser.post("/mfa/setup", { intent: "skip", redirectTo: "/" });
    for (const redirectTo of ["/%0Aevil.example", "/%0D%0ASet-Cookie:%20x=1", "/caf%C3%A9"]) {
      const loginPage = await browser.get(`/login?redirectTo=${redirectTo}`);
      expect(loginPage.status, redirectTo).toBe(302);
      expect(loginPage.headers.get("set-cookie") ?? "", redirectTo).not.toContain("x=1");
      const theme = await browser.post("/preferences/theme", { theme: "dark", redirectTo: decodeURIComponent(redirectTo) });
      expect(theme.status, redirectTo).toBe(302);
      expect(theme.location, redirectTo).not.toMatch(/[\r\n]/);
    }
    expect((await server.services.repositories.users.findByEmailForSignIn(demoEmail("uniadmin")))?.preferences?.theme).toBe("dark");
  });
});

describe("signing out (item 8)", () => {
  it.each([
    ["no body", BAD_BODIES[0]],
    ["a body of the wrong type", BAD_BODIES[1]],
    ["multipart cut short", BAD_BODIES[4]],
  ])("with %s ends the session: the old cookie opens nothing", async (_what, body) => {
    const browser = await signedIn(demoEmail("uni"));
    const cookie = cookieHeader(browser);
    expect(await stillSignedIn(browser)).toBe(true);
    const answer = await postRaw("/auth/logout", body, browser);
    expect(answer.status).toBe(302);
    const reused = await fetch(`${server.url}/students`, { headers: cookie, redirect: "manual" });
    expect(reused.status).toBe(302);
    expect(reused.headers.get("location")).toMatch(/^\/login/);
  });

  it("with a body over the sign-in limit still ends the session", async () => {
    const browser = await signedIn(demoEmail("uni"));
    const cookie = cookieHeader(browser);
    const answer = await postLarge("/auth/logout", { total: 2 * MB, declared: true, type: "application/x-www-form-urlencoded", headers: cookie });
    expect(answer.status).toBe(302);
    const reused = await fetch(`${server.url}/students`, { headers: cookie, redirect: "manual" });
    expect(reused.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("bodies over their limit (item 7)", () => {
  it("a 50 MB sign-in is answered 413, in words, before it has been sent", async () => {
    const answer = await postLarge("/login", { total: 50 * MB, declared: true, type: "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(413);
    expect(titleOf(answer.text)).toBe(TOO_LARGE_TITLE);
    expect(visibleText(answer.text)).toContain(TOO_LARGE_WORDS);
    expect(answer.sent).toBeLessThan(25 * MB);
  });

  it("a 50 MB sign-in sent in chunks, its size unknown, is stopped once it passes the limit", async () => {
    const answer = await postLarge("/login", { total: 50 * MB, declared: false, type: "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(413);
    expect(visibleText(answer.text)).toContain(TOO_LARGE_WORDS);
    expect(answer.sent).toBeLessThan(25 * MB);
  });

  it("ten 50 MB sign-ins at once leave the server's memory about where it was", async () => {
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => postLarge("/login", { total: 50 * MB, declared: index % 2 === 0, type: "application/x-www-form-urlencoded" })));
    const grown = process.memoryUsage().rss - before;
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(413));
    // Reading them would take at least 500 MB; the allowance is for the test's own buffers and the collector's timing.
    expect(grown).toBeLessThan(150 * MB);
  }, 60_000);

  it("the other public forms keep to the small limit, a signed-in form to the general one", async () => {
    for (const url of ["/login/forgot", "/resetPassword"]) {
      const answer = await postLarge(url, { total: 64 * 1024, declared: true, type: "application/x-www-form-urlencoded" });
      expect(answer.status, url).toBe(413);
      expect(visibleText(answer.text), url).toContain(TOO_LARGE_WORDS);
    }
    const admin = await signedIn(demoEmail("uniadmin"));
    const answer = await postLarge("/cas/move", { total: 2 * MB, declared: true, type: "application/x-www-form-urlencoded", headers: cookieHeader(admin) });
    expect(answer.status).toBe(413);
    expect(titleOf(answer.text)).toBe(TOO_LARGE_TITLE);
  });

  it("the Config screen's JSON editors take a text larger than other forms may send", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const page = await admin.get("/config/areas/settings");
    const draftVersion = /name="draftVersion" value="(\d+)"/.exec(page.text)?.[1] ?? "missing";
    const answer = await admin.post("/config/areas/settings", { intent: "save", draftVersion, json: `{"notes": "${"x".repeat(3 * MB)}"` });
    expect(answer.status).toBe(422);
    expect(visibleText(answer.text)).toContain("Invalid JSON format.");
  });

  it("a document upload over the university's limit (5 MB) is refused 413 in words, and one that says it is larger is answered before it is sent", async () => {
    const owner = await signedIn(demoEmail("applicant5"));
    const application = await server.services.repositories.applications.findOne("northbridge", { email: demoEmail("applicant5") });
    const before = await server.services.repositories.uploads.count("northbridge", {});
    const form = new FormData();
    form.append("recordKind", "applications");
    form.append("recordId", application!._id);
    form.append("documentType", "passport");
    form.append("file", new File([new Uint8Array(6 * MB)], "scan.pdf"));
    const answer = await owner.post("/uploads", form);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).error).toBe("The file size must not exceed 5 MB");

    const declared = await postLarge("/uploads", { total: 40 * MB, declared: true, type: "multipart/form-data; boundary=big", headers: cookieHeader(owner) });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).error).toBe("The file size must not exceed 5 MB");
    expect(declared.sent).toBeLessThan(20 * MB);
    expect(await server.services.repositories.uploads.count("northbridge", {})).toBe(before);
  });

  it("an import larger than the university's limit (500 MB) is answered 413 on the import page, before it is sent", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const answer = await postLarge("/imports?index", { total: 600 * MB, declared: true, type: "multipart/form-data; boundary=big", headers: cookieHeader(admin) });
    expect(answer.status).toBe(413);
    expect(titleOf(answer.text)).toBe("Error: Import offer-holders - CAS Shield");
    expect(visibleText(answer.text)).toContain("The selected file must be smaller than 500 MB");
    expect(answer.sent).toBeLessThan(100 * MB);
    expect(await server.services.repositories.imports.count("northbridge", {})).toBe(0);
  });

  it("a sample file over the mapping preview's 1 MB is refused 413 on its page", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const form = new FormData();
    form.append("file", new File([new Uint8Array(2 * MB)], "sample.csv"));
    const answer = await admin.post("/config/import-mapping", form);
    expect(answer.status).toBe(413);
    expect(visibleText(answer.text)).toContain("The sample file must be smaller than 1 MB");
  });
});

describe("what an import's file name and a form editor's rule may hold (item 8)", () => {
  const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
  const ROW = "N1,quoted@import.example,Family,Given,2005-01-01,2027-09,OFF-1,MSc,2027-09-20,2028-09-19,100,0,false";
  const importFile = (admin: TestBrowser, name: string) => {
    const form = new FormData();
    form.append("file", new Blob([`${HEADER}\n${ROW}`], { type: "text/csv" }), name);
    return admin.post("/imports?index", form);
  };

  it('an import file named with " and < is taken, and its name shown as it was', async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const answer = await importFile(admin, 'offer "holders" <2027>.csv');
    expect(answer.status).toBe(303);
    const list = await admin.get("/imports");
    expect(visibleText(list.text)).toContain('offer "holders" <2027>.csv');
    expect(list.text).not.toContain("<2027>");
  });

  it("an import file named with ; or = is refused in words, and nothing is imported", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const before = await server.services.repositories.imports.count("northbridge", {});
    for (const name of ["offers;2027.csv", "offers=2027.csv", 'a"; name="x.csv']) {
      const answer = await importFile(admin, name);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
      expect(visibleText(answer.text), name).toContain("The file could not be received. Check its name has no semicolon (;) or equals sign (=), then upload it again");
    }
    expect(await server.services.repositories.imports.count("northbridge", {})).toBe(before);
  });

  const DEEP = `${'{"!":['.repeat(5000)}{"var":"record.givenName"}${"]}".repeat(5000)}`;

  it("a rule nested 5,000 deep is refused in words naming the rule; the draft is unchanged", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const page = await admin.get("/config/forms/identity");
    const ruleId = /name="r0\.id" value="([^"]*)"/.exec(page.text)?.[1] ?? "";
    expect(ruleId).not.toBe("");
    const drafts = server.services.store.collection("configDrafts");
    const before = await drafts.findOne({ tenant: "northbridge" });
    const answer = await admin.post("/config/forms/identity", { intent: "rules", draftVersion: draftVersionIn(page.text), "r0.id": ruleId, "r0.path": "givenName", "r0.failsWhen": DEEP, "r0.message": "x" });
    expect(answer.status).toBe(422);
    expect(visibleText(answer.text)).toContain(`Condition of rule ${ruleId} nests more than 100 levels deep. Make it simpler, with 100 levels or fewer`);
    expect(await drafts.findOne({ tenant: "northbridge" })).toEqual(before);
  });

  it("a whole form or an area nested 5,000 deep is refused in words naming the editor", async () => {
    const admin = await signedIn(demoEmail("uniadmin"));
    const form = await admin.get("/config/forms/identity");
    const raw = await admin.post("/config/forms/identity", { intent: "raw", draftVersion: draftVersionIn(form.text), definitionJson: `{"title":"Identity","rules":[{"failsWhen":${DEEP}}]}` });
    expect(raw.status).toBe(422);
    expect(visibleText(raw.text)).toContain("Form definition (JSON) nests more than 100 levels deep");
    const area = await admin.get("/config/areas/settings");
    const saved = await admin.post("/config/areas/settings", { intent: "save", draftVersion: draftVersionIn(area.text), json: `{"x":${DEEP}}` });
    expect(saved.status).toBe(422);
    expect(visibleText(saved.text)).toMatch(/\(JSON\) nests more than 100 levels deep/);
  });
});
