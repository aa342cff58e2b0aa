// /students/:userId/offers/:offerId/status: Change an offer's status (001 §4), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { offerStatusPage } from "../loaders/staff-offer.server";

export const handle = { permission: "update:offer:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => offerStatusPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => offerStatusPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function OfferStatusRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
