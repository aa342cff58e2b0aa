// What staff read of a student's checklist besides the answers (issue 17 item 4; decision 0821):
// the funding summary a page's calculation produced, and the risk record (002 §3.13).
import type { FundingSummary } from "../domain/funding-summary";

/** The funding summary among a page's answers, when the page has one. */
export function fundingSummaryOf(answers: Record<string, unknown>): FundingSummary | null {
  const summary = answers.fundingSummary;
  return summary && typeof summary === "object" && !Array.isArray(summary) ? (summary as FundingSummary) : null;
}

export interface RiskRecord {
  rating: string | null;
  /** Each non-empty list of risks, by its name in the record (worded by the catalogue). */
  lists: Array<{ name: string; risks: string[] }>;
}

const MAX_RISK_TEXT = 200;

export function riskRecordOf(student: Record<string, unknown>): RiskRecord {
  const record = student.risk && typeof student.risk === "object" ? (student.risk as Record<string, unknown>) : {};
  const lists = Object.entries(record)
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([name, value]) => ({ name, risks: (value as unknown[]).map((risk) => (typeof risk === "string" ? risk : JSON.stringify(risk)).slice(0, MAX_RISK_TEXT)) }));
  return { rating: typeof student.riskRating === "string" && student.riskRating ? student.riskRating : null, lists };
}
