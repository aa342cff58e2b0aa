// /admin/universities: the platform's universities, each with its status, configuration version
// and users; deactivate or reactivate one; add one (issue 20 item 7; decision 0838).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadUniversities, universitiesAction } from "../loaders/admin-universities.server";

export const handle = { permission: "read:university:any" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadUniversities(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => universitiesAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "admin.universities.title") : "");

export default function UniversitiesPage() {
  const { texts, universities, added, changed } = useLoaderData<typeof loader>();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const named = (key: string | null) => universities.find((university) => university.key === key)?.name ?? key ?? "";
  return (
    <div>
      <h1>{t("admin.universities.title")}</h1>
      {added ? (
        <div className="notice notice--success" role="status">
          <p>{t("admin.universities.added", { name: named(added) })}</p>
        </div>
      ) : null}
      {changed ? (
        <div className="notice notice--success" role="status">
          <p>{t(universities.find((university) => university.key === changed)?.active ? "admin.universities.reactivated" : "admin.universities.deactivated", { name: named(changed) })}</p>
        </div>
      ) : null}
      <p>
        <Link to="/admin/universities/new" className="button">
          {t("admin.universities.add")}
        </Link>
      </p>
      <table className="table">
        <caption className="visually-hidden">{t("admin.universities.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.universities.column.name")}</th>
            <th scope="col">{t("admin.universities.column.key")}</th>
            <th scope="col">{t("admin.universities.column.status")}</th>
            <th scope="col">{t("admin.universities.column.version")}</th>
            <th scope="col">{t("admin.universities.column.users")}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {universities.map((university) => (
            <tr key={university.key}>
              <th scope="row">
                <Link to={`/config?tenant=${encodeURIComponent(university.key)}`}>{university.name}</Link>
              </th>
              <td>
                <code>{university.key}</code> ({university.code})
              </td>
              <td>{t(university.active ? "admin.universities.active" : "admin.universities.inactive")}</td>
              <td>{university.version ?? t("admin.universities.noVersion")}</td>
              <td>{university.users}</td>
              <td>
                <Form method="post">
                  <input type="hidden" name="key" value={university.key} />
                  <button type="submit" name="intent" value={university.active ? "deactivate" : "reactivate"} className={university.active ? "button button--warning" : "button button--secondary"}>
                    {t(university.active ? "admin.universities.deactivate" : "admin.universities.reactivate")}
                    <span className="visually-hidden"> {university.name}</span>
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
