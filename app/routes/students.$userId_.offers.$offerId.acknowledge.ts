// POST /students/:userId/offers/:offerId/acknowledge: staff acknowledge the applicant's new information on an offer (issue 39).
import type { ActionFunctionArgs } from "@remix-run/node";
import { acknowledgeOfferNews } from "../loaders/staff-offer.server";

export const handle = { permission: "update:offer:tenant" };
export const action = ({ request, context, params }: ActionFunctionArgs) => acknowledgeOfferNews(request, context, params);
