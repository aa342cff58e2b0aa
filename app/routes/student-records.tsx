// /student-records: every CAS student's link to the student-records system, the unfinished and
// failed first, with sending a selection (issue 21 item 7).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadLinks, sendSelected } from "../loaders/student-records.server";

export const handle = { permission: "update:student:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLinks(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => sendSelected(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "studentRecords.list.title") : "");

export default function StudentRecordsList() {
  const { texts, rows } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="page--wide">
      <h1>{t("studentRecords.list.title")}</h1>
      <p>{t("studentRecords.list.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("studentRecords.list.none")}</p>
      ) : (
        <Form method="post">
          <table className="table">
            <caption className="visually-hidden">{t("studentRecords.list.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("studentRecords.list.choose")}</th>
                <th scope="col">{t("studentRecords.list.name")}</th>
                <th scope="col">{t("studentRecords.list.stage")}</th>
                <th scope="col">{t("studentRecords.list.studentNumber")}</th>
                <th scope="col">{t("studentRecords.list.errors")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.studentId}>
                  <td>
                    {row.completed ? null : (
                      <input type="checkbox" className="checkbox" name="studentId" value={row.studentId} id={`send-${row.studentId}`} aria-label={`${t("studentRecords.list.choose")}: ${row.name}`} />
                    )}
                  </td>
                  <th scope="row">
                    <Link to={`/students/${encodeURIComponent(row.userId)}`}>{row.name}</Link>
                  </th>
                  <td>{row.stage}</td>
                  <td>{row.studentNumber ?? ""}</td>
                  <td>{row.errors.join(" ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" className="button" disabled={busy}>
            {t("studentRecords.list.send")}
          </button>
        </Form>
      )}
    </div>
  );
}
