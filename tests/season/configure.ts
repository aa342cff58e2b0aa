// The universities' configuration in the season: the facts the planner goes by (the application's
// sections, the checklist's pages, the courses, the stages an import and a hand-over make), and
// the configuration a university publishes mid-season from its Config screen (issue 37 item 5): a
// new list column, a changed reminder schedule and a new mandatory field, saved as a draft and
// published as the Config screen does.
import { applicationTaskGroups } from "../../rules";
import { checklistPages, questionnairePages } from "../../rules/checklist/navigation";
import { publishDraft } from "../../server/config-admin/publishing";
import { drafts, loadWorkingCopy } from "../../server/config-admin/working-copy";
import { rebuildsSettled } from "../../server/records/rebuild";
import type { Services } from "../../server/services";
import { NEW_MANDATORY } from "./answers";
import { configOf, SEASON_TENANTS, todayOf } from "./app";
import type { CourseFacts, World } from "./world";

export async function configFacts(services: Services, world: World): Promise<void> {
  for (const tenant of SEASON_TENANTS) {
    const config = await configOf(services, tenant);
    const today = await todayOf(services, tenant);
    world.applicationSections[tenant] = applicationTaskGroups(config, "application", {}, { today, role: "Applicant" }).flatMap((group) => group.rows.map((row) => row.formId));
    const view = { config, student: {}, today, role: "Student" };
    const pages = checklistPages(view);
    world.checklistPages[tenant] = pages.map((page) => page.formId);
    world.checklistSectionOf[tenant] = Object.fromEntries(pages.map((page) => [page.formId, page.sectionId]));
    world.questionnairePages[tenant] = questionnairePages(view);
    world.courses[tenant] = (config.settings.courses ?? []).map((course): CourseFacts => {
      const facts = course as unknown as Record<string, unknown>;
      return { id: String(facts.id), name: String(facts.name), level: facts.level as string | undefined, mode: facts.mode as string | undefined, fee: facts.fee as number | undefined };
    });
    world.importStage = config.document["import-field-mapping"].onCreate.stage;
    world.invitationDays = config.areas.application.agents.invitation.days;
    world.automations[tenant] = config.areas.automations.automations.filter((automation) => automation.enabled).map((automation) => automation.id);
    // The hand-over's stage as the university writes it (a fixed stage in both season universities).
    world.reminderKeys = [...new Set([...world.reminderKeys, ...Object.keys(config.document.reminders)])];
    world.handoverStage = String((config.document["offer-workflow"] as { handover: { stage: unknown } }).handover.stage);
  }
}

/** The new list column: a field the CAS pipeline's rows did not have (the student's email address), shown on the pre-CAS tabs. */
export const NEW_COLUMN = { kind: "students", field: "contact_email", value: { var: "student.email" }, tabs: ["pre-deposit", "pre-deposit-admin", "post-deposit", "post-deposit-admin", "ready-for-cas"] } as const;

/** The changed reminder schedules: accepting an offer chased on days 3 and 6 then every 5; continuing an application on days 3 and 10 then every 10. */
export const NEW_SCHEDULES: Record<string, { offsets: number[]; repeatEvery: number }> = {
  acceptOffer: { offsets: [3, 6], repeatEvery: 5 },
  continueApplication: { offsets: [3, 10], repeatEvery: 10 },
};

type Json = Record<string, unknown>;

export function midSeasonChanges(config: Json): Json {
  const changed = structuredClone(config) as Record<string, Json>;
  const rows = changed["list-rows"] as Record<string, { fields: Json }>;
  rows[NEW_COLUMN.kind].fields[NEW_COLUMN.field] = structuredClone(NEW_COLUMN.value) as unknown as Json;
  for (const tab of Object.values((changed["cas-stages"] as unknown as { tabs: Record<string, { id: string; columns: string[] }> }).tabs)) {
    if ((NEW_COLUMN.tabs as readonly string[]).includes(tab.id) && !tab.columns.includes(NEW_COLUMN.field)) tab.columns.push(NEW_COLUMN.field);
  }
  // The column's heading, beside the other columns' in the university's wording.
  const messages = changed.messages as Record<string, Record<string, Json>>;
  const group = Object.values(messages).find((entries) => "list.column.email" in entries) ?? Object.values(messages)[0];
  group[`list.column.${NEW_COLUMN.field}`] = { text: "Contact email" };
  const reminders = changed.reminders as Record<string, Json>;
  for (const [key, schedule] of Object.entries(NEW_SCHEDULES)) Object.assign(reminders[key], schedule);
  const forms = changed.forms as Record<string, { fields: Record<string, Json> }>;
  forms[NEW_MANDATORY.form].fields[NEW_MANDATORY.field] = { ...forms[NEW_MANDATORY.form].fields[NEW_MANDATORY.field], mandatory: true, label: "UCAS Personal ID" };
  return changed;
}

