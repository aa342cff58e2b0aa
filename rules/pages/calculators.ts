// Calculated answers: a form's `calculate` names, for a data path, a calculator run before the
// page is evaluated, drawn or stored. Calculators are pure and read the compiled configuration;
// compileConfiguration refuses a name not listed here.
import type { PreparedConfig } from "../config/prepared-config";
import { penceFromPounds } from "../domain/money";
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
};

export function applyCalculations(config: PreparedConfig, formId: string, data: Record<string, unknown>, context: EvaluationContext): Record<string, unknown> {
  let result = data;
  for (const [path, name] of Object.entries(config.form(formId).definition.calculate ?? {})) {
    result = { ...result, [path]: CALCULATORS[name](config, result, context) };
  }
  return result;
}
