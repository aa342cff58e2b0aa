// Which records each kind of retention covers, and the day its period counts from (issue 42 item
// 2; decision 0041). Pure: the sweep's store queries select the same records (a cut-off on these
// fields) and these functions decide, so a record found twice is judged the same way.
import type { RetentionKind } from "./expiry";
import type { RetentionRule } from "../../schemas/generated/tenant-config";

/** An application never submitted: still being filled in. */
export const UNSUBMITTED_STATUSES = ["NEW", "InProgress"] as const;
/** An application that led nowhere: refused, withdrawn or cancelled. */
export const UNSUCCESSFUL_STATUSES = ["Rejected", "Withdrawn", "Cancelled"] as const;
/** An offer closed without a student: rejected or withdrawn. */
export const CLOSED_OFFER_STATUSES = ["Rejected", "Withdrawn"] as const;

/** The record kinds the sweep reads from a record collection, and which collection. */
export const RECORD_KINDS = {
  unsubmittedApplications: "applications",
  unsuccessfulApplications: "applications",
  closedOffers: "offers",
  casStudents: "students",
} as const satisfies Partial<Record<RetentionKind, "applications" | "offers" | "students">>;
export type RecordKind = keyof typeof RECORD_KINDS;

const text = (value: unknown): string | null => (typeof value === "string" && value.length >= 10 ? value : null);
const within = (list: readonly string[], value: unknown): boolean => typeof value === "string" && list.includes(value);

/**
 * The day a record's period counts from, or null when the kind does not cover it (yet): an
 * application's last change or its decision, an offer's decision, a CAS student's sponsorship end
 * (the date recorded for it, the day they completed the course or withdrew, or the day a stage
 * ended it; a sponsorship still running has none).
 */
export function eventDayOf(kind: RecordKind, record: Record<string, unknown>, rule: Pick<RetentionRule, "endedByStages">): string | null {
  switch (kind) {
    case "unsubmittedApplications":
      return within(UNSUBMITTED_STATUSES, record.applicationStatus) && !record.submittedAt ? text(record.updatedAt) : null;
    case "unsuccessfulApplications":
      return within(UNSUCCESSFUL_STATUSES, record.applicationStatus) ? (text(record.applicationStatusUpdatedAt) ?? text(record.updatedAt)) : null;
    case "closedOffers":
      return within(CLOSED_OFFER_STATUSES, record.status) ? (text(record.statusChangedAt) ?? text(record.updatedAt)) : null;
    case "casStudents":
      if (text(record.sponsorshipEndDate)) return text(record.sponsorshipEndDate);
      // The day a student completed the course or withdrew (the enrolment form, decision 0833) ends the sponsorship.
      if (text(record.leftDate)) return text(record.leftDate);
      // The CAS stages after which no sponsorship runs (a refused visa, a closed case) are the university's (its stages are configuration).
      return within(rule.endedByStages ?? [], record.stage) ? (text(record.stageUpdatedAt) ?? text(record.updatedAt)) : null;
  }
}

/** A store filter (MongoDB's language) for the records of a kind whose event happened before `cutoffDay`: the same records eventDayOf dates earlier. */
export function eventBeforeFilter(kind: RecordKind, cutoffDay: string, rule: Pick<RetentionRule, "endedByStages">): Record<string, unknown> {
  const before = { $lt: cutoffDay };
  const absent = { $exists: false };
  switch (kind) {
    case "unsubmittedApplications":
      return { applicationStatus: { $in: [...UNSUBMITTED_STATUSES] }, submittedAt: absent, updatedAt: before };
    case "unsuccessfulApplications":
      return { applicationStatus: { $in: [...UNSUCCESSFUL_STATUSES] }, $or: [{ applicationStatusUpdatedAt: before }, { applicationStatusUpdatedAt: absent, updatedAt: before }] };
    case "closedOffers":
      return { status: { $in: [...CLOSED_OFFER_STATUSES] }, $or: [{ statusChangedAt: before }, { statusChangedAt: absent, updatedAt: before }] };
    case "casStudents": {
      const ended = [...(rule.endedByStages ?? [])];
      return {
        $or: [
          { sponsorshipEndDate: before },
          { sponsorshipEndDate: absent, leftDate: before },
          { sponsorshipEndDate: absent, leftDate: absent, stage: { $in: ended }, stageUpdatedAt: before },
          { sponsorshipEndDate: absent, leftDate: absent, stage: { $in: ended }, stageUpdatedAt: absent, updatedAt: before },
        ],
      };
    }
  }
}