/**
 * Pennine's own configuration before the season (its second difference from Northbridge, after
 * verifying documents as conditions and its welcome timing): its pipeline shows each student's
 * tags, and three automations tag students: a refused visa for compliance review, an import
 * conflict settled as checked, and every day those still waiting for a deposit as a priority.
 */
export const PENNINE_AUTOMATIONS = {
  refused: { id: "refused-review", tag: "Compliance review" },
  settled: { id: "conflict-settled", tag: "Import checked" },
  waiting: { id: "deposit-chase", tag: "Priority", stage: "Pre-Deposit" },
} as const;

export function pennineChanges(config: Json): Json {
  const changed = structuredClone(config) as Record<string, Json>;
  // Tags are keyed by value, each with its order (decision 0095): the new one goes last.
  const settings = changed.settings as { tags: Record<string, Record<string, unknown>> };
  settings.tags[PENNINE_AUTOMATIONS.settled.tag] = { value: PENNINE_AUTOMATIONS.settled.tag, order: 1000, label: PENNINE_AUTOMATIONS.settled.tag, colour: "green" };
  for (const tab of Object.values((changed["cas-stages"] as unknown as { tabs: Record<string, { columns: string[] }> }).tabs)) if (!tab.columns.includes("tags")) tab.columns.push("tags");
  // Automations are keyed by id, each with its order (decision 0035).
  (changed.automations as { automations: Record<string, unknown> }).automations = {
    [PENNINE_AUTOMATIONS.refused.id]: { id: PENNINE_AUTOMATIONS.refused.id, order: 10, name: "Refused visas to compliance review", enabled: true, trigger: "stageChanged", when: { "==": [{ var: "record.stage" }, "Visa Refused"] }, actions: { addTags: [PENNINE_AUTOMATIONS.refused.tag] }, appliesTo: "fromNow" },
    [PENNINE_AUTOMATIONS.settled.id]: { id: PENNINE_AUTOMATIONS.settled.id, order: 20, name: "Settled import conflicts checked", enabled: true, trigger: "recordChanged", when: { and: [{ "!!": [{ var: "before.importConflicts.nationality" }] }, { "!": [{ var: "record.importConflicts.nationality" }] }] }, actions: { addTags: [PENNINE_AUTOMATIONS.settled.tag] }, appliesTo: "fromNow" },
    [PENNINE_AUTOMATIONS.waiting.id]: { id: PENNINE_AUTOMATIONS.waiting.id, order: 30, name: "Chase deposits", enabled: true, trigger: "daily", when: { "==": [{ var: "record.stage" }, PENNINE_AUTOMATIONS.waiting.stage] }, actions: { addTags: [PENNINE_AUTOMATIONS.waiting.tag] }, appliesTo: "fromNow" },
  };
  return changed;
}

/** A UniAdmin's edit, saved as a draft and published from the Config screen. */
export async function publishEdit(services: Services, tenant: string, by: string, edit: (config: Json) => Json, note: string): Promise<{ version: number } | { problem: string }> {
  const copy = await loadWorkingCopy(services, tenant);
  const draft = await drafts(services).save(tenant, edit(copy.config), { by, at: services.clock().toISOString(), expectedVersion: copy.draftVersion, basedOnVersion: copy.basedOnVersion });
  const outcome = await publishDraft(services, tenant, { by, note, draftVersion: draft._version, words: {} });
  // The rows the publish changes are rebuilt in the background (decision 0027); the season's day goes on once they are.
  await rebuildsSettled(services, tenant);
  if (outcome.kind === "published") return { version: outcome.version };
  return { problem: outcome.kind === "problems" ? outcome.problems.map((problem) => `${problem.location}: ${problem.problem}`).join("; ") : outcome.kind };
}

export function publishMidSeason(services: Services, tenant: string, by: string): Promise<{ version: number } | { problem: string }> {
  return publishEdit(services, tenant, by, midSeasonChanges, "Mid-season: the students' email on the pre-CAS tabs, new reminder timings, UCAS ID asked for");
}
