// Every your-information page, drawn by the same renderer from configuration.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionPage } from "../components/SectionPage";
import { pageTitle } from "../lib/page-title";
import { loadSection, submitSection } from "../loaders/application.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSection(request, context, undefined, params.page, "your-information");

export const action = ({ request, context, params }: ActionFunctionArgs) => submitSection(request, context, undefined, params.page, "your-information");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function YourInformationPage() {
  const data = useLoaderData<typeof loader>();
  return <SectionPage key={data.page.formId} data={data} />;
}
