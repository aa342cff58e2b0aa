// The oracle's Insights (/insights/summary; issue 22, decision 0832; issue 37 item 6): the funnel
// counts people, each step those who ever reached it, so each step is a subset of the one before
// (a person who reached a later step has passed the earlier ones) and no conversion exceeds 100%;
// the compliance rates (UKVI's Basic Compliance Assessment) count the students whose current
// stage and visa status put them in a measure, by the date in the 12-month window. The steps and
// measures are the university's (insights.json), each by its key's meaning here; one the oracle
// does not know is reported, never guessed.
import { FUNNEL_STEPS, type Person, type World } from "../world";
import { sees, type Viewer } from "./lists";
import { orderedItems } from "../../../rules/config/keyed-items";

export interface ExpectedFunnelStep {
  key: string;
  count: number;
  conversion: number | null;
  people: Person[];
}

export interface ExpectedMeasure {
  key: string;
  counted: number;
  of: number;
  rate: number | null;
}

/** A percentage to one decimal place (the figure the page shows), or null of nothing. */
export const percentage = (count: number, of: number): number | null => (of > 0 ? Math.round((count / of) * 1000) / 10 : null);

function furthest(person: Person): number {
  let index = -1;
  FUNNEL_STEPS.forEach((step, i) => {
    if (person.reached[step]) index = i;
  });
  return index;
}

export function expectedFunnel(config: Record<string, unknown>, world: World, tenant: string, viewer: Viewer): ExpectedFunnelStep[] {
  const steps = orderedItems((config.insights as { funnel: Record<string, { key: string; order: number }> }).funnel);
  const people = world.people.filter((person) => person.tenant === tenant && sees(viewer, person));
  const result: ExpectedFunnelStep[] = [];
  for (const step of steps) {
    const index = (FUNNEL_STEPS as readonly string[]).indexOf(step.key);
    if (index < 0) throw new Error(`season oracle: the funnel step "${step.key}" is not one it knows (${FUNNEL_STEPS.join(", ")})`);
    const reached = people.filter((person) => furthest(person) >= index);
    const before = result[result.length - 1];
    result.push({ key: step.key, count: reached.length, conversion: before ? percentage(reached.length, before.count) : null, people: reached });
  }
  return result;
}

/** The first day of the window of `months` ending on `today` (the same day that many months before, clamped to the month's end). */
export function windowFrom(today: string, months: number): string {
  const [year, month, day] = today.split("-").map(Number);
  const total = year * 12 + (month - 1) - months;
  const startYear = Math.floor(total / 12);
  const startMonth = (total % 12) + 1;
  const last = new Date(Date.UTC(startYear, startMonth, 0)).getUTCDate();
  return `${startYear}-${String(startMonth).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

type Student = NonNullable<Person["student"]>;
const entered = (student: Student) => student.stageChangedAt.slice(0, 10);

/** Each measure by its key: the students it is of, and those it counts (insights.json's compliance, decision 0833). */
const MEASURES: Record<string, { of: (student: Student) => boolean; counted: (student: Student) => boolean; date: (student: Student) => string | undefined }> = {
  refusal: {
    of: (student) => ["Visa Issued", "Visa Refused"].includes(student.stage) || ["Visa received", "Visa refusal"].includes(student.visaStatus ?? ""),
    counted: (student) => student.stage === "Visa Refused" || student.visaStatus === "Visa refusal",
    date: entered,
  },
  enrolment: {
    of: (student) => student.stage === "Visa Issued" || student.visaStatus === "Visa received",
    counted: (student) => ["Enrolled", "Withdrawn", "Completed"].includes(student.arrivalStatus ?? ""),
    date: entered,
  },
  completion: {
    of: (student) => ["Withdrawn", "Completed"].includes(student.arrivalStatus ?? ""),
    counted: (student) => student.arrivalStatus === "Completed",
    date: (student) => student.leftDate,
  },
};

export function expectedCompliance(config: Record<string, unknown>, world: World, tenant: string, viewer: Viewer, today: string): ExpectedMeasure[] {
  const area = (config.insights as { compliance: { windowMonths: number; measures: Record<string, { key: string; order: number }> } }).compliance;
  const from = windowFrom(today, area.windowMonths);
  const students = world.people.filter((person) => person.tenant === tenant && person.student && sees(viewer, person)).map((person) => person.student as Student);
  return orderedItems(area.measures).map((measure) => {
    const rule = MEASURES[measure.key];
    if (!rule) throw new Error(`season oracle: the compliance measure "${measure.key}" is not one it knows`);
    const inWindow = students.filter((student) => {
      const date = rule.date(student);
      return rule.of(student) && date !== undefined && date >= from && date <= today;
    });
    const counted = inWindow.filter(rule.counted).length;
    return { key: measure.key, counted, of: inWindow.length, rate: percentage(counted, inWindow.length) };
  });
}
