// /offers/$offerId/$condition: one condition of an applicant's offer, with its document uploads.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { checklistLinks } from "../components/checklist/links";
import { OfferConditionPage } from "../components/offers/OfferConditionPage";
import { pageTitle } from "../lib/page-title";
import { loadOfferCondition, submitOfferConditionUpload } from "../loaders/offer.server";

export const links = checklistLinks;
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "read:offer:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadOfferCondition(request, context, params.offerId, params.condition);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitOfferConditionUpload(request, context, params.offerId, params.condition);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.requirement.text ?? "");

export default function OfferCondition() {
  const posted = useActionData<typeof action>();
  return <OfferConditionPage data={useLoaderData<typeof loader>()} uploadError={posted && "uploadError" in posted ? posted.uploadError : undefined} confirmRemoval={posted && "confirmRemoval" in posted ? posted.confirmRemoval : undefined} />;
}
