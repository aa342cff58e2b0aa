// The application's task list (000 §2, §4).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TaskList } from "../components/TaskList";
import { textOf } from "../lib/format-message";
import { formatDate } from "../lib/format";
import { pageTitle } from "../lib/page-title";
import { loadTaskList } from "../loaders/application.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadTaskList(request, context, params.applicationId, "application");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? "");

export default function ApplicationTasks() {
  const { groups, texts, title, applicationId, done, total, updatedAt, status, hrefs } = useLoaderData<typeof loader>();
  const withLinks = groups.map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({ ...row, href: hrefs[row.formId] })),
  }));
  return (
    <>
      <h1>{title}</h1>
      {status ? <p>{textOf(texts, "application.submitted.status", { status })}</p> : null}
      <p>{textOf(texts, "application.progress", { done, total })}</p>
      {updatedAt ? <p className="hint">{textOf(texts, "application.lastSaved", { date: formatDate(updatedAt) })}</p> : null}
      <TaskList groups={withLinks} />
      <p>
        <Link className="button" to={`/applications/${applicationId}/check-answers`}>
          {textOf(texts, "application.checkAnswers.link")}
        </Link>
      </p>
    </>
  );
}
