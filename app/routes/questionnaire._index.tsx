// /questionnaire: the Pre-CAS Questionnaire's start screen (002 §2.1).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { QuestionnaireStart } from "../components/checklist/Questionnaire";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadQuestionnaireStart } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadQuestionnaireStart(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "checklist.questionnaire.title") : "");

export default function Start() {
  return <QuestionnaireStart data={useLoaderData<typeof loader>()} />;
}
