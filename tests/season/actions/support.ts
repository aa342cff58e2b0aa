// The season's steps: the kinds, what a planned step is, what running one tells, and the helpers
// every step uses to reach the application (the season's accounts, the records it acts on, an
// upload, a staff form). The steps themselves are in this folder by who takes them.
import type { AppLoadContext } from "@remix-run/node";
import type { AgentFormScope } from "../../../server/applications/agent-applicants";
import type { SignedInUser } from "../../../server/auth/permissions";
import type { OpenedRecord } from "../../../server/records/record-page";
import type { EntityRecord } from "../../../server/repositories";
import { uploadLimits } from "../../../server/uploads/limits";
import { saveUpload, UploadRefused } from "../../../server/uploads/uploads";
import type { CourseFacts } from "../answers";
import { configOf, open, signedIn, type FormOutcome, type SeasonApp } from "../app";
import type { HttpDriver } from "../http-share";
import type { OfferModel, Person, World } from "../world";

export type ActionKind =
  | "register"
  | "agentCreateApplicant"
  | "agentCreateApplication"
  | "acceptInvitation"
  | "saveSection"
  | "submit"
  | "offerDetails"
  | "offerStatus"
  | "decide"
  | "uploadConditionDocument"
  | "reviewDocument"
  | "satisfyRequirement"
  | "pay"
  | "giveProof"
  | "reviewPayment"
  | "checklistPage"
  | "studentDocuments"
  | "stageMove"
  | "bulkStageMove"
  | "recordCas"
  | "recordVisa"
  | "recordEnrolment"
  | "recordInterview"
  | "message"
  | "readMessages"
  | "tag"
  | "import"
  | "settleConflict"
  | "publish"
  | "staffRequest"
  | "uploadTravelTicket";

export interface PlannedAction {
  kind: ActionKind;
  tenant: string;
  /** The person it is about (most actions). */
  person?: string;
  params: Record<string, unknown>;
  /** Done through the HTTP pages instead of the server modules (the small share that proves the two agree). */
  viaHttp?: boolean;
}

/** What running a step told: done (with what the application gave back, ids), or refused with the application's words. */
export type Outcome = { status: "done"; data: Record<string, unknown> } | { status: "refused"; detail: string };

export interface RunContext {
  app: SeasonApp;
  world: World;
  day: number;
  date: string;
  at: string;
  retry: boolean;
  http: HttpDriver | null;
  /** Told when a long background run starts (the parent may choose that instant for a kill -9). */
  onLongRun?: (what: string) => void;
}


export const done = (data: Record<string, unknown> = {}): Outcome => ({ status: "done", data });
export const refused = (detail: string): Outcome => ({ status: "refused", detail });

export function fromForm(outcome: FormOutcome, data: Record<string, unknown> = {}): Outcome {
  if (outcome.kind === "saved") return done(data);
  if (outcome.kind === "stale") return refused("the record changed since it was opened (409)");
  return refused(outcome.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
}

/** A one-page PDF (the upload check reads its first bytes). */
export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
export const SEASON_PASSWORD = "Season-Passw0rd!2026";

export const staff = (ctx: RunContext, tenant: string, local: string): SignedInUser => ctx.app.staff[tenant][local];
export const services = (ctx: RunContext) => ctx.app.services;

export async function courseOf(ctx: RunContext, tenant: string, courseId: string): Promise<CourseFacts> {
  const config = await configOf(services(ctx), tenant);
  const course = (config.settings.courses ?? []).find((candidate) => candidate.id === courseId) as (CourseFacts & Record<string, unknown>) | undefined;
  return { id: courseId, name: String(course?.name ?? courseId), level: course?.level as string | undefined, mode: course?.mode as string | undefined, fee: course?.fee as number | undefined };
}

export async function applicationOf(ctx: RunContext, person: Person): Promise<EntityRecord | null> {
  if (!person.application) return null;
  return services(ctx).repositories.applications.findById(person.tenant, person.application.id);
}

export async function offerRecord(ctx: RunContext, person: Person, offer: OfferModel): Promise<EntityRecord | null> {
  if (offer.id) return services(ctx).repositories.offers.findById(person.tenant, offer.id);
  return services(ctx).repositories.offers.findOne(person.tenant, { userId: person.userId, courseId: offer.courseId });
}

export async function studentRecord(ctx: RunContext, person: Person): Promise<EntityRecord | null> {
  if (!person.userId) return null;
  return services(ctx).repositories.students.findOne(person.tenant, { userId: person.userId });
}

export function mainOffer(person: Person): OfferModel | undefined {
  return person.offers[0];
}

export async function applicantUser(ctx: RunContext, person: Person): Promise<SignedInUser> {
  if (!person.userId) throw new Error(`season: ${person.key} has no account`);
  return signedIn(services(ctx), person.userId);
}

export function agentScope(ctx: RunContext, person: Person, config: AgentFormScope["config"], today: string): AgentFormScope {
  return { user: staff(ctx, person.tenant, person.agent ?? "agent"), tenant: person.tenant, config, today };
}

export const context = (ctx: RunContext) => ({ services: services(ctx), clientAddress: "127.0.0.1" }) as unknown as AppLoadContext;

export interface ActionImpl {
  run(ctx: RunContext, person: Person | null, params: Record<string, unknown>, action: PlannedAction): Promise<Outcome>;
  apply(world: World, person: Person | null, params: Record<string, unknown>, outcome: Extract<Outcome, { status: "done" }>, when: { day: number; at: string; date: string }): void;
}


export async function openOffer(ctx: RunContext, person: Person, local = "uni"): Promise<{ offer: OfferModel; record: EntityRecord; opened: OpenedRecord } | null> {
  const offer = mainOffer(person);
  if (!offer) return null;
  const record = await offerRecord(ctx, person, offer);
  if (!record) return null;
  return { offer, record, opened: await open(services(ctx), staff(ctx, person.tenant, local), "offers", record) };
}

export function staffActed(offer: OfferModel, at: string): void {
  offer.pendingChanges = false;
  offer.newDocumentsSinceStaff = 0;
  offer.staffActedAt = at;
}

export async function uploadTo(ctx: RunContext, user: SignedInUser, tenant: string, target: { kind: "offers" | "students" | "applications"; recordId: string; ownerId: string }, name: string, documentType: string): Promise<Outcome> {
  const existing = ctx.retry ? await services(ctx).repositories.uploads.findOne(tenant, { recordId: target.recordId, originalName: name, status: "UPLOADED_OK" }) : null;
  if (existing) return done({ uploadId: existing._id });
  try {
    const { upload } = await saveUpload(services(ctx), user, target, { name, bytes: PDF, documentType }, uploadLimits(await configOf(services(ctx), tenant)));
    return done({ uploadId: upload._id });
  } catch (error) {
    if (error instanceof UploadRefused) return refused(`upload refused: ${error.problem.messageKey}`);
    throw error;
  }
}

export async function openStudent(ctx: RunContext, person: Person, local: string | null): Promise<{ record: EntityRecord; opened: OpenedRecord } | null> {
  const record = await studentRecord(ctx, person);
  if (!record) return null;
  const user = local ? staff(ctx, person.tenant, local) : await applicantUser(ctx, person);
  return { record, opened: await open(services(ctx), user, "students", record) };
}
