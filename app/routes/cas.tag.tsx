// /cas/tag: the pipeline's bulk tagging (issue 23 item 5): each ticked student on their own, and
// the page says what changed for each.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { bulkTagAction, loadTagResults, type TagResult } from "../loaders/tags.server";

export const handle = { permission: "update:student:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTagResults(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => bulkTagAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "tags.bulk.resultsTitle") : "");

export default function BulkTagResults() {
  const { texts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as TagResult | undefined;
  const t = (key: string) => textOf(texts, key);
  return (
    <>
      <Link className="back-link" to="/cas">
        {t("cas.bulk.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={result?.errors ?? undefined} />
      <h1>{t("tags.bulk.resultsTitle")}</h1>
      {result?.summary ? <p role="status">{result.summary}</p> : null}
      {result?.outcomes?.length ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("tags.bulk.student")}</th>
              <th scope="col">{t("tags.bulk.result")}</th>
            </tr>
          </thead>
          <tbody>
            {result.outcomes.map((outcome) => (
              <tr key={outcome.id}>
                <td>{outcome.name}</td>
                <td>{t(outcome.changed ? "tags.bulk.changed" : "tags.bulk.unchanged")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
