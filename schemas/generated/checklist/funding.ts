// Generated from schemas/checklist/funding.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type CoverType = CourseFees | LivingCosts | CourseFeesAndLivingCosts;
export type CourseFees = "CourseFees";
export type LivingCosts = "LivingCosts";
export type CourseFeesAndLivingCosts = "CourseAndLiving";
export type CoverType1 = string;
export type FundType = Full | Percentage | Amount;
export type Full = "Full";
export type Percentage = "Percentage";
export type Amount = "Amount";
export type FundType1 = string;
export type PerMonth = "Monthly";
export type InTotal = "Total";
export type Myself = "Myself";
export type MyParentOrLegalGuardian = "Parent";
export type MyHusbandWifeOrPartner = "Partner";
export type AMonthlyAmount = "Monthly";
export type OneTotalAmount = "Upfront";

export interface ChecklistFunding {
  courseFeeDepositReqd?: unknown;
  courseFeeDeposit?: unknown;
  courseFeeDepositDate?: unknown;
  courseFeeDepositNotReqdReason?: unknown;
  accomDepositReqd?: unknown;
  accomDeposit?: unknown;
  accomDepositDate?: unknown;
  /**
   * @maxItems 20
   */
  organisationSponsorship?:
    | []
    | [Sponsorship]
    | [Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ];
  /**
   * @maxItems 20
   */
  scholarshipSponsorship?:
    | []
    | [Sponsorship]
    | [Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ];
  /**
   * @maxItems 20
   */
  educationSponsorship?:
    | []
    | [Sponsorship]
    | [Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ];
  /**
   * @maxItems 20
   */
  familySponsorship?:
    | []
    | [BankAccount]
    | [BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount, BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount]
    | [BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount, BankAccount]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ]
    | [
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount,
        BankAccount
      ];
  /**
   * @maxItems 20
   */
  otherSponsorship?:
    | []
    | [Sponsorship]
    | [Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship, Sponsorship]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ]
    | [
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship,
        Sponsorship
      ];
  hasSeparateLivingCost?: unknown;
  monthlyOrUpfrontLivingCost?: (AMonthlyAmount | OneTotalAmount) & string;
  monthlyLivingCost?: unknown;
  totalLivingCost?: unknown;
  fundingSummary?: FundingSummary;
  isSectionStarted?: boolean;
  isSectionComplete?: boolean;
}
/**
 * One sponsorship or scholarship entry (002 §3.2); key e.g. courseScholarshipAmount1_course0
 *
 * This interface was referenced by `ChecklistFunding`'s JSON-Schema
 * via the `definition` "sponsorship".
 */
export interface Sponsorship {
  key?: string;
  scholarshipName?: string;
  sponsorshipCovers?: string[];
  /**
   * This interface was referenced by `ChecklistFunding`'s JSON-Schema
   * via the `definition` "coverType".
   */
  coverType?: CoverType & CoverType1;
  /**
   * This interface was referenced by `ChecklistFunding`'s JSON-Schema
   * via the `definition` "fundType".
   */
  courseFundType?: FundType & FundType1;
  courseFundPercentage?: unknown;
  courseFundAmount?: unknown;
  /**
   * This interface was referenced by `ChecklistFunding`'s JSON-Schema
   * via the `definition` "fundType".
   */
  livingFundType?: FundType & FundType1;
  livingFundPercentage?: unknown;
  livingFundAmountType?: (PerMonth | InTotal) & string;
  livingFundAmount?: unknown;
  /**
   * This interface was referenced by `ChecklistFunding`'s JSON-Schema
   * via the `definition` "fundType".
   */
  courseAndLivingFundType?: FundType & FundType1;
  courseAndLivingFundPercentage?: unknown;
  courseAndLivingFundAmount?: unknown;
}
/**
 * A bank account of the student or the family (familySponsorship)
 *
 * This interface was referenced by `ChecklistFunding`'s JSON-Schema
 * via the `definition` "bankAccount".
 */
export interface BankAccount {
  key?: string;
  accountHolderName?: string;
  relationship?: (Myself | MyParentOrLegalGuardian | MyHusbandWifeOrPartner) & string;
  bankCountry?: unknown;
  bankName?: string;
  /**
   * This interface was referenced by `ChecklistFunding`'s JSON-Schema
   * via the `definition` "coverType".
   */
  coverType?: CoverType & CoverType1;
  totalAmountInAccount?: unknown;
  fundsMatured?: unknown;
  fundsMatureDate?: unknown;
}
/**
 * Computed by the funding calculator (rules/domain) from the other fields; never typed by the student
 *
 * This interface was referenced by `ChecklistFunding`'s JSON-Schema
 * via the `definition` "fundingSummary".
 */
export interface FundingSummary {
  courseFees?: {
    courseName?: string;
    label?: string;
    amount?: number;
    remainingAmount?: number;
    funding?: FundingLine[];
  }[];
  studentLivingCost?: LivingCost;
  spouseLivingCost?: LivingCost;
  childrenLivingCost?: LivingCost;
  totalToBeShown?: number;
  totalRemaining?: number;
  totalInvalid?: boolean;
}
/**
 * This interface was referenced by `ChecklistFunding`'s JSON-Schema
 * via the `definition` "fundingLine".
 */
export interface FundingLine {
  source?: string;
  label?: string;
  amount?: number;
}
/**
 * This interface was referenced by `ChecklistFunding`'s JSON-Schema
 * via the `definition` "livingCost".
 */
export interface LivingCost {
  label?: string;
  amount?: number;
  remainingAmount?: number;
  funding?: FundingLine[];
  number?: number;
}
