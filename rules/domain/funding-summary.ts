// The source-of-funds calculator (002 §3.9, §5.2, §5.10): what a student must show for the
// course fees and living costs of themselves, a spouse and children, what their sponsors,
// scholarships, loans and bank accounts already cover, and what remains. Pure: the maintenance
// figures (tenant-configs/_defaults/funding.json) and "today" are arguments; money is whole
// pounds (002 §5.2 "to the nearest pound"). Labels are message keys for the page to translate.
//
// The arithmetic, in order (docs/decisions/0850):
// - course fee to show = first-year fee - scholarship on the course step - course-fee deposit
//   paid (never below 0);
// - nothing is worked out from course data that is missing or impossible (no fee, no start date,
//   an end date on or before the start date, no maintenance figures for the day, a campus the
//   university has not said is in or outside London): the summary then says which (`problems`,
//   message keys) and every figure is 0 (docs/decisions/0807, 0042: never the lower figure by
//   default);
// - months = the course's length in whole months, rounded up, at most `maxMonths` (9); a course
//   without an end date counts the maximum;
// - living costs = monthly figure (London or elsewhere) x months for the student (or the
//   student's own higher figure), less any accommodation deposit paid to the university;
//   the dependant figure x months for a travelling spouse and for each child;
// - sponsorships (organisation, scholarship, education, other) cover course fees, living costs
//   or both (Full, Percentage of the fee after scholarship rounded down, or Amount; 002 §5.10),
//   a monthly living amount counting for every month; then bank accounts
//   ("Myself or My Family") cover what they are for; fees are covered before living costs,
//   the student's living costs before a spouse's and the children's;
// - the remaining amount is what is not covered; the student cannot proceed while it is > 0;
// - the least deposit under the university's one rule (settings `courseFeeDeposit`, decision
//   0809) is worked out too, for the finance page's check.

import { parseDay } from "../operations/calendar";
import type { CourseFeeDepositRule, MaintenanceFigures } from "../types";
import { percentOf, UNIVERSITY_SCHOLARSHIP } from "./sponsorship";


export interface FundingConstants {
  maintenance: readonly MaintenanceFigures[];
  /** The university's one deposit rule (settings `courseFeeDeposit`, decision 0809). */
  courseFeeDeposit?: CourseFeeDepositRule | null;
}

export interface FundingCourse {
  name?: string | null;
  /** First-year tuition fee. */
  fee?: number | null;
  /** Scholarship or discount given against the fee (course step). */
  scholarship?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  /** Studying in London: the higher maintenance figure; null or absent when the university has not said (no figures then). */
  inLondon?: boolean | null;
  /** Where the course is taught (its campus), as the university names it. */
  campus?: string | null;
}

export interface FundingDependants {
  spouse?: boolean | null;
  children?: number | null;
}

type FundType = "Full" | "Percentage" | "Amount" | string | null | undefined;

export interface SponsorshipEntry {
  scholarshipName?: string | null;
  coverType?: "CourseFees" | "LivingCosts" | "CourseAndLiving" | string | null;
  courseFundType?: FundType;
  courseFundPercentage?: number | null;
  courseFundAmount?: number | null;
  livingFundType?: FundType;
  livingFundPercentage?: number | null;
  livingFundAmountType?: "Monthly" | "Total" | string | null;
  livingFundAmount?: number | null;
  courseAndLivingFundType?: FundType;
  courseAndLivingFundPercentage?: number | null;
  courseAndLivingFundAmount?: number | null;
}

export interface BankAccountEntry {
  accountHolderName?: string | null;
  coverType?: "CourseFees" | "LivingCosts" | "CourseAndLiving" | string | null;
  totalAmountInAccount?: number | null;
}

/** The answers of the finance page (002 §3.9) the calculator reads. */
export interface FundingAnswers {
  courseFeeDepositReqd?: boolean | null;
  courseFeeDeposit?: number | null;
  accomDepositReqd?: boolean | null;
  accomDeposit?: number | null;
  organisationSponsorship?: readonly SponsorshipEntry[] | null;
  scholarshipSponsorship?: readonly SponsorshipEntry[] | null;
  educationSponsorship?: readonly SponsorshipEntry[] | null;
  familySponsorship?: readonly BankAccountEntry[] | null;
  otherSponsorship?: readonly SponsorshipEntry[] | null;
  hasSeparateLivingCost?: boolean | null;
  monthlyOrUpfrontLivingCost?: "Monthly" | "Upfront" | string | null;
  monthlyLivingCost?: number | null;
  totalLivingCost?: number | null;
}

