// /config/sandbox/:copyId/:formId: a sandbox copy's answers changed through its form with the
// draft; only the copy is stored (issue 20 item 6).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadCopyForm, submitCopyForm } from "../loaders/config-sandbox.server";

export const handle = { permission: "update:config:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadCopyForm(request, context, params.copyId, params.formId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitCopyForm(request, context, params.copyId, params.formId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function SandboxCopyFormRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
