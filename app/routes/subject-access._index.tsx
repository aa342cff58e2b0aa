// /subject-access: the university's subject-access requests, open (due date, overdue marked) and released (issue 42 item 3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SubjectAccessList } from "../components/privacy/SubjectAccessList";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSubjectAccessList, releaseFromList } from "../loaders/subject-access.server";

export const handle = { permission: "create:subject-access:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSubjectAccessList(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => releaseFromList(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "privacy.sar.heading") : "");

export default function SubjectAccessRoute() {
  return <SubjectAccessList data={useLoaderData<typeof loader>()} />;
}
