// The student-records link's pages (issue 21 items 5 and 7; decision 0845): the settings in the
// Config screen with 'Test connection', sending one student from their record, and the list of
// links with sending a selection.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { staffAccess } from "../../server/staff/access";
import { integrationForm, testIntegration } from "../../server/integrations/ethos/settings-form";
import { linkRows, runLink } from "../../server/integrations/ethos/link";
import { outboundWords } from "../../server/http/outbound";
import { staffFormPage, staffFormTexts, type StaffFormScope } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { configPage, todayFor, workingConfig } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { studentExists, studentOfPerson } from "../../server/records/person-records";

const SEND_PERMISSION = "update:student:tenant";

async function openSettings(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const config = workingConfig(page);
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  const form = await integrationForm(context.services, config, page.access.tenant, page.access.user.id);
  return { page, scope, form };
}

export async function loadIntegrationSettings(request: Request, context: AppLoadContext) {
  const { page, scope, form } = await openSettings(request, context);
  const formPage = staffFormPage(scope, form);
  const texts = staffFormTexts(scope, formPage, ["form.", "config.back", "studentRecords."]);
  const saved = new URL(request.url).searchParams.has("saved");
  return { page: formPage, caption: scope.config.text("studentRecords.settings.caption"), version: form.version, backUrl: page.access.href("/config"), backLabel: texts["config.back"], texts, saved, testUrl: page.access.href("/config/student-records/connection-test") };
}

export async function submitIntegrationSettings(request: Request, context: AppLoadContext) {
  const { page, scope, form } = await openSettings(request, context);
  return submitStaffForm(request, scope, form, page.access.href("/config/student-records", { saved: 1 }));
}

/** The connection test's page: its button (GET), or what each step did (POST). */
export async function integrationTestPage(request: Request, context: AppLoadContext, run: boolean) {
  const page = await configPage(request, context);
  const config = workingConfig(page);
  const steps = run ? await testIntegration(context.services, page.access.tenant) : null;
  return {
    texts: config.texts("studentRecords.", "config.back"),
    steps: steps?.map((step) => ({ ok: step.ok, text: config.text(step.key, { ...step.params, detail: step.detail ? [step.detail.key ? config.text(step.detail.key) : "", outboundWords(config, step.detail.failure)].filter(Boolean).join(" ") : "" }) })) ?? null,
    back: page.access.href("/config/student-records"),
  };
}

/** The CAS student of a person of the user's university, for one who may send them; else not found. */
async function sendableStudent(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, SEND_PERMISSION);
  if (!userId || !access.tenant) throw notFound();
  const student = await studentOfPerson(context.services, access.tenant, userId);
  if (!student) throw notFound();
  return { tenant: access.tenant, student, back: redirect(`/students/${encodeURIComponent(userId)}`) };
}

/** Sending is a POST; the address itself leads back to the record. */
export async function studentRecordsOfPerson(request: Request, context: AppLoadContext, userId: string | undefined) {
  return (await sendableStudent(request, context, userId)).back;
}

/** Sends one student from their record, then back to it. */
export async function sendStudent(request: Request, context: AppLoadContext, userId: string | undefined) {
  const { tenant, student, back } = await sendableStudent(request, context, userId);
  await runLink(context.services, tenant, student._id);
  return back;
}

export async function loadLinks(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, SEND_PERMISSION);
  if (!access.tenant || !access.config) throw notFound();
  return { texts: access.config.texts("studentRecords.", "list."), rows: await linkRows(context.services, access.config, access.tenant) };
}

/** Sends the chosen students one after another (each its own claim); back to the list. */
export async function sendSelected(request: Request, context: AppLoadContext) {
  const access = await staffAccess(request, context, SEND_PERMISSION);
  if (!access.tenant) throw notFound();
  const chosen = (await readForm(request)).getAll("studentId").map(String).slice(0, 200);
  for (const studentId of chosen) {
    if (await studentExists(context.services, access.tenant, studentId)) await runLink(context.services, access.tenant, studentId);
  }
  return redirect("/student-records");
}
