// The source-of-funds calculator on worked cases (002 §3.9, §5.2, §5.10), with the maintenance
// figures read from the default configuration's funding.json, never written here.
import { describe, expect, it } from "vitest";
import funding from "../../../tenant-configs/_defaults/funding.json";
import settings from "../../../tenant-configs/_defaults/settings.json";
import { datedRows } from "../../../rules/config/listed-settings";
import { courseFeeDepositMinimum, courseMonths, fundingSummary, maintenanceOn, type FundingAnswers, type FundingCourse } from "../../../rules/domain/funding-summary";

// Keyed by date in the configuration (decision 0095); the calculator reads them as the compiled list.
const maintenance = datedRows(funding.maintenance);
const constants = { maintenance };
const TODAY = "2026-11-22";
const current = maintenanceOn(maintenance, TODAY)!;

function summary(answers: FundingAnswers, course: FundingCourse, extra: { dependants?: { spouse?: boolean; children?: number }; today?: string } = {}) {
  return fundingSummary({ answers, course, dependants: extra.dependants, constants, today: extra.today ?? TODAY });
}

const nineMonthCourse: FundingCourse = { name: "MSc Data Science", fee: 16500, startDate: "2027-01-11", endDate: "2028-01-10", inLondon: false };

describe("maintenance figures by date", () => {
  it("uses the figures in force for calculations from 11 November 2025, and the earlier ones before", () => {
    expect(maintenanceOn(maintenance, "2025-11-11")).toMatchObject({ monthlyLondon: 1529, monthlyElsewhere: 1171, maxMonths: 9 });
    expect(maintenanceOn(maintenance, "2025-11-10")).toMatchObject({ monthlyLondon: 1483, monthlyElsewhere: 1136 });
    expect(maintenanceOn([], "2026-01-01")).toBeNull();
  });

  it("counts a course's months, a part month as a whole one", () => {
    expect(courseMonths("2026-09-21", "2027-03-21")).toBe(6);
    expect(courseMonths("2026-09-21", "2027-03-22")).toBe(7);
    expect(courseMonths("2026-09-21", "2027-03-20")).toBe(6);
    expect(courseMonths("2026-09-21", null)).toBeNull();
  });
});

