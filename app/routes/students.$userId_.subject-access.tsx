// /students/:userId/subject-access: records a subject-access request received for the person (issue 42 item 3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SubjectAccessForm } from "../components/privacy/SubjectAccessForm";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadRecordRequest, submitRecordRequest } from "../loaders/subject-access.server";

export const handle = { permission: "create:subject-access:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadRecordRequest(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitRecordRequest(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? `${textOf(data.texts, "privacy.sar.record")}: ${data.name}` : "");

export default function SubjectAccessFormRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <SubjectAccessForm data={useActionData<typeof action>() ?? loaded} />;
}
