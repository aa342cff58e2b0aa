// Making or editing an offer (issue 15 item 1; decision 0814), pure: the details page's answers
// become the offer's requirements (the university's requirement templates chosen, plus free-text
// ones), its course entry (001 §3 Offer course fee / intake entry, money in pence) and the
// letter's banner text; and an offer made before the page existed opens with what it holds.
import type { PreparedConfig } from "../config/prepared-config";

type Answers = Record<string, unknown>;
type Requirement = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const records = (value: unknown): Record<string, unknown>[] => list(value).filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object");

const CUSTOM_PREFIX = "Custom";

interface Template {
  id: string;
  label: string;
  level?: string;
  documentType?: string;
  order?: number;
}

function templatesOf(config: PreparedConfig): Map<string, Template> {
  const area = config.requirementTemplates as unknown as Record<string, Template>;
  return new Map(Object.entries(area).filter(([key, value]) => key !== "_about" && value && typeof value === "object"));
}

/**
 * The offer's requirements after the details page: chosen templates in the university's order,
 * then the free-text ones. A requirement kept keeps its status and notes; a new one starts at the
 * configured status; one no longer chosen is dropped.
 */
export function requirementsFromDetails(config: PreparedConfig, existing: unknown, answers: Answers): Requirement[] {
  const templates = templatesOf(config);
  const status = config.areas.offerWorkflow.newRequirementStatus;
  const current = records(existing);
  const byId = new Map(current.map((requirement) => [text(requirement.requirementId), requirement]));
  const chosen = list(answers.requirementTemplates)
    .map(String)
    .filter((id) => templates.has(id))
    .sort((a, b) => (templates.get(a)?.order ?? 0) - (templates.get(b)?.order ?? 0));
  const fromTemplates = chosen.map((id) => {
    const template = templates.get(id) as Template;
    return byId.get(id) ?? { requirementId: id, requirementText: template.label, templateId: id, ...(template.level ? { level: template.level } : {}), ...(template.documentType ? { documentType: template.documentType } : {}), status };
  });
  const customExisting = current.filter((requirement) => text(requirement.requirementId).startsWith(CUSTOM_PREFIX));
  const used = new Set(customExisting.map((requirement) => text(requirement.requirementId)));
  const freeId = customIdMaker(used);
  const custom = records(answers.customRequirements)
    .map((item) => text(item.requirementText))
    .filter(Boolean)
    .map((requirementText) => customExisting.find((requirement) => text(requirement.requirementText) === requirementText) ?? { requirementId: freeId(), requirementText, status });
  return [...fromTemplates, ...custom];
}

/** Gives ids to requirements staff write themselves (`Custom1`, `Custom2`, ...), none of those in `used`. */
export function customIdMaker(used: Set<string>): () => string {
  let next = 1;
  return () => {
    while (used.has(`${CUSTOM_PREFIX}${next}`)) next += 1;
    used.add(`${CUSTOM_PREFIX}${next}`);
    return `${CUSTOM_PREFIX}${next}`;
  };
}

/** The offer's course entry (001 §3) from the details page: money in integer pence. */
export function courseEntryFromDetails(answers: Answers): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  const copy: Array<[string, string]> = [["intakeId", "intakeId"], ["courseId", "courseId"], ["entryPoint", "entryPoint"], ["startDate", "startDate"], ["endDate", "endDate"], ["feePence", "fee"], ["feeTotalPence", "feeTotal"]];
  for (const [from, to] of copy) if (answers[from] !== undefined) entry[to] = answers[from];
  const scholarships = records(answers.scholarships).filter((item) => text(item.name));
  if (scholarships.length) entry.scholarships = scholarships;
  return entry;
}

/** The page's answers for an offer that has none saved yet: what the offer itself holds. */
export function detailsStart(config: PreparedConfig, offer: Record<string, unknown>): Answers {
  const templates = templatesOf(config);
  const requirements = records(offer.conditions);
  const start: Answers = {};
  for (const key of ["courseId", "intakeId", "conditionType"]) if (typeof offer[key] === "string") start[key] = offer[key];
  const chosen = requirements.map((requirement) => text(requirement.requirementId)).filter((id) => templates.has(id));
  if (chosen.length) start.requirementTemplates = chosen;
  const custom = requirements.filter((requirement) => !templates.has(text(requirement.requirementId))).map((requirement) => ({ requirementText: text(requirement.requirementText) }));
  if (custom.length) start.customRequirements = custom;
  return start;
}

/**
 * The page's answers for editing an offer: as last saved, with the requirements the offer holds
 * now. A condition added on the status page since (issue 39) is on the page, so saving the
 * details (a fee edit) keeps it rather than dropping it.
 */
export function editStart(config: PreparedConfig, offer: Record<string, unknown>, saved: Answers): Answers {
  const current = detailsStart(config, offer);
  if (!Object.keys(saved).length) return current;
  const { requirementTemplates: _templates, customRequirements: _custom, ...rest } = saved;
  return {
    ...rest,
    ...(current.requirementTemplates ? { requirementTemplates: current.requirementTemplates } : {}),
    ...(current.customRequirements ? { customRequirements: current.customRequirements } : {}),
  };
}

/** The course's name for the offer letter, from the university's courses. */
export function courseNameOf(config: PreparedConfig, courseId: unknown): string | null {
  return (config.settings.courses ?? []).find((course) => course.id === courseId)?.name ?? null;
}

/** What the details page writes to an offer besides its answers and the fields they promote. */
export function offerFieldsFromDetails(config: PreparedConfig, existing: unknown, answers: Answers): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    conditions: requirementsFromDetails(config, existing, answers),
    courses: [courseEntryFromDetails(answers)],
    bannerText: Object.fromEntries(BANNER_TEXTS.filter((key) => typeof answers[key] === "string").map((key) => [key, answers[key]])),
  };
  const courseName = courseNameOf(config, answers.courseId);
  if (courseName) fields.courseName = courseName;
  return fields;
}

const BANNER_TEXTS = ["startText", "endText"];

/** A new offer on an application: who it is for, and the university's starting status. */
export function newOfferRecord(
  config: PreparedConfig,
  application: Record<string, unknown> & { _id: string },
  account: { email?: string; givenName?: string; familyName?: string } | null,
  tenant: string,
): Record<string, unknown> {
  return {
    userId: application.userId,
    applicationId: application._id,
    uni: tenant,
    email: account?.email,
    givenName: account?.givenName,
    familyName: account?.familyName,
    feeStatus: application.feeStatus,
    status: config.areas.offerWorkflow.newOfferStatus,
  };
}
