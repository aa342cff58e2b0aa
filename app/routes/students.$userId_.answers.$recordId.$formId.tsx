// /students/:userId/answers/:recordId/:formId: one saved section of a person's record read-only
// (decision 0098); the record page fetches it into the section's expander.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionAnswersPage } from "../components/staff/SectionAnswers";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadSectionAnswers } from "../loaders/person.server";

export const handle = { permission: "read:person:assigned" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSectionAnswers(request, context, params);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title ?? "");

export default function SectionAnswersRoute() {
  const data = useLoaderData<typeof loader>();
  return <SectionAnswersPage data={data} />;
}
