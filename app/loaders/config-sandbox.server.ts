// /config/sandbox: the university's sandbox (issue 20 item 6; decision 0841): copies of up to
// 1,000 of its records, the draft tried against them (which copies would change status, and why),
// a copy's forms with their status now and with the draft, and a copy's answers changed through
// its form (/config/sandbox/:copyId/:formId), touching only the copy.
import { redirect } from "@remix-run/node";
import type { TaskStatus } from "../../rules";
import { notFound } from "../../server/auth/guards";
import { draftConfig } from "../../server/config-admin/draft-config";
import { recordName } from "../../server/config-admin/records";
import { SANDBOX_COLLECTIONS, SANDBOX_LIMIT, copyStatuses, emptySandbox, fillSandbox, saveCopyAnswers, sandboxCopies, sandboxCopy, trySandbox, type SandboxCopy } from "../../server/config-admin/sandbox";
import { say } from "../../server/config-admin/texts";
import { staffFormPage, staffFormTexts, type StaffForm, type StaffFormScope } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { universityDateTime } from "../../server/time";
import type { RecordCollection } from "../../server/config-admin/records";
import { configPage, draftState, failure, field, submittedValues, todayFor, workingConfig, type ConfigContext, type ConfigPage } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { draftPerson } from "./config-draft-person.server";
import { emailOf } from "../../server/users/account-details";

/** The draft and the published configuration the copies are tried with, or null without a draft. */
function trial(context: ConfigContext, page: ConfigPage) {
  const draft = draftConfig(page.copy).config;
  if (page.copy.draftVersion === 0 || !draft) return null;
  return { published: page.copy.published.prepared, draft, today: todayFor(context, draft), texts: page.texts };
}

const statusText = (texts: Record<string, string>, status: TaskStatus) => say(texts, `config.sandbox.status.${status}`);

export async function loadSandbox(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const { access, texts } = page;
  const url = new URL(request.url);
  const all = await sandboxCopies(context.services, access.tenant);
  const tried = trial(context, page);
  const result = tried ? trySandbox(all, tried) : null;
  const config = page.copy.published.prepared;
  const copyHref = (copyId: string) => access.href("/config/sandbox", { copy: copyId });
  const opened = all.find((copy) => copy._id === url.searchParams.get("copy")) ?? null;
  // The opened copy's calculator and next reminders as the draft would make them (the published configuration without a draft).
  const drafted = tried?.draft ?? config;
  const person = opened ? await draftPerson(context.services, { tenant: access.tenant, config: drafted, collection: opened.collection, record: opened.record, today: todayFor(context, drafted), name: recordName(texts, opened.record) }) : null;
  const first = all[0];
  return {
    texts: { ...drafted.texts("checklist.funding."), ...texts },
    frame: page.frame,
    state: draftState(page.copy),
    limit: SANDBOX_LIMIT,
    kinds: SANDBOX_COLLECTIONS.map((collection) => ({ value: collection, label: say(texts, `config.sandbox.kind.${collection}`) })),
    filled: first ? { count: all.length, when: universityDateTime(first.copiedAt, config), by: (await emailOf(context.services, first.copiedBy)) ?? first.copiedBy } : null,
    copies: all.map((copy) => ({ id: copy._id, name: `${recordName(texts, copy.record)} (${say(texts, `config.sandbox.kind.${copy.collection}`)})` })),
    result: result
      ? {
          copies: result.copies,
          changed: result.changed,
          formsWithProblems: result.formsWithProblems,
          rows: result.rows.map((row) => ({ key: `${row.copyId}:${row.formId}`, name: row.name, href: copyHref(row.copyId), form: row.formTitle, now: statusText(texts, row.from), withDraft: statusText(texts, row.to), reason: row.reason ?? "" })),
        }
      : null,
    opened: opened
      ? {
          id: opened._id,
          name: recordName(texts, opened.record),
          forms: tried
            ? copyStatuses(opened, tried).map((status) => ({ formId: status.formId, title: status.formTitle, href: access.href(`/config/sandbox/${encodeURIComponent(opened._id)}/${encodeURIComponent(status.formId)}`), now: statusText(texts, status.from), withDraft: statusText(texts, status.to), changed: status.from !== status.to, reason: status.reason ?? "" }))
            : [],
          person,
        }
      : null,
    links: { self: access.href("/config/sandbox"), tenant: access.namesTenant ? access.tenant : null },
  };
}

export async function sandboxAction(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const { access, texts } = page;
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = submittedValues(form);
  if (intent === "empty") {
    await emptySandbox(context.services, access.tenant);
    throw redirect(access.href("/config/sandbox"));
  }
  if (intent !== "fill") return failure(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
  const errors = [];
  const limitText = field(form, "limit").trim().replace(/,/g, "");
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > SANDBOX_LIMIT) errors.push({ field: "limit", message: say(texts, "config.sandbox.limitInvalid", { max: SANDBOX_LIMIT.toLocaleString("en-GB") }) });
  const chosen = form.getAll("kinds").filter((value): value is RecordCollection => typeof value === "string" && (SANDBOX_COLLECTIONS as readonly string[]).includes(value));
  if (chosen.length === 0) errors.push({ field: "kinds", message: say(texts, "config.sandbox.kindsRequired") });
  if (errors.length) return failure(422, intent, errors, values);
  await fillSandbox(context.services, access.tenant, { collections: chosen, limit, by: access.user.id, at: context.services.clock().toISOString() });
  throw redirect(access.href("/config/sandbox"));
}

async function openCopyForm(request: Request, context: ConfigContext, copyId: string | undefined, formId: string | undefined) {
  const page = await configPage(request, context);
  const copy: SandboxCopy | null = copyId ? await sandboxCopy(context.services, page.access.tenant, copyId) : null;
  if (!copy || !formId) throw notFound();
  const config = workingConfig(page, () => formId);
  const sections = (copy.record.sections ?? {}) as Record<string, Record<string, unknown>>;
  if (!config.hasForm(formId) || sections[formId] === undefined) throw notFound();
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  const form: StaffForm = {
    formId,
    subject: copy.record,
    start: sections[formId],
    save: (answers, version) => saveCopyAnswers(context.services, copy, formId, answers, version, context.services.clock().toISOString()),
  };
  return { page, scope, form, copy, backUrl: page.access.href("/config/sandbox", { copy: copy._id }) };
}

export async function loadCopyForm(request: Request, context: ConfigContext, copyId: string | undefined, formId: string | undefined) {
  const { page, scope, form, copy, backUrl } = await openCopyForm(request, context, copyId, formId);
  const formPage = staffFormPage(scope, form);
  const texts = staffFormTexts(scope, formPage, ["form.", "config.back", "config.sandbox."]);
  return { page: formPage, caption: say(page.texts, "config.sandbox.copyCaption", { name: recordName(page.texts, copy.record) }), version: copy._version, backUrl, backLabel: texts["config.back"], texts };
}

export async function submitCopyForm(request: Request, context: ConfigContext, copyId: string | undefined, formId: string | undefined) {
  const { scope, form, backUrl } = await openCopyForm(request, context, copyId, formId);
  return submitStaffForm(request, scope, form, backUrl);
}
