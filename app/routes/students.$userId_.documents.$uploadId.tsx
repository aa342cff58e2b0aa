// /students/:userId/documents/:uploadId: Approve or reject one uploaded document (001 §4 Documents), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { documentReviewPage } from "../loaders/staff-offer.server";

export const handle = { permission: "update:document:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => documentReviewPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => documentReviewPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.heading ?? data?.page.title ?? "");

export default function DocumentReviewRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
