// Every application section, drawn from the university's published configuration by one
// renderer: the form is found by its id (the URL's last part), never by a file per section.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionPage } from "../components/SectionPage";
import { pageTitle } from "../lib/page-title";
import { loadSection, submitSection } from "../loaders/application.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadSection(request, context, params.applicationId, params.section, "application");

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  submitSection(request, context, params.applicationId, params.section, "application");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function ApplicationSection() {
  const data = useLoaderData<typeof loader>();
  return <SectionPage key={data.page.formId} data={data} />;
}
