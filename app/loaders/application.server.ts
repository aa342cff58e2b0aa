// The applicant's application: the task list and every section page. The tenant comes from the
// signed-in user; the record must belong to them (or be in a university they may read).
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requirePermission, requireUser, notFound } from "../../server/auth/guards";
import type { SignedInUser } from "../../server/auth/permissions";
import { buildFormPage, checkSubmission, promotedUpdate } from "../../server/forms/page";
import { contextFor, sectionData } from "../../server/forms/evaluate-record";
import { applicationSettings, nextTask, taskGroups, visibleGroups, type TaskGroupDefinition } from "../../server/forms/task-list";
import { readJsonObject } from "../../server/http/json-body";
import type { EntityRecord } from "../../server/repositories";
import { VersionConflictError } from "../../server/store/port";
import { todayIn } from "../../server/time";
import { uploadControlRules } from "../../server/uploads/limits";
import { listUploads, summaryOf, type UploadSummary } from "../../server/uploads/uploads";
import type { PreparedConfig } from "../../server/tenant-config/prepared";

// What the task lists and section pages show besides the form: its chrome and the list's words.
const LIST_TEXT_PREFIXES = ["tasks.", "application.group.", "application.title", "application.progress", "application.lastSaved", "yourInformation."];
const SECTION_TEXT_PREFIXES = ["form.", "uploads.", "application.backToTasks"];

export type ApplicationArea = "application" | "your-information";

interface Loaded {
  user: SignedInUser;
  tenant: string;
  application: EntityRecord;
  config: PreparedConfig;
  today: string;
}

async function loadApplication(request: Request, context: AppLoadContext, applicationId: string | undefined, action: "read" | "update"): Promise<Loaded> {
  const user = await requireUser(request, context);
  if (!user.tenant || !applicationId) throw notFound();
  const { services } = context;
  const application = await services.repositories.applications.findById(user.tenant, applicationId);
  if (!application) throw notFound();
  requirePermission(user, `${action}:application:own`, { tenant: user.tenant, ownerId: String(application.userId ?? "") });
  const config = (await services.configs.current(user.tenant)).prepared;
  const timeZone = String(config.rules.settings.timeZone ?? "Europe/London");
  return { user, tenant: user.tenant, application, config, today: todayIn(services.clock(), timeZone) };
}

/** The applicant's own application, for pages that are not about a particular one (your information). */
export async function ownApplicationId(request: Request, context: AppLoadContext): Promise<string> {
  const user = await requireUser(request, context);
  if (!user.tenant) throw notFound();
  const application = await context.services.repositories.applications.findOne(user.tenant, { userId: user.id }, { sort: { createdAt: 1 } });
  if (!application) throw notFound();
  return application._id;
}

function groupsOf(config: PreparedConfig, area: ApplicationArea, record: Record<string, unknown>): TaskGroupDefinition[] {
  const settings = applicationSettings(config);
  return visibleGroups(config, (area === "application" ? settings.taskGroups : settings.yourInformationGroups) ?? [], record);
}

function formBelongsTo(config: PreparedConfig, area: ApplicationArea, formId: string, record: Record<string, unknown>): boolean {
  return groupsOf(config, area, record).some((group) => group.tasks.includes(formId)) && config.hasForm(formId);
}

export async function loadTaskList(request: Request, context: AppLoadContext, applicationId: string | undefined, area: ApplicationArea) {
  const loaded = await loadApplication(request, context, applicationId, "read");
  const groups = taskGroups(loaded.config, groupsOf(loaded.config, area, loaded.application), loaded.application, { today: loaded.today, role: loaded.user.role });
  const rows = groups.flatMap((group) => group.rows);
  return {
    applicationId: loaded.application._id,
    area,
    groups,
    done: rows.filter((row) => row.status === "Complete").length,
    total: rows.length,
    updatedAt: String(loaded.application.updatedAt ?? ""),
    texts: loaded.config.texts(...LIST_TEXT_PREFIXES),
  };
}

function sectionUrl(area: ApplicationArea, applicationId: string, formId: string): string {
  return area === "application" ? `/applications/${applicationId}/${formId}` : `/your-information/${formId}`;
}

