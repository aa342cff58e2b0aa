// /questionnaire/complete: 'Pre-CAS Questionnaire Complete', then the task list (002 §4.1).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { QuestionnaireComplete } from "../components/checklist/Questionnaire";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadQuestionnaireComplete } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadQuestionnaireComplete(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "checklist.questionnaire.complete") : "");

export default function Complete() {
  return <QuestionnaireComplete data={useLoaderData<typeof loader>()} />;
}
