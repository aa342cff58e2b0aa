// The staff side's areas (001 §2-§4, §9): roles and access levels, CAS stages and the stage
// picker, offer documents and requirement templates, the import field mapping and the recorded
// interview questions. Shapes are checked by the meta-schema; this checks what refers to what.
import { childLocation } from "../../problems";
import { patternOfField, patternProblems } from "../../patterns/configured-pattern";
import type {
  CasStagesArea,
  CourseSetting,
  CoursesArea,
  ConversationsArea,
  ImportFieldMappingArea,
  InterviewQuestionsArea,
  JsonLogic,
  OfferDocumentsArea,
  RequirementTemplatesArea,
  RolesArea,
  ValueLabel,
} from "../../types";
import type { AreaCompiler, Condition } from "../conditions";
import { keyMismatch, orderedEntries } from "../keyed-items";
import type { CompiledCourseCatalogue } from "../../courses/catalogue";
import { checkGivers, checkSelfServiceRole } from "./role-ceiling-checks";
import { compileExportColumns, type CompiledExportColumn, type CompiledListRows } from "./lists";

export function checkRolesArea(area: RolesArea, compiler: AreaCompiler): RolesArea {
  const levels = new Set(Object.keys(area.accessLevels ?? {}));
  for (const [key, role] of Object.entries(area.roles)) {
    const at = childLocation("roles.roles", key);
    const misnamed = keyMismatch("role id", role.id, key);
    if (misnamed) compiler.problem(childLocation(at, "id"), misnamed);
    (role.accessLevels ?? []).forEach((level, i) => {
      if (!levels.has(level)) compiler.problem(childLocation(childLocation(at, "accessLevels"), i), `unknown access level "${level}"`);
    });
    if (role.defaultAccessLevel !== undefined && !(role.accessLevels ?? []).includes(role.defaultAccessLevel)) {
      compiler.problem(childLocation(at, "defaultAccessLevel"), `"${role.defaultAccessLevel}" is not one of the role's access levels`);
    }
    (role.assignableBy ?? []).forEach((by, i) => {
      if (!Object.hasOwn(area.roles, by)) compiler.problem(childLocation(childLocation(at, "assignableBy"), i), `unknown role "${by}"`);
    });
    checkGivers(compiler, childLocation(at, "assignableBy"), key, role.assignableBy ?? [], (by) => Object.hasOwn(area.roles, by));
  }
  if (area.invitation) for (const key of ["subject", "body"] as const) compiler.requireMessage(area.invitation[key], childLocation("roles.invitation", key));
  return area;
}

export interface CompiledStageChoice {
  stage: string;
  /** Over the CAS student record. */
  label: Condition;
  visible: Condition;
}

export interface CompiledCasStagesArea {
  stages: readonly ValueLabel[];
  /** The days a student may stay in a stage before the staff home counts them as in it too long, by stage (decision 0060). */
  followUpAfterDays: ReadonlyMap<string, number>;
  moveToStages: readonly CompiledStageChoice[];
  move: CasStagesArea["move"];
  /** Recording a CAS and visa: the form, and the stage after a save (over { student, answers }; null: stays). */
  casVisa: { form: string; stageAfter: Condition };
  /** Recording arrival, enrolment and completion: the form. */
  enrolment: CasStagesArea["enrolment"];
  /** Assigning the student to a partner or immigration provider: the form (decision 0064); none, no assigning. */
  assignment: CasStagesArea["assignment"] | null;
  /** What staff may ask a student or applicant for, and the form each asks with (decision 0031). */
  requests: NonNullable<CasStagesArea["requests"]>;
  exportColumns: readonly CompiledExportColumn[];
}

