// /students/:userId/offers/new: Make an offer (001 §3 Offer course fee / intake entry), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { newOfferDetailsPage } from "../loaders/staff-offer.server";

export const handle = { permission: "create:offer:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => newOfferDetailsPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => newOfferDetailsPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function NewOfferRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
