// /offers/:offerId/letter.pdf: the offer letter as a PDF, for the applicant and for staff who may read the offer.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { offerLetterDownload } from "../loaders/offer.server";

export const handle = { permission: "read:offer:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => offerLetterDownload(request, context, params.offerId);
