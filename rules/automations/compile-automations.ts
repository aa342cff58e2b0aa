// A university's automations (issue 23 items 1-2; decision 0849), compiled at publish: each
// condition compiled over { record, before, today }; every action checked against what exists
// (tags, CAS stages, settable fields and their values, roles, message keys); and the automations
// that would wake one another checked for loops and for chains longer than the configured depth.
// A run's own changes never wake the automation that made them (the runner's rule), so an
// automation that would wake only itself is no loop. Pure: "today" and the record are arguments.
import { childLocation } from "../problems";
import type { Automation, AutomationActions, AutomationMessage, AutomationsArea, AutomationTask } from "../../schemas/generated/tenant-config";
import type { AreaCompiler, Condition } from "../config/conditions";
import { keyMismatch, orderedEntries } from "../config/keyed-items";

export type AutomationTrigger = Automation["trigger"];
export type AutomationCollection = "students" | "offers" | "applications";

/** One thing an automation does, in the order it does them; `at` is where the configuration says it. */
export type AutomationAction = { at: string } & (
  | { type: "addTag"; tag: string }
  | { type: "removeTag"; tag: string }
  | { type: "moveStage"; stage: string }
  | { type: "setField"; field: string; value: string }
  | { type: "assign"; role: string }
  | ({ type: "sendMessage" } & AutomationMessage)
  | ({ type: "createTask" } & AutomationTask)
);

/** The automation's actions as the configuration writes them, one after another in the fixed order. */
export function actionsOf(actions: AutomationActions, at: string): AutomationAction[] {
  const where = (...steps: Array<string | number>) => steps.reduce<string>((location, step) => childLocation(location, step), at);
  return [
    ...(actions.addTags ?? []).map((tag, i): AutomationAction => ({ type: "addTag", tag, at: where("addTags", i) })),
    ...(actions.removeTags ?? []).map((tag, i): AutomationAction => ({ type: "removeTag", tag, at: where("removeTags", i) })),
    ...(actions.moveStage ? [{ type: "moveStage" as const, stage: actions.moveStage, at: where("moveStage") }] : []),
    ...Object.entries(actions.setFields ?? {}).map(([field, value]): AutomationAction => ({ type: "setField", field, value, at: where("setFields", field) })),
    ...(actions.assignRole ? [{ type: "assign" as const, role: actions.assignRole, at: where("assignRole") }] : []),
    ...(actions.messages ?? []).map((message, i): AutomationAction => ({ type: "sendMessage", ...message, at: where("messages", i) })),
    ...(actions.tasks ?? []).map((task, i): AutomationAction => ({ type: "createTask", ...task, at: where("tasks", i) })),
  ];
}

export interface CompiledAutomation {
  id: string;
  name: string;
  enabled: boolean;
  trigger: AutomationTrigger;
  collection: AutomationCollection;
  when: Condition;
  actions: readonly AutomationAction[];
  appliesTo: "existing" | "fromNow";
}

export interface CompiledAutomations {
  automations: readonly CompiledAutomation[];
  maxChainDepth: number;
  teamEmail: string | null;
  /** The record's field an 'assign' action sets. */
  assigneeField: string;
}

/** What the automation's context knows to check actions against. */
export interface AutomationReferences {
  tags: ReadonlySet<string>;
  stages: ReadonlySet<string>;
  roles: ReadonlySet<string>;
}

/** The changes an action makes to its record, as the triggers see them. */
const WAKES: Record<AutomationAction["type"], readonly AutomationTrigger[]> = {
  addTag: ["recordChanged"],
  removeTag: ["recordChanged"],
  setField: ["recordChanged"],
  assign: ["recordChanged"],
  moveStage: ["recordChanged", "stageChanged"],
  sendMessage: [],
  createTask: [],
};

/** Tags and stages belong to CAS student records. */
const ON_STUDENTS_ONLY = new Set<AutomationAction["type"]>(["addTag", "removeTag", "moveStage"]);

