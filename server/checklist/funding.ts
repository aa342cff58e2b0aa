// Calculated answers: a form's `calculate` names, for a data path, a calculator run on the
// server before the page is evaluated, drawn or stored. "funding" is the source-of-funds
// calculator (rules/domain/funding-summary.ts) with the figures and inputs of funding.json.
import { evaluate, type EvaluationContext } from "../../rules";
import { fundingSummary, type FundingAnswers, type FundingCourse, type FundingDependants } from "../../rules/domain/funding-summary";
import type { PreparedConfig } from "../tenant-config/prepared";
import { fundingSettings } from "./config";

type Calculator = (config: PreparedConfig, data: Record<string, unknown>, context: EvaluationContext) => unknown;

function evaluateAll(expressions: Record<string, unknown> | undefined, scope: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, expression] of Object.entries(expressions ?? {})) if (name !== "_about") values[name] = evaluate(expression, scope);
  return values;
}

const CALCULATORS: Record<string, Calculator> = {
  funding(config, data, context) {
    const settings = fundingSettings(config);
    const scope = { record: data, application: context.application ?? {}, settings: context.settings, today: context.today };
    return fundingSummary({
      answers: data as FundingAnswers,
      course: evaluateAll(settings.inputs?.course, scope) as FundingCourse,
      dependants: evaluateAll(settings.inputs?.dependants, scope) as FundingDependants,
      constants: settings,
      today: context.today,
    });
  },
};

export function applyCalculations(config: PreparedConfig, formId: string, data: Record<string, unknown>, context: EvaluationContext): Record<string, unknown> {
  const calculate = config.form(formId).definition.calculate ?? {};
  let result = data;
  for (const [path, name] of Object.entries(calculate)) {
    const calculator = CALCULATORS[name];
    if (calculator) result = { ...result, [path]: calculator(config, result, context) };
  }
  return result;
}
