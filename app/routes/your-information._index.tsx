// The your-information task list (000 §2: About you; Your study history).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TaskList } from "../components/TaskList";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadTaskList } from "../loaders/application.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTaskList(request, context, undefined, "your-information");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "yourInformation.title") : "");

export default function YourInformation() {
  const { groups, texts, hrefs } = useLoaderData<typeof loader>();
  const withLinks = groups.map((group) => ({ ...group, rows: group.rows.map((row) => ({ ...row, href: hrefs[row.formId] })) }));
  return (
    <>
      <h1>{textOf(texts, "yourInformation.title")}</h1>
      <TaskList groups={withLinks} />
    </>
  );
}
