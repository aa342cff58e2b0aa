// A private JSON-Logic engine: the standard operations plus the custom operations it was created
// with. json-logic-js's global operation table is never touched, so engines cannot interfere.

import { ProblemsError, type Problem } from "../problems";
import { compileNode, type CompiledNode, type Evaluator, type OperationBuilder } from "./compile";
import { applyEvaluated, standardOperations } from "./standard-operations";
import { DEFAULT_LIMITS, validateRuleTree, type ArgumentCheck, type RuleLimits, type ValidateRuleOptions } from "./validate";

/** A custom operation receives its arguments already evaluated. It must be pure and never throw. */
export type OperationFunction = (...args: any[]) => unknown; // any: operations narrow their own JSON inputs

export interface OperationSpec {
  fn: OperationFunction;
  /** Validation of the raw arguments (e.g. a pattern literal must be a valid regex). */
  check?: ArgumentCheck;
  /**
   * Optional compile-time specialisation from the compiled arguments (e.g. a literal pattern
   * turned into a RegExp once). Returns undefined to use `fn`; must agree with `fn`.
   */
  build?: (args: readonly CompiledNode[]) => Evaluator | undefined;
}

export type CustomOperation = OperationFunction | OperationSpec;

export interface EngineOptions {
  operations?: Record<string, CustomOperation>;
  limits?: RuleLimits;
}

/** A compiled rule: evaluate it against any number of records. */
export type CompiledRule = (data?: unknown) => unknown;

export interface Engine {
  /** Validates, then compiles; throws ProblemsError listing every problem. */
  compile(rule: unknown, options?: { location?: string }): CompiledRule;
  /** Compiles once per rule object (cached by identity), then evaluates. */
  evaluate(rule: unknown, data?: unknown): unknown;
  validate(rule: unknown, options?: ValidateRuleOptions): Problem[];
  hasOperation(name: string): boolean;
}

export function createEngine(options: EngineOptions = {}): Engine {
  const builders = standardOperations();
  const checks = new Map<string, ArgumentCheck>();
  for (const [name, operation] of Object.entries(options.operations ?? {})) {
    // Custom operations extend JSON-Logic; they never change what a standard operation means.
    if (builders.has(name)) throw new Error(`Operation "${name}" is a standard JSON-Logic operation`);
    const spec = typeof operation === "function" ? { fn: operation } : operation;
    const fn = spec.fn;
    const build = spec.build;
    builders.set(name, ((args) => build?.(args) ?? applyEvaluated(fn, args)) satisfies OperationBuilder);
    if (spec.check) checks.set(name, spec.check);
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const known = { has: (name: string) => builders.has(name), check: (name: string) => checks.get(name) };
  const cache = new WeakMap<object, CompiledRule>();

  const validate = (rule: unknown, validateOptions: ValidateRuleOptions = {}): Problem[] =>
    validateRuleTree(rule, known, { ...limits, ...validateOptions });

  const compile = (rule: unknown, compileOptions: { location?: string } = {}): CompiledRule => {
    const problems = validate(rule, compileOptions);
    if (problems.length > 0) throw new ProblemsError(problems, "rule");
    return compileNode(rule, builders).evaluate as CompiledRule;
  };

  return {
    compile,
    validate,
    evaluate(rule, data) {
      if (typeof rule !== "object" || rule === null) return rule;
      let compiled = cache.get(rule);
      if (!compiled) {
        compiled = compile(rule);
        cache.set(rule, compiled);
      }
      return compiled(data);
    },
    hasOperation: (name) => builders.has(name),
  };
}
