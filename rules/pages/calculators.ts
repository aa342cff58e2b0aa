// Calculated answers: a form's `calculate` names, for a data path, a calculator run before the
// page is evaluated, drawn or stored. Calculators are pure and read the compiled configuration;
// compileConfiguration refuses a name not listed here.
import type { PreparedConfig } from "../config/prepared-config";
import { penceFromPounds } from "../domain/money";
import { sponsorshipTotals } from "../domain/sponsorship";
import { fundingSummary, type FundingAnswers, type FundingCourse, type FundingDependants } from "../domain/funding-summary";
import type { EvaluationContext, Settings } from "../types";

export type Calculator = (config: PreparedConfig, data: Record<string, unknown>, context: EvaluationContext) => unknown;

function inputValues<K extends string>(inputs: Readonly<Record<K, (scope: unknown) => unknown>>, scope: unknown): Record<K, unknown> {
  const values = {} as Record<K, unknown>;
  for (const name of Object.keys(inputs) as K[]) values[name] = inputs[name](scope);
  return values;
}

export const CALCULATORS: Readonly<Record<string, Calculator>> = {
  /** The source-of-funds summary (rules/domain/funding-summary.ts) with the university's figures. */
  funding(config, data, context) {
    const funding = config.areas.funding;
    const scope = { record: data, application: context.application ?? {}, settings: context.settings, today: context.today };
    return fundingSummary({
      answers: data as FundingAnswers,
      course: inputValues(funding.course, scope) as FundingCourse,
      dependants: inputValues(funding.dependants, scope) as FundingDependants,
      constants: { maintenance: funding.maintenance, courseFeeDeposit: (context.settings as unknown as Settings).courseFeeDeposit ?? null },
      today: context.today,
    });
  },
  /** The payment's deposit in integer pence (rules/domain/money.ts), from the amount typed in pounds and pence. */
  "deposit-pence"(_config, data) {
    const deposit = data.depositDetail as Record<string, unknown> | undefined;
    return penceFromPounds(deposit?.depositAmount) ?? undefined;
  },
  /** An offer's tuition fee in integer pence, from the fee typed in pounds and pence. */
  "offer-fee-pence"(_config, data) {
    return penceFromPounds(data.fee) ?? undefined;
  },
  /** The fee less the offer's scholarships, in pence, never below zero (001 §5 Sponsorship arithmetic: FIXED is an amount, PERCENTAGE of the fee rounded down). */
  "offer-fee-total-pence"(_config, data) {
    const fee = penceFromPounds(data.fee);
    if (fee === null) return undefined;
    const scholarships = (Array.isArray(data.scholarships) ? data.scholarships : []).filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object");
    const sponsorships = scholarships.map((item) =>
      item.type === "PERCENTAGE"
        ? { scholarshipName: String(item.name ?? ""), courseFundType: "Percentage", courseFundPercentage: typeof item.percentage === "number" ? item.percentage : 0 }
        : { scholarshipName: String(item.name ?? ""), courseFundType: "Amount", courseFundAmount: penceFromPounds(item.amount) ?? 0 },
    );
    return sponsorshipTotals(fee, sponsorships).remaining;
  },
};

export function applyCalculations(config: PreparedConfig, formId: string, data: Record<string, unknown>, context: EvaluationContext): Record<string, unknown> {
  let result = data;
  for (const [path, name] of Object.entries(config.form(formId).definition.calculate ?? {})) {
    result = { ...result, [path]: CALCULATORS[name](config, result, context) };
  }
  return result;
}
