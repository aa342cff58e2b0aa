// A stored answer as its form shows it: a choice's label ("Passed" for PASSED), else the value.
import type { PreparedConfig } from "../config/prepared-config";

export function choiceLabel(config: PreparedConfig, formId: string, question: string, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  const plan = config.form(formId).renderPlan.properties?.find(([name]) => name === question)?.[1];
  const index = plan?.options?.values.findIndex((candidate) => candidate === value) ?? -1;
  return index >= 0 ? (plan?.options?.labels[index] ?? String(value)) : String(value);
}
