// /students/:userId/offers/:offerId/requirements/:requirementId: Assess one of an offer's requirements (001 §4), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { requirementAssessmentPage } from "../loaders/staff-offer.server";

export const handle = { permission: "update:requirement:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => requirementAssessmentPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => requirementAssessmentPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function RequirementAssessmentRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
