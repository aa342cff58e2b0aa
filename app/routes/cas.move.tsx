// /cas/move: the pipeline's bulk stage move (issue 17 item 2): each ticked student is moved on
// their own, and the page says what happened to each.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BulkResults } from "../components/staff/BulkResults";
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
    <BulkResults
      words={{ back: t("cas.bulk.back"), errorSummary: t("form.errorSummary"), title: t("cas.bulk.resultsTitle"), student: t("cas.bulk.student"), result: t("cas.bulk.result") }}
      errors={result?.errors}
      summary={result?.summary}
      rows={(result?.outcomes ?? []).map((outcome) => ({ id: outcome.id, name: outcome.name, result: outcome.moved ? t("cas.bulk.moved", { from: outcome.from ?? "" }) : <strong className="tag tag--rejected">{outcome.problem}</strong> }))}
    />
  );
}
