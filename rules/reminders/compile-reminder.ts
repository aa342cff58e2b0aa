// Reminder schedules (001 §9) as data: a trigger condition, the date days count from, offsets
// in days, an optional repeat, an optional stop condition and an optional cap. Compiled once.

import { defaultEngine } from "../default-engine";
import type { Engine } from "../jsonlogic/engine";
import { truthy } from "../jsonlogic/truthy";
import { ProblemsError, childLocation, type Problem } from "../problems";
import type { ReminderSchedule } from "../types";
import { pathProblems, splitKey } from "../forms/field-paths";

export interface CompiledReminder {
  definition: ReminderSchedule;
  key: string;
  /** Trigger true and stop false for this record. */
  active(record: unknown): boolean;
  countFrom: string[];
  offsets: readonly number[];
  repeatEvery: number | null;
  maxSends: number | null;
}

const isDayCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0;

export function tryCompileReminder(schedule: ReminderSchedule, options: { engine?: Engine; location?: string } = {}): { reminder?: CompiledReminder; problems: Problem[] } {
  const engine = options.engine ?? defaultEngine;
  const location = options.location ?? childLocation("reminders", String(schedule?.key));
  const problems: Problem[] = [];
  const problem = (at: string, text: string): void => {
    problems.push({ location: at, problem: text });
  };

  if (typeof schedule?.key !== "string" || schedule.key === "") problem(location, "schedule has no key");
  const offsets = schedule?.offsets;
  if (!Array.isArray(offsets) || !offsets.every(isDayCount)) problem(childLocation(location, "offsets"), "offsets must be a list of whole days (0 or more)");
  else if (offsets.some((d, i) => i > 0 && d <= offsets[i - 1])) problem(childLocation(location, "offsets"), "offsets must increase");
  const repeat = schedule?.repeatEvery;
  if (repeat !== undefined && (!isDayCount(repeat) || repeat === 0)) problem(childLocation(location, "repeatEvery"), "repeatEvery must be a whole number of days above 0");
  if (repeat !== undefined && Array.isArray(offsets) && offsets.length === 0) problem(childLocation(location, "repeatEvery"), "a schedule without timing cannot repeat");
  const max = schedule?.maxSends;
  if (max !== undefined && (!isDayCount(max) || max === 0)) problem(childLocation(location, "maxSends"), "maxSends must be a whole number above 0");
  if (typeof schedule?.countFrom !== "string") problem(childLocation(location, "countFrom"), "countFrom must be a path");
  else pathProblems(schedule.countFrom).forEach((p) => problem(childLocation(location, "countFrom"), p));

  const compileCondition = (rule: unknown, name: string): ((record: unknown) => unknown) | undefined => {
    try {
      return engine.compile(rule, { location: childLocation(location, name) });
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const trigger = compileCondition(schedule?.trigger, "trigger");
  const stop = schedule?.stop === undefined ? null : compileCondition(schedule.stop, "stop");
  if (problems.length > 0 || !trigger || stop === undefined) return { problems };

  return {
    problems,
    reminder: {
      definition: schedule,
      key: schedule.key,
      active: (record) => truthy(trigger(record)) && !(stop && truthy(stop(record))),
      countFrom: splitKey(schedule.countFrom),
      // 001 §9 "no timing, none" (passport, deposit): the email goes once, at once: day 0 of the
      // moment it counts from (the staff's request), so the next sweep after the request sends it.
      offsets: schedule.offsets.length ? [...schedule.offsets] : [0],
      repeatEvery: repeat ?? null,
      maxSends: max ?? null,
    },
  };
}

export function compileReminder(schedule: ReminderSchedule, options: { engine?: Engine; location?: string } = {}): CompiledReminder {
  const { reminder, problems } = tryCompileReminder(schedule, options);
  if (!reminder) throw new ProblemsError(problems, `reminder schedule "${schedule?.key}"`);
  return reminder;
}
