// The checks a configuration must pass before it is published, seeded or accepted by
// `npm run cli -- config validate`: rules/ checks the shape against the meta-schema and compiles
// every area (forms, tabs, reminders, task lists, checklist, documents, funding, roles, CAS
// stages, offers, import mapping, interview questions), cross-references included.
import { checkConfiguration, compileConfiguration, type PreparedConfig, type Problem } from "../../rules";

export function validateConfiguration(document: Record<string, unknown>): Problem[] {
  return checkConfiguration(document);
}

/** The configuration compiled for use (a published version, or a file read from disk). */
export function prepareConfiguration(document: Record<string, unknown>, version: number): PreparedConfig {
  return compileConfiguration(document, { version });
}
