// Every your-information page, drawn by the same renderer from configuration.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionPage } from "../components/SectionPage";
import { pageTitle } from "../lib/page-title";
import { loadSection, ownApplicationId, submitSection } from "../loaders/application.server";

export const loader = async ({ request, context, params }: LoaderFunctionArgs) =>
  loadSection(request, context, await ownApplicationId(request, context), params.page, "your-information");

export const action = async ({ request, context, params }: ActionFunctionArgs) =>
  submitSection(request, context, await ownApplicationId(request, context), params.page, "your-information");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function YourInformationPage() {
  const data = useLoaderData<typeof loader>();
  return <SectionPage key={data.page.formId} data={data} />;
}
