// /offers/$offerId: an applicant's offer, its letter and conditions, and their decision.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { checklistLinks } from "../components/checklist/links";
import { OfferPage } from "../components/offers/OfferPage";
import { pageTitle } from "../lib/page-title";
import { loadOffer, submitOfferDecision } from "../loaders/offer.server";

export const links = checklistLinks;
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "read:offer:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadOffer(request, context, params.offerId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitOfferDecision(request, context, params.offerId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.offer.heading ?? "");

export default function Offer() {
  return <OfferPage data={useLoaderData<typeof loader>()} />;
}