export interface FundingLine {
  /** The sponsorship group (`organisationSponsorship`, ...) or `deposit` / `scholarship`. */
  source: string;
  /** The sponsor's or account holder's name as the student typed it. */
  label: string;
  amount: number;
}

export interface FundingItem {
  /** Message key of the line's heading. */
  label: string;
  amount: number;
  remainingAmount: number;
  funding: FundingLine[];
}

export interface FundingSummary {
  courseFees: Array<FundingItem & { courseName: string }>;
  studentLivingCost: FundingItem;
  spouseLivingCost: FundingItem;
  childrenLivingCost: FundingItem & { number: number };
  /** What must be shown after deposits and the course-step scholarship. */
  totalToBeShown: number;
  totalRemaining: number;
  /** The figures cannot be worked out (see `problems`): every amount is 0 and means nothing. */
  totalInvalid: boolean;
  /** What is missing or wrong in the course data, as message keys; empty when the figures stand. */
  problems: FundingProblem[];
  /** The least deposit the university's rule asks for this course, in pounds; null when it cannot be worked out. */
  courseFeeDepositMinimum: number | null;
  /** Months of living costs counted, and the monthly figures used. */
  months: number;
  monthlyStudent: number;
  monthlyDependant: number;
  /** Whether the London figures were used; null when where the course is taught is not known. */
  inLondon: boolean | null;
  campus: string | null;
}

export const FUNDING_LABELS = {
  courseFees: "checklist.funding.summary.courseFees",
  studentLivingCost: "checklist.funding.summary.studentLivingCost",
  spouseLivingCost: "checklist.funding.summary.spouseLivingCost",
  childrenLivingCost: "checklist.funding.summary.childrenLivingCost",
  /** One child: "your child", never "your 1 children" (issue 40 item 13). */
  childLivingCost: "checklist.funding.summary.childLivingCost",
} as const;

/** Why the calculator cannot work out the figures (message keys of the catalogue). */
export const FUNDING_PROBLEMS = {
  courseFeeMissing: "checklist.funding.problem.courseFeeMissing",
  courseStartMissing: "checklist.funding.problem.courseStartMissing",
  courseDatesOutOfOrder: "checklist.funding.problem.courseDatesOutOfOrder",
  noMaintenanceFigures: "checklist.funding.problem.noMaintenanceFigures",
  campusNotKnown: "checklist.funding.problem.campusNotKnown",
} as const;

export type FundingProblem = (typeof FUNDING_PROBLEMS)[keyof typeof FUNDING_PROBLEMS];

export const SPONSORSHIP_GROUPS = ["organisationSponsorship", "scholarshipSponsorship", "educationSponsorship", "otherSponsorship"] as const;

/** A whole number of pounds: negative, fractional or non-numbers count down to whole pounds or 0. */
export const pounds = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The maintenance figures in force on `date`: the latest row whose effectiveFrom is on or before it. */
export function maintenanceOn(rows: readonly MaintenanceFigures[], date: string): MaintenanceFigures | null {
  let best: MaintenanceFigures | null = null;
  for (const row of rows) {
    if (row.effectiveFrom > date) continue;
    if (!best || row.effectiveFrom > best.effectiveFrom) best = row;
  }
  return best;
}

/**
 * Whole months from start to end, a part month counting as a month; null without both dates or
 * when the end is not after the start (no course lasts 0 months).
 */
export function courseMonths(startDate: unknown, endDate: unknown): number | null {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (!start || !end || compareDays(end, start) <= 0) return null;
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (end.day > start.day) months += 1;
  return months;
}

const compareDays = (a: { year: number; month: number; day: number }, b: { year: number; month: number; day: number }): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * The least course-fee deposit under the university's one rule (decision 0809): a fixed amount,
 * or a percentage of the first-year tuition fee rounded up to the pound; null without a rule, or
 * for a percentage without a fee.
 */
