// /applications: the applicant's applications with their status (000 §2 'Application').
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { formatDate } from "../lib/format";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadMyApplications, startApplication } from "../loaders/applicant-lists.server";

export const handle = { permission: "read:application:own" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyApplications(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => startApplication(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "applicant.applications.title") : "");

export default function MyApplications() {
  const { applications, mayStartNew, texts } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <h1>{textOf(texts, "applicant.applications.title")}</h1>
      <ErrorSummary title={textOf(texts, "form.errorSummary")} errors={refused ? [{ field: "", message: refused.problem }] : undefined} />
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
      {mayStartNew ? (
        <Form method="post">
          <button type="submit" className="button">
            {textOf(texts, "applicant.applications.startNew")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
