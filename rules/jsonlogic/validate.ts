// Static checks of a rule before it is compiled: unknown operations, size and depth limits (a
// configuration must not be able to exhaust the stack or memory of the server), and whatever an
// operation checks of its own literal arguments (e.g. `matches` patterns).

import { childLocation, type Problem } from "../problems";
import { argumentsOf, isLogic, operatorOf } from "./compile";

export interface RuleLimits {
  /** Deepest nesting of operations and arrays. */
  maxDepth?: number;
  /** Most JSON values (operations, arguments, literals) in one rule. */
  maxNodes?: number;
}

export interface ValidateRuleOptions extends RuleLimits {
  /** Where the rule sits in the configuration; problems are located relative to it. */
  location?: string;
}

export const DEFAULT_LIMITS: Required<RuleLimits> = { maxDepth: 32, maxNodes: 2000 };

/** Checks an operation's raw (uncompiled) arguments; returns problem texts. */
export type ArgumentCheck = (args: readonly unknown[]) => string[];

export interface KnownOperations {
  has(name: string): boolean;
  check(name: string): ArgumentCheck | undefined;
}

export function validateRuleTree(rule: unknown, known: KnownOperations, options: ValidateRuleOptions = {}): Problem[] {
  const maxDepth = options.maxDepth ?? DEFAULT_LIMITS.maxDepth;
  const maxNodes = options.maxNodes ?? DEFAULT_LIMITS.maxNodes;
  const root = options.location ?? "rule";
  const problems: Problem[] = [];
  let nodes = 0;

  const walk = (node: unknown, location: string, depth: number): void => {
    if (++nodes === maxNodes + 1) {
      problems.push({ location: root, problem: `rule too large: more than ${maxNodes} nodes` });
    }
    if (nodes > maxNodes) return;
    const nested = Array.isArray(node) || isLogic(node);
    if (nested && depth > maxDepth) {
      problems.push({ location, problem: `rule too deep: nested more than ${maxDepth} levels` });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, childLocation(location, i), depth + 1));
      return;
    }
    if (!isLogic(node)) return;
    const op = operatorOf(node);
    const opLocation = childLocation(location, op);
    if (!known.has(op)) {
      problems.push({ location, problem: `unknown operation ${JSON.stringify(op)}` });
    } else {
      const args = argumentsOf(node, op);
      for (const problem of known.check(op)?.(args) ?? []) problems.push({ location: opLocation, problem });
    }
    const values = node[op];
    if (Array.isArray(values)) values.forEach((arg, i) => walk(arg, childLocation(opLocation, i), depth + 1));
    else walk(values, opLocation, depth + 1);
  };

  walk(rule, root, 1);
  return problems;
}
