// /admin/users: a university's staff users, searchable by name or email, with their role, access
// level, status, MFA and last sign-in; invite one (issue 20 item 8; decision 0839).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { UniversityChooser } from "../components/staff/UniversityChooser";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadUsers } from "../loaders/admin-users.server";

export const handle = { permission: "read:user:tenant" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadUsers(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "admin.users.title") : "");

export default function UsersPage() {
  const { chooser, texts, users, search, links, notice } = useLoaderData<typeof loader>();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  return (
    <div>
      <h1>{t("admin.users.title")}</h1>
      {chooser ? <UniversityChooser universities={chooser} action="/admin/users" /> : null}
      {notice ? (
        <div className="notice notice--success" role="status">
          <p>{notice}</p>
        </div>
      ) : null}
      {links ? (
        <>
          <p>
            <Link to={links.invite} className="button">
              {t("admin.users.invite")}
            </Link>
          </p>
          <form method="get" action={links.self} className="filters" role="search">
            {links.university ? <input type="hidden" name="uni" value={links.university} /> : null}
            <div className="form-group">
              <label className="label" htmlFor="q">
                {t("admin.users.search")}
              </label>
              <input className="input" id="q" name="q" type="search" defaultValue={search} />
            </div>
            <button type="submit" className="button button--secondary">
              {t("admin.users.searchButton")}
            </button>
          </form>
          {users.length === 0 ? (
            <p>{t(search ? "admin.users.noneFound" : "admin.users.none")}</p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">{t("admin.users.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("admin.users.column.name")}</th>
                  <th scope="col">{t("admin.users.column.role")}</th>
                  <th scope="col">{t("admin.users.column.status")}</th>
                  <th scope="col">{t("admin.users.column.mfa")}</th>
                  <th scope="col">{t("admin.users.column.lastSignIn")}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      <Link to={user.href}>{user.name}</Link>
                      <br />
                      <span className="hint">{user.email}</span>
                    </th>
                    <td>
                      {user.roleLabel}
                      {user.accessLevel ? <span className="hint"> ({user.accessLevel})</span> : null}
                    </td>
                    <td>{t(`admin.users.status.${user.status}`)}</td>
                    <td>{t(user.mfa ? "admin.users.mfa.on" : "admin.users.mfa.off")}</td>
                    <td>{user.lastSignIn ?? t("admin.users.never")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </div>
  );
}
