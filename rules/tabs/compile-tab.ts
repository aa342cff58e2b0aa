// Dashboard tabs: which rows of a collection a tab lists, evaluated in memory (the embedded
// store, and the browser) or as a MongoDB filter. Both come from the same predicate, compiled
// once; a predicate outside the translatable subset is a configuration problem, because a
// tab that cannot be filtered by the database would load a whole collection.

import { defaultEngine } from "../default-engine";
import type { Engine } from "../jsonlogic/engine";
import { truthy } from "../jsonlogic/truthy";
import { ProblemsError, childLocation, type Problem } from "../problems";
import type { TabDefinition } from "../types";
import { NotTranslatableError, toMongoQuery, type MongoFilter } from "./to-mongo-query";

const COLLECTIONS = new Set(["offers", "applications", "students"]);

/** A predicate compiled both ways: in memory, and as a MongoDB filter. */
export interface CompiledPredicate {
  /** True when the row belongs in the list. */
  matches(row: unknown): boolean;
  mongoQuery: MongoFilter;
}

export interface CompiledTab extends CompiledPredicate {
  definition: TabDefinition;
  id: string;
  /** The tab's sub-lists, if it has any, in order. */
  groups: Array<CompiledPredicate & { label: string }>;
}

function compilePredicate(predicate: unknown, engine: Engine, at: string, problems: Problem[]): CompiledPredicate | undefined {
  try {
    const evaluate = engine.compile(predicate, { location: at });
    const mongoQuery = toMongoQuery(predicate);
    return { matches: (row) => truthy(evaluate(row)), mongoQuery };
  } catch (error) {
    if (error instanceof ProblemsError) problems.push(...error.problems);
    else if (error instanceof NotTranslatableError) problems.push({ location: at, problem: error.message });
    else throw error;
    return undefined;
  }
}

export function tryCompileTab(definition: TabDefinition, options: { engine?: Engine; location?: string } = {}): { tab?: CompiledTab; problems: Problem[] } {
  const engine = options.engine ?? defaultEngine;
  const location = options.location ?? childLocation("tabs", String(definition?.id));
  const problems: Problem[] = [];
  if (typeof definition?.id !== "string" || definition.id === "") problems.push({ location, problem: "tab has no id" });
  if (!COLLECTIONS.has(definition?.collection)) problems.push({ location: childLocation(location, "collection"), problem: `unknown collection ${JSON.stringify(definition?.collection)}` });
  if (!Array.isArray(definition?.roles)) problems.push({ location: childLocation(location, "roles"), problem: "roles must be a list" });
  const main = compilePredicate(definition?.predicate, engine, childLocation(location, "predicate"), problems);
  const groups = (definition?.groups ?? []).map((group, i) => {
    const at = childLocation(childLocation(location, "groups"), i);
    const compiled = compilePredicate(group?.predicate, engine, childLocation(at, "predicate"), problems);
    return compiled && { label: group.label, ...compiled };
  });
  if (problems.length > 0 || !main) return { problems };
  return { problems, tab: { definition, id: definition.id, ...main, groups: groups as CompiledTab["groups"] } };
}

export function compileTab(definition: TabDefinition, options: { engine?: Engine; location?: string } = {}): CompiledTab {
  const { tab, problems } = tryCompileTab(definition, options);
  if (!tab) throw new ProblemsError(problems, `tab "${definition?.id}"`);
  return tab;
}

/** The tabs a role sees, in configuration order. */
export function tabsForRole<T extends { definition: TabDefinition }>(tabs: readonly T[], role: string): T[] {
  return tabs.filter((tab) => tab.definition.roles.includes(role));
}
