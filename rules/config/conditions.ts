// What every area compiler shares: one place that compiles a condition (a JSON-Logic rule or a
// literal) and records problems with their location, and the cross-references an area may make
// (form ids, message keys) checked against the rest of the configuration.
import type { Engine } from "../jsonlogic/engine";
import { ProblemsError, type Problem } from "../problems";
import { hasMessage } from "../forms/messages";
import type { JsonLogic, MessageCatalogue } from "../types";

/** A compiled condition or value: call it with the scope the area documents. */
export type Condition = (scope: unknown) => unknown;

export const constantCondition = (value: unknown): Condition => () => value;

export interface AreaCompiler {
  readonly engine: Engine;
  problem(location: string, text: string): void;
  /** Compiles a rule; a literal stays a constant. `fallback` stands in when the rule is absent or broken. */
  condition(rule: JsonLogic | undefined, location: string, fallback: unknown): Condition;
  requireForm(id: string | undefined, location: string): void;
  requireMessage(key: string | undefined, location: string): void;
}

export function createAreaCompiler(options: { engine: Engine; problems: Problem[]; messages: MessageCatalogue; formIds: ReadonlySet<string> }): AreaCompiler {
  const { engine, problems, messages, formIds } = options;
  const problem = (location: string, text: string) => {
    problems.push({ location, problem: text });
  };
  return {
    engine,
    problem,
    condition(rule, location, fallback) {
      if (rule === undefined) return constantCondition(fallback);
      if (typeof rule !== "object" || rule === null) return constantCondition(rule);
      try {
        return engine.compile(rule, { location });
      } catch (error) {
        if (!(error instanceof ProblemsError)) throw error;
        problems.push(...error.problems);
        return constantCondition(fallback);
      }
    },
    requireForm(id, location) {
      if (id !== undefined && !formIds.has(id)) problem(location, `unknown form "${id}"`);
    },
    requireMessage(key, location) {
      if (key !== undefined && !hasMessage(messages, key)) problem(location, `unknown message key ${JSON.stringify(key)}`);
      else if (key !== undefined && messages[key].text.trim() === "") problem(location, `message "${key}" has no text: enter the words people will see`);
    },
  };
}