function checkAction(action: AutomationAction, area: AutomationsArea, collection: AutomationCollection, references: AutomationReferences, compiler: AreaCompiler): void {
  const { at } = action;
  if (ON_STUDENTS_ONLY.has(action.type) && collection !== "students") compiler.problem(at, `tags and CAS stages belong to CAS students; this automation acts on ${collection}`);
  switch (action.type) {
    case "addTag":
    case "removeTag":
      if (!references.tags.has(action.tag)) compiler.problem(at, `unknown tag "${action.tag}"`);
      break;
    case "moveStage":
      if (!references.stages.has(action.stage)) compiler.problem(at, `unknown CAS stage "${action.stage}"`);
      break;
    case "setField": {
      const allowed = area.settableFields[action.field];
      if (!allowed) compiler.problem(at, `"${action.field}" is not a field automations may set`);
      else if (!allowed.includes(action.value)) compiler.problem(at, `"${action.value}" is not a value "${action.field}" may be set to`);
      break;
    }
    case "assign":
      if (!references.roles.has(action.role)) compiler.problem(at, `unknown role "${action.role}"`);
      break;
    case "sendMessage":
      if (action.to === "staff" && !area.teamEmail) compiler.problem(childLocation(at, "to"), "a message to staff needs the team's mailbox (teamEmail) for records no one is assigned to");
      compiler.requireMessage(action.subjectKey, childLocation(at, "subjectKey"));
      compiler.requireMessage(action.bodyKey, childLocation(at, "bodyKey"));
      break;
    case "createTask":
      compiler.requireMessage(action.titleKey, childLocation(at, "titleKey"));
      if (action.role !== undefined && !references.roles.has(action.role)) compiler.problem(childLocation(at, "role"), `unknown role "${action.role}"`);
      break;
  }
}

/** Which enabled automations each one's actions would wake (another automation on the same kind of record and one of the triggers its changes cause). */
export function wakeGraph(automations: readonly Pick<CompiledAutomation, "id" | "enabled" | "trigger" | "collection" | "actions">[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const from of automations) {
    if (!from.enabled) continue;
    const wakes = new Set(from.actions.flatMap((action) => WAKES[action.type]));
    graph.set(
      from.id,
      automations.filter((to) => to.enabled && to.id !== from.id && to.collection === from.collection && wakes.has(to.trigger)).map((to) => to.id),
    );
  }
  return graph;
}

/** A loop of automations waking one another (ids in order, the first repeated at the end), or null. */
export function findLoop(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === "open") return [...path.slice(path.indexOf(id)), id];
    if (state.get(id) === "done") return null;
    state.set(id, "open");
    path.push(id);
    for (const next of graph.get(id) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(id, "done");
    return null;
  };
  for (const id of graph.keys()) {
    const loop = visit(id);
    if (loop) return loop;
  }
  return null;
}

/** The longest chain of automations waking one another, in a graph without loops. */
export function longestChain(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const memo = new Map<string, string[]>();
  const from = (id: string): string[] => {
    const known = memo.get(id);
    if (known) return known;
    const next = (graph.get(id) ?? []).map(from).reduce<string[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
    const chain = [id, ...next];
    memo.set(id, chain);
    return chain;
  };
  return [...graph.keys()].map(from).reduce<string[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
}

export function compileAutomations(area: AutomationsArea, compiler: AreaCompiler, references: AutomationReferences): CompiledAutomations {
  // Keyed by id (decision 0035), so no two share one; compiled in their order.
  const automations = orderedEntries(area.automations).map(([key, automation]): CompiledAutomation => {
    const at = childLocation("automations.automations", key);
    const misnamed = keyMismatch("automation id", automation.id, key);
    if (misnamed) compiler.problem(at, misnamed);
    const collection = automation.collection ?? "students";
    const actions = actionsOf(automation.actions, childLocation(at, "actions"));
    for (const action of actions) checkAction(action, area, collection, references, compiler);
    return {
      id: automation.id,
      name: automation.name,
      enabled: automation.enabled,
      trigger: automation.trigger,
      collection,
      when: compiler.condition(automation.when, childLocation(at, "when"), false),
      actions,
      appliesTo: automation.appliesTo ?? "fromNow",
    };
  });
  const graph = wakeGraph(automations);
  const loop = findLoop(graph);
  if (loop) compiler.problem("automations.automations", `automations ${loop.join(" -> ")} would trigger each other in a loop`);
  else {
    const chain = longestChain(graph);
    if (chain.length > area.maxChainDepth) compiler.problem("automations.automations", `automations ${chain.join(" -> ")} chain ${chain.length} deep, more than ${area.maxChainDepth}`);
  }
  return { automations, maxChainDepth: area.maxChainDepth, teamEmail: area.teamEmail ?? null, assigneeField: area.assigneeField };
}

/** The record fields the automation's actions change, as they would be set (messages and tasks change no field). */
export function plannedChanges(automation: Pick<CompiledAutomation, "actions">, record: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  let tags = Array.isArray(record.tags) ? record.tags.map(String) : [];
  for (const action of automation.actions) {
    if (action.type === "addTag" && !tags.includes(action.tag)) tags = [...tags, action.tag];
    if (action.type === "removeTag") tags = tags.filter((tag) => tag !== action.tag);
    if (action.type === "moveStage") changes.stage = action.stage;
    if (action.type === "setField") changes[action.field] = action.value;
  }
  const before = Array.isArray(record.tags) ? record.tags.map(String) : [];
  if (tags.length !== before.length || tags.some((tag, i) => tag !== before[i])) changes.tags = tags;
  return changes;
}