export function compileCasStagesArea(area: CasStagesArea, compiler: AreaCompiler): CompiledCasStagesArea {
  // The stages and the stage picker are maps keyed by stage (decision 0035), read in their order.
  const ordered = orderedEntries(area.stages);
  for (const [key, stage] of ordered) {
    const misnamed = keyMismatch("stage", stage.value, key);
    if (misnamed) compiler.problem(childLocation("cas-stages.stages", key), misnamed);
  }
  const stages = new Set(ordered.map(([, stage]) => stage.value));
  const moveToStages = orderedEntries(area.moveToStages).map(([key, choice]) => {
    const at = childLocation("cas-stages.moveToStages", key);
    const misnamed = keyMismatch("stage", choice.stage, key);
    if (misnamed) compiler.problem(childLocation(at, "stage"), misnamed);
    else if (!stages.has(choice.stage)) compiler.problem(childLocation(at, "stage"), `unknown stage "${choice.stage}"`);
    return { stage: choice.stage, label: compiler.condition(choice.label, childLocation(at, "label"), choice.stage), visible: compiler.condition(choice.visible, childLocation(at, "visible"), true) };
  });
  compiler.requireForm(area.move.form, "cas-stages.move.form");
  for (const key of ["unavailableMessage", "unchangedMessage", "staleMessage"] as const) compiler.requireMessage(area.move[key], childLocation("cas-stages.move", key));
  compiler.requireForm(area.casVisa.form, "cas-stages.casVisa.form");
  const stageAfter = compiler.condition(area.casVisa.stageAfter, "cas-stages.casVisa.stageAfter", null);
  compiler.requireForm(area.enrolment.form, "cas-stages.enrolment.form");
  if (area.assignment) compiler.requireForm(area.assignment.form, "cas-stages.assignment.form");
  const requests = area.requests ?? {};
  for (const [kind, request] of Object.entries(requests)) {
    const at = childLocation("cas-stages.requests", kind);
    compiler.requireForm(request.form, childLocation(at, "form"));
    compiler.requireMessage(request.linkKey, childLocation(at, "linkKey"));
    if (request.answeredBy !== undefined) compiler.requireForm(request.answeredBy, childLocation(at, "answeredBy"));
  }
  const exportColumns = compileExportColumns(area.exportColumns, "cas-stages.exportColumns", compiler);
  const followUpAfterDays = new Map(ordered.flatMap(([, stage]) => (stage.followUpAfterDays === undefined ? [] : [[stage.value, stage.followUpAfterDays] as const])));
  return { stages: ordered.map(([, { value, label }]) => ({ value, label })), followUpAfterDays, moveToStages, move: area.move, casVisa: { form: area.casVisa.form, stageAfter }, enrolment: area.enrolment, assignment: area.assignment ?? null, requests, exportColumns };
}

export function checkOfferAreas(documents: OfferDocumentsArea, templates: RequirementTemplatesArea, compiler: AreaCompiler): void {
  compiler.requireForm(documents.form, "offer-documents.form");
  if (documents.decisionForm !== undefined) compiler.requireForm(documents.decisionForm, "offer-documents.decisionForm");
  const slugs = new Set<string>();
  for (const [key, document] of Object.entries(documents.documents)) {
    const at = childLocation("offer-documents.documents", key);
    const misnamed = keyMismatch("slug", document.slug, key);
    if (misnamed) compiler.problem(childLocation(at, "slug"), misnamed);
    if (slugs.has(document.slug)) compiler.problem(childLocation(at, "slug"), `duplicate slug "${document.slug}"`);
    slugs.add(document.slug);
    compiler.requireForm(document.form, childLocation(at, "form"));
    if (document.requirementTemplate !== undefined && !Object.hasOwn(templates, document.requirementTemplate)) {
      compiler.problem(childLocation(at, "requirementTemplate"), `unknown requirement template "${document.requirementTemplate}"`);
    }
    if (document.aliasOf !== undefined && !Object.hasOwn(documents.documents, document.aliasOf)) compiler.problem(childLocation(at, "aliasOf"), `unknown offer document "${document.aliasOf}"`);
  }
  for (const [key, template] of Object.entries(templates)) {
    const misnamed = keyMismatch("template id", template.id, key);
    if (misnamed) compiler.problem(childLocation(childLocation("offer-requirement-templates", key), "id"), misnamed);
  }
}

