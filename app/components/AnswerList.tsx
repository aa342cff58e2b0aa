// A page's answers as a GOV.UK summary list (question, answer, Change link): the checklist
// summary and the application's Check your answers draw them the same way (issue 40 item 11).
import { Link } from "@remix-run/react";
import type { AnswerRow } from "../../rules/pages/answer-summary";
import { formatDate } from "../lib/format";
import { fieldIdOf } from "./form/field-id";

type Say = (key: string, params?: Record<string, string | number>) => string;

/** The catalogue keys a page words its answers with. */
export interface AnswerWords {
  yes: string;
  no: string;
  change: string;
  /** "{label} {n}": a list item's answer. */
  itemLabel: string;
}

export const CHECKLIST_ANSWER_WORDS: AnswerWords = { yes: "checklist.summary.yes", no: "checklist.summary.no", change: "checklist.summary.change", itemLabel: "checklist.summary.itemLabel" };

export function answerText(row: AnswerRow, t: Say, words: AnswerWords): string {
  if (row.kind === "boolean") return t(row.value ? words.yes : words.no);
  const text = String(row.value);
  if (row.kind === "date") return formatDate(text);
  if (row.kind === "month") return formatDate(`${text}-01`).replace(/^1 /, "");
  return text;
}

/** `changeHref`: the page's address, the Change link going to the answer's question on it; none when the answers cannot be changed. */
export function AnswerList({ rows, changeHref, t, words }: { rows: readonly AnswerRow[]; changeHref: string | null; t: Say; words: AnswerWords }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.path}>
          <dt className="summary-list__key">{row.item ? t(words.itemLabel, { label: row.label, n: row.item }) : row.label}</dt>
          <dd className="summary-list__value">{answerText(row, t, words)}</dd>
          {changeHref ? (
            <dd className="summary-list__actions">
              <Link to={`${changeHref}#${fieldIdOf(row.path)}`}>
                {t(words.change)}
                <span className="visually-hidden"> {row.label}</span>
              </Link>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
