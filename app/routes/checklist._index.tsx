// /checklist: the welcome page (002 §2.1), then on to the first page still to answer.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChecklistWelcome } from "../components/checklist/ChecklistWelcome";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadWelcome } from "../loaders/checklist.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadWelcome(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "checklist.welcome.title") : "");

export default function Welcome() {
  return <ChecklistWelcome data={useLoaderData<typeof loader>()} />;
}
