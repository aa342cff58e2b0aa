// /students/:userId/documents/new: upload a document on the person's behalf (issue 39; 001 §2 upload controls for staff).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { StaffUploadPage } from "../components/staff/StaffUploadPage";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadStaffUpload, submitStaffUpload } from "../loaders/staff-upload.server";

export const handle = { permission: "read:person:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadStaffUpload(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitStaffUpload(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "person.documents.upload.title") : "");

export default function StaffUploadRoute() {
  return <StaffUploadPage data={useLoaderData<typeof loader>()} failed={useActionData<typeof action>()} />;
}
