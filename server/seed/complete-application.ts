// A demo application at a status only a complete application reaches (Completed, or any status
// after submission) gets complete answers (issue 39: the record read "To do" for every section
// under "Completed"): _demo/complete-application.json, its {placeholders} filled from the
// application and its course, with a demo passport PDF uploaded to the application for the
// identity page. Seeding checks the result with the rules the task list uses and refuses demo
// data that would disagree with itself.
import path from "node:path";
import { statusMeansComplete } from "../../rules/applications/submission";
import { applicationTaskGroups } from "../../rules/pages/application-tasks";
import type { PreparedConfig } from "../../rules";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { universityToday } from "../time";
import { insertRecord, updateRecord } from "../records/write-path";
import { SEED_CHANGE, demoUpload, seededUpload, type Sections } from "./complete-tasks";
import { demoParams, fillPlaceholders } from "./placeholders";

export const APPLICATION_ANSWERS_FILE = path.join("_demo", "complete-application.json");
/** The document type of the identity page's passport question. */
const PASSPORT = "passport";

/** The application's own course from the university's courses, else its first. */
function courseOf(config: PreparedConfig, application: EntityRecord): Record<string, unknown> | undefined {
  const courses = config.settings.courses ?? [];
  const course = courses.find((candidate) => candidate.id === application.courseId) ?? courses[0];
  return course ? { ...course } : undefined;
}

/** Gives the application complete answers when its status says it has them; nothing otherwise. */
export async function completeDemoApplication(services: Services, tenant: string, config: PreparedConfig, application: EntityRecord, answers: Sections): Promise<void> {
  if (!statusMeansComplete(config, application)) return;
  const change = { ...SEED_CHANGE, config };
  // The passport was reviewed when the application was: approved by the seed, so no demo queue fills with it.
  const at = String(application.submittedAt ?? application.createdAt ?? services.clock().toISOString());
  const passport = await insertRecord(
    services,
    tenant,
    "uploads",
    { ...(await demoUpload(services, config, application, PASSPORT, "applications")), createdAt: at, review: { status: "APPROVED", at, by: SEED_CHANGE.actor } },
    { ...seededUpload(PASSPORT), config },
  );
  const passportDocument = { sKey: passport._id, s3Keys: [passport._id], urls: [`/uploads/${passport._id}`], linkText: String(passport.originalName) };
  const sections = fillPlaceholders(answers, { ...demoParams(application, courseOf(config, application)), passportDocument });
  await updateRecord(services, tenant, "applications", application._id, { $set: { sections } }, change);

  const saved = (await services.repositories.applications.findById(tenant, application._id)) as EntityRecord;
  const options = { today: universityToday(services.clock(), config), role: "Applicant" };
  const open = [...applicationTaskGroups(config, "your-information", saved, options), ...applicationTaskGroups(config, "application", saved, options)]
    .flatMap((group) => group.rows)
    .filter((row) => row.status !== "Complete")
    .map((row) => `${row.formId} (${row.status})`);
  if (open.length > 0) {
    throw new Error(`Demo application of ${String(saved.email)} at ${tenant}: its status ${String(saved.applicationStatus)} says it is complete, but ${open.join(", ")} ${open.length === 1 ? "is" : "are"} not; see ${APPLICATION_ANSWERS_FILE}`);
  }
}
