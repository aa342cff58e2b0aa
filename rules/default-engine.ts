// The engine every part of rules/ uses unless given another: standard JSON-Logic plus the
// custom operations of rules/operations.
import { createEngine, type CompiledRule } from "./jsonlogic/engine";
import type { ValidateRuleOptions } from "./jsonlogic/validate";
import { CUSTOM_OPERATIONS } from "./operations";
import type { Problem } from "./problems";

export const defaultEngine = createEngine({ operations: CUSTOM_OPERATIONS });

/** Validates and compiles a rule once; throws ProblemsError listing every problem. */
export function compile(rule: unknown, options?: { location?: string }): CompiledRule {
  return defaultEngine.compile(rule, options);
}

/** Evaluates a rule; rule objects are compiled once and cached by identity. */
export function evaluate(rule: unknown, data?: unknown): unknown {
  return defaultEngine.evaluate(rule, data);
}

/** Problems of a rule: unknown operations, too deep, too large, invalid `matches` patterns. */
export function validateRule(rule: unknown, options?: ValidateRuleOptions): Problem[] {
  return defaultEngine.validate(rule, options);
}
