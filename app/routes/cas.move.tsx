// /cas/move: the pipeline's bulk stage move (issue 17 item 2): each ticked student is moved on
// their own, and the page says what happened to each.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { bulkMoveAction, loadBulkMove, type BulkMoveResult } from "../loaders/cas-moves.server";

export const handle = { permission: "move:stage:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBulkMove(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => bulkMoveAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "cas.bulk.resultsTitle") : "");

export default function BulkMoveResults() {
  const { texts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as BulkMoveResult | undefined;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  return (
    <>
      <Link className="back-link" to="/cas">
        {t("cas.bulk.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={result?.errors ?? undefined} />
      <h1>{t("cas.bulk.resultsTitle")}</h1>
      {result?.summary ? <p role="status">{result.summary}</p> : null}
      {result?.outcomes?.length ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("cas.bulk.student")}</th>
              <th scope="col">{t("cas.bulk.result")}</th>
            </tr>
          </thead>
          <tbody>
            {result.outcomes.map((outcome) => (
              <tr key={outcome.id}>
                <td>{outcome.name}</td>
                <td>{outcome.moved ? t("cas.bulk.moved", { from: outcome.from ?? "" }) : <strong className="tag tag--rejected">{outcome.problem}</strong>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
