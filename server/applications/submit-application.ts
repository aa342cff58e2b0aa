// Submitting an application (000 §4; issue 16 item 2): every section's rules run again, the
// application is stored as submitted, the offers the university's rule opens are created (so the
// staff lists hold the application), and the applicant is told by email, also when their agent
// submitted for them. The page and the season simulation both come here.
import { offersOnSubmission, submissionCheck, submittedFields } from "../../rules/applications/submission";
import { messageSender } from "../messaging";
import { saveRecord, type OpenedRecord } from "../records/record-page";
import { insertRecord } from "../records/write-path";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";

export type SubmitOutcome =
  | { kind: "submitted" }
  /** A section still needs answers: the page it opens with its problems. */
  | { kind: "incomplete"; formId: string }
  /** The application can no longer be submitted (already submitted, or closed). */
  | { kind: "closed" }
  /** Someone saved it since this version was read: nothing was written. */
  | { kind: "stale" };

export async function submitOpenedApplication(services: Services, opened: OpenedRecord, version: number): Promise<SubmitOutcome> {
  const { config } = opened;
  const submission = config.areas.application.submission;
  const check = submissionCheck(config, opened.record, { today: opened.today, role: opened.user.role });
  if (check.incomplete) return { kind: "incomplete", formId: check.incomplete.formId };
  if (!check.allowed) return { kind: "closed" };
  const at = services.clock().toISOString();
  try {
    await saveRecord(services, opened, { $set: submittedFields(config, at) }, version, { action: "application.submit", details: { status: submission.submittedStatus } });
  } catch (error) {
    if (error instanceof VersionConflictError) return { kind: "stale" };
    throw error;
  }
  const userId = String(opened.record.userId ?? "");
  for (const offer of offersOnSubmission(config, opened.record, at)) {
    await insertRecord(services, opened.tenant, "offers", { ...offer, applicationId: opened.record._id, userId, createdAt: at, updatedAt: at }, { actor: opened.user.id, action: "offer.open", details: { status: String(offer.status ?? "") } });
  }
  const account = await services.repositories.users.findByIdForSession(userId);
  const params = { givenName: account?.givenName ?? "", universityName: config.settings.universityName, teamName: config.settings.teamName };
  await messageSender(services).send({
    channel: "email",
    to: account?.email ?? "",
    tenant: opened.tenant,
    purpose: "application-submitted",
    subject: config.text(submission.confirmation.subject, params),
    text: config.text(submission.confirmation.body, params),
  });
  return { kind: "submitted" };
}
