// What an agent's new applicant and new application become (000 §3, 001 §3 'New applicant';
// issue 16 item 5; decision 0817), pure: the account's fields, the application's own fields and
// the sections it starts with, each the university's JSON-Logic over { answers, applicant, agent, settings }.
import type { CompiledFieldValues } from "../config/areas/application";
import type { PreparedConfig } from "../config/prepared-config";

type Answers = Record<string, unknown>;

export interface AgentScope {
  answers: Answers;
  applicant?: Record<string, unknown>;
  agent: { id: string; organisationId?: string; name: string };
  settings: Record<string, unknown>;
}

/** Only what configuration may set on an account or record: never an id, a version or a key the store reads as an operator. */
export function writableFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith("_") && !key.startsWith("$") && !key.includes(".")));
}

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

function valuesOf(compiled: CompiledFieldValues, scope: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of compiled) {
    const result = value(scope);
    if (!isBlank(result)) values[field] = result;
  }
  return values;
}

/** The new applicant's account fields (email, names), from the new-applicant answers. */
export function applicantAccountFields(config: PreparedConfig, scope: AgentScope): Record<string, unknown> {
  return valuesOf(config.areas.application.agents.accountFields, scope);
}

/** The new application: its own fields and the answers of each section it starts with. */
export function newApplicationOf(config: PreparedConfig, agentScope: AgentScope): { fields: Record<string, unknown>; sections: Record<string, Answers> } {
  const agents = config.areas.application.agents;
  // The university's courses by id, so a mapping can name the chosen course ({ "var": "coursesById.<id>.name" }).
  const scope = { ...agentScope, coursesById: Object.fromEntries((config.settings.courses ?? []).map((course) => [course.id, course])) };
  const sections: Record<string, Answers> = {};
  for (const [formId, values] of agents.sections) {
    const answers = valuesOf(values, scope);
    if (Object.keys(answers).length > 0) sections[formId] = answers;
  }
  return { fields: valuesOf(agents.applicationFields, scope), sections };
}

/** The new-application page's first answers (the applicant's email and name, the university). */
export function newApplicationStart(config: PreparedConfig, scope: AgentScope): Answers {
  return valuesOf(config.areas.application.agents.startAnswers, scope);
}

/** An applicant's further application, from their account and first application. */
export function furtherApplicationOf(config: PreparedConfig, scope: { applicant: Record<string, unknown>; first: Record<string, unknown> | null }): { fields: Record<string, unknown>; sections: Record<string, Answers> } {
  const { startNew } = config.areas.application;
  const sections: Record<string, Answers> = {};
  for (const [formId, value] of startNew.sections) {
    const answers = value(scope);
    if (answers && typeof answers === "object" && !Array.isArray(answers) && Object.keys(answers).length > 0) sections[formId] = answers as Answers;
  }
  return { fields: valuesOf(startNew.fields, scope), sections };
}

/** Whether the applicant may start one more application, having `count`. */
export function mayStartAnotherApplication(config: PreparedConfig, count: number): boolean {
  return count < config.areas.application.maxApplications;
}
