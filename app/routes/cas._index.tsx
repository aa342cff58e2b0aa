// /cas: the CAS pipeline (001 §2 'CAS pipeline tabs'; issue 17 item 1, first part): the stage tabs
// of cas-stages.json for the signed-in role, over the same store-side lists as the dashboard.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentsList } from "../components/staff/StudentsList";
import { UniversityChooser } from "../components/staff/UniversityChooser";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadStudentsList } from "../loaders/dashboard.server";

export const handle = { permission: "list:pipeline:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStudentsList(request, context, "pipeline");
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "list.pipelineTitle") : "");

export default function CasPipelinePage() {
  const { list, chooser, texts } = useLoaderData<typeof loader>();
  return (
    <div className="page--wide">
      <h1>{textOf(texts, "list.pipelineTitle")}</h1>
      {chooser ? <UniversityChooser universities={chooser.universities} action="/cas" /> : null}
      {list ? <StudentsList data={list} /> : null}
    </div>
  );
}
