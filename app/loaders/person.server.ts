// /students/:userId: a person's record for staff (applications read-only, offers, CAS record,
// documents, history). Access and the university come from server/staff/access; a person the
// user may not see is not found. Everything on the page is the view the user's audience reads
// (server/views; decision 0015): what only the university reads goes to staff alone.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { notFound } from "../../server/auth/guards";
import { can, scopeFor } from "../../server/auth/permissions";
import { staffAccess, universityOfPerson } from "../../server/staff/access";
import { personRecord, sectionAnswers } from "../../server/staff/person";
import { interviewSummary } from "../../rules/interviews/interview";
import { importConflictsOf } from "../../rules/import/conflicts";
import { personReminders } from "../../server/reminders/person-reminders";
import { linkOf, linkView } from "../../server/integrations/ethos/link";
import { assignableTags, recordTags } from "../../server/tags/tags";
import { audienceOf } from "../../server/views";
import { staffRequestLinks } from "../../server/staff/request-links";
import { personPrivacy } from "../../server/privacy/person-privacy";
import { staffUploadSlots } from "../../server/uploads/staff-upload";
import { inviteStageOf } from "../../server/cas/invite";

/**
 * The words the record page shows: the keys its components name (tests/unit/render/page-texts.test.ts
 * checks each is sent) and the areas whose keys its data names (a section's status, a request's
 * link, an offer's banner). Where the page shows a few of a large area, those keys alone: 3 of the
 * 68 list column headings, 3 of the subject-access pages' 52 texts (issue 41).
 */
export const PERSON_TEXT_PREFIXES = [
  "tags.record.", "studentRecords.record.", "studentRecords.list.stage", "studentRecords.list.studentNumber", "person.", "audit.",
  "list.column.intake_id", "list.column.condition_type", "list.column.issue_date",
  "tasks.", "form.errorPrefix", "offers.banner.", "staff.agentApplicants.", "cas.stageMove.", "cas.details.link", "cas.enrolment.link", "cas.assign.link", "checklist.funding.", "conversations.link", "cas.interview.", "reminders.record.", "reminders.status.", "automations.history.", "staffRequests.",
  "privacy.sar.personHeading", "privacy.sar.record", "privacy.sar.link", "privacy.hold.", "privacy.accessLog.",
];

export async function loadPerson(request: Request, context: AppLoadContext, userId: string | undefined) {
  const access = await staffAccess(request, context, "read:person:assigned");
  // The platform Admin following a record's address without its university is taken to it at that person's university (issue 39).
  if (userId && !access.tenant && access.namesTenant) {
    const university = await universityOfPerson(context, userId);
    if (university) throw redirect(`/students/${encodeURIComponent(userId)}?uni=${encodeURIComponent(university)}`);
  }
  if (!userId || !access.tenant || !access.config || !access.today) throw notFound();
  const found = await personRecord(context.services, access.user, access.tenant, access.config, userId, access.today);
  if (!found) throw notFound();
  const { view: record, casRecord: cas } = found;
  const privacy = await personPrivacy(context.services, access.user, access.tenant, access.config, userId);
  const staff = audienceOf(access.user) === "staff";
  return {
    record,
    interview: cas ? interviewSummary(access.config, cas) : null,
    reminders: can(access.user, "read:reminder:assigned") ? await personReminders(context.services, access.config, access.tenant, userId, access.today) : null,
    importConflicts: cas && staff && can(access.user, "update:student:tenant") ? importConflictsOf(access.config, cas) : [],
    tags: cas ? { held: recordTags(access.config, cas), assignable: can(access.user, "update:student:assigned") ? assignableTags(access.config, access.user) : [] } : null,
    studentRecords: cas && staff && can(access.user, "update:student:tenant") ? linkView(access.config, await linkOf(context.services, access.tenant, cas._id), cas) : null,
    backUrl: "/students/back",
    privacy,
    requests: staffRequestLinks(access.config, access.user, { student: cas !== null }),
    actions: {
      makeOffer: can(access.user, "create:offer:tenant"),
      offerStatus: can(access.user, "update:offer:tenant"),
      requirements: can(access.user, "update:requirement:tenant"),
      documents: can(access.user, "update:document:tenant"),
      // Upload on the person's behalf (issue 39): where the role may and the record asks for a document.
      uploadDocument: (await staffUploadSlots(context.services, access.user, access.tenant, access.config, userId)).length > 0,
      // Agents work on their applicants' applications and add more (issue 16 item 5).
      workOnApplications: scopeFor(access.user, "update", "application") === "assigned",
      addApplication: record.mayAddApplication,
      moveStage: can(access.user, "move:stage:assigned"),
      // A student the university imported and has not invited (issue 39; decision 0058).
      invite: cas !== null && can(access.user, "move:stage:assigned") && inviteStageOf(access.config, cas) !== null,
      casVisa: can(access.user, "update:student:assigned"),
      // Who works the student besides the university (decision 0064): where the university assigns at all.
      assign: can(access.user, "assign:student:tenant") && access.config.areas.casStages.assignment !== null,
      messages: can(access.user, "read:message:assigned"),
      // A person's erasure (issue 42 item 4): UniAdmins only.
      erase: can(access.user, "erase:person:tenant"),
    },
    texts: access.config.texts(...PERSON_TEXT_PREFIXES),
  };
}

const ANSWERS_TEXT_PREFIXES = ["person.", "form.", "uploads."];

/** /students/:userId/answers/:recordId/:formId: one saved section's answers, read-only (the record page opens each on its own; decision 0098). */
export async function loadSectionAnswers(request: Request, context: AppLoadContext, params: { userId?: string; recordId?: string; formId?: string }) {
  const access = await staffAccess(request, context, "read:person:assigned");
  const { userId, recordId, formId } = params;
  if (!userId || !recordId || !formId || !access.tenant || !access.config || !access.today) throw notFound();
  const answers = await sectionAnswers(context.services, access.user, access.tenant, access.config, userId, recordId, formId, access.today);
  if (!answers) throw notFound();
  return { ...answers, personUrl: `/students/${encodeURIComponent(userId)}`, texts: access.config.texts(...ANSWERS_TEXT_PREFIXES) };
}