export function courseFeeDepositMinimum(rule: CourseFeeDepositRule | null | undefined, firstYearFee: unknown): number | null {
  if (!rule) return null;
  if (typeof rule.minimumPercentOfFirstYearFee === "number") {
    if (typeof firstYearFee !== "number" || !Number.isFinite(firstYearFee) || firstYearFee < 0) return null;
    return Math.ceil((firstYearFee * rule.minimumPercentOfFirstYearFee) / 100);
  }
  return typeof rule.minimumAmount === "number" ? rule.minimumAmount : null;
}

/** What stops the figures being worked out from this course, in the order the student would fix it. */
export function fundingProblems(course: FundingCourse, maintenance: MaintenanceFigures | null): FundingProblem[] {
  const problems: FundingProblem[] = [];
  if (typeof course.fee !== "number" || !Number.isFinite(course.fee) || course.fee < 0) problems.push(FUNDING_PROBLEMS.courseFeeMissing);
  const start = parseDay(course.startDate);
  const end = parseDay(course.endDate);
  if (!start) problems.push(FUNDING_PROBLEMS.courseStartMissing);
  else if (end && compareDays(end, start) <= 0) problems.push(FUNDING_PROBLEMS.courseDatesOutOfOrder);
  if (!maintenance) problems.push(FUNDING_PROBLEMS.noMaintenanceFigures);
  if (typeof course.inLondon !== "boolean") problems.push(FUNDING_PROBLEMS.campusNotKnown);
  return problems;
}

/** The summary when nothing can be worked out: every figure 0, and why. */
function withoutFigures(course: FundingCourse, problems: FundingProblem[], row: MaintenanceFigures | null, depositMinimum: number | null): FundingSummary {
  const known = typeof course.inLondon === "boolean";
  const inLondon = course.inLondon === true;
  const empty = (label: string): FundingItem => ({ label, amount: 0, remainingAmount: 0, funding: [] });
  return {
    courseFees: [{ ...empty(FUNDING_LABELS.courseFees), courseName: String(course.name ?? "") }],
    studentLivingCost: empty(FUNDING_LABELS.studentLivingCost),
    spouseLivingCost: empty(FUNDING_LABELS.spouseLivingCost),
    childrenLivingCost: { ...empty(FUNDING_LABELS.childrenLivingCost), number: 0 },
    totalToBeShown: 0,
    totalRemaining: 0,
    totalInvalid: true,
    problems,
    courseFeeDepositMinimum: depositMinimum,
    months: 0,
    monthlyStudent: row && known ? pounds(inLondon ? row.monthlyLondon : row.monthlyElsewhere) : 0,
    monthlyDependant: row && known ? pounds(inLondon ? row.dependantMonthlyLondon : row.dependantMonthlyElsewhere) : 0,
    inLondon: known ? inLondon : null,
    campus: campusOf(course),
  };
}

interface Need {
  item: FundingItem;
}

/** Covers `amount` of the needs in order; returns what was not used. */
function cover(needs: Need[], amount: number, line: Omit<FundingLine, "amount">): number {
  let left = amount;
  for (const need of needs) {
    if (left <= 0) break;
    const used = Math.min(left, need.item.remainingAmount);
    if (used <= 0) continue;
    need.item.remainingAmount -= used;
    need.item.funding.push({ ...line, amount: used });
    left -= used;
  }
  return left;
}

function fundAmount(type: FundType, base: number, percentage: unknown, amount: unknown): number {
  if (type === "Full") return base;
  if (type === "Percentage") return percentOf(base, percentage);
  return pounds(amount);
}

const item = (label: string, amount: number): FundingItem => ({ label, amount, remainingAmount: amount, funding: [] });

