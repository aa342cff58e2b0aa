// /tasks: the student's task list (002 §2.1, 000 §4) with the CAS tracker (002 §4.4).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentTasks } from "../components/checklist/StudentTasks";
import { checklistLinks } from "../components/checklist/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadTasks } from "../loaders/checklist-tasks.server";

export const links = checklistLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadTasks(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "checklist.app.taskList") : "");

export default function Tasks() {
  return <StudentTasks data={useLoaderData<typeof loader>()} />;
}
