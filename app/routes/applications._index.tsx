// /applications: the applicant's applications with their status (000 §2 'Application').
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "../lib/format";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadMyApplications } from "../loaders/applicant-lists.server";

export const handle = { permission: "read:application:own" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyApplications(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "applicant.applications.title") : "");

export default function MyApplications() {
  const { applications, texts } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{textOf(texts, "applicant.applications.title")}</h1>
      {applications.length === 0 ? (
        <p>{textOf(texts, "applicant.applications.none")}</p>
      ) : (
        <ul className="link-list">
          {applications.map((application, i) => (
            <li key={application.id}>
              <a href={`/applications/${application.id}`}>{textOf(texts, "applicant.applications.open", { n: i + 1 })}</a>
              {": "}
              {application.course || textOf(texts, "applicant.courseNotChosen")}
              <br />
              <span className="hint">
                {textOf(texts, "applicant.applications.status")}: {application.status}
                {application.updatedAt ? ` · ${textOf(texts, "applicant.applications.updated")}: ${formatDate(application.updatedAt)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
