// /students/:userId/cas/stage: move a CAS student to another stage (001 §2 stage picker; issue 17 item 2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadStageMove, submitStageMove } from "../loaders/cas-moves.server";

export const handle = { permission: "move:stage:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadStageMove(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitStageMove(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function StageMoveRoute() {
  return <StaffFormPage data={useLoaderData<typeof loader>()} />;
}
