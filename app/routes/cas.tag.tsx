// /cas/tag: the pipeline's bulk tagging (issue 23 item 5): each ticked student on their own, and
// the page says what changed for each.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BulkResults } from "../components/staff/BulkResults";
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
    <BulkResults
      words={{ back: t("cas.bulk.back"), errorSummary: t("form.errorSummary"), title: t("tags.bulk.resultsTitle"), student: t("tags.bulk.student"), result: t("tags.bulk.result") }}
      errors={result?.errors}
      summary={result?.summary}
      rows={(result?.outcomes ?? []).map((outcome) => ({ id: outcome.id, name: outcome.name, result: t(outcome.changed ? "tags.bulk.changed" : "tags.bulk.unchanged") }))}
    />
  );
}