export const FORMAT_NEEDS_PATTERN: ReadonlySet<string> = new Set(["regex", "blankIf", "defaultIf"]);

export function checkImportMapping(area: ImportFieldMappingArea, compiler: AreaCompiler, stages: ReadonlySet<string>, roles: ReadonlySet<string>): void {
  compiler.requireForm(area.recordForm, "import-field-mapping.recordForm");
  compiler.requireForm(area.feedForm, "import-field-mapping.feedForm");
  compiler.requireForm(area.integrationForm, "import-field-mapping.integrationForm");
  if (!roles.has(area.onCreate.role)) compiler.problem("import-field-mapping.onCreate.role", `unknown role "${area.onCreate.role}"`);
  else checkSelfServiceRole(compiler, "import-field-mapping.onCreate.role", area.onCreate.role);
  if (!stages.has(area.onCreate.stage)) compiler.problem("import-field-mapping.onCreate.stage", `unknown stage "${area.onCreate.stage}"`);
  if (area.onCreate.inviteTo !== undefined && !stages.has(area.onCreate.inviteTo)) compiler.problem("import-field-mapping.onCreate.inviteTo", `unknown stage "${area.onCreate.inviteTo}"`);
  const targets = new Map<string, string>();
  for (const [source, preset] of Object.entries(area.presets ?? {})) {
    const at = childLocation("import-field-mapping.presets", source);
    compiler.requireMessage(preset.labelKey, childLocation(at, "labelKey"));
    for (const [field, entry] of Object.entries(preset.entries)) {
      const entryAt = childLocation(childLocation(at, "entries"), field);
      if (!Object.hasOwn(area.entries, field)) compiler.problem(entryAt, `"${field}" is not a field of the mapping's entries`);
      if (entry.format !== undefined && !Object.hasOwn(area.formats, entry.format)) compiler.problem(childLocation(entryAt, "format"), `unknown format "${entry.format}"`);
    }
  }
  for (const [key, entry] of Object.entries(area.entries)) {
    const at = childLocation("import-field-mapping.entries", key);
    if (entry.target !== undefined) {
      const earlier = targets.get(entry.target);
      if (earlier) compiler.problem(childLocation(at, "target"), `"${entry.target}" is also the target of "${earlier}"`);
      targets.set(entry.target, key);
    }
    if (FORMAT_NEEDS_PATTERN.has(entry.format)) {
      if (!entry.pattern) compiler.problem(childLocation(at, "pattern"), `the ${entry.format} format needs a pattern`);
      else for (const problem of patternProblems(entry.pattern, "", patternOfField(key))) compiler.problem(childLocation(at, "pattern"), problem);
    }
    if (entry.format === "concat" && !(entry.columns ?? []).length) compiler.problem(childLocation(at, "columns"), "the concat format needs the columns it joins");
  }
  const feedIds = new Set<string>();
  (area.feeds ?? []).forEach((feed, i) => {
    const at = childLocation("import-field-mapping.feeds", i);
    if (feedIds.has(feed.id)) compiler.problem(childLocation(at, "id"), `duplicate feed id "${feed.id}"`);
    feedIds.add(feed.id);
    for (const problem of patternProblems(feed.filePattern, "", `the file-name pattern of feed ${JSON.stringify(feed.id)}`)) compiler.problem(childLocation(at, "filePattern"), problem);
  });
  for (const [key, entry] of Object.entries(area.entries)) {
    const at = childLocation("import-field-mapping.entries", key);
    const misnamed = keyMismatch("field", entry.field, key);
    if (misnamed) compiler.problem(childLocation(at, "field"), misnamed);
    if (!Object.hasOwn(area.formats, entry.format)) compiler.problem(childLocation(at, "format"), `unknown format "${entry.format}"`);
    if (entry.setupLevel === "Mandatory" && (entry.universityField ?? "") === "" && entry.defaultValue === undefined) {
      compiler.problem(childLocation(at, "universityField"), "a mandatory field needs the university's column name or a default");
    }
  }
}

