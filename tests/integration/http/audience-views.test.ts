// What each audience reads (issue 36 item 3; decision 0015). A unique marker is planted in every
// field only the university's staff may read: the offer's internal notes (its own, the payment
// review's, the proof of payment's), its closure reason, an assessor's note on a condition, the
// CAS record's import conflicts, the automations' tasks, the student-records link's errors,
// internal messages, and the history's reasons, notes and staff-made values; and in a field no
// view lists at all, on every record kind (a field added later stays out until someone lists it).
// Documents kept from outside organisations (STAFF_ONLY, AGENT_ONLY) carry markers in their names.
// Then every page an agent, agency admin, partner, immigration provider, applicant and student can
// reach is fetched, as the HTML document and as its loaders' data (`.data`): the route table from
// the build with the people's ids, plus every link the pages show. No marker may appear in any of
// them; university staff still read the internal note and the reason on the person's page.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "../../../server/paths";
import type { EntityRecord, UserRecord } from "../../../server/repositories";
import { TestBrowser, demoEmail, visibleText } from "../../support/http-client";
import { decodeRemixData } from "../../support/remix-data";
import { startTestServer, type TestServer } from "../../support/test-server";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";

/** Who may not read a marker: every outside role, outside organisations only (the person may), or all but the agent's side. */
const OUTSIDE = ["agent", "agencyadmin", "partner", "immigration", "applicant1", "student9"] as const;
type Viewer = (typeof OUTSIDE)[number];
const ORGANISATIONS: readonly Viewer[] = ["agent", "agencyadmin", "partner", "immigration"];
const NOT_AGENCIES: readonly Viewer[] = ["partner", "immigration"];

const markers = new Map<string, { where: string; hiddenFrom: readonly Viewer[] }>();
/** A marker no page may show to `hiddenFrom`; unique, and never part of another. */
function marker(where: string, hiddenFrom: readonly Viewer[] = OUTSIDE): string {
  const value = `zqMark${String(markers.size + 1).padStart(3, "0")}qz`;
  markers.set(value, { where, hiddenFrom });
  return value;
}

let server: TestServer;
let routes: Array<{ id: string; path: string; hasLoader: boolean }>;
const people: { applicant?: UserRecord; student?: UserRecord } = {};
const ids = { offers: [] as string[], applications: [] as string[], uploads: [] as string[] };

const user = async (local: string) => (await server.services.repositories.users.findByEmailForSignIn(demoEmail(local, TENANT)))!;

