// What the retention sweep removes (issue 42 item 2; decision 0050), decided from the records'
// dates, the university's rules and "today" (an argument: rules/ has no clock). A person under a
// legal hold is never expired, whatever their dates.
import { addDays } from "../dates/add-days";
import type { RetentionArea, RetentionRule } from "../../schemas/generated/tenant-config";

export type RetentionKind = keyof RetentionArea["kinds"];
export type RetentionAction = RetentionRule["then"];

/** One record as the sweep sees it: the day its rule's event happened (null: not yet), and whose it is. */
export interface RetentionCandidate {
  id: string;
  /** The day (YYYY-MM-DD) the rule's event happened, or null when it has not (a sponsorship still running). */
  eventDay: string | null;
  personId: string | null;
}

export interface Expiry {
  id: string;
  action: RetentionAction;
  /** The first day the record may no longer be kept. */
  expiredOn: string;
  /** Why, for the dry run's listing: the period and the event it counts from. */
  reason: { keepDays: number; from: RetentionRule["from"]; eventDay: string };
}

/** The first day a record whose event happened on `eventDay` is past its period. */
export const expiresOn = (rule: Pick<RetentionRule, "keepDays">, eventDay: string): string => addDays(eventDay, rule.keepDays + 1);

/** The records of one kind that have expired by `today`, leaving out every held person's. */
export function expiredRecords(rule: RetentionRule, candidates: readonly RetentionCandidate[], today: string, heldPeople: ReadonlySet<string>): Expiry[] {
  const expired: Expiry[] = [];
  for (const candidate of candidates) {
    if (candidate.eventDay === null) continue;
    if (candidate.personId !== null && heldPeople.has(candidate.personId)) continue;
    const day = candidate.eventDay.slice(0, 10);
    const expiredOn = expiresOn(rule, day);
    if (expiredOn <= today) expired.push({ id: candidate.id, action: rule.then, expiredOn, reason: { keepDays: rule.keepDays, from: rule.from, eventDay: day } });
  }
  return expired;
}

/** The people under a legal hold on `today`: held and not yet released. */
export function heldPeopleOn(holds: readonly { personId: string; releasedAt?: string | null }[]): Set<string> {
  return new Set(holds.filter((hold) => !hold.releasedAt).map((hold) => hold.personId));
}