export function fundingSummary(input: {
  answers: FundingAnswers;
  course: FundingCourse;
  dependants?: FundingDependants;
  constants: FundingConstants;
  today: string;
}): FundingSummary {
  const { answers, course, constants, today } = input;
  const row = maintenanceOn(constants.maintenance, today);
  const problems = fundingProblems(course, row);
  const depositMinimum = courseFeeDepositMinimum(constants.courseFeeDeposit, course.fee);
  if (problems.length > 0) return withoutFigures(course, problems, row, depositMinimum);
  const maxMonths = row ? pounds(row.maxMonths) : 0;
  const length = courseMonths(course.startDate, course.endDate);
  const months = length === null ? maxMonths : Math.min(maxMonths, length);
  const inLondon = course.inLondon === true;
  const monthlyStudent = row ? pounds(inLondon ? row.monthlyLondon : row.monthlyElsewhere) : 0;
  const monthlyDependant = row ? pounds(inLondon ? row.dependantMonthlyLondon : row.dependantMonthlyElsewhere) : 0;

  // Course fees: the first-year fee less the course step's scholarship and the deposit paid.
  const fee = pounds(course.fee);
  const afterScholarship = Math.max(0, fee - pounds(course.scholarship));
  const deposit = answers.courseFeeDepositReqd === true ? pounds(answers.courseFeeDeposit) : 0;
  const courseItem = { ...item(FUNDING_LABELS.courseFees, Math.max(0, afterScholarship - deposit)), courseName: String(course.name ?? "") };

  // Living costs: the standard amount, or the student's own higher figure, less accommodation paid.
  const standard = monthlyStudent * months;
  let own = 0;
  if (answers.hasSeparateLivingCost === true) {
    own = answers.monthlyOrUpfrontLivingCost === "Upfront" ? pounds(answers.totalLivingCost) : pounds(answers.monthlyLivingCost) * months;
  }
  const accommodation = answers.accomDepositReqd === true ? pounds(answers.accomDeposit) : 0;
  const student = item(FUNDING_LABELS.studentLivingCost, Math.max(0, Math.max(standard, own) - accommodation));
  const spouse = item(FUNDING_LABELS.spouseLivingCost, input.dependants?.spouse === true ? monthlyDependant * months : 0);
  const childCount = pounds(input.dependants?.children);
  const children = { ...item(childCount === 1 ? FUNDING_LABELS.childLivingCost : FUNDING_LABELS.childrenLivingCost, monthlyDependant * months * childCount), number: childCount };

  const fees: Need[] = [{ item: courseItem }];
  const living: Need[] = [{ item: student }, { item: spouse }, { item: children }];
  const livingTotal = student.amount + spouse.amount + children.amount;

  for (const group of SPONSORSHIP_GROUPS) {
    for (const entry of answers[group] ?? []) {
      if (!entry) continue;
      const label = typeof entry.scholarshipName === "string" ? entry.scholarshipName.trim() : "";
      const line = { source: group, label };
      if (entry.coverType === "CourseFees") {
        const amount = fundAmount(entry.courseFundType, afterScholarship, entry.courseFundPercentage, entry.courseFundAmount);
        if (label === UNIVERSITY_SCHOLARSHIP && amount === 0) continue; // 002 §5.10: the empty default entry
        cover(fees, amount, line);
      } else if (entry.coverType === "LivingCosts") {
        const amount =
          entry.livingFundType === "Amount" && entry.livingFundAmountType === "Monthly"
            ? pounds(entry.livingFundAmount) * months
            : fundAmount(entry.livingFundType, livingTotal, entry.livingFundPercentage, entry.livingFundAmount);
        cover(living, amount, line);
      } else if (entry.coverType === "CourseAndLiving") {
        const amount = fundAmount(entry.courseAndLivingFundType, afterScholarship + livingTotal, entry.courseAndLivingFundPercentage, entry.courseAndLivingFundAmount);
        cover([...fees, ...living], amount, line);
      }
    }
  }
  // Bank accounts last: they cover what the sponsors leave.
  for (const account of answers.familySponsorship ?? []) {
    if (!account) continue;
    const line = { source: "familySponsorship", label: typeof account.accountHolderName === "string" ? account.accountHolderName.trim() : "" };
    const amount = pounds(account.totalAmountInAccount);
    if (account.coverType === "CourseFees") cover(fees, amount, line);
    else if (account.coverType === "LivingCosts") cover(living, amount, line);
    else cover([...fees, ...living], amount, line);
  }

  const all = [courseItem, student, spouse, children];
  return {
    courseFees: [courseItem],
    studentLivingCost: student,
    spouseLivingCost: spouse,
    childrenLivingCost: children,
    totalToBeShown: all.reduce((sum, entry) => sum + entry.amount, 0),
    totalRemaining: all.reduce((sum, entry) => sum + entry.remainingAmount, 0),
    totalInvalid: false,
    problems,
    courseFeeDepositMinimum: depositMinimum,
    months,
    monthlyStudent,
    monthlyDependant,
    inLondon,
    campus: campusOf(course),
  };
}

const campusOf = (course: FundingCourse): string | null => (typeof course.campus === "string" && course.campus.trim() !== "" ? course.campus : null);
