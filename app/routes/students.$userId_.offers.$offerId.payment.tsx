// /students/:userId/offers/:offerId/payment: Review an offer's payment and proof of payment (001 §4), on the person's record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PaymentSubmitted } from "../components/staff/PaymentSubmitted";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { paymentReviewPage } from "../loaders/staff-offer.server";

export const handle = { permission: "update:offer:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => paymentReviewPage.load(request, context, params);
export const action = ({ request, context, params }: ActionFunctionArgs) => paymentReviewPage.submit(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function PaymentReviewRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <StaffFormPage data={data}>
      <PaymentSubmitted submitted={data.submitted} texts={data.texts} />
    </StaffFormPage>
  );
}
