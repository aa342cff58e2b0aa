// /students/:userId/erasure (issue 42 item 4; decision 0044): a person's erasure requests, what can
// be erased now and what must be kept and until when (the rule that holds it, or a legal hold), a
// form to record a request and a button to carry it out. UniAdmins only (the ceiling in code).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { readForm } from "../../server/http/form-body";
import { carryOutErasure, erasurePlan, erasureRequest, erasureRequestsOf, ErasureRefused, recordErasureRequest, staffNames, type ErasurePlan, type ErasureRequest, type KeptItem } from "../../server/records/erasure";
import { staffAccess } from "../../server/staff/access";
import { universityDateTime } from "../../server/time";
import type { PreparedConfig } from "../../rules";
import { field } from "./config-common.server";

const PERMISSION = "erase:person:tenant";
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

async function access(request: Request, context: AppLoadContext) {
  const found = await staffAccess(request, context, PERMISSION);
  if (!found.tenant || !found.config || !found.today) throw notFound();
  return { ...found, tenant: found.tenant, config: found.config, today: found.today };
}

function keptInWords(config: PreparedConfig, item: KeptItem): string {
  const what = config.text(`erasure.collection.${item.collection}`);
  if ("hold" in item.because) return config.text("erasure.kept.hold", { what, by: item.because.hold.by, since: item.because.hold.since, reason: item.because.hold.reason });
  return config.text(item.because.until ? "erasure.kept.until" : "erasure.kept.sponsorshipRunning", { what, until: item.because.until ?? "", source: item.because.source });
}

function requestInWords(config: PreparedConfig, request: ErasureRequest, staffNames: Map<string, string>): string {
  const received = { by: staffNames.get(request.receivedBy) ?? request.receivedBy, at: universityDateTime(request.receivedAt, config), on: request.requestedOn };
  if (request.status === "erased") return config.text("erasure.request.erased", { ...received, erasedAt: universityDateTime(request.erasedAt ?? "", config) });
  const who = request.requestedBy?.who === "representative" ? config.text("erasure.request.byRepresentative", { name: request.requestedBy.name ?? "" }) : config.text("erasure.request.byPerson");
  return config.text("erasure.request.open", { ...received, who });
}

function view(config: PreparedConfig, plan: ErasurePlan) {
  return {
    name: [plan.identity.givenName, plan.identity.familyName].filter(Boolean).join(" ") || plan.identity.email || plan.identity.id,
    held: plan.held,
    now: Object.entries(plan.now).map(([collection, count]) => ({ key: collection, text: config.text("erasure.now.line", { what: config.text(`erasure.collection.${collection}`), count: Number(count).toLocaleString("en-GB") }) })),
    kept: plan.kept.map((item) => ({ key: `${item.collection}:${item.id}`, text: keptInWords(config, item) })),
  };
}

type Errors = Array<{ field: string; message: string }>;

/** The page after an erasure (`?erased=<request>`): the tombstone's counts, with nothing of the person. */
async function erasedOutcome(context: AppLoadContext, tenant: string, config: PreparedConfig, requestId: string | null): Promise<string | null> {
  const tombstone = requestId ? await erasureRequest(context.services, tenant, requestId) : null;
  if (tombstone?.status !== "erased") return null;
  const total = Object.values(tombstone.counts ?? {}).reduce((sum, count) => sum + count, 0);
  return config.text("erasure.done", { count: total.toLocaleString("en-GB"), request: tombstone._id });
}

export async function loadErasure(request: Request, context: AppLoadContext, userId: string | undefined, outcome: { errors?: Errors } = {}) {
  const { tenant, config, today } = await access(request, context);
  const texts = config.texts("erasure.", "form.errorSummary", "form.errorPrefix");
  const done = await erasedOutcome(context, tenant, config, new URL(request.url).searchParams.get("erased"));
  const plan = userId ? await erasurePlan(context.services, tenant, config, userId, today) : null;
  if (!plan) {
    if (done) return { texts, person: null, requests: [], openRequest: null, errors: [], done };
    throw notFound();
  }
  const requests = await erasureRequestsOf(context.services, tenant, plan.identity.id);
  const names = await staffNames(context.services, tenant, requests.map((entry) => entry.receivedBy));
  const open = requests.find((entry) => entry.status === "open") ?? null;
  return {
    texts,
    person: view(config, plan),
    requests: requests.map((entry) => ({ id: entry._id, text: requestInWords(config, entry, names) })),
    openRequest: open ? open._id : null,
    errors: outcome.errors ?? [],
    done,
  };
}

/** POST: record a request (who asked, the day), or carry out the open one. */
export async function submitErasure(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { tenant, config, today, user } = await access(request, context);
  const form = await readForm(request);
  if (!userId) throw notFound();
  if (field(form, "intent") === "erase") {
    try {
      const tombstone = await carryOutErasure(context.services, tenant, config, field(form, "request"), user.id, today);
      // Post, then redirect: the page shown is the tombstone's, and a reload sends nothing again.
      const url = new URL(request.url);
      url.searchParams.set("erased", tombstone._id);
      return redirect(`${url.pathname}${url.search}`);
    } catch (error) {
      if (!(error instanceof ErasureRefused)) throw error;
      return loadErasure(request, context, userId, { errors: [{ field: "", message: config.text(error.messageKey) }] });
    }
  }
  const who = field(form, "who");
  const name = field(form, "representative");
  const requestedOn = field(form, "requestedOn");
  const errors: Errors = [];
  if (who !== "person" && who !== "representative") errors.push({ field: "who", message: config.text("erasure.error.who") });
  if (who === "representative" && !name) errors.push({ field: "representative", message: config.text("erasure.error.representative") });
  if (!ISO_DAY.test(requestedOn) || Number.isNaN(Date.parse(requestedOn))) errors.push({ field: "requestedOn", message: config.text("erasure.error.requestedOn") });
  else if (requestedOn > today) errors.push({ field: "requestedOn", message: config.text("erasure.error.requestedOnFuture") });
  if (errors.length) return loadErasure(request, context, userId, { errors });
  const open = (await erasureRequestsOf(context.services, tenant, userId)).some((entry) => entry.status === "open");
  if (!open) await recordErasureRequest(context.services, tenant, { personId: userId, requestedBy: who === "representative" ? { who, name: name.slice(0, 200) } : { who: "person" }, requestedOn, receivedBy: user.id });
  return loadErasure(request, context, userId);
}
