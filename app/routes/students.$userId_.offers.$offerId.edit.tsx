// /students/:userId/offers/:offerId/edit: Edit an offer: course, intake, fee, scholarships, requirements and letter text (001 §3), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { offerDetailsPage } from "../loaders/staff-offer.server";

export const handle = { permission: "update:offer:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => offerDetailsPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => offerDetailsPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function EditOfferRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
