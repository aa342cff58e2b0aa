// Generated from schemas/tenant-config.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
/** A JSON-Logic rule: an operation object `{ "op": args }`, an array of rules, or a literal. */
export type JsonLogic = JsonValue;
/** A JSON Schema (draft 2020-12) document or boolean schema. */
export type JsonSchema = { [key: string]: unknown } | boolean;

/**
 * The university's one course-fee deposit rule (002 §5.2, §9; docs/decisions/0809): the least a student pays towards the first-year tuition fee before a CAS can be issued, as a fixed amount in whole pounds or as a percentage of the first-year tuition fee, never both. The finance page asks for the deposit and checks it; the calculator takes it off the fees.
 */
export type CourseFeeDepositRule = {
  [k: string]: unknown;
} & {
  /**
   * What the setting is for (documentation only).
   */
  _about?: string;
  minimumAmount?: number;
  minimumPercentOfFirstYearFee?: number;
};
export type FormKind =
  "application" | "your-information" | "offer" | "checklist" | "questionnaire" | "dialog" | "staff";
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "JsonLogic".
 */
export type JsonLogicRule = JsonLogic;
/**
 * A JSON Schema (draft 2020-12) document or boolean schema.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "JsonSchemaDocument".
 */
export type FormSchema = JsonSchema;
export type TabCollection = "offers" | "applications" | "students";
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule1 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule2 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule3 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule4 = JsonLogic;
export type TaskStatusName =
  "Todo" | "InProgress" | "Complete" | "InError" | "Rejected" | "Waiting" | "Locked" | "None";
export type TaskKind = "checklist" | "documents" | "questionnaire" | "receiveCas" | "milestone" | "interviews";
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule5 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule6 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule7 = JsonLogic;
export type FilesInYourUniversitySOwnColumnsYourImportMapping = "SFTP";
export type ASITSExportTheSITSMapping = "SITS";
export type ADfEApplyExportTheApplyMapping = "APPLY";
export type APrivateKey = "key";
export type APassword = "password";
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule8 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule9 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule10 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule11 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule12 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule13 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule14 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule15 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule16 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule17 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule18 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule19 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule20 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule21 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule22 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule23 = JsonLogic;
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule24 = JsonLogic;
/**
 * One field a condition can read: its label, where its values' words come from, and, for a field the kind of record's schema does not describe (a computed field), what it holds.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RecordField".
 */
export type RecordField =
  | string
  | {
      label: string;
      kind?: "text" | "choice" | "number" | "yesNo" | "date" | "list";
      /**
       * The values a choice or list field holds.
       *
       * @minItems 1
       */
      values?: [string, ...string[]];
      /**
       * Where the field's values get their words: a record field named in list-rows' valueLabels (e.g. student.stage), so a condition shows 'In progress', never 'InProgress'. Without 'kind', what the field holds comes from the schema.
       */
      labels?: string;
    };
/**
 * A JSON-Logic rule or a literal (checked by rules/ validateRule).
 */
export type JsonLogicRule25 = JsonLogic;

/**
 * A university's composed configuration as published: the defaults with the university's merge patches applied (docs/decisions/0008). `config validate` and the Config screen check every draft against this before anything else.
 */
