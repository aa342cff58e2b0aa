// /applications/:applicationId/check-answers: every answer before submitting, and Submit (issue 16 item 2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckAnswersPage } from "../components/CheckAnswersPage";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadCheckAnswers, submitApplication } from "../loaders/application.server";

/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:application:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCheckAnswers(request, context, params.applicationId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitApplication(request, context, params.applicationId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? textOf(data.texts, data.editable ? "application.checkAnswers.title" : "application.submitted.panel") : "");

export default function CheckAnswersRoute() {
  return <CheckAnswersPage data={useLoaderData<typeof loader>()} />;
}
