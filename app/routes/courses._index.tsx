// /courses: the university's courses (issue 18 item 7).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { staffLinks } from "../components/staff/links";
import { UniversityChooser } from "../components/staff/UniversityChooser";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadCourses } from "../loaders/courses.server";

export const handle = { permission: "create:course:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadCourses(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "staff.course.listTitle") : "");

export default function CoursesPage() {
  const { columns, courses, texts, chooser, addUrl } = useLoaderData<typeof loader>();
  const t = (key: string) => textOf(texts, key);
  if (chooser)
    return (
      <div className="page--wide">
        <h1>{t("staff.course.listTitle")}</h1>
        <UniversityChooser universities={chooser.universities} action="/courses" />
      </div>
    );
  return (
    <div className="page--wide">
      <h1>{t("staff.course.listTitle")}</h1>
      <p>
        <Link className="button" to={addUrl}>
          {t("staff.course.add")}
        </Link>
      </p>
      {courses.some((course) => course.listed) ? <p>{t("staff.course.listedNote")}</p> : null}
      {courses.length === 0 ? (
        <p>{t("staff.course.none")}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.url}>
                {course.cells.map((cell, i) =>
                  i === 0 ? (
                    <th scope="row" key={i}>
                      {cell}
                      {course.listed ? <span className="tag">{t("staff.course.listedTag")}</span> : null}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
                <td>
                  <Link to={course.url}>
                    {t("staff.course.edit")}
                    <span className="visually-hidden"> {course.cells[0]}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
