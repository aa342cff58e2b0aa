// /config/interviews: the recorded-interview settings (001 §9; issue 17 item 5): the university's
// questions in the interview-settings form, with its limits (answer time 15 s to 4 min or
// unlimited, preparation up to 10 min, 0 to 5 attempts). A save writes the draft, published
// from the Config screen like every other change.
import type { AppLoadContext } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { DraftConflictError } from "../../server/config-admin/drafts";
import { replaceArea } from "../../server/config-admin/edits";
import { drafts } from "../../server/config-admin/working-copy";
import { staffFormPage, staffFormTexts, type StaffForm, type StaffFormScope } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { VersionConflictError } from "../../server/store/port";
import type { InterviewQuestionDefinition, InterviewQuestionsArea } from "../../rules/types";
import { orderedEntries } from "../../rules/config/keyed-items";
import { ORDER_STEP } from "../../rules/config/upgrade-keyed-areas";
import { configPage, todayFor, workingConfig, type ConfigPage } from "./config-common.server";

const AREA = "interview-questions";

/**
 * The form's questions (a list without ids, in order) keyed by id as the area keeps them
 * (decision 0093): the n-th keeps the id of the n-th question the form showed, one added gets
 * the first free `question-<n>`, and the order is their place in tens.
 */
function keyedQuestions(answers: unknown, shownIds: readonly string[]): Record<string, InterviewQuestionDefinition> {
  const taken = new Set(shownIds);
  const keyed: Record<string, InterviewQuestionDefinition> = {};
  // The answers passed the interview-settings form: each a question without its id and order.
  const questions = (Array.isArray(answers) ? answers : []) as Array<Omit<InterviewQuestionDefinition, "id" | "order">>;
  questions.forEach((question, index) => {
    let id = shownIds[index];
    for (let n = index + 1; id === undefined; n++) if (!taken.has(`question-${n}`)) id = `question-${n}`;
    taken.add(id);
    keyed[id] = { ...question, id, order: (index + 1) * ORDER_STEP };
  });
  return keyed;
}

function settingsForm(context: AppLoadContext, page: ConfigPage, config: PreparedConfig): StaffForm {
  const area = page.copy.config[AREA] as InterviewQuestionsArea;
  // The questions are keyed by id (decisions 0035, 0093); the form lists them in their order.
  const shown = orderedEntries(area.questions);
  return {
    formId: config.areas.interviews.settingsForm,
    subject: {},
    start: { questions: shown.map(([, question]) => question) },
    async save(answers, version) {
      if (version !== page.copy.draftVersion) throw new VersionConflictError("configDrafts", page.access.tenant, version, page.copy.draftVersion);
      const edited = replaceArea(page.copy.config, AREA, { ...area, questions: keyedQuestions(answers.questions, shown.map(([id]) => id)) });
      try {
        await drafts(context.services).save(page.access.tenant, edited, { by: page.access.user.id, at: context.services.clock().toISOString(), expectedVersion: version, basedOnVersion: page.copy.basedOnVersion });
      } catch (error) {
        if (error instanceof DraftConflictError) throw new VersionConflictError("configDrafts", page.access.tenant, version, error.currentVersion);
        throw error;
      }
    },
  };
}

async function open(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const config = workingConfig(page, (config) => config.areas.interviews.settingsForm);
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  return { page, scope, form: settingsForm(context, page, config) };
}

export async function loadInterviewSettings(request: Request, context: AppLoadContext) {
  const { page, scope, form } = await open(request, context);
  const formPage = staffFormPage(scope, form);
  return { page: formPage, caption: "", version: page.copy.draftVersion, backUrl: page.access.href("/config"), texts: staffFormTexts(scope, formPage, ["form.", "staff.interview."]) };
}

export async function submitInterviewSettings(request: Request, context: AppLoadContext) {
  const { page, scope, form } = await open(request, context);
  return submitStaffForm(request, scope, form, page.access.href("/config"));
}
