// The defects the oracle finds today that issue 37 lists, in one place. A difference one of these
// matches is reported apart (counted, with an example) instead of stopping the season; any other
// difference stops it. Each entry quotes the sentence it is: delete the entry when the fix
// lands. An entry that matches no difference in a season fails the test, so the list cannot go
// stale. The last group is what the season found that the issue names only by its general rule
// (item 3); the lead has the list.
import type { Difference } from "./compare";
import { NEW_COLUMN, PENNINE_AUTOMATIONS } from "./configure";
import type { World } from "./world";

export interface KnownDefect {
  id: string;
  /** Issue 37's own words. */
  sentence: string;
  matches(difference: Difference, world: World): boolean;
  /** Found only in a season with kills. */
  needsKills?: true;
}

const blank = (value: unknown) => value === null || value === undefined || value === "" || value === 0 || value === false;
const cell = (difference: Difference, field: string, list?: Difference["list"]) => difference.area === "cell" && difference.field === field && (!list || difference.list === list);
const missingReminder = (difference: Difference, keys: readonly string[]) => difference.area === "reminder" && keys.includes(difference.field) && (difference.actual === "not queued" || difference.actual === "never fired");

const ITEM_3 = "Everything a tab, list column, reminder trigger, automation condition, task status or Insights figure reads is either stored answer data or produced by a projector, and publishing a configuration that reads a field nothing produces is refused with the field named";

/** Reminders whose start or count-from date nothing in the product records (the field each reads), or that only an event nothing sends would send. */
export const UNPRODUCED_REMINDER_INPUTS: Readonly<Record<string, string>> = {
  registerInterest: "interestRegisteredAt (the specs describe no register-interest page; decision 0031)",
};

export const KNOWN_DEFECTS: readonly KnownDefect[] = [
  {
    id: "checklist-sections-chased",
    sentence: 'Students who finished their checklist are still chased weekly for "Complete Section 1/2/4": the reminder subject\'s `checklistSections` is filled from the configuration\'s section switches, not the student\'s progress (`server/reminders/reminder-subject.ts`).',
    matches: (difference) => difference.area === "reminder" && ["studentDetails", "history", "finance"].includes(difference.field) && difference.expected === "not due" && /complete/.test(difference.detail ?? ""),
  },
  {
    id: "satisfy-condition-never-fires",
    sentence: '"Satisfy the conditions of your offer" can never fire: its trigger reads `requirementsWithCondition`, which nothing sets.',
    matches: (difference) => missingReminder(difference, ["satisfyOfferCondition"]),
  },
  {
    id: "issued-blank",
    sentence: 'List rows go stale: "Issued" stays blank for an offer issued today',
    matches: (difference) => cell(difference, "issue_date") && blank(difference.actual),
  },
  {
    id: "new-documents-zero",
    sentence: '"New documents" stays 0 after an upload',
    matches: (difference) => cell(difference, "new_documents_count") && blank(difference.actual),
  },
  {
    id: "pipeline-columns-blank",
    sentence: "Course, Funds, Conditional status and Deposit date are blank in the pipeline although the record holds them",
    matches: (difference) => difference.list === "cas" && difference.area === "cell" && ["course_name", "funds_material", "conditional_status", "deposit_date"].includes(difference.field) && blank(difference.actual),
  },
  {
    id: "new-column-unfilled",
    sentence: "a new `list-rows` field published by a university reaches 0 of the existing rows until each record is saved again",
    matches: (difference) => cell(difference, NEW_COLUMN.field) && blank(difference.actual),
  },
  {
    id: "document-counts",
    sentence: "This closes the two reminder defects above, the stale columns, and the document counts.",
    matches: (difference) => difference.area === "cell" && ["document_count", "agent_document_count"].includes(difference.field) && blank(difference.actual),
  },
  {
    id: "funnel-history-links-now",
    sentence: "Insights' funnel counts people who ever reached a step while its links open tabs of those there now (Leads 47 opens a tab of 9)",
    matches: (difference) => (difference.area === "funnel" && difference.field.endsWith(".count")) || difference.area === "link" || (difference.area === "funnel" && difference.field.endsWith(".conversion") && (difference.actual === null || Number(difference.actual) <= 100)),
  },
  {
    id: "conversion-over-100",
    sentence: "and one conversion shows 1,000%.",
    matches: (difference) => difference.area === "funnel" && difference.field.endsWith(".conversion") && Number(difference.actual) > 100,
  },
  {
    id: "reminder-inputs-unproduced",
    sentence: `${ITEM_3} (found by the season: these reminders read a field nothing records; see UNPRODUCED_REMINDER_INPUTS)`,
    matches: (difference) => missingReminder(difference, Object.keys(UNPRODUCED_REMINDER_INPUTS)),
  },
  {
    id: "leads-course-blank",
    sentence: `${ITEM_3} (found by the season: the Leads tab's Course, Intake and Level are blank for an applicant who chose their course on the programme choices page: the row reads a course name the page does not store)`,
    matches: (difference) => difference.list === "students" && ["leads", "closed"].includes(difference.tab ?? "") && ["course_name"].includes(difference.field) && blank(difference.actual),
  },
  {
    id: "pipeline-intake-blank",
    sentence: `${ITEM_3} (found by the season: an imported student's Intake is blank in the pipeline; the import puts it under the student's offers, the row reads intakeId)`,
    matches: (difference) => difference.list === "cas" && cell(difference, "intake") && blank(difference.actual),
  },
  {
    id: "stage-change-date-updated",
    sentence: `${ITEM_3} (found by the season: the stage date column shows the record's last update, not when its stage or status last changed: the rows read stageChangedAt and statusChangedAt, which nothing writes)`,
    matches: (difference) => cell(difference, "stage_change_date") && !blank(difference.actual) && String(difference.actual) > String(difference.expected),
  },
];

export function knownDefectOf(difference: Difference, world: World): KnownDefect | null {
  return KNOWN_DEFECTS.find((defect) => defect.matches(difference, world)) ?? null;
}