export function checkInterviewQuestions(area: InterviewQuestionsArea, compiler: AreaCompiler): void {
  const { durationSeconds, thinkingTimeSeconds, retakes } = area.limits;
  const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;
  const ids = new Set<string>();
  // Keyed by question id (decisions 0035, 0093), asked in their order.
  for (const [key, question] of orderedEntries(area.questions)) {
    const at = childLocation("interview-questions.questions", key);
    const misnamed = keyMismatch("question id", question.id, key);
    if (misnamed) compiler.problem(at, misnamed);
    else if (ids.has(question.id)) compiler.problem(childLocation(at, "id"), `duplicate question id "${question.id}"`);
    ids.add(question.id);
    if (question.duration !== durationSeconds.unlimited && !within(question.duration, durationSeconds)) {
      compiler.problem(childLocation(at, "duration"), `answer time must be ${durationSeconds.min} to ${durationSeconds.max} seconds, or ${durationSeconds.unlimited} for unlimited`);
    }
    if (!within(question.thinkingTime, thinkingTimeSeconds)) compiler.problem(childLocation(at, "thinkingTime"), `preparation time must be ${thinkingTimeSeconds.min} to ${thinkingTimeSeconds.max} seconds`);
    if (!within(question.retakes, retakes)) compiler.problem(childLocation(at, "retakes"), `attempts must be ${retakes.min} to ${retakes.max}`);
  }
}

/** Conversations (decision 0822): the email's words exist, the unread counts are student-row fields. */
export function checkConversationsArea(area: ConversationsArea, rows: CompiledListRows, compiler: AreaCompiler): ConversationsArea {
  compiler.requireMessage(area.notification.subject, "conversations.notification.subject");
  compiler.requireMessage(area.notification.body, "conversations.notification.body");
  for (const [key, field] of Object.entries(area.unreadRowFields)) {
    if (field !== undefined && !rows.students.fieldNames.has(field)) compiler.problem(childLocation("conversations.unreadRowFields", key), `"${field}" is not a field of the students' list rows`);
  }
  for (const [key, audience] of Object.entries(area.audiences)) {
    if (audience.outside !== undefined && audience.team.includes(audience.outside)) compiler.problem(childLocation(childLocation("conversations.audiences", key), "outside"), `"${audience.outside}" is also on the team side`);
  }
  return area;
}

/** The course list (decision 0827) and the catalogue applicants choose from (decision 0828). */
export type CompiledCoursesArea = CoursesArea & { compiledCatalogue: CompiledCourseCatalogue };

/** The course list: its form exists and names the questions the list shows; the catalogue's expressions compile. */
export function compileCoursesArea(area: CoursesArea, compiler: AreaCompiler, formFields: (formId: string) => ReadonlySet<string> | null): CompiledCoursesArea {
  compiler.requireForm(area.form, "courses.form");
  const fields = formFields(area.form);
  if (fields) {
    for (const [key, question] of [["codeQuestion", area.codeQuestion], ["nameQuestion", area.nameQuestion], ...area.listColumns.map((column, i) => [`listColumns[${i}]`, column])] as const) {
      if (!fields.has(question)) compiler.problem(`courses.${key}`, `"${question}" is not a question of the form "${area.form}"`);
    }
  }
  const compiledCatalogue: CompiledCourseCatalogue = {
    include: compiler.condition(area.catalogue.include, "courses.catalogue.include", true),
    fields: (Object.entries(area.catalogue.fields) as Array<[keyof CourseSetting, JsonLogic]>).map(([field, rule]) => [field, compiler.condition(rule, childLocation("courses.catalogue.fields", field), null)] as const),
  };
  return { ...area, compiledCatalogue };
}
