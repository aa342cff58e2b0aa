// /offers/:offerId/payment/proof: The proof of payment, uploaded (000 §3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionPage } from "../components/SectionPage";
import { checklistLinks } from "../components/checklist/links";
import { pageTitle } from "../lib/page-title";
import { loadPaymentStep, submitPaymentStep } from "../loaders/offer-payment.server";

export const links = checklistLinks;
/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "update:offer:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadPaymentStep(request, context, params.offerId, "proofOfPayment");
export const action = ({ request, context, params }: ActionFunctionArgs) => submitPaymentStep(request, context, params.offerId, "proofOfPayment");
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function ProofOfPaymentRoute() {
  return <SectionPage data={useLoaderData<typeof loader>()} />;
}
