// Compiling a JSON-Logic rule into a tree of closures. Each rule is walked once; evaluation then
// calls closures directly instead of re-reading the rule's keys on every record.

import { isForbiddenPath, splitPath } from "./var-path";

/** A compiled rule or sub-rule: data in, value out. */
export type Evaluator = (data: unknown) => unknown;

export interface CompiledNode {
  readonly evaluate: Evaluator;
  /** True when the node is a literal (or an array of literals): `value` is what it evaluates to. */
  readonly constant: boolean;
  readonly value: unknown;
  /**
   * For `{"var": <literal path>}` with a literal default: the split path and the not-found value,
   * so operations can read the data through one shared (monomorphic, inlinable) function
   * instead of calling the var's own closure.
   */
  readonly read?: { readonly segments: readonly string[]; readonly notFound: unknown };
}

/** Builds the closure of one operation from its compiled arguments. */
export type OperationBuilder = (args: readonly CompiledNode[]) => Evaluator;

/** json-logic-js `is_logic`: a plain object with exactly one key. Other objects are literals. */
export function isLogic(node: unknown): node is Record<string, unknown> {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return false;
  let keys = 0;
  for (const key in node) {
    if (Object.prototype.hasOwnProperty.call(node, key) && ++keys > 1) return false;
  }
  return keys === 1;
}

export function operatorOf(node: Record<string, unknown>): string {
  return Object.keys(node)[0];
}

/** Arguments of an operation: `{"op": x}` is shorthand for `{"op": [x]}`. */
export function argumentsOf(node: Record<string, unknown>, op: string): readonly unknown[] {
  const values = node[op];
  return Array.isArray(values) ? values : [values];
}

export function constantNode(value: unknown): CompiledNode {
  return { evaluate: () => value, constant: true, value };
}

function dynamicNode(evaluate: Evaluator): CompiledNode {
  return { evaluate, constant: false, value: undefined };
}

/**
 * Compiles a rule that has already been validated (engine.compile validates first); an unknown
 * operation here is a programming error.
 */
export function compileNode(node: unknown, builders: ReadonlyMap<string, OperationBuilder>): CompiledNode {
  if (Array.isArray(node)) return compileArray(node, builders);
  if (!isLogic(node)) return constantNode(node);
  const op = operatorOf(node);
  const build = builders.get(op);
  if (!build) throw new Error(`Unrecognized operation ${op}`);
  const args = argumentsOf(node, op).map((arg) => compileNode(arg, builders));
  const compiled = dynamicNode(build(args));
  return op === "var" ? { ...compiled, read: literalRead(args) } : compiled;
}

function literalRead(args: readonly CompiledNode[]): CompiledNode["read"] {
  const [path, fallback] = args;
  if (!path?.constant || (fallback && !fallback.constant)) return undefined;
  const segments = splitPath(path.value);
  if (segments === null || isForbiddenPath(segments)) return undefined;
  return { segments, notFound: fallback ? fallback.value ?? null : null };
}

function compileArray(items: readonly unknown[], builders: ReadonlyMap<string, OperationBuilder>): CompiledNode {
  const children = items.map((item) => compileNode(item, builders));
  if (children.every((c) => c.constant)) {
    // Shared between evaluations, so frozen: a caller mutating a result cannot change the rule.
    return constantNode(Object.freeze(children.map((c) => c.value)));
  }
  const evaluators = children.map((c) => c.evaluate);
  const n = evaluators.length;
  return dynamicNode((data) => {
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = evaluators[i](data);
    return out;
  });
}
