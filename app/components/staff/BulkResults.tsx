// The page after a pipeline bulk action (a stage move, a tag): back to the pipeline, what to fix,
// the summary, and what happened to each ticked student.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorSummary, type SummaryError } from "../govuk/ErrorSummary";

interface BulkResultsProps {
  words: { back: string; errorSummary: string; title: string; student: string; result: string };
  errors: readonly SummaryError[] | null | undefined;
  summary: string | null | undefined;
  rows: ReadonlyArray<{ id: string; name: string; result: ReactNode }>;
}

export function BulkResults({ words, errors, summary, rows }: BulkResultsProps) {
  return (
    <>
      <Link className="back-link" to="/cas">
        {words.back}
      </Link>
      <ErrorSummary title={words.errorSummary} errors={errors ?? undefined} />
      <h1>{words.title}</h1>
      {summary ? <p role="status">{summary}</p> : null}
      {rows.length ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{words.student}</th>
              <th scope="col">{words.result}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>{row.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
