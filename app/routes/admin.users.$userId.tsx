// /admin/users/:userId: one staff user: their role and access level (changed here), status
// (deactivate, reactivate), MFA (reset), invitation (sent again) and the history of these changes
// (issue 20 item 8; decision 0839).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccessLevelChoice } from "../components/admin/AccessLevelChoice";
import { RoleChoice } from "../components/admin/RoleChoice";
import { OrganisationChoice } from "../components/admin/OrganisationChoice";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { SummaryList } from "../components/govuk/SummaryList";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadUser, userAction } from "../loaders/admin-users.server";

export const handle = { permission: "read:user:tenant" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadUser(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => userAction(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.user.name ?? "");

function Intent({ intent, label, warning, name }: { intent: string; label: string; warning?: boolean; name: string }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={warning ? "button button--warning" : "button button--secondary"}>
        {label}
        <span className="visually-hidden"> {name}</span>
      </button>
    </Form>
  );
}

export default function UserPage() {
  const { texts, user, self, roles, organisations, accessLevels, history, done, back } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const values = (failed?.values ?? {}) as Record<string, string>;
  const roleLabel = roles.find((role) => role.id === user.role)?.label ?? user.role;
  return (
    <div className="narrow">
      <p>
        <Link to={back}>{t("admin.users.back")}</Link>
      </p>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      {done ? (
        <div className="notice notice--success" role="status">
          <p>{t(`admin.users.done.${done}`)}</p>
        </div>
      ) : null}
      <h1>{user.name}</h1>
      <SummaryList
        rows={[
          [t("admin.users.field.email"), user.email],
          [t("admin.users.field.role"), roleLabel],
          [t("admin.users.field.accessLevel"), user.accessLevel || t("admin.users.noAccessLevel")],
          [t("admin.users.column.status"), t(user.deactivated ? "admin.users.status.deactivated" : user.invited ? "admin.users.status.invited" : "admin.users.status.active")],
          [t("admin.users.column.mfa"), t(user.mfa ? "admin.users.mfa.on" : "admin.users.mfa.off")],
          [t("admin.users.column.lastSignIn"), user.lastSignIn ?? t("admin.users.never")],
        ]}
      />
      {self ? (
        <p>{t("admin.users.selfNote")}</p>
      ) : (
        <>
          <h2>{t("admin.users.changeRole")}</h2>
          <Form method="post" noValidate>
            <RoleChoice roles={roles} value={values.role ?? user.role} error={errorFor(failed?.errors, "role")} />
            <OrganisationChoice groups={organisations} value={values.organisationId ?? user.organisationId} error={errorFor(failed?.errors, "organisationId")} />
            <AccessLevelChoice accessLevels={accessLevels} value={values.accessLevel ?? user.accessLevel} error={errorFor(failed?.errors, "accessLevel")} />
            <button type="submit" name="intent" value="role" className="button">
              {t("admin.users.saveRole")}
            </button>
          </Form>
          <h2>{t("admin.users.account")}</h2>
          <div className="button-group">
            <Intent intent={user.deactivated ? "reactivate" : "deactivate"} label={t(user.deactivated ? "admin.users.reactivate" : "admin.users.deactivate")} warning={!user.deactivated} name={user.name} />
            {user.mfa ? <Intent intent="resetMfa" label={t("admin.users.resetMfa")} name={user.name} /> : null}
            {user.invited ? <Intent intent="reinvite" label={t("admin.users.reinvite")} name={user.name} /> : null}
          </div>
        </>
      )}
      <h2>{t("admin.users.history")}</h2>
      {history.length === 0 ? (
        <p>{t("admin.users.noHistory")}</p>
      ) : (
        <ul>
          {history.map((entry, i) => (
            <li key={i}>
              {t(`admin.users.action.${entry.action}`)} <span className="hint">{entry.when}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
