// /students/:userId: the person's record for staff (issue 14 item 5).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonPage } from "../components/staff/PersonPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadPerson } from "../loaders/person.server";

export const handle = { permission: "read:person:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadPerson(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.record.person.name ?? "");

export default function PersonRoute() {
  const data = useLoaderData<typeof loader>();
  return <PersonPage data={data} />;
}