function fullPath(build: ServerBuild, id: string): string {
  const route = build.routes[id];
  if (!route) return "";
  const parent = route.parentId ? fullPath(build, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

async function signedIn(local: string): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  expect((await browser.signIn(demoEmail(local, TENANT))).status, `sign-in of ${local}`).toBe(302);
  return browser;
}

/** Plants the staff-only markers on one offer, as stored. */
async function plantOnOffer(offer: EntityRecord, assigned: Record<string, string>) {
  const conditions = [{ requirementId: "Passport", requirementText: "Passport", status: "Condition", conditionText: "Your passport", noteText: marker("offer conditions[].noteText") }];
  await testRecords(server.services).offers.update(TENANT, offer._id, {
    $set: {
      ...assigned,
      statusReason: marker("offer statusReason"),
      conditions,
      assess: [{ requirementId: "CV", requirementText: "CV", status: "Assess", noteText: marker("offer assess[].noteText") }],
      internalRemark: marker("offer: a field no view lists"),
      payment: { statusInternalNote: marker("offer payment.statusInternalNote"), proofOfPayment: { statusInternalNote: marker("offer payment.proofOfPayment.statusInternalNote") } },
      "sections.payment-review": { status: "Review", statusInternalNote: marker("offer sections.payment-review.statusInternalNote") },
      "sections.proof-of-payment": { proofOfPayment: { fileName: "receipt.pdf", status: "Review", statusInternalNote: marker("offer sections.proof-of-payment.proofOfPayment.statusInternalNote") } },
    },
  });
}

/** A document on the record, kept from some audiences (STAFF_ONLY, AGENT_ONLY), named by its marker. */
async function plantUpload(owner: UserRecord, recordKind: "applications" | "offers" | "students", recordId: string, userAccess: "STAFF_ONLY" | "AGENT_ONLY") {
  const name = marker(`${userAccess} document's name on ${recordKind}`, userAccess === "STAFF_ONLY" ? ORGANISATIONS : NOT_AGENCIES);
  const upload = await testRecords(server.services).uploads.insert(TENANT, {
    ownerId: owner._id, recordKind, recordId, documentType: recordKind === "students" ? "passport.photoPage" : "passport", originalName: `${name}.pdf`,
    storageKey: "none", size: 10, mimeType: "application/pdf", status: "UPLOADED_OK", uploadedBy: owner._id, createdAt: server.now().toISOString(),
    userAccess, review: { status: "APPROVED", at: server.now().toISOString(), by: "staff" },
  });
  ids.uploads.push(upload._id);
}

/** An audit entry of the shape the code writes, about one of the person's records. */
async function audit(actorId: string, action: string, entity: string, entityId: string, details: Record<string, unknown>) {
  await server.services.repositories.auditLog.insert(TENANT, { at: server.now().toISOString(), actorId, action, entity, entityId, details });
}

beforeAll(async () => {
  server = await startTestServer();
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  routes = Object.values(build.routes).map((route) => ({ id: route.id, path: fullPath(build, route.id), hasLoader: typeof route.module.loader === "function" }));

  const { repositories } = server.services;
  const [agent, partner, immigration, uni] = await Promise.all([user("agent"), user("partner"), user("immigration"), user("uni")]);
  // Both people are on the lists of the agent and agency, the partner and the immigration provider.
  const assigned = { agentId: agent._id, agencyId: agent.organisationId!, partnerId: partner.organisationId! };
  const applicant = (people.applicant = await user("applicant1"));
  const student = (people.student = await user("student9"));

  // The applicant: their application and offer, the offer issued by staff with an internal note.
  const application = (await repositories.applications.findOne(TENANT, { userId: applicant._id }))!;
  await testRecords(server.services).applications.update(TENANT, application._id, { $set: { ...assigned, internalRemark: marker("application: a field no view lists") } });
  ids.applications.push(application._id);
  await plantUpload(applicant, "applications", application._id, "STAFF_ONLY");
  const offer = (await repositories.offers.findOne(TENANT, { userId: applicant._id }))!;
  const staff = await signedIn("uni");
  const issued = await staff.postJson(`/students/${applicant._id}/offers/${offer._id}/status.data`, {
    data: { status: "Conditional", conditions: [{ requirementId: "Passport", requirementText: "Passport", status: "Condition", conditionText: "Your passport" }], statusInternalNote: marker("offer statusInternalNote (written by staff)"), notifyApplicant: false },
    version: offer._version,
  });
  expect(issued.status, "the staff's status change").toBe(202);
  await plantOnOffer((await repositories.offers.findById(TENANT, offer._id))!, assigned);
  ids.offers.push(offer._id);
  await plantUpload(applicant, "offers", offer._id, "STAFF_ONLY");
  await plantUpload(applicant, "offers", offer._id, "AGENT_ONLY");

  // The student: their CAS record and an offer of their own.
  const cas = (await repositories.students.findOne(TENANT, { userId: student._id }))!;
  await testRecords(server.services).students.update(TENANT, cas._id, {
    $set: {
      ...assigned,
      immigrationProviderId: immigration.organisationId!,
      internalRemark: marker("CAS record: a field no view lists"),
      importConflicts: { nationality: { imported: marker("CAS record importConflicts"), current: "Chinese" } },
    },
  });
  const studentOffer = await testRecords(server.services).offers.insert(TENANT, { userId: student._id, status: "Unconditional", conditionType: "Unconditional", courseId: "NBU-100", courseName: "MSc Data Science", intakeId: "2027-09", issueDate: "2026-10-01", statusInternalNote: marker("student's offer statusInternalNote"), createdAt: server.now().toISOString(), updatedAt: server.now().toISOString() });
  await plantOnOffer(studentOffer, assigned);
  ids.offers.push(studentOffer._id);
  await plantUpload(student, "students", cas._id, "STAFF_ONLY");
  await plantUpload(student, "students", cas._id, "AGENT_ONLY");
  await repositories.staffTasks.insert(TENANT, { collection: "students", recordId: cas._id, title: marker("automation's task for staff"), dueDate: "2026-12-01", automationId: "a1", createdAt: server.now().toISOString(), status: "open" });
  await server.services.store.collection("studentRecordsLinks").insertOne({
    _id: `${TENANT}:${cas._id}`, tenant: TENANT, studentId: cas._id, userId: student._id, stage: "NEW",
    errors: [{ stage: "NEW", message: marker("student-records link error"), at: server.now().toISOString() }], history: [], updatedAt: server.now().toISOString(),
  });

  // Internal notes in both conversations, and the history's staff-only details.
  for (const person of [applicant, student]) {
    await testRecords(server.services).conversationMessages.insert(TENANT, {
      personId: person._id, audience: "internal", authorId: uni._id, authorName: "Uni Staff", authorGroup: "university", side: "team",
      body: marker(`internal message about ${person.email}`), at: server.now().toISOString(), assignedTo: [],
    });
  }
  await audit(uni._id, "offer.status", "offers", offer._id, { from: "Conditional", to: "Rejected", reason: marker("history: offer.status reason"), notified: "no" });
  await audit(uni._id, "payment.review", "offers", offer._id, { section: "payment-review", changes: [{ path: "statusInternalNote", from: "", to: marker("history: payment review note") }] });
  await audit(uni._id, "requirement.update", "offers", offer._id, { requirement: "Passport", changes: [{ path: "noteText", from: "", to: marker("history: assessor's note") }] });
  await audit(uni._id, "section.save", "offers", offer._id, { section: "proof-of-payment", changes: [{ path: "proofOfPayment.statusInternalNote", from: "", to: marker("history: staff-made change") }] });
  await audit(uni._id, "stage.move", "students", cas._id, { from: "CAS Issued", to: "Visa Applied", reason: marker("history: stage move reason") });
  await audit(uni._id, "document.review", "students", cas._id, { document: marker("history: reviewed document's name"), status: "REJECTED", reason: marker("history: review reason") });
  await audit(uni._id, "student.tags", "students", cas._id, { from: [], to: [marker("history: tags")] });
  await audit(uni._id, "import.conflict", "students", cas._id, { field: marker("history: import conflict field"), choice: "keep" });
  await audit("automation:a1", "automation.run", "students", cas._id, { automation: marker("history: automation name"), changes: [{ path: "stage", from: "a", to: marker("history: automation change") }] });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

/** The `.data` URL of a page: its loaders' data, as the browser fetches it on navigation. */
function dataUrl(url: string): string {
  const [pathname, query] = url.split("?");
  return `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data${query ? `?${query}` : ""}`;
}

/** Every URL of a route with a loader for the people's records (a parameter no record names is found by following links). */
function routeUrls(personIds: readonly string[]): string[] {
  const values: Record<string, readonly string[]> = { userId: personIds, offerId: ids.offers, applicationId: ids.applications, uploadId: ids.uploads, requirementId: ["Passport"], section: ["identity"], page: ["contact-and-address"] };
  const urls: string[] = [];
  for (const route of routes.filter((candidate) => candidate.hasLoader && candidate.path)) {
    let expanded = [""];
    let known = true;
    for (const segment of route.path.split("/")) {
      const name = segment.startsWith(":") ? segment.slice(1).replace(/\?$/, "") : null;
      const options = name === null ? [segment] : (values[name] ?? []);
      if (segment === "*" || options.length === 0) known = false;
      expanded = expanded.flatMap((prefix) => options.map((option) => `${prefix}/${encodeURIComponent(option).replace(/%2F/g, "/")}`));
    }
    if (known) urls.push(...expanded);
  }
  return urls;
}

const LINK = /href="(\/[^"#]*)"/g;
const MAX_PAGES = 400;

interface Visit {
  url: string;
  status: number;
  routeIds: string[];
}

/** Fetches every page the viewer reaches (the route table, then each link shown), as HTML and as data; returns where a marker hidden from them showed. */
async function crawl(viewer: Viewer, starts: readonly string[]): Promise<{ leaks: string[]; visits: Visit[] }> {
  const browser = await signedIn(viewer);
  const hidden = [...markers].filter(([, marker]) => marker.hiddenFrom.includes(viewer)).map(([value]) => value);
  const leaks: string[] = [];
  const visits: Visit[] = [];
  const queue = [...new Set(starts)];
  const seen = new Set(queue);
  const perPath = new Map<string, number>();
  const check = (url: string, text: string) => {
    for (const value of hidden) if (text.includes(value)) leaks.push(`${viewer} ${url}: ${markers.get(value)?.where}`);
  };
  while (queue.length && visits.length < MAX_PAGES) {
    const url = queue.shift()!;
    // The sign-out page would not end the session, but nothing behind it is about a person.
    if (url.startsWith("/auth/logout")) continue;
    const page = await browser.get(url);
    check(url, page.text);
    const data = await browser.get(dataUrl(url));
    check(dataUrl(url), data.text);
    let routeIds: string[] = [];
    if (data.status === 200 && data.headers.get("content-type")?.includes("text/x-script")) {
      const decoded = (await decodeRemixData(data.text)) as Record<string, { data?: unknown }>;
      routeIds = Object.keys(decoded).filter((id) => decoded[id] && "data" in decoded[id]);
    }
    visits.push({ url, status: page.status, routeIds });
    if (page.status !== 200 || !page.headers.get("content-type")?.includes("text/html")) continue;
    for (const [, href] of page.text.matchAll(LINK)) {
      const link = href.replace(/&amp;/g, "&");
      const pathname = link.split("?")[0];
      const count = perPath.get(pathname) ?? 0;
      // A list's sorting, paging and filters are one page many times over: a few of each will do.
      if (seen.has(link) || count >= 3 || /\.(css|js|png|svg|ico|woff2?)$/.test(pathname) || pathname.startsWith("/assets/") || pathname.startsWith("/validators/")) continue;
      seen.add(link);
      perPath.set(pathname, count + 1);
      queue.push(link);
    }
  }
  return { leaks, visits };
}

const reached = (visits: readonly Visit[]) => new Set(visits.filter((visit) => visit.status === 200).flatMap((visit) => visit.routeIds));

describe("every page an outside audience reaches (issue 36 item 3)", () => {
  const cases: Array<{ viewer: Viewer; person: "applicant" | "student" | "both"; mustReach: string[] }> = [
    { viewer: "agent", person: "both", mustReach: ["routes/students.$userId", "routes/students._index", "routes/students.$userId_.messages", "routes/applications.$applicationId.$section", "routes/messages._index"] },
    { viewer: "agencyadmin", person: "both", mustReach: ["routes/students.$userId", "routes/students._index", "routes/students.$userId_.messages"] },
    { viewer: "partner", person: "both", mustReach: ["routes/students.$userId", "routes/students._index", "routes/insights.summary"] },
    { viewer: "immigration", person: "student", mustReach: ["routes/students.$userId", "routes/cas._index", "routes/students.$userId_.messages", "routes/students.$userId_.cas.interview", "routes/students.$userId_.cas.details"] },
    { viewer: "applicant1", person: "applicant", mustReach: ["routes/offers.$offerId", "routes/offers.$offerId_.payment", "routes/offers.$offerId_.payment_.proof", "routes/offers.$offerId_.$condition", "routes/applications.$applicationId.$section", "routes/your-information.$page", "routes/messages._index", "routes/offers._index"] },
    { viewer: "student9", person: "student", mustReach: ["routes/checklist.$page", "routes/tasks.$task", "routes/tasks.$task_.$document", "routes/questionnaire.$page", "routes/offers.$offerId", "routes/messages._index", "routes/_index"] },
  ];

  it("has markers in the store where the pages read from", async () => {
    const stored = JSON.stringify([
      await server.services.repositories.offers.find(TENANT, { _id: { $in: ids.offers } }),
      await server.services.repositories.students.find(TENANT, { userId: people.student!._id }),
      await server.services.repositories.auditLog.find(TENANT, {}),
    ]);
    for (const where of ["offer statusInternalNote (written by staff)", "offer statusReason", "CAS record importConflicts", "history: stage move reason"]) {
      const value = [...markers].find(([, marker]) => marker.where === where)?.[0] ?? "";
      expect(stored, where).toContain(value);
    }
  });

  for (const { viewer, person, mustReach } of cases) {
    it(`shows ${viewer} none of the university's own fields, on any page or in any page's data`, async () => {
      const personIds = person === "both" ? [people.applicant!._id, people.student!._id] : [people[person]!._id];
      const { leaks, visits } = await crawl(viewer, ["/", ...routeUrls(personIds)]);
      expect(leaks).toEqual([]);
      // The pages that would show the fields were reached (the test is about them).
      const routeIds = reached(visits);
      for (const id of mustReach) expect(routeIds, `${viewer} reached ${id}`).toContain(id);
      expect(visits.length).toBeGreaterThan(mustReach.length);
    }, 180_000);
  }
});

describe("the university's staff", () => {
  it("read the offer's internal note and closure reason on the person's page", async () => {
    const staff = await signedIn("uni");
    const page = await staff.get(`/students/${people.applicant!._id}`);
    expect(page.status).toBe(200);
    const note = [...markers].find(([, marker]) => marker.where === "offer statusInternalNote (written by staff)")?.[0] ?? "missing";
    const reason = [...markers].find(([, marker]) => marker.where === "offer statusReason")?.[0] ?? "missing";
    expect(visibleText(page.text)).toContain(`Internal note ${note}`);
    expect(visibleText(page.text)).toContain(`Reason ${reason}`);
    // And the history keeps its details for them.
    const data = (await staff.get(`/students/${people.applicant!._id}.data`)).text;
    for (const where of ["history: offer.status reason", "history: payment review note", "history: staff-made change"]) expect(data, where).toContain([...markers].find(([, marker]) => marker.where === where)?.[0] ?? "missing");
  });

  it("read the import conflicts and the automations' tasks on the student's page", async () => {
    const staff = await signedIn("uni");
    const text = visibleText((await staff.get(`/students/${people.student!._id}`)).text);
    for (const where of ["CAS record importConflicts", "automation's task for staff", "student-records link error", "STAFF_ONLY document's name on students"]) {
      expect(text, where).toContain([...markers].find(([, marker]) => marker.where === where)?.[0] ?? "missing");
    }
  });
});