function listUrl(area: ApplicationArea, applicationId: string): string {
  return area === "application" ? `/applications/${applicationId}` : "/your-information";
}

/** Catalogue texts a uiSchema names (e.g. a repeatable group's `addLabel`). */
function textsNamedIn(config: PreparedConfig, uiSchema: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  const visit = (node: unknown) => {
    if (typeof node === "string" && config.messages[node]) texts[node] = config.messages[node].text;
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(uiSchema);
  return texts;
}

/** Where this application's upload fields send files, and the files it already has. */
async function uploadContext(context: AppLoadContext, loaded: Loaded) {
  const stored = await listUploads(context.services, loaded.tenant, loaded.application._id);
  const existing: Record<string, UploadSummary[]> = {};
  for (const upload of stored) (existing[upload.documentType] ??= []).push(summaryOf(upload));
  return { endpoint: "/uploads", recordKind: "applications", recordId: loaded.application._id, rules: uploadControlRules(loaded.config), existing };
}

export async function loadSection(request: Request, context: AppLoadContext, applicationId: string | undefined, formId: string | undefined, area: ApplicationArea) {
  const loaded = await loadApplication(request, context, applicationId, "read");
  if (!formId || !formBelongsTo(loaded.config, area, formId, loaded.application)) throw notFound();
  const evaluation = contextFor(loaded.config, loaded.application, { today: loaded.today, role: loaded.user.role });
  const page = buildFormPage(loaded.config, formId, sectionData(loaded.application, formId), evaluation);
  return {
    page,
    upload: await uploadContext(context, loaded),
    version: loaded.application._version,
    backUrl: listUrl(area, loaded.application._id),
    currentYear: Number(loaded.today.slice(0, 4)),
    texts: { ...loaded.config.texts(...SECTION_TEXT_PREFIXES), ...textsNamedIn(loaded.config, page.uiSchema) },
  };
}

/**
 * POST of a section: `{ data, version, intent }`. intent "refresh" redraws the page for the
 * answers so far (fields appearing or disappearing) and stores nothing. Otherwise the answers
 * are checked by the same rules; 422 keeps them with the errors, 409 refuses a stale save, and
 * a good save goes on to the next task.
 */
export async function submitSection(request: Request, context: AppLoadContext, applicationId: string | undefined, formId: string | undefined, area: ApplicationArea) {
  const loaded = await loadApplication(request, context, applicationId, "update");
  if (!formId || !formBelongsTo(loaded.config, area, formId, loaded.application)) throw notFound();
  const body = await readJsonObject(request);
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? body.data : {};
  const evaluation = contextFor(loaded.config, loaded.application, { today: loaded.today, role: loaded.user.role });
  if (body.intent === "refresh") {
    return Response.json({ page: buildFormPage(loaded.config, formId, data, evaluation), refreshed: true });
  }
  const submission = checkSubmission(loaded.config, formId, data, evaluation);
  if (!submission.ok) {
    return Response.json({ page: buildFormPage(loaded.config, formId, data, evaluation, submission.errors) }, { status: 422 });
  }
  const expectedVersion = typeof body.version === "number" ? body.version : -1;
  const { services } = context;
  try {
    await services.repositories.applications.update(
      loaded.tenant,
      loaded.application._id,
      promotedUpdate(loaded.config, formId, submission.data, { [`sections.${formId}`]: submission.data, updatedAt: services.clock().toISOString() }),
      expectedVersion,
    );
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    const page = buildFormPage(loaded.config, formId, data, evaluation);
    return Response.json({ page, conflict: loaded.config.texts("form.staleSave")["form.staleSave"], version: error.actualVersion }, { status: 409 });
  }
  await services.repositories.auditLog.insert(loaded.tenant, {
    at: services.clock().toISOString(),
    actorId: loaded.user.id,
    action: "section.save",
    entity: "applications",
    entityId: loaded.application._id,
    details: { section: formId },
  });
  const next = nextTask(groupsOf(loaded.config, area, loaded.application), formId);
  return redirect(next ? sectionUrl(area, loaded.application._id, next) : listUrl(area, loaded.application._id));
}