describe("worked cases", () => {
  it("fees minus deposit plus living costs, outside London, for 9 months", () => {
    const result = summary({ courseFeeDepositReqd: true, courseFeeDeposit: 5000, hasSeparateLivingCost: false }, nineMonthCourse);
    // 16,500 - 5,000 = 11,500 of fees; 9 x 1,171 = 10,539 of living costs.
    expect(result.courseFees[0]).toMatchObject({ amount: 11500, remainingAmount: 11500, courseName: "MSc Data Science" });
    expect(result.studentLivingCost.amount).toBe(9 * current.monthlyElsewhere);
    expect(result.totalToBeShown).toBe(11500 + 10539);
    expect(result.totalRemaining).toBe(22039);
    expect(result.totalInvalid).toBe(false);
  });

  it("in London the higher monthly figure applies", () => {
    const result = summary({ courseFeeDepositReqd: false }, { ...nineMonthCourse, inLondon: true });
    expect(result.studentLivingCost.amount).toBe(9 * 1529);
    expect(result.totalToBeShown).toBe(16500 + 13761);
  });

  it("a course shorter than 9 months counts only its own months", () => {
    const result = summary({ courseFeeDepositReqd: false }, { name: "Pre-sessional English", fee: 4000, startDate: "2027-06-01", endDate: "2027-09-15", inLondon: false });
    // 1 June to 15 September: 3 months and a part month = 4 months.
    expect(result.months).toBe(4);
    expect(result.studentLivingCost.amount).toBe(4 * 1171);
    expect(result.totalToBeShown).toBe(4000 + 4684);
  });

  it("a scholarship by percentage is rounded down and covers part of the fee", () => {
    const result = summary(
      {
        courseFeeDepositReqd: false,
        scholarshipSponsorship: [{ scholarshipName: "Dean's Award", coverType: "CourseFees", courseFundType: "Percentage", courseFundPercentage: 33 }],
      },
      { ...nineMonthCourse, fee: 16501 },
    );
    // 33% of 16,501 = 5,445.33, rounded down to 5,445.
    expect(result.courseFees[0].funding).toEqual([{ source: "scholarshipSponsorship", label: "Dean's Award", amount: 5445 }]);
    expect(result.courseFees[0].remainingAmount).toBe(16501 - 5445);
  });

  it("the course step's scholarship lowers the fee before anything else", () => {
    const result = summary({ courseFeeDepositReqd: true, courseFeeDeposit: 3000 }, { ...nineMonthCourse, scholarship: 2000 });
    expect(result.courseFees[0].amount).toBe(16500 - 2000 - 3000);
  });

  it("a spouse and two children add the dependant figure for each, for the same months", () => {
    const result = summary({ courseFeeDepositReqd: false }, nineMonthCourse, { dependants: { spouse: true, children: 2 } });
    expect(result.spouseLivingCost.amount).toBe(9 * current.dependantMonthlyElsewhere!);
    expect(result.childrenLivingCost).toMatchObject({ number: 2, amount: 2 * 9 * current.dependantMonthlyElsewhere!, label: "checklist.funding.summary.childrenLivingCost" });
  });

  it("names one child as \"your child\", never \"your 1 children\" (issue 40 item 13)", () => {
    const result = summary({ courseFeeDepositReqd: false }, nineMonthCourse, { dependants: { children: 1 } });
    expect(result.childrenLivingCost).toMatchObject({ number: 1, amount: 9 * current.dependantMonthlyElsewhere!, label: "checklist.funding.summary.childLivingCost" });
  });

  it("bank accounts cover what sponsors leave; the remaining amount is then zero and never below", () => {
    const answers: FundingAnswers = {
      courseFeeDepositReqd: true,
      courseFeeDeposit: 5000,
      organisationSponsorship: [{ scholarshipName: "Ministry of Education", coverType: "LivingCosts", livingFundType: "Amount", livingFundAmountType: "Monthly", livingFundAmount: 500 }],
      familySponsorship: [{ accountHolderName: "Ada Obi", coverType: "CourseAndLiving", totalAmountInAccount: 50000 }],
    };
    const result = summary(answers, nineMonthCourse);
    expect(result.studentLivingCost.funding[0]).toEqual({ source: "organisationSponsorship", label: "Ministry of Education", amount: 4500 });
    expect(result.totalRemaining).toBe(0);
    expect(result.courseFees[0].funding.at(-1)).toMatchObject({ source: "familySponsorship", amount: 11500 });
  });

  it("a full sponsorship of fees and living costs covers everything", () => {
    const result = summary(
      { otherSponsorship: [{ scholarshipName: "Family trust", coverType: "CourseAndLiving", courseAndLivingFundType: "Full" }] },
      nineMonthCourse,
      { dependants: { spouse: true } },
    );
    expect(result.totalRemaining).toBe(0);
  });

  it("an empty 'University Scholarship' is ignored (002 §5.10)", () => {
    const result = summary({ scholarshipSponsorship: [{ scholarshipName: "University Scholarship", coverType: "CourseFees", courseFundType: "Amount", courseFundAmount: 0 }] }, nineMonthCourse);
    expect(result.courseFees[0].funding).toEqual([]);
  });

  it("the student's own higher living costs replace the standard amount; an accommodation deposit lowers them", () => {
    const own = summary({ hasSeparateLivingCost: true, monthlyOrUpfrontLivingCost: "Upfront", totalLivingCost: 15000, accomDepositReqd: true, accomDeposit: 1000 }, nineMonthCourse);
    expect(own.studentLivingCost.amount).toBe(14000);
    const lower = summary({ hasSeparateLivingCost: true, monthlyOrUpfrontLivingCost: "Monthly", monthlyLivingCost: 900 }, nineMonthCourse);
    expect(lower.studentLivingCost.amount).toBe(9 * 1171);
  });

  it("is marked not final without a course fee or start date", () => {
    expect(summary({}, {}).totalInvalid).toBe(true);
  });
});

