// /students: the staff dashboard (001 §2 'Staff dashboard tabs', 'List screens'; §3 list
// parameters). Tabs, filters, sorting and paging live in the URL.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StudentsList } from "../components/staff/StudentsList";
import { UniversityChooser } from "../components/staff/UniversityChooser";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadStudentsList } from "../loaders/dashboard.server";

export const handle = { permission: "list:dashboard:assigned" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStudentsList(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "list.title") : "");

export default function StudentsPage() {
  const { list, chooser, addApplicant, texts } = useLoaderData<typeof loader>();
  return (
    <div className="page--wide">
      <h1>{textOf(texts, "list.title")}</h1>
      {addApplicant ? (
        <p>
          <a className="button" href={addApplicant.href}>
            {addApplicant.label}
          </a>
        </p>
      ) : null}
      {chooser ? <UniversityChooser universities={chooser.universities} action="/students" /> : null}
      {list ? <StudentsList data={list} /> : null}
    </div>
  );
}