export interface TenantConfigurationDocument {
  tenant: string;
  identity: {
    key: string;
    name: string;
    code: string;
  };
  settings: Settings;
  messages: MessageGroup;
  forms: {
    [k: string]: FormDefinition;
  };
  schemas: {
    [k: string]: {} | boolean;
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  tabs: {
    [k: string]: TabDefinition;
  };
  reminders: {
    [k: string]: ReminderSchedule;
  };
  application: ApplicationArea;
  checklist: ChecklistArea;
  "checklist-tasks": ChecklistTasksArea;
  documents: DocumentsArea;
  funding: FundingArea;
  uploads: UploadsArea;
  roles: RolesArea;
  "cas-stages": CasStagesArea;
  "offer-documents": OfferDocumentsArea;
  "offer-requirement-templates": RequirementTemplatesArea;
  "offer-workflow": OfferWorkflowArea;
  "import-field-mapping": ImportFieldMappingArea;
  "interview-questions": InterviewQuestionsArea;
  "list-rows": ListRowsArea;
  dashboard: DashboardArea;
  conversations: ConversationsArea;
  interviews: InterviewsArea;
  courses: CoursesArea;
  "reminder-delivery": ReminderDeliveryArea;
  insights: InsightsArea;
  "record-fields": RecordFieldsArea;
  sso: SsoArea;
  automations: AutomationsArea;
  retention: RetentionArea;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "Settings".
 */
export interface Settings {
  universityName: string;
  universityCode: string;
  teamName: string;
  supportEmail: string;
  /**
   * IANA time zone of the university's day ("today" for every rule); default Europe/London.
   */
  timeZone?: string;
  defaultIntake?: string;
  session?: SessionSettings;
  auth?: AuthSettings;
  browserSupport?: BrowserSupportSettings;
  configName?: string;
  configDesc?: string;
  sponsor?: SponsorLicence;
  campuses?: string[];
  /**
   * Where each campus is, for UK Visas and Immigration's living costs (issue 40 item 1; decision 0042): a campus listed here with innerLondon true uses the London figures, false the figures for elsewhere; a campus not listed is not known and the calculator asks the university's staff, never guessing.
   */
  campusLocations?: CampusLocation[];
  /**
   * The overall score each English test gives, checked on the checklist's English test page (issue 40 item 2; decision 0043): a number from min to max, in steps of 1/stepsPerPoint (IELTS 2: halves). A test not listed (graded tests such as Trinity ISE) is not checked as a number.
   */
  englishTestScores?: EnglishTestScoreRange[];
  /**
   * Pounds by which the first-year fee a student enters on the course step may differ from the fee of the course record they chose before it is refused (issue 40 item 2; decision 0043).
   */
  courseFeeTolerance?: number;
  faculties?: string[];
  departments?: string[];
  /**
   * Keyed by each item's value, which the item repeats; listed by its order (decision 0035).
   */
  categories?: {
    [k: string]: Category;
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035). A university's patch nulls the defaults' example intakes it does not run (decision 0095).
   */
  intakes?: {
    [k: string]: Intake;
  };
  /**
   * The university's partner organisations (001 §3 tenant configuration: partner ids): a Partner user's organisation is one of these ids; a course may be limited to some of them.
   */
  partners?: Organisation[];
  /**
   * The agencies the university's agents work for: an Agent's or AgencyAdmin's organisation is one of these ids (decision 0842).
   */
  agencies?: Organisation[];
  /**
   * The immigration advisers the university works with: an ImmigrationProvider user's organisation is one of these ids, and staff assign a CAS student to one (issue 39; decision 0064).
   */
  immigrationProviders?: Organisation[];
  visaStatuses?: string[];
  apply?: ApplySettings;
  documentDownloads?: DocumentDownloadSettings;
  offerEnabled?: boolean;
  tuitionPostDiscount?: boolean;
  otherGenderEnabled?: boolean;
  universityAccommodationEnabled?: boolean;
  courseFeeDeposit?: CourseFeeDepositRule;
  /**
   * The Student route's conditions, dated (docs/decisions/0810): the row in force is the latest whose effectiveFrom is on or before the course start (checklist) or the intake (application). Read by form conditions with the in-force operation, as a list newest first. Keyed by each row's effectiveFrom, which the row repeats; the date orders the rows (decision 0095).
   */
  studentRoute?: {
    [k: string]: StudentRouteRules;
  };
  /**
   * A passport expiring within this many months of the course start (or before the course ends) gets the passport warning of 002 §5.2 (docs/decisions/0808).
   */
  passportValidityMarginMonths?: number;
  offerLetter?: OfferLetterSettings;
  scholarships?: Record<string, JsonValue>[];
  links?: {
    [k: string]: string;
  };
  /**
   * The university's own documents an applicant agrees to (issue 40 item 4; decision 0073): the privacy policy and the terms, each a link (https) or its text, with the version agreed to. Publishing refuses a missing or broken one.
   */
  consentDocuments?: {
    [k: string]: ConsentDocument;
  };
  consents?: {
    [k: string]: string;
  };
  courses?: CourseSetting[];
  ui?: UiSettings;
  checklist?: ChecklistSettings;
  funding?: FundingQuestionSettings;
  /**
   * A link to the university's deposit instructions (002 §3.11); empty: none.
   */
  depositInstructionLink?: string;
  /**
   * A link to the university's own parental consent form (002 §3.11); empty: none.
   */
  customParentalConsentFormLink?: string;
  /**
   * The tags staff put on CAS records (001 §3 'Other': tags; issue 23 item 5; decision 0847), offered by the lists' tag filter. Keyed by each tag's value, which the tag repeats; listed by its order (decision 0035).
   */
  tags?: {
    [k: string]: Tag;
  };
  /**
   * 001 §4 Document verification mode: when staff must have approved a requirement's document before marking it Satisfied (PreOffer and Condition: on the offer; Off and PreEnrolment: not on the offer). Decision 0813.
   */
  documentVerificationMode?: "Off" | "PreOffer" | "Condition" | "PreEnrolment";
  /**
   * The banks a student's money may be held at (002 §3.15), by country (the country picker's name): isAccepted false marks a financial institution UK Visas and Immigration does not accept. A country with banks listed asks for one of them (issue 23 item 6; decision 0846).
   */
  banks?: {
    country: string;
    bank: string;
    isAccepted: boolean;
  }[];
  /**
   * The document viewer (002 §2.10, §9): default zoom 1.1, step 0.1, and how far it goes (decision 0848).
   */
  documentViewer?: {
    defaultZoom: number;
    zoomStep: number;
    minZoom: number;
    maxZoom: number;
  };
}
export interface SessionSettings {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  idleTimeoutMinutes?: number;
  idleWarningMinutes?: number;
  activityThrottleMs?: number;
  crossTabSyncMs?: number;
  heartbeatMinutes?: number;
  absoluteLifetimeHours?: number;
  touchEverySeconds?: number;
}
export interface AuthSettings {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  passwordMinLength?: number;
  passwordMaxLength?: number;
  mfaCodeLength?: number;
  mfaSentCodeMinutes?: number;
  totpIssuer?: string;
  totpPeriodSeconds?: number;
  totpWindow?: number;
  resetCodeMinutes?: number;
  mfaRequiredRoles?: string[];
  mfaAskEverySignInRoles?: string[];
  rateLimits?: {
    [k: string]: RateLimit;
  };
}
export interface RateLimit {
  limit: number;
  windowMinutes: number;
}
export interface BrowserSupportSettings {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  minimumVersions?: MinimumBrowserVersion[];
  unsupported?: string[];
}
export interface MinimumBrowserVersion {
  label: string;
  browser?: string;
  engine?: string;
  os?: string;
  minimum: string;
}
export interface SponsorLicence {
  licenceNumber?: string;
  schoolName?: string;
  address?: string;
  city?: string;
  postcode?: string;
}
export interface CampusLocation {
  campus: string;
  innerLondon: boolean;
}
export interface EnglishTestScoreRange {
  provider: string;
  min: number;
  max: number;
  stepsPerPoint: number;
}
export interface Category {
  value: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: string;
}
export interface Intake {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: string;
  status?: "Future" | "Active" | "Closed" | "Archived";
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "Organisation".
 */
export interface Organisation {
  id: string;
  name: string;
}
export interface ApplySettings {
  enabled?: boolean;
  studentNumberEnabled?: boolean;
  partialApplyJourney?: boolean;
}
export interface DocumentDownloadSettings {
  enabled?: boolean;
  errorMessage?: string;
}
/**
 * What the Student route allows for courses starting from effectiveFrom.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "StudentRouteRules".
 */
export interface StudentRouteRules {
  effectiveFrom: string;
  /**
   * Where the rule comes from (documentation only).
   */
  source?: string;
  dependants: StudentRouteDependants;
  partTime: StudentRoutePartTime;
  /**
   * Study modes never allowed on the Student route.
   */
  modesNotAllowed: string[];
}
export interface StudentRouteDependants {
  /**
   * Checklist course levels (schemas/reference/course-levels.json values) whose students may bring dependants.
   */
  courseLevels: string[];
  /**
   * Those courses must last at least this many months.
   */
  courseMinimumMonths?: number;
  /**
   * A government-sponsored student may bring dependants on a course longer than this many months; absent: not at all.
   */
  governmentSponsoredMinimumMonths?: number;
}
export interface StudentRoutePartTime {
  /**
   * Study modes (schemas/reference/study-modes.json values) that are not full-time study.
   */
  modes: string[];
  /**
   * Levels of study (levels-of-study.json values) at which those modes are allowed.
   */
  levelsOfStudy: string[];
}
export interface OfferLetterSettings {
  heading?: string;
  startTemplate?: string;
  endTemplate?: string;
  signedBy?: string;
}
export interface ConsentDocument {
  title?: string;
  url?: string;
  text?: string;
  version?: string;
}
export interface CourseSetting {
  id: string;
  code?: string;
  name: string;
  level?: string;
  mode?: string;
  intakes?: string[];
  fee?: number;
  campus?: string;
  entryPoints?: string[];
  /**
   * limited_partners: only applicants coming through one of `partners` may choose the course (001 §3 availability); absent: everyone.
   */
  availability?: "limited_partners";
  partners?: string[];
}
export interface UiSettings {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  toastMs?: number;
  dateFormat?: string;
  currency?: string;
}
/**
 * Checklist switches read by form conditions (002 §6 visa support).
 */
export interface ChecklistSettings {
  visaSupport?: string;
  showOfferEvidence?: boolean;
}
export interface FundingQuestionSettings {
  isSLCLoanDisabled?: boolean;
  isSLCGrantDisabled?: boolean;
  isPlanningToWorkDisabled?: boolean;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "Tag".
 */
export interface Tag {
  value: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: string;
  /**
   * How the tag is drawn (GOV.UK tag colours); grey when absent.
   */
  colour?: "grey" | "green" | "turquoise" | "blue" | "purple" | "pink" | "red" | "orange" | "yellow";
  /**
   * The roles that may put the tag on or take it off a record; absent: every role that may change CAS records.
   */
  assignableBy?: string[];
}
/**
 * Message key to entry, or an area name to a group of entries (messages/<area>.json).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MessageGroup".
 */
export interface MessageGroup {
  [k: string]:
    | MessageEntry
    | {
        [k: string]: MessageEntry;
      };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MessageEntry".
 */
export interface MessageEntry {
  text: string;
  spec?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FormDefinition".
 */
export interface FormDefinition {
  id: string;
  kind?: FormKind;
  title?: string;
  visible?: JsonLogicRule;
  schema: FormSchema;
  /**
   * Keyed by dot path into the form data; `*` stands for every item of an array.
   */
  fields: {
    [k: string]: FieldDefinition;
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  rules?: {
    [k: string]: FormRule;
  };
  ui?: {
    order?: string[];
    uiSchema?: Record<string, unknown>;
  };
  upload?: {
    documentType: string;
  };
  /**
   * Answers that are also the record's own fields, copied there on save: `{ "<data path>": "<record field>" }`.
   */
  promote?: {
    [k: string]: string;
  };
  /**
   * Answers worked out from other answers: `{ "<data path>": <JSON-Logic over the form's scope> }` (e.g. the fee after scholarship).
   */
  derived?: {
    [k: string]: JsonLogicRule;
  };
  /**
   * Answers a named server-side calculator fills in: `{ "<data path>": "<calculator>" }` (e.g. the funding summary).
   */
  calculate?: {
    [k: string]: string;
  };
  /**
   * A message key said when the answers could not be stored through no fault of the person (the store failed); default form.saveFailed. Nothing is stored; the answers stay on the page.
   */
  saveFailedMessage?: string;
  /**
   * Facts the record already holds that the page asks again (issue 40 item 12; decision 0071): a question's path to the record field that answers it (a top-level field such as "dob" or "studentNo", or another page's answer as "sections.<form id>.<question>"). Shown as the answer until the page is first saved, so nothing is typed twice; the person may change it.
   */
  prefill?: {
    [k: string]: string;
  };
  /**
   * What may be missing when the page is saved (issue 40 item 5; decision 0049): rule ids, or "required" for unanswered mandatory questions. Their failures do not stop a save: the answers are stored, the page shows them as still to do and stays incomplete, and only moving on past the page (Save & Continue) or a step that needs the page complete refuses, in words.
   */
  completeLater?: string[];
  /**
   * Keys of questions removed from the form on the Config screen: never given to a new question, so an answer kept from a removed question never returns as the answer to another (decision 0038).
   */
  retired?: string[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FieldDefinition".
 */
export interface FieldDefinition {
  label?: JsonLogicRule;
  helpText?: JsonLogicRule;
  subLabel?: JsonLogicRule;
  visible?: JsonLogicRule;
  mandatory?: JsonLogicRule;
  /**
   * The value used when the record has none.
   */
  defaultValue?: JsonValue;
  /**
   * Message key; default `common.required`.
   */
  requiredMessage?: string;
  /**
   * `{ <ajv keyword>: <message key> }`.
   */
  messages?: {
    [k: string]: string;
  };
  widget?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FormRule".
 */
export interface FormRule {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * Dot path the error lands on; `*` stands for every item of an array.
   */
  path: string;
  failsWhen: JsonLogicRule;
  /**
   * Message key.
   */
  message: string;
  /**
   * Values for `{name}` placeholders: literals, or JSON-Logic read in the rule's scope.
   */
  params?: {
    [k: string]: JsonLogicRule;
  };
  /**
   * "info": when the rule holds, the message is a notice to the user, not an error.
   */
  kind?: "error" | "info";
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "TabDefinition".
 */
export interface TabDefinition {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: string;
  /**
   * Role codes of roles.json, picked from the roles by their names (decision 0083).
   */
  roles: string[];
  collection: TabCollection;
  predicate: JsonLogicRule;
  /**
   * List-row fields (list-rows.json), picked by their column headings (decision 0083).
   */
  columns: string[];
  /**
   * The tab slug shared by role variants of one tab.
   */
  tab?: string;
  /**
   * The heading the tab sits under (e.g. Pipeline, Outcome).
   */
  group?: string;
  groups?: TabGroup[];
  /**
   * Width in pixels (001 §2: 175, 155 or 107).
   */
  width?: number;
  /**
   * Tabs of students not yet invited.
   */
  notInvited?: boolean;
}
export interface TabGroup {
  label: string;
  predicate: JsonLogicRule;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ReminderSchedule".
 */
export interface ReminderSchedule {
  key: string;
  trigger: JsonLogicRule;
  /**
   * Dot path of a date in the record.
   */
  countFrom: string;
  /**
   * Days after the countFrom date; empty means sent on an event, never scheduled.
   */
  offsets: number[];
  repeatEvery?: number;
  stop?: JsonLogicRule;
  maxSends?: number;
  collection?: TabCollection;
  about?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ApplicationArea".
 */
export interface ApplicationArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  taskGroups: {
    [k: string]: ApplicationTaskGroup;
  };
  yourInformationGroups: TaskGroupDefinition[];
  /**
   * Form id -> the last part of its address under /your-information where it differs from the id (000 §2: the contact page answers at /your-information/contact-details; decision 0401).
   */
  yourInformationPaths?: {
    [k: string]: string;
  };
  /**
   * Form id to JSON-Logic over { record, application, settings, tasks } that keeps the task Locked.
   */
  lockedWhen?: {
    [k: string]: JsonLogicRule;
  };
  /**
   * 000 §4 / 001 §4 Application status and submission (issue 16; decision 0815). Conditions see { application, complete }: the application as stored (or about to be) and whether every task of the application's list is Complete.
   */
  submission: {
    statusAfterSave: JsonLogicRule1;
    editable: JsonLogicRule2;
    canSubmit: JsonLogicRule3;
    submittedStatus: string;
    /**
     * Said when a change is refused because the application can no longer be changed.
     */
    readOnlyMessage: string;
    /**
     * Said on check answers when a section still needs answers; {section} is its title.
     */
    incompleteMessage: string;
    confirmation: {
      /**
       * A message key of `messages`.
       */
      subject: string;
      /**
       * A message key of `messages`.
       */
      body: string;
    };
    /**
     * What a submission opens (001 §2 'Applied'): one offer per item of `forEach` (JSON-Logic over { application }, e.g. the programme choices), its fields JSON-Logic over { application, item, coursesById, now }. Absent: none.
     */
    offers?: {
      forEach: JsonLogicRule;
      fields: {
        [k: string]: JsonLogicRule;
      };
    };
    statusFromOffer?: JsonLogicRule4;
  };
  /**
   * How many applications an applicant may have at this university; above 1, /applications offers 'Start a new application' (issue 16 item 3). Absent: 1.
   */
  maxApplications?: number;
  /**
   * Agents applying for applicants (000 §3, 001 §3 'New applicant', issue 16 item 5; decision 0817). Values are JSON-Logic over { answers, applicant, agent, settings }: answers is the submitted form, applicant the applicant's account, agent the signed-in agent ({ id, organisationId, name }), settings the university's; application fields also see coursesById (the university's courses by id).
   */
  agents: {
    /**
     * The form an agent creates an applicant with.
     */
    newApplicantForm: string;
    /**
     * The form an agent creates an application with.
     */
    newApplicationForm: string;
    /**
     * The role a created applicant's account has.
     */
    applicantRole: string;
    /**
     * The new-applicant question holding the applicant's email (checked against every account).
     */
    emailQuestion: string;
    /**
     * The new-applicant question naming the applicant's agent (one the user may name: themselves, or for an agency admin the agency's agents).
     */
    agentQuestion: string;
    /**
     * The applicant's account: field -> value.
     */
    accountFields: {
      [k: string]: JsonLogicRule;
    };
    /**
     * The new application's own fields: field -> value (null or empty leaves it out).
     */
    applicationFields: {
      [k: string]: JsonLogicRule;
    };
    /**
     * The new-application page's first answers: answer path -> value.
     */
    startAnswers: {
      [k: string]: JsonLogicRule;
    };
    /**
     * The application's sections filled from the new-application answers: form id -> (answer path -> value).
     */
    sections: {
      [k: string]: {
        [k: string]: JsonLogicRule;
      };
    };
    /**
     * Said on the email question when an account already has the address.
     */
    duplicateEmailMessage: string;
    /**
     * Said on the agent question when the agent chosen is not one the user may name.
     */
    unknownAgentMessage: string;
    invitation: {
      /**
       * How long the single-use link to set a password stays valid.
       */
      days: number;
      /**
       * A message key of `messages`.
       */
      subject: string;
      /**
       * A message key of `messages`; {link}, {days}, {agent}, {university}.
       */
      body: string;
    };
  };
  /**
   * An applicant's further application ('Start a new application', while fewer than maxApplications; decision 0817): its fields and the sections it starts with, JSON-Logic over { applicant, first } (the account and the first application).
   */
  startNew?: {
    fields: {
      [k: string]: JsonLogicRule;
    };
    /**
     * Form id -> the section's answers (an object; anything else leaves the section empty).
     */
    sections: {
      [k: string]: JsonLogicRule;
    };
  };
}
/**
 * A group of the application's task list, keyed by its id (decisions 0035, 0093); `visible` is JSON-Logic over { settings, application }.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ApplicationTaskGroup".
 */
export interface ApplicationTaskGroup {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * Message key in the catalogue.
   */
  title: string;
  /**
   * @minItems 1
   *
   * Items: A form id of `forms`.
   */
  tasks: [string, ...string[]];
  visible?: JsonLogicRule;
}
/**
 * A group of form-backed tasks; `visible` is JSON-Logic over { settings, application }.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "TaskGroupDefinition".
 */
export interface TaskGroupDefinition {
  /**
   * Message key in the catalogue.
   */
  title: string;
  /**
   * @minItems 1
   *
   * Items: A form id of `forms`.
   */
  tasks: [string, ...string[]];
  visible?: JsonLogicRule;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ChecklistArea".
 */
export interface ChecklistArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  consent?: {
    /**
     * A form id of `forms`.
     */
    form: string;
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  sections: {
    [k: string]: ChecklistSectionDefinition;
  };
  summary?: ChecklistSummaryKeys;
  questionnaire?: QuestionnaireDefinition;
  /**
   * Items: A form id of `forms`.
   */
  dialogs?: string[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ChecklistSectionDefinition".
 */
export interface ChecklistSectionDefinition {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  number: number;
  /**
   * Message key in the catalogue.
   */
  titleKey: string;
  enabledWhen?: JsonLogicRule;
  pages: ChecklistPageDefinition[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ChecklistPageDefinition".
 */
export interface ChecklistPageDefinition {
  /**
   * A form id of `forms`.
   */
  form: string;
  /**
   * Forms drawn one after the other as steps of this page (002 §2.2).
   *
   * Items: A form id of `forms`.
   */
  steps?: string[];
}
export interface ChecklistSummaryKeys {
  /**
   * Message key in the catalogue.
   */
  completeKey?: string;
  /**
   * Message key in the catalogue.
   */
  completeTextKey?: string;
  /**
   * Message key in the catalogue.
   */
  incompleteKey?: string;
  /**
   * Message key in the catalogue.
   */
  incompleteTextKey?: string;
}
export interface QuestionnaireDefinition {
  /**
   * Message key in the catalogue.
   */
  titleKey: string;
  /**
   * Message key in the catalogue.
   */
  startKey: string;
  /**
   * Items: A form id of `forms`.
   */
  pages: string[];
  /**
   * Message key in the catalogue.
   */
  completeKey: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ChecklistTasksArea".
 */
export interface ChecklistTasksArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  statuses?: TaskStatusName[];
  statusLabelKeys?: {
    /**
     * Message key in the catalogue.
     */
    [k: string]: string;
  };
  clickable?: JsonLogicRule;
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  tasks: {
    [k: string]: TaskDefinition;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "TaskDefinition".
 */
export interface TaskDefinition {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * Message key in the catalogue.
   */
  labelKey: string;
  kind: TaskKind;
  /**
   * For document tasks: the document areas of `documents.areas` the task lists.
   */
  documents?: string[];
  section?: string;
  /**
   * Message key in the catalogue.
   */
  dueLabelKey?: string;
  /**
   * Message key in the catalogue: what the student does for a task with no page of its own (issue 40 item 13).
   */
  hintKey?: string;
  enabledWhen?: JsonLogicRule;
  lockedWhen?: JsonLogicRule;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "DocumentsArea".
 */
export interface DocumentsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  sections: {
    [k: string]: "active" | "inactive";
  };
  scheduledInterviews?: {
    eventTypeId?: string | null;
  };
  areas: {
    [k: string]: DocumentArea;
  };
  /**
   * 002 §3.11 other options (visa support).
   */
  otherOptions?: {
    visaSupport?: "active" | "inactive";
  };
  scope?: DocumentsScope;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "DocumentArea".
 */
export interface DocumentArea {
  [k: string]: DocumentDefinition | DocumentGroup;
}
/**
 * One document a student is asked for; `when` is JSON-Logic over the CAS student record.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "DocumentDefinition".
 */
export interface DocumentDefinition {
  required: boolean;
  label: string;
  when?: JsonLogicRule;
  /**
   * A form id of `forms`.
   */
  dialog?: string;
  infoOnly?: boolean;
  /**
   * Message key in the catalogue.
   */
  infoKey?: string;
  linkSetting?: string;
  spec?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "DocumentGroup".
 */
export interface DocumentGroup {
  [k: string]: DocumentDefinition;
}
/**
 * Set by publishing with 'apply to students who have not reached <stage>' (issue 38 item 5; decision 0075): students at `beforeStage` or a later CAS stage are asked for the documents of `areas` (the earlier outcome), everyone else for those of `documents.areas`.
 */
export interface DocumentsScope {
  /**
   * A stage value of `cas-stages.stages`.
   */
  beforeStage: string;
  /**
   * The version whose documents the students at or past the stage keep.
   */
  version: number;
  areas: {
    [k: string]: DocumentArea;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "FundingArea".
 */
export interface FundingArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * Keyed by each row's effectiveFrom, which the row repeats; the date orders the rows (decision 0095).
   */
  maintenance: {
    [k: string]: MaintenanceFigures;
  };
  fundsHeldDays?: number;
  inputs?: FundingInputs;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MaintenanceFigures".
 */
export interface MaintenanceFigures {
  effectiveFrom: string;
  monthlyLondon: number;
  monthlyElsewhere: number;
  dependantMonthlyLondon?: number;
  dependantMonthlyElsewhere?: number;
  maxMonths: number;
  source?: string;
}
/**
 * Where the calculator reads the course and the dependants: JSON-Logic over { record, application, settings, today }.
 */
export interface FundingInputs {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  course?: FundingCourseInputs;
  dependants?: FundingDependantInputs;
}
export interface FundingCourseInputs {
  name?: JsonLogicRule;
  fee?: JsonLogicRule;
  scholarship?: JsonLogicRule;
  startDate?: JsonLogicRule;
  endDate?: JsonLogicRule;
  campus?: JsonLogicRule;
  inLondon?: JsonLogicRule;
}
export interface FundingDependantInputs {
  spouse?: JsonLogicRule;
  children?: JsonLogicRule;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "UploadsArea".
 */
export interface UploadsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * @minItems 1
   */
  extensions: [string, ...string[]];
  /**
   * @minItems 1
   */
  mimeTypes: [string, ...string[]];
  typeMismatch?: "warn" | "refuse";
  maxFileSizeMb?: number;
  maxFileSizeBytes: number;
  minFileSizeBytes?: number;
  maxFiles: number;
  legacyMaxFiles?: number;
  overlayFadeMs?: number;
  animationTickMs?: number;
  retry?: {
    resetsProgressTo?: number;
  };
  maxAttempts?: number;
  statuses?: string[];
  legacyStatuses?: string[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RolesArea".
 */
export interface RolesArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  accessLevels?: {
    [k: string]: AccessLevelDefinition;
  };
  roles: {
    [k: string]: RoleDefinition;
  };
  /**
   * The email inviting a new staff user: how many days its link lasts, and its message keys (issue 20 item 8).
   */
  invitation?: {
    days: number;
    subject: string;
    body: string;
  };
  userStatuses?: string[];
  documentAccess?: string[];
}
export interface AccessLevelDefinition {
  label: string;
  description?: string;
  areas: string[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RoleDefinition".
 */
export interface RoleDefinition {
  id: string;
  label: string;
  group: "platform" | "university" | "agent" | "partner" | "student" | "none";
  dashboardTabs: "full" | "reduced" | "pipeline" | "none";
  casPipeline?: boolean;
  description?: string;
  accessLevels?: string[];
  defaultAccessLevel?: string;
  /**
   * The roles whose users may invite a user with this role, or give it to one (issue 20 item 8; decision 0839).
   */
  assignableBy?: string[];
  /**
   * The settings list (e.g. partners) whose entries this role's users belong to: chosen when they are invited, kept as their organisation (decision 0842).
   */
  organisations?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "CasStagesArea".
 */
export interface CasStagesArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * Keyed by each item's value, which the item repeats; listed by its order (decision 0035).
   */
  stages: {
    [k: string]: CasStage;
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  tabs: {
    [k: string]: TabDefinition;
  };
  /**
   * Keyed by each item's stage, which the item repeats; listed by its order (decision 0035).
   */
  moveToStages: {
    [k: string]: MoveToStage;
  };
  /**
   * Moving students between stages (issue 17 item 2; decision 0819): the form asked (stage, reason) and what a refused move says.
   */
  move: {
    form: string;
    /**
     * A stage the student cannot be moved to (not listed for them).
     */
    unavailableMessage: string;
    /**
     * The student is at that stage already.
     */
    unchangedMessage: string;
    /**
     * Someone changed the student while the move was made; nothing was changed.
     */
    staleMessage: string;
  };
  /**
   * Recording a student's CAS and visa (issue 17 item 3; decision 0820): the form, and the stage the student moves to after a save (JSON-Logic over { student, answers }; null: stays).
   */
  casVisa: {
    form: string;
    stageAfter: JsonLogicRule;
  };
  /**
   * Recording a sponsored student's arrival, enrolment and completion (issue 22; decision 0833): the form whose answers the Basic Compliance Assessment's enrolment and completion rates count.
   */
  enrolment: {
    form: string;
    /**
     * The checklist document type whose first upload says the student has booked their travel (002: before-arrival documents, travelTicket); the arrival reminders count from it (issue 37; decision 0031).
     */
    travelBookedDocument?: string;
  };
  /**
   * Staff assigning a CAS student to one of the university's partners or immigration providers, whose users then work the student on their pipeline (issue 39; decision 0064): the form, whose promoted answers are the record's partnerId and immigrationProviderId.
   */
  assignment?: {
    form: string;
  };
  /**
   * Staff asking a student or applicant for something (issue 37; decision 0031): which requests the record page offers and the form each asks with (why, for the history). What each records is the product's (rules/records/staff-requests.ts); leaving one out takes it off the page.
   */
  requests?: {
    followUpDocuments?: StaffRequestDefinition;
    passportRenewal?: StaffRequestDefinition;
    deposit?: StaffRequestDefinition;
    programmeChoices?: StaffRequestDefinition;
  };
  /**
   * The CAS pipeline's CSV export (issue 17 item 1): JSON-Logic over { row, record } per column, like the dashboard's. Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  exportColumns: {
    [k: string]: ExportColumn;
  };
}
/**
 * A CAS stage: the value stored on a student and the name staff see.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "CasStage".
 */
export interface CasStage {
  value: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: string;
  /**
   * How many days a student may stay in this stage before the staff home counts them as in it too long (decision 0060); absent: no limit.
   */
  followUpAfterDays?: number;
}
/**
 * A stage in the stage picker: label and visible are literals or JSON-Logic over the CAS student record.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "MoveToStage".
 */
export interface MoveToStage {
  stage: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  label: JsonLogicRule;
  visible?: JsonLogicRule;
}
/**
 * One staff request: its form (kind staff), the message key of its link on the person's record, and the form whose save by the student or applicant answers it (the reminder then stops).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "StaffRequestDefinition".
 */
export interface StaffRequestDefinition {
  form: string;
  linkKey: string;
  answeredBy?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ExportColumn".
 */
export interface ExportColumn {
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * Message key in the catalogue.
   */
  labelKey: string;
  labelParams?: {
    [k: string]: string | number;
  };
  type: "general" | "offer" | "course";
  value: JsonLogicRule5;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "OfferDocumentsArea".
 */
export interface OfferDocumentsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * A form id of `forms`.
   */
  form: string;
  /**
   * A form id of `forms`: the page on which the applicant accepts or declines the offer (000 §2, 001 §4).
   */
  decisionForm?: string;
  documents: {
    [k: string]: OfferDocumentDefinition;
  };
  custom?: {
    documentType: string;
    label: string;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "OfferDocumentDefinition".
 */
export interface OfferDocumentDefinition {
  slug: string;
  documentType: string;
  label: string;
  requirementTemplate?: string;
  aliasOf?: string;
  /**
   * A form id of `forms`.
   */
  form?: string;
}
/**
 * Offer requirement templates by id (001 §3 Default university settings).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RequirementTemplatesArea".
 */
export interface RequirementTemplatesArea {
  [k: string]: RequirementTemplate;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RequirementTemplate".
 */
export interface RequirementTemplate {
  id: string;
  order?: number;
  label: string;
  enabled: boolean;
  level?: "condition" | "assessment";
  documentType?: string;
  slug?: string;
  requirementText?: string;
}
/**
 * 001 §4-§5: the staff's offer pages and the rules that move an offer (docs/decisions/0813). Its conditions see { offer, change, settings }: the offer as stored, and the change being made.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "OfferWorkflowArea".
 */
export interface OfferWorkflowArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * A form id of `forms`: the staff's Make or edit an offer page (001 §3 Offer course fee / intake entry). Its `requirementTemplates` question must offer every enabled requirement template.
   */
  detailsForm: string;
  /**
   * The status of an offer staff have just made.
   */
  newOfferStatus: string;
  /**
   * The status of a requirement just added to an offer.
   */
  newRequirementStatus: string;
  /**
   * A form id of `forms`: the staff's Change offer status page (001 §4).
   */
  statusForm: string;
  /**
   * A form id of `forms`: the staff's assessment of one requirement (001 §4).
   */
  requirementForm: string;
  /**
   * A form id of `forms`: the staff's review of one uploaded document (001 §4 Documents).
   */
  documentReviewForm: string;
  /**
   * A form id of `forms`: the applicant's payment page (000 §3).
   */
  paymentForm: string;
  /**
   * A form id of `forms`: the proof of payment, uploaded by the applicant and reviewed by staff (000 §3, 001 §4).
   */
  proofOfPaymentForm: string;
  /**
   * A form id of `forms`: the staff's review of the payment and its proof (001 §3 Payment review); its status is promoted to the offer's paymentStatus.
   */
  paymentReviewForm: string;
  /**
   * When the applicant saves the proof of payment and `when` holds over { offer } (the offer before the save), the offer's paymentStatus becomes `status` in the same write: the payment is for staff to review (issue 39; decision 0047).
   */
  paymentSubmitted?: {
    when: JsonLogicRule;
    /**
     * A payment review status (offers/offer#/$defs/reviewStatus), e.g. Review.
     */
    status: string;
  };
  /**
   * For each offer status, whether an offer may be moved to it: a condition over { offer }. A status not listed cannot be chosen.
   */
  transitions: {
    [k: string]: JsonLogicRule;
  };
  /**
   * The message when the chosen status is not allowed; {from} and {to} are the statuses' labels.
   */
  transitionRefused: string;
  unsatisfiedRequirements: JsonLogicRule6;
  /**
   * The message when requirements stop the change; {n} is their number.
   */
  unsatisfiedMessage: string;
  /**
   * Statuses that issue the offer to the applicant (the time is recorded, edits after it are flagged).
   */
  issuedStatuses: string[];
  /**
   * The email sent when staff ask to notify the applicant of a status change.
   */
  notification: {
    /**
     * A message key of `messages`.
     */
    subject: string;
    /**
     * A message key of `messages`.
     */
    body: string;
  };
  /**
   * The hand-over to the CAS pipeline (issue 15 item 9): when `when` holds over { offer } and the person has no CAS student record yet, one is made at `stage`, the account's role becomes `role`, and the audit log says `reason`.
   */
  handover: {
    when: JsonLogicRule;
    stage: JsonLogicRule7;
    role: string;
    /**
     * A message key of `messages`.
     */
    reason: string;
    /**
     * CAS student record field -> offer field, copied at the hand-over.
     */
    carry: {
      [k: string]: string;
    };
    /**
     * Fields of the new student record set to the moment it is made (the date reminders count from, e.g. invitedAt; decision 0830).
     */
    stamp?: string[];
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ImportFieldMappingArea".
 */
export interface ImportFieldMappingArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  sources?: ("CSV" | "SFTP" | "SITS" | "APPLY")[];
  sanitise?: ImportSanitise;
  formats: {
    [k: string]: ImportFormat;
  };
  entries: {
    [k: string]: ImportMappingEntry;
  };
  /**
   * The form whose schema and rules check each mapped row (001 §5 Import).
   */
  recordForm: string;
  /**
   * What a student new to the university starts with (decision 0825).
   */
  onCreate: {
    stage: string;
    /**
     * The role of the account made for a new email (it is invited later).
     */
    role: string;
    /**
     * Fields of the new student record set to the moment it is made (the date reminders count from, e.g. invitedAt; decision 0830).
     */
    stamp?: string[];
    /**
     * The stage the Invite action on a not-invited student's record moves them to (decision 0058); without it staff move them with the stage picker.
     */
    inviteTo?: string;
  };
  /**
   * How many failed rows the preview lists.
   */
  previewFailures?: number;
  /**
   * The largest file the import page accepts, in MB.
   */
  maxFileMb?: number;
  feeds?: ImportFeed[];
  /**
   * Ready-made mappings for a student-records system's export (issue 18 item 6; decision 0829): a feed whose source names a preset reads its files with the preset's columns and formats over the university's entries; the Config screen can copy a preset into the entries.
   */
  presets?: {
    SITS?: ImportPreset;
    APPLY?: ImportPreset;
  };
  /**
   * The form a feed is edited with in the Config screen (decision 0829).
   */
  feedForm: string;
  /**
   * The form of the student-records integration settings (issue 21 item 5): a form id of `forms`.
   */
  integrationForm?: string;
}
export interface ImportSanitise {
  freeTextMaxLength?: number;
  trim?: boolean;
  removeControlCharacters?: boolean;
  blankBecomesAbsent?: boolean;
  phoneKeeps?: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ImportFormat".
 */
export interface ImportFormat {
  label: string;
  kind: "text" | "number" | "date" | "boolean" | "gender" | "country" | "nationality";
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ImportMappingEntry".
 */
export interface ImportMappingEntry {
  field: string;
  /**
   * The field's name as the Config screen's mapping table shows it (decision 0061).
   */
  label?: string;
  universityField?: string;
  format: string;
  validationType: "STRING" | "DATE" | "BOOLEAN" | "NUMBER";
  setupLevel: "Mandatory" | "Secondary" | "Disabled";
  group?: string;
  defaultValue?: JsonValue;
  pattern?: string;
  replacement?: string;
  columns?: string[];
  separator?: string;
  /**
   * Where the value goes in the bulk import record (e.g. offers.0.courses.0.title); absent: kept with the student's other imported fields.
   */
  target?: string;
}
/**
 * A university's SFTP feed of offer-holder files (issue 18 item 6; decision 0826). The key or password lives in the secret store under secretName, never here.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ImportFeed".
 */
export interface ImportFeed {
  id: string;
  enabled: boolean;
  source: (
    FilesInYourUniversitySOwnColumnsYourImportMapping | ASITSExportTheSITSMapping | ADfEApplyExportTheApplyMapping
  ) &
    string;
  host: string;
  port: number;
  username: string;
  auth: (APrivateKey | APassword) & string;
  secretName: string;
  remoteFolder: string;
  /**
   * The example file name the pattern was written from (decision 0061), shown again by the feed form.
   */
  fileExample?: string;
  /**
   * A regular expression the file names must match (e.g. ^offer-holders-.*\.csv$).
   */
  filePattern: string;
  /**
   * A cron expression (node-cron), e.g. * /15 * * * *.
   */
  schedule: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ImportPreset".
 */
export interface ImportPreset {
  /**
   * The message naming the preset in the Config screen.
   */
  labelKey: string;
  /**
   * Product field -> the export's column (and format where it differs).
   */
  entries: {
    [k: string]: ImportPresetEntry;
  };
}
export interface ImportPresetEntry {
  universityField?: string;
  format?: string;
  pattern?: string;
  replacement?: string;
  setupLevel?: "Mandatory" | "Secondary" | "Disabled";
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "InterviewQuestionsArea".
 */
export interface InterviewQuestionsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  limits: InterviewLimits;
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  questions: {
    [k: string]: InterviewQuestionDefinition;
  };
}
export interface InterviewLimits {
  durationSeconds: {
    min: number;
    max: number;
    unlimited?: number;
  };
  thinkingTimeSeconds: {
    min: number;
    max: number;
  };
  retakes: {
    min: number;
    max: number;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "InterviewQuestionDefinition".
 */
export interface InterviewQuestionDefinition {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  question: string;
  description?: string;
  duration: number;
  thinkingTime: number;
  retakes: number;
  questionType: "Standard" | "Trap";
}
/**
 * How records become list rows: JSON-Logic per row field over { application } / { offer, application } / { student }.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ListRowsArea".
 */
export interface ListRowsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  applications: ListRowKind;
  offers: ListRowKind;
  students: ListRowKind;
  /**
   * The words a stored code is shown in on pages and exports (issue 39): a record's field (application.feeStatus, student.stage) to the list whose labels name its values. A list row's field that reads one of these fields shows the label too.
   */
  valueLabels?: {
    [k: string]: ListFilterOptions;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ListRowKind".
 */
export interface ListRowKind {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  fields: {
    [k: string]: JsonLogicRule;
  };
  /**
   * Who else's lists hold the row: agents, agencies, partners (their user or organisation ids).
   */
  assignedTo: JsonLogicRule[];
  /**
   * The texts the list search looks in.
   */
  search: JsonLogicRule[];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ListFilterOptions".
 */
export interface ListFilterOptions {
  reference?: "nationalities" | "countries" | "feeStatuses" | "studyModes" | "levelsOfStudy";
  setting?: "courses" | "intakes" | "campuses" | "categories" | "tags";
  value?: string;
  label?: string;
  values?: ValueLabel[];
  /**
   * The university's agents and agency admins by name (offered only to users who read every record of the university).
   */
  users?: "agents";
  /**
   * The CAS stages by their labels (the cas-stages area).
   */
  casStages?: true;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ValueLabel".
 */
export interface ValueLabel {
  value: string;
  label: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "DashboardArea".
 */
export interface DashboardArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * @minItems 1
   */
  pageSizes: [number, ...number[]];
  defaultPageSize: number;
  pageNeighbours: number;
  defaultSort: {
    /**
     * A list-row field (snake_case, 001 §3).
     */
    column: string;
    direction: "asc" | "desc";
  };
  searchParam: string;
  /**
   * Message key in the catalogue.
   */
  searchLabelKey: string;
  /**
   * Message key in the catalogue.
   */
  searchHintKey?: string;
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  filterGroups: {
    [k: string]: ListFilterGroup;
  };
  /**
   * Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  exportColumns: {
    [k: string]: ExportColumn;
  };
}
export interface ListFilterGroup {
  /**
   * The group's name in the configuration (decision 0091).
   */
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * Message key in the catalogue.
   */
  titleKey: string;
  /**
   * Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  filters: {
    [k: string]: ListFilter;
  };
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ListFilter".
 */
export interface ListFilter {
  /**
   * The URL parameter.
   */
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * A list-row field (snake_case, 001 §3).
   */
  field: string;
  kind: "selectOne" | "selectMany" | "multiSelect" | "numberRange" | "dateRange" | "tags";
  /**
   * Message key in the catalogue.
   */
  labelKey: string;
  options?: ListFilterOptions;
  fromParam?: string;
  toParam?: string;
}
/**
 * Messages with students and agents (001 §2 widgets; issue 17 item 6; decision 0822).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ConversationsArea".
 */
export interface ConversationsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  audiences: {
    [k: string]: ConversationAudience;
  };
  /**
   * The longest message, in characters.
   */
  maxLength: number;
  /**
   * How often an open conversation looks for new messages.
   */
  pollSeconds: number;
  /**
   * The email to the outside party (message keys); it never carries the message itself.
   */
  notification: {
    subject: string;
    body: string;
  };
  /**
   * The student list-row fields that count unread messages: for the team (all audiences) and per outside party.
   */
  unreadRowFields: {
    team: string;
    agent?: string;
    student?: string;
  };
}
/**
 * One audience of a student's conversation (issue 17 item 6; decision 0822): who reads and writes it. The team side (staff groups) shares one read marker; the outside party (the student or the agent) has its own.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ConversationAudience".
 */
export interface ConversationAudience {
  /**
   * How the audience is named on the compose form and on its bubbles.
   */
  label: string;
  /**
   * Role groups on the university's side of this audience.
   *
   * @minItems 1
   */
  team: [
    "platform" | "university" | "agent" | "partner" | "student",
    ...("platform" | "university" | "agent" | "partner" | "student")[]
  ];
  /**
   * The party outside the university this audience talks with; absent for an internal note.
   */
  outside?: "agent" | "student";
  /**
   * Whether the outside party is emailed when the team writes.
   */
  notify?: boolean;
}
/**
 * Interviews (issue 17 item 5; decision 0823): the form staff record a student's interview with, the recorded-interview settings form, the score ring's bands and the student's interview task status.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "InterviewsArea".
 */
export interface InterviewsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  recordForm: string;
  settingsForm: string;
  /**
   * 001 §2 score ring: the scale and its colour bands, lowest first; the last band has no upper bound.
   */
  scoreRing: {
    max: number;
    /**
     * @minItems 1
     */
    bands: [
      {
        /**
         * The band holds scores below this (and at or above the previous band's).
         */
        below?: number;
        colour: "red" | "orange" | "green";
        labelKey: string;
      },
      ...{
        /**
         * The band holds scores below this (and at or above the previous band's).
         */
        below?: number;
        colour: "red" | "orange" | "green";
        labelKey: string;
      }[]
    ];
  };
  taskStatus: JsonLogicRule8;
}
/**
 * The university's course list and course setup (issue 18 item 7; 001 §3 Course, §5 Course setup; decision 0827).
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "CoursesArea".
 */
export interface CoursesArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * The course setup form.
   */
  form: string;
  /**
   * The question holding the course's code (unique per university).
   */
  codeQuestion: string;
  /**
   * The question holding the course's name.
   */
  nameQuestion: string;
  /**
   * The questions the course list shows, in order.
   *
   * @minItems 1
   */
  listColumns: [string, ...string[]];
  catalogue: CourseCatalogue;
}
/**
 * How a stored course becomes one of the courses applicants choose from (the shape of settings.courses): each field a JSON-Logic expression over the course record; 'include' decides which stored courses are offered. Stored courses join the settings' courses, replacing one with the same id (decision 0828).
 */
export interface CourseCatalogue {
  include?: JsonLogicRule9;
  fields: {
    id: JsonLogicRule10;
    code?: JsonLogicRule11;
    name: JsonLogicRule12;
    level?: JsonLogicRule13;
    mode?: JsonLogicRule14;
    intakes?: JsonLogicRule15;
    fee?: JsonLogicRule16;
    campus?: JsonLogicRule17;
    entryPoints?: JsonLogicRule18;
    availability?: JsonLogicRule19;
    partners?: JsonLogicRule20;
  };
}
/**
 * How a university's reminders are sent (issue 19; decisions 0830, 0831): quiet hours in its time zone, a daily limit per person, the sweep's batch size, how long a missed send may still go, retries, and one template per timed reminder.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ReminderDeliveryArea".
 */
export interface ReminderDeliveryArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  quietHours?: QuietHours;
  /**
   * At most this many reminders to one person in one day (absent: no limit).
   */
  maxPerPersonPerDay?: number;
  /**
   * Records read from the store at a time by a sweep.
   */
  batchSize: number;
  /**
   * A send the scheduler missed still goes this many days late, never later.
   */
  graceDays: number;
  retry: ReminderRetry;
  /**
   * Reminder key -> its email.
   */
  templates: {
    [k: string]: ReminderTemplate;
  };
}
/**
 * No reminder is sent from 'from' until 'to' (24-hour HH:MM in the university's time zone; may run over midnight).
 */
export interface QuietHours {
  from: string;
  to: string;
}
export interface ReminderRetry {
  maxAttempts: number;
  /**
   * Wait before the 2nd, 3rd, ... attempt; the last repeats.
   *
   * @minItems 1
   */
  backoffMinutes: [number, ...number[]];
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "ReminderTemplate".
 */
export interface ReminderTemplate {
  /**
   * Message key of the subject; placeholders {givenName}, {familyName}, {universityName}, {teamName}, {deadline}.
   */
  subjectKey: string;
  /**
   * Message key of the plain-text body (paragraphs split by blank lines; the HTML part is made from it); placeholders as the subject and {link}.
   */
  bodyKey: string;
  /**
   * The page the email links to, joined to PUBLIC_URL.
   */
  link: string;
  /**
   * The record's date shown as {deadline} (absent: none).
   */
  deadlineField?: string;
}
/**
 * Insights (issue 22; decision 0832): the admissions funnel, its breakdowns, the UKVI sponsor-compliance figures against dated thresholds, and the operational figures. Every predicate is over the list rows of its kind and is counted in the store.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "InsightsArea".
 */
export interface InsightsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  /**
   * Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  funnel: {
    [k: string]: FunnelStep;
  };
  /**
   * The dashboard filter the intake picker is (its field and options).
   */
  intakeFilter: string;
  /**
   * What the funnel can be broken down by. Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  breakdowns: {
    [k: string]: InsightsBreakdown;
  };
  compliance: ComplianceFigures;
  stuck: StuckStudents;
  dateRange: InsightsDateRange;
  /**
   * Medians of day counts the list rows hold (days from offer to CAS, from CAS to visa decision), from their distribution counted in the store. Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  durations: {
    [k: string]: InsightsDuration;
  };
}
export interface FunnelStep {
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  labelKey: string;
  kind: "applications" | "offers" | "students";
  reached: JsonLogicRule21;
  list: InsightsListLink;
}
/**
 * The list a figure links to (a staff list and its tab); the figure's breakdown and intake are added as that list's filters.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "InsightsListLink".
 */
export interface InsightsListLink {
  path: "/students" | "/cas";
  tab?: string;
}
export interface InsightsBreakdown {
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  /**
   * A dashboard filter: its field, its options' labels and its list parameter.
   */
  filter?: string;
  /**
   * Without a filter: the list rows' field.
   */
  field?: string;
  /**
   * Without a filter: the message naming it.
   */
  labelKey?: string;
}
export interface ComplianceFigures {
  /**
   * The assessment window, ending today.
   */
  windowMonths: number;
  /**
   * A rate within this many percentage points of its threshold is flagged.
   */
  warnMarginPoints: number;
  /**
   * The thresholds and the date each applies from: a change of rules is a new entry.
   *
   * @minItems 1
   */
  thresholds: [ComplianceThresholds, ...ComplianceThresholds[]];
  /**
   * Keyed by each item's key, which the item repeats; listed by its order (decision 0035).
   */
  measures: {
    [k: string]: ComplianceMeasure;
  };
}
export interface ComplianceThresholds {
  from: string;
  source: string;
  /**
   * Measure key -> percentage.
   */
  limits: {
    [k: string]: number;
  };
}
export interface ComplianceMeasure {
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  labelKey: string;
  kind: "applications" | "offers" | "students";
  /**
   * The list row's date (YYYY-MM-DD) that places a row in the window.
   */
  dateField: string;
  base: JsonLogicRule22;
  counted: JsonLogicRule23;
  /**
   * Whether the rate must stay at most or at least its threshold.
   */
  direction: "atMost" | "atLeast";
  list: InsightsListLink;
}
export interface StuckStudents {
  days: number;
  kind: "applications" | "offers" | "students";
  dateField: string;
  open: JsonLogicRule24;
  list: InsightsListLink;
}
/**
 * The list rows' date (YYYY-MM-DD) a from-to range applies to, per kind.
 */
export interface InsightsDateRange {
  applications: string;
  offers: string;
  students: string;
}
export interface InsightsDuration {
  key: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  labelKey: string;
  kind: "applications" | "offers" | "students";
  /**
   * A list row field holding whole days.
   */
  field: string;
}
/**
 * The records' fields the Config screen's condition builder offers (issue 20 item 1; decision 0843), by what a condition reads: the schema of that kind of record, the editors (areas) whose conditions read it, and each field's label.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RecordFieldsArea".
 */
export interface RecordFieldsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  [k: string]:
    | {
        /**
         * The entity schema (a key of `schemas`) the fields' kinds and values are read from.
         */
        schema?: string;
        /**
         * The configuration areas whose conditions read this kind of record: an area's name, or an area that finds the record under a name, with how the builder names its fields there.
         *
         * @minItems 1
         */
        areas: [
          (
            | string
            | {
                area: string;
                /**
                 * Where the area's conditions find the record (`<prefix>.<field>`): an automation reads `record` and `before`.
                 */
                prefix: string;
                /**
                 * A message naming each field there, given {field} (for example 'Before the change: {field}').
                 */
                labelKey?: string;
                /**
                 * With the area 'forms': the kinds of form whose conditions read this record under the prefix (a checklist page reads its CAS student's record as 'application').
                 *
                 * @minItems 1
                 */
                formKinds?: [string, ...string[]];
              }
          ),
          ...(
            | string
            | {
                area: string;
                /**
                 * Where the area's conditions find the record (`<prefix>.<field>`): an automation reads `record` and `before`.
                 */
                prefix: string;
                /**
                 * A message naming each field there, given {field} (for example 'Before the change: {field}').
                 */
                labelKey?: string;
                /**
                 * With the area 'forms': the kinds of form whose conditions read this record under the prefix (a checklist page reads its CAS student's record as 'application').
                 *
                 * @minItems 1
                 */
                formKinds?: [string, ...string[]];
              }
          )[]
        ];
        /**
         * Where the record keeps the answers of its forms (`<under>.<form id>.<question>`), and the kinds of form whose questions are offered.
         */
        forms?: {
          under: string;
          /**
           * @minItems 1
           */
          kinds: [string, ...string[]];
        };
        fields: {
          [k: string]: RecordField;
        };
      }
    | string
    | undefined;
}
/**
 * Single sign-on through the university's OpenID Connect provider (issue 21 items 1-3; decision 0844). The client secret is never here: it is kept encrypted in the secret store under `clientSecretName`.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "SsoArea".
 */
export interface SsoArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  enabled: boolean;
  /**
   * The provider's issuer URL (https; plain http only on this machine's loopback address, for tests).
   */
  issuer?: string;
  clientId?: string;
  /**
   * The secret store's name for the client secret (npm run cli -- secret set).
   */
  clientSecretName?: string;
  scopes?: string[];
  /**
   * The ID token claim that carries the user's email address.
   */
  emailClaim?: string;
  /**
   * Email domains whose users are sent to the provider from the sign-in page.
   */
  emailDomains?: string[];
  /**
   * The roles that may sign in through the provider.
   */
  roles?: string[];
  /**
   * Whether users of those roles may still sign in with a password.
   */
  passwordSignIn?: boolean;
  /**
   * Whether a first sign-in with no account creates one.
   */
  createAccounts?: boolean;
  /**
   * The role of an account created at first sign-in (one of `roles`).
   */
  createRole?: string;
  /**
   * The university states its provider enforces MFA, so CAS Shield does not ask for a second factor after it.
   */
  idpEnforcesMfa?: boolean;
  /**
   * How far the provider's clock may differ when an ID token's times are checked.
   */
  clockToleranceSeconds?: number;
}
/**
 * A university's own 'when this, do that' rules (issue 23; decision 0849), checked at publish: every action refers to what exists, and no automations trigger each other in a loop or a chain longer than maxChainDepth.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "AutomationsArea".
 */
export interface AutomationsArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  maxChainDepth: number;
  /**
   * The fields an automation may set, each with the values it may set them to.
   */
  settableFields: {
    /**
     * @minItems 1
     */
    [k: string]: [string, ...string[]];
  };
  /**
   * Keyed by each item's id, which the item repeats; listed by its order (decision 0035).
   */
  automations: {
    [k: string]: Automation;
  };
  /**
   * The team's shared mailbox: a message to staff goes to the record's assigned staff member, or here when none is assigned.
   */
  teamEmail?: string;
  /**
   * The record's field an 'assign' action sets to the staff member's user id (the record page names them).
   */
  assigneeField: string;
}
/**
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "Automation".
 */
export interface Automation {
  id: string;
  /**
   * Where the item comes in its list: lower first (the defaults count in tens, so an item can go between two; decision 0035).
   */
  order: number;
  name: string;
  enabled: boolean;
  /**
   * What wakes the automation: a change of the record (any, its stage, its offer), a document uploaded or reviewed, or the daily run.
   */
  trigger: "recordChanged" | "stageChanged" | "offerChanged" | "documentUploaded" | "documentReviewed" | "daily";
  /**
   * The kind of record it acts on; CAS students when absent.
   */
  collection?: "students" | "offers" | "applications";
  when: JsonLogicRule25;
  actions: AutomationActions;
  /**
   * Whether publishing it acts on the records that already match (existing) or only on changes from now.
   */
  appliesTo?: "existing" | "fromNow";
}
/**
 * What an automation does (issue 23 item 1), from a fixed, typed set, in this order: tags, stage, fields, assignment, messages, tasks.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "AutomationActions".
 */
export interface AutomationActions {
  addTags?: string[];
  removeTags?: string[];
  /**
   * The CAS stage the student moves to, where the stage rules allow it.
   */
  moveStage?: string;
  /**
   * Fields set, each to one of the values the area allows it.
   */
  setFields?: {
    [k: string]: string;
  };
  /**
   * The record is assigned to a staff member with this role (the one with the fewest such records).
   */
  assignRole?: string;
  messages?: AutomationMessage[];
  tasks?: AutomationTask[];
}
/**
 * A templated email an automation sends.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "AutomationMessage".
 */
export interface AutomationMessage {
  /**
   * The student, their agent, or the staff member the record is assigned to (the team's mailbox when none is).
   */
  to: "student" | "agent" | "staff";
  /**
   * The message key of the subject.
   */
  subjectKey: string;
  /**
   * The message key of the text.
   */
  bodyKey: string;
}
/**
 * A task an automation makes for the university's staff.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "AutomationTask".
 */
export interface AutomationTask {
  /**
   * The message key of the task's title.
   */
  titleKey: string;
  dueInDays: number;
  /**
   * The role whose staff should do it.
   */
  role?: string;
}
/**
 * How long each kind of personal data is kept (issue 42 items 1 and 2; decision 0050). Sponsored students' records cannot be kept for less than the legal floor the code sets.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RetentionArea".
 */
export interface RetentionArea {
  /**
   * What the file is for (documentation only).
   */
  _about?: string;
  kinds: {
    importFiles: RetentionRule;
    failuresCsvs: RetentionRule;
    unsubmittedApplications: RetentionRule;
    unsuccessfulApplications: RetentionRule;
    closedOffers: RetentionRule;
    casStudents: RetentionRule;
    messages: RetentionRule;
    auditEntries: RetentionRule;
    sessions: RetentionRule;
  };
}
/**
 * How long one kind of data is kept, counted from which event, and what happens then.
 *
 * This interface was referenced by `TenantConfigurationDocument`'s JSON-Schema
 * via the `definition` "RetentionRule".
 */
export interface RetentionRule {
  /**
   * Days kept after the event.
   */
  keepDays: number;
  /**
   * The event the days count from.
   */
  from: "created" | "lastChange" | "decision" | "sponsorshipEnd" | "sent" | "lastSignIn";
  /**
   * delete removes the record (and its files); anonymise keeps the figures Insights needs without the person.
   */
  then: "delete" | "anonymise";
  /**
   * Why this period: the law, guidance or university policy it follows.
   */
  source: string;
  /**
   * For a period counted from the end of the sponsorship: the CAS stages that end it (a refused visa, a closed case), the day the stage was set. A recorded sponsorship end date comes first.
   */
  endedByStages?: string[];
}
