// The checks a configuration must pass before it is published, seeded or accepted by
// `npm run cli -- config validate`: rules/ checks the shape against the meta-schema and compiles
// every area (forms, tabs, reminders, task lists, checklist, documents, funding, roles, CAS
// stages, offers, import mapping, interview questions), cross-references included.
import { checkConfiguration, compileConfiguration, type PreparedConfig, type Problem } from "../../rules";
import { browserPatternProblems } from "./browser-patterns";

export function validateConfiguration(document: Record<string, unknown>): Problem[] {
  return checkConfiguration(document);
}

/**
 * What publishing a university's configuration checks (the Config screen's Validate and Publish,
 * rollback, `config validate`): the above and then, for a configuration without problems, that
 * the browser runs every schema pattern in linear time (decision 0107).
 */
export async function checkBeforePublishing(document: Record<string, unknown>): Promise<Problem[]> {
  const problems = validateConfiguration(document);
  return problems.length > 0 ? problems : browserPatternProblems(document);
}

/** The configuration compiled for use (a published version, or a file read from disk). */
export function prepareConfiguration(document: Record<string, unknown>, version: number): PreparedConfig {
  return compileConfiguration(document, { version });
}