describe("course data it cannot work from (issue 13 item 1)", () => {
  const paid = { courseFeeDepositReqd: true, courseFeeDeposit: 5000, familySponsorship: [{ accountHolderName: "Amara Okafor", coverType: "CourseAndLiving", totalAmountInAccount: 25000 }] };

  it("a course that ends before it starts: no figures, and it says what is wrong", () => {
    const result = summary(paid, { ...nineMonthCourse, startDate: "2027-09-21", endDate: "2027-06-30" });
    expect(result.problems).toEqual(["checklist.funding.problem.courseDatesOutOfOrder"]);
    expect(result.totalInvalid).toBe(true);
    expect(result.months).toBe(0);
    expect(result.studentLivingCost.amount).toBe(0);
  });

  it("a course that ends the day it starts is as impossible", () => {
    expect(summary(paid, { ...nineMonthCourse, startDate: "2027-09-21", endDate: "2027-09-21" }).problems).toEqual(["checklist.funding.problem.courseDatesOutOfOrder"]);
    expect(courseMonths("2027-09-21", "2027-09-21")).toBeNull();
    expect(courseMonths("2027-09-21", "2027-06-30")).toBeNull();
  });

  it("names every missing piece: the fee, the start date, the maintenance figures", () => {
    expect(summary(paid, { name: "MSc Data Science", inLondon: false }).problems).toEqual(["checklist.funding.problem.courseFeeMissing", "checklist.funding.problem.courseStartMissing"]);
    const early = fundingSummary({ answers: paid, course: nineMonthCourse, constants, today: "1999-12-31" });
    expect(early.problems).toEqual(["checklist.funding.problem.noMaintenanceFigures"]);
  });

  it("works nothing out, never the figures for outside London, when where the course is taught is not known (issue 40 item 1)", () => {
    const { inLondon: _known, ...unplaced } = nineMonthCourse;
    for (const course of [unplaced, { ...unplaced, inLondon: null }]) {
      const result = summary(paid, course);
      expect(result.problems).toEqual(["checklist.funding.problem.campusNotKnown"]);
      expect(result.totalInvalid).toBe(true);
      expect(result.totalToBeShown).toBe(0);
      expect(result.monthlyStudent).toBe(0);
      expect(result.inLondon).toBeNull();
    }
  });

  it("a course with good data has no problems", () => {
    const result = summary(paid, nineMonthCourse);
    expect(result.problems).toEqual([]);
    expect(result.totalInvalid).toBe(false);
    expect(result.months).toBe(9);
  });
});

describe("the university's one deposit rule (issue 13 item 3)", () => {
  it("by default a fixed £3,000, whatever the fee", () => {
    expect(settings.courseFeeDeposit).toMatchObject({ minimumAmount: 3000 });
    expect(courseFeeDepositMinimum(settings.courseFeeDeposit, 16500)).toBe(3000);
    expect(courseFeeDepositMinimum(settings.courseFeeDeposit, null)).toBe(3000);
  });

  it("or a percentage of the first-year fee, rounded up to the pound; unknown without a fee", () => {
    expect(courseFeeDepositMinimum({ minimumPercentOfFirstYearFee: 50 }, 16500)).toBe(8250);
    expect(courseFeeDepositMinimum({ minimumPercentOfFirstYearFee: 50 }, 16501)).toBe(8251);
    expect(courseFeeDepositMinimum({ minimumPercentOfFirstYearFee: 50 }, null)).toBeNull();
    expect(courseFeeDepositMinimum(null, 16500)).toBeNull();
  });

  it("the summary carries the minimum for the finance page's check, even when the figures cannot be worked out", () => {
    const rule = { minimumPercentOfFirstYearFee: 50 };
    expect(fundingSummary({ answers: {}, course: nineMonthCourse, constants: { ...constants, courseFeeDeposit: rule }, today: TODAY }).courseFeeDepositMinimum).toBe(8250);
    expect(fundingSummary({ answers: {}, course: { fee: 16500 }, constants: { ...constants, courseFeeDeposit: rule }, today: TODAY }).courseFeeDepositMinimum).toBe(8250);
  });
});
